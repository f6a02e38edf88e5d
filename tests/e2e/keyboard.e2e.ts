import { expect, test, type Page } from './ready';
import { callOver, fixSeed } from './table';
import { press, tabTo } from './keyboard';

/**
 * The worked game played with the keyboard alone: Tab and Shift+Tab to move, Enter and Space to press, typing
 * for the names, and holding Space to read a card (the hold-to-reveal card's private alternative to a long press).
 */

const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
const ROLES: Record<string, RegExp> = {
	Alice: /Villager/,
	Ben: /Killer[\s\S]*Your partners: Eve/,
	Cara: /Detective/,
	Dev: /Doctor/,
	Eve: /Killer[\s\S]*Your partners: Ben/,
	Finn: /Villager/,
	Gus: /Villager/
};

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function readCardByKeyboard(page: Page, name: string) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
	await press(page, button(page, `I am ${name}`), 'Space');
	// The new screen's heading has the focus, so a screen reader says at once whose card this is.
	await expect(page.getByRole('heading', { name: `${name}, this is your card` })).toBeFocused();
	const card = page.locator('button.card');
	await tabTo(page, card);
	await page.keyboard.down(' ');
	await expect(card).toContainText(ROLES[name]);
	await page.keyboard.up(' ');
	// Let go and the card is face down again: nothing of the role is left on the screen.
	await expect(card).not.toContainText(ROLES[name]);
	await expect(page.locator('main')).not.toContainText(ROLES[name]);
	await press(page, button(page, /^Done/));
}

async function pickIn(page: Page, legend: string, name: string) {
	await press(page, page.getByRole('group', { name: legend }).getByRole('button', { name: new RegExp(`^${name}`) }));
}

async function voteByKeyboard(page: Page, voter: string, target: string | null) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
	await press(page, button(page, `I am ${voter}`));
	if (target === null) await press(page, button(page, 'Abstain'), 'Space');
	else await pickIn(page, 'Your vote', target);
	await press(page, button(page, 'Confirm my vote'));
	// Confirm hands the phone on: the next screen's heading has the focus, the next voter's pass screen or, after the
	// last vote, the sealed screen whose Done shows the result.
	await expect(page.getByRole('heading', { name: /^(Your vote is sealed|Pass the phone to .+)$/ })).toBeFocused();
	if (await page.getByRole('heading', { name: 'Your vote is sealed' }).isVisible()) await press(page, button(page, 'Done'));
}

test('the whole worked game can be played with the keyboard alone, cards read by holding Space', async ({ page }) => {
	test.setTimeout(120_000);
	await fixSeed(page, 232);
	await page.goto('/');
	await press(page, page.getByRole('link', { name: 'New game' }));
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();

	// Names typed in seat order; Enter moves to the next seat and, on the last one, adds a seat.
	await tabTo(page, page.getByRole('textbox', { name: 'Seat 1' }));
	for (const [i, name] of PLAYERS.entries()) {
		await page.keyboard.type(name);
		if (i < PLAYERS.length - 1) await page.keyboard.press('Enter');
	}
	await expect(page.getByRole('textbox', { name: /^Seat \d+$/ })).toHaveCount(7);
	await press(page, button(page, 'Start'));
	await expect(page).toHaveURL(/\/game\?id=/);

	for (const name of PLAYERS) await readCardByKeyboard(page, name);

	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await press(page, button(page, 'Start the night'));
	await pickIn(page, 'They all agree on…', 'Alice');
	await callOver(page, button(page, 'Done — next role'));
	await press(page, button(page, 'Done — next role'));
	await pickIn(page, 'Dev points at…', 'Finn');
	await callOver(page, button(page, 'Done — next role'));
	await press(page, button(page, 'Done — next role'), 'Space');
	await pickIn(page, 'Cara points at…', 'Ben');
	await expect(page.getByRole('status')).toContainText('Ben is a Killer');
	await callOver(page, button(page, 'Done — end the night'));
	await press(page, button(page, 'Done — end the night'));

	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	await press(page, button(page, 'Continue'));
	await press(page, button(page, 'Start the vote'));
	for (const [voter, target] of [
		['Ben', 'Cara'],
		['Cara', 'Ben'],
		['Dev', 'Ben'],
		['Eve', 'Cara'],
		['Finn', 'Ben'],
		['Gus', null]
	] as const) {
		await voteByKeyboard(page, voter, target);
	}
	await expect(page.getByRole('heading', { name: 'Ben goes' })).toBeVisible();
	await press(page, button(page, 'Continue'));

	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await press(page, button(page, 'Start the night'), 'Space');
	await pickIn(page, 'Eve points at…', 'Cara');
	await callOver(page, button(page, 'Done — next role'));
	await press(page, button(page, 'Done — next role'));
	await pickIn(page, 'Dev points at…', 'Cara');
	await callOver(page, button(page, 'Done — next role'));
	await press(page, button(page, 'Done — next role'));
	await pickIn(page, 'Cara points at…', 'Finn');
	await callOver(page, button(page, 'Done — end the night'));
	await press(page, button(page, 'Done — end the night'));
	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await press(page, button(page, 'Continue'));
	await press(page, button(page, 'Start the vote'));
	for (const [voter, target] of [
		['Cara', 'Eve'],
		['Dev', 'Eve'],
		['Eve', 'Gus'],
		['Finn', 'Eve'],
		['Gus', 'Finn']
	] as const) {
		await voteByKeyboard(page, voter, target);
	}
	await expect(page.getByRole('heading', { name: 'Eve goes' })).toBeVisible();
	await press(page, button(page, 'Continue'));
	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	// And out again, to a new game, still by keyboard.
	await press(page, page.getByRole('link', { name: 'New game' }));
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});
