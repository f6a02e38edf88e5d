import { isolateName } from './announce';
import { APP_WAKE_SECONDS, rulesOf } from './presets';
import { ROLES } from './roles';
import { namesFor } from './names';
import { streamFor } from './random';
import { startClock } from './clock';
import { griefOf } from './chain';
import { changed, withPhase, withoutCubNight } from './state';
import type { Checked, GameState, LogEntry, NightAct, NightPick, NightPicks, Phase, RoleId, Seat, Wake } from './types';
import { ok, refuse } from './types';
import { roleWords } from '../i18n/grammar';
import { m } from '../paraglide/messages.js';

type NightPhase = Extract<Phase, { kind: 'night' }>;

/** The role a group wakes under: the Godfather and the Wolf Cub wake with the Mafia. */
export const wakeRoleOf = (role: RoleId): RoleId => (role === 'godfather' || role === 'wolfcub' ? 'mafia' : role);

const isMafia = (state: GameState, seat: Seat) => ROLES[state.players[seat].role].countsAsMafia;

/** The roles that make the killers' kill. */
const KILLERS: RoleId[] = ['mafia', 'godfather', 'wolfcub'];

/**
 * The night role a holder acts as tonight: the role's own wake, except that Dr. Lecter, the last of the killers'
 * side alive, inherits the kill (ours: "a living Mafia inherits the kill", RULES.md; else a table could never end).
 */
export function actsAs(state: GameState, role: RoleId): RoleId {
	if (role === 'lecter' && !state.players.some((p) => p.alive && KILLERS.includes(p.role))) return 'mafia';
	return wakeRoleOf(role);
}

/**
 * Who is called tonight, in the one night order. A role nobody was dealt is not called;
 * a dealt role whose holders are all dead is called for show when the option is on, so
 * the table cannot tell from the silence who is gone. `godfather`'s night zero wakes only
 * the mafia, to meet.
 */
export function wakesFor(state: GameState, night = 1): Wake[] {
	const cupid = cupidWake(state, night);
	if (night === 0) {
		const actors = state.players.filter((p) => p.alive && isMafia(state, p.seat)).map((p) => p.seat);
		return [...cupid, { role: 'mafia', actors, forShow: false, meeting: true }];
	}
	// An array searched by role rather than a Map (a table has a handful of roles): this runs every night of every
	// replay. Groups keep the order they were first made in, and the sort below is stable, as the Map's was.
	const groups: { role: RoleId; order: number; actors: Seat[] }[] = [];
	const groupOf = (role: RoleId) => {
		for (const group of groups) if (group.role === role) return group;
		return undefined;
	};
	// App-narrated: every dealt role is called, alive or not, for the same time, so nothing the table hears tells
	// who holds what (the player loop below). A game recorded before version 3 called every role of the preset,
	// dealt or not, and keeps doing so to its end.
	const appNarrated = state.config.options.narration === 'app';
	if (appNarrated && state.callsUndealt) {
		for (const role of rulesOf(state.config).roles) {
			const order = ROLES[role].nightOrder;
			if (order !== null && role !== 'cupid' && !groupOf(wakeRoleOf(role))) groups.push({ role: wakeRoleOf(role), order, actors: [] });
		}
	}
	for (const p of state.players) {
		const order = ROLES[p.role].nightOrder;
		// Cupid's one turn is the first night's (cupidWake).
		if (order === null || p.role === 'cupid') continue;
		const role = actsAs(state, p.role);
		// Dr. Lecter making the kill leaves his own call with nobody: called for show as a dead role's is, so it tells nothing.
		if (role !== wakeRoleOf(p.role) && !groupOf(wakeRoleOf(p.role))) groups.push({ role: wakeRoleOf(p.role), order, actors: [] });
		let group = groupOf(role);
		if (!group) {
			group = { role, order: ROLES[role].nightOrder ?? order, actors: [] };
			groups.push(group);
		}
		if (p.alive) group.actors.push(p.seat);
	}
	// The night after a Wolf Cub's death the killers take two victims, in the same call (its length tells nothing).
	const double = state.cubAvenged === true;
	const callDead = state.config.options.callDeadRoles || appNarrated;
	groups.sort((a, b) => a.order - b.order);
	// Cupid comes first, on the first night (RULES.md: before the killers).
	const wakes: Wake[] = cupid.slice();
	for (const { role, actors } of groups) {
		if (actors.length === 0 && !callDead) continue;
		const wake: Wake = { role, actors, forShow: actors.length === 0 };
		if (double && role === 'mafia' && actors.length > 0) wake.double = true;
		wakes.push(wake);
	}
	return wakes;
}

/** The first night of a game: night zero at a table with a day zero (it counts as night one), else night one. */
export const firstNightOf = (state: GameState): number => (rulesOf(state.config).dayZero ? 0 : 1);

/**
 * Cupid's wake: on the first night he links the Lovers. Later nights he has nothing to do: app-narrated he is called
 * for show, as long as any role (a silence would tell), and with a narrator he is not called. Nobody dealt Cupid, he
 * is not called (before version 3, app-narrated, he was whenever the rule set has him).
 */
function cupidWake(state: GameState, night: number): Wake[] {
	const holders = state.players.filter((p) => p.role === 'cupid');
	const undealtCalled = state.callsUndealt === true && state.config.options.narration === 'app' && rulesOf(state.config).roles.includes('cupid');
	const dealt = holders.length > 0 || undealtCalled;
	if (!dealt) return [];
	const actors = holders.filter((p) => p.alive).map((p) => p.seat);
	if (night === firstNightOf(state)) return holders.length > 0 || night > 0 ? [{ role: 'cupid', actors, forShow: actors.length === 0 }] : [];
	return state.config.options.narration === 'app' && night > 0 ? [{ role: 'cupid', actors: [], forShow: true }] : [];
}

/**
 * The picks a wake asks of each holder, in the order they are shown: one plain pick (null), or the Witch's two
 * potions, or the killers' two victims on a night after a Wolf Cub's death.
 */
export function actsOf(wake: Wake): (NightAct | null)[] {
	if (wake.role === 'witch') return ['heal', 'poison'];
	if (wake.role === 'cupid') return ['lover', 'beloved'];
	if (wake.role === 'mafia' && wake.double) return [null, 'second'];
	return [null];
}

const actOfPick = (p: NightPick): NightAct | null => p.act ?? null;

/** Witches whose potion of this kind is spent. */
const spentBy = (state: GameState, potion: 'heal' | 'poison'): Seat[] => state.spent?.[potion] ?? [];

/** The killers' victims of this night so far (the first, then the second), before anyone's cover: what the Witch is shown. */
export function victimsTonight(state: GameState): Seat[] {
	const phase = state.phase;
	if (phase.kind !== 'night') return [];
	const first = mafiaTarget(state, phase);
	const second = phase.wakes.some((w) => w.double) ? mafiaTarget(state, phase, 'second') : null;
	return [first, second].filter((t): t is Seat => t !== null);
}

/**
 * A wake's clock, when the preset gives each role one (`clocked`). App-narrated, every turn
 * has one: the countdown before the call, then the role's time, the same for every role.
 */
export function wakeClock(state: GameState, at: number) {
	const { nightSeconds, narration, countdownSeconds } = state.config.options;
	if (narration === 'app') return startClock((countdownSeconds + (nightSeconds ?? APP_WAKE_SECONDS)) * 1000, at);
	return nightSeconds ? startClock(nightSeconds * 1000, at) : null;
}

export function startNight(state: GameState, night: number, at: number): GameState {
	// Yesterday's silence is over once night falls.
	return changed(state, { silenced: null, phase: { kind: 'night', night, step: 0, wakes: wakesFor(state, night), picks: [], clock: wakeClock(state, at), began: at } });
}

export const currentWake = (phase: NightPhase): Wake | undefined => phase.wakes[phase.step];

const lastTarget = (picks: NightPicks, role: RoleId, by: Seat, act: NightAct | null = null): Seat | null | undefined =>
	picks.find((p) => p.role === role && p.by === by && actOfPick(p) === act)?.target;

/** The roles' names at this table, for a refusal: asked only when one is said, since every pick is checked and most pass. */
const roleNames = (state: GameState) => namesFor(state.config.preset, state.config.theme).roles;

/** Whether `by` may pick `target` for `role` (and `act`, for a wake with more than one pick) right now; the reason in words when not. */
export function checkPick(state: GameState, role: RoleId, by: Seat, target: Seat | null, act: NightAct | null = null): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'night') return refuse(m.refusal_night_not_night());
	const wake = currentWake(phase);
	if (!wake || wake.role !== role) {
		// "The Sniper is not awake now." — a role dealt once is named in the singular.
		const many = state.players.filter((p) => wakeRoleOf(p.role) === role).length > 1;
		const words = roleWords(roleNames(state)[role]);
		return refuse(many ? m.refusal_night_not_awake_many(words) : m.refusal_night_not_awake_one(words));
	}
	if (wake.meeting) return refuse(m.refusal_night_meeting(roleWords(roleNames(state).mafia)));
	if (wake.forShow) return refuse(m.refusal_night_for_show(roleWords(roleNames(state)[role])));
	if (!wake.actors.includes(by)) return refuse(m.refusal_night_cannot_act({ name: isolateName(state.players[by]?.name ?? m.refusal_seat_fallback()) }));
	if (!actsOf(wake).includes(act)) return refuse(m.refusal_night_no_such_pick(roleWords(roleNames(state)[role])));
	return checkTarget(state, role, by, target, act);
}

/**
 * Whether `by`, acting as `role`, may pick `target` under the rule set (whoever is awake): the one list of whom
 * each role may pick, for a night the narrator or the app calls and for a pass-round night alike.
 */
export function checkTarget(state: GameState, role: RoleId, by: Seat, target: Seat | null, act: NightAct | null = null): Checked<true> {
	// A spent potion cannot be used again; keeping it ("nobody") is always open.
	if ((act === 'heal' || act === 'poison') && target !== null && spentBy(state, act).includes(by)) {
		return refuse(act === 'heal' ? m.refusal_night_witch_heal_spent(roleWords(roleNames(state).witch)) : m.refusal_night_witch_poison_spent(roleWords(roleNames(state).witch)));
	}
	// Cupid links two players: "nobody" is not his to choose.
	if (target === null) return role === 'cupid' ? refuse(m.refusal_night_cupid_nobody(roleWords(roleNames(state).cupid))) : ok(true);
	const who = state.players[target];
	if (!who) return refuse(m.refusal_seat_unknown());
	if (!who.alive) return refuse(m.refusal_night_dead({ name: isolateName(who.name) }));
	const rules = rulesOf(state.config);
	const options = state.config.options;
	const actor = state.players[by];
	switch (role) {
		case 'mafia':
			if (rules.mafiaMayPick === 'non-mafia' && isMafia(state, target)) {
				return refuse(m.refusal_night_mafia_target({ ...roleWords(roleNames(state).mafia), name: isolateName(who.name) }));
			}
			if (target === by) return refuse(m.refusal_night_pick_self({ name: isolateName(actor.name) }));
			if (act === 'second' && state.phase.kind === 'night' && mafiaTarget(state, state.phase) === target) {
				return refuse(m.refusal_night_second_same({ name: isolateName(who.name) }));
			}
			return ok(true);
		case 'cupid':
			if (act === 'beloved' && state.phase.kind === 'night' && lastTarget(state.phase.picks, 'cupid', by, 'lover') === target) {
				return refuse(m.refusal_night_cupid_same({ name: isolateName(who.name) }));
			}
			return ok(true);
		case 'witch':
			if (act === 'heal' && !victimsTonight(state).includes(target)) {
				return refuse(m.refusal_night_witch_not_victim({ name: isolateName(who.name) }));
			}
			if (act === 'poison' && target === by) return refuse(m.refusal_night_witch_self(roleWords(roleNames(state).witch)));
			return ok(true);
		case 'doctor': {
			const self = target === by;
			if (self && !options.doctorMaySelf) return refuse(m.refusal_night_doctor_self(roleWords(roleNames(state).doctor)));
			const last = lastTarget(state.lastNight, 'doctor', by);
			if (last === target && rules.doctorRepeat === 'any') {
				return refuse(m.refusal_night_doctor_repeat({ doctor: isolateName(actor.name), name: isolateName(who.name) }));
			}
			if (last === target && self && rules.doctorRepeat === 'self' && !options.doctorSelfTwice) {
				return refuse(m.refusal_night_doctor_self_twice({ doctor: isolateName(actor.name) }));
			}
			return ok(true);
		}
		case 'detective':
			if (target === by) return refuse(m.refusal_night_detective_self(roleWords(roleNames(state).detective)));
			return ok(true);
		case 'bodyguard':
			if (target === by) return refuse(m.refusal_night_bodyguard_self(roleWords(roleNames(state).bodyguard)));
			if (lastTarget(state.lastNight, 'bodyguard', by) === target) {
				return refuse(m.refusal_night_bodyguard_repeat({ bodyguard: isolateName(actor.name), name: isolateName(who.name) }));
			}
			return ok(true);
		case 'lecter':
			if (!isMafia(state, target) || target === by) {
				return refuse(m.refusal_night_lecter_shield({ lecter: roleNames(state).lecter.one, mafia: roleNames(state).mafia.one.toLowerCase(), name: isolateName(who.name) }));
			}
			return ok(true);
		default:
			if (target === by) return refuse(m.refusal_night_pick_self({ name: isolateName(actor.name) }));
			return ok(true);
	}
}

/** Records a pick (replacing the actor's earlier one of the same act). `by: 'all'` is "they all agree on…". */
export function pick(state: GameState, role: RoleId, by: Seat | 'all', target: Seat | null, act: NightAct | null = null): Checked<GameState> {
	const phase = state.phase;
	if (phase.kind !== 'night') return refuse(m.refusal_night_not_night());
	const wake = currentWake(phase);
	// "All agree" stands for each living holder of the role awake now; checkPick explains a refusal.
	const actors = by === 'all' ? (wake?.role === role && !wake.forShow && !wake.meeting ? wake.actors : [-1]) : [by];
	for (const actor of actors) {
		const check = checkPick(state, role, actor, target, act);
		if (!check.ok) return check;
	}
	// The same pick tapped again (a double tap) is no new action: Undo would otherwise seem to do nothing.
	if (repeatsPick(state, role, by, target, act)) return refuse(m.refusal_night_pick_repeated());
	const kept = phase.picks.filter((p) => !(p.role === role && actors.includes(p.by) && actOfPick(p) === act));
	const added: NightPick[] = actors.map((actor) => (act ? { role, by: actor, target, act } : { role, by: actor, target }));
	// Field by field, not {...phase}: spreading the phase here cost the engine a fifth of its speed (npm run bench).
	// Required<…> makes a field added to the phase, optional or not, a type error here rather than a dropped field.
	const { kind, night, step, wakes, clock, began } = phase;
	const picked: Required<NightPhase> = { kind, night, step, wakes, picks: [...kept, ...added], clock, began };
	return ok(withPhase(state, picked));
}

/**
 * Whether this night pick is the one that already stands for each of its pickers: tapped again, it changes nothing,
 * so the table records nothing (the chart ignores it without a word). A game kept under an older record's rule
 * (`picksRepeat`) recorded it again.
 */
export function repeatsPick(state: GameState, role: RoleId, by: Seat | 'all', target: Seat | null, act: NightAct | null = null): boolean {
	const phase = state.phase;
	if (phase.kind !== 'night' || state.picksRepeat) return false;
	const wake = currentWake(phase);
	const actors = by === 'all' ? (wake?.role === role && !wake.forShow && !wake.meeting ? wake.actors : []) : [by];
	return actors.length > 0 && actors.every((actor) => lastTarget(phase.picks, role, actor, act) === target);
}

/** What the "nobody" choice is called for a role: the Sniper holds fire, the Witch keeps her potion, the others pick nobody; none for Cupid. */
export const nobodyLabel = (role: RoleId, act: NightAct | null = null): string => {
	if (role === 'sniper') return m.refusal_night_hold_fire();
	if (act === 'heal' || act === 'poison') return m.refusal_night_keep_potion();
	// Cupid links two players: no "nobody" to offer.
	return role === 'cupid' ? '' : m.refusal_night_nobody();
};

/**
 * Who must have picked before the role's turn may end: every living holder awake, or in
 * `godfather` only the one whose pick is the kill (the others' picks are advice). A meeting
 * and a call for show need nothing.
 */
function mustPick(state: GameState, wake: Wake, act: NightAct | null): Seat[] {
	if (wake.meeting || wake.forShow) return [];
	if (wake.role === 'mafia' && rulesOf(state.config).mafiaKill === 'godfather') {
		const killer = killerOf(state, wake.actors);
		return killer === undefined ? [] : [killer];
	}
	// A spent potion, or a heal with no victim to heal, asks nothing of her.
	if (act === 'heal' || act === 'poison') return closedAct(state, wake, act) ? [] : wake.actors.filter((by) => !spentBy(state, act).includes(by));
	return wake.actors;
}

/** Why a wake's pick cannot be made tonight, in words: the Witch's potion spent, or no victim to heal; null when it can. */
export function closedAct(state: GameState, wake: Wake, act: NightAct | null): string | null {
	if (act !== 'heal' && act !== 'poison') return null;
	const names = namesFor(state.config.preset, state.config.theme).roles;
	if (wake.actors.length > 0 && wake.actors.every((by) => spentBy(state, act).includes(by))) {
		return act === 'heal' ? m.refusal_night_witch_heal_spent(roleWords(names.witch)) : m.refusal_night_witch_poison_spent(roleWords(names.witch));
	}
	if (act === 'heal' && victimsTonight(state).length === 0) return m.refusal_night_witch_no_victim();
	return null;
}

/** The picks still owed before the turn may end (a player or nobody), each with its act, in the order shown. */
export function awaitingActs(state: GameState): { by: Seat; act: NightAct | null }[] {
	const phase = state.phase;
	const wake = phase.kind === 'night' ? currentWake(phase) : undefined;
	if (phase.kind !== 'night' || !wake) return [];
	return actsOf(wake).flatMap((act) =>
		mustPick(state, wake, act)
			.filter((by) => lastTarget(phase.picks, wake.role, by, act) === undefined)
			.map((by) => ({ by, act }))
	);
}

/** The holders awake who must still pick (a player or nobody) before the turn may end, in seat order. */
export function awaitingPick(state: GameState): Seat[] {
	return [...new Set(awaitingActs(state).map((a) => a.by))].sort((a, b) => a - b);
}

/**
 * Whether the narrator may end the role's turn now: a role that acts must have picked a player
 * or an explicit "Nobody", so a kill is never lost to a Done tapped too soon. (The clock's end
 * still ends a turn with no pick: that is the clocked rule, and it goes through clock.expire.)
 */
export function checkTurnEnd(state: GameState): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'night') return refuse(m.refusal_night_not_night());
	// App-narrated, a turn lasts its full time whatever happens, so its length tells nothing.
	if (state.config.options.narration === 'app') return refuse(m.refusal_night_full_turn());
	const wake = currentWake(phase);
	if (!wake || state.turnEndsUnpicked) return ok(true);
	const owed = awaitingActs(state);
	if (owed.length === 0) return ok(true);
	const names = namesFor(state.config.preset, state.config.theme).roles;
	const nobody = nobodyLabel(wake.role, owed[0].act);
	const name = isolateName(state.players[owed[0].by].name);
	if (owed[0].act === 'lover' || owed[0].act === 'beloved') return refuse(m.refusal_night_lovers_unpicked({ name }));
	if (owed[0].act === 'heal') return refuse(m.refusal_night_heal_unpicked({ name, nobody }));
	if (owed[0].act === 'poison') return refuse(m.refusal_night_poison_unpicked({ name, nobody }));
	if (owed[0].act === 'second' && owed.every((o) => o.act === 'second')) return refuse(m.refusal_night_second_unpicked({ nobody }));
	const missing = [...new Set(owed.map((o) => o.by))];
	const killer = wake.role === 'mafia' && rulesOf(state.config).mafiaKill === 'godfather';
	if (killer) return refuse(m.refusal_night_kill_unpicked({ name, nobody }));
	if (missing.length < wake.actors.length) return refuse(m.refusal_night_holder_unpicked({ name, nobody }));
	const words = { ...roleWords(names[wake.role]), nobody };
	return refuse(wake.actors.length > 1 ? m.refusal_night_unpicked_many(words) : m.refusal_night_unpicked_one(words));
}

/** The Detective's answer about a player: what the role reads as (the Godfather as the rules say), never the role itself. */
export function detectiveAnswer(state: GameState, target: Seat) {
	const role = state.players[target].role;
	return role === 'godfather' ? rulesOf(state.config).leaderReads : ROLES[role].detectiveSees;
}

/** Who makes the kill in `godfather`: the Godfather while alive, else the first living Mafia in seat order (then a Wolf Cub). */
export function killerOf(state: GameState, actors: Seat[]): Seat | undefined {
	return (
		actors.find((a) => state.players[a].role === 'godfather') ??
		actors.find((a) => state.players[a].role === 'mafia') ??
		actors.find((a) => state.players[a].role === 'wolfcub') ??
		actors.find((a) => state.players[a].role === 'lecter')
	);
}

/** The mafia's kill under the preset's rule, or null; `second`: their second victim, by the same rule. */
export function mafiaTarget(state: GameState, phase: NightPhase, act: 'second' | null = null): Seat | null {
	const wake = phase.wakes.find((w) => w.role === 'mafia');
	if (!wake || wake.actors.length === 0 || wake.meeting) return null;
	const picks = phase.picks.filter((p) => p.role === 'mafia' && wake.actors.includes(p.by) && actOfPick(p) === act);
	const chosen = picks.map((p) => p.target).filter((t): t is Seat => t !== null);
	switch (rulesOf(state.config).mafiaKill) {
		case 'unanimous': {
			// Every living killer must have picked, and all the same player.
			const all = wake.actors.map((a) => picks.find((p) => p.by === a)?.target ?? null);
			return all.every((t) => t !== null && t === all[0]) ? all[0] : null;
		}
		case 'earliest':
			// All agree → that player; disagree → the earliest pick (picks are kept in the order made).
			return chosen[0] ?? null;
		case 'most': {
			if (chosen.length === 0) return null;
			const counts = new Map<Seat, number>();
			for (const t of chosen) counts.set(t, (counts.get(t) ?? 0) + 1);
			const top = Math.max(...counts.values());
			const tied = [...counts.keys()].filter((t) => counts.get(t) === top).sort((a, b) => a - b);
			const draw = streamFor(state.config.seed, act ? `night-${phase.night}-mafia-${act}-tie` : `night-${phase.night}-mafia-tie`);
			return tied[Math.floor(draw() * tied.length)];
		}
		case 'godfather': {
			const killer = killerOf(state, wake.actors);
			return picks.find((p) => p.by === killer)?.target ?? null;
		}
	}
}

const targetOf = (phase: NightPhase, role: RoleId, act: NightAct | null = null): { by: Seat; target: Seat } | null => {
	const found = phase.picks.find((p) => p.role === role && p.target !== null && actOfPick(p) === act);
	return found && found.target !== null ? { by: found.by, target: found.target } : null;
};

/** How a life is attempted at night: a kill (the killers', the Serial Killer's), the Sniper's shot, the Witch's poison. */
type Attempt = 'kill' | 'shot' | 'poison';

/**
 * Everything resolves at once when the last role has acted: the killers' kill (two on a night after a Wolf Cub's
 * death) and the Serial Killer's, against the Doctor's cover, the Bodyguard and the Witch's heal; the Sniper's shot
 * against Dr. Lecter's shield; the Witch's poison; the Die-hard's and the Elder's spare life; the check, and who is
 * silenced tomorrow.
 */
export function resolveNight(state: GameState): GameState {
	const phase = state.phase;
	if (phase.kind !== 'night') return state;
	const meeting = phase.wakes.some((w) => w.meeting);
	const called = (role: RoleId) => phase.wakes.some((w) => w.role === role);
	const double = phase.wakes.some((w) => w.double);
	const target = mafiaTarget(state, phase);
	const second = double ? mafiaTarget(state, phase, 'second') : null;
	const stabbed = targetOf(phase, 'serialkiller')?.target ?? null;
	const covered = targetOf(phase, 'doctor')?.target ?? null;
	const guarded = targetOf(phase, 'bodyguard')?.target ?? null;
	const heal = targetOf(phase, 'witch', 'heal');
	const poison = targetOf(phase, 'witch', 'poison');
	const shielded = targetOf(phase, 'lecter')?.target ?? null;
	const shot = targetOf(phase, 'sniper');
	const lover = targetOf(phase, 'cupid', 'lover')?.target;
	const beloved = targetOf(phase, 'cupid', 'beloved')?.target;
	const linked: [Seat, Seat] | null = lover !== undefined && beloved !== undefined ? [Math.min(lover, beloved), Math.max(lover, beloved)] : null;
	const seduced = targetOf(phase, 'seductress')?.target ?? null;
	const checked = targetOf(phase, 'detective');
	const check = checked ? { ...checked, answer: detectiveAnswer(state, checked.target) } : null;

	const absorbed = [...state.absorbed];
	const spentTonight: Seat[] = [];
	const deaths = new Set<Seat>();
	// An attempt on a life: the Die-hard's first one of any kind is absorbed, the Elder's first kill; nobody is told.
	const attempt = (seat: Seat, how: Attempt) => {
		const role = state.players[seat].role;
		const spare = role === 'diehard' || (role === 'elder' && how === 'kill');
		if (spare && !absorbed.includes(seat)) {
			absorbed.push(seat);
			spentTonight.push(seat);
		} else deaths.add(seat);
	};
	// The Doctor's cover, the Bodyguard's protection and the Witch's heal stop the night's kills, not a shot nor the poison.
	const saved = (seat: Seat) => seat === covered || seat === guarded || seat === heal?.target;
	for (const kill of [target, second, stabbed]) if (kill !== null && !saved(kill)) attempt(kill, 'kill');
	if (shot) {
		const victim = state.players[shot.target];
		if (ROLES[victim.role].countsAsMafia) {
			// The Godfather cannot be shot; a teammate shielded by Dr. Lecter tonight survives.
			if (victim.role !== 'godfather' && shot.target !== shielded) attempt(shot.target, 'shot');
		} else {
			attempt(shot.target, 'shot');
			deaths.add(shot.by);
		}
	}
	if (poison) attempt(poison.target, 'poison');
	// Then each dead Lover's partner dies of grief, in the same step (the Lovers Cupid linked tonight too).
	const grief = griefOf(linked ? changed(state, { lovers: linked }) : state, [...deaths]);
	for (const seat of grief) deaths.add(seat);
	const died = [...deaths].sort((a, b) => a - b);
	// Silence only binds a player who lives to see the day.
	const silenced = seduced !== null && !deaths.has(seduced) ? seduced : null;
	const players = state.players.map((p) => (deaths.has(p.seat) ? { ...p, alive: false } : p));
	const entry: Extract<LogEntry, { kind: 'night' }> = {
		kind: 'night',
		night: phase.night,
		picks: phase.picks,
		target,
		covered,
		check,
		deaths: died,
		silenced,
		shot,
		absorbed: spentTonight
	};
	// Each only on a night its role was called, so every older record reads as it did; set one by one, in this
	// order, rather than spread in (a spread copies by V8's slow path, and this runs every night of every replay).
	if (called('bodyguard')) entry.guarded = guarded;
	if (double) entry.second = second;
	if (called('serialkiller')) entry.stabbed = stabbed;
	if (called('witch')) {
		entry.healed = heal?.target ?? null;
		entry.poisoned = poison?.target ?? null;
	}
	if (linked) entry.lovers = linked;
	if (grief.length > 0) entry.grief = grief;
	const reveal = state.config.options.revealOnNightDeath;
	const spent = heal || poison ? spendPotions(state, heal?.by, poison?.by) : state.spent;
	const mayor = mayorKnown(state, phase.night);
	const known = mayor !== null && !state.revealed.includes(mayor) ? [mayor] : [];
	return changed(withoutCubNight(state), {
		mayor: mayor ?? undefined,
		spent,
		lovers: linked || undefined,
		cubAvenged: died.some((seat) => state.players[seat].role === 'wolfcub') ? true : undefined,
		players,
		absorbed,
		silenced,
		mafiaMet: state.mafiaMet || meeting,
		revealed: [...state.revealed, ...known, ...(reveal ? died.filter((seat) => !known.includes(seat)) : [])],
		reveals: { ...state.reveals, due: state.reveals.due || died.length > 0 },
		lastNight: phase.picks,
		log: [...state.log, entry],
		phase: {
			kind: 'morning',
			night: phase.night,
			deaths: died,
			silenced,
			clock: null
		}
	});
}

/** The Witch's potions once used tonight: each is spent for the rest of the game. */
function spendPotions(state: GameState, healer: Seat | undefined, poisoner: Seat | undefined): NonNullable<GameState['spent']> {
	const { heal, poison } = state.spent ?? { heal: [], poison: [] };
	return {
		heal: healer === undefined ? heal : [...heal, healer],
		poison: poisoner === undefined ? poison : [...poison, poisoner]
	};
}

/**
 * The Mayor is public from the morning of day 1: the first night's morning names him, and he holds the office from
 * then (his successors after him). Null when there is none to name tonight.
 */
function mayorKnown(state: GameState, night: number): Seat | null {
	if (night !== firstNightOf(state) || state.mayor !== undefined) return null;
	return state.players.find((p) => p.role === 'mayor')?.seat ?? null;
}
