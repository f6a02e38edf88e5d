import { expect, test, type Page } from './ready';
import { putGames, savedGame } from './saved-games';
import { shifts, WATCH_SHIFTS } from './shifts';

/**
 * Nothing on a screen moves by itself. Each screen opens from its HTML, then what the phone keeps (saved games,
 * the regulars, the standings) arrives a moment later: it must fill in below what is already read, never push
 * a link or a button from under a finger about to tap it. Measured on a phone and on the smallest one, with games
 * saved, one finished and one being played.
 */
const SCREENS = ['/', '/setup', '/rules', '/history', '/history/game?id=finished', '/standings', '/players', '/themes', '/game?id=playing', '/game?id=finished'];

async function withSavedGames(page: Page, width: number, height: number) {
	await page.setViewportSize({ width, height });
	const finished = savedGame({ id: 'finished', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'ended' });
	const playing = savedGame({ id: 'playing', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'talk' && s.phase.day === 1 });
	await putGames(page, [finished, playing]);
	await page.addInitScript(WATCH_SHIFTS);
}

/** The screen opened and left to settle: what the phone keeps has come in by then. */
async function shiftsOn(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('main h1').first()).toBeVisible();
	await expect(page.getByText(/^Reading/)).toHaveCount(0);
	await page.waitForTimeout(500);
	return shifts(page);
}

for (const [width, height] of [
	[390, 844],
	[320, 568]
] as const) {
	test(`at ${width}×${height}, no screen moves as what the phone keeps arrives`, async ({ page }) => {
		await withSavedGames(page, width, height);
		for (const path of SCREENS) expect(await shiftsOn(page, path), `${path}: layout shift`).toBe(0);
	});
}

// Known: Settings moves (0.16 at 390×844). Its language choice is drawn before its styles come (they are in the game
// page's stylesheet, which the prerendered page does not name: README, "Figures and budgets"), and the voice
// settings' status line is replaced once the voices are read, moving the controls below it.
test('at 390×844, Settings does not move as its styles arrive', async ({ page }) => {
	test.fail();
	await withSavedGames(page, 390, 844);
	expect(await shiftsOn(page, '/settings')).toBe(0);
});
