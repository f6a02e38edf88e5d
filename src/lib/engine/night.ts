import { PRESETS } from './presets';
import { ROLES } from './roles';
import { namesFor } from './names';
import { streamFor } from './random';
import type { Checked, GameState, LogEntry, NightPick, NightPicks, Phase, RoleId, Seat, Wake } from './types';
import { ok, refuse } from './types';

type NightPhase = Extract<Phase, { kind: 'night' }>;

/** The role a group wakes under: the Godfather wakes with the Mafia. */
const wakeRoleOf = (role: RoleId): RoleId => (role === 'godfather' ? 'mafia' : role);

/**
 * Who is called tonight, in the one night order. A role nobody was dealt is not called;
 * a dealt role whose holders are all dead is called for show when the option is on, so
 * the table cannot tell from the silence who is gone.
 */
export function wakesFor(state: GameState): Wake[] {
	const groups = new Map<RoleId, { order: number; actors: Seat[] }>();
	for (const p of state.players) {
		const order = ROLES[p.role].nightOrder;
		if (order === null) continue;
		const role = wakeRoleOf(p.role);
		const group = groups.get(role) ?? { order, actors: [] };
		if (p.alive) group.actors.push(p.seat);
		groups.set(role, group);
	}
	return [...groups.entries()]
		.sort((a, b) => a[1].order - b[1].order)
		.filter(([, g]) => g.actors.length > 0 || state.config.options.callDeadRoles)
		.map(([role, g]) => ({ role, actors: g.actors, forShow: g.actors.length === 0 }));
}

export function startNight(state: GameState, night: number): GameState {
	return { ...state, phase: { kind: 'night', night, step: 0, wakes: wakesFor(state), picks: [] } };
}

export const currentWake = (phase: NightPhase): Wake | undefined => phase.wakes[phase.step];

const lastTarget = (picks: NightPicks, role: RoleId, by: Seat): Seat | null | undefined =>
	picks.find((p) => p.role === role && p.by === by)?.target;

/** Whether `by` may pick `target` for `role` right now; the reason in words when not. */
export function checkPick(
	state: GameState,
	role: RoleId,
	by: Seat,
	target: Seat | null
): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'night') return refuse('It is not night.');
	const wake = currentWake(phase);
	const names = namesFor(state.config.preset, state.config.theme).roles;
	if (!wake || wake.role !== role) return refuse(`The ${names[role].many} are not awake now.`);
	if (wake.forShow) return refuse(`No ${names[role].one} is alive: nobody acts; call them for show, then move on.`);
	if (!wake.actors.includes(by)) return refuse(`${state.players[by]?.name ?? 'That seat'} cannot act now.`);
	if (target === null) return ok(true);
	const who = state.players[target];
	if (!who) return refuse('There is no such player.');
	if (!who.alive) return refuse(`${who.name} is dead.`);
	const rules = PRESETS[state.config.preset].rules;
	const actor = state.players[by];
	switch (role) {
		case 'mafia':
			if (rules.mafiaMayPick === 'non-mafia' && ROLES[who.role].countsAsMafia) {
				return refuse(`${who.name} is one of the ${names.mafia.many}: pick somebody else.`);
			}
			if (target === by) return refuse(`${actor.name} cannot pick themselves.`);
			return ok(true);
		case 'doctor': {
			if (target === by && !rules.doctor.maySelf) return refuse(`The ${names.doctor.one} may not cover themselves.`);
			const last = lastTarget(state.lastNight, 'doctor', by);
			const never = rules.doctor.sameTwiceRunning === 'never';
			const selfNever = rules.doctor.sameTwiceRunning === 'self-never' && target === by;
			if (last === target && (never || selfNever)) {
				return refuse(`${actor.name} covered ${who.name} last night: not the same player two nights running.`);
			}
			return ok(true);
		}
		case 'detective':
			if (target === by) return refuse(`The ${names.detective.one} checks somebody else.`);
			return ok(true);
		default:
			if (target === by) return refuse(`${actor.name} cannot pick themselves.`);
			return ok(true);
	}
}

/** Records a pick (replacing the actor's earlier one). `by: 'all'` is "they all agree on…". */
export function pick(state: GameState, role: RoleId, by: Seat | 'all', target: Seat | null): Checked<GameState> {
	const phase = state.phase;
	if (phase.kind !== 'night') return refuse('It is not night.');
	const wake = currentWake(phase);
	// "All agree" stands for each living holder of the role awake now; checkPick explains a refusal.
	const actors = by === 'all' ? (wake?.role === role && !wake.forShow ? wake.actors : [-1]) : [by];
	for (const actor of actors) {
		const check = checkPick(state, role, actor, target);
		if (!check.ok) return check;
	}
	const kept = phase.picks.filter((p) => !(p.role === role && actors.includes(p.by)));
	const added: NightPick[] = actors.map((actor) => ({ role, by: actor, target }));
	return ok({ ...state, phase: { ...phase, picks: [...kept, ...added] } });
}

/** The Detective's answer about a player: what the role reads as, never the role itself. */
export const detectiveAnswer = (state: GameState, target: Seat) => ROLES[state.players[target].role].detectiveSees;

/** The mafia's kill under the preset's rule, or null. */
export function mafiaTarget(state: GameState, phase: NightPhase): Seat | null {
	const wake = phase.wakes.find((w) => w.role === 'mafia');
	if (!wake || wake.actors.length === 0) return null;
	const picks = phase.picks.filter((p) => p.role === 'mafia' && wake.actors.includes(p.by));
	const chosen = picks.map((p) => p.target).filter((t): t is Seat => t !== null);
	switch (PRESETS[state.config.preset].rules.mafiaKill) {
		case 'unanimous': {
			// Every living killer must have picked, and all the same player.
			const all = wake.actors.map((a) => picks.find((p) => p.by === a)?.target ?? null);
			return all.every((t) => t !== null && t === all[0]) ? all[0] : null;
		}
		case 'earliest':
			return chosen[0] ?? null;
		case 'most': {
			if (chosen.length === 0) return null;
			const counts = new Map<Seat, number>();
			for (const t of chosen) counts.set(t, (counts.get(t) ?? 0) + 1);
			const top = Math.max(...counts.values());
			const tied = [...counts.keys()].filter((t) => counts.get(t) === top).sort((a, b) => a - b);
			const draw = streamFor(state.config.seed, `night-${phase.night}-mafia-tie`);
			return tied[Math.floor(draw() * tied.length)];
		}
		case 'godfather': {
			const godfather = wake.actors.find((a) => state.players[a].role === 'godfather');
			const killer = godfather ?? wake.actors[0];
			return picks.find((p) => p.by === killer)?.target ?? null;
		}
	}
}

/** Everything resolves at once when the last role has acted: deaths, the cover, the check. */
export function resolveNight(state: GameState): GameState {
	const phase = state.phase;
	if (phase.kind !== 'night') return state;
	const target = mafiaTarget(state, phase);
	const coverPick = phase.picks.find((p) => p.role === 'doctor');
	const covered = coverPick?.target ?? null;
	const checkPick = phase.picks.find((p) => p.role === 'detective' && p.target !== null);
	const check =
		checkPick && checkPick.target !== null
			? { by: checkPick.by, target: checkPick.target, answer: detectiveAnswer(state, checkPick.target) }
			: null;
	const deaths = target !== null && target !== covered ? [target] : [];
	const players = state.players.map((p) => (deaths.includes(p.seat) ? { ...p, alive: false } : p));
	const entry: LogEntry = { kind: 'night', night: phase.night, picks: phase.picks, target, covered, check, deaths };
	return {
		...state,
		players,
		lastNight: phase.picks,
		log: [...state.log, entry],
		phase: { kind: 'morning', night: phase.night, deaths }
	};
}
