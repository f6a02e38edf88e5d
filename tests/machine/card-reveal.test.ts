import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tableMachine, type TableEvent } from '../../src/lib/machine';
import { screenOf } from '../../src/lib/state/screen';
import { createRecord, startClock, type PresetId } from '../../src/lib/engine';
import { tableFor } from '../support/autoplay';

/**
 * `clocked`: a card stays up a few seconds once its player has let go of it, then the phone passes on.
 * The seconds are data in the chart, started at the time of the tap that let go: the screen only counts.
 */
function dealing(preset: PresetId) {
	const record = createRecord(tableFor(preset, 5, 3), 'g', 0);
	const actor = createActor(tableMachine, { input: { record } }).start();
	const send = (event: TableEvent) => actor.send(event);
	const reveal = () => screenOf(actor.getSnapshot()).reveal;
	return { actor, send, reveal };
}

describe("the card's few seconds", () => {
	it('start when the player lets go of the card, at that tap, and only the first time', () => {
		const { send, reveal } = dealing('clocked');
		send({ type: 'deal.identify', at: 1000 });
		expect(reveal()).toBeNull();
		send({ type: 'deal.looked', at: 4000 });
		expect(reveal()).toEqual(startClock(5000, 4000));
		// Holding it again and letting go does not give more time.
		send({ type: 'deal.looked', at: 6000 });
		expect(reveal()).toEqual(startClock(5000, 4000));
	});

	it('are gone once the card is passed on, or handed back with "Not me"', () => {
		const { send, reveal, actor } = dealing('clocked');
		send({ type: 'deal.identify', at: 1000 });
		send({ type: 'deal.looked', at: 2000 });
		send({ type: 'deal.done', at: 7000 });
		expect(actor.getSnapshot().context.game.phase).toEqual({ kind: 'deal', next: 1 });
		send({ type: 'deal.identify', at: 8000 });
		expect(reveal()).toBeNull();
		send({ type: 'deal.looked', at: 9000 });
		send({ type: 'deal.back', at: 9500 });
		send({ type: 'deal.identify', at: 10000 });
		expect(reveal()).toBeNull();
	});

	it.each(['classic', 'storyteller', 'godfather'] as PresetId[])('do not exist in %s: the card stays until Done', (preset) => {
		const { send, reveal } = dealing(preset);
		send({ type: 'deal.identify', at: 1000 });
		send({ type: 'deal.looked', at: 2000 });
		expect(reveal()).toBeNull();
	});
});
