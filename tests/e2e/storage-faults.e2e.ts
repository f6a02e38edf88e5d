import { expect, test, type Page } from './ready';
import { readFile } from 'node:fs/promises';
import { fixSeed, readCard, setUpTable, shot } from './table';
import { fixtureRecords } from '../support/records';
import { putGames, savedRow, storedGame } from './saved-games';

/**
 * Storage faults in the browser, each with the words the player sees: IndexedDB refused (private browsing),
 * the phone full mid-game, a write failing mid-game, and a saved game that cannot be read. The game goes on
 * in memory where it can, and nothing already saved is lost.
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
const banner = (page: Page) => page.locator('header .unsaved');

/** The game as the phone's IndexedDB holds it now: how many of its actions are stored (one row each), or null. */
const savedActions = (page: Page) =>
	page.evaluate(
		(id) =>
			new Promise<number | null>((done) => {
				const open = indexedDB.open('nightfall');
				open.onsuccess = () => {
					const tx = open.result.transaction(['games', 'actions']);
					const get = tx.objectStore('games').get(id ?? '');
					const count = tx.objectStore('actions').count(IDBKeyRange.bound([id ?? '', 0], [id ?? '', Infinity]));
					tx.oncomplete = () => {
						open.result.close();
						done(get.result ? count.result : null);
					};
				};
			}),
		new URL(page.url()).searchParams.get('id')
	);

/** From now on every put into IndexedDB fails with this error, until `storageWorksAgain`. */
const storageFails = (page: Page, error: string) =>
	page.evaluate((name) => {
		const w = window as unknown as { realPut?: typeof IDBObjectStore.prototype.put };
		w.realPut ??= IDBObjectStore.prototype.put;
		IDBObjectStore.prototype.put = function () {
			throw new DOMException('Refused by the test.', name);
		};
	}, error);
const storageWorksAgain = (page: Page) =>
	page.evaluate(() => {
		const w = window as unknown as { realPut?: typeof IDBObjectStore.prototype.put };
		if (w.realPut) IDBObjectStore.prototype.put = w.realPut;
	});

test('private browsing: the home screen says so, and a game plays in memory with the reason on screen', async ({ page }) => {
	await page.addInitScript(() => {
		IDBFactory.prototype.open = () => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		};
	});
	await fixSeed(page, 232);
	await page.goto('/');
	const refused = 'This phone is not letting Nightfall save (private browsing?). The game goes on, but a reload will lose it.';
	await expect(page.getByText(refused)).toBeVisible();
	await expect(page.getByText('You can still play: the game is kept in memory until this page is closed.')).toBeVisible();

	await page.getByRole('link', { name: 'New game' }).click();
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	while ((await seats.count()) < PLAYERS.length) await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of PLAYERS.entries()) await seats.nth(i).fill(name);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(page.getByText(refused)).toBeVisible();
	await page.getByRole('button', { name: 'Play without saving' }).click();

	await readCard(page, 'Alice', /Villager/);
	await expect(banner(page)).toHaveText(refused);
	await readCard(page, 'Ben', /Killer/);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	await expect(banner(page)).toHaveText(refused);
});

test('the phone full mid-game, then a write failing: each said in words, the game goes on, nothing saved is lost', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS);
	await readCard(page, 'Alice', /Villager/);
	await readCard(page, 'Ben', /Killer/);
	await expect.poll(() => savedActions(page)).toBe(2);
	await expect(banner(page)).toHaveCount(0);

	await storageFails(page, 'QuotaExceededError');
	await readCard(page, 'Cara', /Detective/);
	await expect(banner(page)).toHaveText(
		'This phone is out of space for Nightfall, so the last step was not saved. Free some space. The game goes on, but a reload will lose it.'
	);
	await readCard(page, 'Dev', /Doctor/);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Eve' })).toBeVisible();
	expect(await savedActions(page), 'what was saved before the phone filled up').toBe(2);

	await storageWorksAgain(page);
	await readCard(page, 'Eve', /Killer/);
	await expect(banner(page)).toHaveCount(0);
	// Saved just after the frame that answers the tap: wait for it rather than read at once.
	await expect.poll(() => savedActions(page), { message: 'every step, once there is space' }).toBe(5);

	await storageFails(page, 'UnknownError');
	await readCard(page, 'Finn', /Villager/);
	await expect(banner(page)).toHaveText('Nightfall could not save the last step. The game goes on, but a reload may lose it.');
	expect(await savedActions(page)).toBe(5);
	await storageWorksAgain(page);
	await readCard(page, 'Gus', /Villager/);
	await expect(banner(page)).toHaveCount(0);

	await page.reload();
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await expect.poll(() => savedActions(page)).toBe(7);
	expect(errors).toEqual([]);
});

test('a saved game that cannot be read: kept, listed with the reason, exportable as it was, and the app still works', async ({ page }) => {
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS);
	await readCard(page, 'Alice', /Villager/);
	const id = new URL(page.url()).searchParams.get('id') ?? '';
	// The card's tap is saved just after the frame that answers it: wait for it to be on the phone.
	const savedActions = () =>
		page.evaluate(
			(gameId) =>
				new Promise<unknown>((done) => {
					const open = indexedDB.open('nightfall');
					open.onsuccess = () => {
						const get = open.result.transaction('games').objectStore('games').get(gameId);
						get.onsuccess = () => {
							open.result.close();
							done(get.result?.actionCount);
						};
					};
				}),
			id
		);
	await expect.poll(savedActions).toBe(1);
	// The disk damages it: its record no longer has a list of players. (The row holds all but the actions, which
	// are rows of their own: src/lib/persistence/stored-rows.ts.)
	const { row, actions } = await page.evaluate(
		(gameId) =>
			new Promise<{ row: Record<string, unknown> & { record: object; snapshot: { context: { record: object } } }; actions: unknown[] }>(
				(done) => {
					const open = indexedDB.open('nightfall');
					open.onsuccess = () => {
						const tx = open.result.transaction(['games', 'actions'], 'readwrite');
						const store = tx.objectStore('games');
						const get = store.get(gameId);
						const all = tx.objectStore('actions').getAll(IDBKeyRange.bound([gameId, 0], [gameId, Infinity]));
						get.onsuccess = () => {
							const damagedRow = { ...get.result, record: { ...get.result.record, players: 'Alice, Ben and the rest' } };
							store.put(damagedRow).onsuccess = () => {
								open.result.close();
								done({ row: damagedRow, actions: all.result });
							};
						};
					};
				}
			),
		id
	);
	// Exported as it is kept, whole: the damaged row with its actions back in the record (and in the snapshot's).
	const { actionCount, ...kept } = row;
	expect(actionCount).toBe(1);
	const context = kept.snapshot.context;
	const damaged = JSON.stringify({
		...kept,
		record: { ...kept.record, actions },
		snapshot: { ...kept.snapshot, context: { ...context, record: { ...context.record, actions } } }
	});
	const why = 'This saved game cannot be read. This game record has no list of players. It is kept, so you can export it.';

	await page.goto('/');
	await expect(page.getByText(why)).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Game in progress' })).toHaveCount(0);
	await expect(page.getByRole('link', { name: 'Resume' })).toHaveCount(0);
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export' }).click();
	const file = await (await download).path();
	expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(JSON.parse(damaged));

	await page.goto(`/game?id=${encodeURIComponent(id)}`);
	await expect(page.getByRole('heading', { name: 'This saved game cannot be read' })).toBeVisible();
	await expect(page.getByText(why)).toBeVisible();
	const again = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export it' }).click();
	expect(JSON.parse(await readFile(await (await again).path(), 'utf8'))).toEqual(JSON.parse(damaged));

	// The rest of the app works: a new game starts and plays.
	await setUpTable(page, PLAYERS);
	await readCard(page, 'Alice', /Villager/);
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Game in progress' })).toBeVisible();
	await expect(page.getByText(why)).toBeVisible();
});

/** Rewrites the saved snapshot of the game on screen, as a newer app, a crash or a hand would leave it. */
const rewriteSnapshot = (page: Page, how: 'unknown screen' | 'error' | 'roles') =>
	page.evaluate(
		({ gameId, how }) =>
			new Promise<void>((done) => {
				const open = indexedDB.open('nightfall');
				open.onsuccess = () => {
					const store = open.result.transaction('games', 'readwrite').objectStore('games');
					const get = store.get(gameId);
					get.onsuccess = () => {
						const snapshot = get.result.snapshot;
						if (how === 'unknown screen') snapshot.value = 'nightfall';
						if (how === 'error') snapshot.status = 'error';
						// Everyone a Villager on their card; the record still deals as it did. A row keeps no game beside its
						// record (an older app's did): this one is written in, as a hand or an older row would have it.
						if (how === 'roles') {
							const names: string[] = get.result.record.players;
							snapshot.context.game = { players: names.map((name, seat) => ({ seat, name, role: 'villager', alive: true })) };
						}
						store.put(get.result).onsuccess = () => {
							open.result.close();
							done();
						};
					};
				};
			}),
		{ gameId: new URL(page.url()).searchParams.get('id') ?? '', how }
	);

test('a saved screen that no longer matches the app: the game reopens from its record, says so, and plays on', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS);
	await readCard(page, 'Alice', /Villager/);
	await readCard(page, 'Ben', /Killer/);
	const notice = page.getByText('This game was reopened from its record: the saved screen did not match it.');
	const cases = [
		['unknown screen', 'Cara', /Detective/],
		['error', 'Dev', /Doctor/],
		['roles', 'Eve', /Killer/]
	] as const;
	for (const [i, [how, next, role]] of cases.entries()) {
		await expect.poll(() => savedActions(page)).toBe(2 + i);
		await rewriteSnapshot(page, how);
		await page.reload();
		await expect(notice, how).toBeVisible();
		await shot(page, `reopened-from-record-${i}`);
		await readCard(page, next, role);
		await expect.poll(() => savedActions(page), `${how}: the tap after it is saved`).toBe(3 + i);
	}
	// Saved since from a good screen: nothing more to say.
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Finn' })).toBeVisible();
	await expect(notice).toHaveCount(0);
	expect(errors).toEqual([]);
});

/** Where the phone keeps the game on screen: its status, as Home reads it. */
const savedStatus = (page: Page) =>
	page.evaluate(
		(id) =>
			new Promise<unknown>((done) => {
				const open = indexedDB.open('nightfall');
				open.onsuccess = () => {
					const get = open.result.transaction('games').objectStore('games').get(id ?? '');
					get.onsuccess = () => {
						open.result.close();
						done(get.result?.status);
					};
				};
			}),
		new URL(page.url()).searchParams.get('id')
	);

async function abandonFromMenu(page: Page) {
	await page.getByText('Menu', { exact: true }).click();
	await page.getByRole('button', { name: 'Abandon this game' }).click();
	await page.getByRole('button', { name: 'Yes, abandon it' }).click();
}

/**
 * Issue 32, point 17: Abandon while the phone could not save went Home with no word, and the game was still being
 * played there, Resume offered; Undo on an abandoned game made it "playing" again while the page still said abandoned.
 * Now each says what happened, and the page and the phone agree.
 */
test('Abandon while the phone cannot save: said in words, the game stays on screen and is still being played', async ({ page }) => {
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS);
	await readCard(page, 'Alice', /Villager/);
	await expect.poll(() => savedStatus(page)).toBe('playing');

	await storageFails(page, 'QuotaExceededError');
	await abandonFromMenu(page);
	const notAbandoned =
		'Not abandoned: this phone could not save that. The game is still being played; try again once the phone can save (free some space if it is full).';
	await expect(page.getByRole('alert').filter({ hasText: notAbandoned })).toBeVisible();
	await expect(page).toHaveURL(/\/game\?id=/);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ben' })).toBeVisible();
	expect(await savedStatus(page)).toBe('playing');

	// Once the phone can save, Abandon does what it says: Home, and no game to resume.
	await storageWorksAgain(page);
	await abandonFromMenu(page);
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Resume' })).toHaveCount(0);
});

test('an abandoned game takes no Undo; Carry on that cannot be saved says so and it stays abandoned', async ({ page }) => {
	// The worked game, night 1, the killers' first pick made: the narrator could undo it, were the game being played.
	const worked = fixtureRecords().find((f) => f.name === 'classic-worked-game.json')!.record;
	const row = { ...savedRow({ ...worked, id: 'abandoned-undo', actions: worked.actions.slice(0, 9) }), status: 'abandoned' };
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByText('This game was abandoned.')).toBeVisible();
	// Nothing to undo on a game that is not being played: the page and the phone cannot come to disagree.
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);
	expect(await savedStatus(page)).toBe('abandoned');

	await storageFails(page, 'UnknownError');
	await page.getByRole('button', { name: 'Carry on playing it' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'Not carried on: this phone could not save that. The game is still abandoned; try again once the phone can save.' })).toBeVisible();
	await expect(page.getByText('This game was abandoned.')).toBeVisible();
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);
	expect(await savedStatus(page)).toBe('abandoned');

	await storageWorksAgain(page);
	await page.getByRole('button', { name: 'Carry on playing it' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'Not carried on' })).toHaveCount(0);
	expect(await savedStatus(page)).toBe('playing');
	// Played again, Undo is back; the pick is taken back and the game stays "playing" on the phone.
	const benPicked = page.getByText('Eve has not picked: tap a player or Nobody.');
	await expect(benPicked).toBeVisible();
	await page.getByRole('button', { name: /Undo/ }).click();
	await expect(benPicked).toHaveCount(0);
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.length).toBe(8);
	expect(await savedStatus(page)).toBe('playing');
});
