import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { correctLastResult, readRecord, replay, undoLast, undoState, type GameRecord } from '../../src/lib/engine/index';

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
		expect(undoState(fresh)).toEqual({ canUndo: false, takesBack: null, correction: null });
		expect(undoLast(fresh)).toEqual({ ok: false, reason: 'Nothing to undo since the last announcement.' });
		expect(correctLastResult(fresh, worked.createdAt + 1)).toEqual({ ok: false, reason: 'No result has been announced yet.' });
	});
});

describe('before the first morning', () => {
	it('the last tap can be undone, but no result has been announced to correct', () => {
		const night = upTo(morning);
		expect(undoState(night)).toEqual({ canUndo: true, takesBack: null, correction: null });
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
