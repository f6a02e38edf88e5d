import { expect, test } from './ready';
import { putGames, savedGame, storedGame } from './saved-games';

/**
 * An abandoned game's roles are never read without trace: History keeps them hidden until asked, says that
 * showing them ends the game for good, writes when they were seen into the record, and the game then cannot be
 * carried on.
 */
test('an abandoned game shows its roles only when asked, and can then never be carried on', async ({ page }) => {
	const row = savedGame({ id: 'abandoned', preset: 'classic', players: 7, at: (s) => s.phase.kind === 'talk' && s.phase.day === 1 });
	const steps = row.record.actions.length;
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('button', { name: 'Start the vote' })).toBeVisible();
	await page.getByText('Menu', { exact: true }).click();
	await page.getByRole('button', { name: 'Abandon this game' }).click();
	await page.getByRole('button', { name: 'Yes, abandon it' }).click();
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();

	// History: abandoned, its roles still sealed.
	await page.goto(`/history/game?id=${row.id}`);
	await expect(page.getByText(`Abandoned after ${steps} steps`)).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Who was who' })).toHaveCount(0);
	await expect(page.getByRole('main')).not.toContainText(/Killer|Detective|Doctor|Villager/);
	await page.getByRole('button', { name: 'Show every role…' }).click();
	await expect(page.getByRole('alertdialog')).toContainText('This game can then never be carried on');
	await page.getByRole('button', { name: 'No, keep them hidden' }).click();
	await expect(page.getByRole('heading', { name: 'Who was who' })).toHaveCount(0);

	// While they stay hidden, the game can still be carried on.
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('button', { name: 'Carry on playing it' })).toBeVisible();

	await page.goto(`/history/game?id=${row.id}`);
	await page.getByRole('button', { name: 'Show every role…' }).click();
	await page.getByRole('button', { name: 'Yes, show every role' }).click();
	await expect(page.getByRole('heading', { name: 'Who was who' })).toBeVisible();
	await expect(page.getByText(/^The roles were seen mid-game \(.+\): this game cannot be carried on\.$/)).toBeVisible();
	const saved = await storedGame(page, row.id);
	expect(saved.status).toBe('abandoned');
	expect(saved.record.actions).toHaveLength(steps + 1);
	expect(saved.record.actions.at(-1)?.type).toBe('secrets.shown');

	// Read again later: the same, with no second step written.
	await page.reload();
	await expect(page.getByText(/^The roles were seen mid-game/)).toBeVisible();
	await expect(page.getByRole('button', { name: 'Show every role…' })).toHaveCount(0);

	// The game itself: no way back to the table.
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('heading', { name: 'This game cannot be carried on' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Carry on playing it' })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Start the vote' })).toHaveCount(0);
	expect((await storedGame(page, row.id)).record.actions).toHaveLength(steps + 1);
});
