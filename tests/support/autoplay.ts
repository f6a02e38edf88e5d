import { drawCustomTable } from './custom-tables';
import {
	PRESETS,
	PRESET_ORDER,
	rulesOf,
	applyAction,
	actOf,
	actsOf,
	awaitingActs,
	checkPick,
	checkRoundChoice,
	checkVote,
	clockOf,
	createRecord,
	currentWake,
	killerOf,
	newGame,
	nextVoter,
	repeatsPick,
	suggestRoles,
	timeLeft,
	turnMinOf,
	turnSeat,
	type Action,
	type GameConfig,
	type GameRecord,
	type GameState,
	type NightAct,
	type PresetId,
	type RoleId,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';

/**
 * A table that plays itself, through the engine alone: random legal moves (for generated games
 * and the random prefixes of the model tests) and a finisher that always makes progress. Written
 * over the engine's own vocabulary (wakes, voters, candidates, clocks, turns), so every playable
 * preset and both ways of running the table play here; a phase it does not know is said in words.
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

const living = (state: GameState) => state.players.filter((p) => p.alive).map((p) => p.seat);

/**
 * A player `by` may point at now ("nobody" is index 0), trying them in turn from `from`: the first the
 * rules allow. Cheaper than listing them all, which matters over a hundred thousand random games.
 */
function pickTarget(
	state: GameState,
	role: RoleId,
	by: Seat | 'all',
	actors: Seat[],
	from: number,
	nobody = true,
	act: NightAct | null = null
): Seat | null | undefined {
	const options: (Seat | null)[] = nobody ? [null, ...state.players.map((p) => p.seat)] : state.players.map((p) => p.seat);
	for (let k = 0; k < options.length; k++) {
		const target = options[(from + k) % options.length];
		// The pick that already stands is no move at all (tapped again, it is not recorded).
		if ((by === 'all' ? actors : [by]).every((a) => checkPick(state, role, a, target, act).ok) && !repeatsPick(state, role, by, target, act)) return target;
	}
	return undefined;
}

/** A night pick action; the act only when it is one of a wake's several picks, as the screen sends it. */
const pickAction = (role: RoleId, by: Seat | 'all', target: Seat | null, act: NightAct | null): Action =>
	act ? { type: 'night.pick', role, by, target, act } : { type: 'night.pick', role, by, target };

/** The moment the phase's clock runs out, if it is running. */
export function expiryOf(state: GameState): number | null {
	const clock = clockOf(state.phase);
	return clock && clock.runningSince !== null ? clock.runningSince + clock.leftMs : null;
}

/** Waiting for the clock: it runs out (a paused one is set running first). */
function waitForTheClock(state: GameState): Action {
	return clockOf(state.phase)?.runningSince === null ? { type: 'clock.resume' } : { type: 'clock.expire' };
}

/**
 * The end of a role's turn: the narrator's tap ("Nobody" first for each holder who has not picked, as
 * Done is refused until then), or (app-narrated) its clock.
 */
function endOfWake(state: GameState): Action {
	if (state.config.options.narration === 'app') return waitForTheClock(state);
	const waiting = awaitingActs(state)[0];
	const wake = state.phase.kind === 'night' ? currentWake(state.phase) : undefined;
	if (waiting === undefined || !wake) return { type: 'night.next' };
	// Cupid has no "nobody": the first players he may link.
	const linking = waiting.act === 'lover' || waiting.act === 'beloved';
	const target = linking ? (pickTarget(state, wake.role, waiting.by, [waiting.by], 1, false, waiting.act) ?? null) : null;
	return pickAction(wake.role, waiting.by, target, waiting.act);
}

/** A random move the rules allow at `now`; a night mostly has each awake player pick once, then moves on. */
export function randomMove(state: GameState, choose: Choose, now: number): Action | null {
	const phase = state.phase;
	const clock = clockOf(phase);
	if (clock && timeLeft(clock, now) === 0) return { type: 'clock.expire' };
	switch (phase.kind) {
		case 'deal':
			return { type: 'card.seen', seat: phase.next };
		case 'dusk':
			return { type: 'night.start' };
		case 'night': {
			const wake = currentWake(phase);
			if (!wake || wake.forShow || wake.meeting) return endOfWake(state);
			// A wake may ask several picks of each holder (the Witch's potions, the killers' second victim): one at random.
			const acts = actsOf(wake);
			const act = acts[choose(acts.length)];
			const unpicked = wake.actors.filter((a) => !phase.picks.some((p) => p.role === wake.role && p.by === a && (p.act ?? null) === act));
			const pickNow = unpicked.length > 0 ? choose(6) !== 0 : choose(6) === 0;
			if (!pickNow) return endOfWake(state);
			// "They all agree" is one tap for a table of killers; the Godfather's table has no such tap (one kills, the rest advise).
			const together = wake.actors.length > 1 && rulesOf(state.config).mafiaKill !== 'godfather';
			const by: Seat | 'all' = together && choose(2) === 0 ? 'all' : (unpicked[0] ?? wake.actors[choose(wake.actors.length)]);
			const target = pickTarget(state, wake.role, by, wake.actors, choose(state.players.length + 1), true, act);
			return target === undefined ? endOfWake(state) : pickAction(wake.role, by, target, act);
		}
		case 'round': {
			const seat = turnSeat(phase);
			if (seat === null) throw unknownPhase(state);
			if (!phase.turn) return { type: 'round.take', seat };
			if (phase.turn.chosen) return { type: 'round.pass' };
			const targets = [null, ...living(state)].filter((t) => checkRoundChoice(state, seat, t).ok);
			return { type: 'round.pick', seat, target: targets[choose(targets.length)] };
		}
		case 'morning':
			return clock && choose(4) === 0 ? waitForTheClock(state) : { type: 'morning.continue' };
		case 'lastWord':
			return clock && choose(4) === 0 ? waitForTheClock(state) : { type: 'word.next' };
		case 'countReveal':
			return phase.result ? { type: 'reveal.continue' } : { type: 'reveal.vote', yes: choose(living(state).length + 1) };
		case 'talk': {
			const turns = phase.turns;
			if (turns && turns.at < turns.order.length && choose(3) !== 0) {
				const speaker = turns.order[turns.at];
				const others = living(state).filter((s) => s !== speaker);
				const mayHand = !turns.replying && turns.reply === null && !turns.handed.includes(speaker) && others.length > 0;
				return mayHand && choose(3) === 0 ? { type: 'turn.reply', to: others[choose(others.length)] } : { type: 'turn.next' };
			}
			if (clock && choose(4) === 0) return { type: clock.runningSince === null ? 'clock.resume' : 'clock.pause' };
			if (clock && choose(6) === 0) return waitForTheClock(state);
			return { type: 'talk.end' };
		}
		case 'ballot': {
			if (clock && choose(12) === 0) return waitForTheClock(state);
			const voter = nextVoter(phase);
			if (voter === null) throw unknownPhase(state);
			const targets = [null, ...phase.candidates].filter((t) => checkVote(state, voter, t).ok);
			return { type: 'ballot.cast', voter, target: targets[choose(targets.length)] };
		}
		case 'verdict':
			return { type: 'verdict.continue' };
		case 'lastAct': {
			// A dead Hunter takes a living player with him, then the table goes on.
			if (phase.done) return { type: 'last.continue' };
			const targets = living(state);
			return { type: 'last.pick', target: targets[choose(targets.length)] };
		}
		case 'ended':
			return null;
		default:
			throw unknownPhase(state);
	}
}

/**
 * A move that brings the end closer: the killers agree on the first player they may pick (and the Serial Killer
 * kills the first he may), nobody else acts, nobody asks for a count, and every voter votes out the same player. Each day and
 * night then removes someone (a Die-hard's spare life only once).
 */
export function finishingMove(state: GameState, now: number): Action | null {
	const phase = state.phase;
	const clock = clockOf(phase);
	if (clock && timeLeft(clock, now) === 0) return { type: 'clock.expire' };
	switch (phase.kind) {
		case 'night': {
			const wake = currentWake(phase);
			if (!wake || wake.forShow || wake.meeting) return endOfWake(state);
			// The Serial Killer kills too, the first player he may: with the killers gone, only he can end the game.
			if (wake.role === 'serialkiller') {
				const by = wake.actors[0];
				if (phase.picks.some((p) => p.role === 'serialkiller' && p.by === by)) return endOfWake(state);
				const target = pickTarget(state, 'serialkiller', by, wake.actors, 0, false);
				return target === undefined || target === null ? endOfWake(state) : { type: 'night.pick', role: 'serialkiller', by, target };
			}
			if (wake.role !== 'mafia') return endOfWake(state);
			// The first kill: a second victim's pick (after a Wolf Cub's death) is left to endOfWake.
			const targets = wake.actors.map((a) => phase.picks.find((p) => p.role === 'mafia' && p.by === a && p.act === undefined)?.target ?? null);
			if (targets[0] !== null && targets.every((t) => t === targets[0])) return endOfWake(state);
			// The Godfather's table: the one who makes the kill picks; elsewhere every killer agrees.
			const by: Seat | 'all' = rulesOf(state.config).mafiaKill === 'godfather' ? (killerOf(state, wake.actors) ?? 'all') : 'all';
			const target = pickTarget(state, 'mafia', by, wake.actors, 0, false);
			if (by !== 'all' && targets[wake.actors.indexOf(by)] !== null) return endOfWake(state);
			return target === undefined || target === null ? endOfWake(state) : { type: 'night.pick', role: 'mafia', by, target };
		}
		case 'round': {
			// Each killer picks the first player they may; nobody else acts (a hunch names the first player it may).
			const seat = turnSeat(phase);
			if (seat === null || !phase.turn || phase.turn.chosen) return randomMove(state, () => 0, now);
			const killer = ['mafia', 'serialkiller'].includes(actOf(state, seat, phase.night) ?? '');
			const targets = [null, ...living(state)].filter((t) => checkRoundChoice(state, seat, t).ok);
			return { type: 'round.pick', seat, target: (killer ? targets.find((t) => t !== null) : targets[0]) ?? null };
		}
		case 'countReveal':
			return phase.result ? { type: 'reveal.continue' } : { type: 'reveal.vote', yes: 0 };
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
			return randomMove(state, () => 0, now);
	}
}

/** When a move happens, at the earliest `now`: waiting for a clock takes until it runs out, a night turn its least time. */
export function timeOf(state: GameState, move: Action, now: number): number {
	if (move.type === 'round.pass' && state.phase.kind === 'round' && state.phase.turn) {
		return Math.max(now, state.phase.turn.began + turnMinOf(state.config.options) * 1000);
	}
	return move.type === 'clock.expire' ? Math.max(now, expiryOf(state) ?? now) : now;
}

/** Applies one move at time `at`; a refusal here is a bug in the autoplay or the engine, said in words. */
export function play(state: GameState, move: Action, at: number): GameState {
	const next = applyAction(state, { ...move, at } as TimedAction);
	if (!next.ok) throw new Error(`The engine refused ${JSON.stringify(move)} in ${state.config.preset}: ${next.reason}`);
	return next.value;
}

export interface Played {
	record: GameRecord;
	state: GameState;
}

/**
 * Plays `config` to the end: random legal moves for `randomActions` actions, then the finisher.
 * Each action is a second after the one before (or when the clock it waits for runs out).
 */
export function playGame(config: GameConfig, options: { id: string; choose: Choose; randomActions: number; createdAt?: number }): Played {
	const createdAt = options.createdAt ?? 1_800_000_000_000;
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const actions: TimedAction[] = [];
	let now = createdAt + 1000;
	for (let i = 0; state.phase.kind !== 'ended'; i++) {
		if (i > 10_000) throw new Error('The game did not end in 10,000 actions.');
		const move = i < options.randomActions ? randomMove(state, options.choose, now) : finishingMove(state, now);
		if (!move) break;
		const at = timeOf(state, move, now);
		state = play(state, move, at);
		actions.push({ ...move, at } as TimedAction);
		now = at + 1000;
	}
	return { record: { ...createRecord(config, options.id, createdAt), actions }, state };
}

/** The presets a table can start today: every check here covers each of them. */
export const playablePresets = (): PresetId[] => PRESET_ORDER.filter((id) => PRESETS[id].playable);

/** A table of `players` for `preset` with the suggested roles and names, ready to deal. */
export function tableFor(preset: PresetId, players: number, seed: number, options: Partial<GameConfig['options']> = {}): GameConfig {
	const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
	const config: GameConfig = { preset, players: names, roles: {}, options: { ...PRESETS[preset].defaults, ...options }, seed };
	if (preset === 'custom') {
		const drawn = drawCustomTable(seed, players, config.options.narration);
		return { ...config, roles: drawn.roles, custom: drawn.custom };
	}
	config.roles = Object.fromEntries(Object.entries(suggestRoles(preset, players)).filter(([, n]) => (n ?? 0) > 0));
	return config;
}

/**
 * The less usual options a preset allows: a talk clock, dead roles not called, and reveal on a vote-out
 * flipped from the preset's default where the rule set lets the host choose it.
 */
export function unusualOptions(preset: PresetId): Partial<GameConfig['options']> {
	const { defaults, rules } = PRESETS[preset];
	const reveal = rules.mayReveal.vote ? { revealOnVoteOut: !defaults.revealOnVoteOut } : {};
	return { talkSeconds: 120, callDeadRoles: false, ...reveal };
}

/** Table sizes worth playing for a preset: the smallest, the largest, and a few between. */
export function tableSizes(preset: PresetId): number[] {
	const { min, max } = PRESETS[preset].rules.players;
	return [...new Set([min, min + 1, 7, 9, max - 1, max])].filter((n) => n >= min && n <= max).sort((a, b) => a - b);
}
