import 'fake-indexeddb/auto'; // the IDB classes idb checks with instanceof; each test still gets its own factory
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecord, type GameRecord } from '$lib/engine/record';
import {
	DB_VERSION,
	SCHEMA,
	versionOf,
	exportGame,
	keepSavesOnThisPhone,
	latestUnfinished,
	listGames,
	loadAllGames,
	loadGame,
	openNightfallDb,
	saveGame,
	setStatus,
	type NightfallDatabase,
	type StoredGame
} from '$lib/persistence';

const fixture: unknown = JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8'));
const checked = readRecord(fixture);
if (!checked.ok) throw new Error(checked.reason);
const record: GameRecord = checked.value;

const snapshot = { status: 'active', value: { day: 'vote' }, context: { round: 2 } };

function game(id: string, updatedAt: number, status: StoredGame['status'] = 'playing'): StoredGame {
	return {
		id,
		status,
		updatedAt,
		createdAt: 1_000,
		record: { ...record, id },
		snapshot,
		summary: { preset: 'classic', players: record.players, winner: status === 'finished' ? ('town' as const) : null }
	};
}

async function freshPhone(factory = new IDBFactory()): Promise<NightfallDatabase> {
	const opened = await openNightfallDb({ factory });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

/** Written behind the app's back, as an old bug or a damaged disk might leave it. */
const putRaw = (db: NightfallDatabase, row: unknown) => db.put('games', row as StoredGame);

const words = (message: string) => {
	expect(message.length).toBeGreaterThan(20);
	expect(message).not.toMatch(/Error|DOMException|IDB|undefined/);
};

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

describe('opening the database', () => {
	it('creates the stores and indexes on a phone that never had Nightfall (v0 → v3)', async () => {
		const db = await freshPhone();
		expect(db.version).toBe(DB_VERSION);
		expect([...db.objectStoreNames].sort()).toEqual(['actions', 'games', 'players', 'settings']);
		const tx = db.transaction('games');
		expect([...tx.store.indexNames].sort()).toEqual(['by-status', 'by-updated']);
		expect(tx.store.keyPath).toBe('id');
	});

	it('keeps saved games when the app opens again', async () => {
		const factory = new IDBFactory();
		const first = await freshPhone(factory);
		await saveGame(first, game('g1', 10));
		first.close();
		const again = await freshPhone(factory);
		expect((await loadGame(again, 'g1')).ok).toBe(true);
	});

	it('says in words that saving is off when the phone refuses to open storage', async () => {
		const refusing = {
			open() {
				throw new DOMException('The operation is insecure.', 'SecurityError');
			}
		} as unknown as IDBFactory;
		const opened = await openNightfallDb({ factory: refusing });
		expect(opened.ok).toBe(false);
		if (opened.ok) return;
		expect(opened.problem.kind).toBe('unavailable');
		expect(opened.problem.message).toMatch(/not letting Nightfall save/);
		words(opened.problem.message);
	});

	it('says the phone is out of space when it refuses to open storage for that', async () => {
		const full = {
			open() {
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			}
		} as unknown as IDBFactory;
		const opened = await openNightfallDb({ factory: full });
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'quota' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/out of space/);
	});

	it('steps aside when a newer Nightfall in another tab upgrades the database, rather than blocking it', async () => {
		const factory = new IDBFactory();
		const db = await freshPhone(factory);
		const upgraded = await new Promise<string>((done) => {
			const newer = factory.open('nightfall', versionOf(SCHEMA + 1));
			newer.onblocked = () => done('blocked');
			newer.onsuccess = () => (newer.result.close(), done('upgraded'));
		});
		expect(upgraded).toBe('upgraded');
		expect(await saveGame(db, game('g1', 10))).toMatchObject({ kind: 'write-failed' });
	});

	it('says saving is off when the browser has no IndexedDB at all', async () => {
		vi.stubGlobal('indexedDB', undefined);
		const opened = await openNightfallDb();
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
	});

	it('says the app needs updating when a newer Nightfall saved on this phone', async () => {
		const factory = new IDBFactory();
		await new Promise<void>((done) => {
			const newer = factory.open('nightfall', versionOf(SCHEMA + 1));
			newer.onsuccess = () => (newer.result.close(), done());
		});
		const opened = await openNightfallDb({ factory });
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/newer Nightfall/);
	});

	it('gives up on an open that never answers, so the game can start unsaved', async () => {
		const silent = { open: () => new EventTarget() } as unknown as IDBFactory;
		const opened = await openNightfallDb({ factory: silent, timeoutMs: 5 });
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/not letting Nightfall save/);
	});

	it('asks to close the other tab when an old one keeps blocking the upgrade', async () => {
		const request = new EventTarget();
		const blocking = { open: () => (setTimeout(() => request.dispatchEvent(new Event('blocked'))), request) };
		const opened = await openNightfallDb({ factory: blocking as unknown as IDBFactory, timeoutMs: 20 });
		expect(opened).toMatchObject({ ok: false, problem: { kind: 'unavailable' } });
		if (!opened.ok) expect(opened.problem.message).toMatch(/open in another tab/);
	});
});

describe('saving and loading a game', () => {
	it('loads back the same record and snapshot', async () => {
		const db = await freshPhone();
		expect(await saveGame(db, game('g1', 10))).toBeNull();
		const loaded = await loadGame(db, 'g1');
		expect(loaded.ok).toBe(true);
		if (!loaded.ok) return;
		expect(loaded.game.record).toEqual({ ...record, id: 'g1' });
		expect(loaded.game.snapshot).toEqual(snapshot);
		expect(loaded.game).toMatchObject({ status: 'playing', updatedAt: 10, createdAt: 1_000 });
	});

	it('overwrites the game on every save, keeping one row', async () => {
		const db = await freshPhone();
		await saveGame(db, game('g1', 10));
		const later = { ...game('g1', 20), snapshot: { value: 'night' } };
		await saveGame(db, later);
		expect(await db.count('games')).toBe(1);
		const loaded = await loadGame(db, 'g1');
		expect(loaded.ok && loaded.game.snapshot).toEqual({ value: 'night' });
		expect(loaded.ok && loaded.game.updatedAt).toBe(20);
	});

	it('says a game is missing rather than unreadable when it is not on the phone', async () => {
		const db = await freshPhone();
		const loaded = await loadGame(db, 'nope');
		expect(loaded).toMatchObject({ ok: false, problem: { kind: 'missing', message: 'This game is not saved on this phone.' }, raw: undefined });
		expect(await exportGame(db, 'nope')).toBeNull();
	});
});

describe('the history list and resume', () => {
	it('lists games newest first', async () => {
		const db = await freshPhone();
		await saveGame(db, game('old', 10, 'finished'));
		await saveGame(db, game('new', 30));
		await saveGame(db, game('mid', 20, 'abandoned'));
		const list = await listGames(db);
		expect(list.map((g) => g.id)).toEqual(['new', 'mid', 'old']);
		expect(list[2]).toEqual({
			id: 'old',
			status: 'finished',
			updatedAt: 10,
			createdAt: 1_000,
			summary: { preset: 'classic', players: record.players, winner: 'town' },
			readable: true
		});
	});

	it('keeps the winning side as an id, and reads a row saved before (its winner a sentence in Russian) from its record', async () => {
		const db = await freshPhone();
		await saveGame(db, { ...game('saved-now', 10, 'finished'), summary: { preset: 'classic', players: record.players, winner: 'town' } });
		await putRaw(db, { ...game('saved-before', 20, 'finished'), summary: { preset: 'classic', players: record.players, winner: 'Город' } });
		await putRaw(db, { ...game('before-unfinished', 30), summary: { preset: 'classic', players: record.players, winner: 'Мафия' } });
		const list = await listGames(db);
		expect(list.map((g) => [g.id, g.summary.winner])).toEqual([
			['before-unfinished', null],
			['saved-before', 'town'],
			['saved-now', 'town']
		]);
	});

	it('resumes the latest game still being played, skipping finished, abandoned and unreadable ones', async () => {
		const db = await freshPhone();
		expect(await latestUnfinished(db)).toBeNull();
		await saveGame(db, game('older-playing', 10));
		await saveGame(db, game('finished', 40, 'finished'));
		await saveGame(db, game('abandoned', 50, 'abandoned'));
		await putRaw(db, { ...game('broken-playing', 60), record: { format: 'nightfall/game-record' } });
		expect((await latestUnfinished(db))?.id).toBe('older-playing');
	});

	it('resumes the most recently played of two games still going, whatever their ids', async () => {
		const db = await freshPhone();
		await saveGame(db, game('a-older', 10));
		await saveGame(db, game('z-newer', 30));
		await saveGame(db, game('m-middle', 20));
		expect((await latestUnfinished(db))?.id).toBe('z-newer');
	});

	it('gives the standings every game it can read, newest first, and counts the ones it cannot', async () => {
		const db = await freshPhone();
		await saveGame(db, game('a-old', 10, 'finished'));
		await saveGame(db, game('z-new', 30, 'finished'));
		await putRaw(db, { id: 'garbage', nonsense: true });
		const all = await loadAllGames(db);
		expect(all.games.map((g) => g.id)).toEqual(['z-new', 'a-old']);
		expect(all.unreadable).toBe(1);
		db.close();
		expect(await loadAllGames(db)).toEqual({ games: [], unreadable: 0 });
	});

	it('lists a game whose summary is damaged with its record’s table instead', async () => {
		const db = await freshPhone();
		await putRaw(db, { ...game('g1', 10), summary: { preset: 'classic', players: 'everyone', winner: null } });
		const [listed] = await listGames(db);
		expect(listed).toMatchObject({ id: 'g1', readable: true, summary: { preset: record.preset, players: record.players, winner: null } });
	});

	it('abandons a game without deleting it', async () => {
		const db = await freshPhone();
		await saveGame(db, game('g1', 10));
		expect(await setStatus(db, 'g1', 'abandoned')).toBeNull();
		expect(await latestUnfinished(db)).toBeNull();
		const [listed] = await listGames(db);
		expect(listed).toMatchObject({ id: 'g1', status: 'abandoned', updatedAt: 10, readable: true });
		expect(await setStatus(db, 'nope', 'abandoned')).toMatchObject({ kind: 'missing' });
	});
});

describe('a game that cannot be read', () => {
	const brokenRecord = { ...record, id: 'broken', actions: record.actions.map((a, i) => (i === 3 ? { ...a, type: 'night.fly' } : a)) };
	const broken = { ...game('broken', 20), record: brokenRecord };

	it('is reported with a reason and kept, raw, for export', async () => {
		const db = await freshPhone();
		await putRaw(db, broken);
		const loaded = await loadGame(db, 'broken');
		expect(loaded.ok).toBe(false);
		if (loaded.ok) return;
		expect(loaded.problem.kind).toBe('unreadable');
		expect(loaded.problem.message).toMatch(/cannot be read\. Step 4 has an unknown type "night\.fly"\. It is kept/);
		expect(loaded.raw).toEqual(broken);
		expect(await db.count('games')).toBe(1);
	});

	it('is still listed, with the reason, and does not stop the others listing', async () => {
		const db = await freshPhone();
		await saveGame(db, game('good', 10));
		await putRaw(db, broken);
		await putRaw(db, { id: 'garbage', nonsense: [1, 2, 3] });
		const list = await listGames(db);
		expect(list.map((g) => [g.id, g.readable])).toEqual([
			['broken', false],
			['good', true],
			['garbage', false]
		]);
		expect(list[0].problem).toMatch(/unknown type "night\.fly"/);
		expect(list[2]).toMatchObject({ status: 'abandoned', updatedAt: 0, summary: { preset: '', players: [], winner: null } });
		expect(list[2].problem).toMatch(/not a Nightfall game record/);
		expect(list[1].problem).toBeUndefined();
	});

	it('exports even a row that holds a loop or a bigint, with tabs, losing nothing else', async () => {
		const db = await freshPhone();
		const row: Record<string, unknown> = { id: 'loop', status: 'playing', count: 10n };
		row.self = row;
		await putRaw(db, row);
		const text = (await exportGame(db, 'loop'))!;
		expect(text).toMatch(/^\{\n\t"id": "loop",/);
		expect(JSON.parse(text)).toEqual({ id: 'loop', status: 'playing', count: '10', self: '[repeated]' });
	});

	it('exports as the stored row, exactly as it was', async () => {
		const db = await freshPhone();
		await putRaw(db, broken);
		const text = await exportGame(db, 'broken');
		expect(JSON.parse(text!)).toEqual(broken);
	});
});

describe('exporting a readable game', () => {
	it('downloads the game record itself, pretty-printed with tabs, which reads back as the same game', async () => {
		const db = await freshPhone();
		await saveGame(db, game('g1', 10));
		const text = (await exportGame(db, 'g1'))!;
		expect(text).toMatch(/^\{\n\t"format": "nightfall\/game-record",/);
		const read = readRecord(JSON.parse(text));
		expect(read.ok && read.value).toEqual({ ...record, id: 'g1' });
	});
});

describe('when saving fails', () => {
	it('reports a full phone in words, without throwing, when the put is refused', async () => {
		const db = await freshPhone();
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		const problem = await saveGame(db, game('g1', 10));
		expect(problem?.kind).toBe('quota');
		expect(problem?.message).toMatch(/out of space/);
		words(problem!.message);
	});

	// A full phone found only at the commit, as Chromium reports it: tests/persistence/commit-faults.test.ts.

	it('reports any other failure as not saved, and the last good save still loads', async () => {
		const db = await freshPhone();
		await saveGame(db, game('g1', 10));
		const unclonable = { ...game('g1', 20), snapshot: { onTick: () => 0 } };
		const problem = await saveGame(db, unclonable);
		expect(problem?.kind).toBe('write-failed');
		words(problem!.message);
		const loaded = await loadGame(db, 'g1');
		expect(loaded.ok && loaded.game.updatedAt).toBe(10);
	});

	it('never throws once the database has been closed under the game', async () => {
		const db = await freshPhone();
		await saveGame(db, game('g1', 10));
		db.close();
		expect(await saveGame(db, game('g1', 20))).toMatchObject({ kind: 'write-failed' });
		expect(await loadGame(db, 'g1')).toMatchObject({
			ok: false,
			problem: { kind: 'unavailable', message: 'Nightfall could not read the games saved on this phone.' }
		});
		expect(await listGames(db)).toEqual([]);
		expect(await latestUnfinished(db)).toBeNull();
		expect(await setStatus(db, 'g1', 'finished')).toMatchObject({ kind: 'write-failed' });
		expect(await exportGame(db, 'g1')).toBeNull();
	});
});

describe('asking the browser to keep the saves', () => {
	it('is true only when granted, and never throws', async () => {
		const storage = (persist: () => Promise<boolean>) => ({ persist }) as unknown as StorageManager;
		expect(await keepSavesOnThisPhone(storage(async () => true))).toBe(true);
		expect(await keepSavesOnThisPhone(storage(async () => false))).toBe(false);
		expect(await keepSavesOnThisPhone(storage(() => Promise.reject(new Error('no'))))).toBe(false);
		expect(await keepSavesOnThisPhone(undefined)).toBe(false);
	});
});
