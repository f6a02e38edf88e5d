import { expect, type Page } from '@playwright/test';
import { castVote, fixSeed, openSetupPart, setUpTable, tapIn, endCall } from './table';

/**
 * The worked game (seed 232: Ben and Eve the Killers, Cara the Detective, Dev the Doctor), played through the
 * real screens with a stop at every kind of screen a table meets, from the home screen to the end. `visit` is
 * called at each stop with the screen's name; the accessibility checks (axe, layout) run there.
 */
export type Visit = (screen: string) => Promise<void>;

export const WORKED_PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
/** What each player of the worked table reads on their card (seed 232). */
export const WORKED_CARDS: Record<string, RegExp> = {
	Alice: /Villager/,
	Ben: /Killer/,
	Cara: /Detective/,
	Dev: /Doctor/,
	Eve: /Killer/,
	Finn: /Villager/,
	Gus: /Villager/
};

/** Holds a player's card with the pointer, visits it while held, lets go. */
async function holdCard(page: Page, visit: Visit | null, screen: string, role: RegExp) {
	const card = page.locator('button.card');
	const box = await card.boundingBox();
	if (!box) throw new Error('no card on screen');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toContainText(role);
	await visit?.(screen);
	await page.mouse.up();
	await expect(card).not.toContainText(role);
}

async function passAndRead(page: Page, name: string, role: RegExp, visit: Visit | null) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
	await visit?.('deal: pass the phone');
	await page.getByRole('button', { name: `I am ${name}` }).click();
	await expect(page.locator('button.card')).toBeVisible();
	await visit?.('deal: the card, face down');
	// The card is held before Done can pass the phone on.
	await holdCard(page, visit, 'deal: the card, held', role);
	await page.getByRole('button', { name: /^Done/ }).click();
}

/** One sealed vote with a stop at each of its screens: pass, choose, confirm, and after the last vote the sealed screen. */
async function voteVisiting(page: Page, voter: string, target: string | null, visit: Visit) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
	await visit('ballot: pass the phone');
	await page.getByRole('button', { name: `I am ${voter}` }).click();
	await expect(page.getByRole('group', { name: 'Your vote' })).toBeVisible();
	await visit('ballot: choose');
	if (target === null) await page.getByRole('button', { name: 'Abstain' }).click();
	else await tapIn(page, 'Your vote', target);
	await expect(page.getByRole('button', { name: 'Confirm my vote' })).toBeVisible();
	await visit('ballot: confirm');
	await page.getByRole('button', { name: 'Confirm my vote' }).click();
	// Confirm hands the phone on; only the last vote has a screen of its own before the result.
	const sealed = page.getByRole('heading', { name: 'Your vote is sealed' });
	await expect(sealed.or(page.getByText(/^Vote sealed\. Put the phone face down and pass it to /))).toBeVisible();
	if (!(await sealed.isVisible())) return;
	await visit('ballot: sealed');
	await page.getByRole('button', { name: 'Done' }).click();
}

export async function tourWorkedGame(page: Page, visit: Visit) {
	await fixSeed(page, 232);
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
	await visit('home');
	await page.goto('/rules');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await visit('rules');
	await page.goto('/setup');
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
	await visit('setup');
	// Every part of the table opened under its "Change…": the roles, the options, the role names.
	for (const part of ['Roles', 'Options', 'Role names']) await openSetupPart(page, part);
	await visit('setup: every part open');
	// A custom table's setup: its saved tables (one saved, with its actions), its name and every rule as a choice.
	await page.getByRole('radio', { name: 'Custom', exact: true }).check();
	await page.getByLabel("The table's name").fill('Friday night');
	await openSetupPart(page, 'The rules');
	await page.getByRole('button', { name: 'Save this table', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Choose “Friday night”', exact: true })).toBeVisible();
	await visit('setup: a custom table');

	await setUpTable(page, WORKED_PLAYERS);
	const gameId = new URL(page.url()).searchParams.get('id') ?? '';
	await passAndRead(page, 'Alice', /Villager/, visit);
	await page.getByRole('button', { name: 'Menu' }).or(page.getByText('Menu', { exact: true })).first().click();
	await visit('game menu, open');
	await page.getByText('Menu', { exact: true }).first().click();
	for (const [name, role] of [
		['Ben', /Killer/],
		['Cara', /Detective/],
		['Dev', /Doctor/],
		['Eve', /Killer/],
		['Finn', /Villager/],
		['Gus', /Villager/]
	] as const) {
		await passAndRead(page, name, role, null);
	}

	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await visit('dusk');
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Killers, open your eyes')).toBeVisible();
	await visit('night: the Killers');
	await tapIn(page, 'They all agree on…', 'Alice');
	await endCall(page);
	await expect(page.getByRole('group', { name: 'Dev points at…' })).toBeVisible();
	await visit('night: the Doctor');
	await tapIn(page, 'Dev points at…', 'Finn');
	await endCall(page);
	await tapIn(page, 'Cara points at…', 'Ben');
	await expect(page.getByRole('status')).toContainText('Ben is a Killer');
	await visit('night: the Detective, answer shown');
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	await visit('morning');
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByRole('button', { name: 'Start the vote' })).toBeVisible();
	await visit('talk');
	await page.getByRole('button', { name: 'Start the vote' }).click();

	await voteVisiting(page, 'Ben', 'Cara', visit);
	for (const [voter, target] of [
		['Cara', 'Ben'],
		['Dev', 'Ben'],
		['Eve', 'Cara'],
		['Finn', 'Ben']
	] as const) {
		await castVote(page, voter, target);
	}
	// The last voter: Confirm hands the phone on to the screen that has it put down before the result.
	await page.getByRole('button', { name: 'I am Gus' }).click();
	await page.getByRole('button', { name: 'Abstain' }).click();
	await page.getByRole('button', { name: 'Confirm my vote' }).click();
	await expect(page.getByRole('heading', { name: 'Your vote is sealed' })).toBeVisible();
	await visit('ballot: sealed');
	await page.getByRole('button', { name: 'Done' }).click();
	await expect(page.getByRole('heading', { name: 'Ben goes' })).toBeVisible();
	await visit('verdict');
	await page.getByRole('button', { name: 'Continue' }).click();

	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await page.getByRole('button', { name: 'Start the night' }).click();
	await tapIn(page, 'Eve points at…', 'Cara');
	await endCall(page);
	await expect(page.getByText('may not cover Finn tonight')).toBeVisible();
	await visit('night: the Doctor, one player refused');
	await tapIn(page, 'Dev points at…', 'Cara');
	await endCall(page);
	await tapIn(page, 'Cara points at…', 'Finn');
	await endCall(page, 'Done — end the night');
	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();
	for (const [voter, target] of [
		['Cara', 'Eve'],
		['Dev', 'Eve'],
		['Eve', 'Gus'],
		['Finn', 'Eve'],
		['Gus', 'Finn']
	] as const) {
		await castVote(page, voter, target);
	}
	await expect(page.getByRole('heading', { name: 'Eve goes' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	await visit('end');

	// After the game: the pages that look back on it, with this game in them.
	for (const [path, heading] of [
		['/history', 'History'],
		['/standings', 'Standings'],
		['/players', 'Players'],
		['/themes', 'Themes'],
		['/settings', 'Settings']
	] as const) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
		await visit(heading.toLowerCase());
	}
	await page.goto(`/history/game?id=${encodeURIComponent(gameId)}`);
	await expect(page.getByRole('heading', { level: 1, name: /^Classic, / })).toBeVisible();
	await visit('history: the game, step by step');
}
