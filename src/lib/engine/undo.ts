import { walkRecord, withoutLast, type GameRecord } from './record';
import { redoOf, type Redo } from './redo';
import type { Checked, TimedAction } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * Undo and correction. A narrator's mis-tap is undone as if it never happened — the record
 * loses it and the game is replayed without it — back to the last announcement (a morning
 * or a vote result). An announced result can be changed only by a correction, which stays in
 * the record for everyone to see afterwards. A player's sealed choice is never undone: once
 * the phone has passed on, only the whole round can be started again, in public (redo.ts).
 */
export interface UndoState {
	/** The last tap can be undone. */
	canUndo: boolean;
	/**
	 * The round of sealed choices that may be started again from its first player, publicly: this night's
	 * pass-round or this vote, once somebody has sealed a choice in it.
	 */
	redo: Redo | null;
	/** The last announced result can be corrected; `keep` is how many standing actions stay. */
	correction: { keep: number } | null;
}

/**
 * A player's sealed choice: a pass-round turn's choice and its end, a secret vote. Whoever holds the phone
 * next must not take it back, since that hands them the previous player's turn (their card, their answer,
 * their vote). An open vote is the narrator entering what the table called out: the narrator's own tap.
 */
const isSealed = (action: TimedAction, record: GameRecord) =>
	action.type === 'round.pick' ||
	action.type === 'round.pass' ||
	(action.type === 'ballot.cast' && record.options.ballotMode !== 'open');

/** What the table has done in public and keeps in the record, for all to see: never undone. */
const isPublicFix = (action: TimedAction) => action.type === 'result.correct' || action.type === 'round.redo' || action.type === 'ballot.redo';

export function undoState(record: GameRecord): UndoState {
	const walk = walkRecord(record);
	// A finished game is final: it has gone into the standings. One whose roles were shown cannot go on at all.
	if (!walk.ok || walk.value.state.phase.kind === 'ended' || walk.value.state.secretsShown !== undefined) {
		return { canUndo: false, redo: null, correction: null };
	}
	const { standing, state } = walk.value;
	const last = record.actions[record.actions.length - 1];
	const lastStanding = standing[standing.length - 1];
	const canUndo =
		!!last &&
		!isPublicFix(last) &&
		!isSealed(last, record) &&
		!!lastStanding &&
		lastStanding.raw === record.actions.length - 1 &&
		!lastStanding.announced;
	// The last announcement is near the end (this round's morning or vote): looked for from there.
	let announced = standing.length - 1;
	while (announced >= 0 && !standing[announced].announced) announced--;
	// A correction goes back to before the announcement: never past a sealed choice made since, which it would
	// take back from its player as an undo would.
	const sealedSince = standing.slice(announced + 1).some((s) => isSealed(record.actions[s.raw], record));
	return {
		canUndo,
		redo: redoOf(state),
		correction: announced >= 0 && !sealedSince ? { keep: announced } : null
	};
}

/**
 * The record without its last tap, when that tap may be undone. A sealed choice never is: the reason says that only
 * the whole night (or vote) can be started again.
 */
export function undoLast(record: GameRecord): Checked<GameRecord> {
	const { canUndo, redo } = undoState(record);
	if (canUndo) return ok(withoutLast(record));
	const last = record.actions.at(-1);
	if (last && redo && isSealed(last, record)) return refuse(redo.kind === 'vote' ? m.refusal_undo_sealed_vote() : m.refusal_round_undo_turn());
	return refuse(m.refusal_undo_nothing());
}

/** The record with a correction of the last announced result, at `at`. */
export function correctLastResult(record: GameRecord, at: number): Checked<GameRecord> {
	const { correction } = undoState(record);
	if (!correction) return refuse(m.refusal_correct_nothing());
	return ok({ ...record, actions: [...record.actions, { type: 'result.correct', keep: correction.keep, at }] });
}
