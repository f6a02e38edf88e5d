import { expect, test, type Page } from './ready';
import type { GameState } from '../../src/lib/engine/index';
import { putGames, savedGame } from './saved-games';

/**
 * A battery that lasts the night: every clock on a game screen (the faces, the app's voice, the
 * "last seen" note that lets a clock survive a reload) runs on the page's one ticker, and a screen
 * with no running clock keeps no timer at all. Counted by wrapping the page's own setInterval and
 * clearInterval before the app loads. Real time, not Playwright's clock: its fake timers would
 * replace the ones counted here.
 */
async function countIntervals(page: Page) {
	await page.addInitScript(() => {
		const live = new Set<unknown>();
		const set = window.setInterval.bind(window);
		const clearInterval = window.clearInterval.bind(window);
		const clearTimeout = window.clearTimeout.bind(window);
		window.setInterval = ((run: TimerHandler, ms?: number, ...args: unknown[]) => {
			const id = set(run, ms, ...args);
			live.add(id);
			return id;
		}) as typeof window.setInterval;
		// Timer ids are shared: either clear ends an interval.
		window.clearInterval = ((id?: number) => {
			live.delete(id);
			clearInterval(id);
		}) as typeof window.clearInterval;
		window.clearTimeout = ((id?: number) => {
			live.delete(id);
			clearTimeout(id);
		}) as typeof window.clearTimeout;
		(window as unknown as { liveIntervals: () => number }).liveIntervals = () => live.size;
	});
}

const liveIntervals = (page: Page) => page.evaluate(() => (window as unknown as { liveIntervals: () => number }).liveIntervals());

/** The intervals running once the screen has settled (a second: several beats of any ticker). */
async function settledIntervals(page: Page) {
	await page.waitForTimeout(1000);
	return liveIntervals(page);
}

/** When the game was last noted as seen (what a running clock resumes from after a reload), or null. */
const lastSeen = (page: Page, id: string) =>
	page.evaluate(async (key) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('nightfall');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const value = await new Promise<unknown>((resolve, reject) => {
			const get = db.transaction('settings').objectStore('settings').get(key);
			get.onsuccess = () => resolve(get.result);
			get.onerror = () => reject(get.error);
		});
		db.close();
		return typeof value === 'number' ? value : null;
	}, `clockSeen:${id}`);

const talkWithClock = (s: GameState) => s.phase.kind === 'talk' && s.phase.clock !== null && s.phase.clock.runningSince !== null;

test.beforeEach(async ({ page }) => {
	await countIntervals(page);
});

test('the talk screen with its clock running: one ticker for the face and the "last seen" note, none once paused', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const row = savedGame({ id: 'ticker-talk', preset: 'clocked', players: 7, at: talkWithClock });
	await putGames(page, [row]);
	await page.goto('/game?id=ticker-talk');
	const face = page.getByRole('timer', { name: 'Talk clock' });
	await expect(face).toBeVisible();
	expect(await settledIntervals(page)).toBe(1);

	// The note that the game is still seen comes every couple of seconds, on the same ticker.
	await expect.poll(() => lastSeen(page, 'ticker-talk')).not.toBeNull();
	const first = (await lastSeen(page, 'ticker-talk'))!;
	await expect.poll(() => lastSeen(page, 'ticker-talk'), { timeout: 5000 }).toBeGreaterThan(first);
	expect(await liveIntervals(page)).toBe(1);

	// A paused clock does not move: nothing ticks, and nothing notes the phone as seen.
	await page.getByRole('button', { name: 'Pause the clock' }).click();
	await expect(face).toContainText('Paused');
	expect(await settledIntervals(page)).toBe(0);
	const paused = await lastSeen(page, 'ticker-talk');
	await page.waitForTimeout(2500);
	expect(await lastSeen(page, 'ticker-talk')).toBe(paused);

	await page.getByRole('button', { name: 'Resume the clock' }).click();
	expect(await settledIntervals(page)).toBe(1);
	expect(errors).toEqual([]);
});

test('an app-narrated night: one ticker for the countdown, the call and the voice; none at dusk', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const row = savedGame({ id: 'ticker-night', preset: 'classic', players: 7, options: { narration: 'app' }, at: (s) => s.phase.kind === 'dusk' });
	await putGames(page, [row]);
	await page.goto('/game?id=ticker-night');

	await expect(page.getByRole('heading', { name: 'Put the phone in the middle of the table' })).toBeVisible();
	expect(await settledIntervals(page)).toBe(0);

	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByRole('heading', { name: /Next call in/ })).toBeVisible();
	expect(await settledIntervals(page)).toBe(1);
	expect(errors).toEqual([]);
});
