import type { Checked, GameOptions, GameState } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * With a narrator, every call lasts at least the same least time, its holders alive or dead (RULES.md): a role
 * called for show has nothing to tap, and a narrator who moved on at once would tell the table who is gone. The
 * call's start is in the night's phase; "next role" before its least time is refused, as a pass-round turn's is.
 */

/** The least time of a call a new game is set up with, in seconds. */
export const CALL_MIN_SECONDS = 10;

/** The least time a host may set: from a few seconds to a minute. */
export const CALL_MIN_RANGE = { min: 3, max: 60 } as const;

/** The least time of a call, in seconds: none in a game recorded before calls had one (its option is absent). */
export const callMinOf = (options: GameOptions): number => options.callMinSeconds ?? 0;

/** When the call now may end at the earliest, in ms; null when no least time holds (no narrator, or none set). */
export function callEndsFrom(state: GameState): number | null {
	const phase = state.phase;
	const least = callMinOf(state.config.options);
	if (phase.kind !== 'night' || state.config.options.narration !== 'narrator' || least <= 0) return null;
	return phase.began + least * 1000;
}

/** Whether the call now has lasted its least time at `at`; the reason in words, with the seconds to go, when not. */
export function checkCallLength(state: GameState, at: number): Checked<true> {
	const from = callEndsFrom(state);
	const left = from === null ? 0 : Math.ceil((from - at) / 1000);
	return left > 0 ? refuse(m.refusal_night_too_early({ least: callMinOf(state.config.options), left })) : ok(true);
}

/** Why a call's least time cannot be set, in words (a whole number of seconds in the range); null when it can. */
export function checkCallMin(seconds: number): string | null {
	return Number.isInteger(seconds) && seconds >= CALL_MIN_RANGE.min && seconds <= CALL_MIN_RANGE.max
		? null
		: m.refusal_night_call_min(CALL_MIN_RANGE);
}
