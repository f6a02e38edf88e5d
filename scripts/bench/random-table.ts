/**
 * A table of random players, for the bench: every move is a legal table action, accepted by the engine's own
 * `applyAction` (a refused move is never kept), chosen with a seeded stream so the same seed plays the same game.
 * The engine stays the judge of every rule; this file only decides what a random table would tap next.
 */
import { applyAction, createRecord, newGame, nextVoter, streamFor } from '../../src/lib/engine/index';
import type { Draw, GameConfig, GameRecord, GameState, Seat, TimedAction } from '../../src/lib/engine/index';

export interface TableHabits {
	/** How often a pick or a vote is "nobody" / an abstention: high values make long games with few deaths. */
	quiet: number;
	/** How often several killers agree on one pick ("they all agree on…") rather than picking one by one. */
	agree: number;
}

export const LIVELY: TableHabits = { quiet: 0.1, agree: 0.8 };
export const QUIET: TableHabits = { quiet: 0.75, agree: 0.9 };

/** Actions that need no choice, tried in turn in a phase this file does not know (a preset added later). */
const PLAIN_ACTIONS = [
	'night.start',
	'night.next',
	'morning.continue',
	'word.next',
	'reveal.continue',
	'talk.end',
	'verdict.continue'
] as const;

/** The first of `moves`, starting at a random one and going round, that the engine accepts. */
function firstAccepted(state: GameState, moves: TimedAction[], draw: Draw): { action: TimedAction; next: GameState } | null {
	const start = Math.floor(draw() * moves.length);
	for (let i = 0; i < moves.length; i++) {
		const action = moves[(start + i) % moves.length];
		const next = applyAction(state, action);
		if (next.ok) return { action, next: next.value };
	}
	return null;
}

/** One legal step of a random table, or null once the game has ended. */
export function randomStep(state: GameState, draw: Draw, at: number, habits: TableHabits): { action: TimedAction; next: GameState } | null {
	const phase = state.phase;
	const only = (action: TimedAction) => firstAccepted(state, [action], draw);
	switch (phase.kind) {
		case 'ended':
			return null;
		case 'deal':
			return only({ type: 'card.seen', seat: phase.next, at });
		case 'dusk':
			return only({ type: 'night.start', at });
		case 'night': {
			const wake = phase.wakes[phase.step];
			const waiting = wake && !wake.forShow ? wake.actors.filter((a) => !phase.picks.some((p) => p.role === wake.role && p.by === a)) : [];
			// Nobody to wake (a role called for show, the mafia's night-zero meeting): the narrator moves on.
			if (!wake || wake.meeting || waiting.length === 0) return only({ type: 'night.next', at });
			const together = waiting.length > 1 && draw() < habits.agree;
			const by: Seat | 'all' = together ? 'all' : waiting[0];
			const nobody: TimedAction = { type: 'night.pick', role: wake.role, by, target: null, at };
			if (draw() < habits.quiet) return only(nobody);
			// A random player, then round the table until the engine accepts one; "nobody" is always allowed.
			const seats = state.players.length;
			const first = Math.floor(draw() * seats);
			for (let i = 0; i < seats; i++) {
				const target = (first + i) % seats;
				if (!state.players[target].alive) continue;
				const action: TimedAction = { type: 'night.pick', role: wake.role, by, target, at };
				const next = applyAction(state, action);
				if (next.ok) return { action, next: next.value };
			}
			return only(nobody);
		}
		case 'ballot': {
			const voter = nextVoter(phase);
			if (voter === null) return null;
			// A random candidate other than the voter (votes for oneself are refused), or an abstention.
			const { candidates } = phase;
			const mine = candidates.indexOf(voter);
			const choices = candidates.length - (mine < 0 ? 0 : 1);
			let target: Seat | null = null;
			if (choices > 0 && draw() >= habits.quiet) {
				const i = Math.floor(draw() * choices);
				target = candidates[mine >= 0 && i >= mine ? i + 1 : i];
			}
			return only({ type: 'ballot.cast', voter, target, at });
		}
		case 'morning':
			return only({ type: 'morning.continue', at });
		case 'lastWord':
			return only({ type: 'word.next', at });
		case 'countReveal': {
			if (phase.result) return only({ type: 'reveal.continue', at });
			const voters = state.players.filter((p) => p.alive).length;
			return only({ type: 'reveal.vote', yes: Math.floor(draw() * (voters + 1)), at });
		}
		case 'talk':
			return only({ type: 'talk.end', at });
		case 'verdict':
			return only({ type: 'verdict.continue', at });
		default: {
			const kind = (phase as { kind: string }).kind;
			const step = firstAccepted(state, PLAIN_ACTIONS.map((type) => ({ type, at }) as TimedAction), draw);
			if (!step) throw new Error(`the random table does not know how to play the phase "${kind}"`);
			return step;
		}
	}
}

/** A game in progress or over: the record, where it got to, and how many nights it has seen. */
export interface Played {
	record: GameRecord;
	state: GameState;
	/** Rounds begun: a round is a night and the day after it. */
	rounds: number;
}

const MAX_STEPS = 20_000;

/**
 * Plays a random legal game from `config`, to its end or until `stop` says so. Records every action, so
 * the record replays to the same game. Throws (in words) only when the engine refuses the table itself.
 */
export function playRandomGame(
	config: GameConfig,
	walkSeed: number,
	habits: TableHabits,
	stop: (state: GameState) => boolean = () => false,
	record = true
): Played {
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const played = createRecord(config, `bench-${config.seed}-${walkSeed}`, 1_800_000_000_000);
	const draw = streamFor(walkSeed, 'bench-table');
	let at = played.createdAt;
	let rounds = 0;
	for (let steps = 0; !stop(state); steps++) {
		if (steps > MAX_STEPS) throw new Error(`a random game did not end within ${MAX_STEPS} steps`);
		const step = randomStep(state, draw, (at += 1000), habits);
		if (!step) break;
		if (record) played.actions.push(step.action);
		state = step.next;
		if (step.action.type === 'night.start') rounds++;
	}
	return { record: played, state, rounds };
}
