import { describe, expect, it } from 'vitest';
import { applyAction, readRecord, replay, timeLeft, undoLast, undoState, viewFor, type GameRecord, type GameState, type TimedAction } from '../../src/lib/engine/index';
import { stepLine } from '../../src/lib/history/steps';
import { fixtureRecords } from '../support/records';

/**
 * Issue 32: "Redo this whole night / this whole vote". A sealed choice is never undone; the table may instead start
 * the whole round again from its first player. The redo is an action of the record like any other: replayed exactly,
 * never a deletion, every earlier choice of the round void, and public on every pass screen of the round.
 */
const fixture = (name: string): GameRecord => {
	const found = fixtureRecords().find((f) => f.name === name);
	if (!found) throw new Error(`tests/fixtures/records/${name} is missing`);
	return found.record;
};
const round = fixture('classic-worked-game-pass-round.json');
const worked = fixture('classic-worked-game.json');

const state = (record: GameRecord): GameState => {
	const game = replay(record);
	if (!game.ok) throw new Error(game.reason);
	return game.value;
};
/** Where the `n`th action of `type` is, counted from 1; the step after it. */
const after = (record: GameRecord, type: string, n: number) => {
	let seen = 0;
	return record.actions.findIndex((a) => a.type === type && ++seen === n) + 1;
};
const cut = (record: GameRecord, count: number, ...more: TimedAction[]): GameRecord => ({ ...record, actions: [...record.actions.slice(0, count), ...more] });
/** The same actions later by `ms`: what the table taps again after a redo. */
const later = (actions: TimedAction[], ms: number) => actions.map((a) => ({ ...a, at: a.at + ms }));
/** A record written out and read back as an imported file is. */
const readBack = (record: GameRecord) => {
	const read = readRecord(JSON.parse(JSON.stringify(record)));
	if (!read.ok) throw new Error(read.reason);
	return read.value;
};

describe('redo this whole night (everyone taking the phone)', () => {
	const nightStart = after(round, 'night.start', 1);
	const twoTurns = after(round, 'round.pass', 2);
	const morning = after(round, 'round.pass', 7);
	const redoAt = round.actions[twoTurns - 1].at + 2000;
	const redone = cut(round, twoTurns, { type: 'round.redo', at: redoAt });

	it('is offered once a turn has ended, from the first player, and never before', () => {
		expect(undoState(cut(round, nightStart)).redo).toBeNull();
		expect(undoState(cut(round, twoTurns))).toMatchObject({ canUndo: false, redo: { kind: 'night', night: 1, from: 0 }, correction: null });
		const tooEarly = applyAction(state(cut(round, nightStart)), { type: 'round.redo', at: redoAt });
		expect(tooEarly).toEqual({ ok: false, reason: 'Nobody has made a choice tonight yet: there is nothing to start again.' });
	});

	it('starts the night again from its first player, every earlier choice void; the record keeps every action and the redo', () => {
		const game = state(redone);
		const fresh = state(cut(round, nightStart));
		expect(game.phase).toEqual({ ...fresh.phase, redone: 1 });
		expect(game.players).toEqual(fresh.players);
		expect(redone.actions.slice(0, twoTurns)).toEqual(round.actions.slice(0, twoTurns));
		// Replayed exactly, read back from a file too.
		expect(replay(readBack(redone))).toEqual({ ok: true, value: game });
	});

	it('the night played again resolves from the new turns only, as if the first ones had never been', () => {
		const again = cut(round, twoTurns, { type: 'round.redo', at: redoAt }, ...later(round.actions.slice(nightStart, morning), redoAt - round.actions[nightStart - 1].at));
		const played = state(again);
		const plain = state(cut(round, morning));
		expect(played.phase).toEqual({ ...plain.phase });
		expect(played.log).toEqual(plain.log);
		expect(played.players).toEqual(plain.players);
	});

	it('the table sees that the night was started again; the redo itself is not undone', () => {
		const view = viewFor(state(redone), { kind: 'table' });
		expect(view.phase).toMatchObject({ kind: 'round', next: 0, done: 0, redone: 1 });
		expect(undoState(redone)).toEqual({ canUndo: false, redo: null, correction: null });
		expect(undoLast(redone)).toEqual({ ok: false, reason: 'Nothing to undo since the last announcement.' });
		expect(stepLine(state(cut(round, twoTurns)), redone.actions.at(-1)!, state(redone))).toBe(
			'The table redid the whole night: every choice made before was void, and the phone went back to Alice.'
		);
	});

	it('"Not Alice? Go back" after the redo gives the phone back to Alice, and the night stays started again', () => {
		const taken = cut(redone, redone.actions.length, { type: 'round.take', seat: 0, at: redoAt + 1000 });
		const back = undoLast(taken);
		expect(back.ok && back.value.actions).toEqual(redone.actions);
		expect(back.ok && undoLast(back.value).ok).toBe(false);
	});
});

describe('redo this whole vote (a secret ballot)', () => {
	const opened = after(worked, 'talk.end', 1);
	const twoVotes = after(worked, 'ballot.cast', 2);
	const verdict = after(worked, 'ballot.cast', 6);
	const redoAt = worked.actions[twoVotes - 1].at + 2000;
	const redone = cut(worked, twoVotes, { type: 'ballot.redo', at: redoAt });

	it('is offered once somebody has voted, from the first voter, and never before', () => {
		expect(undoState(cut(worked, opened)).redo).toBeNull();
		expect(undoState(cut(worked, twoVotes))).toMatchObject({ canUndo: false, redo: { kind: 'vote', day: 1, from: 1 }, correction: null });
		const tooEarly = applyAction(state(cut(worked, opened)), { type: 'ballot.redo', at: redoAt });
		expect(tooEarly).toEqual({ ok: false, reason: 'Nobody has voted yet: there is nothing to start again.' });
	});

	it('opens the same ballot again with no vote cast, the redo kept in the record and replayed exactly', () => {
		const game = state(redone);
		const fresh = state(cut(worked, opened));
		expect(game.phase).toEqual({ ...fresh.phase, redone: 1 });
		expect(replay(readBack(redone))).toEqual({ ok: true, value: game });
		expect(viewFor(game, { kind: 'table' }).phase).toMatchObject({ kind: 'ballot', next: 1, voted: [], redone: 1 });
		expect(undoState(redone)).toEqual({ canUndo: false, redo: null, correction: null });
	});

	it('the vote cast again decides alone: the same ballots give the same verdict, the first ones void', () => {
		const again = cut(worked, twoVotes, { type: 'ballot.redo', at: redoAt }, ...later(worked.actions.slice(opened, verdict), redoAt - worked.actions[opened - 1].at));
		const played = state(again);
		const plain = state(cut(worked, verdict));
		expect(played.log).toEqual(plain.log);
		expect(played.phase).toEqual(plain.phase);
		// A voter who voted before the redo votes again: not "voted twice".
		const twice = applyAction(state(redone), { ...worked.actions[opened], at: redoAt + 1000 });
		expect(twice.ok).toBe(true);
	});

	it('a vote clock starts again with the vote', () => {
		const clocked = fixture('clocked-ties-and-timeouts.json');
		const from = after(clocked, 'ballot.cast', 1);
		const game = state(cut(clocked, from));
		if (game.phase.kind !== 'ballot' || !game.phase.clock) throw new Error('the fixture has no vote clock at its first vote');
		const at = clocked.actions[from - 1].at + 1000;
		const total = game.phase.clock.totalMs;
		expect(timeLeft(game.phase.clock, at)).toBeLessThan(total);
		const redo = applyAction(game, { type: 'ballot.redo', at });
		expect(redo.ok && redo.value.phase).toMatchObject({ kind: 'ballot', votes: {}, clock: { totalMs: total, leftMs: total, runningSince: at } });
	});
});
