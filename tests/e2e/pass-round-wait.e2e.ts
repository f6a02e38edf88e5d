import { expect, test, type Page } from './ready';
import { fixtureRecords } from '../support/records';
import { setUpRecord } from './drive';
import { shot } from './table';

/**
 * Issue 32, point 10: everyone takes the phone, and a turn lasts at least its least time (8 s). Done looked fully
 * active while it waited, and the refusal its tap gave ("… (6 s to go)") never counted down. Now Done is disabled
 * while the seconds run, counts them down on itself and in the line above it, from "I am …", the same for a Villager's
 * hunch as for a Killer's pick, and opens at 0 — on a phone held upright, a small one, and one held sideways.
 * The worked game's table: Alice a Villager, Ben a Killer.
 */
const worked = fixtureRecords().find((f) => f.name === 'classic-worked-game-pass-round.json');
if (!worked) throw new Error('tests/fixtures/records/classic-worked-game-pass-round.json is missing');
const record = worked.record;
/** The record as far as the first night's start: the phone is then passed to Alice. */
const DUSK = record.actions.findIndex((a) => a.type === 'night.start') + 1;

const done = (page: Page) => page.getByRole('button', { name: 'Done — pass the phone on', exact: true });

/** Done as the player holding the phone sees it while the turn's least time runs. */
async function expectWaiting(page: Page, seconds: number) {
	await expect(done(page)).toBeDisabled();
	await expect(done(page)).toHaveText(`Done — pass the phone on · ${seconds} s`);
	await expect(page.getByText(`You can pass the phone on in ${seconds} s.`)).toBeVisible();
	await expect(done(page)).toHaveAccessibleDescription(`You can pass the phone on in ${seconds} s.`);
}

/** One turn from "I am …" to Done, the page's clock moved by the test alone; the box Done is drawn in while it waits. */
async function playTurn(page: Page, name: string, chooses: string, label: string) {
	await page.getByRole('button', { name: `I am ${name}` }).tap();
	await page.getByRole('group', { name: 'Your choice' }).getByRole('button', { name: chooses, exact: true }).tap();
	await page.getByRole('button', { name: 'Confirm my choice' }).tap();
	await expect(page.getByRole('heading', { name: `${name}, your choice is in` })).toBeVisible();
	await expectWaiting(page, 8);
	await done(page).scrollIntoViewIfNeeded();
	const box = await done(page).boundingBox();
	await shot(page, `pass-round-wait-${label}-${name}-8s`);
	// A tap on Done while it waits passes nothing on.
	await done(page).tap({ force: true });
	await expect(page.getByRole('heading', { name: `${name}, your choice is in` })).toBeVisible();
	await page.clock.fastForward(3_000);
	await expectWaiting(page, 5);
	await page.clock.fastForward(5_000);
	await expect(done(page)).toBeEnabled();
	await expect(done(page)).toHaveText('Done — pass the phone on');
	await expect(page.getByText('You can pass the phone on now.')).toBeVisible();
	await done(page).tap();
	return box;
}

for (const { width, height, label } of [
	{ width: 390, height: 844, label: 'phone' },
	{ width: 320, height: 568, label: 'small' },
	{ width: 844, height: 390, label: 'sideways' }
]) {
	test(`${label} (${width}×${height}): a turn's Done counts its least time down on itself, the same for a hunch and a kill`, async ({ page }) => {
		await page.setViewportSize({ width, height });
		await setUpRecord(page, record, {}, { played: DUSK });
		await expect(page.getByRole('heading', { name: 'Pass the phone to Alice' })).toBeVisible();
		const villager = await playTurn(page, 'Alice', 'Ben', label);
		await expect(page.getByRole('heading', { name: 'Pass the phone to Ben' })).toBeVisible();
		const killer = await playTurn(page, 'Ben', 'Alice', label);
		expect(killer, 'Done waits in the same box for a Killer as for a Villager').toEqual(villager);
		await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	});
}
