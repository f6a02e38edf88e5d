import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readRecord } from '../../src/lib/engine';
import { tableMachine, tapsFor, type TableEvent } from '../../src/lib/machine';
import { NOT_CONCERNED, nightFollowsItsPicks, type Step } from '../support/invariants';
import { TappedPicks } from '../support/tapped-picks';

/**
 * The night's outcome is checked against the picks the test tapped, not against the engine's own log of them: an
 * engine that lost a pick, or logged one nobody tapped, would agree with itself.
 */

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;

/** The worked game's first night played tap by tap, up to the tap that resolves it; `skip` taps are sent but not noted. */
function firstNight(skip: (tap: TableEvent) => boolean = () => false): Step {
	const actor = createActor(tableMachine, { input: { record: { ...worked, actions: [] } } }).start();
	const tapped = new TappedPicks();
	for (const action of worked.actions) {
		for (const tap of tapsFor(action, 'secret')) {
			const before = actor.getSnapshot();
			actor.send(tap);
			const after = actor.getSnapshot();
			if (!skip(tap)) tapped.note(tap, before, after);
			if (after.context.game.log.length > before.context.game.log.length) return { before, after, tapped };
		}
	}
	throw new Error('the first night never ended');
}

describe('the night’s deaths follow from the picks the table tapped', () => {
	it('holds for the night as it was tapped', () => {
		expect(nightFollowsItsPicks(firstNight())).toBeNull();
	});

	it('is broken when the log holds a pick the table never tapped', () => {
		const doctor = (tap: TableEvent) => tap.type === 'night.pick' && tap.role === 'doctor';
		expect(nightFollowsItsPicks(firstNight(doctor))).toMatch(/^night 1: the log holds the picks .*"doctor".*, the table tapped (?!.*"doctor")/);
	});

	it('has nothing to check on a tap that ends no night', () => {
		const step = firstNight();
		expect(nightFollowsItsPicks({ ...step, after: step.before })).toBe(NOT_CONCERNED);
	});
});
