import { expect, test } from './ready';
import { replay, tableStory } from '../../src/lib/engine/index';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord } from './drive';
import { goOffline, shot } from './table';

/**
 * Everyone takes the phone, through the real screens: one game of each rule set played this way to its end, from
 * its record (setup as the host does it, then every turn: "I am …", the card held, the choice, Confirm, the
 * neutral screen, Done once the turn's least time is up), and the worked game of the classic source offline,
 * with a reload in the middle of a night's round, to the same winners.
 */
const rounds = fixtureRecords().filter((f) => f.name.endsWith('-pass-round.json'));

for (const { name, record } of rounds) {
	test(`${name}: played with everyone taking the phone, to its end`, async ({ page }) => {
		test.setTimeout(240_000);
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await setUpRecord(page, record);
		let shots = 0;
		const end = await playRecord(page, record, {
			onScreen: async (what) => {
				if (what.startsWith('round:') && shots < 6) await shot(page, `${record.preset}-${String(shots++).padStart(2, '0')}-${what.replace(/\W+/g, '-')}`);
			}
		});
		const truth = replay(record);
		if (!truth.ok) throw new Error(truth.reason);
		expect(end.phase.kind).toBe('ended');
		expect(end.winner).toEqual(truth.value.winner);
		const winners = tableStory(truth.value).find((line) => line.startsWith('Winners: '));
		await expect(page.getByRole('heading', { name: / wins?\.$/ })).toBeVisible();
		// The hunches are shown at the end, night by night.
		await expect(page.getByText(/the town’s hunch: /).first()).toBeVisible();
		expect(winners).toBeTruthy();
		expect(errors).toEqual([]);
	});
}

test('the worked game with everyone taking the phone, offline, with a reload mid-round: the town wins, Alice among them', async ({ page }) => {
	test.setTimeout(240_000);
	const worked = rounds.find((f) => f.name === 'classic-worked-game-pass-round.json');
	if (!worked) throw new Error('tests/fixtures/records/classic-worked-game-pass-round.json is missing');
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	// Real time: a tap is saved after the frame that answers it, and a stopped clock would hold that frame back.
	await setUpRecord(page, worked.record, {}, { controlTime: false });
	await goOffline(page);
	let reloaded = 0;
	const end = await playRecord(page, worked.record, {
		afterTap: async (what) => {
			// Night 1, Cara's turn: her check is confirmed; the phone is reloaded before she passes it on.
			if (reloaded > 0 || what !== 'round: Cara confirms') return;
			// A moment after the tap, as a table's reload would be: the tap's save is written after its frame.
			await page.waitForTimeout(500);
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
