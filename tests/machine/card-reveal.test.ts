import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkCardHeld } from '../../src/lib/engine/card-held';
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

describe('a card is passed on only once it has been held', () => {
	const NOT_HELD = 'Hold the card to read it first: the phone passes on once the card has been seen.';

	it.each(['classic', 'clocked', 'storyteller', 'godfather'] as PresetId[])('%s: Done is refused, with the reason, until the card has been held and let go', (preset) => {
		const { send, actor } = dealing(preset);
		send({ type: 'deal.identify', at: 1000 });
		expect(screenOf(actor.getSnapshot()).passOnRefused).toBe(NOT_HELD);
		send({ type: 'deal.done', at: 2000 });
		expect(actor.getSnapshot().context.problem).toBe(NOT_HELD);
		expect(actor.getSnapshot().context.record.actions).toEqual([]);
		expect(actor.getSnapshot().matches({ deal: 'reading' })).toBe(true);
		send({ type: 'problem.dismiss', at: 2500 });
		send({ type: 'deal.looked', at: 3000 });
		expect(screenOf(actor.getSnapshot()).passOnRefused).toBeNull();
		send({ type: 'deal.done', at: 4000 });
		expect(actor.getSnapshot().context.record.actions).toEqual([{ type: 'card.seen', seat: 0, at: 4000 }]);
		// The next player's card has not been held: their Done waits for their own hold.
		send({ type: 'deal.identify', at: 5000 });
		expect(screenOf(actor.getSnapshot()).passOnRefused).toBe(NOT_HELD);
	});

	it('"Not me" forgets the hold: whoever says "I am …" next holds the card again', () => {
		const { send, actor } = dealing('classic');
		send({ type: 'deal.identify', at: 1000 });
		send({ type: 'deal.looked', at: 2000 });
		send({ type: 'deal.back', at: 3000 });
		send({ type: 'deal.identify', at: 4000 });
		expect(screenOf(actor.getSnapshot()).passOnRefused).toBe(NOT_HELD);
	});

	it('a reload on the held card keeps that it was held: Done passes the phone on', () => {
		const { send, actor } = dealing('classic');
		send({ type: 'deal.identify', at: 1000 });
		send({ type: 'deal.looked', at: 2000 });
		const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
		const reloaded = createActor(tableMachine, { snapshot: saved, input: { record: actor.getSnapshot().context.record } }).start();
		expect(screenOf(reloaded.getSnapshot()).passOnRefused).toBeNull();
		reloaded.send({ type: 'deal.done', at: 3000 });
		expect(reloaded.getSnapshot().context.record.actions).toEqual([{ type: 'card.seen', seat: 0, at: 3000 }]);
	});

	it('the rule is the engine\'s: only the reader\'s own card counts, and only in the deal', () => {
		const { actor } = dealing('classic');
		const game = actor.getSnapshot().context.game;
		expect(checkCardHeld(game, null)).toEqual({ ok: false, reason: NOT_HELD });
		expect(checkCardHeld(game, 1)).toEqual({ ok: false, reason: NOT_HELD });
		expect(checkCardHeld(game, 0)).toEqual({ ok: true, value: true });
		expect(checkCardHeld({ ...game, phase: { kind: 'dusk', night: 1 } }, null)).toEqual({ ok: true, value: true });
	});
});
