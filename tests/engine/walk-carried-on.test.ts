import { describe, expect, it } from 'vitest';
import { applyAction, undoLast, undoState, walkRecord, withAction, type GameRecord, type GameState } from '../../src/lib/engine';
import { fixtureRecords, generatedRecords } from '../support/records';

/**
 * The table asks after every tap what undo may take back, and the answer comes from the record's walk. A record
 * made by a tap carries its walk on by that one step instead of walking the whole game again: what undo offers
 * must be exactly what a walk of the whole record from the start says, at every point of every game.
 */

/** A copy no walk has been made of: walked from the start. */
const afresh = (record: GameRecord): GameRecord => structuredClone(record);

/** The record made again tap by tap, as the table makes it (each tap's record by withAction); `each` sees every one. */
function growTapByTap(record: GameRecord, each: (grown: GameRecord, before: GameState, step: number) => void): void {
	let grown: GameRecord = { ...record, actions: [] };
	const first = walkRecord(grown);
	if (!first.ok) throw new Error(first.reason);
	let state = first.value.state;
	record.actions.forEach((action, i) => {
		const next = applyAction(state, action);
		if (!next.ok) throw new Error(next.reason);
		grown = withAction(grown, action, state, next.value);
		const before = state;
		state = next.value;
		each(grown, before, i);
	});
}

describe('a record grown tap by tap walks as the whole record does', () => {
	for (const { name, record } of [...fixtureRecords(), ...generatedRecords()]) {
		it(name, () => {
			const checks = new Set(Array.from({ length: 24 }, (_, i) => Math.floor((i * record.actions.length) / 24)));
			growTapByTap(record, (grown, _before, i) => {
				if (!checks.has(i) && i !== record.actions.length - 1) return;
				const carried = walkRecord(grown);
				const whole = walkRecord(afresh(grown));
				expect(carried.ok && whole.ok).toBe(true);
				if (!carried.ok || !whole.ok) return;
				expect(carried.value.standing, `after step ${i + 1}`).toEqual(whole.value.standing);
				expect(carried.value.state).toEqual(whole.value.state);
				expect(undoState(grown), `after step ${i + 1}`).toEqual(undoState(afresh(grown)));
			});
		});
	}
});

describe('an Undo of a tap gives back the game before it, with no walk from the start', () => {
	for (const { name, record } of [...fixtureRecords(), ...generatedRecords()]) {
		it(name, () => {
			let undone = 0;
			growTapByTap(record, (grown, before, i) => {
				const back = undoLast(grown);
				if (!back.ok) return;
				const carried = walkRecord(back.value);
				const whole = walkRecord(afresh(back.value));
				if (!carried.ok || !whole.ok) throw new Error(`after step ${i + 1}: the undone record does not walk`);
				// The very game the table had before the tap, not one rebuilt from the start…
				expect(carried.value.state, `after step ${i + 1}`).toBe(before);
				// …and the same game a walk from the start makes, with the same taps standing.
				expect(carried.value.state).toEqual(whole.value.state);
				expect(carried.value.standing).toEqual(whole.value.standing);
				undone++;
			});
			expect(undone, 'no tap of this game could be undone').toBeGreaterThan(0);
		});
	}
});

describe('a game just opened takes back its last tap with no walk from the start', () => {
	for (const { name, record } of [...fixtureRecords(), ...generatedRecords()]) {
		it(name, () => {
			// Each game cut at a few points, as a saved game is opened there: walked from the start, then undone.
			let undone = 0;
			for (let cut = 1; cut <= record.actions.length; cut += Math.max(1, Math.floor(record.actions.length / 12))) {
				const opened: GameRecord = structuredClone({ ...record, actions: record.actions.slice(0, cut) });
				if (!walkRecord(opened).ok) throw new Error(`the game cut at ${cut} does not walk`);
				const back = undoLast(opened);
				if (!back.ok) continue;
				const before = walkRecord(afresh({ ...record, actions: record.actions.slice(0, cut - 1) }));
				const carried = walkRecord(back.value);
				if (!carried.ok || !before.ok) throw new Error(`cut at ${cut}: the undone record does not walk`);
				expect(carried.value.state, `cut at ${cut}`).toEqual(before.value.state);
				expect(carried.value.standing, `cut at ${cut}`).toEqual(before.value.standing);
				undone++;
			}
			expect(undone, 'no cut of this game could be undone').toBeGreaterThan(0);
		});
	}
});
