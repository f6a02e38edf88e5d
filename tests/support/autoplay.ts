import {
	PRESETS,
	PRESET_ORDER,
	applyAction,
	checkPick,
	checkVote,
	createRecord,
	currentWake,
	newGame,
	nextVoter,
	suggestRoles,
	type Action,
	type GameConfig,
	type GameRecord,
	type GameState,
	type PresetId,
	type RoleId,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';

/**
 * A table that plays itself, through the engine alone: random legal moves (for generated games
 * and the random prefixes of the model tests) and a finisher that always makes progress. Written
 * over the engine's own vocabulary (wakes, voters, candidates), so any preset whose phases are the
 * ones below plays here as soon as it is playable; a phase it does not know is said in words.
 */

/** A draw of a whole number below `n` (n ≥ 1): the only randomness the autoplay uses. */
export type Choose = (n: number) => number;

/** mulberry32, for tests that want a seeded stream of choices. */
export function seededChoose(seed: number): Choose {
	let a = seed >>> 0;
	return (n) => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
	};
}

const unknownPhase = (state: GameState) =>
	new Error(`The autoplay does not know the "${state.phase.kind}" phase of ${state.config.preset}: teach tests/support/autoplay.ts, or add a fixture.`);

/** Whom `by` may point at now, "nobody" first. */
function pickTargets(state: GameState, role: RoleId, by: Seat | 'all', actors: Seat[]): (Seat | null)[] {
	const ok = (target: Seat | null) => (by === 'all' ? actors : [by]).every((a) => checkPick(state, role, a, target).ok);
	return [null, ...state.players.map((p) => p.seat)].filter(ok);
}

/** A random move the rules allow now; a night mostly has each awake player pick once, then moves on. */
export function randomMove(state: GameState, choose: Choose): Action | null {
	const phase = state.phase;
	switch (phase.kind) {
		case 'deal':
			return { type: 'card.seen', seat: phase.next };
		case 'dusk':
			return { type: 'night.start' };
		case 'night': {
			const wake = currentWake(phase);
			if (!wake || wake.forShow) return { type: 'night.next' };
			const unpicked = wake.actors.filter((a) => !phase.picks.some((p) => p.role === wake.role && p.by === a));
			const pickNow = unpicked.length > 0 ? choose(6) !== 0 : choose(6) === 0;
			if (!pickNow) return { type: 'night.next' };
			const by: Seat | 'all' =
				wake.actors.length > 1 && choose(2) === 0 ? 'all' : (unpicked[0] ?? wake.actors[choose(wake.actors.length)]);
			const targets = pickTargets(state, wake.role, by, wake.actors);
			return { type: 'night.pick', role: wake.role, by, target: targets[choose(targets.length)] };
		}
		case 'morning':
			return { type: 'morning.continue' };
		case 'talk':
			if (phase.clock && choose(3) === 0) return { type: phase.clock.runningSince === null ? 'clock.resume' : 'clock.pause' };
			return { type: 'talk.end' };
		case 'ballot': {
			const voter = nextVoter(phase);
			if (voter === null) throw unknownPhase(state);
			const targets = [null, ...phase.candidates].filter((t) => checkVote(state, voter, t).ok);
			return { type: 'ballot.cast', voter, target: targets[choose(targets.length)] };
		}
		case 'verdict':
			return { type: 'verdict.continue' };
		case 'ended':
			return null;
		default:
			throw unknownPhase(state);
	}
}

/**
 * A move that brings the end closer: the killers agree on the first player they may pick, nobody
 * else acts, and every voter votes out the same player. Each day and night then removes someone.
 */
export function finishingMove(state: GameState): Action | null {
	const phase = state.phase;
	switch (phase.kind) {
		case 'night': {
			const wake = currentWake(phase);
			if (!wake || wake.forShow || wake.role !== 'mafia') return { type: 'night.next' };
			const targets = wake.actors.map((a) => phase.picks.find((p) => p.role === 'mafia' && p.by === a)?.target ?? null);
			if (targets[0] !== null && targets.every((t) => t === targets[0])) return { type: 'night.next' };
			const target = pickTargets(state, 'mafia', 'all', wake.actors).find((t) => t !== null);
			return target === undefined ? { type: 'night.next' } : { type: 'night.pick', role: 'mafia', by: 'all', target };
		}
		case 'talk':
			return { type: 'talk.end' };
		case 'ballot': {
			const voter = nextVoter(phase);
			if (voter === null) throw unknownPhase(state);
			// Everyone votes for the first candidate; that candidate votes for the second.
			const target = phase.candidates.find((c) => c !== voter && checkVote(state, voter, c).ok) ?? null;
			return { type: 'ballot.cast', voter, target };
		}
		default:
			return randomMove(state, () => 0);
	}
}

export interface Played {
	record: GameRecord;
	state: GameState;
}

/** Applies one move at time `at`; a refusal here is a bug in the autoplay or the engine, said in words. */
export function play(state: GameState, move: Action, at: number): GameState {
	const next = applyAction(state, { ...move, at } as TimedAction);
	if (!next.ok) throw new Error(`The engine refused ${JSON.stringify(move)}: ${next.reason}`);
	return next.value;
}

/**
 * Plays `config` to the end: random legal moves for `randomActions` actions, then the finisher.
 * Each action is a second after the one before.
 */
export function playGame(config: GameConfig, options: { id: string; choose: Choose; randomActions: number; createdAt?: number }): Played {
	const createdAt = options.createdAt ?? 1_800_000_000_000;
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const actions: TimedAction[] = [];
	for (let i = 0; state.phase.kind !== 'ended'; i++) {
		if (i > 10_000) throw new Error('The game did not end in 10,000 actions.');
		const move = i < options.randomActions ? randomMove(state, options.choose) : finishingMove(state);
		if (!move) break;
		const at = createdAt + (i + 1) * 1000;
		state = play(state, move, at);
		actions.push({ ...move, at } as TimedAction);
	}
	return { record: { ...createRecord(config, options.id, createdAt), actions }, state };
}

/** The presets a table can start today: every check here covers each of them. */
export const playablePresets = (): PresetId[] => PRESET_ORDER.filter((id) => PRESETS[id].playable);

/** A table of `players` for `preset` with the suggested roles and names, ready to deal. */
export function tableFor(preset: PresetId, players: number, seed: number, options: Partial<GameConfig['options']> = {}): GameConfig {
	const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
	const roles = Object.fromEntries(Object.entries(suggestRoles(preset, players)).filter(([, n]) => (n ?? 0) > 0));
	return { preset, players: names, roles, options: { ...PRESETS[preset].defaults, ...options }, seed };
}
