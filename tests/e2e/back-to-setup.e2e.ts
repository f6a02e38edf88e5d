import { expect, test } from './ready';
import { readCard, setUpTable } from './table';

/**
 * Issue 32, point 3: Android's back gesture mid-game landed on New game, which said nothing of the game in
 * progress, and Start dealt a fresh game over it: Home then listed two games of one table still being played.
 * Setup now says a game is being played and offers to go back to it; a new game is dealt only once the host
 * has ended that one, in words (the game menu's abandon, recorded as it is there).
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve'];
const ANY = /Killer|Detective|Doctor|Villager/;

test('back from a game to setup: the game in progress is said, offered, and must be ended before a new deal', async ({ page }) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await setUpTable(page, PLAYERS);
	for (const name of PLAYERS) await readCard(page, name, ANY);
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();

	// The back gesture: New game, with the game in progress said first.
	await page.goBack();
	await expect(page.getByRole('heading', { name: 'New game', exact: true })).toBeVisible();
	const playing = page.getByRole('region', { name: 'A game is being played' });
	await expect(playing).toBeVisible();
	await expect(playing).toContainText('Classic, 5 players: Alice, Ben, Cara, Dev, Eve.');
	await expect(playing).toContainText('It is at Night 1, saved just now.');
	const start = page.getByRole('button', { name: 'Start', exact: true });
	await expect(start).toBeDisabled();
	await expect(page.getByText('A game is still being played: go back to it, or end it, before a new one is dealt.')).toBeVisible();

	// Going back to it: the same screen, the game where it was.
	await playing.getByRole('link', { name: 'Go back to it' }).tap();
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await page.goBack();
	await expect(playing).toBeVisible();

	// Ending it takes words: asked first, and "No, keep it" keeps it.
	await playing.getByRole('button', { name: 'End it and start a new one' }).tap();
	await expect(playing.getByText('Abandon this game? It stays in the history but does not count.')).toBeVisible();
	await playing.getByRole('button', { name: 'No, keep it' }).tap();
	await expect(start).toBeDisabled();
	await playing.getByRole('button', { name: 'End it and start a new one' }).tap();
	await playing.getByRole('button', { name: 'Yes, abandon it' }).tap();
	await expect(playing).toBeHidden();
	await expect(start).toBeEnabled();
	await start.tap();
	await expect(page).toHaveURL(/\/game\?id=/);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Alice' })).toBeVisible();

	// Home lists one game still being played, and the ended one as abandoned.
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Game in progress' })).toBeVisible();
	await expect(page.getByText('Still being played', { exact: true })).toHaveCount(1);
	await expect(page.getByText('Abandoned', { exact: true })).toHaveCount(1);
	expect(errors).toEqual([]);
});
