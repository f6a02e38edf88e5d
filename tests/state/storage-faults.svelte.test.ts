import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, type GameRecord } from '$lib/engine/record';
import { tapsFor, type TableEvent } from '$lib/machine';
import { DB_NAME, PROBLEM_WORDS, SCHEMA, loadGame, openNightfallDb, saveGame, versionOf } from '$lib/persistence';
import type { GameStore, Tap, TableSession } from '$lib/state/table.svelte';
import { failCommits } from '../support/commit-faults';

/**
 * Storage faults in the middle of a game, at the level the game screen sees them: the session that saves
 * every step, over the phone's store (src/lib/state/storage.ts). Each fault has a message in words, the
 * game goes on in memory, and nothing already saved is lost.
 */

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked: GameRecord = read.value;
const TAPS: TableEvent[] = worked.actions.flatMap((a) => tapsFor(a, 'secret'));
const fresh: GameRecord = { ...worked, actions: [] };

/** A fresh phone for each test: its own IndexedDB, and the app's storage module loaded anew (it opens once per page). */
async function phone(factory: unknown = new IDBFactory()) {
	vi.stubGlobal('indexedDB', factory);
	vi.resetModules();
	const storage = await import('$lib/state/storage');
	const { resumeSession } = await import('$lib/state/resume');
	return { ...storage, resumeSession };
}

async function startGame(store: GameStore, resumeSession: typeof import('$lib/state/resume').resumeSession) {
	let clock = worked.createdAt;
	const { session } = resumeSession({ id: worked.id, createdAt: worked.createdAt, record: fresh, snapshot: null }, store, () => clock);
	const play = async (taps: TableEvent[]) => {
		for (const { at, ...tap } of taps) {
			clock = at;
			session.send(tap as Tap);
			await session.flushed();
		}
	};
	return { session, play };
}

/** What the table sees at the top of the game screen: the last save's problem, in words. */
const banner = (session: TableSession) => session.saveProblem?.message ?? null;

async function savedActions(factory: IDBFactory): Promise<number> {
	const opened = await openNightfallDb({ factory });
	if (!opened.ok) throw new Error(opened.problem.message);
	const row = await loadGame(opened.db, worked.id);
	opened.db.close();
	if (!row.ok) throw new Error(row.problem.message);
	return row.game.record.actions.length;
}

beforeEach(() => {
	vi.restoreAllMocks();
});

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('storage faults during a game', () => {
	it('private browsing (IndexedDB refused): every step says so, and the whole game still plays to its end', async () => {
		const refusing = {
			open() {
				throw new DOMException('The operation is insecure.', 'SecurityError');
			}
		};
		const { phoneStore, resumeSession } = await phone(refusing);
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 1));
		expect(banner(session)).toBe(PROBLEM_WORDS.unavailable);
		expect(banner(session)).toBe('This phone is not letting Nightfall save (private browsing?). The game goes on, but a reload will lose it.');
		await play(TAPS.slice(1));
		expect(session.snapshot.value).toBe('ended');
		expect(session.snapshot.context.game.winner?.side).toBe('town');
		expect(banner(session)).toBe(PROBLEM_WORDS.unavailable);
	});

	it('a full phone mid-game: says so, plays on, loses nothing saved, and saves it all once there is space', async () => {
		const factory = new IDBFactory();
		const { phoneStore, resumeSession, nightfallDb } = await phone(factory);
		const db = await nightfallDb();
		if (!db.ok) throw new Error(db.problem.message);
		await saveGame(db.db, { id: worked.id, status: 'playing', createdAt: 0, updatedAt: 0, record: fresh, snapshot: null, summary: { preset: 'classic', players: worked.players, winner: null } });
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 20));
		expect(banner(session)).toBeNull();
		const savedBefore = await savedActions(factory);
		expect(savedBefore).toBe(session.record.actions.length);

		const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		await play(TAPS.slice(20, 30));
		expect(banner(session)).toBe(
			'This phone is out of space for Nightfall, so the last step was not saved. Free some space. The game goes on, but a reload will lose it.'
		);
		expect(session.record.actions.length).toBeGreaterThan(savedBefore); // the game went on
		expect(await savedActions(factory)).toBe(savedBefore); // and what was saved is still there

		put.mockRestore();
		await play(TAPS.slice(30, 31));
		expect(banner(session)).toBeNull();
		expect(await savedActions(factory)).toBe(session.record.actions.length);
	});

	it('a full phone found only at commit (as Chromium reports it): says so, plays on, keeps what was saved, saves all once there is space', async () => {
		const factory = new IDBFactory();
		const { phoneStore, resumeSession } = await phone(factory);
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 12));
		const savedBefore = await savedActions(factory);
		expect(savedBefore).toBe(session.record.actions.length);

		// Every put is accepted; the transaction then aborts with QuotaExceededError instead of completing.
		const full = failCommits('games');
		await play(TAPS.slice(12, 18));
		expect(full).toHaveBeenCalled();
		expect(banner(session)).toBe(PROBLEM_WORDS.quota);
		expect(banner(session)).toMatch(/^This phone is out of space for Nightfall, so the last step was not saved\./);
		expect(session.pending).toBe(0);
		expect(session.record.actions.length).toBeGreaterThan(savedBefore);
		full.mockRestore();
		expect(await savedActions(factory)).toBe(savedBefore); // rolled back whole: the last good save is intact

		await play(TAPS.slice(18, 19));
		expect(banner(session)).toBeNull();
		expect(await savedActions(factory)).toBe(session.record.actions.length);
	});

	it('a write failing mid-game: says the step may be lost, plays on, and the next good write saves every step', async () => {
		const factory = new IDBFactory();
		const { phoneStore, resumeSession } = await phone(factory);
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 10));
		const saved = await savedActions(factory);
		const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The disk had an accident.', 'UnknownError');
		});
		await play(TAPS.slice(10, 14));
		expect(banner(session)).toBe('Nightfall could not save the last step. The game goes on, but a reload may lose it.');
		expect(await savedActions(factory)).toBe(saved);
		put.mockRestore();
		await play(TAPS.slice(14, 15));
		expect(banner(session)).toBeNull();
		expect(await savedActions(factory)).toBe(session.record.actions.length);
	});

	it('the database closed under the game: opens it again and saves, with nothing to say', async () => {
		const factory = new IDBFactory();
		const { phoneStore, resumeSession, nightfallDb } = await phone(factory);
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 10));
		const db = await nightfallDb();
		if (db.ok) db.db.close(); // as the browser does when it clears storage
		await play(TAPS.slice(10, 12));
		expect(banner(session)).toBeNull();
		expect(await savedActions(factory)).toBe(session.record.actions.length);
	});

	it('a newer Nightfall upgrades the database in another tab: this game says to reload, plays on, and loses nothing', async () => {
		const factory = new IDBFactory();
		const { phoneStore, resumeSession } = await phone(factory);
		const { session, play } = await startGame(phoneStore, resumeSession);
		await play(TAPS.slice(0, 10));
		const saved = session.record.actions.length;
		// The other tab runs a newer build: our connection steps aside for its upgrade.
		await new Promise<void>((done) => {
			const upgrade = factory.open(DB_NAME, versionOf(SCHEMA + 1));
			upgrade.onsuccess = () => {
				upgrade.result.close();
				done();
			};
		});
		await play(TAPS.slice(10, 14));
		expect(banner(session)).toBe('This phone holds games saved by a newer Nightfall. Reload to update the app. The game goes on, but a reload will lose it.');
		expect(session.snapshot.context.record.actions.length).toBeGreaterThan(saved);
		const newer = await new Promise<IDBDatabase>((done) => {
			const open = factory.open(DB_NAME);
			open.onsuccess = () => done(open.result);
		});
		const stored = await new Promise<number>((done) => {
			const count = newer.transaction('actions').objectStore('actions').count(IDBKeyRange.bound([worked.id, 0], [worked.id, Infinity]));
			count.onsuccess = () => done(count.result);
		});
		expect(stored).toBe(saved);
		newer.close();
	});

	it('a store that throws (it never should) still lets the game go on, and the saves after it still run', async () => {
		const { resumeSession } = await phone();
		let fail = true;
		const saves: number[] = [];
		const store: GameStore = {
			async save(game) {
				if (fail) throw new Error('boom');
				saves.push(game.record.actions.length);
				return null;
			}
		};
		const { session, play } = await startGame(store, resumeSession);
		await play(TAPS.slice(0, 3));
		expect(banner(session)).toBe(PROBLEM_WORDS.writeFailed);
		fail = false;
		await play(TAPS.slice(3, 4));
		expect(banner(session)).toBeNull();
		expect(saves).toEqual([session.record.actions.length]);
		expect(session.pending).toBe(0);
	});
});
