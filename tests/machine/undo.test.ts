import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readdirSync, readFileSync } from 'node:fs';
import { tableMachine, tapsFor } from '../../src/lib/machine';
import { readRecord, replay, undoState, viewFor, type GameRecord } from '../../src/lib/engine';

const DIR = 'tests/fixtures/records';
const fixtures = readdirSync(DIR)
	.filter((f) => f.endsWith('.json'))
	.map((file) => {
		const read = readRecord(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
		if (!read.ok) throw new Error(`${file}: ${read.reason}`);
		return { file, record: read.value };
	});

function start(record: GameRecord) {
	return createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
}

describe.each(fixtures)('undo through $file', ({ record }) => {
	it('undoing every undoable tap gives exactly the game before it, and the record stays replayable', () => {
		const actor = start(record);
		let undone = 0;
		let refused = 0;
		for (const action of record.actions) {
			const before = actor.getSnapshot().context;
			for (const tap of tapsFor(action, record.options.ballotMode)) actor.send(tap);
			const after = actor.getSnapshot().context;
			// The chart's own guard: the engine allows the undo, and (app-narrated) it is not a night with nobody to undo for.
			const undo = undoState(after.record);
			if (undo.canUndo && actor.getSnapshot().can({ type: 'table.undo', at: action.at })) {
				actor.send({ type: 'table.undo', at: action.at });
				const back = actor.getSnapshot().context;
				expect(back.game).toEqual(before.game);
				expect(back.record).toEqual(before.record);
				expect(replay(back.record)).toEqual({ ok: true, value: back.game });
				// The table sees nothing it did not see before the tap.
				expect(viewFor(back.game, { kind: 'table' })).toEqual(viewFor(before.game, { kind: 'table' }));
				undone++;
				for (const tap of tapsFor(action, record.options.ballotMode)) actor.send(tap);
			} else {
				// An announcement, or a player's sealed choice: undo is refused, and nothing changes.
				actor.send({ type: 'table.undo', at: action.at });
				expect(actor.getSnapshot().context.record).toEqual(after.record);
				refused++;
			}
			expect(actor.getSnapshot().context.game).toEqual(after.game);
		}
		expect(actor.getSnapshot().context.record.actions).toEqual(record.actions);
		expect(undone + refused).toBe(record.actions.length);
		expect(undone).toBeGreaterThan(0);
	});
});

describe('a sealed choice is final once the phone has passed on (issue 32)', () => {
	const worked = fixtures.find((f) => f.file === 'classic-worked-game.json')!.record;
	const round = fixtures.find((f) => f.file === 'classic-worked-game-pass-round.json')!.record;
	/** The game played through the chart up to and including the `n`th action of `type`. */
	function playedTo(record: GameRecord, type: string, n: number) {
		const actor = start(record);
		let seen = 0;
		const upTo = record.actions.findIndex((a) => a.type === type && ++seen === n);
		for (const action of record.actions.slice(0, upTo + 1)) for (const tap of tapsFor(action, record.options.ballotMode)) actor.send(tap);
		return { actor, at: record.actions[upTo].at };
	}

	it('the next voter’s Undo leaves the previous sealed vote cast', () => {
		const { actor, at } = playedTo(worked, 'ballot.cast', 2);
		const before = actor.getSnapshot().context;
		expect(actor.getSnapshot().value).toEqual({ ballot: 'passing' });
		expect(actor.getSnapshot().can({ type: 'table.undo', at: at + 1 })).toBe(false);
		actor.send({ type: 'table.undo', at: at + 1 });
		expect(actor.getSnapshot().context.record).toBe(before.record);
		expect(actor.getSnapshot().context.game).toBe(before.game);
	});

	it('the next player’s Undo leaves the previous night turn ended, its choice in', () => {
		const { actor, at } = playedTo(round, 'round.pass', 2);
		const before = actor.getSnapshot().context;
		expect(actor.getSnapshot().value).toEqual({ round: 'passing' });
		actor.send({ type: 'table.undo', at: at + 1 });
		expect(actor.getSnapshot().context.record).toBe(before.record);
		expect(actor.getSnapshot().value).toEqual({ round: 'passing' });
		// Nor can a player undo their own confirmed choice while still holding the phone.
		const chosen = playedTo(round, 'round.pick', 3);
		expect(chosen.actor.getSnapshot().value).toEqual({ round: 'done' });
		expect(chosen.actor.getSnapshot().can({ type: 'table.undo', at: chosen.at + 1 })).toBe(false);
	});

	it('the whole night is redone from the pass screen: the phone goes back to the first player, the redo in the record', () => {
		const { actor, at } = playedTo(round, 'round.pass', 2);
		const before = actor.getSnapshot().context.record.actions;
		actor.send({ type: 'table.redo', at: at + 1000 });
		const { context, value } = actor.getSnapshot();
		expect(value).toEqual({ round: 'passing' });
		expect(context.record.actions).toEqual([...before, { type: 'round.redo', at: at + 1000 }]);
		expect(context.game.phase).toMatchObject({ kind: 'round', at: 0, turn: null, picks: [], hunches: [], redone: 1 });
		expect(replay(context.record)).toEqual({ ok: true, value: context.game });
		// A public act: it is not undone, and there is nothing to redo until a turn ends again.
		expect(actor.getSnapshot().can({ type: 'table.undo', at: at + 2000 })).toBe(false);
		actor.send({ type: 'table.redo', at: at + 2000 });
		expect(actor.getSnapshot().context.record.actions).toHaveLength(before.length + 1);
		expect(actor.getSnapshot().context.problem).toBe('Nobody has made a choice tonight yet: there is nothing to start again.');
	});

	it('the redo is taken only on a pass screen, never while a player holds the phone', () => {
		const { actor, at } = playedTo(round, 'round.take', 3);
		expect(actor.getSnapshot().value).toEqual({ round: 'turn' });
		expect(actor.getSnapshot().can({ type: 'table.redo', at: at + 1 })).toBe(false);
		const voting = playedTo(worked, 'ballot.cast', 2);
		voting.actor.send({ type: 'ballot.identify', at: voting.at + 1 });
		expect(voting.actor.getSnapshot().can({ type: 'table.redo', at: voting.at + 2 })).toBe(false);
	});

	it('the whole vote is redone from the pass screen: the phone goes back to the first voter, and tapped through again it decides', () => {
		const { actor, at } = playedTo(worked, 'ballot.cast', 2);
		actor.send({ type: 'table.redo', at: at + 1000 });
		expect(actor.getSnapshot().value).toEqual({ ballot: 'passing' });
		const phase = actor.getSnapshot().context.game.phase;
		expect(phase).toMatchObject({ kind: 'ballot', votes: {}, redone: 1 });
		expect(actor.getSnapshot().context.record.actions.at(-1)).toEqual({ type: 'ballot.redo', at: at + 1000 });
		// Every voter votes again through the real screens, the first two included.
		const opened = worked.actions.findIndex((a) => a.type === 'talk.end') + 1;
		const closed = worked.actions.findIndex((a, i) => a.type === 'ballot.cast' && worked.actions[i + 1]?.type === 'verdict.continue') + 1;
		for (const vote of worked.actions.slice(opened, closed)) for (const tap of tapsFor({ ...vote, at: vote.at + 60_000 }, 'secret')) actor.send(tap);
		const played = actor.getSnapshot().context.game;
		const plain = replay({ ...worked, actions: worked.actions.slice(0, closed) });
		expect(plain.ok && played.log).toEqual(plain.ok && plain.value.log);
	});

	it('an open vote, entered by the narrator, is undone with one tap', () => {
		const open = { ...worked, options: { ...worked.options, ballotMode: 'open' as const } };
		const actor = start(open);
		const first = open.actions.findIndex((a) => a.type === 'ballot.cast');
		for (const action of open.actions.slice(0, first + 1)) for (const tap of tapsFor(action, 'open')) actor.send(tap);
		actor.send({ type: 'table.undo', at: open.actions[first].at + 1 });
		expect(actor.getSnapshot().context.record.actions).toHaveLength(first);
	});
});

describe('correcting an announced result', () => {
	const worked = fixtures.find((f) => f.file === 'classic-worked-game.json')!.record;

	it('goes back to before the announcement and writes the correction into the record', () => {
		const actor = start(worked);
		// Play up to Alice's death being announced, then the narrator realises Dev covered Alice, not Finn.
		const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');
		for (const action of worked.actions.slice(0, morning + 1)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		expect(actor.getSnapshot().value).toBe('morning');
		actor.send({ type: 'table.undo', at: 1 });
		expect(actor.getSnapshot().value).toBe('morning');

		actor.send({ type: 'result.correct', at: worked.actions[morning].at + 5000 });
		const { context, value } = actor.getSnapshot();
		expect(value).toEqual({ night: 'narrating' });
		expect(context.game).toEqual(replay(worked, morning).ok && (replay(worked, morning) as { value: unknown }).value);
		expect(context.record.actions.at(-1)).toMatchObject({ type: 'result.correct' });
		expect(replay(context.record)).toEqual({ ok: true, value: context.game });

		// The night is replayed right: Dev covers Alice, and nobody dies.
		actor.send({ type: 'night.pick', role: 'detective', by: 2, target: 1, at: 10 });
		actor.send({ type: 'table.undo', at: 11 });
		const phase = actor.getSnapshot().context.game.phase;
		expect(phase.kind).toBe('night');
	});
});
