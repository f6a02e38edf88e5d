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
		expect(offending(/\bGameState\b/)).toEqual([]);
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
		expect(offending(/\bviewFor\b|\breplay\(/)).toEqual([]);
	});

	it('the game screens say nothing of their own: every sentence comes from src/lib/script', () => {
		const inline = WORDLESS_SCREENS.flatMap((path) => {
			const file = screens.find((f) => f.path === path);
			if (!file) return [`${path}: not found`];
			return inlineWords(file.text).map((words) => `${path}: ${words}`);
		});
		expect(inline).toEqual([]);
	});

	it('the game screens and shared components call no message themselves: their words module does', () => {
		const calls = WORDLESS_SCREENS.flatMap((path) => {
			const file = screens.find((f) => f.path === path);
			return (file ? messageCalls(file.text) : []).map((call) => `${path}: ${call}`);
		});
		expect(calls).toEqual([]);
	});

	it('finds every screen on disk, the ones once missed among them', () => {
		for (const name of ['LastActScreen', 'NightTurnFace', 'RoundScreen', 'TableVoice', 'NightScreen'])
			expect(WORDLESS_SCREENS).toContain(`src/routes/game/${name}.svelte`);
		expect(WORDLESS_SCREENS).toContain('src/lib/components/HoldCard.svelte');
	});

	it('the message-call check finds an import of the messages and a call, and nothing in a words module name', () => {
		expect(messageCalls("<script>\nimport { m } from '$lib/paraglide/messages.js';\n</script>\n<p>{m.game_done()}</p>")).toHaveLength(2);
		expect(messageCalls('<p>{words.done} {endWords.record}</p>')).toEqual([]);
	});

	it('the inline-words check finds words in markup and in an attribute, and none in an expression or an id', () => {
		expect(inlineWords('<script>const a = "two words";</script><p>Nobody died</p>')).toEqual(['Nobody died']);
		expect(inlineWords('<ClockFace label="Vote clock" class="primary quiet" />')).toEqual(['label="Vote clock"']);
		expect(inlineWords('<button>Done</button>')).toEqual(['Done']);
		expect(inlineWords('<h1 id="end-title">{words.heading(night)}</h1><p>{a} · {b}</p><style>p { color: red }</style>')).toEqual([]);
	});
});

/**
 * Every game screen and shared component, found on disk rather than listed by hand: a screen added
 * tomorrow is checked without anyone remembering to name it here.
 */
const WORDLESS_SCREENS = screens
	.map((f) => f.path)
	.filter((p) => p.endsWith('.svelte') && (p.startsWith('src/routes/game/') || p.startsWith('src/lib/components/')));

/** Attributes that hold no words a player reads (class lists, styles). */
const SILENT_ATTRIBUTES = new Set(['class', 'style']);

/** Words a screen may still hold as written: none today. A word added here needs a reason beside it. */
const ALLOWED_WORDS = new Set<string>([]);

/**
 * Words written straight into a screen's markup: the text left once the script and style blocks,
 * every `{…}` expression and every tag are gone (any word there fails, bar the allow-list), plus
 * any attribute written as two or more words (`label="Vote clock"`; an id or a class is let through).
 * A heuristic: a separator ("·", "—", "−") is let through, a sentence or a button label is not.
 */
function inlineWords(source: string): string[] {
	const markup = withoutExpressions(source.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<!--[\s\S]*?-->/g, ''));
	const found: string[] = [];
	for (const [, name, value] of markup.matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
		if (!SILENT_ATTRIBUTES.has(name) && wordsIn(value).length >= 2) found.push(`${name}="${value}"`);
	}
	for (const text of markup.replace(/<[^>]*>/g, '\n').split('\n')) {
		if (wordsIn(text).some((word) => !ALLOWED_WORDS.has(word))) found.push(text.trim());
	}
	return found;
}

/** Where a screen reaches for the compiled messages itself: an import of them, or a call `m.key(…)`. */
function messageCalls(source: string): string[] {
	return source
		.split('\n')
		.filter((line) => /paraglide\/messages|(?<![\w.$])m\.\w+\(/.test(line))
		.map((line) => line.trim());
}

/** The whitespace-separated pieces of `text` that hold a letter. */
const wordsIn = (text: string) => text.split(/\s+/).filter((piece) => /\p{L}/u.test(piece));

/** The markup with every `{…}` expression, nested braces included, taken out. */
function withoutExpressions(markup: string): string {
	let out = '';
	let depth = 0;
	for (const ch of markup) {
		if (ch === '{') depth += 1;
		else if (ch === '}') depth = Math.max(0, depth - 1);
		else if (depth === 0) out += ch;
	}
	return out;
}
