import type { Checked } from '$lib/engine/types';
import { ok, refuse } from '$lib/engine/types';
import type { IDBPTransaction } from 'idb';
import { abandon, writeProblem, type NightfallDatabase, type NightfallDb, type StoredGame } from './db';
import { putGame, readStoredGame } from './games';
import { actionsByGame, joinGame } from './stored-rows';
import { arrivingNameProblem, arrivingNamesProblem, MAX_NAME_LENGTH, nameKey, type Confusables } from '$lib/engine/player-names';
import { isRosterPlayer, RosterIndex, seatable, type RosterPlayer } from './players';
import { m } from '../paraglide/messages.js';
import { isObject, isTime } from '$lib/engine/outside';

export const BACKUP_FORMAT = 'nightfall/backup';
export const BACKUP_VERSION = 1;

/**
 * Everything Nightfall keeps on a phone, as one file (docs/backup-file.md): the roster, every game with its record,
 * and every setting (named themes included). Importing it merges: nothing already on the phone is overwritten.
 */
export interface Backup {
	format: typeof BACKUP_FORMAT;
	version: typeof BACKUP_VERSION;
	exportedAt: number;
	roster: RosterPlayer[];
	/** Every game that can be read, exactly as stored. */
	games: StoredGame[];
	/** Every settings key and its value, as stored. */
	settings: Record<string, unknown>;
	/** Saved games the phone could not read, exactly as stored, so that nothing is lost on the way. */
	unreadableGames: unknown[];
}

/** A game of the file that was not added because it cannot be read, and why, in words. */
export interface UnreadableGame {
	id: string;
	reason: string;
}

export interface ImportReport {
	playersAdded: number;
	/** Players of the file who were already on this phone: the same player, or the same name. */
	playersMatched: number;
	gamesAdded: number;
	gamesAlreadyHere: number;
	settingsAdded: number;
	/** Settings this phone already had: its own choice is kept. */
	settingsKept: number;
	/** The file's games that cannot be read: not added (a game that cannot be opened is no game), each with why. */
	gamesUnreadable: UnreadableGame[];
}

/** A backup holds every game a phone has played; past this it is some other file picked by mistake. */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;

/** "Ben (2)": a name nobody on the roster has, kept within the longest name a table can show. */
function freeName(name: string, taken: Map<string, unknown>): string {
	for (let n = 2; ; n++) {
		const suffix = ` (${n})`;
		const candidate = [...name].slice(0, MAX_NAME_LENGTH - suffix.length).join('').trim() + suffix;
		if (!taken.has(nameKey(candidate))) return candidate;
	}
}

const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((name) => typeof name === 'string');
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** Reads every store in one transaction, so the file is one moment of the phone. Never throws. */
export async function exportBackup(db: NightfallDatabase, now: number): Promise<Checked<Backup>> {
	try {
		const tx = db.transaction(['players', 'games', 'actions', 'settings'], 'readonly');
		const settingsStore = tx.objectStore('settings');
		const actionStore = tx.objectStore('actions');
		const [roster, rows, actionKeys, actions, keys, values] = await Promise.all([
			tx.objectStore('players').getAll(),
			tx.objectStore('games').getAll(),
			actionStore.getAllKeys(),
			actionStore.getAll(),
			settingsStore.getAllKeys(),
			settingsStore.getAll()
		]);
		await tx.done;
		const games: StoredGame[] = [];
		const unreadableGames: unknown[] = [];
		const byGame = actionsByGame(actionKeys, actions);
		// Games go out exactly as saved (a record saved by an older Nightfall keeps its own options), each whole with
		// its actions, so a round trip changes nothing; reading them is only the check of which ones can be read.
		for (const row of rows) {
			const game = joinGame(row, byGame.get(String(row.id)) ?? []);
			if (readStoredGame(game).ok) games.push(game as StoredGame);
			else unreadableGames.push(game);
		}
		const settings = Object.fromEntries(keys.map((key, i) => [String(key), values[i]]));
		return ok({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now, roster, games, settings, unreadableGames });
	} catch {
		return refuse(m.refusal_backup_export_failed());
	}
}

/** The text of the file: tabs, like an exported game, so it stays readable to a person. */
export const backupText = (backup: Backup): string => JSON.stringify(backup, null, '\t');

const pad = (n: number) => String(n).padStart(2, '0');

/** nightfall-backup-2025-06-14-2140.json: sorts by date in a folder. */
export function backupFileName(at: number): string {
	const d = new Date(at);
	return `nightfall-backup-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.json`;
}

function readRoster(raw: unknown): Checked<RosterPlayer[]> {
	if (!Array.isArray(raw)) return refuse(m.refusal_backup_no_players());
	const ids = new Set<string>();
	const names = new Map<string, string>();
	for (const [i, player] of raw.entries()) {
		const hidden = isObject(player) && typeof player.name === 'string' && arrivingNameProblem(player.name, m.refusal_backup_player({ seat: i + 1 }));
		if (hidden) return refuse(hidden);
		if (!isRosterPlayer(player)) return refuse(m.refusal_backup_player_unreadable({ seat: i + 1 }));
		if (ids.has(player.id)) return refuse(m.refusal_backup_player_twice({ seat: i + 1 }));
		const first = names.get(nameKey(player.name));
		if (first !== undefined) return refuse(m.refusal_backup_same_name({ name: first }));
		ids.add(player.id);
		names.set(nameKey(player.name), player.name);
	}
	return ok(raw as RosterPlayer[]);
}

function readGames(raw: unknown, roster: RosterPlayer[], confusables: Confusables): Checked<StoredGame[]> {
	if (!Array.isArray(raw)) return refuse(m.refusal_backup_no_games());
	const known = new Set(roster.map((p) => p.id));
	const ids = new Set<string>();
	const games: StoredGame[] = [];
	for (const [i, row] of raw.entries()) {
		const where = { game: i + 1, games: raw.length };
		if (!isObject(row) || typeof row.id !== 'string' || !row.id) return refuse(m.refusal_backup_game_no_id(where));
		// The names first, so that a name which lies is named as such rather than reported as a table that cannot start.
		const players = isObject(row.record) ? row.record.players : undefined;
		const names = isNameList(players) ? arrivingNamesProblem(players, confusables) : null;
		if (names) return refuse(m.refusal_backup_game_names({ ...where, reason: names, clause: `${names.charAt(0).toLowerCase()}${names.slice(1)}` }));
		const game = readStoredGame(row);
		if (!game.ok) return refuse(m.refusal_backup_game_unreadable({ ...where, reason: sentence(game.reason) }));
		if (game.value.id !== game.value.record.id) return refuse(m.refusal_backup_game_other_record(where));
		if (ids.has(game.value.id)) return refuse(m.refusal_backup_game_twice(where));
		if ('playerIds' in row && !game.value.playerIds) return refuse(m.refusal_backup_game_no_players(where));
		if (game.value.playerIds?.some((id) => !known.has(id))) return refuse(m.refusal_backup_game_missing_player(where));
		ids.add(game.value.id);
		// Kept as the file has it, so that a round trip writes back exactly what was exported.
		games.push(row as unknown as StoredGame);
	}
	return ok(games);
}

/**
 * Reads a backup file, checking everything before anything is written: every player, every game (each record
 * replayed by the engine, its names free of hidden characters and of look-alikes by `confusables`), every
 * setting. The reason in words when it cannot. Never throws.
 */
export function readBackup(text: string, confusables: Confusables): Checked<Backup> {
	if (!text.trim()) return refuse(m.refusal_file_empty());
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return refuse(m.refusal_backup_not_json());
	}
	if (!isObject(raw)) return refuse(m.refusal_backup_not_backup());
	if (raw.format === 'nightfall/game-record') {
		return refuse(m.refusal_backup_is_game());
	}
	if (raw.format !== BACKUP_FORMAT) return refuse(m.refusal_backup_format());
	if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
		return refuse(m.refusal_backup_no_version());
	}
	if (raw.version > BACKUP_VERSION) {
		return refuse(m.refusal_backup_newer({ version: raw.version, reads: BACKUP_VERSION }));
	}
	if (!isTime(raw.exportedAt)) return refuse(m.refusal_backup_no_date());
	const roster = readRoster(raw.roster);
	if (!roster.ok) return roster;
	const games = readGames(raw.games, roster.value, confusables);
	if (!games.ok) return games;
	if (!isObject(raw.settings)) return refuse(m.refusal_backup_no_settings());
	const unreadable = raw.unreadableGames ?? [];
	if (!Array.isArray(unreadable) || !unreadable.every((row) => isObject(row) && typeof row.id === 'string' && row.id)) {
		return refuse(m.refusal_backup_unreadable_damaged());
	}
	return ok({
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: raw.exportedAt,
		roster: roster.value,
		games: games.value,
		settings: raw.settings,
		unreadableGames: unreadable
	});
}

export type Imported = { ok: true; report: ImportReport } | { ok: false; reason: string };

/**
 * Merges a checked backup into this phone, in one transaction: all of it, or (if the phone refuses a write)
 * none of it. A player already here (the same id, or the same name) stays as this phone has them, and the file's
 * games are theirs; a game already here (the same id) is kept as it is; a setting already here keeps this phone's
 * value. So importing the same file twice changes nothing. Never throws.
 */
export async function importBackup(db: NightfallDatabase, backup: Backup): Promise<Imported> {
	const report: ImportReport = {
		playersAdded: 0,
		playersMatched: 0,
		gamesAdded: 0,
		gamesAlreadyHere: 0,
		settingsAdded: 0,
		settingsKept: 0,
		gamesUnreadable: backup.unreadableGames.map(whyUnreadable)
	};
	let tx: IDBPTransaction<NightfallDb, ('players' | 'games' | 'actions' | 'settings')[], 'readwrite'> | undefined;
	const writes: Promise<unknown>[] = [];
	try {
		tx = db.transaction(['players', 'games', 'actions', 'settings'], 'readwrite');
		const players = tx.objectStore('players');
		const games = tx.objectStore('games');
		const settings = tx.objectStore('settings');
		const [local, gameIds, settingKeys] = await Promise.all([players.getAll(), games.getAllKeys(), settings.getAllKeys()]);

		const byId = new Map(local.map((p) => [p.id, p]));
		// By each name's key as it reads now: a key stored by an older Nightfall may depend on that phone's language.
		const byKey = new Map(local.map((p) => [nameKey(p.name), p]));
		/** The file's player id → this phone's. */
		const sameAs = new Map<string, string>();
		const keep = (player: RosterPlayer) => {
			byId.set(player.id, player);
			byKey.set(nameKey(player.name), player);
			writes.push(players.put(player));
		};
		const match = (theirs: RosterPlayer, ours: RosterPlayer) => {
			sameAs.set(theirs.id, ours.id);
			report.playersMatched++;
			if (theirs.lastPlayedAt > ours.lastPlayedAt) keep({ ...ours, lastPlayedAt: theirs.lastPlayedAt });
		};
		// The same player (by id) first, then the same name, so a player renamed on one phone is still found.
		const byName: RosterPlayer[] = [];
		for (const player of backup.roster) {
			const ours = byId.get(player.id);
			if (ours) match(player, ours);
			else byName.push(player);
		}
		const claimed = new Set(sameAs.values());
		for (const player of byName) {
			const ours = byKey.get(nameKey(player.name));
			if (ours && !claimed.has(ours.id)) {
				match(player, ours);
				claimed.add(ours.id);
				continue;
			}
			// Their name is taken here by someone else: they join under a name of their own.
			const name = ours ? freeName(player.name, byKey) : player.name;
			sameAs.set(player.id, player.id);
			report.playersAdded++;
			keep({ ...player, name, key: nameKey(name) });
		}

		const here = new Set(gameIds.map(String));
		// Games without roster ids (from an older backup) find their players by name, as a started game does.
		const roster = new RosterIndex(byKey.values());
		for (const game of backup.games) {
			if (here.has(game.id)) {
				report.gamesAlreadyHere++;
				continue;
			}
			here.add(game.id);
			const playerIds = game.playerIds
				? game.playerIds.map((id) => sameAs.get(id) ?? id)
				: seatable(game.record.players)
					? roster.seat(game.record.players, game.createdAt)
					: undefined;
			putGame(tx, writes, playerIds ? { ...game, playerIds } : game);
			report.gamesAdded++;
		}
		for (const player of roster.changed.values()) {
			if (!byId.has(player.id)) report.playersAdded++;
			writes.push(players.put(player));
		}

		const settingsHere = new Set(settingKeys.map(String));
		for (const [key, value] of Object.entries(backup.settings)) {
			if (settingsHere.has(key)) {
				report.settingsKept++;
				continue;
			}
			writes.push(settings.put(value, key));
			report.settingsAdded++;
		}
		await Promise.all([...writes, tx.done]);
		return { ok: true, report };
	} catch (e) {
		abandon(tx, writes);
		const reason =
			writeProblem(e).kind === 'quota'
				? m.refusal_backup_import_quota()
				: m.refusal_backup_import_failed();
		return { ok: false, reason };
	}
}

/** Why a row of the file's unreadable games cannot be read, as this phone sees it. */
function whyUnreadable(row: unknown): UnreadableGame {
	const id = (row as { id: string }).id;
	const read = readStoredGame(row);
	return { id, reason: read.ok ? m.refusal_backup_maker_unreadable() : read.reason };
}

/** A reason inside a sentence: "(this game record has no list of players)". */
const clause = (reason: string) => reason.trim().replace(/[.!?]$/, '').replace(/^./, (c) => c.toLowerCase());

/** What an import did, in a sentence or two: what was added, and every game that was not, with why. */
export function importWords(report: ImportReport): string {
	const added: string[] = [];
	if (report.playersAdded) added.push(m.refusal_import_players({ count: report.playersAdded }));
	if (report.gamesAdded) added.push(m.refusal_import_games({ count: report.gamesAdded }));
	if (report.settingsAdded) added.push(m.refusal_import_settings({ count: report.settingsAdded }));
	const unreadable = report.gamesUnreadable;
	const lines = [
		added.length
			? m.refusal_import_added({ list: added.join(', ') })
			: unreadable.length
				? m.refusal_import_nothing_added()
				: m.refusal_import_nothing_new()
	];
	if (report.gamesAlreadyHere && (added.length || unreadable.length)) {
		lines.push(m.refusal_import_games_here({ count: report.gamesAlreadyHere }));
	}
	if (report.settingsKept && added.length) {
		lines.push(m.refusal_import_settings_kept({ count: report.settingsKept }));
	}
	if (unreadable.length) {
		const which = unreadable.map((game) => m.refusal_import_unreadable_game({ id: game.id, clause: clause(game.reason) })).join(', ');
		lines.push(m.refusal_import_unreadable({ count: unreadable.length, games: which }));
	}
	return lines.join(' ');
}
