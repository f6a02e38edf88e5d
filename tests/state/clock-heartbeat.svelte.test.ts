import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { applyAction, awaitingPick, createRecord, newGame, PRESETS, timeLeft, type GameRecord, type TimedAction } from '../../src/lib/engine';
import { openNightfallDb } from '../../src/lib/persistence';
import { TableSession } from '../../src/lib/state/table.svelte';
import { noteSeen, resumeClock, runningClock } from '../../src/lib/state/clock-heartbeat';

const T0 = Date.parse('2026-11-30T20:00:00Z');

/** A `clocked` game taken to day 1's talk, whose 60-second clock starts at T0. */
function recordAtTalk(): GameRecord {
	const config = { preset: 'clocked' as const, players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], roles: { mafia: 1, detective: 1, doctor: 1, villager: 2 }, options: PRESETS.clocked.defaults, seed: 7 };
	const record = createRecord(config, 'g', T0 - 60_000);
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	let at = T0 - 50_000;
	while (state.phase.kind !== 'talk') {
		const phase = state.phase;
		const action: TimedAction =
			phase.kind === 'deal'
				? { type: 'card.seen', seat: phase.next, at }
				: phase.kind === 'dusk'
					? { type: 'night.start', at }
					: phase.kind === 'night'
						? // Nobody is killed: "Nobody" for each holder, then Done.
							awaitingPick(state).length > 0
							? { type: 'night.pick', role: phase.wakes[phase.step].role, by: awaitingPick(state)[0], target: null, at }
							: { type: 'night.next', at }
						: { type: 'morning.continue', at: T0 };
		const next = applyAction(state, action);
		if (!next.ok) throw new Error(next.reason);
		state = next.value;
		record.actions.push(action);
		at += 100;
	}
	return record;
}

describe('a clock across a reload or a dead battery', () => {
	it('resumes with the time it had left when the phone was last seen', async () => {
		const opened = await openNightfallDb({ factory: new IDBFactory() });
		if (!opened.ok) throw new Error(opened.problem.message);
		const db = opened.db;
		const record = recordAtTalk();
		let now = T0 + 10_000;
		const first = new TableSession({ id: 'g', createdAt: 0, record, store: { save: async () => null }, now: () => now });
		expect(timeLeft(runningClock(first)!, now)).toBe(50_000);
		await noteSeen(db, first, now);

		// Ten minutes later the phone is back: the talk clock still has its 50 seconds.
		now = T0 + 610_000;
		const second = new TableSession({ id: 'g', createdAt: 0, record: first.record, store: { save: async () => null }, now: () => now });
		await resumeClock(db, second, now);
		const clock = runningClock(second);
		expect(clock).not.toBeNull();
		expect(timeLeft(clock!, now)).toBe(50_000);
		expect(second.record.actions.slice(-2).map((a) => [a.type, a.at])).toEqual([
			['clock.pause', T0 + 10_000],
			['clock.resume', now]
		]);
	});

	it('a paused clock stays paused, with the same time left', async () => {
		const opened = await openNightfallDb({ factory: new IDBFactory() });
		if (!opened.ok) throw new Error(opened.problem.message);
		const record = recordAtTalk();
		let now = T0 + 20_000;
		const first = new TableSession({ id: 'g', createdAt: 0, record, store: { save: async () => null }, now: () => now });
		first.send({ type: 'clock.pause' });
		now = T0 + 900_000;
		const second = new TableSession({ id: 'g', createdAt: 0, record: first.record, store: { save: async () => null }, now: () => now });
		await resumeClock(opened.db, second, now);
		const phase = second.snapshot.context.game.phase;
		expect(phase.kind === 'talk' && phase.clock && timeLeft(phase.clock, now)).toBe(40_000);
		expect(second.record.actions.at(-1)?.type).toBe('clock.pause');
	});
});
