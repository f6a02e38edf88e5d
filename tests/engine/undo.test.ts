import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, correctLastResult, readRecord, replay, undoLast, undoState, walkRecord, withAction, type GameRecord, type TimedAction } from '../../src/lib/engine/index';
import { fixtureRecords } from '../support/records';

/**
 * Undo and correction, read from the record alone: what the narrator may take back, and which announcement a
 * correction goes back to.
 */
const worked = (() => {
	const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
	if (!read.ok) throw new Error(read.reason);
	return read.value as GameRecord;
})();
/** The worked game's first `count` actions. */
const upTo = (count: number): GameRecord => ({ ...worked, actions: worked.actions.slice(0, count) });
/** The step whose Done brought the first morning (Alice died in the night). */
const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');

describe('a game nobody has played yet', () => {
	it('has nothing to undo and nothing to correct, and says so', () => {
		const fresh = upTo(0);
		expect(undoState(fresh)).toEqual({ canUndo: false, redo: null, correction: null });
		expect(undoLast(fresh)).toEqual({ ok: false, reason: 'Nothing to undo since the last announcement.' });
		expect(correctLastResult(fresh, worked.createdAt + 1)).toEqual({ ok: false, reason: 'No result has been announced yet.' });
	});
});

describe('before the first morning', () => {
	it('the last tap can be undone, but no result has been announced to correct', () => {
		const night = upTo(morning);
		expect(undoState(night)).toEqual({ canUndo: true, redo: null, correction: null });
		expect(correctLastResult(night, worked.actions[morning - 1].at + 1)).toEqual({ ok: false, reason: 'No result has been announced yet.' });
	});
});

describe('correcting the morning after the narrator went on', () => {
	it('goes back to the night, before the morning was announced, not to the morning', () => {
		// The morning is announced, then Continue is tapped: only that Continue can be undone; the morning is corrected.
		const talk = upTo(morning + 2);
		expect(replay(talk).ok && replay(talk)).toMatchObject({ value: { phase: { kind: 'talk' } } });
		expect(undoState(talk)).toMatchObject({ canUndo: true, correction: { keep: morning } });
		const corrected = correctLastResult(talk, worked.actions[morning + 1].at + 5000);
		if (!corrected.ok) throw new Error(corrected.reason);
		expect(corrected.value.actions.at(-1)).toEqual({ type: 'result.correct', keep: morning, at: worked.actions[morning + 1].at + 5000 });
		const back = replay(corrected.value);
		expect(back.ok && back.value.phase.kind).toBe('night');
		expect(back).toEqual(replay(worked, morning));
		// The correction stays in the record for everyone to see: it cannot be undone.
		expect(undoLast(corrected.value)).toEqual({ ok: false, reason: 'Nothing to undo since the last announcement.' });
	});
});

/** The record grown tap by tap as the table grows it (each tap's record carries its walk on), `each` seeing every one. */
function growTapByTap(record: GameRecord, each: (grown: GameRecord, last: TimedAction) => void): void {
	let grown: GameRecord = { ...record, actions: [] };
	const first = walkRecord(grown);
	if (!first.ok) throw new Error(first.reason);
	let state = first.value.state;
	for (const action of record.actions) {
		const next = applyAction(state, action);
		if (!next.ok) throw new Error(next.reason);
		grown = withAction(grown, action, state, next.value);
		state = next.value;
		each(grown, action);
	}
}

describe('a sealed choice is never undone by whoever holds the phone next (issue 32)', () => {
	for (const { name, record } of fixtureRecords()) {
		it(`${name}: no pass-round turn nor secret vote is ever taken back, and no correction reaches back past one`, () => {
			const secret = record.options.ballotMode !== 'open';
			let sealed = 0;
			growTapByTap(record, (grown, last) => {
				const undo = undoState(grown);
				const isSealed = last.type === 'round.pick' || last.type === 'round.pass' || (last.type === 'ballot.cast' && secret);
				if (!isSealed) return;
				sealed++;
				expect(undo.canUndo).toBe(false);
				expect(undoLast(grown).ok).toBe(false);
				// While the round goes on, its choices stand: the only way back is the whole round, from its first player.
				if (undo.redo) expect(undo.correction).toBeNull();
			});
			if (record.options.narration === 'round' || secret) expect(sealed).toBeGreaterThan(0);
		});
	}

	it('says why, and what the table may do instead', () => {
		const round = fixtureRecords().find((f) => f.name === 'classic-worked-game-pass-round.json')!.record;
		const afterTurn = round.actions.findIndex((a) => a.type === 'round.pass') + 1;
		expect(undoLast({ ...round, actions: round.actions.slice(0, afterTurn) })).toEqual({
			ok: false,
			reason: "A night turn's choice is final once confirmed: only the whole night can be started again, in front of the table (Menu)."
		});
		const afterVote = worked.actions.findIndex((a) => a.type === 'ballot.cast') + 1;
		expect(undoLast(upTo(afterVote))).toEqual({
			ok: false,
			reason: 'A sealed vote is final once confirmed: only the whole vote can be started again, in front of the table (Menu).'
		});
	});

	it('an open vote is the narrator entering what the table called out: one tap, undone as any other', () => {
		const open = { ...worked, options: { ...worked.options, ballotMode: 'open' as const } };
		const afterVote = open.actions.findIndex((a) => a.type === 'ballot.cast') + 1;
		const record = { ...open, actions: open.actions.slice(0, afterVote) };
		expect(undoState(record)).toMatchObject({ canUndo: true, redo: { kind: 'vote' } });
		const undone = undoLast(record);
		expect(undone.ok && undone.value.actions).toEqual(open.actions.slice(0, afterVote - 1));
	});
});
