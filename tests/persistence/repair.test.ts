import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import {
	DB_NAME,
	DB_VERSION,
	SCHEMA,
	getSetting,
	latestUnfinished,
	loadGame,
	openNightfallDb,
	saveGame,
	schemaOf,
	versionOf,
	type StoredGame
} from '$lib/persistence';
import { freshPhone, workedGame } from './phone';

/**
 * A database at this very version with a store missing (a browser's storage half cleared, a broken build) is
 * repaired when it opens: what is missing is created, what is there is kept, and the game saves. Before, every new
 * game said "This phone would not save the game", for good.
 */

/** A database at this schema's version holding only `stores`, as a damaged phone has it; the settings hold one key. */
async function damagedPhone(stores: ('games' | 'settings' | 'players' | 'actions')[], version = DB_VERSION): Promise<IDBFactory> {
	const factory = new IDBFactory();
	await new Promise<void>((resolve, reject) => {
		const request = factory.open(DB_NAME, version);
		request.onupgradeneeded = () => {
			for (const name of stores) request.result.createObjectStore(name, name === 'settings' || name === 'actions' ? {} : { keyPath: 'id' });
		};
		request.onsuccess = () => {
			const db = request.result;
			if (!stores.includes('settings')) return (db.close(), resolve());
			const tx = db.transaction('settings', 'readwrite');
			tx.objectStore('settings').put({ seats: 7 }, 'lastSetup');
			tx.oncomplete = () => (db.close(), resolve());
			tx.onerror = () => reject(tx.error);
		};
		request.onerror = () => reject(request.error);
	});
	return factory;
}

const newGame = (id: string): StoredGame => ({
	id,
	status: 'playing',
	createdAt: 1_000,
	updatedAt: 2_000,
	record: { ...workedGame, id, actions: workedGame.actions.slice(0, 9) },
	snapshot: null,
	summary: { preset: 'classic', players: workedGame.players, winner: null }
});

describe('a database with its stores missing', () => {
	it('has its games store made again: a new game saves, resumes, and the settings it had are kept', async () => {
		const factory = await damagedPhone(['settings', 'players']);
		const opened = await openNightfallDb({ factory });
		if (!opened.ok) throw new Error(opened.problem.message);
		const { db } = opened;
		expect([...db.objectStoreNames].sort()).toEqual(['actions', 'games', 'players', 'settings']);
		expect([...db.transaction('games').store.indexNames].sort()).toEqual(['by-status', 'by-updated']);
		expect(await getSetting(db, 'lastSetup', null)).toEqual({ seats: 7 });

		expect(await saveGame(db, newGame('after-repair'))).toBeNull();
		const loaded = await loadGame(db, 'after-repair');
		expect(loaded.ok && loaded.game.record.actions).toHaveLength(9);
		expect((await latestUnfinished(db))?.id).toBe('after-repair');
	});

	it("has its actions store made again, and the games' rows are kept", async () => {
		const factory = await damagedPhone(['games', 'settings', 'players']);
		const db = await freshPhone(factory);
		expect([...db.objectStoreNames].sort()).toEqual(['actions', 'games', 'players', 'settings']);
		expect(await saveGame(db, newGame('tapped'))).toBeNull();
		const loaded = await loadGame(db, 'tapped');
		expect(loaded.ok && loaded.game.record.actions).toEqual(workedGame.actions.slice(0, 9));
	});

	it('is repaired once: the repaired database opens again, still this schema, with its game', async () => {
		const factory = await damagedPhone(['settings']);
		const first = await freshPhone(factory);
		expect(await saveGame(first, newGame('kept'))).toBeNull();
		const repairedAt = first.version;
		first.close();
		expect(repairedAt).toBe(DB_VERSION + 1);
		expect(schemaOf(repairedAt)).toBe(SCHEMA);

		const again = await freshPhone(factory);
		expect(again.version).toBe(repairedAt);
		expect((await loadGame(again, 'kept')).ok).toBe(true);
	});

	it('repairs a missing index too, so the game in progress is offered again', async () => {
		const factory = await damagedPhone(['games', 'settings', 'players']); // games, but without its indexes
		const db = await freshPhone(factory);
		expect(await saveGame(db, newGame('indexed'))).toBeNull();
		expect((await latestUnfinished(db))?.id).toBe('indexed');
	});

	it('repairs indexes missing from stores that are all there', async () => {
		const factory = await damagedPhone(['games', 'settings', 'players', 'actions']); // every store, no index
		const db = await freshPhone(factory);
		expect([...db.transaction('games').store.indexNames].sort()).toEqual(['by-status', 'by-updated']);
		expect([...db.transaction('players').store.indexNames]).toEqual(['by-key']);
		expect(await saveGame(db, newGame('indexed'))).toBeNull();
		expect((await latestUnfinished(db))?.id).toBe('indexed');
	});

	it('says it is damaged, in words, when the repair could not make what is missing', async () => {
		const factory = await damagedPhone(['games', 'settings', 'players', 'actions']);
		vi.spyOn(IDBObjectStore.prototype, 'createIndex').mockImplementation(() => undefined as never);
		const opened = await openNightfallDb({ factory });
		vi.restoreAllMocks();
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/damaged, and Nightfall could not repair it/);
	});

	it("never takes the next schema's number, which stays a newer Nightfall's", async () => {
		expect(schemaOf(DB_VERSION + 9)).toBe(SCHEMA);
		expect(schemaOf(versionOf(SCHEMA + 1))).toBe(SCHEMA + 1);
		const worn = await damagedPhone(['settings'], versionOf(SCHEMA + 1) - 1); // repaired nine times already
		const opened = await openNightfallDb({ factory: worn });
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/damaged/);
	});
});
