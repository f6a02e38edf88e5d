import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecord, type GameRecord } from '$lib/engine/record';
import { undoLast, correctLastResult } from '$lib/engine/undo';
import { tapsFor, type TableEvent } from '$lib/machine';
import {
	DB_NAME,
	exportBackup,
	exportGame,
	listGames,
	loadGame,
	saveGame,
	type NightfallDatabase,
	type StoredGame
} from '$lib/persistence';
import { resumeSession } from '$lib/state/resume';
import type { Tap } from '$lib/state/table.svelte';
import { clockTap, lengthened } from '../../scripts/bench/long-record';
import { freshPhone, readDump, restoreDump, workedGame } from './phone';

/**
 * A game is kept as a small row and its actions, one stored row each (src/lib/persistence/stored-rows.ts): a tap
 * appends its action, undo and "correct the last result" rewrite only the tail, and what a save writes does not
 * grow with the game. Before, every save rewrote the whole record, twice (the snapshot holds it too): about 4 s a
 * tap for a 100,000-action record the import accepts.
 */
const clocked = readRecord(JSON.parse(readFileSync('tests/fixtures/records/clocked-fast-mafia-win.json', 'utf8')));
if (!clocked.ok) throw new Error(clocked.reason);

const stored = (record: GameRecord, snapshot: unknown = null): StoredGame => ({
	id: record.id,
	status: 'playing',
	createdAt: record.createdAt,
	updatedAt: record.actions.at(-1)?.at ?? record.createdAt,
	record,
	snapshot,
	summary: { preset: record.preset, players: record.players, winner: null }
});

/** Every put and delete, with its store, while `work` runs. */
async function writesDuring(work: () => Promise<unknown>) {
	const puts: { store: string; bytes: number }[] = [];
	const deletes: string[] = [];
	const put = IDBObjectStore.prototype.put;
	const del = IDBObjectStore.prototype.delete;
	vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
		puts.push({ store: this.name, bytes: JSON.stringify(value).length });
		return put.call(this, value, key);
	});
	vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key) {
		deletes.push(this.name);
		return del.call(this, key);
	});
	await work();
	vi.restoreAllMocks();
	return { puts, deletes, bytes: puts.reduce((sum, p) => sum + p.bytes, 0) };
}

async function actionsOnPhone(db: NightfallDatabase, id: string): Promise<GameRecord['actions']> {
	const loaded = await loadGame(db, id);
	if (!loaded.ok) throw new Error(loaded.problem.message);
	return loaded.game.record.actions;
}

afterEach(() => vi.restoreAllMocks());

describe('a tap saves its action, not the record', () => {
	it('appends: the one new action and the small row, and the game loads whole', async () => {
		const db = await freshPhone();
		const start = { ...workedGame, actions: workedGame.actions.slice(0, 20) };
		expect(await saveGame(db, stored(start))).toBeNull();
		const next = { ...start, actions: workedGame.actions.slice(0, 21) };
		const written = await writesDuring(() => saveGame(db, stored(next)));
		expect(written.puts.map((p) => p.store).sort()).toEqual(['actions', 'games']);
		expect(written.deletes).toEqual([]);
		expect(await actionsOnPhone(db, start.id)).toEqual(workedGame.actions.slice(0, 21));
	});

	it('undo takes the last action back, and the tap after it takes its place', async () => {
		const db = await freshPhone();
		const played = { ...workedGame, actions: workedGame.actions.slice(0, 12) };
		await saveGame(db, stored(played));
		const undone = undoLast(played);
		if (!undone.ok) throw new Error(undone.reason);
		const written = await writesDuring(() => saveGame(db, stored(undone.value)));
		expect(written.puts.map((p) => p.store)).toEqual(['games']);
		expect(await actionsOnPhone(db, played.id)).toEqual(workedGame.actions.slice(0, 11));

		const other = { ...undone.value, actions: [...undone.value.actions, { ...workedGame.actions[11], at: workedGame.actions[11].at + 5 }] };
		await saveGame(db, stored(other));
		expect(await actionsOnPhone(db, played.id)).toEqual(other.actions);
	});

	it('"correct the last result" is one more action, and stays in the record', async () => {
		const db = await freshPhone();
		const finished = workedGame.actions.findIndex((a) => a.type === 'ballot.cast');
		const played = { ...workedGame, actions: workedGame.actions.slice(0, workedGame.actions.findIndex((a, i) => i > finished && a.type === 'night.start') + 1) };
		await saveGame(db, stored(played));
		const corrected = correctLastResult(played, played.actions.at(-1)!.at + 1);
		if (!corrected.ok) throw new Error(corrected.reason);
		await saveGame(db, stored(corrected.value));
		expect((await actionsOnPhone(db, played.id)).at(-1)).toMatchObject({ type: 'result.correct' });
		expect(await actionsOnPhone(db, played.id)).toEqual(corrected.value.actions);
	});

	it('a tail changed while a save failed is written right by the next save', async () => {
		const db = await freshPhone();
		const played = { ...workedGame, actions: workedGame.actions.slice(0, 12) };
		await saveGame(db, stored(played));
		// The undo's save is lost (the phone was full): the next save must still replace the action it took back.
		const other = { ...played, actions: [...played.actions.slice(0, 11), { ...workedGame.actions[11], at: workedGame.actions[11].at + 42 }] };
		await saveGame(db, stored(other));
		expect(await actionsOnPhone(db, played.id)).toEqual(other.actions);
	});

	it('writes the same few bytes at the 5,000th action as at the 40th: they do not grow with the record', async () => {
		const short = lengthened(clocked.value, Infinity, 40);
		const long = lengthened(clocked.value, Infinity, 5_000);
		const perTap = async (record: GameRecord) => {
			const db = await freshPhone();
			await saveGame(db, stored(record));
			// As the game screen opens a game: loaded, then played through the bridge (which saves every tap).
			const loaded = await loadGame(db, record.id);
			if (!loaded.ok) throw new Error(loaded.problem.message);
			const { session } = resumeSession(loaded.game, { save: (game) => saveGame(db, game) });
			const from = record.actions.at(-1)!.at;
			const written = await writesDuring(async () => {
				for (let n = record.actions.length; n < record.actions.length + 4; n++) {
					const { at: _, ...tap } = clockTap(n, from);
					session.send(tap as Tap);
					await session.flushed();
				}
			});
			expect(session.record.actions).toHaveLength(record.actions.length + 4);
			expect(await actionsOnPhone(db, record.id)).toEqual(session.record.actions);
			return written;
		};
		const few = await perTap(short);
		const many = await perTap(long);
		expect(many.puts).toHaveLength(few.puts.length);
		expect(many.puts.length).toBe(8); // each tap: its action and the row
		expect(many.bytes).toBeLessThan(few.bytes + 200); // a longer count and times, nothing more
		expect(many.bytes / 4).toBeLessThan(JSON.stringify(long).length / 10); // a tap's save is a few kilobytes, not the record
	}, 60_000);
});

describe('games read whole from their two stores', () => {
	it('history, export and backup see every action', async () => {
		const db = await freshPhone();
		await saveGame(db, stored(workedGame));
		const listed = await listGames(db);
		expect(listed).toMatchObject([{ id: workedGame.id, readable: true }]);
		expect(JSON.parse((await exportGame(db, workedGame.id))!)).toEqual(workedGame);
		const backup = await exportBackup(db, 1);
		expect(backup.ok && backup.value.games[0].record).toEqual(workedGame);
	});

	it("the snapshot's copy of the record is stored once, and comes back whole", async () => {
		const db = await freshPhone();
		const snapshot = { value: 'talk', context: { record: workedGame, game: { phase: 'talk' } } };
		const written = await writesDuring(() => saveGame(db, stored(workedGame, snapshot)));
		const row = written.puts.find((p) => p.store === 'games')!;
		expect(row.bytes).toBeLessThan(JSON.stringify(workedGame).length); // the actions are not in the row
		const loaded = await loadGame(db, workedGame.id);
		expect(loaded.ok && loaded.game.snapshot).toEqual(snapshot);
	});
});

describe('an older phone', () => {
	it('v2 (a game whole in one row): the actions move to their store, every game loads as it was, and the next tap appends', async () => {
		const v1 = readDump('tests/fixtures/db/nightfall-v1.json');
		const v2 = {
			...v1,
			version: 2,
			stores: {
				...v1.stores,
				players: { keyPath: 'id', autoIncrement: false, indexes: [{ name: 'by-key', keyPath: 'key', unique: true, multiEntry: false }], rows: [] }
			}
		};
		const factory = new IDBFactory();
		await restoreDump(factory, v2);
		const db = await freshPhone(factory);
		const games = v1.stores.games.rows.map((r) => r.value as StoredGame);
		for (const before of games) {
			const row = (await db.get('games', before.id)) as unknown as Record<string, unknown>;
			expect(row.record).not.toHaveProperty('actions');
			expect(row.actionCount).toBe(before.record.actions.length);
			expect(await actionsOnPhone(db, before.id)).toEqual(before.record.actions);
			const loaded = await loadGame(db, before.id);
			expect(loaded.ok && loaded.game.snapshot).toEqual(before.snapshot);
		}
		const playing = games.find((g) => g.status === 'playing')!;
		const loaded = await loadGame(db, playing.id);
		if (!loaded.ok) throw new Error(loaded.problem.message);
		const { session } = resumeSession(loaded.game, { save: (game) => saveGame(db, game) });
		const taps: TableEvent[] = tapsFor({ type: 'night.next', at: Date.now() } as never, 'secret');
		const written = await writesDuring(async () => {
			for (const { at: _, ...tap } of taps) session.send(tap as Tap);
			await session.flushed();
		});
		expect(written.puts.filter((p) => p.store === 'actions').length).toBeLessThanOrEqual(1);
		expect(await actionsOnPhone(db, playing.id)).toEqual(session.record.actions);
		db.close();
		expect(DB_NAME).toBe('nightfall');
	});
});
