import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readFileSync } from 'node:fs';
import { tableMachine, tapsFor } from '../../src/lib/machine';
import { readRecord } from '../../src/lib/engine';

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;

/** Issue 32, point 16: the narrator's double (or triple) tap on a pick records it once, and one Undo takes it back. */
describe('a night pick tapped again', () => {
	it('is recorded once, says nothing, and one Undo takes the pick back', () => {
		const actor = createActor(tableMachine, { input: { record: { ...worked, actions: [] } } });
		actor.start();
		const first = worked.actions.findIndex((a) => a.type === 'night.pick');
		for (const action of worked.actions.slice(0, first)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		const before = actor.getSnapshot().context.record.actions.length;
		const [ben, eve] = [worked.players.indexOf('Ben'), worked.players.indexOf('Eve')];
		const alice = worked.players.indexOf('Alice');
		for (const at of [1, 2, 3]) actor.send({ type: 'night.pick', role: 'mafia', by: ben, target: alice, at });
		let { context } = actor.getSnapshot();
		expect(context.problem).toBeNull();
		expect(context.record.actions.slice(before).map((a) => a.type)).toEqual(['night.pick']);
		// Eve's pick after it is a new one; tapped twice, still one.
		actor.send({ type: 'night.pick', role: 'mafia', by: eve, target: alice, at: 4 });
		actor.send({ type: 'night.pick', role: 'mafia', by: eve, target: alice, at: 5 });
		expect(actor.getSnapshot().context.record.actions.length).toBe(before + 2);
		actor.send({ type: 'table.undo', at: 6 });
		actor.send({ type: 'table.undo', at: 7 });
		({ context } = actor.getSnapshot());
		expect(context.record.actions.length).toBe(before);
		expect(context.game.phase.kind === 'night' && context.game.phase.picks).toEqual([]);
	});
});
