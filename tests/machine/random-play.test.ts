import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { applyAction, replay, type GameRecord, type GameState, type PresetId, type TimedAction } from '$lib/engine';
import { tableMachine, tapsFor } from '$lib/machine';
import { finishingMove, playGame, playablePresets, seededChoose, tableFor, tableSizes, timeOf, unusualOptions } from '../support/autoplay';
import { INVARIANTS, broken, sideThatWon, type Step } from '../support/invariants';
import { progressTap, wildTap } from '../support/taps';
import { TappedPicks } from '../support/tapped-picks';

/**
 * Random event sequences against the statechart. Each sequence starts at a random point of a random game
 * (played by the engine's autoplay, over every playable preset, table size and ballot mode) and sends up
 * to 24 random taps: half move the game on through the screens a table uses, half are any tap at all
 * (dead players, asleep roles, seats that do not exist, screens that are not up). After every tap
 * every invariant of tests/support/invariants.ts must hold; at the end of each sequence the record must
 * replay to the same game, the saved snapshot must resume the same screen, and the game must still be
 * able to end. A night's outcome is checked against the picks the test tapped (tests/support/tapped-picks.ts). A
 * run must also have done enough for its passing to mean something: at least so many taps, transitions, games
 * ended, and checks of each invariant per sequence. FC_RUNS sets the number of sequences (`npm run test:long`
 * runs 200,000).
 */

const RUNS = Number(process.env.FC_RUNS) || 10_000;
const MAX_TAPS = 24;
/** The snapshot-resume check costs as much as a dozen taps: it runs on one sequence in this many (all, in the long run). */
const RESUME_EVERY = RUNS > 10_000 ? 1 : 10;

/**
 * The smallest table, seven (or the nearest), and the largest up to twelve: a twenty-player table costs five
 * times as much per tap and finds nothing a twelve-player one does not (tests/state/reload-anywhere plays it).
 */
const threeSizes = (preset: PresetId) => {
	const sizes = tableSizes(preset).filter((n) => n <= 12);
	return [...new Set([sizes[0], sizes.find((n) => n >= 7) ?? sizes[0], sizes[sizes.length - 1]])];
};

/**
 * The ways a table runs and votes: a narrator with either ballot; the app, and everyone taking the phone, have
 * nobody to enter an open vote.
 */
const RUNS_AND_VOTES = [
	['secret', 'narrator'],
	['secret', 'app'],
	['secret', 'round'],
	['open', 'narrator']
] as const;

/**
 * Games to start from: for every playable preset, tables of several sizes, each in both ballot modes and
 * every way of running the night (a narrator, the app, or everyone taking the phone), some with a talk clock and
 * reveal flipped.
 */
const GAMES: GameRecord[] = playablePresets().flatMap((preset) =>
	threeSizes(preset).flatMap((players) =>
		RUNS_AND_VOTES.map(([ballotMode, narration]) => {
			const seed = players * 131 + (ballotMode === 'open' ? 7 : 0) + (narration === 'app' ? 3 : narration === 'round' ? 5 : 0);
			const flip = players % 3 === 0 ? unusualOptions(preset) : {};
			const config = tableFor(preset, players, seed, { ballotMode, narration, ...flip });
			const id = `pool-${preset}-${players}-${ballotMode}-${narration}`;
			return playGame(config, { id, choose: seededChoose(seed), randomActions: 15 * players }).record;
		})
	)
);

/** A point of a game to start a sequence from: the chart's saved snapshot there, and the game replayed to there. */
interface StartingPoint {
	saved: unknown;
	record: GameRecord;
	game: GameState;
	at: number;
	/** The night picks tapped on the way there. */
	tapped: TappedPicks;
}

/**
 * Every screen of every pool game, reached by playing its record tap by tap through the chart: restoring
 * a saved snapshot is far quicker than replaying the record for each sequence. Each point's game is
 * checked against the record replayed to there, so a sequence may replay only its own new actions.
 */
const POINTS: StartingPoint[][] = GAMES.map((whole) => {
	const start = replay({ ...whole, actions: [] });
	if (!start.ok) throw new Error(start.reason);
	let expected = start.value;
	const actor = createActor(tableMachine, { input: { record: { ...whole, actions: [] } } }).start();
	const points: StartingPoint[] = [];
	const tapped = new TappedPicks();
	const keep = (at: number, ...games: GameState[]) => {
		const { context } = actor.getSnapshot();
		if (!games.some((game) => isDeepStrictEqual(game, context.game))) throw new Error(`${whole.id}: the chart and the record disagree`);
		points.push({ saved: actor.getPersistedSnapshot(), record: context.record, game: context.game, at, tapped: new TappedPicks(tapped) });
	};
	keep(whole.createdAt, expected);
	for (const action of whole.actions) {
		const next = applyAction(expected, action);
		if (!next.ok) throw new Error(`${whole.id}: ${next.reason}`);
		const taps = tapsFor(action, whole.options.ballotMode);
		taps.forEach((tap, i) => {
			const before = actor.getSnapshot();
			actor.send(tap);
			tapped.note(tap, before, actor.getSnapshot());
			// One of the action's taps moves the game (a vote: the confirm); the others are screens on the way.
			if (i < taps.length - 1) keep(tap.at, expected, next.value);
			else keep(tap.at, next.value);
		});
		expected = next.value;
	}
	actor.stop();
	return points;
});

const stats = { seconds: '', resumed: 0, sequences: 0, taps: 0, refusedOrIgnored: 0, transitions: 0, endedInSequence: 0, finishedAfter: 0 };
/** Per invariant, the transitions that gave it something to check (a night resolved, a vote cast…). */
const checked: Record<string, number> = {};

afterAll(() => {
	const checks = Object.entries(checked).map(([name, n]) => `${name} ${n}`).join(', ');
	console.info(
		`Random play: ${stats.sequences} sequences in ${stats.seconds} from ${POINTS.flat().length} screens of ${GAMES.length} games; ${stats.taps} taps sent, ${stats.transitions} transitions ` +
			`(${stats.refusedOrIgnored} taps the chart does not take on that screen); ${Object.keys(INVARIANTS).length} invariants after every ` +
			`transition (checked: ${checks}), and at the end of every sequence: the record replays, the game can end; the snapshot resumes the same screen (${stats.resumed} checked) ` +
			`(${stats.endedInSequence} games ended within their sequence, ${stats.finishedAfter} were played to the end after it).`
	);
});

/**
 * The least a run must have done, per sequence, for its passing to mean anything (a run with its tap generators
 * broken would send nothing and check nothing): about a fifth of what a run of 10,000 sequences does.
 */
const AT_LEAST_PER_SEQUENCE = { taps: 2, transitions: 1, endedInSequence: 0.01, finishedAfter: 0.5, resumed: 0.05 };
const CHECKS_PER_SEQUENCE: Record<string, number> = {
	'the chart shows the game’s phase': 1,
	'the game moves only by a recorded table action': 1,
	'the dead never act or vote': 0.2,
	'picks and votes keep the preset’s restrictions (the Doctor’s included)': 0.2,
	'the night’s deaths follow from its picks': 0.05,
	'the ballot’s result follows from its votes': 0.05,
	'a winner is declared exactly when a side’s condition holds': 1,
	'the table’s view never holds a role': 1,
	'an ended game stays ended': 0.01,
	'a dead Lover’s partner dies in the same step': 0.05,
	'a dead Hunter takes his shot before the win check': 0.004,
	'every living player has exactly one turn a night, and the night resolves only after the last': 0.05
};

/** The game played on to its end by the engine: the finisher must get there, and with the right side. */
function playToTheEnd(start: GameState, from: number): string | null {
	let game = start;
	let now = from;
	// A pass-round night is three actions for each living player.
	const bound = (game.config.options.narration === 'round' ? 120 : 40) * game.players.length;
	for (let i = 0; game.phase.kind !== 'ended'; i++) {
		if (i > bound) return `the game did not end in ${bound} more actions`;
		const move = finishingMove(game, now);
		if (!move) return `no move at ${game.phase.kind}`;
		const at = timeOf(game, move, now);
		const next = applyAction(game, { ...move, at } as TimedAction);
		now = at + 1000;
		if (!next.ok) return `the finisher's ${move.type} was refused: ${next.reason}`;
		game = next.value;
	}
	return game.winner?.side === sideThatWon(game) ? null : 'the game ended with the wrong winner';
}

const replayOk = (record: GameRecord): GameState | null => {
	const replayed = replay(record);
	return replayed.ok ? replayed.value : null;
};

/** The record's new actions applied to the game it started from; null when one is refused. */
function replayFrom(game: GameState, actions: TimedAction[]): GameState | null {
	let state = game;
	for (const action of actions) {
		const next = applyAction(state, action);
		if (!next.ok) return null;
		state = next.value;
	}
	return state;
}

const sequence = fc.record({
	game: fc.nat(),
	point: fc.nat(),
	taps: fc.array(fc.record({ progress: fc.boolean(), kind: fc.nat(), a: fc.nat(), b: fc.nat() }), { minLength: 1, maxLength: MAX_TAPS, size: 'medium' })
});

describe('random event sequences against the statechart', () => {
	it(`hold every invariant over ${RUNS} sequences`, () => {
		const cpu = process.cpuUsage();
		const started = performance.now();
		fc.assert(
			fc.property(sequence, ({ game, point, taps }) => {
				// Each game as likely as the next (a long game must not crowd out the short ones), then any screen of it.
				const screens = POINTS[game % POINTS.length];
				const start = screens[point % screens.length];
				const actor = createActor(tableMachine, { snapshot: start.saved as never, input: { record: start.record } }).start();
				const tapped = new TappedPicks(start.tapped);
				let at = start.at + 1000;
				stats.sequences++;
				for (const t of taps) {
					const before = actor.getSnapshot();
					const tap = t.progress
						? progressTap(before, seededChoose(t.a), at)
						: wildTap(before.context.game, t.kind, t.a, t.b, at);
					if (!tap) break;
					stats.taps++;
					if (!before.can(tap)) {
						stats.refusedOrIgnored++;
						// An ended game takes no tap at all: what the chart would make of it, worked out without sending it.
						if (before.status === 'done') {
							const [after] = transition(tableMachine, before, tap);
							const problems = broken({ before, after, tapped }, checked);
							if (problems.length > 0) throw new Error(`after the end, ${JSON.stringify(tap)}: ${problems.join('; ')}`);
						}
						continue;
					}
					actor.send(tap);
					const step: Step = { before, after: actor.getSnapshot(), tapped };
					tapped.note(tap, before, step.after);
					stats.transitions++;
					const problems = broken(step, checked);
					if (problems.length > 0) throw new Error(`after ${JSON.stringify(tap)}: ${problems.join('; ')}`);
					at = Math.max(at, tap.at) + 1000;
				}
				const end = actor.getSnapshot();
				if (end.value === 'ended') stats.endedInSequence++;

				// The record replays to the same game. The starting point's game is the record replayed to there, so
				// only the new actions need replaying, unless an undo or a correction reached back before them.
				const actions = end.context.record.actions;
				const kept = start.record.actions;
				const appendedOnly = actions.length >= kept.length && kept.every((a, i) => a === actions[i]) && !actions.slice(kept.length).some((a) => a.type === 'result.correct');
				const replayed = appendedOnly ? replayFrom(start.game, actions.slice(kept.length)) : (replayOk(end.context.record));
				if (!isDeepStrictEqual(replayed, end.context.game)) throw new Error('replaying the record does not give the same game');

				if (stats.sequences % RESUME_EVERY === 0) {
					// As IndexedDB stores it: a structured clone.
					const saved = structuredClone(actor.getPersistedSnapshot());
					const resumed = createActor(tableMachine, { snapshot: saved, input: { record: end.context.record } }).start().getSnapshot();
					if (!isDeepStrictEqual(resumed.value, end.value) || !isDeepStrictEqual(resumed.context, end.context)) {
						throw new Error('the saved snapshot resumes another screen');
					}
					stats.resumed++;
				}
				actor.stop();

				const ending = playToTheEnd(end.context.game, at);
				if (ending) throw new Error(`every game ends: ${ending}`);
				if (end.value !== 'ended') stats.finishedAfter++;
			}),
			// FC_SEED fixes the sequences (the mutation run's: every mutant meets the same ones, and a short run's least
			// counts, met by chance at a hundred sequences, are met by these).
			{ numRuns: RUNS, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) }
		);
		const used = process.cpuUsage(cpu);
		stats.seconds = `${((performance.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU)`;
		expect(stats.sequences).toBeGreaterThanOrEqual(RUNS);
		for (const [what, least] of Object.entries(AT_LEAST_PER_SEQUENCE)) {
			expect(stats[what as keyof typeof AT_LEAST_PER_SEQUENCE], what).toBeGreaterThanOrEqual(Math.floor(least * RUNS));
		}
		expect(Object.keys(CHECKS_PER_SEQUENCE).sort()).toEqual(Object.keys(INVARIANTS).sort());
		for (const [name, least] of Object.entries(CHECKS_PER_SEQUENCE)) {
			expect(checked[name] ?? 0, `checks of "${name}"`).toBeGreaterThanOrEqual(Math.floor(least * RUNS));
		}
	}, 60_000 + RUNS * 10); // generous: a loaded machine may take ten times the CPU time
});
