import { readRecord, replay, type GameRecord } from '../engine/record';
import { arrivingNamesProblem } from '../engine/player-names';
import { loadConfusables } from '../state/load-confusables';
import type { StoredGame } from '../persistence';
import { m } from '../paraglide/messages.js';
import { isObject } from '../engine/outside';

export type ImportedRecord = { ok: true; record: GameRecord } | { ok: false; reason: string };

/** A record is a few kilobytes even for a long game; anything this big is some other file picked by mistake. */
export const MAX_RECORD_BYTES = 5 * 1024 * 1024;

const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((name) => typeof name === 'string');

/**
 * Reads a file the player picked as a game record, checked by the engine (it must replay). The reason comes back in
 * words. Also reads a whole saved row, which is what Export writes for a game this phone could not read, so a game
 * whose record is sound can come back that way. Never throws.
 */
export async function readRecordFile(file: Blob): Promise<ImportedRecord> {
	if (file.size > MAX_RECORD_BYTES) return { ok: false, reason: m.refusal_file_record_too_big() };
	let text: string;
	try {
		text = await file.text();
	} catch {
		return { ok: false, reason: m.refusal_file_unreadable() };
	}
	if (!text.trim()) return { ok: false, reason: m.refusal_file_empty() };
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return { ok: false, reason: m.refusal_file_not_json() };
	}
	const raw = isObject(parsed) && !('format' in parsed) && 'record' in parsed ? parsed.record : parsed;
	// The names first, so that a name which lies is named as such rather than reported as a table that cannot start.
	const loaded = await loadConfusables();
	if (!loaded.ok) return { ok: false, reason: loaded.reason };
	const names = isObject(raw) && isNameList(raw.players) ? arrivingNamesProblem(raw.players, loaded.confusables) : null;
	if (names) return { ok: false, reason: m.refusal_file_names({ reason: names }) };
	const read = readRecord(raw);
	return read.ok ? { ok: true, record: read.value } : { ok: false, reason: read.reason };
}

/**
 * An imported record as a game on this phone. The snapshot is left null: the game screen rebuilds the table from
 * the record, which is the truth. A record whose replay has a winner is a finished game.
 */
export function storedGameOf(record: GameRecord, now: number): StoredGame {
	const state = replay(record);
	const win = state.ok ? state.value.winner : null;
	return {
		id: record.id,
		status: win ? 'finished' : 'playing',
		createdAt: record.createdAt,
		// Arrived now: it heads the list of games on this phone, where the player expects to find it.
		updatedAt: now,
		record,
		snapshot: null,
		summary: {
			preset: record.preset,
			players: record.players,
			winner: win?.side ?? null
		}
	};
}
