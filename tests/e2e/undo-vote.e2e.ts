import { expect, test } from './ready';
import { putGames, savedGame, storedGame } from './saved-games';

/**
 * Undo on the ballot's pass screen, between two voters: the phone is the narrator's for a moment, and the last
 * thing done was a player's sealed vote. Undo must say so and ask, naming whose vote and never what it was.
 */
test('undoing a sealed vote asks first, names the voter, and only a yes takes the vote back', async ({ page }) => {
	const row = savedGame({
		id: 'undo-vote',
		preset: 'classic',
		players: 7,
		at: (s) => s.phase.kind === 'ballot' && Object.keys(s.phase.votes).length === 2
	});
	const lastVote = row.record.actions.at(-1) as { type: string; voter: number };
	expect(lastVote.type).toBe('ballot.cast');
	const voter = row.record.players[lastVote.voter];
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('heading', { name: /^Pass the phone to/ })).toBeVisible();

	await page.getByRole('button', { name: 'Undo' }).click();
	const ask = page.getByRole('alertdialog');
	await expect(ask).toHaveText(new RegExp(`^Undo ${voter}'s vote\\? The phone goes back to ${voter} to vote again\\.`));
	for (const other of row.record.players.filter((p) => p !== voter)) await expect(ask).not.toContainText(other);
	if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/undo a sealed vote.png` });
	// The tap alone took nothing back.
	expect((await storedGame(page, row.id)).record.actions).toHaveLength(row.record.actions.length);

	await page.getByRole('button', { name: 'No, keep it' }).click();
	await expect(ask).toBeHidden();
	await expect(page.getByRole('heading', { name: /^Pass the phone to/ })).not.toHaveText(`Pass the phone to ${voter}`);

	await page.getByRole('button', { name: 'Undo' }).click();
	await page.getByRole('button', { name: `Yes, undo ${voter}'s vote` }).click();
	await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.length).toBe(row.record.actions.length - 1);
});
