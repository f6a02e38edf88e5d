import {
	exportBackup,
	exportGame,
	getSetting,
	latestUnfinished,
	listGames,
	listRoster,
	loadGame,
	renamePlayer,
	saveNewGame,
	setSetting,
	setStatus,
	importBackup,
	type Backup,
	type GameListing,
	type GameStatus,
	type Imported,
	type LoadedGame,
	type NightfallDatabase,
	type Renamed,
	type RosterPlayer,
	type StorageProblem,
	type StoredGame
} from '../persistence';
import { loadPlayedGames, type PlayedGames } from '../standings/load';
import { loadThemes, saveThemes } from '../themes/store';
import { loadTables, saveTables } from '../custom-tables/store';
import type { SavedTable } from '../custom-tables/saved-table';
import type { SavedThemes } from '../themes/themes';
import { loadVoiceSettings, saveVoiceSettings, DEFAULT_VOICE_SETTINGS, type VoiceSettings } from '../voice/settings';
import { noteSeen, resumeClock } from './clock-heartbeat';
import { nightfallDb } from './storage';
import type { Checked } from '../engine/types';
import { replay } from '../engine/record';
import type { TableSession } from './table.svelte';

/**
 * What this phone keeps: saved games, the regulars, settings, themes, the voice. The screens ask
 * here and never open the database themselves; every answer says its problem in words, and
 * nothing throws. The database is opened once per page (`nightfallDb`).
 */

export { backupFileName, backupText, importWords, keepSavesOnThisPhone, savesKept, spaceUsed, type SavesKept } from '../persistence';
export type { Backup, GameListing, GameStatus, LoadedGame, RosterPlayer, StorageProblem, StoredGame, PlayedGames };

/** The phone would not open its saves: why, in words. */
export type Unavailable = { ok: false; problem: StorageProblem };

async function onThisPhone<T>(use: (db: NightfallDatabase) => Promise<T>): Promise<{ ok: true; value: T } | Unavailable> {
	const opened = await nightfallDb();
	return opened.ok ? { ok: true, value: await use(opened.db) } : { ok: false, problem: opened.problem };
}

/** Every game on the phone, newest first, and the one to resume. */
export const savedGames = () =>
	onThisPhone(async (db) => {
		const [latest, games] = await Promise.all([latestUnfinished(db), listGames(db)]);
		return { latest, games };
	});

/** Where a game stands, for saying so: the night or the day it is at; null at the deal. */
export type GameMoment = { night: number } | { day: number } | null;

/**
 * The game still being played (the latest, if there are several) and where it stands, from its record: setup says
 * so before another is dealt.
 */
export const unfinishedGame = () =>
	onThisPhone(async (db) => {
		const game = await latestUnfinished(db);
		if (!game) return null;
		const state = replay(game.record);
		const phase = state.ok ? state.value.phase : null;
		const moment: GameMoment = phase && 'night' in phase ? { night: phase.night } : phase && 'day' in phase ? { day: phase.day } : null;
		return { game, moment };
	});

/** The games and what each one's record adds up to, for the history. */
export const gamesAndResults = () =>
	onThisPhone(async (db) => {
		const [games, played] = await Promise.all([listGames(db), loadPlayedGames(db)]);
		return { games, played };
	});

export async function openSavedGame(id: string): Promise<LoadedGame> {
	const opened = await nightfallDb();
	return opened.ok ? loadGame(opened.db, id) : { ok: false, problem: opened.problem, raw: null };
}

/** A game's record as a file's text; null when it is not on the phone. */
export async function savedGameFile(id: string): Promise<string | null> {
	const answer = await onThisPhone((db) => exportGame(db, id));
	return answer.ok ? answer.value : null;
}

export async function markGame(id: string, status: GameStatus): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => setStatus(db, id, status));
	return answer.ok ? answer.value : answer.problem;
}

/** A new game (set up here or imported), its players joining the regulars. */
export async function keepNewGame(game: StoredGame): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => saveNewGame(db, game));
	return answer.ok ? answer.value : answer.problem;
}

/** Whether the phone keeps games at all (false: a game plays in memory only). */
export async function phoneKeepsGames(): Promise<Checked<true>> {
	const opened = await nightfallDb();
	return opened.ok ? { ok: true, value: true } : { ok: false, reason: opened.problem.message };
}

export async function readSetting<T>(key: string, fallback: T, is: (v: unknown) => v is T): Promise<T> {
	const answer = await onThisPhone((db) => getSetting<T>(db, key, fallback, is));
	return answer.ok ? answer.value : fallback;
}

export async function writeSetting(key: string, value: unknown): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => setSetting(db, key, value));
	return answer.ok ? answer.value : answer.problem;
}

export async function regulars(): Promise<RosterPlayer[]> {
	const answer = await onThisPhone(listRoster);
	return answer.ok ? answer.value : [];
}

export async function renameRegular(id: string, name: string): Promise<Renamed> {
	const answer = await onThisPhone((db) => renamePlayer(db, id, name));
	return answer.ok ? answer.value : { ok: false, reason: answer.problem.message };
}

/** Every finished and unfinished game with the regulars, for the standings and the balance's own record. */
export const playedGames = () => onThisPhone(loadPlayedGames);

export async function backupOfPhone(now: number): Promise<Checked<Backup>> {
	const answer = await onThisPhone((db) => exportBackup(db, now));
	return answer.ok ? answer.value : { ok: false, reason: answer.problem.message };
}

export async function restoreBackup(backup: Backup): Promise<Imported> {
	const answer = await onThisPhone((db) => importBackup(db, backup));
	return answer.ok ? answer.value : { ok: false, reason: answer.problem.message };
}

export const phoneThemes = () => onThisPhone(loadThemes);

export async function keepThemes(saved: SavedThemes): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => saveThemes(db, saved));
	return answer.ok ? answer.value : answer.problem;
}

/** The custom tables saved on this phone. */
export const phoneTables = () => onThisPhone(loadTables);

export async function keepTables(tables: SavedTable[]): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => saveTables(db, tables));
	return answer.ok ? answer.value : answer.problem;
}

/** The voice's settings as saved here; the defaults when they cannot be read. */
export async function voiceSettings(): Promise<{ settings: VoiceSettings; saved: boolean }> {
	const answer = await onThisPhone(loadVoiceSettings);
	return answer.ok ? { settings: answer.value, saved: true } : { settings: DEFAULT_VOICE_SETTINGS, saved: false };
}

export async function keepVoiceSettings(settings: VoiceSettings): Promise<StorageProblem | null> {
	const answer = await onThisPhone((db) => saveVoiceSettings(db, settings));
	return answer.ok ? answer.value : answer.problem;
}

/** A running clock notes that the app is still seen (so a reload does not take the time away). */
export async function noteGameSeen(session: TableSession, now: number): Promise<void> {
	await onThisPhone((db) => noteSeen(db, session, now));
}

/** On opening a game, a clock that ran while nobody watched is paused at the last moment seen. */
export async function resumeGameClock(session: TableSession, now: number): Promise<void> {
	await onThisPhone((db) => resumeClock(db, session, now));
}
