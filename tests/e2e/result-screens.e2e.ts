import { expect, test, type Page } from './ready';
import type { GameState, PresetId } from '../../src/lib/engine/index';
import { LIVELY } from '../../scripts/bench/random-table';
import { overflow } from './overflow';
import { putGames, savedGame } from './saved-games';

/**
 * The top bar on every result screen: one compact row (the rule set's name, Undo only when there is a tap to
 * undo, Menu), so the result and its main button stay above the fold on a small phone — at 320×568 and 390×844;
 * with the text at 200% or the phone on its side (844×390) the bar still takes one row and nothing runs off the
 * side. Each screen is a saved game, made by a random table of legal moves and stopped there.
 */

interface Stop {
	screen: string;
	preset: PresetId;
	players: number;
	at: (state: GameState) => boolean;
	/** The screen's main button, or for the end screen its heading: what must be in view. */
	main: (page: Page) => ReturnType<Page['locator']>;
}

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' });

const STOPS: Stop[] = [
	{ screen: 'morning', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'morning' && s.phase.deaths.length > 0, main: button('Continue') },
	{
		screen: 'verdict',
		preset: 'classic',
		players: 7,
		// A full tally: the longest verdict a 7-player table sees.
		at: (s) => s.phase.kind === 'verdict' && s.phase.outcome.kind === 'out' && Object.keys(s.phase.tally).length >= 3,
		main: button('Continue')
	},
	{
		screen: 'count reveal result',
		preset: 'godfather',
		players: 8,
		at: (s) => s.phase.kind === 'countReveal' && s.phase.result !== null,
		main: button('Start the day')
	},
	{ screen: 'last word', preset: 'storyteller', players: 9, at: (s) => s.phase.kind === 'lastWord', main: button('Done') },
	{ screen: 'end', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'ended', main: (page) => page.locator('main h1').first() }
];

/** How the bar lies: its height, and whether everything in it sits on one row. */
async function barLayout(page: Page) {
	return page.locator('header.bar').evaluate((bar) => {
		const items = [...bar.children].filter((el) => el.getBoundingClientRect().height > 0);
		const tops = items.map((el) => Math.round(el.getBoundingClientRect().top));
		const tallest = Math.max(...items.map((el) => el.getBoundingClientRect().height));
		return { height: bar.getBoundingClientRect().height, tallest, oneRow: tops.every((t) => Math.abs(t - tops[0]) <= 12), items: items.length };
	});
}

const SIZES = [
	{ width: 320, height: 568, text: 100 },
	{ width: 390, height: 844, text: 100 },
	{ width: 320, height: 568, text: 200 },
	{ width: 844, height: 390, text: 100 }
];

test('on every result screen the top bar is one row and the main button is above the fold', async ({ page }) => {
	test.setTimeout(120_000);
	const rows = STOPS.map((stop, i) =>
		savedGame({ id: `results-${i}`, preset: stop.preset, players: stop.players, at: stop.at, habits: stop.screen === 'verdict' ? LIVELY : undefined })
	);
	await putGames(page, rows);
	const cdp = await page.context().newCDPSession(page);
	const found: Record<string, string[]> = {};
	for (const [i, stop] of STOPS.entries()) {
		for (const size of SIZES) {
			const where = `${stop.screen} at ${size.width}×${size.height}, ${size.text}% text`;
			await page.setViewportSize({ width: size.width, height: size.height });
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * size.text) / 100, fixed: (13 * size.text) / 100 } });
			await page.goto(`/game?id=${rows[i].id}`);
			const main = stop.main(page);
			await expect(main, where).toBeVisible();
			if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${stop.screen} ${size.width}x${size.height} ${size.text}.png` });
			const problems: string[] = [];
			const bar = await barLayout(page);
			if (!bar.oneRow) problems.push(`the bar takes more than one row (${Math.round(bar.height)} px)`);
			if (bar.height > bar.tallest + 1) problems.push(`the bar is ${Math.round(bar.height)} px tall for ${Math.round(bar.tallest)} px of buttons`);
			// Nothing disabled stands in the bar: an Undo with nothing to undo is not shown.
			if ((await page.locator('header.bar button:disabled').count()) > 0) problems.push('a disabled button in the bar');
			problems.push(...(await overflow(page)));
			// With large text or the phone on its side a long result scrolls; the bar never adds to it.
			if (size.text === 100 && size.height > size.width) {
				const box = await main.boundingBox();
				if (!box || box.y + box.height > size.height) problems.push(`the main button ends at ${Math.round((box?.y ?? 0) + (box?.height ?? 0))} px, below the fold`);
			}
			if (problems.length > 0) found[where] = problems;
		}
	}
	expect(found).toEqual({});
});
