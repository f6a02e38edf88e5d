import { expect, test } from './ready';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord } from './drive';
import { speakEnglish, speakIn } from './language';
import { putGames } from './saved-games';
import { m } from '../../src/lib/paraglide/messages.js';

/**
 * A saved game keeps ids, never sentences: a game finished in Russian reads in English everywhere once the table
 * switches, and a row saved before (its winner kept as a Russian sentence) reads in English too.
 */

const worked = fixtureRecords().find((f) => f.name === 'classic-worked-game.json');
if (!worked) throw new Error('tests/fixtures/records/classic-worked-game.json is missing');
const CYRILLIC = /[\u0400-\u04FF]/;

test.afterEach(() => speakEnglish());

test('a game finished in Russian reads in English on Home, History and Standings once the table switches', async ({ page: first }) => {
	test.setTimeout(120_000);
	let page = first;
	const { record } = worked;
	const last = record.actions.length - 1;
	speakIn('ru');
	// Opened one tap before its end, then finished at the table in Russian: the app itself saves how it ended.
	await setUpRecord(page, record, {}, { played: last, controlTime: false });
	const end = await playRecord(page, record, {}, last);
	expect(end.phase.kind).toBe('ended');
	await expect(page.locator('#end-title')).toContainText(CYRILLIC);
	// A second game saved by an older version, its winner kept as a sentence in Russian.
	const old = { ...record, id: 'older-row' };
	await putGames(page, [
		{ id: old.id, status: 'finished', createdAt: old.createdAt, updatedAt: Date.now(), record: old, snapshot: null, summary: { preset: 'classic', players: old.players, winner: 'Город' } }
	]);

	// The table switches to English in Settings, on a page of its own (the set-up page keeps telling itself Russian).
	page = await page.context().newPage();
	await page.goto('/settings');
	const reloaded = page.waitForEvent('load');
	await page.getByLabel(m.app_language_label()).selectOption('en');
	await reloaded;
	speakEnglish();
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await page.goto('/');
	const games = page.getByRole('region', { name: m.pages_games_heading() });
	await expect(games.getByRole('listitem')).toHaveCount(2);
	for (const row of await games.getByRole('listitem').all()) await expect(row).toContainText(m.pages_games_status_won({ winner: 'Town' }));
	await expect(page.locator('main')).not.toContainText(CYRILLIC);

	for (const path of ['/history', '/standings']) {
		await page.goto(path);
		await expect(page.locator('main')).toContainText('Alice');
		await expect(page.locator('main')).not.toContainText(CYRILLIC);
	}
});
