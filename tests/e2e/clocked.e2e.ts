import { expect, test, type Page } from './ready';
import { castVote, expectNoRoleOnScreen, fixSeed, readCard, roleWords, setUpTable, shot, tapIn, endCall, openSetupPart } from './table';

/**
 * A whole `clocked` game through the real screens, on the phone's own clock: every phase has
 * a clock, a role whose wake runs out has not acted, the morning and the vote result move on
 * by themselves after 5 seconds, a tie sends nobody (no revote), and the mafia win at parity.
 *
 * Seed 185 deals: Bo and Ed Mafia, Cy Detective, Flo Doctor; Ana, Di and Gil Villagers.
 * Time is Playwright's fake clock, paused once the cards are read: from then on it moves only
 * when the test moves it, so every clock face reads exactly and nothing runs out while a step
 * is being checked.
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
const ROLES: Record<string, RegExp> = {
	Ana: /Villager/,
	Bo: /Mafia[\s\S]*Your partners: Ed/,
	Cy: /Detective/,
	Di: /Villager/,
	Ed: /Mafia[\s\S]*Your partners: Bo/,
	Flo: /Doctor/,
	Gil: /Villager/
};
const WORDS = roleWords('clocked');
const START = new Date('2026-11-30T20:00:00Z').getTime();

const clockFace = (page: Page, name: string) => page.getByRole('timer', { name });

/** Stops the page's time where it is (the page's own navigation needs it running until then). */
async function stopTime(page: Page) {
	const now = await page.evaluate(() => Date.now());
	await page.clock.pauseAt(now + 1000);
}

/** The host's own clocks: 40 s a role at night, 90 s of talk, 60 s to vote. */
async function customClocks(page: Page) {
	await openSetupPart(page, 'Options');
	const clocks = page.getByRole('group', { name: 'Clocks' });
	await expect(clocks.getByRole('radio', { name: /^Classic \(30\/60\/30 s\)/ })).toBeChecked();
	// The three times are asked only for the host's own, starting from the set in use: never three empty boxes.
	await expect(page.getByRole('spinbutton')).toHaveCount(0);
	await clocks.getByRole('radio', { name: 'Your own times' }).check();
	await expect(page.getByRole('spinbutton', { name: 'Talk' })).toHaveValue('60');
	await page.getByRole('spinbutton', { name: 'Night (each role)' }).fill('40');
	await page.getByRole('spinbutton', { name: 'Talk' }).fill('90');
	await page.getByRole('spinbutton', { name: 'Vote' }).fill('60');
	await expect(clocks.getByRole('radio', { name: 'Your own times' })).toBeChecked();
	await expect(page.getByText('Ready to deal for 7 players.')).toBeVisible();
	await shot(page, 'clocked-setup');
}

test('clocked: clocks on every phase, a wake that runs out, a tie that sends nobody, the mafia win at parity', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.clock.install({ time: START });
	await fixSeed(page, 185);
	await setUpTable(page, PLAYERS, 'clocked', customClocks);

	for (const name of PLAYERS) await readCard(page, name, ROLES[name], WORDS);
	await stopTime(page);

	// Night 1. The Mafia disagree: Bo points at Ana first, then Ed at Di; the earliest pick is the kill.
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Night 1 · 1 of 3')).toBeVisible();
	await expect(clockFace(page, "This role's clock")).toContainText('0:40');
	await expect(page.getByText('If they disagree, the earliest pick is the kill: enter each pick in the order it was made.')).toBeVisible();
	await page.getByRole('button', { name: 'They disagree: enter each pick' }).click();
	await tapIn(page, 'Bo picks…', 'Ana');
	await tapIn(page, 'Ed picks…', 'Di');
	await shot(page, 'clocked-night-mafia-clock');
	await endCall(page);

	// The Doctor's wake runs out before Flo points at anyone: the night moves on to the Detective by itself.
	await expect(page.getByRole('heading', { name: 'Doctor: eyes open', exact: true })).toBeVisible();
	await expect(clockFace(page, "This role's clock")).toContainText('0:40');
	await page.clock.fastForward(20_000);
	await expect(clockFace(page, "This role's clock")).toContainText('0:20');
	await shot(page, 'clocked-night-doctor-clock');
	await page.clock.fastForward(20_000);
	await expect(page.getByRole('heading', { name: 'Detective: eyes open', exact: true })).toBeVisible();
	await expect(page.getByText('Night 1 · 3 of 3')).toBeVisible();
	await expect(clockFace(page, "This role's clock")).toContainText('0:40');
	await tapIn(page, 'Cy points at…', 'Bo');
	await expect(page.getByRole('status')).toContainText('Bo is one of the Mafia');
	await endCall(page, 'Done — end the night');

	// The morning names the role (reveal roles is on) and moves on by itself after 5 seconds.
	await expect(page.getByRole('heading', { name: 'Ana died' })).toBeVisible();
	await expect(page.getByText('Ana’s card: Villager')).toBeVisible();
	await expect(clockFace(page, 'Moves on by itself')).toContainText('0:05');
	await shot(page, 'clocked-morning-auto');
	await page.clock.fastForward(5_000);

	// Day 1: the talk clock, then the vote with its own clock.
	await expect(page.getByRole('heading', { name: 'Talk' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await expect(clockFace(page, 'Talk clock')).toContainText('1:30');
	await page.clock.fastForward(30_000);
	await expect(clockFace(page, 'Talk clock')).toContainText('1:00');
	await shot(page, 'clocked-talk-clock');
	await page.getByRole('button', { name: 'Start the vote' }).click();
	await expect(clockFace(page, 'Vote clock')).toContainText('1:00');
	await shot(page, 'clocked-ballot-clock');

	// Bo and Ed on Cy, Cy and Flo on Bo, Di and Gil abstain: a tie, and in this rule set nobody goes.
	await castVote(page, 'Bo', 'Cy', WORDS);
	await castVote(page, 'Cy', 'Bo', WORDS);
	await castVote(page, 'Di', null, WORDS);
	await castVote(page, 'Ed', 'Cy', WORDS);
	await castVote(page, 'Flo', 'Bo', WORDS);
	await castVote(page, 'Gil', null, WORDS);
	await expect(page.getByRole('heading', { name: 'Nobody goes' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Bo 2' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Cy 2' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Abstained 2' })).toBeVisible();
	await expect(page.getByText('A tie: nobody goes.')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Start the revote' })).toHaveCount(0);
	await shot(page, 'clocked-verdict-tie');
	await expect(clockFace(page, 'Moves on by itself')).toContainText('0:05');
	await page.clock.fastForward(5_000);

	// Night 2: the Mafia agree on Cy; Flo covers himself; Cy checks Ed.
	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await tapIn(page, 'They all agree on…', 'Cy');
	await endCall(page);
	await tapIn(page, 'Flo points at…', 'Flo');
	await endCall(page);
	await tapIn(page, 'Cy points at…', 'Ed');
	await expect(page.getByRole('status')).toContainText('Ed is one of the Mafia');
	await endCall(page, 'Done — end the night');

	// The narrator may move on before the 5 seconds are up.
	await expect(page.getByRole('heading', { name: 'Cy died' })).toBeVisible();
	await expect(page.getByText('Cy’s card: Detective')).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// Day 2: nobody starts the vote; the talk clock running out opens it.
	await expect(clockFace(page, 'Talk clock')).toContainText('1:30');
	await page.clock.fastForward(90_000);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Bo' })).toBeVisible();
	await expect(page.getByText('0 of 5 voted')).toBeVisible();
	await castVote(page, 'Bo', 'Di', WORDS);
	await castVote(page, 'Di', 'Bo', WORDS);
	await castVote(page, 'Ed', 'Di', WORDS);
	await castVote(page, 'Flo', 'Bo', WORDS);
	await castVote(page, 'Gil', 'Di', WORDS);
	await expect(page.getByRole('heading', { name: 'Di goes' })).toBeVisible();
	await expect(page.getByText('Di’s card: Villager')).toBeVisible();
	await expect(page.getByRole('row', { name: 'Di 3' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// Two Mafia against Flo and Gil: parity, and the Mafia win.
	await expect(page.getByRole('heading', { name: 'Mafia wins.' })).toBeVisible();
	await shot(page, 'clocked-end');
	const winners = page.getByRole('list').first();
	await expect(winners).toContainText('Bo — Mafia');
	await expect(winners).toContainText('Ed — Mafia');
	for (const name of ['Ana', 'Cy', 'Di', 'Flo', 'Gil']) await expect(winners).not.toContainText(name);
	expect(errors).toEqual([]);
});

/** The seconds a clock face shows ("1:05" → 65). */
async function secondsOn(page: Page, name: string): Promise<number> {
	const face = await clockFace(page, name).locator('.face').innerText();
	const [minutes, seconds] = face.split(':').map(Number);
	return minutes * 60 + seconds;
}

test('a clock survives a reload with the time it had left, and a paused clock stays paused', async ({ page }) => {
	test.setTimeout(60_000);
	await page.clock.install({ time: START });
	await fixSeed(page, 185);
	await setUpTable(page, PLAYERS, 'clocked');
	for (const name of PLAYERS) await readCard(page, name, ROLES[name], WORDS);
	// Nobody acts tonight: the narrator taps Nobody in each of the three wakes, then moves past the morning.
	await page.getByRole('button', { name: 'Start the night' }).click();
	const nobody = page.getByRole('button', { name: 'Nobody', exact: true });
	await nobody.click();
	await endCall(page);
	await nobody.click();
	await endCall(page);
	await nobody.click();
	await endCall(page, 'Done — end the night');
	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// The default talk clock is a minute; 15 seconds of it go by, then the page is reloaded.
	await expect(clockFace(page, 'Talk clock')).toBeVisible();
	await page.clock.fastForward(15_000);
	await expect(clockFace(page, 'Talk clock')).toContainText(/0:4[45]/);
	const before = await secondsOn(page, 'Talk clock');
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Talk' })).toBeVisible();
	const after = await secondsOn(page, 'Talk clock');
	expect(before - after, 'the clock resumes with the time it had left (±1 s)').toBeLessThanOrEqual(1);
	expect(after).toBeLessThanOrEqual(before);

	// Paused, it stops where it was, and holds that time across a reload and while time goes by.
	const running = await secondsOn(page, 'Talk clock');
	await page.getByRole('button', { name: 'Pause the clock' }).click();
	await expect(clockFace(page, 'Talk clock')).toContainText('Paused');
	const paused = await secondsOn(page, 'Talk clock');
	expect(running - paused, 'the clock stops where it was (±1 s)').toBeLessThanOrEqual(1);
	expect(paused).toBeLessThanOrEqual(running);
	await page.reload();
	await expect(clockFace(page, 'Talk clock')).toContainText('Paused');
	await page.clock.fastForward(30_000);
	expect(await secondsOn(page, 'Talk clock')).toBe(paused);
	await expect(page.getByRole('button', { name: 'Resume the clock' })).toBeVisible();

	// Resumed, it counts down from there, and at zero the vote opens by itself.
	await page.getByRole('button', { name: 'Resume the clock' }).click();
	await page.clock.fastForward(10_000);
	expect(paused - (await secondsOn(page, 'Talk clock'))).toBeGreaterThanOrEqual(10);
	expect(paused - (await secondsOn(page, 'Talk clock'))).toBeLessThanOrEqual(11);
	await page.clock.fastForward(paused * 1000);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ana' })).toBeVisible();
});
