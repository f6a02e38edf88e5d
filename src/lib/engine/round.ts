import { isolateName } from './announce';
import { actsAs, checkTarget, resolveNight, wakesFor } from './night';
import { ROLES } from './roles';
import type { Checked, GameState, Hunch, NightPick, Phase, RoleId, Seat } from './types';
import { ok, refuse } from './types';
import { changed, withPhase } from './state';
import { m } from '../paraglide/messages.js';

/**
 * Everyone takes the phone: the pass-round night. Eyes stay open; the phone goes round the living
 * players in seat order, and every turn has the same shape whatever the card: "I am Cara", hold to
 * see her night, one choice, confirm, pass it on. Roles act on their own turn; a player with no night
 * action answers "Who do you suspect most?", kept and never changing the game. Nothing resolves
 * until the last turn has ended, and a turn cannot end before its least time: a turn's length, like
 * its taps, tells the table nothing.
 */

export type RoundPhase = Extract<Phase, { kind: 'round' }>;

/** The default least time of a turn, in seconds. */
export const TURN_MIN_SECONDS = 8;

/** The least time a host may set, from time to read the card and pick to a minute. */
export const TURN_MIN_RANGE = { min: 3, max: 60 } as const;

export const isRoundNight = (state: GameState) => state.config.options.narration === 'round';

/** The least time of a turn tonight, in seconds: the setting, or the default. */
export const turnMinOf = (options: GameState['config']['options']): number => options.turnMinSeconds ?? TURN_MIN_SECONDS;

export function startRound(state: GameState, night: number): GameState {
	const order = state.players.filter((p) => p.alive).map((p) => p.seat);
	// Yesterday's silence is over once night falls.
	return changed(state, { silenced: null, phase: { kind: 'round', night, order, at: 0, turn: null, picks: [], hunches: [] } });
}

/**
 * What `seat` does on their turn tonight: the night role they act as, or null for the hunch. Night zero
 * (`godfather`) is the mafia's meeting: nobody acts, so everyone answers the hunch (the mafia also see
 * each other's names).
 */
export function actOf(state: GameState, seat: Seat, night: number): RoleId | null {
	if (night === 0) return null;
	const role = state.players[seat].role;
	return ROLES[role].nightOrder === null ? null : actsAs(state, role);
}

/** Whose turn it is, or null once every turn is done. */
export const turnSeat = (phase: RoundPhase): Seat | null => phase.order[phase.at] ?? null;

/** Whether `seat`, on their turn now, may choose `target` (null: nobody); the reason in words when not. */
export function checkRoundChoice(state: GameState, seat: Seat, target: Seat | null): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'round') return refuse(m.refusal_night_not_night());
	const act = actOf(state, seat, phase.night);
	if (act !== null) return checkTarget(state, act, seat, target);
	if (target === null) return refuse(m.refusal_round_hunch_nobody());
	const who = state.players[target];
	if (!who) return refuse(m.refusal_seat_unknown());
	if (!who.alive) return refuse(m.refusal_night_dead({ name: isolateName(who.name) }));
	if (target === seat) return refuse(m.refusal_round_not_yourself());
	return ok(true);
}

const nameOf = (state: GameState, seat: Seat) => isolateName(state.players[seat]?.name ?? m.refusal_seat_fallback());

/** "I am Cara": her turn begins now; its time is the start the least time counts from. */
export function takeTurn(state: GameState, seat: Seat, at: number): Checked<GameState> {
	const phase = state.phase as RoundPhase;
	const next = turnSeat(phase);
	if (next === null) return refuse(m.refusal_round_all_done());
	if (seat !== next) return refuse(m.refusal_round_take_turn_of({ name: nameOf(state, next) }));
	if (phase.turn) return refuse(m.refusal_round_has_phone({ name: nameOf(state, next) }));
	return ok(withPhase(state, { ...phase, turn: { began: at, chosen: false } }));
}

/** The choice of the player whose turn it is: their role's pick, or their hunch. One a turn, and final. */
export function chooseInTurn(state: GameState, seat: Seat, target: Seat | null): Checked<GameState> {
	const phase = state.phase as RoundPhase;
	const next = turnSeat(phase);
	if (next === null) return refuse(m.refusal_round_all_done());
	if (seat !== next) return refuse(m.refusal_round_turn_of({ name: nameOf(state, next), seat: nameOf(state, seat) }));
	if (!phase.turn) return refuse(m.refusal_round_not_taken({ name: nameOf(state, next) }));
	if (phase.turn.chosen) return refuse(m.refusal_round_chosen({ name: nameOf(state, next) }));
	const check = checkRoundChoice(state, seat, target);
	if (!check.ok) return check;
	const act = actOf(state, seat, phase.night);
	const turn = { ...phase.turn, chosen: true };
	if (act === null) {
		const hunch: Hunch = { by: seat, target: target as Seat };
		return ok(withPhase(state, { ...phase, turn, hunches: [...phase.hunches, hunch] }));
	}
	const pick: NightPick = { role: act, by: seat, target };
	return ok(withPhase(state, { ...phase, turn, picks: [...phase.picks, pick] }));
}

/** Whether the turn may end at `at`: its choice is in and its least time has passed; the reason in words when not. */
export function checkTurnPass(state: GameState, at: number): Checked<true> {
	const phase = state.phase as RoundPhase;
	const next = turnSeat(phase);
	if (next === null) return refuse(m.refusal_round_all_done());
	if (!phase.turn) return refuse(m.refusal_round_not_taken({ name: nameOf(state, next) }));
	if (!phase.turn.chosen) return refuse(m.refusal_round_not_chosen({ name: nameOf(state, next) }));
	const least = turnMinOf(state.config.options);
	const left = Math.ceil((phase.turn.began + least * 1000 - at) / 1000);
	if (left > 0) {
		return refuse(m.refusal_round_too_early({ least, left }));
	}
	return ok(true);
}

/** The turn ends and the phone goes on; after the last turn, the night resolves. */
export function passTurn(state: GameState, at: number): Checked<GameState> {
	const check = checkTurnPass(state, at);
	if (!check.ok) return check;
	const phase = state.phase as RoundPhase;
	const moved: RoundPhase = { ...phase, at: phase.at + 1, turn: null };
	if (moved.at < moved.order.length) return ok(withPhase(state, moved));
	return ok(resolveRound(withPhase(state, moved)));
}

/**
 * The night resolves as every night does (the kill by the rule set's rule, the cover, the shot, the check,
 * the silence), from the picks made on the turns, in the order they were made; the hunches go into the
 * night's record beside it.
 */
function resolveRound(state: GameState): GameState {
	const phase = state.phase as RoundPhase;
	const wakes = wakesFor(state, phase.night);
	const resolved = resolveNight(withPhase(state, { kind: 'night', night: phase.night, step: 0, wakes, picks: phase.picks, clock: null, began: 0 }));
	const log = resolved.log.slice();
	const entry = log.pop();
	if (entry?.kind === 'night') log.push({ ...entry, hunches: phase.hunches });
	return changed(resolved, { log });
}

/** Fellow members of the mafia team who are alive, in seat order. */
export const livingPartners = (state: GameState, seat: Seat): Seat[] =>
	state.players.filter((p) => p.alive && p.seat !== seat && ROLES[p.role].countsAsMafia).map((p) => p.seat);

/** Why a turn's least time cannot be set, in words (a whole number of seconds in the range); null when it can. */
export function checkTurnMin(seconds: number): string | null {
	return Number.isInteger(seconds) && seconds >= TURN_MIN_RANGE.min && seconds <= TURN_MIN_RANGE.max
		? null
		: m.refusal_round_turn_min(TURN_MIN_RANGE);
}
