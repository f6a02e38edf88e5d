import { startClock, timeLeft } from './clock';
import { withPhase } from './state';
import type { Checked, GameState, Seat } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * Redo this whole night, or this whole vote: how a table puts right a sealed choice once the phone has passed on.
 * A sealed choice (a pass-round turn, a secret vote) is never undone by whoever holds the phone next, since that
 * would hand them the previous player's turn; instead the whole round starts again from its first player, every
 * earlier choice of it void. It is public: the table is asked in words that name nobody's choice, every pass
 * screen of the round says it was started again, and the record keeps it as an action of its own.
 */
export type Redo = { kind: 'night'; night: number; from: Seat } | { kind: 'vote'; day: number; from: Seat };

/** The round that may be started again now, and from whom; null when nobody has sealed a choice in it yet. */
export function redoOf(state: GameState): Redo | null {
	const phase = state.phase;
	if (phase.kind === 'round') {
		const from = phase.order[0];
		return from !== undefined && (phase.at > 0 || phase.turn?.chosen) ? { kind: 'night', night: phase.night, from } : null;
	}
	if (phase.kind === 'ballot') {
		const from = phase.voters[0];
		return from !== undefined && phase.voters.some((v) => v in phase.votes) ? { kind: 'vote', day: phase.day, from } : null;
	}
	return null;
}

/** Tonight's pass-round from its first turn again: the same players in the same order, no pick nor hunch made. */
export function redoRound(state: GameState): Checked<GameState> {
	const phase = state.phase;
	if (phase.kind !== 'round') return refuse(m.refusal_when_round());
	if (!redoOf(state)) return refuse(m.refusal_redo_night_nothing());
	return ok(withPhase(state, { ...phase, at: 0, turn: null, picks: [], hunches: [], redone: (phase.redone ?? 0) + 1 }));
}

/** The ballot from its first voter again: the same voters and candidates, no vote cast, its clock from the start. */
export function redoBallot(state: GameState, at: number): Checked<GameState> {
	const phase = state.phase;
	if (phase.kind !== 'ballot') return refuse(m.refusal_when_ballot());
	if (phase.clock && timeLeft(phase.clock, at) === 0) return refuse(m.refusal_ballot_time_up());
	if (!redoOf(state)) return refuse(m.refusal_redo_vote_nothing());
	const seconds = state.config.options.voteSeconds;
	const clock = seconds ? startClock(seconds * 1000, at) : null;
	return ok(withPhase(state, { ...phase, votes: {}, clock, redone: (phase.redone ?? 0) + 1 }));
}
