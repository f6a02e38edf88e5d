import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRecord } from '$lib/engine/record';
import { exportGame, loadGame, openNightfallDb, saveGame } from '$lib/persistence';

// Saved, loaded, exported and imported again: a game of every preset survives the phone, every option kept.
const dir = 'tests/fixtures/records/';
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('classic-'));

describe('a finished game of every preset on the phone', () => {
	it.each(files)('%s loads back and exports as the same record', async (file) => {
		const read = readRecord(JSON.parse(readFileSync(dir + file, 'utf8')));
		if (!read.ok) throw new Error(read.reason);
		const record = read.value;
		const opened = await openNightfallDb({ factory: new IDBFactory() });
		if (!opened.ok) throw new Error(opened.problem.message);
		const summary = { preset: record.preset, players: record.players, winner: null };
		expect(await saveGame(opened.db, { id: record.id, status: 'finished', updatedAt: 2, createdAt: 1, record, snapshot: {}, summary })).toBeNull();
		const loaded = await loadGame(opened.db, record.id);
		expect(loaded.ok && loaded.game.record).toEqual(record);
		const imported = readRecord(JSON.parse((await exportGame(opened.db, record.id))!));
		expect(imported.ok && imported.value).toEqual(record);
		opened.db.close();
	});
});
