import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screens decide nothing and never hold the raw game: a screen or shared component gets a view
 * and a `send`, from the bridge's `screenOf`. These checks read the source, so a screen that
 * reaches for the game state, the chart's snapshot or the whole session fails here, not at a table.
 */

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return filesUnder(path, keep);
		return keep(path) ? [path] : [];
	});
}

const isUi = (path: string) => path.endsWith('.svelte') || (path.endsWith('.ts') && !path.endsWith('.d.ts'));
const screens = [
	...filesUnder(join(ROOT, 'src/routes'), isUi),
	...filesUnder(join(ROOT, 'src/lib/components'), isUi)
].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** Lines of `text` matching `pattern`, as "file:line: text", for a failure that says where. */
function offending(pattern: RegExp, allow: (path: string) => boolean = () => false): string[] {
	return screens
		.filter((f) => !allow(f.path))
		.flatMap((f) =>
			f.text
				.split('\n')
				.map((line, i) => ({ line, i }))
				.filter(({ line }) => pattern.test(line))
				.map(({ line, i }) => `${f.path}:${i + 1}: ${line.trim()}`)
		);
}

describe('screens render views', () => {
	it('finds the screens it checks', () => {
		expect(screens.length).toBeGreaterThan(30);
		expect(screens.some((f) => f.path === 'src/routes/game/NightScreen.svelte')).toBe(true);
	});

	it('no screen or component imports the game state type', () => {
		// The history's step-through reads a finished game, whose every secret is public.
		expect(offending(/\bGameState\b/, (p) => p.startsWith('src/routes/history/'))).toEqual([]);
	});

	it("no screen reads the chart's snapshot or its context", () => {
		expect(offending(/(?<!\$state)\.snapshot\b|snapshot\.context|\.context\.game/)).toEqual([]);
	});

	it('game screens are handed a view and send, never the session', () => {
		const gameScreens = offending(/\bsession\b/, (p) => !p.startsWith('src/routes/game/') || p === 'src/routes/game/+page.svelte');
		expect(gameScreens).toEqual([]);
	});

	it("no route opens the phone's database: the store in src/lib/state answers, with problems in words", () => {
		const routes = (p: string) => !p.startsWith('src/routes/');
		expect(offending(/\$lib\/persistence|from 'idb'|\bindexedDB\b|\bnightfallDb\b/, routes)).toEqual([]);
	});

	it('no game screen or shared component reads the clock: times come in the view, and the faces tick on screenNow', () => {
		// The game page itself stamps when the game was last seen, for a clock to survive a reload.
		const screensOnly = (p: string) =>
			!(p.startsWith('src/routes/game/') || p.startsWith('src/lib/components/')) || p === 'src/routes/game/+page.svelte';
		expect(offending(/\bDate\.now\(|\bperformance\.now\(/, screensOnly)).toEqual([]);
	});

	it('no screen calls viewFor itself: the bridge decides each audience', () => {
		expect(offending(/\bviewFor\b/, (p) => p.startsWith('src/routes/history/'))).toEqual([]);
	});
});
