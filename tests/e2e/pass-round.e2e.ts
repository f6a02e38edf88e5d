import { expect, test } from './ready';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord, whileTimeRuns } from './drive';
import { goOffline } from './table';
import { storedGame } from './saved-games';

/**
 * Everyone takes the phone, through the real screens: the worked game of the classic source offline, with a reload
 * in the middle of a night's round, to the same winners. (Every pass-round fixture is played to its end, turn by
 * turn, by privacy.e2e.ts, which checks its winners and hunches as it scans each screen.)
 */
const rounds = fixtureRecords().filter((f) => f.name.endsWith('-pass-round.json'));

test('the worked game with everyone taking the phone, offline, with a reload mid-round: the town wins, Alice among them', async ({ page }) => {
	test.setTimeout(240_000);
	const worked = rounds.find((f) => f.name === 'classic-worked-game-pass-round.json');
	if (!worked) throw new Error('tests/fixtures/records/classic-worked-game-pass-round.json is missing');
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	// The page's clock stopped, each turn's least time passed on it; let go for the reload (a tap is saved after the
	// frame that answers it, and a stopped clock would hold that frame back).
	await setUpRecord(page, worked.record);
	await goOffline(page);
	let reloaded = 0;
	const end = await playRecord(page, worked.record, {
		afterTap: async (what) => {
			// Night 1, Cara's turn: her check is confirmed; the phone is reloaded before she passes it on.
			if (reloaded > 0 || what !== 'round: Cara confirms') return;
			await whileTimeRuns(page, async () => {
				// Once the tap is saved (it is written after its frame, a moment after the tap): Cara's pick is the last action.
				const id = new URL(page.url()).searchParams.get('id') ?? '';
				await expect.poll(async () => (await storedGame(page, id)).record.actions.at(-1)?.type).toBe('round.pick');
				// The seconds left tick on while the page reloads (on a busy machine, a few): the screen is the same
				// but for them, and they count from the turn's start, so a reload never gives the turn more time.
				const left = (text: string) => Number(/(\d+) s\./.exec(text)?.[1] ?? 0);
				// On the line and on Done itself.
				const withoutSeconds = (text: string) => text.replace(/\d+\s+s\b/g, '… s');
				const screen = await page.locator('main').innerText();
				const response = await page.reload();
				expect(response?.fromServiceWorker(), 'reloaded offline, from the service worker').toBe(true);
				await expect.poll(async () => withoutSeconds(await page.locator('main').innerText())).toBe(withoutSeconds(screen));
				expect(left(await page.locator('main').innerText())).toBeLessThanOrEqual(left(screen));
				await expect(page.getByRole('heading', { name: 'Cara, your choice is in' })).toBeVisible();
			});
			reloaded++;
		}
	});
	expect(reloaded).toBe(1);
	expect(end.phase.kind).toBe('ended');
	expect(end.winner?.side).toBe('town');
	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	await expect(page.getByText('Alice (dead) — Villager')).toBeVisible();
	expect(errors).toEqual([]);
});
