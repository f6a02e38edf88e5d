import { expect, test, type Page } from './ready';
import { castVote, fixSeed, goOffline, readCard, setUpTable, tapIn, endCall } from './table';

/**
 * Two short `classic` games through the real screens, the second seated from the roster in taps, one game
 * abandoned; then the standings, the history and a record read step by step. Five players, one killer, one
 * Detective: seed 3 makes Bo the killer (the town wins, Ana dead among the winners); seed 12 makes Ed the killer
 * (the killers win). Offline from the first game on: standings and history live on the phone.
 */
const TABLE = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
const ANY_ROLE = /Killer|Detective|Villager/;

async function nightOne(page: Page, killer: string, victim: string, detective: string, checked: string) {
	await page.getByRole('button', { name: 'Start the night' }).click();
	await tapIn(page, `${killer} points at…`, victim);
	await endCall(page);
	await tapIn(page, `${detective} points at…`, checked);
	await endCall(page, 'Done — end the night');
	await expect(page.getByRole('heading', { name: `${victim} died` })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();
}

/** Ana, Bo, Cy, Di, Ed in the seats, by tapping the regulars: the names typed in the first game. */
async function seatFromRoster(page: Page) {
	await page.goto('/setup');
	const regulars = page.getByRole('region', { name: 'Regulars' });
	await expect(regulars.getByRole('button', { name: 'Ana', exact: true })).toBeVisible();
	// Setup remembers the last table: free every seat first, then seat them again from the roster.
	for (const name of TABLE) {
		const chip = regulars.getByRole('button', { name, exact: true });
		if ((await chip.getAttribute('aria-pressed')) === 'true') await chip.click();
	}
	await expect(page.getByRole('textbox', { name: 'Seat 1' })).toHaveValue('');
	for (const name of TABLE) await regulars.getByRole('button', { name, exact: true }).click();
	for (const [i, name] of TABLE.entries()) await expect(page.getByRole('textbox', { name: `Seat ${i + 1}` })).toHaveValue(name);
	for (const name of TABLE) await expect(regulars.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(page).toHaveURL(/\/game\?id=/);
}

/** The cells of a player's row after their name: played, won, win rate, then wins by side. */
async function cellsOf(page: Page, name: string) {
	return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name} `) }) }).getByRole('cell').allInnerTexts();
}

const bodyOrder = async (page: Page) =>
	(await page.locator('tbody th .name').allInnerTexts()).map((name) => name.trim());

test('two games finished and one abandoned: the standings, the history, and a record step by step', async ({ page }) => {
	test.setTimeout(150_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));

	await test.step('game 1: Bo kills Ana, the town votes Bo out and wins, Ana dead among the winners', async () => {
		await fixSeed(page, 3);
		await setUpTable(page, TABLE);
		await goOffline(page);
		for (const name of TABLE) await readCard(page, name, ANY_ROLE);
		await nightOne(page, 'Bo', 'Ana', 'Cy', 'Bo');
		await castVote(page, 'Bo', 'Cy');
		await castVote(page, 'Cy', 'Bo');
		await castVote(page, 'Di', 'Bo');
		await castVote(page, 'Ed', 'Bo');
		await expect(page.getByRole('heading', { name: 'Bo goes' })).toBeVisible();
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	});

	await test.step('game 2, seated from the roster: Ed the killer wins on night 2', async () => {
		await fixSeed(page, 12);
		await seatFromRoster(page);
		for (const name of TABLE) await readCard(page, name, ANY_ROLE);
		await nightOne(page, 'Ed', 'Bo', 'Bo', 'Ana');
		await castVote(page, 'Ana', 'Cy');
		await castVote(page, 'Cy', 'Ed');
		await castVote(page, 'Di', 'Cy');
		await castVote(page, 'Ed', 'Cy');
		await expect(page.getByRole('heading', { name: 'Cy goes' })).toBeVisible();
		await page.getByRole('button', { name: 'Continue' }).click();
		await page.getByRole('button', { name: 'Start the night' }).click();
		await tapIn(page, 'Ed points at…', 'Ana');
		await endCall(page);
		// The dead Detective is still called, for show.
		await endCall(page, 'Done — end the night');
		await expect(page.getByRole('heading', { name: 'Ana died' })).toBeVisible();
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(page.getByRole('heading', { name: 'Killers win.' })).toBeVisible();
	});

	await test.step('game 3 is abandoned after the deal', async () => {
		await setUpTable(page, TABLE);
		await page.getByText('Menu').click();
		await page.getByRole('button', { name: 'Abandon this game' }).click();
		await page.getByRole('button', { name: 'Yes, abandon it' }).click();
		await expect(page).toHaveURL(/\/$/);
	});

	await test.step('the standings count both finished games, dead winners included, and say the abandoned one does not count', async () => {
		await page.getByRole('link', { name: 'Standings' }).click();
		await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
		await expect(page.getByText('2 finished games counted.')).toBeVisible();
		await expect(page.getByText('1 abandoned game does not count.')).toBeVisible();
		// Played, won, win rate, wins with the town, wins with the killers.
		expect(await cellsOf(page, 'Ed')).toEqual(['2', '2', '100%', '1', '1']);
		expect(await cellsOf(page, 'Ana')).toEqual(['2', '1', '50%', '1', '0']);
		expect(await cellsOf(page, 'Cy')).toEqual(['2', '1', '50%', '1', '0']);
		expect(await cellsOf(page, 'Di')).toEqual(['2', '1', '50%', '1', '0']);
		expect(await cellsOf(page, 'Bo')).toEqual(['2', '0', '0%', '0', '0']);
		await expect(page.getByRole('rowheader', { name: /^Ed / })).toContainText('Killer 1 of 1 · Villager 1 of 1');
		await expect(page.getByRole('rowheader', { name: /^Bo / })).toContainText('Killer 0 of 1');
		expect(await bodyOrder(page)).toEqual(['Ed', 'Ana', 'Cy', 'Di', 'Bo']);

		await page.getByRole('button', { name: 'Player: sort by name' }).click();
		expect(await bodyOrder(page)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
		await page.getByRole('button', { name: 'Killers: sort by wins with the Killers' }).click();
		expect((await bodyOrder(page))[0]).toBe('Ed');
		await page.getByRole('button', { name: 'Won: sort by wins', exact: true }).click();
		await page.getByRole('button', { name: 'Won: sort by wins', exact: true }).click();
		expect((await bodyOrder(page))[0]).toBe('Bo');

		await page.getByLabel('Period').selectOption('last-30-days');
		await expect(page.getByText('2 finished games counted.')).toBeVisible();
		await page.getByLabel('Rule set').selectOption('godfather');
		await expect(page.getByText('No finished games counted.')).toBeVisible();
		await expect(page.getByRole('table')).toHaveCount(0);
		await page.getByLabel('Rule set').selectOption('classic');
		expect(await cellsOf(page, 'Ed')).toEqual(['2', '2', '100%', '1', '1']);
	});

	await test.step('the history lists every game; the first reads back whole, night by night and step by step', async () => {
		await page.getByRole('link', { name: 'History of every game' }).click();
		const games = page.getByRole('listitem');
		await expect(games).toHaveCount(3);
		await expect(games.nth(0)).toContainText('Abandoned: not counted in the standings');
		await expect(games.nth(1)).toContainText('Killers won: Ed');
		await expect(games.nth(2)).toContainText('Town won: Ana, Cy, Di and Ed');
		await games.nth(2).getByRole('link', { name: 'Read the record' }).click();

		await expect(page.getByText('Town wins: Ana, Cy, Di and Ed.')).toBeVisible();
		const roles = page.getByRole('region', { name: 'Who was who' });
		await expect(roles).toContainText('Ana — Villager (dead) · won');
		await expect(roles).toContainText('Bo — Killer (dead)');
		const record = page.getByRole('list', { name: 'The record of the game, newest first' });
		await expect(record).toContainText('Bo → Ana');
		await expect(record).toContainText('Cy checked Bo: a Killer');
		await expect(record).toContainText('Bo 3, Cy 1');

		const steps = page.getByRole('region', { name: 'Step by step' });
		await expect(steps).toContainText('Step 1 of 17');
		await expect(steps).toContainText('Ana read their card: Villager.');
		for (let i = 1; i < 7; i++) await steps.getByRole('button', { name: 'Next →' }).click();
		await expect(steps).toContainText('Step 7 of 17');
		await expect(steps).toContainText('Bo (Killer) picked Ana.');
		await steps.getByRole('button', { name: '← Previous' }).click();
		await expect(steps).toContainText('Night 1 began: everyone closed their eyes.');
		await steps.getByLabel('Go to step').fill('17');
		await expect(steps).toContainText('The game ended. Town wins: Ana, Cy, Di and Ed.');
		await expect(steps.getByRole('button', { name: 'Next →' })).toBeDisabled();
	});

	expect(errors).toEqual([]);
});

test('at 320 px every column is in reach, the hint names the ones out of sight, and each role keeps its rule set’s name', async ({ page }) => {
	// A Storyteller and a Godfather game, imported: Jo was a Townsperson in one and a Citizen in the other.
	for (const file of ['storyteller-seductress-and-jester.json', 'godfather-twelve.json']) {
		await page.goto('/');
		await page.getByLabel('Import a game').setInputFiles(`tests/fixtures/records/${file}`);
		await expect(page).toHaveURL(/\/game\?id=/);
		// Opened as a table would see it, to its end screen, before going on.
		await expect(page.locator('#end-title')).toBeVisible();
	}
	await page.setViewportSize({ width: 320, height: 640 });
	await page.goto('/standings');
	// The standings replay every saved game: on a loaded CI machine that can take more than the default 5 s.
	await expect(page.getByText('2 finished games counted.')).toBeVisible({ timeout: 15_000 });
	await expect(page.getByRole('rowheader', { name: /^Jo / })).toHaveText(/Townsperson 1\u00a0of\u00a01/);
	await expect(page.getByRole('rowheader', { name: /^Jo / })).toHaveText(/Citizen 1\u00a0of\u00a01/);
	await expect(page.getByRole('rowheader', { name: /^Jo / })).not.toContainText('Villager');

	const table = page.getByRole('region', { name: 'Standings table' });
	const hint = page.getByText(/^Swipe the table sideways for /);
	await expect(hint).toBeVisible();
	await expect(hint).toContainText('Neutral');
	await expect(table).toHaveAccessibleDescription(await hint.innerText());
	// Swiped to the end, the last columns are on the screen whole, and the hint says the way back.
	await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
	await expect(page.getByText('Swipe the table back for the first columns.')).toBeVisible();
	for (const side of ['Mafia', 'Neutral']) {
		const box = await table.getByRole('button', { name: new RegExp(`^${side}: sort`) }).boundingBox();
		expect(box, side).not.toBeNull();
		expect(box!.x, side).toBeGreaterThanOrEqual(0);
		expect(box!.x + box!.width, side).toBeLessThanOrEqual(320);
	}
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});
