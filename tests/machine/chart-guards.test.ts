import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readRecord, replay, type GameRecord } from '$lib/engine/record';
import { tableMachine, tapsFor, type TableEvent } from '$lib/machine';

/**
 * The chart's own guards: what the table may do on a screen beyond what the engine decides. Each test plays a
 * fixture game through its real taps up to a moment, then tries the tap the guard is about.
 */

function fixture(file: string): GameRecord {
	const read = readRecord(JSON.parse(readFileSync(`tests/fixtures/records/${file}`, 'utf8')));
	if (!read.ok) throw new Error(`${file}: ${read.reason}`);
	return read.value;
}

/** An actor that has played the record's first `count` actions through the screens. */
function playedTo(record: GameRecord, count: number) {
	const actor = createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
	for (const action of record.actions.slice(0, count)) for (const tap of tapsFor(action, record.options.ballotMode)) actor.send(tap);
	return actor;
}

describe('a player looking at their card again', () => {
	const clocked = fixture('clocked-fast-mafia-win.json');
	const talk = clocked.actions.findIndex((a) => a.type === 'morning.continue') + 1;

	it('opens for a player at the table, and for no seat that does not exist', () => {
		const actor = playedTo(clocked, talk);
		expect(actor.getSnapshot().value).toBe('talk');
		actor.send({ type: 'peek.open', seat: clocked.players.length, at: 1 });
		expect(actor.getSnapshot().context.peek).toBeNull();
		actor.send({ type: 'peek.open', seat: 2, at: 1 });
		expect(actor.getSnapshot().context.peek).toBe(2);
		actor.send({ type: 'peek.close', at: 1 });
		expect(actor.getSnapshot().context.peek).toBeNull();
	});
});

describe('undo in an app-narrated night', () => {
	const app = fixture('classic-six-app-narrated.json');
	const pick = app.actions.findIndex((a) => a.type === 'night.pick');

	it('takes nothing back: the holders change their pick themselves, and the record keeps it', () => {
		const actor = playedTo(app, pick + 1);
		const before = actor.getSnapshot().context;
		expect(before.game.phase.kind).toBe('night');
		expect(actor.getSnapshot().can({ type: 'table.undo', at: app.actions[pick].at + 1 })).toBe(false);
		actor.send({ type: 'table.undo', at: app.actions[pick].at + 1 });
		expect(actor.getSnapshot().context.record).toEqual(before.record);
		expect(actor.getSnapshot().context.game).toEqual(before.game);
	});
});

describe('one tap, judged on the game as it is when it arrives', () => {
	const clocked = fixture('clocked-fast-mafia-win.json');
	const talk = clocked.actions.findIndex((a) => a.type === 'morning.continue') + 1;

	it('a pause delivered again after the clock was resumed pauses it again, at that time: the record reads back as the game', () => {
		const actor = playedTo(clocked, talk);
		const at = clocked.actions[talk - 1].at;
		const pause: TableEvent = { type: 'clock.pause', at: at + 2000 };
		actor.send(pause);
		actor.send({ type: 'clock.resume', at: at + 9000 });
		actor.send(pause);
		const { record, game } = actor.getSnapshot().context;
		expect(record.actions.slice(-3).map((a) => a.type)).toEqual(['clock.pause', 'clock.resume', 'clock.pause']);
		// Taken at its own time again, clamped to the resume: a saved record whose times went backwards is refused.
		expect(record.actions.at(-1)).toEqual({ type: 'clock.pause', at: at + 9000 });
		expect(readRecord(JSON.parse(JSON.stringify(record))).ok).toBe(true);
		expect(replay(record)).toEqual({ ok: true, value: game });
		expect(game.phase.kind === 'talk' && game.phase.clock?.runningSince).toBeNull();
	});
});

describe('a night turn confirmed before anyone is chosen', () => {
	const pass = fixture('classic-worked-game-pass-round.json');
	const take = pass.actions.findIndex((a) => a.type === 'round.take');

	it('records no pick, keeps the turn open, and says it cannot be done now', () => {
		const actor = playedTo(pass, take + 1);
		const before = actor.getSnapshot();
		expect(before.value).toEqual({ round: 'turn' });
		actor.send({ type: 'round.confirm', at: pass.actions[take].at + 1 });
		const after = actor.getSnapshot();
		expect(after.value).toEqual({ round: 'turn' });
		expect(after.context.record).toEqual(before.context.record);
		expect(after.context.problem).toBe('That cannot be done now.');
	});
});

describe('the taps that play a recorded action through the screens', () => {
	it('a correction is the menu’s one tap: the engine works out what it keeps', () => {
		expect(tapsFor({ type: 'result.correct', keep: 12, at: 500 }, 'secret')).toEqual([{ type: 'result.correct', at: 500 }]);
	});

	it('roles shown in History are no tap at all: the game stops there', () => {
		expect(tapsFor({ type: 'secrets.shown', at: 500 }, 'secret')).toEqual([]);
		expect(tapsFor({ type: 'secrets.shown', at: 500 }, 'open')).toEqual([]);
	});
});
