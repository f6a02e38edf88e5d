/**
 * The bench's pure-engine figures. This module is compiled by Vite (scripts/bench/compile.ts) before it runs, so
 * the engine is timed as the app ships it, not as tsx transforms it for scripts (tsx wraps every function to keep
 * its name, which alone costs the engine a third of its speed).
 */
import { createActor } from 'xstate';
import { PRESETS, applyAction, awaitingPick, configOf, currentWake, newGame, readRecord, replay, suggestRoles } from '../../src/lib/engine/index';
import type { GameConfig, GameRecord, PresetId, RoleCounts } from '../../src/lib/engine/index';
import { tableMachine } from '../../src/lib/machine/table';
import { snapshotToStore } from '../../src/lib/state/stored-snapshot';
import { LIVELY, playRandomGame, type Played, type TableHabits } from './random-table';
import { median } from './stats';

const NAMES = [
	'Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo',
	'Kit', 'Lea', 'Max', 'Nia', 'Oto', 'Pia', 'Quin', 'Rui', 'Sol', 'Tam'
];

/** A table of `players` with the roles the preset suggests and its default options. */
export function tableOf(preset: PresetId, players: number, seed = 1): GameConfig {
	return { preset, players: NAMES.slice(0, players), roles: suggestRoles(preset, players), options: PRESETS[preset].defaults, seed };
}

/** The long game the bench replays and, saved at round 5, resumes; and why it is not 20 players, if it is not. */
export interface BenchGame {
	config: GameConfig;
	long: Played;
	saved: GameRecord;
	note: string | null;
}

/**
 * The largest table the app can play and read back: 20 players of `storyteller` (the only preset that seats 20),
 * else 12 of `classic`. "Read back" is what the game screen does with a saved game (readRecord, which replays it),
 * so a table whose record the app would refuse is not measured.
 */
export function benchGame(): BenchGame {
	const refusals: string[] = [];
	for (const config of [tableOf('storyteller', 20), tableOf('classic', 12)]) {
		const label = `${config.players.length} players of ${config.preset}`;
		const accepted = newGame(config);
		if (!accepted.ok) {
			refusals.push(`${label}: ${accepted.reason}`);
			continue;
		}
		const long = longGame(config);
		const saved = savedAtRound5(long);
		const read = readRecord(JSON.parse(JSON.stringify(saved)));
		if (!read.ok) {
			refusals.push(`${label}: the app cannot read its record back (${read.reason})`);
			continue;
		}
		return { config, long, saved, note: refusals.length > 0 ? `not ${refusals.join('; not ')}` : null };
	}
	throw new Error(`no table could be measured: ${refusals.join('; ')}`);
}

/** Middling habits: some nights pass with nobody killed and some votes send nobody, as at a real table. */
const EVENING: TableHabits = { quiet: 0.45, agree: 0.9 };

/** A finished game of 8 to 12 rounds at this table, the first the seeded walk finds. */
export function longGame(config: GameConfig): Played {
	for (let walk = 1; walk < 5000; walk++) {
		const game = playRandomGame({ ...config, seed: walk }, walk, EVENING);
		if (game.state.phase.kind === 'ended' && game.rounds >= 8 && game.rounds <= 12) return game;
	}
	throw new Error('no random game of 8 to 12 rounds was found at this table');
}

/** The long game as it was saved during the talk of day 5 (round 5): its record up to then. */
export function savedAtRound5(game: Played): GameRecord {
	const start = newGame(configOf(game.record));
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	for (const [i, action] of game.record.actions.entries()) {
		const next = applyAction(state, action);
		if (!next.ok) throw new Error(next.reason);
		state = next.value;
		if (state.phase.kind === 'talk' && state.phase.day === 5) {
			return { ...game.record, id: `${game.record.id}-round-5`, actions: game.record.actions.slice(0, i + 1) };
		}
	}
	throw new Error('the long game never reached the talk of day 5');
}

/** Whether the app reads `record` back as it reads an imported file (the record checked and replayed). */
export function readsBack(record: GameRecord): boolean {
	return readRecord(JSON.parse(JSON.stringify(record))).ok;
}

/** What the app saves beside the record after a transition: the statechart's persisted snapshot, as a row keeps it. */
export function persistedSnapshot(record: GameRecord): unknown {
	const actor = createActor(tableMachine, { input: { record } });
	actor.start();
	const snapshot = snapshotToStore(actor.getPersistedSnapshot());
	actor.stop();
	return JSON.parse(JSON.stringify(snapshot));
}

const cpuMs = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

/**
 * The median processor time of `runs` calls of `work`, in ms, after a warm-up (the JIT has compiled it by then).
 * Processor time, not wall time: other work on a shared machine does not count against it.
 */
function medianCpuMs(work: () => void, runs: number, warmUp = 10): number {
	for (let i = 0; i < warmUp; i++) work();
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = cpuMs();
		work();
		times.push(cpuMs() - start);
	}
	return median(times);
}

/** Median time to replay `record`, in ms. */
export function replayMedianMs(record: GameRecord, runs: number): number {
	const check = replay(record);
	if (!check.ok) throw new Error(`the long game no longer replays: ${check.reason}`);
	// A new record object each time: the engine keeps the walk of a record it has walked (record.ts), and the
	// figure is of the walk itself, as a game opened from storage pays it.
	return medianCpuMs(() => void replay({ ...record }), runs);
}

/**
 * Full random games through applyAction, each a new seed, for `seconds` of this process's processor time (so
 * other work on a shared machine does not count against it), in five slices; the median slice's rate.
 */
export function gamesPerSecond(config: GameConfig, seconds: number): number {
	let seed = 0;
	for (let i = 0; i < 200; i++, seed++) playRandomGame({ ...config, seed }, seed, LIVELY, undefined, false);
	const rates: number[] = [];
	for (let slice = 0; slice < 5; slice++) {
		const start = cpuMs();
		let games = 0;
		while (cpuMs() - start < (seconds * 1000) / 5) {
			for (let i = 0; i < 200; i++, seed++, games++) playRandomGame({ ...config, seed }, seed, LIVELY, undefined, false);
		}
		rates.push(games / ((cpuMs() - start) / 1000));
	}
	return Math.round(median(rates));
}

/** src/lib/balance/estimate.ts's entry point; its third argument (who goes first) defaults to the preset's own. */
type EstimateBalance = (preset: PresetId, counts: RoleCounts) => unknown;

/**
 * The balance estimate for this table: the median of 21 runs (the setup screen reruns it whenever the table
 * changes; each run solves the chain afresh). Null, with the reason, while src/lib/balance/estimate.ts does not
 * exist or fails. The note gives the very first call too, before the JIT has compiled anything.
 */
export async function balanceMs(config: GameConfig): Promise<{ ms: number | null; note: string }> {
	const modules = import.meta.glob('../../src/lib/balance/estimate.ts');
	const load = Object.values(modules)[0];
	if (!load) return { ms: null, note: 'src/lib/balance/estimate.ts is not in this checkout yet' };
	const estimate = ((await load()) as { estimateBalance?: EstimateBalance }).estimateBalance;
	if (typeof estimate !== 'function') return { ms: null, note: 'src/lib/balance/estimate.ts has no estimateBalance' };
	const start = cpuMs();
	try {
		estimate(config.preset, config.roles);
	} catch (error) {
		return { ms: null, note: `estimateBalance failed: ${error instanceof Error ? error.message : String(error)}` };
	}
	const first = cpuMs() - start;
	const ms = medianCpuMs(() => void estimate(config.preset, config.roles), 21, 5);
	return {
		ms,
		note: `estimateBalance for ${config.players.length} players of ${config.preset} (suggested roles), median of 21; the first call took ${first.toFixed(1)} ms`
	};
}

/** The screens whose taps the bench times (scripts/bench/tap-latency.ts), each as the record that opens on it. */
export type TapScreen = 'night pick' | 'night done' | 'ballot' | 'morning' | 'talk';

/**
 * The long game cut where each timed tap is offered, in its round 10 (or its last round, when it ran fewer):
 * a lone role awake with its pick to make, the same role once it has picked, a voter to pass the phone to,
 * the morning's deaths, and the talk. Returns the round used.
 */
export function tapRecords(game: Played): { round: number; records: Partial<Record<TapScreen, GameRecord>> } {
	const start = newGame(configOf(game.record));
	if (!start.ok) throw new Error(start.reason);
	const want = Math.min(10, game.rounds);
	const records: Partial<Record<TapScreen, GameRecord>> = {};
	let state = start.value;
	let round = 0;
	const actions = game.record.actions;
	for (const [i, action] of actions.entries()) {
		const next = applyAction(state, action);
		if (!next.ok) throw new Error(next.reason);
		state = next.value;
		if (action.type === 'night.start') round++;
		if (round !== want) continue;
		const cut = (screen: TapScreen) => {
			if (!records[screen]) records[screen] = { ...game.record, id: `${game.record.id}-${screen.replace(' ', '-')}`, actions: actions.slice(0, i + 1) };
		};
		const phase = state.phase;
		if (phase.kind === 'night') {
			const wake = currentWake(phase);
			if (wake?.actors.length === 1 && awaitingPick(state).length === 1) cut('night pick');
			if (wake?.actors.length === 1 && action.type === 'night.pick' && actions[i + 1]?.type === 'night.next') cut('night done');
		}
		if (phase.kind === 'ballot') cut('ballot');
		if (phase.kind === 'morning') cut('morning');
		if (phase.kind === 'talk') cut('talk');
	}
	return { round: want, records };
}
