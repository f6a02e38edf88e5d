import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { readFileSync } from 'node:fs';

// Counts the engine's reducer calls: a tap must be worked out once, not once per guard and action.
const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/lib/engine/game', async (importOriginal) => {
	const real = await importOriginal<typeof import('../../src/lib/engine/game')>();
	return { ...real, applyAction: (...args: Parameters<typeof real.applyAction>) => (calls.n++, real.applyAction(...args)) };
});

const { tableMachine, tapsFor, actionTapOf } = await import('../../src/lib/machine');
const { readRecord } = await import('../../src/lib/engine');

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;

describe('one event type, applied once per tap', () => {
	it('every table action of the worked game runs the engine exactly once', () => {
		const actor = createActor(tableMachine, { input: { record: { ...worked, actions: [] } } });
		actor.start();
		const before = calls.n;
		for (const action of worked.actions) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		expect(actor.getSnapshot().value).toBe('ended');
		expect(calls.n - before).toBe(worked.actions.length);
	});

	it('a refused tap runs the engine once too, and says why', () => {
		const actor = createActor(tableMachine, { input: { record: { ...worked, actions: [] } } });
		actor.start();
		// Up to the first night's first pick, then the Detective points at herself.
		const first = worked.actions.findIndex((a) => a.type === 'night.pick');
		for (const action of worked.actions.slice(0, first)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		const detective = worked.players.indexOf('Cara');
		const before = calls.n;
		actor.send({ type: 'night.pick', role: 'detective', by: detective, target: detective, at: 1 });
		expect(calls.n - before).toBe(1);
		expect(actor.getSnapshot().context.problem).toMatch(/\w/);
	});

	it("an engine action is sent as the engine's own action; a tap that moves the phone is none", () => {
		expect(actionTapOf({ type: 'night.pick', role: 'doctor', by: 3, target: 2, at: 5 })).toEqual({
			type: 'night.pick',
			role: 'doctor',
			by: 3,
			target: 2
		});
		expect(actionTapOf({ type: 'deal.identify', at: 5 })).toBeNull();
		expect(actionTapOf({ type: 'peek.open', seat: 1, at: 5 })).toBeNull();
	});
});
