import AxeBuilder from '@axe-core/playwright';
import { putGames, savedRow } from './saved-games';
import { expect, test, type Page } from './ready';
import { PRESETS, suggestRoles, type GameState, type PresetId } from '../../src/lib/engine/index';
import { QUIET, playRandomGame } from '../../scripts/bench/random-table';
import { overflow } from './overflow';

/**
 * The screens only the other presets have — last words, the count-reveal vote, speaking turns, day zero, the
 * clocks, the silenced player — and the app-narrated night, checked like the worked game's: axe (WCAG 2.1 A and
 * AA) with no violation, and no sideways scrolling at 320 px with 200% text. Each is a saved game, made by a
 * random table of legal moves and stopped at that screen, opened from the phone's storage as a player would.
 */

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea'];

interface Stop {
	screen: string;
	preset: PresetId;
	players: number;
	options?: Record<string, unknown>;
	at: (state: GameState) => boolean;
}

const STOPS: Stop[] = [
	{ screen: 'storyteller: a last word', preset: 'storyteller', players: 9, at: (s) => s.phase.kind === 'lastWord' },
	{ screen: 'storyteller: a talk with somebody silenced', preset: 'storyteller', players: 12, at: (s) => s.phase.kind === 'talk' && s.silenced !== null },
	{ screen: 'godfather: day zero', preset: 'godfather', players: 8, at: (s) => s.phase.kind === 'talk' && s.phase.day === 0 },
	{ screen: 'godfather: the count-reveal vote', preset: 'godfather', players: 8, at: (s) => s.phase.kind === 'countReveal' },
	{ screen: 'godfather: speaking turns', preset: 'godfather', players: 12, at: (s) => s.phase.kind === 'talk' && s.phase.day >= 1 },
	{ screen: 'clocked: the night clock', preset: 'clocked', players: 7, at: (s) => s.phase.kind === 'night' },
	{ screen: 'clocked: the vote clock', preset: 'clocked', players: 7, at: (s) => s.phase.kind === 'ballot' },
	{ screen: 'app-narrated: the night', preset: 'classic', players: 7, options: { narration: 'app' }, at: (s) => s.phase.kind === 'night' }
];

/** A game of this preset stopped at the screen, as the row the app keeps in IndexedDB. */
function savedGame(stop: Stop, index: number) {
	const config = {
		preset: stop.preset,
		players: NAMES.slice(0, stop.players),
		roles: suggestRoles(stop.preset, stop.players),
		options: { ...PRESETS[stop.preset].defaults, ...stop.options },
		seed: 1000 + index
	};
	for (let walk = 1; walk < 500; walk++) {
		const game = playRandomGame({ ...config, seed: config.seed + walk }, walk, QUIET, stop.at);
		if (!stop.at(game.state)) continue;
		return savedRow({ ...game.record, id: `screens-${index}` });
	}
	throw new Error(`no random game reached "${stop.screen}"`);
}


test('the other presets’ screens and the app-narrated night pass axe and fit 320 px at 200% text', async ({ page }) => {
	test.setTimeout(120_000);
	const rows = STOPS.map(savedGame);
	await putGames(page, rows);
	const cdp = await page.context().newCDPSession(page);
	const found: Record<string, string[]> = {};
	for (const [i, stop] of STOPS.entries()) {
		await page.setViewportSize({ width: 390, height: 844 });
		await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
		await page.goto(`/game?id=${rows[i].id}`);
		const heading = page.locator('main h1').first();
		await expect(heading).toBeVisible();
		await expect(heading).not.toHaveText(/cannot be (opened|read)/);
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
		const problems = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));

		await page.setViewportSize({ width: 320, height: 640 });
		await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
		problems.push(...(await overflow(page)));
		if (problems.length > 0) found[stop.screen] = problems;
	}
	expect(found).toEqual({});
});
