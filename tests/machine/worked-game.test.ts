import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readFileSync } from 'node:fs';
import { tableMachine, tapsFor, type TableEvent } from '../../src/lib/machine';
import { readRecord, replay, type GameRecord, createRecord } from '../../src/lib/engine';

const fixture = JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8'));
const worked = (() => {
	const read = readRecord(fixture);
	if (!read.ok) throw new Error(read.reason);
	return read.value;
})();
const names = (seats: number[]) => seats.map((s) => worked.players[s]);

function startTable(record: GameRecord) {
	const actor = createActor(tableMachine, { input: { record: { ...record, actions: [] } } });
	actor.start();
	return actor;
}

describe('the worked game through the statechart', () => {
	it('plays the source document’s game tap by tap and the town wins with Alice', () => {
		const actor = startTable(worked);
		const screens: string[] = [];
		for (const action of worked.actions) {
			for (const tap of tapsFor(action, 'secret')) {
				actor.send(tap);
				expect(actor.getSnapshot().context.problem, `${tap.type} refused`).toBeNull();
				screens.push(JSON.stringify(actor.getSnapshot().value));
			}
		}
		const { context, value, status } = actor.getSnapshot();
		expect(value).toBe('ended');
		expect(status).toBe('done');
		expect(context.game.winner?.side).toBe('town');
		expect(names(context.game.winner!.seats)).toEqual(['Alice', 'Cara', 'Dev', 'Finn', 'Gus']);
		// The chart recorded exactly the table actions of the source, in order.
		expect(context.record.actions).toEqual(worked.actions);
		expect(replay(context.record)).toEqual({ ok: true, value: context.game });
		// The ballot went round: pass → choose → confirm → neutral screen, for each voter.
		expect(screens).toContain(JSON.stringify({ ballot: 'cast' }));
	});

	it('refuses an illegal tap with the reason in words and stays on the same screen', () => {
		const actor = startTable(worked);
		for (const action of worked.actions.slice(0, 8)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		expect(actor.getSnapshot().value).toEqual({ night: 'narrating' });
		// Ben and Eve are the killers: Ben may not pick Eve.
		actor.send({ type: 'night.pick', role: 'mafia', by: 1, target: 4, at: 1 });
		const snap = actor.getSnapshot();
		expect(snap.value).toEqual({ night: 'narrating' });
		expect(snap.context.problem).toMatch(/Eve is one of the Killers/);
		actor.send({ type: 'problem.dismiss', at: 2 });
		expect(actor.getSnapshot().context.problem).toBeNull();
	});

	it('resumes from a persisted snapshot on exactly the same screen, votes already cast', () => {
		const actor = startTable(worked);
		// Up to the middle of day 1's ballot: three voters have voted and Eve has the phone in hand.
		const upTo = worked.actions.findIndex((a) => a.type === 'ballot.cast') + 3;
		for (const action of worked.actions.slice(0, upTo)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		actor.send({ type: 'ballot.identify', at: 5 });
		const persisted = actor.getPersistedSnapshot();
		const revived = createActor(tableMachine, {
			snapshot: JSON.parse(JSON.stringify(persisted)),
			input: { record: worked }
		}).start();
		expect(revived.getSnapshot().value).toEqual({ ballot: 'choosing' });
		const phase = revived.getSnapshot().context.game.phase;
		expect(phase.kind === 'ballot' && Object.keys(phase.votes).length).toBe(3);
	});

	it('an open vote is entered by the narrator, voter by voter', () => {
		const open: GameRecord = { ...worked, options: { ...worked.options, ballotMode: 'open' } };
		const actor = startTable(open);
		for (const action of open.actions) for (const tap of tapsFor(action, 'open')) actor.send(tap);
		expect(actor.getSnapshot().context.game.winner?.side).toBe('town');
	});

	it('a new game starts on the first player’s card', () => {
		const record = createRecord(
			{ preset: 'classic', players: worked.players, roles: worked.roles, options: worked.options, seed: 9 },
			'g1',
			0
		);
		const actor = startTable(record);
		expect(actor.getSnapshot().value).toEqual({ deal: 'passing' });
		const tap: TableEvent = { type: 'deal.done', at: 1 };
		actor.send(tap); // Done before "I am Alice" is not a move of this screen
		expect(actor.getSnapshot().context.record.actions).toHaveLength(0);
	});
});
