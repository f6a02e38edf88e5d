import { expect, test, type Locator, type Page } from './ready';
import { fixtureRecords } from '../support/records';
import { putGames, savedRow, storedGame } from './saved-games';
import { SETTLE_MS } from '../../src/routes/game/settle';

/**
 * Issue 32, point 16: a tap repeated recorded twice, and taps fell through. "I am Ben", the grid's "Cara" and "Confirm
 * my vote" sat in the same place, so three quick taps on "I am Ben" cast a sealed vote for Cara that Ben never chose;
 * the same night pick tapped twice was recorded twice, and one Undo then seemed to do nothing. Now a screen that
 * replaces another lets taps fall on nothing for a moment, never puts a consequential button where the last one was,
 * and a pick tapped again is no new action. Played at 390×844 with touch, every tap a real touch tap.
 */
const worked = (() => {
	const found = fixtureRecords().find((f) => f.name === 'classic-worked-game.json');
	if (!found) throw new Error('tests/fixtures/records/classic-worked-game.json is missing');
	return found.record;
})();

/** The worked game stopped just after its `n`th action of `type`, saved as the app keeps it. */
function savedAfter(id: string, type: string, n = 1) {
	let seen = 0;
	const count = worked.actions.findIndex((a) => a.type === type && ++seen === n) + 1;
	return savedRow({ ...worked, id, actions: worked.actions.slice(0, count) });
}

/** Where a finger lands on `target`: its middle. */
async function middleOf(target: Locator) {
	const box = await target.boundingBox();
	if (!box) throw new Error('not on screen');
	return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * `count` touch taps on one spot, each begun `apart` ms after the one before (by the test's clock, so a slow tap does not
 * push the next one later): a double or triple tap. Returns when each began, in ms after the first.
 */
async function tapsAt(page: Page, point: { x: number; y: number }, count: number, apart = 100) {
	const start = performance.now();
	const began: number[] = [];
	for (let i = 0; i < count; i++) {
		const wait = start + i * apart - performance.now();
		if (wait > 0) await page.waitForTimeout(wait);
		began.push(Math.round(performance.now() - start));
		await page.touchscreen.tap(point.x, point.y);
	}
	return began;
}

/** From now on the page notes each finger put down: when (its event time, ms), and whether it landed on a button. */
async function noteTouches(page: Page) {
	await page.evaluate(() => {
		const touches: { at: number; button: boolean }[] = [];
		Object.assign(window, { touches });
		document.addEventListener('pointerdown', (e) => touches.push({ at: e.timeStamp, button: !!(e.target as Element).closest('button') }), true);
	});
}

const touchesNoted = (page: Page) => page.evaluate(() => (window as unknown as { touches: { at: number; button: boolean }[] }).touches);

const castsIn = async (page: Page, id: string) => (await storedGame(page, id)).record.actions.filter((a) => a.type === 'ballot.cast').length;

test('three quick taps on "I am Ben" open his vote and cast nothing', async ({ page }) => {
	const row = savedAfter('quick-taps-ballot', 'talk.end');
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ben' })).toBeVisible();

	await noteTouches(page);
	await tapsAt(page, await middleOf(page.getByRole('button', { name: 'I am Ben' })), 3);

	// Ben's own grid, nothing cast.
	await expect(page.getByRole('heading', { name: 'Ben, whom do you vote out?' })).toBeVisible();
	await expect(page.getByText('Day 1 vote · 0 of 6 voted')).toBeVisible();
	expect(await castsIn(page, row.id)).toBe(0);
	// The first tap pressed "I am Ben"; the others, each within the moment of the one before, fell on nothing. (The
	// test's taps are 100 ms apart; a machine busy enough to hold one back past the moment would let it count, as a
	// deliberate tap should: the second is always within it.)
	const touches = await touchesNoted(page);
	expect(touches.map((t) => t.button)[0]).toBe(true);
	const quick = touches.slice(1).filter((t, i) => t.at - touches[i].at < SETTLE_MS);
	expect(quick.length, `the taps' gaps: ${touches.map((t) => Math.round(t.at))}`).toBeGreaterThanOrEqual(1);
	expect(quick.every((t) => !t.button)).toBe(true);
	if (quick.length === 2) {
		// Every tap after the first fell on nothing: no name chosen, so nothing to confirm.
		await expect(page.getByRole('group', { name: 'Your vote' }).locator('[aria-pressed="true"]')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Confirm my vote' })).toBeDisabled();
	}

	// Once the screen has settled, Ben's own taps count.
	await page.getByRole('group', { name: 'Your vote' }).getByRole('button', { name: /^Cara/ }).tap();
	await expect(page.getByText('You vote for Cara.')).toBeVisible();
	await page.getByRole('button', { name: 'Confirm my vote' }).tap();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	await expect.poll(() => castsIn(page, row.id)).toBe(1);
});

test('Confirm seals the vote and hands the phone on; a tap that follows, quick or slow, opens nothing of the next voter’s', async ({ page }) => {
	const row = savedAfter('quick-taps-confirm', 'talk.end');
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await page.getByRole('button', { name: 'I am Ben' }).tap();
	await page.getByRole('group', { name: 'Your vote' }).getByRole('button', { name: /^Cara/ }).tap();
	const confirm = page.getByRole('button', { name: 'Confirm my vote' });
	const where = await middleOf(confirm);
	const confirmBox = (await confirm.boundingBox())!;

	// A double tap on Confirm: one vote, and the next voter's pass screen, its "I am Cara" nowhere near where Confirm was.
	await tapsAt(page, where, 2);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	await expect(page.getByText('Vote sealed. Put the phone face down and pass it to Cara.')).toBeVisible();
	const iAm = (await page.getByRole('button', { name: 'I am Cara' }).boundingBox())!;
	const apart = iAm.y + iAm.height <= confirmBox.y || confirmBox.y + confirmBox.height <= iAm.y;
	expect(apart, `"I am Cara" (${iAm.y}–${iAm.y + iAm.height}) overlaps where Confirm was (${confirmBox.y}–${confirmBox.y + confirmBox.height})`).toBe(true);

	// A slow third tap, long after the moment has passed, still lands on no button.
	await page.waitForTimeout(600);
	await page.touchscreen.tap(where.x, where.y);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	await expect(page.getByText('Day 1 vote · 1 of 6 voted')).toBeVisible();
	await expect.poll(() => castsIn(page, row.id)).toBe(1);
	// Nothing of Ben's vote on the screen Cara is handed.
	await expect(page.locator('main')).not.toContainText('You vote for');
});

test('a night pick tapped twice is one pick, and one Undo takes it back', async ({ page }) => {
	// Night 1, the killers have picked: the Doctor (Dev) is awake.
	const row = savedAfter('quick-taps-night', 'night.next');
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	const grid = page.locator('main fieldset').first();
	const finn = grid.getByRole('button', { name: /^Finn/ });
	await expect(finn).toBeVisible();

	await tapsAt(page, await middleOf(finn), 2);
	await expect(finn).toHaveAttribute('aria-pressed', 'true');
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.length).toBe(row.record.actions.length + 1);
	// Two taps a second apart: still one pick.
	await tapsAt(page, await middleOf(finn), 2, 1000);
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.length).toBe(row.record.actions.length + 1);

	await page.getByRole('button', { name: /^Undo/ }).tap();
	await expect(finn).toHaveAttribute('aria-pressed', 'false');
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.length).toBe(row.record.actions.length);
});
