import { expect, test, type Page } from './ready';
import { readFileSync } from 'node:fs';
import { goOffline, readCard, setUpTable } from './table';

/**
 * The backup round trip through the real screens: a phone with a finished game, an abandoned one, one in progress
 * and a renamed player exports everything, loses all its data, imports the file, and shows the same standings,
 * history and players. The same file twice changes nothing; a damaged file changes nothing and says why. All of it
 * offline, as on a phone with no signal.
 */

/** What the players see of the phone: the standings, the history and the roster, as text. */
async function whatThePlayersSee(page: Page) {
	const seen: Record<string, string> = {};
	for (const [screen, ready] of [
		['/standings', /counted\./],
		['/history', /Every game on this phone/],
		['/players', /Everyone who has sat/]
	] as const) {
		await page.goto(screen);
		await expect(page.locator('main')).toContainText(ready);
		await expect(page.getByText(/^Reading the/)).toHaveCount(0);
		seen[screen] = await page.locator('main').innerText();
	}
	return seen;
}

async function importBackup(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
	await page.goto('/settings');
	await page.getByLabel('Import a backup').setInputFiles(file);
}

/** As "Clear site data" would: the phone's database is gone. */
async function clearAllData(page: Page) {
	await page.goto('/settings');
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('nightfall');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
			})
	);
}

test('export → clear all data → import: the same standings, history and players; twice changes nothing; a damaged file is refused', async ({
	page
}, testInfo) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));

	await test.step('a phone that has played', async () => {
		await page.goto('/');
		await goOffline(page);
		await page.getByLabel('Import a game').setInputFiles('tests/fixtures/records/classic-worked-game.json');
		await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
		await setUpTable(page, ['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
		await page.getByText('Menu').click();
		await page.getByRole('button', { name: 'Abandon this game' }).click();
		await page.getByRole('button', { name: 'Yes, abandon it' }).click();
		await expect(page).toHaveURL(/\/$/);
		await setUpTable(page, ['Hal', 'Ivy', 'Jo', 'Kit', 'Lu']);
		await readCard(page, 'Hal', /Killer|Detective|Villager/);

		await page.goto('/players');
		await page.getByRole('button', { name: 'Rename Gus' }).click();
		await page.getByLabel('New name for Gus').fill('cara');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByText('Another player is already called "Cara". Two players cannot share a name.')).toBeVisible();
		await page.getByLabel('New name for Gus').fill('Gustav');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByText('formerly Gus')).toBeVisible();
	});

	const before = await whatThePlayersSee(page);
	expect(before['/standings']).toContain('1 finished game counted.');
	expect(before['/standings']).toContain('1 abandoned game does not count.');
	expect(before['/standings']).toContain('Gustav');
	expect(before['/history']).toContain('Abandoned: not counted in the standings');

	const file = testInfo.outputPath('backup.json');
	await test.step('export a backup: one file, downloaded', async () => {
		await page.goto('/settings');
		const download = page.waitForEvent('download');
		await page.getByRole('button', { name: 'Export a backup' }).click();
		const saved = await download;
		expect(saved.suggestedFilename()).toMatch(/^nightfall-backup-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
		await saved.saveAs(file);
		await expect(page.getByText('Backup made: 3 games and 17 players.')).toBeVisible();
		const backup = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; games: unknown[] };
		expect(backup).toMatchObject({ format: 'nightfall/backup', version: 1 });
		expect(backup.games).toHaveLength(3);
	});

	await test.step('clear all data: nothing left', async () => {
		await clearAllData(page);
		await page.goto('/standings');
		await expect(page.getByText('No finished games counted.')).toBeVisible();
		await page.goto('/history');
		await expect(page.getByText('No games yet.')).toBeVisible();
	});

	await test.step('import it: identical standings, history and players', async () => {
		await importBackup(page, file);
		await expect(page.getByText('Added 17 players, 3 games, 1 setting.')).toBeVisible();
		expect(await whatThePlayersSee(page)).toEqual(before);
	});

	await test.step('import it again: nothing changes', async () => {
		await importBackup(page, file);
		await expect(page.getByText('Nothing new: everything in this backup is already on this phone.')).toBeVisible();
		expect(await whatThePlayersSee(page)).toEqual(before);
	});

	await test.step('a damaged file is refused with its reason, and nothing changes', async () => {
		const text = readFileSync(file, 'utf8');
		await importBackup(page, { name: 'cut-short.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, text.length / 2)) });
		await expect(
			page.getByText('Nothing was imported. This file is not a Nightfall backup: it is not JSON text (it may be damaged or cut short).')
		).toBeVisible();
		const damaged = JSON.parse(text) as { games: { id: string; record: { actions: { type: string }[] } }[] };
		const worked = damaged.games.findIndex((g) => g.id === 'classic-worked-game');
		damaged.games[worked].record.actions[2].type = 'night.fly';
		await importBackup(page, { name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(damaged)) });
		await expect(
			page.getByText(`Nothing was imported. Game ${worked + 1} of 3 in this backup cannot be read. Step 3 has an unknown type "night.fly".`)
		).toBeVisible();
		expect(await whatThePlayersSee(page)).toEqual(before);
	});

	await test.step('a backup of only unreadable games adds no junk to the list, and says which and why', async () => {
		const only = { ...JSON.parse(readFileSync(file, 'utf8')), games: [], unreadableGames: [{ id: 'broken', status: 'playing' }, { id: 'blank', record: {} }] };
		await importBackup(page, { name: 'unreadable.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(only)) });
		await expect(
			page.getByText(
				'Nothing was added. 2 games in the file could not be read and were not added: "broken" (this is not a Nightfall game record), ' +
					'"blank" (this is not a Nightfall game record (its format is missing or different)).'
			)
		).toBeVisible();
		await page.goto('/');
		await expect(page.getByRole('link', { name: 'New game' })).toBeVisible();
		await expect(page.getByText(/Unknown rules/)).toHaveCount(0);
		expect(await whatThePlayersSee(page)).toEqual(before);
	});

	expect(errors).toEqual([]);
});
