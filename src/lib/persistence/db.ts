import type { Team } from '../engine/types';
import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { GameRecord } from '$lib/engine/record';
import type { TimedAction } from '$lib/engine/types';
import { linkSavedGamesToRoster } from './link-roster';
import { moveActionsOut, type GameRow } from './stored-rows';
import type { RosterPlayer } from './players';
import { m } from '../paraglide/messages.js';

export const DB_NAME = 'nightfall';
/** The schema: raise by one for every change of it, describe it in STORES, and add a step to `migrate`. */
export const SCHEMA = 3;

/**
 * The database's version number for a schema. Ten apart from schema 2 on (schema 1 was stored as version 1, and
 * schema 2 first as 2), because a store can only be created by an upgrade, which takes a higher number: a database
 * found with a store missing is repaired by opening it one higher, and it must not take the next schema's number
 * (that schema's step would then never run).
 */
export const versionOf = (schema: number): number => (schema <= 1 ? schema : schema * 10);
export const schemaOf = (version: number): number => (version < 10 ? version : Math.floor(version / 10));
export const DB_VERSION = versionOf(SCHEMA);

export type GameStatus = 'playing' | 'finished' | 'abandoned';

/**
 * One saved game: the record (the truth) and the machine snapshot (a cache to resume fast), saved together. Stored
 * as a small row and its actions (stored-rows.ts); every reader gets it whole.
 */
export interface StoredGame {
	id: string;
	status: GameStatus;
	updatedAt: number;
	createdAt: number;
	record: GameRecord;
	/** The XState persisted snapshot; opaque here, the machine knows how to read it. */
	snapshot: unknown;
	/**
	 * What the history list shows without replaying every game: ids only, never words (the winning side is named
	 * in the table's language of the moment it is shown). Rows saved before kept the side's name: read as its id.
	 */
	summary: { preset: string; players: string[]; winner: Team | null };
	/**
	 * The roster id of each seat, in seat order (v2; see players.ts): who played, whatever they are called now.
	 * Written when the game starts or arrives; saveGame keeps it when a writer that does not know it saves the row.
	 */
	playerIds?: string[];
}

export interface NightfallDb extends DBSchema {
	games: {
		key: string;
		/** A game's row without its actions (schema 3); a whole game in one row only when written behind the app's back. */
		value: GameRow | StoredGame;
		indexes: { 'by-updated': number; 'by-status': GameStatus };
	};
	/** Key-value: out-of-line keys such as 'lastSetup'. */
	settings: { key: string; value: unknown };
	/** v2: the roster of regular players; 'by-key' is unique, so two players never share a name. */
	players: {
		key: string;
		value: RosterPlayer;
		indexes: { 'by-key': string };
	};
	/** v3: every game's actions, one row each, keyed [game id, index] (stored-rows.ts). */
	actions: { key: [string, number]; value: TimedAction };
}

export type NightfallDatabase = IDBPDatabase<NightfallDb>;

/**
 * Why saving or reading did not work, with a message a player understands. 'missing' is a game id that is not
 * (or no longer) on this phone.
 */
export interface StorageProblem {
	kind: 'unavailable' | 'quota' | 'write-failed' | 'unreadable' | 'missing';
	message: string;
}

/** What each storage fault tells the table: getters, so the words are made in the language chosen when they are read. */
export const PROBLEM_WORDS = {
	get unavailable() {
		return m.refusal_storage_unavailable();
	},
	get newerVersion() {
		return m.refusal_storage_newer_version();
	},
	get otherTab() {
		return m.refusal_storage_other_tab();
	},
	get quota() {
		return m.refusal_storage_quota();
	},
	get writeFailed() {
		return m.refusal_storage_write_failed();
	},
	get readFailed() {
		return m.refusal_storage_read_failed();
	},
	get missing() {
		return m.refusal_storage_missing();
	},
	get damaged() {
		return m.refusal_storage_damaged();
	}
};

const errorName = (e: unknown) => (typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '');

/** A failed write in words. Browsers report a full disk as QuotaExceededError (old Firefox: its own name). */
export function writeProblem(e: unknown): StorageProblem {
	const name = errorName(e);
	if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
		return { kind: 'quota', message: PROBLEM_WORDS.quota };
	}
	return { kind: 'write-failed', message: PROBLEM_WORDS.writeFailed };
}

/**
 * Undoes a transaction whose writes did not all go in (one threw before reaching the database), so it cannot
 * commit the ones that did. The writes already asked for then fail, as they should: nobody needs telling twice.
 */
export function abandon(tx: { abort(): void; done: Promise<void> } | undefined, writes: Promise<unknown>[] = []): void {
	for (const pending of [...writes, tx?.done]) pending?.catch(() => {});
	try {
		tx?.abort();
	} catch {
		// Already committed or aborted: nothing left to undo.
	}
}

function openProblem(e: unknown): StorageProblem {
	if (errorName(e) === 'VersionError') return { kind: 'unavailable', message: PROBLEM_WORDS.newerVersion };
	if (errorName(e) === 'QuotaExceededError') return { kind: 'quota', message: PROBLEM_WORDS.quota };
	return { kind: 'unavailable', message: PROBLEM_WORDS.unavailable };
}

export type UpgradeTransaction = IDBPTransaction<NightfallDb, StoreNames<NightfallDb>[], 'versionchange'>;

interface StoreShape {
	keyPath?: string;
	indexes?: Record<string, { keyPath: string; unique?: boolean }>;
}

/** Every store and index of the schema, as `migrate` creates them when they are missing. */
const STORES: Record<StoreNames<NightfallDb>, StoreShape> = {
	games: { keyPath: 'id', indexes: { 'by-updated': { keyPath: 'updatedAt' }, 'by-status': { keyPath: 'status' } } },
	settings: {},
	players: { keyPath: 'id', indexes: { 'by-key': { keyPath: 'key', unique: true } } },
	actions: {}
};
const STORE_NAMES = Object.keys(STORES) as StoreNames<NightfallDb>[];

/**
 * The stores and indexes this schema has and the database lacks: none on a sound phone. A store can go missing
 * (a browser's storage half cleared, a database left by a broken build at this very version), and then every
 * save would fail for good.
 */
function missingParts(db: IDBDatabase): string[] {
	const missing: string[] = STORE_NAMES.filter((name) => !db.objectStoreNames.contains(name));
	const present = STORE_NAMES.filter((name) => db.objectStoreNames.contains(name) && STORES[name].indexes);
	if (present.length === 0) return missing;
	const tx = db.transaction(present);
	for (const name of present) {
		const indexes = tx.objectStore(name).indexNames as DOMStringList;
		for (const index of Object.keys(STORES[name].indexes ?? {})) if (!indexes.contains(index)) missing.push(`${name}.${index}`);
	}
	return missing;
}

/** Creates every store and index of the schema the database lacks: all of them on a new phone. */
function createMissing(db: IDBPDatabase<NightfallDb>, upgrade: UpgradeTransaction): void {
	for (const name of STORE_NAMES) {
		const { keyPath, indexes = {} } = STORES[name];
		const store = db.objectStoreNames.contains(name)
			? upgrade.objectStore(name)
			: db.createObjectStore(name, keyPath ? { keyPath } : {});
		for (const [index, shape] of Object.entries(indexes)) {
			if (!(store.indexNames as DOMStringList).contains(index)) store.createIndex(index as never, shape.keyPath, { unique: shape.unique ?? false });
		}
	}
}

/**
 * Cumulative steps, so a phone several versions behind walks through each one in order. A step may go on
 * asynchronously inside the upgrade transaction (`upgrade`); the database opens only once it has committed.
 */
export function migrate(db: IDBPDatabase<NightfallDb>, oldVersion: number, upgrade: UpgradeTransaction): void {
	const from = schemaOf(oldVersion);
	// The stores themselves: those a phone this far behind lacks, or those a damaged database has lost.
	createMissing(db, upgrade);
	// One step after the other: each reads the rows the one before wrote.
	let steps = Promise.resolve();
	// Games saved before the roster existed: their players join it by name.
	if (from === 1) steps = steps.then(() => linkSavedGamesToRoster(upgrade));
	// Games saved whole in one row: their actions move to the actions store.
	if (from === 1 || from === 2) steps = steps.then(() => moveActionsOut(upgrade));
	// A failed write aborts the upgrade, which the open then reports in words: nothing to handle here.
	steps.catch(() => {});
}

export type Opened = { ok: true; db: NightfallDatabase } | { ok: false; problem: StorageProblem };

export interface OpenOptions {
	/** Tests pass a fresh fake-indexeddb `new IDBFactory()`; the app uses the browser's. */
	factory?: IDBFactory;
	name?: string;
	/** Some browsers (older iOS) can leave an open hanging forever; past this the game goes on unsaved. */
	timeoutMs?: number;
}

/** One open request, upgrading with `migrate` when `version` is higher than the database's. */
function openRequest(idb: IDBFactory, name: string, version: number | undefined, onBlocked: () => void): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = version === undefined ? idb.open(name) : idb.open(name, version);
		request.addEventListener('upgradeneeded', (event) => {
			const upgrade = wrap(request.transaction as IDBTransaction) as unknown as UpgradeTransaction;
			migrate(wrap(request.result) as NightfallDatabase, event.oldVersion, upgrade);
		});
		request.addEventListener('blocked', onBlocked);
		request.addEventListener('error', (event) => {
			event.preventDefault(); // handled here, not a page error
			reject(request.error);
		});
		request.addEventListener('success', () => resolve(request.result));
	});
}

/**
 * The database at this schema, with every store: one open on a sound phone. A database at a higher number of
 * this same schema was repaired before, and is opened at its own number; one whose stores are missing is
 * repaired by an upgrade one number higher, which creates them and keeps every other store as it is.
 */
async function openWhole(idb: IDBFactory, name: string, onBlocked: () => void): Promise<IDBDatabase | StorageProblem> {
	let raw: IDBDatabase;
	try {
		raw = await openRequest(idb, name, DB_VERSION, onBlocked);
	} catch (e) {
		if (errorName(e) !== 'VersionError') throw e;
		raw = await openRequest(idb, name, undefined, onBlocked);
		if (schemaOf(raw.version) !== SCHEMA) {
			raw.close();
			throw e; // a newer Nightfall's
		}
	}
	if (missingParts(raw).length === 0) return raw;
	const repairAt = raw.version + 1;
	raw.close();
	if (schemaOf(repairAt) !== SCHEMA) return { kind: 'unavailable', message: PROBLEM_WORDS.damaged };
	const repaired = await openRequest(idb, name, repairAt, onBlocked);
	if (missingParts(repaired).length === 0) return repaired;
	repaired.close();
	return { kind: 'unavailable', message: PROBLEM_WORDS.damaged };
}

/** Opens (and upgrades, or repairs) the database. Never throws and never hangs: a problem comes back in words. */
export function openNightfallDb({ factory, name = DB_NAME, timeoutMs = 10_000 }: OpenOptions = {}): Promise<Opened> {
	return new Promise((resolve) => {
		let settled = false;
		const settle = (result: Opened) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			resolve(result);
		};
		const fail = (e: unknown) => settle({ ok: false, problem: openProblem(e) });
		// Blocked (an old tab holds the database) usually clears by itself, so it only counts once time is up.
		let blocked = false;
		const timer = setTimeout(
			() => (blocked ? settle({ ok: false, problem: { kind: 'unavailable', message: PROBLEM_WORDS.otherTab } }) : fail(null)),
			timeoutMs
		);
		const idb = factory ?? globalThis.indexedDB;
		if (!idb) return fail(null);
		// A throw inside (e.g. SecurityError in some private modes) rejects, and is answered in words.
		openWhole(idb, name, () => (blocked = true)).then((raw) => {
			if ('kind' in raw) return settle({ ok: false, problem: raw });
			// A newer tab wants to upgrade: step aside rather than block it (our later writes then report 'write-failed').
			raw.addEventListener('versionchange', () => raw.close());
			if (settled) raw.close(); // arrived after the timeout was already reported
			else settle({ ok: true, db: wrap(raw) as NightfallDatabase });
		}, fail);
	});
}

/**
 * Asks the browser not to clear Nightfall's saves when space runs low (Safari otherwise may after a week unused).
 * True when granted; false when refused or not offered. Never throws.
 */
export async function keepSavesOnThisPhone(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
	try {
		return (await storage?.persist?.()) ?? false;
	} catch {
		return false;
	}
}
