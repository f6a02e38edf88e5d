import { walkRecord, withoutLast, type GameRecord } from './record';
import type { Checked, Seat } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * Undo and correction. A narrator's mis-tap is undone as if it never happened — the record
 * loses it and the game is replayed without it — back to the last announcement (a morning
 * or a vote result). An announced result can be changed only by a correction, which stays in
 * the record for everyone to see afterwards.
 */
export interface UndoState {
	/** The last tap can be undone. */
	canUndo: boolean;
	/**
	 * What undoing would take back, when it is more than the narrator's own tap: a player's sealed
	 * vote, which only that player may cast again. Undoing it needs a confirmation that says so.
	 */
	takesBack: { kind: 'sealed vote'; voter: Seat } | { kind: 'night turn'; seat: Seat } | null;
	/** The last announced result can be corrected; `keep` is how many standing actions stay. */
	correction: { keep: number } | null;
}

export function undoState(record: GameRecord): UndoState {
	const walk = walkRecord(record);
	// A finished game is final: it has gone into the standings. One whose roles were shown cannot go on at all.
	if (!walk.ok || walk.value.state.phase.kind === 'ended' || walk.value.state.secretsShown !== undefined) {
		return { canUndo: false, takesBack: null, correction: null };
	}
	const { standing } = walk.value;
	const last = record.actions[record.actions.length - 1];
	const lastStanding = standing[standing.length - 1];
	const canUndo =
		!!last && last.type !== 'result.correct' && !!lastStanding && lastStanding.raw === record.actions.length - 1 && !lastStanding.announced;
	// The last announcement is near the end (this round's morning or vote): looked for from there.
	let announced = standing.length - 1;
	while (announced >= 0 && !standing[announced].announced) announced--;
	// An open vote is the narrator entering what the table called out: only a sealed one is a player's.
	const sealed = canUndo && last.type === 'ballot.cast' && record.options.ballotMode !== 'open';
	const turn = canUndo && last.type === 'round.pass' ? lastTurnOf(record) : null;
	return {
		canUndo,
		takesBack: sealed ? { kind: 'sealed vote', voter: last.voter } : turn ? { kind: 'night turn', seat: turn.seat } : null,
		correction: announced >= 0 ? { keep: announced } : null
	};
}

/**
 * A pass-round night's last ended turn: whose it was and where it began (its `round.take`). Undone, it goes
 * whole, so the phone goes back to that player to take the turn again, from the start.
 */
function lastTurnOf(record: GameRecord): { seat: Seat; from: number } | null {
	for (let i = record.actions.length - 1; i >= 0; i--) {
		const action = record.actions[i];
		if (action.type === 'round.take') return { seat: action.seat, from: i };
		if (action.type !== 'round.pass' && action.type !== 'round.pick') return null;
	}
	return null;
}

/**
 * The record without its last tap, when that tap may be undone. A sealed vote goes only when the
 * undo was `confirmed`: a stray tap must not silently take a player's vote away.
 */
export function undoLast(record: GameRecord, confirmed = false): Checked<GameRecord> {
	const state = undoState(record);
	if (!state.canUndo) return refuse(m.refusal_undo_nothing());
	if (state.takesBack?.kind === 'sealed vote' && !confirmed) return refuse(m.refusal_undo_sealed_vote());
	if (state.takesBack?.kind === 'night turn') {
		if (!confirmed) return refuse(m.refusal_round_undo_turn());
		return ok({ ...record, actions: record.actions.slice(0, lastTurnOf(record)?.from ?? -1) });
	}
	return ok(withoutLast(record));
}

/** The record with a correction of the last announced result, at `at`. */
export function correctLastResult(record: GameRecord, at: number): Checked<GameRecord> {
	const { correction } = undoState(record);
	if (!correction) return refuse(m.refusal_correct_nothing());
	return ok({ ...record, actions: [...record.actions, { type: 'result.correct', keep: correction.keep, at }] });
}
