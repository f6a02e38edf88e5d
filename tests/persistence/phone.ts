import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { readRecord, type GameRecord } from '$lib/engine/record';
import { openNightfallDb, type NightfallDatabase } from '$lib/persistence';
import { actionsOf, joinGame } from '$lib/persistence/stored-rows';
import type { DatabaseDump } from '../fixtures/db/capture';

/** Helpers for the persistence tests: a fresh phone, the worked game, a phone's database dumped and rebuilt. */

export async function freshPhone(factory = new IDBFactory()): Promise<NightfallDatabase> {
	const opened = await openNightfallDb({ factory });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

const worked = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!worked.ok) throw new Error(worked.reason);
/** The worked game of the `classic` source: seven players, the town wins, Alice dead among the winners. */
export const workedGame: GameRecord = worked.value;

export const readDump = (file: string): DatabaseDump => JSON.parse(readFileSync(file, 'utf8')) as DatabaseDump;

const done = (request: IDBRequest | IDBTransaction) =>
	new Promise<void>((resolve, reject) => {
		if (request instanceof IDBTransaction) {
			request.oncomplete = () => resolve();
			request.onabort = request.onerror = () => reject(request.error);
		} else {
			request.onsuccess = () => resolve();
			request.onerror = () => reject(request.error);
		}
	});

/** Builds a database exactly as a dump describes it (version, stores, indexes, rows), as the old app left it. */
export async function restoreDump(factory: IDBFactory, dump: DatabaseDump): Promise<void> {
	const request = factory.open(dump.name, dump.version);
	request.onupgradeneeded = () => {
		const db = request.result;
		for (const [name, store] of Object.entries(dump.stores)) {
			const created = db.createObjectStore(name, { keyPath: store.keyPath, autoIncrement: store.autoIncrement });
			for (const index of store.indexes) {
				created.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
			}
		}
	};
	await done(request);
	const db = request.result;
	const tx = db.transaction(Object.keys(dump.stores), 'readwrite');
	for (const [name, store] of Object.entries(dump.stores)) {
		for (const row of store.rows) tx.objectStore(name).put(row.value, store.keyPath === null ? row.key : undefined);
	}
	await done(tx);
	db.close();
}

/** Every store's rows, keyed, for comparing a whole phone before and after. */
export async function everything(db: NightfallDatabase): Promise<Record<string, [IDBValidKey, unknown][]>> {
	const all: Record<string, [IDBValidKey, unknown][]> = {};
	for (const name of [...db.objectStoreNames]) {
		const [keys, values] = await Promise.all([db.getAllKeys(name), db.getAll(name)]);
		all[name] = keys.map((key, i) => [key, values[i]]);
	}
	return all;
}

/** A game as the phone holds it, put back together from its row and its actions (src/lib/persistence/stored-rows.ts). */
export async function wholeGame(db: NightfallDatabase, id: string): Promise<unknown> {
	const tx = db.transaction(['games', 'actions']);
	const [row, actions] = await Promise.all([tx.objectStore('games').get(id), tx.objectStore('actions').getAll(actionsOf(id))]);
	return row === undefined ? undefined : joinGame(row, actions);
}
