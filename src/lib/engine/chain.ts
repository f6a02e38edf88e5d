import { isolateName } from './announce';
import type { Checked, GameState, LogEntry, Phase, Seat } from './types';
import { ok, refuse } from './types';
import { changed } from './state';
import { m } from '../paraglide/messages.js';

/**
 * What a death sets off (RULES.md "The custom table"), in one order: the deaths of a step land together; then each
 * dead Lover's partner dies of grief; then each dead Hunter takes his shot; then grief again, then shots, until
 * nothing more happens; then the win check. Grief needs nobody's tap; a shot is the Hunter's own choice, so it is a
 * step of the game (the `lastAct` phase) the table sees.
 */

export type LastActPhase = Extract<Phase, { kind: 'lastAct' }>;

/** The Lover linked with `seat`, if Cupid linked them. */
export function loverOf(state: GameState, seat: Seat): Seat | null {
	const lovers = state.lovers;
	if (!lovers) return null;
	return lovers[0] === seat ? lovers[1] : lovers[1] === seat ? lovers[0] : null;
}

/** Who dies of grief when `dying` die: each one's living Lover not already among them, in seat order. */
export function griefOf(state: GameState, dying: Seat[]): Seat[] {
	const grief = dying
		.map((seat) => loverOf(state, seat))
		.filter((lover): lover is Seat => lover !== null && state.players[lover].alive && !dying.includes(lover));
	return [...new Set(grief)].sort((a, b) => a - b);
}

/**
 * The next dead Hunter who has not taken his shot, in seat order; null when none is owed, or nobody is left alive to
 * take (the shot then never comes).
 */
export function owedShot(state: GameState): Seat | null {
	if (!state.players.some((p) => p.alive)) return null;
	const fired = state.fired ?? [];
	return state.players.find((p) => p.role === 'hunter' && !p.alive && !fired.includes(p.seat))?.seat ?? null;
}

/** A dead Mayor who has not named his successor; null when none is owed or nobody is alive to be named. */
export function owedSuccessor(state: GameState): Seat | null {
	const mayor = state.mayor;
	if (mayor === undefined || state.players[mayor].alive || !state.players.some((p) => p.alive)) return null;
	return mayor;
}

/**
 * The next last act owed, if any: a dead Hunter's shot first (the chain of deaths runs before anything else), then,
 * once the game is not won, a dead Mayor's successor. Where the game goes after it, and who then has a last word.
 */
export function startLastAct(state: GameState, then: LastActPhase['then'], day: number, speakers: Seat[]): GameState | null {
	const shooter = owedShot(state);
	const by = shooter ?? (state.winner ? null : owedSuccessor(state));
	if (by === null) return null;
	// Taking the shot shows who he was: the table learns his card. (The Mayor's is known already.)
	const revealed = state.revealed.includes(by) ? state.revealed : [...state.revealed, by];
	return changed(state, { revealed, phase: { kind: 'lastAct', by, act: shooter !== null ? 'shot' : 'successor', done: null, then, day, speakers } });
}

/** The successor named: he holds the office now, publicly. */
function nameSuccessor(state: GameState, target: Seat): GameState {
	const phase = state.phase as LastActPhase;
	const entry: LogEntry = { kind: 'lastAct', day: phase.day, by: phase.by, act: 'successor', target, deaths: [] };
	return changed(state, { mayor: target, log: [...state.log, entry], phase: { ...phase, done: { target, deaths: [] } } });
}

/** Whether the dead Hunter may take `target` with him (or the dead Mayor name him) now; the reason in words when not. */
export function checkShot(state: GameState, target: Seat): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'lastAct') return refuse(m.refusal_when_last_act());
	if (phase.done) return refuse(m.refusal_last_shot_taken({ name: isolateName(state.players[phase.by].name) }));
	// Every living player may succeed the Mayor; the Hunter takes a living player (never himself: he is dead).
	const who = state.players[target];
	if (!who) return refuse(m.refusal_seat_unknown());
	if (!who.alive) return refuse(m.refusal_night_dead({ name: isolateName(who.name) }));
	return ok(true);
}

/**
 * The shot: its target dies at once (a Die-hard's first attempt is absorbed, as every attempt on him is), then his
 * Lover of grief; the Hunter has fired. Shown to the table, and written into the record.
 */
export function takeShot(state: GameState, target: Seat): Checked<GameState> {
	const check = checkShot(state, target);
	if (!check.ok) return check;
	const phase = state.phase as LastActPhase;
	if (phase.act === 'successor') return ok(nameSuccessor(state, target));
	const absorbs = state.players[target].role === 'diehard' && !state.absorbed.includes(target);
	const killed = absorbs ? [] : [target];
	const deaths = [...killed, ...griefOf(state, killed)].sort((a, b) => a - b);
	const reveal = phase.then === 'day' ? state.config.options.revealOnNightDeath : state.config.options.revealOnVoteOut;
	const entry: LogEntry = { kind: 'lastAct', day: phase.day, by: phase.by, act: 'shot', target, deaths };
	return ok(changed(state, {
		cubAvenged: deaths.some((seat) => state.players[seat].role === 'wolfcub') ? true : undefined,
		players: state.players.map((p) => (deaths.includes(p.seat) ? { ...p, alive: false } : p)),
		absorbed: absorbs ? [...state.absorbed, target] : state.absorbed,
		fired: [...(state.fired ?? []), phase.by],
		revealed: reveal ? [...state.revealed, ...deaths] : state.revealed,
		reveals: { ...state.reveals, due: state.reveals.due || deaths.length > 0 },
		log: [...state.log, entry],
		phase: { ...phase, done: { target, deaths } }
	}));
}
