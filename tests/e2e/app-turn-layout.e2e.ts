import { expect, test, type Page } from './ready';
import { WORKED_CARDS, WORKED_PLAYERS } from './screen-tour';
import { fixSeed, readCard, setUpTable, letTheAppNarrate } from './table';

/**
 * Issue 32, point 6: the phone lies on the table and calls each role; the holders pick it up, choose, and put it down.
 * "Done — put the phone down" was below the fold on the Killers' turn at 390×844 (at 320×568 two of the choices and
 * Done were out of sight, sideways too). On every role's turn Done stays in view, wherever the holders scroll the
 * grid, and so does the time left. The worked game's table (seed 232): Ben and Eve the Killers, Cara the Detective,
 * Dev the Doctor.
 */
const PLAYERS = WORKED_PLAYERS;
const ROLES = WORKED_CARDS;
const START = new Date('2026-11-30T20:00:00Z').getTime();
/** The countdown before each call, and each role's turn (the app's defaults). */
const COUNTDOWN = 5_000;
const TURN = 30_000;

/** Done and the time left are wholly on screen. */
async function expectInView(page: Page, what: string) {
	const done = page.getByRole('button', { name: 'Done — put the phone down' });
	await expect(done, `${what}: Done in view`).toBeInViewport({ ratio: 1 });
	await expect(page.getByRole('timer', { name: 'Time left in this turn' }), `${what}: the time left in view`).toBeInViewport({ ratio: 1 });
}

/** The holders' turn: the top of the page, the grid scrolled through to its end, and back. */
async function expectDoneInView(page: Page, role: string, label: string) {
	await page.getByRole('button', { name: 'We have the phone' }).tap();
	await expect(page.getByRole('group').first()).toBeVisible();
	await expectInView(page, `${role}, at the top`);
	if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/app-turn-${label}-${role}.png` });
	// The grid's last choice can still be brought out from under Done and tapped.
	const last = page.getByRole('group').last().getByRole('button').last();
	await last.tap({ trial: true });
	await expectInView(page, `${role}, the grid's last choice in view`);
	await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
	await expectInView(page, `${role}, scrolled to the end`);
	await page.getByRole('button', { name: 'Done — put the phone down' }).tap();
	await expect(page.getByRole('button', { name: 'We have the phone' })).toBeVisible();
}

for (const { width, height, label } of [
	{ width: 390, height: 844, label: 'phone' },
	{ width: 320, height: 568, label: 'small' },
	{ width: 844, height: 390, label: 'sideways' }
]) {
	test(`${label} (${width}×${height}): on every role's turn Done and the time left stay in view`, async ({ page }) => {
		test.setTimeout(90_000);
		await page.setViewportSize({ width, height });
		await page.clock.install({ time: START });
		await fixSeed(page, 232);
		await setUpTable(page, PLAYERS, undefined, letTheAppNarrate);
		for (const name of PLAYERS) await readCard(page, name, ROLES[name]);
		await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
		await page.getByRole('button', { name: 'Start the night' }).tap();
		for (const role of ['Killers', 'Doctor', 'Detective']) {
			await expect(page.getByRole('heading', { name: /Next call in/ })).toBeVisible();
			await page.clock.fastForward(COUNTDOWN);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${role}'?s?'? turn$`));
			await expectDoneInView(page, role, label);
			await page.clock.fastForward(TURN);
		}
		await expect(page.getByRole('heading', { name: 'Alice died' }).or(page.getByRole('heading', { name: /died|Nobody/ }))).toBeVisible();
	});
}
