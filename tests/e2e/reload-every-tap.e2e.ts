import { expect, test, type Page } from './ready';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord } from './drive';
import { goOffline } from './table';

/**
 * Reload anywhere, in the browser: a whole game (the five-player fixture: a revote, a role called for show,
 * the killers' win) with the page reloaded after every single tap, offline, from the service worker. Each
 * time the screen must come back exactly as it was, and the game plays on from it. (Every transition of
 * every fixture and generated game is reloaded in Node: tests/state/reload-anywhere.svelte.test.ts.)
 */
const game = fixtureRecords().find((f) => f.name === 'classic-five-open-vote.json');
if (!game) throw new Error('tests/fixtures/records/classic-five-open-vote.json is missing');

/**
 * The game's saved row as the phone's IndexedDB holds it now: its snapshot (the screen), how many actions it has
 * stored and when it was saved. A tap that moves the game on while the screen stays (a night's pick) changes only
 * the latter two: the row keeps no game beside its record.
 */
const savedRow = (page: Page, id: string) =>
	page.evaluate(
		(gameId) =>
			new Promise<string>((done) => {
				const open = indexedDB.open('nightfall');
				open.onsuccess = () => {
					const db = open.result;
					const get = db.transaction('games').objectStore('games').get(gameId);
					get.onsuccess = () => {
						db.close();
						done(JSON.stringify([get.result?.snapshot ?? null, get.result?.actionCount ?? null, get.result?.updatedAt ?? null]));
					};
				};
			}),
		id
	);

test('a whole game with a reload after every tap, offline: each screen comes back as it was', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	// Real time: the page is reloaded again and again, and this game has no clock.
	await setUpRecord(page, game.record, {}, { controlTime: false });
	await goOffline(page);
	const id = new URL(page.url()).searchParams.get('id') ?? '';
	let saved = await savedRow(page, id);
	let reloads = 0;
	const started = Date.now();

	const end = await playRecord(page, game.record, {
		afterTap: async (what) => {
			// The tap is saved (its row written again in IndexedDB) before the reload, as it is a moment after any tap.
			await expect.poll(() => savedRow(page, id), { message: `${what} was saved` }).not.toBe(saved);
			saved = await savedRow(page, id);
			const screen = await page.locator('main').innerText();
			const response = await page.reload();
			expect(response?.fromServiceWorker(), 'reloaded offline, from the service worker').toBe(true);
			await expect.poll(() => page.locator('main').innerText(), { message: `after ${what}` }).toBe(screen);
			reloads++;
		}
	});
	expect(end.phase.kind).toBe('ended');
	await expect(page.getByRole('heading', { name: 'Killers win.' })).toBeVisible();
	expect(errors).toEqual([]);
	console.info(`Reload after every tap (Chromium, offline): ${reloads} reloads, each screen the same after it, in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
});
