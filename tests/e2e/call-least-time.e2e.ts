import { expect, test, type Page } from './ready';
import { WORKED_CARDS, WORKED_PLAYERS } from './screen-tour';
import { castVote, fixSeed, readCard, setUpTable, tapIn, openSetupPart } from './table';

/**
 * Issue 32, point 2: with a narrator, a dead role's call lasted as long as the narrator made it, and the table
 * heard who was gone. Every call, alive or dead, lasts at least the same least time (10 s as set up), counted
 * down on Done itself; Done opens at 0. The worked game's table (seed 232): Ben and Eve the killers, Cara the
 * Detective, Dev the Doctor, whom the killers take on night 1, so night 2 calls the Doctor for show.
 */
const PLAYERS = WORKED_PLAYERS;
const ROLES = WORKED_CARDS;
const START = new Date('2026-11-30T20:00:00Z').getTime();

const done = (page: Page, last = false) => page.getByRole('button', { name: last ? 'Done — end the night' : 'Done — next role', exact: true });

/** Done as the narrator sees it: disabled, the seconds left on the button itself and said below it. */
async function expectCountdown(page: Page, seconds: number, last = false) {
	await expect(done(page, last)).toBeDisabled();
	await expect(done(page, last)).toContainText(`· ${seconds} s`);
	await expect(page.getByText(`Every call lasts as long, alive or dead: Done opens in ${seconds} s.`)).toBeVisible();
}

/** The least time runs out: Done opens, its countdown gone, and the tap moves the night on. */
async function waitOutTheCall(page: Page, last = false) {
	await page.clock.fastForward(4_000);
	await expectCountdown(page, 6, last);
	await page.clock.fastForward(6_000);
	await expect(done(page, last)).toBeEnabled();
	await expect(done(page, last)).toHaveText(last ? 'Done — end the night' : 'Done — next role');
	await done(page, last).tap();
}

test("a narrator's calls, alive or dead, each last the least time, counted down on Done", async ({ page }) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.clock.install({ time: START });
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS, undefined, async (setup) => {
		// The setting, beside the other night options, as set up by default.
		await openSetupPart(setup, 'Options');
		await expect(setup.getByRole('group', { name: 'Each call lasts at least' }).getByRole('radio', { name: '10 s', exact: true })).toBeChecked();
	});
	for (const name of PLAYERS) await readCard(page, name, ROLES[name]);
	// Time stands still from here: only the test moves it.
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

	// Night 1: the killers pick at once; Done still waits out the call.
	await page.getByRole('button', { name: 'Start the night' }).tap();
	await tapIn(page, 'They all agree on…', 'Dev');
	await expectCountdown(page, 10);
	await done(page).tap({ force: true });
	await expect(page.getByText('Night 1 · 1 of 3')).toBeVisible();
	await waitOutTheCall(page);
	await expect(page.getByText('Night 1 · 2 of 3')).toBeVisible();
	await tapIn(page, 'Dev points at…', 'Finn');
	await waitOutTheCall(page);
	await tapIn(page, 'Cara points at…', 'Ben');
	await waitOutTheCall(page, true);

	await expect(page.getByRole('heading', { name: 'Dev died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).tap();
	await page.getByRole('button', { name: 'Start the vote' }).tap();
	for (const voter of ['Alice', 'Ben', 'Cara', 'Eve', 'Finn', 'Gus']) await castVote(page, voter, null);
	await expect(page.getByRole('heading', { name: 'Nobody goes' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).tap();

	// Night 2: the Doctor is dead and called for show: nothing to tap, and the same countdown as the living.
	await page.getByRole('button', { name: 'Start the night' }).tap();
	await tapIn(page, 'They all agree on…', 'Alice');
	await waitOutTheCall(page);
	await expect(page.getByText('Night 2 · 2 of 3')).toBeVisible();
	await expect(page.getByText(/No Doctor is alive/)).toBeVisible();
	await expectCountdown(page, 10);
	await waitOutTheCall(page);
	await expect(page.getByText('Night 2 · 3 of 3')).toBeVisible();
	expect(errors).toEqual([]);
});
