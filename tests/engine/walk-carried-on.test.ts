import { describe, expect, it } from 'vitest';
import { applyAction, undoState, walkRecord, withAction, type GameRecord } from '../../src/lib/engine';
import { fixtureRecords, generatedRecords } from '../support/records';

/**
 * The table asks after every tap what undo may take back, and the answer comes from the record's walk. A record
 * made by a tap carries its walk on by that one step instead of walking the whole game again: what undo offers
 * must be exactly what a walk of the whole record from the start says, at every point of every game.
 */

/** A copy no walk has been made of: walked from the start. */
const afresh = (record: GameRecord): GameRecord => structuredClone(record);

describe('a record grown tap by tap walks as the whole record does', () => {
	for (const { name, record } of [...fixtureRecords(), ...generatedRecords()]) {
		it(name, () => {
			let grown: GameRecord = { ...record, actions: [] };
			let game = walkRecord(grown);
			if (!game.ok) throw new Error(game.reason);
			let state = game.value.state;
			const checks = new Set(Array.from({ length: 24 }, (_, i) => Math.floor((i * record.actions.length) / 24)));
			record.actions.forEach((action, i) => {
				const next = applyAction(state, action);
				if (!next.ok) throw new Error(next.reason);
				grown = withAction(grown, action, state, next.value);
				state = next.value;
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
