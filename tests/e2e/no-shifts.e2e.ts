import { expect, test, type Page } from './ready';
import { putGames, savedGame } from './saved-games';
import { shifts, WATCH_SHIFTS } from './shifts';

/**
 * Nothing on a screen moves by itself. Each screen opens from its HTML, then what the phone keeps (saved games,
 * the regulars, the standings, its voices) arrives a moment later: it must fill in below what is already read, never push
 * a link or a button from under a finger about to tap it. Measured on a phone and on the smallest one, with games
 * saved, one finished and one being played.
 */
const SCREENS = ['/', '/setup', '/rules', '/history', '/history/game?id=finished', '/standings', '/players', '/themes', '/settings', '/game?id=playing', '/game?id=finished'];

async function withSavedGames(page: Page, width: number, height: number) {
	await page.setViewportSize({ width, height });
	const finished = savedGame({ id: 'finished', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'ended' });
	const playing = savedGame({ id: 'playing', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'talk' && s.phase.day === 1 });
	await putGames(page, [finished, playing]);
	await page.addInitScript(WATCH_SHIFTS);
}

/** Settings waits up to two seconds for the phone's voices (DEFAULT_VOICE_WAIT_MS), then says whether it can speak. */
const SETTLES_IN: Record<string, number> = { '/settings': 2_600 };

/** The screen opened and left to settle: what the phone keeps has come in by then. */
async function shiftsOn(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('main h1').first()).toBeVisible();
	await expect(page.getByText(/^Reading/)).toHaveCount(0);
	await page.waitForTimeout(SETTLES_IN[path] ?? 500);
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
