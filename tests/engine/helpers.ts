import { expect } from 'vitest';
import {
	PRESETS,
	applyAction,
	newCustomTable,
	awaitingActs,
	callEndsFrom,
	checkPick,
	deal,
	newGame,
	tableStory,
	viewFor,
	type Action,
	type GameConfig,
	type GameOptions,
	type GameState,
	type NightWakeView,
	type NightAct,
	type Phase,
	type PresetId,
	type RoleCounts,
	type RoleId,
	type Seat
} from '../../src/lib/engine/index';

/**
 * What the preset tests share: a table dealt exactly as a test wants it, a clock that the
 * tests move by hand, and short ways to say "this is refused, and here is why".
 */

export const NAMES = [
	'Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo',
	'Kit', 'Lea', 'Max', 'Nia', 'Otto', 'Pia', 'Quin', 'Rosa', 'Sam', 'Tess'
];

export const countsOf = (roles: RoleId[]): RoleCounts => {
	const counts: RoleCounts = {};
	for (const r of roles) counts[r] = (counts[r] ?? 0) + 1;
	return counts;
};

export function configFor(preset: PresetId, roles: RoleCounts, players: number, options: Partial<GameOptions> = {}, seed = 1): GameConfig {
	const config: GameConfig = { preset, players: NAMES.slice(0, players), roles, options: { ...PRESETS[preset].defaults, ...options }, seed };
	if (preset === 'custom') config.custom = newCustomTable('Friday table');
	return config;
}

/** The seed found for each seating: the deal does not depend on the preset or the options. */
const seedFor = new Map<string, number>();

/** A game whose deal puts exactly these roles in these seats (found by trying seeds; keep tables small). */
export function gameWith(preset: PresetId, seats: RoleId[], options: Partial<GameOptions> = {}): GameState {
	const config = configFor(preset, countsOf(seats), seats.length, options, 0);
	const key = seats.join();
	let seed = seedFor.get(key) ?? -1;
	if (seed < 0) {
		for (seed = 0; seed < 2_000_000; seed++) {
			config.seed = seed;
			if (deal(config).every((r, i) => r === seats[i])) break;
		}
		if (seed === 2_000_000) throw new Error(`No seed deals ${seats.join(', ')}`);
		seedFor.set(key, seed);
	}
	const game = newGame({ ...config, seed });
	if (!game.ok) throw new Error(game.reason);
	return game.value;
}

/** A game dealt from one given seed, whatever seats it gives each role (for big tables). */
export function gameFromSeed(preset: PresetId, roles: RoleCounts, players: number, seed: number, options: Partial<GameOptions> = {}): GameState {
	const game = newGame(configFor(preset, roles, players, options, seed));
	if (!game.ok) throw new Error(game.reason);
	return game.value;
}

/** The seats holding a role, in seat order. */
export const seatsOf = (s: GameState, role: RoleId): Seat[] => s.players.filter((p) => p.role === role).map((p) => p.seat);

/** The tests' clock: every action happens a second after the last unless a test says when. */
let now = 1_000_000;
export const clockNow = () => now;
/** Moves the tests' clock on by `ms` and returns the new time. */
export const wait = (ms: number) => (now += ms);

/**
 * Plays the actions in turn. "Done" (night.next) is played as a narrator taps it: first "Nobody" for each
 * holder awake who has not picked (the engine refuses a Done with a pick missing), then Done.
 */
export function act(state: GameState, ...actions: Action[]): GameState {
	for (const action of actions) {
		if (action.type === 'night.next' && state.config.options.narration !== 'app') {
			const wake = state.phase.kind === 'night' ? state.phase.wakes[state.phase.step] : undefined;
			// Cupid has no "nobody": a test that leaves his picks links the first two players he may.
			for (const owed of awaitingActs(state)) {
				const linking = owed.act === 'lover' || owed.act === 'beloved';
				const target = linking ? state.players.find((p) => p.alive && checkPick(state, wake!.role, owed.by, p.seat, owed.act).ok)!.seat : null;
				state = act(state, pick(wake!.role, owed.by, target, owed.act));
			}
			// A narrator waits out the call's least time before Done (none unless the game sets one).
			now = Math.max(now, (callEndsFrom(state) ?? 0) - 1000);
		}
		const next = applyAction(state, { ...action, at: (now += 1000) });
		if (!next.ok) throw new Error(`${JSON.stringify(action)} was refused: ${next.reason}`);
		state = next.value;
	}
	return state;
}

/** One action at an exact time (clocks). */
export function actAt(state: GameState, action: Action, at: number): GameState {
	now = Math.max(now, at);
	const next = applyAction(state, { ...action, at });
	if (!next.ok) throw new Error(`${JSON.stringify(action)} at ${at} was refused: ${next.reason}`);
	return next.value;
}

/** The reason an action is refused (failing the test if it is not). */
export function refusal(state: GameState, action: Action, at = (now += 1000)): string {
	const next = applyAction(state, { ...action, at });
	expect(next.ok, `${JSON.stringify(action)} should be refused`).toBe(false);
	return next.ok ? '' : next.reason;
}

export const pick = (role: RoleId, by: Seat | 'all', target: Seat | null, act: NightAct | null = null): Action =>
	act ? { type: 'night.pick', role, by, target, act } : { type: 'night.pick', role, by, target };
export const cast = (voter: Seat, target: Seat | null): Action => ({ type: 'ballot.cast', voter, target });
export const NEXT: Action = { type: 'night.next' };
export const MORNING: Action = { type: 'morning.continue' };
export const TALK_END: Action = { type: 'talk.end' };
export const VERDICT: Action = { type: 'verdict.continue' };
export const WORD: Action = { type: 'word.next' };
export const EXPIRE: Action = { type: 'clock.expire' };
export const PAUSE: Action = { type: 'clock.pause' };
export const RESUME: Action = { type: 'clock.resume' };

export const readCards = (s: GameState) => act(s, ...s.players.map((p) => ({ type: 'card.seen' as const, seat: p.seat })));
export const startNight = (s: GameState) => act(s, { type: 'night.start' });

/** Casts the ballots in the order given. */
export const vote = (s: GameState, ballots: [Seat, Seat | null][]) => act(s, ...ballots.map(([v, t]) => cast(v, t)));

/** Steps through the rest of tonight's wakes with no more picks. */
export function finishNight(s: GameState): GameState {
	while (s.phase.kind === 'night') s = act(s, NEXT);
	return s;
}

export const phaseOf = <K extends Phase['kind']>(s: GameState, kind: K): Extract<Phase, { kind: K }> => {
	if (s.phase.kind !== kind) throw new Error(`expected ${kind}, the game is at ${s.phase.kind}`);
	return s.phase as Extract<Phase, { kind: K }>;
};
export const wakeRole = (s: GameState) => (s.phase.kind === 'night' ? s.phase.wakes[s.phase.step]?.role : undefined);
/** Walks the night on to the wake of `role` (failing if it never comes). */
export function wakeUp(s: GameState, role: RoleId): GameState {
	while (wakeRole(s) !== role) {
		if (s.phase.kind !== 'night') throw new Error(`${role} was never woken`);
		s = act(s, NEXT);
	}
	return s;
}
export const deaths = (s: GameState) => (s.phase.kind === 'morning' ? s.phase.deaths : 'not morning');
export const alive = (s: GameState) => s.players.filter((p) => p.alive).map((p) => p.name);
export const names = (s: GameState, seats: Seat[]) => seats.map((seat) => s.players[seat].name);
export const winners = (s: GameState) => (s.winner ? { side: s.winner.side, names: names(s, s.winner.seats) } : null);
export const story = (s: GameState) => tableStory(s);
export const lastLine = (s: GameState) => tableStory(s).at(-1);

/** The narrator's view of the wake now (failing the test if no role is awake). */
export function narratorWake(s: GameState): NightWakeView {
	const view = viewFor(s, { kind: 'narrator' }).phase;
	if (view.kind !== 'night' || !('wake' in view)) throw new Error(`no wake: ${view.kind}`);
	return view;
}

/** Every voter abstains. */
export const abstainAll = (s: GameState) => vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v): [Seat, null] => [v, null]));

/** The morning, the talk, everyone abstains: nobody goes, and the next night starts. */
export const quietDay = (s: GameState) => startNight(act(abstainAll(act(s, MORNING, TALK_END)), VERDICT));
