import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { PRESETS, replay, rulesOf, type GameConfig, type GameOptions } from '$lib/engine';
import { tableMachine, type TableEvent } from '$lib/machine';
import { playablePresets, tableFor } from '../support/autoplay';
import { broken, sideThatWon } from '../support/invariants';
import { TappedPicks } from '../support/tapped-picks';
import { screenTaps, type TableSnapshot } from '../support/taps';

/**
 * Model-based paths through the statechart (xstate/graph): the shortest path to every screen of a small
 * table's game, with every tap the screen offers (and the refused ones) filtered by `snapshot.can`. A
 * "screen" is a state of the chart with what it shows: whose card, which role is awake and what the
 * killers picked, the votes so far, the ballot's result, the winner, a card looked at again, a refusal.
 * Each path is then played on a real actor, every invariant checked at every step.
 */

/** Every state a table can rest in; 'route' and 'ballot.start' are passed through, never shown. */
function restingStates(node: AnyStateNode = tableMachine.root, path: string[] = []): string[] {
	const children = Object.values(node.states) as AnyStateNode[];
	if (children.length === 0) return [path.join('.')];
	return children.filter((child) => !child.always).flatMap((child) => restingStates(child, [...path, child.key]));
}

const stateName = (value: TableSnapshot['value']): string =>
	typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${stateName(v as TableSnapshot['value'])}`)[0];

const MAFIA_SIDE = ['mafia', 'godfather', 'lecter'];
const sideAlive = (game: TableSnapshot['context']['game']) => game.players.filter((p) => p.alive && MAFIA_SIDE.includes(p.role)).length;

/** The tally so far (votes per player, and abstentions), not who cast them. */
function tallySoFar(votes: Record<number, number | null>): string {
	const counts = new Map<number | null, number>();
	for (const target of Object.values(votes)) counts.set(target, (counts.get(target) ?? 0) + 1);
	return [...counts.entries()].map(([seat, n]) => `${seat}:${n}`).sort().join();
}

/** What a screen shows, as a key: two snapshots with the same key are the same screen of the same game. */
function screenKey(snapshot: TableSnapshot): string {
	const { game, peek, problem, choice, cardHeld } = snapshot.context;
	const phase = game.phase;
	const facts: unknown[] = [
		stateName(snapshot.value),
		// How many are alive on each side, not who: the game's progress, small enough to walk.
		game.players.filter((p) => p.alive).length,
		sideAlive(game),
		peek,
		problem !== null,
		choice === undefined ? '' : choice,
		// A card held is another screen than the same card not yet held: only then may it be passed on.
		cardHeld ?? null
	];
	// `godfather`'s day zero and night zero are other screens than the days and nights after them.
	if ('day' in phase) facts.push(phase.day === 0);
	if ('night' in phase) facts.push(phase.night === 0);
	switch (phase.kind) {
		case 'deal':
			facts.push(phase.next);
			break;
		case 'night':
			facts.push(phase.step, phase.picks.filter((p) => p.role === 'mafia').map((p) => `${p.by}>${p.target}`).join());
			break;
		case 'round':
			// Whose turn and how far in it, and the killers' picks: the hunches change nothing.
			facts.push(phase.at, !!phase.turn, !!phase.turn?.chosen, phase.picks.filter((p) => p.role === 'mafia').map((p) => `${p.by}>${p.target}`).join());
			break;
		case 'morning':
		case 'verdict':
		case 'lastWord':
			facts.push(phase.clock?.runningSince === null, phase.kind === 'lastWord' ? phase.speakers.length : '');
			if (phase.kind === 'verdict') facts.push(JSON.stringify(phase.outcome));
			break;
		case 'countReveal':
			facts.push(phase.result?.revealed ?? null);
			break;
		case 'talk':
			facts.push(phase.clock?.runningSince === null, phase.turns && [phase.turns.at, phase.turns.reply !== null, phase.turns.replying]);
			break;
		case 'ballot':
			// How many have voted and the tally, not who voted for whom: enough to reach every result.
			facts.push(phase.round, phase.candidates.join(), Object.keys(phase.votes).length, tallySoFar(phase.votes));
			break;
		case 'ended':
			facts.push(game.winner?.side);
			break;
	}
	return JSON.stringify(facts);
}

/**
 * Votes for nobody, the first or the last candidate only: every result of a ballot (a vote-out of either
 * side, a tie and its revote, nobody) is still reached, in a walk small enough for every test run.
 */
function fewVotes(snapshot: TableSnapshot, tap: TableEvent): boolean {
	if (tap.type === 'round.choose') {
		// A night turn's choice: nobody, the first or the last living player.
		const living = snapshot.context.game.players.filter((p) => p.alive).map((p) => p.seat);
		return tap.target === null || tap.target === living[0] || tap.target === living.at(-1);
	}
	if (tap.type !== 'ballot.cast' && tap.type !== 'ballot.choose') return true;
	const phase = snapshot.context.game.phase;
	if (phase.kind !== 'ballot' || tap.target === null) return true;
	return tap.target === phase.candidates[0] || tap.target === phase.candidates.at(-1);
}

/**
 * Each playable preset at five players: a narrator with a secret ballot and a talk clock, an open vote, the app
 * narrating, and everyone taking the phone.
 */
const TABLES = playablePresets().flatMap((preset) => {
	const players = Math.max(PRESETS[preset].rules.players.min, 5);
	const table = (how: string, options: Partial<GameOptions>) => ({ name: `${preset}, ${players} players, ${how}`, config: tableFor(preset, players, 4, options) });
	return [
		table('a narrator, secret ballot, talk clock', { ballotMode: 'secret', talkSeconds: 120 }),
		table('a narrator, open vote', { ballotMode: 'open' }),
		table('app-narrated, secret ballot', { ballotMode: 'secret', narration: 'app' }),
		table('everyone takes the phone', { ballotMode: 'secret', narration: 'round' })
	];
});

/** The states a table with these options can show: each ballot mode has its screens, each way of running the night its own. */
function statesFor(config: GameConfig): string[] {
	const { options } = config;
	const rules = rulesOf(config);
	return restingStates().filter((state) => {
		if (/^ballot\.(passing|choosing|confirming|cast)$/.test(state)) return options.ballotMode === 'secret';
		if (state === 'ballot.open') return options.ballotMode === 'open';
		if (state === 'night.narrating') return options.narration === 'narrator';
		if (/^night\.(waiting|choosing|done)$/.test(state)) return options.narration === 'app';
		if (/^round\./.test(state)) return options.narration === 'round';
		if (state === 'lastWord') return options.lastWordSeconds !== null;
		if (state === 'countReveal') return rules.countReveal && options.countReveals > 0;
		// A dead Hunter's shot: only a table that deals him.
		if (state === 'lastAct') return (config.roles.hunter ?? 0) > 0;
		return true;
	});
}

const report: string[] = [];
afterAll(() => console.info(`Every screen (xstate/graph shortest paths):\n${report.join('\n')}`));

describe.each(TABLES)('every screen of $name', ({ name, config }) => {
	const record = { format: 'nightfall/game-record' as const, version: 1 as const, id: 'paths', createdAt: 0, ...config, actions: [] };
	const started = performance.now();
	const paths = getShortestPaths(tableMachine, {
		input: { record },
		events: (snapshot) => screenTaps(snapshot).filter((tap) => fewVotes(snapshot, tap)),
		filterEvents: (snapshot, event) => snapshot.can(event),
		serializeState: (snapshot) => screenKey(snapshot),
		serializeEvent: (event) => JSON.stringify(event),
		// A refusal or a card looked at again is a screen to reach, and the way back is one tap: not a new game to walk.
		stopWhen: (snapshot) => snapshot.context.problem !== null || snapshot.context.peek !== null
	});
	const seconds = (performance.now() - started) / 1000;
	const reached = new Set(paths.map((p) => stateName(p.state.value)));
	const ends = paths.filter((p) => p.state.value === 'ended');

	it('reaches every state of the chart, and both sides winning', () => {
		expect([...reached].sort()).toEqual(statesFor(config).sort());
		const sides = new Set(ends.map((p) => p.state.context.game.winner?.side));
		expect(sides.has('town') && sides.has('mafia')).toBe(true);
		const outcomes = new Set(paths.filter((p) => p.state.value === 'verdict').map((p) => (p.state.context.game.phase as { outcome: { kind: string } }).outcome.kind));
		const revotes = rulesOf(config).ballot.tie === 'revote';
		expect(outcomes).toEqual(new Set(revotes ? ['out', 'revote', 'nobody'] : ['out', 'nobody']));
		report.push(`${name}: ${paths.length} screens in ${seconds.toFixed(1)} s; ${reached.size} chart states; ${ends.length} endings; longest path ${Math.max(...paths.map((p) => p.steps.length))} taps`);
	});

	// Thousands of actors, one per screen: a few seconds for the largest tables, more on a busy machine.
	it('plays every path on a real actor, resumed from its saved snapshot at each step, every invariant holding', { timeout: 30_000 }, () => {
		// The paths share their beginnings (a tree of shortest paths): walk the tree once, resuming a real actor
		// from the snapshot saved at each branch, as the app does after a reload.
		interface Branch {
			event: TableEvent;
			ends: string | null;
			next: Map<string, Branch>;
		}
		const root = new Map<string, Branch>();
		for (const path of paths) {
			let level = root;
			// xstate/graph starts every path with the start of the chart itself ('xstate.init'): not a tap.
			const taps = path.steps.filter((step) => (step.event.type as string) !== 'xstate.init');
			taps.forEach((step, i) => {
				const id = JSON.stringify(step.event);
				const branch = level.get(id) ?? { event: step.event as TableEvent, ends: null, next: new Map() };
				if (i === taps.length - 1) branch.ends = screenKey(path.state);
				level.set(id, branch);
				level = branch.next;
			});
		}
		let steps = 0;
		// Each branch carries the night picks tapped on its way, so that a night's outcome is checked against them.
		const walk = (level: Map<string, Branch>, saved: unknown, tappedSoFar: TappedPicks) => {
			for (const branch of level.values()) {
				const actor = createActor(tableMachine, saved ? { snapshot: saved as never, input: { record } } : { input: { record } }).start();
				const before = actor.getSnapshot();
				actor.send(branch.event);
				const after = actor.getSnapshot();
				steps++;
				const tapped = new TappedPicks(tappedSoFar);
				tapped.note(branch.event, before, after);
				const problems = broken({ before, after, tapped });
				if (problems.length > 0) throw new Error(`after ${JSON.stringify(branch.event)} at ${screenKey(before)}: ${problems.join('; ')}`);
				if (branch.ends !== null) {
					expect(screenKey(after)).toBe(branch.ends);
					const replayed = replay(after.context.record);
					expect(replayed.ok && replayed.value).toEqual(after.context.game);
					if (after.value === 'ended') expect(after.context.game.winner?.side).toBe(sideThatWon(after.context.game));
				}
				walk(branch.next, structuredClone(actor.getPersistedSnapshot()), tapped);
				actor.stop();
			}
		};
		walk(root, null, new TappedPicks());
		expect(steps).toBe(paths.length - 1); // every screen but the first is the end of exactly one step
	});
});
