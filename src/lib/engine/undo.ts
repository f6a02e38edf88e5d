import { walkRecord, type GameRecord } from './record';
import type { Checked } from './types';
import { ok, refuse } from './types';

/**
 * Undo and correction. A narrator's mis-tap is undone as if it never happened — the record
 * loses it and the game is replayed without it — back to the last announcement (a morning
 * or a vote result). An announced result can be changed only by a correction, which stays in
 * the record for everyone to see afterwards.
 */
export interface UndoState {
	/** The last tap can be undone. */
	canUndo: boolean;
	/** The last announced result can be corrected; `keep` is how many standing actions stay. */
	correction: { keep: number } | null;
}

export function undoState(record: GameRecord): UndoState {
	const walk = walkRecord(record);
	// A finished game is final: it has gone into the standings.
	if (!walk.ok || walk.value.state.phase.kind === 'ended') return { canUndo: false, correction: null };
	const { standing } = walk.value;
	const last = record.actions[record.actions.length - 1];
	const lastStanding = standing[standing.length - 1];
	const canUndo =
		!!last && last.type !== 'result.correct' && !!lastStanding && lastStanding.raw === record.actions.length - 1 && !lastStanding.announced;
	let announced = -1;
	standing.forEach((s, i) => {
		if (s.announced) announced = i;
	});
	return { canUndo, correction: announced >= 0 ? { keep: announced } : null };
}

/** The record without its last tap, when that tap may be undone. */
export function undoLast(record: GameRecord): Checked<GameRecord> {
	if (!undoState(record).canUndo) return refuse('Nothing to undo since the last announcement.');
	return ok({ ...record, actions: record.actions.slice(0, -1) });
}

/** The record with a correction of the last announced result, at `at`. */
export function correctLastResult(record: GameRecord, at: number): Checked<GameRecord> {
	const { correction } = undoState(record);
	if (!correction) return refuse('No result has been announced yet.');
	return ok({ ...record, actions: [...record.actions, { type: 'result.correct', keep: correction.keep, at }] });
}
