import type { IDBPTransaction } from 'idb';
import { readRecord, replay, type GameRecord } from '$lib/engine/record';
import type { ThemeNames } from '$lib/engine/names';
import type { Checked, Team, TimedAction } from '$lib/engine/types';
import { ok, refuse } from '$lib/engine/types';
import {
	abandon,
	PROBLEM_WORDS,
	writeProblem,
	type GameStatus,
	type NightfallDatabase,
	type NightfallDb,
	type StorageProblem,
	type StoredGame
} from './db';
import { actionCountOf, actionsByGame, actionsOf, joinGame, splitGame } from './stored-rows';
import { m } from '../paraglide/messages.js';
import { isObject, isTime } from '$lib/engine/outside';

export type LoadedGame = { ok: true; game: StoredGame } | { ok: false; problem: StorageProblem; raw: unknown };

/** A line of the history list. An unreadable game is listed too, so it can still be exported. */
export interface GameListing {
	id: string;
	status: GameStatus;
	updatedAt: number;
	createdAt: number;
	summary: StoredGame['summary'];
	/** The theme the game was dealt with, so its winning side is named in its words. */
	theme?: ThemeNames;
	readable: boolean;
	/** Why it cannot be read, in words; only when not readable. */
	problem?: string;
}

const STATUSES: GameStatus[] = ['playing', 'finished', 'abandoned'];
const isStatus = (v: unknown): v is GameStatus => STATUSES.includes(v as GameStatus);
const SIDES: Team[] = ['mafia', 'town', 'neutral', 'serial', 'lovers'];
const isSummary = (v: unknown): v is StoredGame['summary'] =>
	isObject(v) &&
	typeof v.preset === 'string' &&
	Array.isArray(v.players) &&
	v.players.every((p) => typeof p === 'string') &&
	(v.winner === null || SIDES.includes(v.winner as Team));

/**
 * The summary of a row that can be read. A row saved before summaries held ids keeps the winning side's name in the
 * language it was finished in: its side is read again from the record, which is the truth.
 */
function summaryOf(raw: unknown, record: GameRecord, status: GameStatus): StoredGame['summary'] {
	if (isSummary(raw)) return raw;
	const { preset, players } = record;
	const game = status === 'finished' ? replay(record) : null;
	return { preset, players, winner: game?.ok ? (game.value.winner?.side ?? null) : null };
}

const NO_SUMMARY: StoredGame['summary'] = { preset: '', players: [], winner: null };

/** An unreadable row's rule set and names, when its summary still has them: its winner cannot be checked, so is left out. */
function summaryWithoutWinner(raw: unknown): Partial<StoredGame['summary']> {
	const kept = isObject(raw) ? { ...raw, winner: null } : null;
	return isSummary(kept) ? kept : {};
}

/** Roster ids, one per seat; anything else is ignored (the standings then match the seats by name). */
const isPlayerIds = (v: unknown, seats: number): v is string[] =>
	Array.isArray(v) && v.length === seats && v.every((id) => typeof id === 'string' && id !== '');

/** Checks a stored row. The record is the truth, so it must replay; the summary is only a convenience. */
export function readStoredGame(raw: unknown): Checked<StoredGame> {
	if (!isObject(raw)) return refuse(m.refusal_saved_not_game());
	const record = readRecord(raw.record);
	if (!record.ok) return refuse(record.reason);
	if (!isStatus(raw.status)) return refuse(m.refusal_saved_no_status());
	if (!isTime(raw.updatedAt) || !isTime(raw.createdAt)) return refuse(m.refusal_saved_no_date());
	const { preset, players } = record.value;
	const game: StoredGame = {
		id: String(raw.id),
		status: raw.status,
		updatedAt: raw.updatedAt,
		createdAt: raw.createdAt,
		record: record.value,
		snapshot: raw.snapshot,
		summary: summaryOf(raw.summary, record.value, raw.status)
	};
	if (isPlayerIds(raw.playerIds, players.length)) game.playerIds = raw.playerIds;
	return ok(game);
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const unreadable = (reason: string): StorageProblem => ({
	kind: 'unreadable',
	message: m.refusal_saved_unreadable({ reason: sentence(reason) })
});
const readFailed = (): StorageProblem => ({ kind: 'unavailable', message: PROBLEM_WORDS.readFailed });

/**
 * The roster ids of the games this page has read or written, per database. A game's seats never change once it
 * has started, so the table's save after every tap (which does not know the roster) can keep them without first
 * reading the row: a read would make every save slower, and a reload right after a tap likelier to lose it.
 */
const seatsKnown = new WeakMap<NightfallDatabase, Map<string, string[]>>();

export function rememberSeats(db: NightfallDatabase, gameId: string, playerIds: string[] | undefined): void {
	if (!playerIds) return;
	const known = seatsKnown.get(db) ?? new Map<string, string[]>();
	seatsKnown.set(db, known.set(gameId, playerIds));
}

/** A readwrite transaction over a game's two stores, whatever else it also writes. */
type GameWrite = IDBPTransaction<NightfallDb, ('games' | 'actions' | 'players' | 'settings')[], 'readwrite'>;

/**
 * Queues the writes that store `game` (stored-rows.ts) onto `writes`: its row, and its actions from index `from` on,
 * after removing those stored from there up to `storedUpTo` (unknown: all of them). With `from` 0 the whole game is
 * written. A row with no list of actions (a damaged one, kept for export) goes in as it is. Each write is on `writes`
 * as soon as it is asked for, so that a throw halfway leaves none unwatched (see `abandon`).
 */
export function putGame(tx: GameWrite, writes: Promise<unknown>[], game: unknown, from = 0, storedUpTo = Infinity): void {
	const games = tx.objectStore('games');
	const split = splitGame(game);
	if (!split) {
		writes.push(games.put(game as StoredGame));
		return;
	}
	const actions = tx.objectStore('actions');
	const { row } = split;
	if (from < storedUpTo) writes.push(actions.delete(actionsOf(row.id, from)));
	for (let i = from; i < split.actions.length; i++) writes.push(actions.put(split.actions[i], [row.id, i]));
	writes.push(games.put(row));
}

/**
 * The actions each game has in the actions store, as this page last wrote or read them, per database. A save then
 * writes only what changed since: the table only ever appends an action, or takes back the last one (undo).
 */
const actionsKnown = new WeakMap<NightfallDatabase, Map<string, TimedAction[]>>();

function rememberActions(db: NightfallDatabase, gameId: string, actions: TimedAction[]): void {
	const known = actionsKnown.get(db) ?? new Map<string, TimedAction[]>();
	actionsKnown.set(db, known.set(gameId, actions));
}

const sameAction = (a: TimedAction, b: TimedAction) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** How many actions at the start of `now` are already stored as `stored` has them: all but a changed tail. */
function unchanged(stored: TimedAction[], now: TimedAction[]): number {
	let n = Math.min(stored.length, now.length);
	while (n > 0 && !sameAction(stored[n - 1], now[n - 1])) n--;
	return n;
}

/**
 * Saves the record and the snapshot together, in one transaction, so they never disagree. Writes the small row and
 * only the actions that changed since this page last wrote or read the game, so a save takes as long at the
 * 100,000th action as at the first; the whole game when this page does not know what is stored. Nothing else writes
 * a game while a page plays it: one tab holds a game at a time (state/one-tab.ts) and reads it again when it takes
 * it back, and an import never overwrites a game already here. Never throws.
 */
export async function saveGame(db: NightfallDatabase, game: StoredGame): Promise<StorageProblem | null> {
	let tx: GameWrite | undefined;
	const writes: Promise<unknown>[] = [];
	try {
		tx = db.transaction(['games', 'actions'], 'readwrite') as unknown as GameWrite;
		// The table's saves do not know the roster: keep the seats' roster ids the row already has.
		const playerIds = game.playerIds ?? seatsKnown.get(db)?.get(game.id) ?? (await tx.objectStore('games').get(game.id))?.playerIds;
		rememberSeats(db, game.id, playerIds);
		const whole = playerIds ? { ...game, playerIds } : game;
		const known = actionsKnown.get(db)?.get(game.id);
		if (known) putGame(tx, writes, whole, unchanged(known, game.record.actions), known.length);
		else putGame(tx, writes, whole);
		// A full disk may fail a put or only the commit: wait for both.
		await Promise.all([...writes, tx.done]);
		rememberActions(db, game.id, game.record.actions);
		return null;
	} catch (e) {
		abandon(tx, writes);
		return writeProblem(e);
	}
}

/** A game's row and its actions, put back together; undefined when there is no such row. */
async function readGame(db: NightfallDatabase, id: string): Promise<unknown> {
	const tx = db.transaction(['games', 'actions']);
	const [row, actions] = await Promise.all([tx.objectStore('games').get(id), tx.objectStore('actions').getAll(actionsOf(id))]);
	if (row === undefined) return undefined;
	if (actionCountOf(row) !== null) rememberActions(db, id, actions);
	return joinGame(row, actions);
}

/** Every game (or every game in `status`), each put back together with its actions, read in one transaction. */
async function readAllGames(db: NightfallDatabase, status?: GameStatus): Promise<unknown[]> {
	const tx = db.transaction(['games', 'actions']);
	const games = tx.objectStore('games');
	const store = tx.objectStore('actions');
	if (status) {
		const rows = await games.index('by-status').getAll(status);
		const actions = await Promise.all(rows.map((row) => store.getAll(actionsOf(String(row.id)))));
		return rows.map((row, i) => joinGame(row, actions[i]));
	}
	const [rows, keys, values] = await Promise.all([games.getAll(), store.getAllKeys(), store.getAll()]);
	const byGame = actionsByGame(keys, values);
	return rows.map((row) => joinGame(row, byGame.get(String(row.id)) ?? []));
}

/** Loads and checks a game. An unreadable one comes back raw (never deleted), for the UI to offer export. */
export async function loadGame(db: NightfallDatabase, id: string): Promise<LoadedGame> {
	let raw: unknown;
	try {
		raw = await readGame(db, id);
	} catch {
		return { ok: false, problem: readFailed(), raw: undefined };
	}
	if (raw === undefined) return { ok: false, problem: { kind: 'missing', message: PROBLEM_WORDS.missing }, raw };
	const game = readStoredGame(raw);
	if (!game.ok) return { ok: false, problem: unreadable(game.reason), raw };
	rememberSeats(db, id, game.value.playerIds);
	return { ok: true, game: game.value };
}

function listingOf(raw: unknown): GameListing {
	const game = readStoredGame(raw);
	if (game.ok) {
		const { id, status, updatedAt, createdAt, summary, record } = game.value;
		return { id, status, updatedAt, createdAt, summary, theme: record.theme, readable: true };
	}
	const row = isObject(raw) ? raw : {};
	return {
		id: String(row.id),
		// A game that cannot be read cannot be played on, so with no valid status it counts as abandoned.
		status: isStatus(row.status) ? row.status : 'abandoned',
		updatedAt: isTime(row.updatedAt) ? row.updatedAt : 0,
		createdAt: isTime(row.createdAt) ? row.createdAt : 0,
		summary: isSummary(row.summary) ? row.summary : { ...NO_SUMMARY, ...summaryWithoutWinner(row.summary) },
		readable: false,
		problem: unreadable(game.reason).message
	};
}

const newestFirst = (a: { updatedAt: number }, b: { updatedAt: number }) => b.updatedAt - a.updatedAt;

/**
 * Every saved game, newest first. Reads the whole store rather than the 'by-updated' index, because a broken row
 * without a date would be missing from the index, and it must still be listed. Empty if the store cannot be read.
 */
export async function listGames(db: NightfallDatabase): Promise<GameListing[]> {
	try {
		return (await readAllGames(db)).map(listingOf).sort(newestFirst);
	} catch {
		return [];
	}
}

/**
 * Every game that can be read, for the standings and the history, and how many cannot (those are listed by
 * listGames, with their reason). Empty if the store cannot be read.
 */
export async function loadAllGames(db: NightfallDatabase): Promise<{ games: StoredGame[]; unreadable: number }> {
	try {
		const games: StoredGame[] = [];
		let unreadable = 0;
		for (const raw of await readAllGames(db)) {
			const game = readStoredGame(raw);
			if (game.ok) games.push(game.value);
			else unreadable++;
		}
		return { games: games.sort(newestFirst), unreadable };
	} catch {
		return { games: [], unreadable: 0 };
	}
}

/** The game the home screen offers to resume: the most recently played one still going that can be read. */
export async function latestUnfinished(db: NightfallDatabase): Promise<StoredGame | null> {
	try {
		const playing = (await readAllGames(db, 'playing')).sort((a, b) => newestFirst(a as StoredGame, b as StoredGame));
		for (const raw of playing) {
			const game = readStoredGame(raw);
			if (game.ok) return game.value;
		}
	} catch {
		// Nothing to resume is the safe answer when the phone will not let us read.
	}
	return null;
}

/** Marks a game finished or abandoned; the row stays for history and export. Keeps updatedAt (when last played). */
export async function setStatus(db: NightfallDatabase, id: string, status: GameStatus): Promise<StorageProblem | null> {
	try {
		const tx = db.transaction('games', 'readwrite');
		const row: unknown = await tx.store.get(id);
		if (!isObject(row)) {
			await tx.done;
			return { kind: 'missing', message: PROBLEM_WORDS.missing };
		}
		await Promise.all([tx.store.put({ ...(row as unknown as StoredGame), status }), tx.done]);
		return null;
	} catch (e) {
		return writeProblem(e);
	}
}

/** Survives what JSON.stringify refuses (a loop or a bigint in a corrupt row), so an export never throws. */
function toJson(value: unknown): string {
	try {
		return JSON.stringify(value, null, '\t');
	} catch {
		const seen = new WeakSet<object>();
		return JSON.stringify(
			value,
			(_key, v: unknown) => {
				if (typeof v === 'bigint') return v.toString();
				if (typeof v === 'object' && v !== null) {
					if (seen.has(v)) return '[repeated]';
					seen.add(v);
				}
				return v;
			},
			'\t'
		);
	}
}

/**
 * The text of a download: a readable game's record (what `readRecord` reads back), or an unreadable game's whole
 * stored row as it is, so nothing is lost. Null when the game is not on this phone or cannot be read at all.
 */
export async function exportGame(db: NightfallDatabase, id: string): Promise<string | null> {
	const loaded = await loadGame(db, id);
	if (loaded.ok) return toJson(loaded.game.record);
	return loaded.raw === undefined ? null : toJson(loaded.raw);
}
