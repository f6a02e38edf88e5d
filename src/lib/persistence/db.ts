import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { GameRecord } from '$lib/engine/record';
import { linkSavedGamesToRoster } from './link-roster';
import type { RosterPlayer } from './players';

export const DB_NAME = 'nightfall';
/** Raise by one for every schema change, and add an `if (oldVersion < N)` step to `migrate`. */
export const DB_VERSION = 2;

export type GameStatus = 'playing' | 'finished' | 'abandoned';

/** One saved game: the record (the truth) and the machine snapshot (a cache to resume fast), saved together. */
export interface StoredGame {
	id: string;
	status: GameStatus;
	updatedAt: number;
	createdAt: number;
	record: GameRecord;
	/** The XState persisted snapshot; opaque here, the machine knows how to read it. */
	snapshot: unknown;
	/** What the history list shows without replaying every game. */
	summary: { preset: string; players: string[]; winner: string | null };
	/**
	 * The roster id of each seat, in seat order (v2; see players.ts): who played, whatever they are called now.
	 * Written when the game starts or arrives; saveGame keeps it when a writer that does not know it saves the row.
	 */
	playerIds?: string[];
}

export interface NightfallDb extends DBSchema {
	games: {
		key: string;
		value: StoredGame;
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

const LOST_ON_RELOAD = 'The game goes on, but a reload will lose it.';

export const PROBLEM_WORDS = {
	unavailable: `This phone is not letting Nightfall save (private browsing?). ${LOST_ON_RELOAD}`,
	newerVersion: `This phone holds games saved by a newer Nightfall. Reload to update the app. ${LOST_ON_RELOAD}`,
	otherTab: `Nightfall is open in another tab, which stops this one saving: close it. ${LOST_ON_RELOAD}`,
	quota: `This phone is out of space for Nightfall, so the last step was not saved. Free some space. ${LOST_ON_RELOAD}`,
	writeFailed: 'Nightfall could not save the last step. The game goes on, but a reload may lose it.',
	readFailed: 'Nightfall could not read the games saved on this phone.',
	missing: 'This game is not saved on this phone.'
} as const;

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

/**
 * Cumulative steps, so a phone several versions behind walks through each one in order. A step may go on
 * asynchronously inside the upgrade transaction (`upgrade`); the database opens only once it has committed.
 */
export function migrate(db: IDBPDatabase<NightfallDb>, oldVersion: number, upgrade: UpgradeTransaction): void {
	if (oldVersion < 1) {
		const games = db.createObjectStore('games', { keyPath: 'id' });
		games.createIndex('by-updated', 'updatedAt');
		games.createIndex('by-status', 'status');
		db.createObjectStore('settings');
	}
	if (oldVersion < 2) {
		const players = db.createObjectStore('players', { keyPath: 'id' });
		players.createIndex('by-key', 'key', { unique: true });
		// Games saved before the roster existed: their players join it by name.
		// A failed write aborts the upgrade, which the open then reports in words: nothing to handle here.
		if (oldVersion >= 1) linkSavedGamesToRoster(upgrade).catch(() => {});
	}
}

export type Opened = { ok: true; db: NightfallDatabase } | { ok: false; problem: StorageProblem };

export interface OpenOptions {
	/** Tests pass a fresh fake-indexeddb `new IDBFactory()`; the app uses the browser's. */
	factory?: IDBFactory;
	name?: string;
	/** Some browsers (older iOS) can leave an open hanging forever; past this the game goes on unsaved. */
	timeoutMs?: number;
}

/** Opens (and upgrades) the database. Never throws and never hangs: a problem comes back in words. */
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

		let request: IDBOpenDBRequest;
		try {
			const idb = factory ?? globalThis.indexedDB;
			if (!idb) return fail(null);
			request = idb.open(name, DB_VERSION);
		} catch (e) {
			return fail(e); // e.g. SecurityError in some private modes
		}
		request.addEventListener('upgradeneeded', (event) => {
			const upgrade = wrap(request.transaction as IDBTransaction) as unknown as UpgradeTransaction;
			migrate(wrap(request.result) as NightfallDatabase, event.oldVersion, upgrade);
		});
		request.addEventListener('blocked', () => (blocked = true));
		request.addEventListener('error', (event) => {
			event.preventDefault(); // handled here, not a page error
			fail(request.error);
		});
		request.addEventListener('success', () => {
			const raw = request.result;
			// A newer tab wants to upgrade: step aside rather than block it (our later writes then report 'write-failed').
			raw.addEventListener('versionchange', () => raw.close());
			if (settled) raw.close(); // arrived after the timeout was already reported
			else settle({ ok: true, db: wrap(raw) as NightfallDatabase });
		});
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
