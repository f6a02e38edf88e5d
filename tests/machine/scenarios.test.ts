import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readdirSync, readFileSync } from 'node:fs';
import { tableMachine, tapsFor } from '../../src/lib/machine';
import { readRecord, replay, type GameRecord } from '../../src/lib/engine';

// Every scenario record played tap by tap through the statechart, the way a table would press
// the screens: it must end where the engine's replay ends, with the same game and record.

const dir = new URL('../fixtures/records/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

const load = (file: string): GameRecord => {
	const read = readRecord(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
	if (!read.ok) throw new Error(`${file}: ${read.reason}`);
	return read.value;
};

const OWN_SCREENS: Record<string, string[]> = {
	'godfather-twelve.json': ['countReveal', 'talk'],
	'storyteller-seductress-and-jester.json': ['lastWord'],
	'storyteller-jester-ends-game.json': ['lastWord'],
	'classic-worked-game-pass-round.json': ['round'],
	'clocked-earliest-pass-round.json': ['round'],
	'storyteller-twelve-pass-round.json': ['round', 'lastWord'],
	'godfather-twelve-pass-round.json': ['round', 'countReveal', 'talk']
};

describe('the scenario records through the statechart', () => {
	it.each(files)('%s: every tap is accepted and the table ends where the engine does', (file) => {
		const record = load(file);
		const actor = createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
		const screens = new Set<string>();
		for (const action of record.actions) {
			for (const tap of tapsFor(action, record.options.ballotMode)) {
				actor.send(tap);
				expect(actor.getSnapshot().context.problem, `${file}: ${tap.type} at ${tap.at} refused`).toBeNull();
				const value = actor.getSnapshot().value;
				screens.add(typeof value === 'string' ? value : Object.keys(value)[0]);
			}
		}
		const { context, value, status } = actor.getSnapshot();
		expect(value).toBe('ended');
		expect(status).toBe('done');
		expect(context.record.actions).toEqual(record.actions);
		const replayed = replay(record);
		expect(replayed.ok && replayed.value).toEqual(context.game);
		// The screens of each preset's own rules were on the way.
		for (const screen of OWN_SCREENS[file] ?? []) expect([...screens]).toContain(screen);
		actor.stop();
	});

	it('a paused clock survives a reload: the persisted snapshot resumes with the time it had left', () => {
		const record = load('clocked-ties-and-timeouts.json');
		const actor = createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
		// Up to day 1's talk, then the narrator pauses its clock ten seconds in.
		const upTo = record.actions.findIndex((a) => a.type === 'ballot.cast');
		for (const action of record.actions.slice(0, upTo)) {
			const phase = actor.getSnapshot().context.game.phase;
			if (phase.kind === 'talk' && phase.clock) {
				actor.send({ type: 'clock.pause', at: phase.clock.runningSince! + 10_000 });
				break;
			}
			for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		}
		const paused = actor.getSnapshot().context.game.phase;
		expect(paused).toMatchObject({ kind: 'talk', clock: { totalMs: 60_000, leftMs: 50_000, runningSince: null } });
		const revived = createActor(tableMachine, {
			snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())),
			input: { record }
		}).start();
		expect(revived.getSnapshot().value).toBe('talk');
		expect(revived.getSnapshot().context.game.phase).toEqual(paused);
		// The record it saved replays to the same clock.
		const replayed = replay(revived.getSnapshot().context.record);
		expect(replayed.ok && replayed.value.phase).toEqual(paused);
	});
});

describe('a phone whose clock is set back mid-game', () => {
	it('writes a record whose times never go backwards, which reads back as the same game', () => {
		const record = load('classic-worked-game.json');
		const actor = createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
		// Every tap an hour earlier than the one before it.
		record.actions.slice(0, 20).forEach((action, i) => {
			for (const tap of tapsFor(action, 'secret')) actor.send({ ...tap, at: record.createdAt - i * 3_600_000 });
		});
		const written = actor.getSnapshot().context.record;
		expect(written.actions).toHaveLength(20);
		expect(written.actions.every((a, i) => i === 0 || a.at >= written.actions[i - 1].at)).toBe(true);
		const read = readRecord(JSON.parse(JSON.stringify(written)));
		expect(read.ok && replay(read.value)).toEqual(replay(written));
		actor.stop();
	});
});
