import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { readRecord, replay, secretsShownAt, showSecrets, undoState, type GameRecord } from '../../src/lib/engine';
import { tableMachine } from '../../src/lib/machine';
import { replayCommand } from '../../scripts/replay/command';

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked: GameRecord = read.value;
/** The worked game stopped on its first morning, announced. */
const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');
const midGame: GameRecord = { ...worked, actions: worked.actions.slice(0, morning + 2) };
const shownAt = midGame.actions.at(-1)!.at + 60_000;

function shown(): GameRecord {
	const r = showSecrets(midGame, shownAt);
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

describe('every role shown before the game is over', () => {
	it('is written into the record with its time, and the record still reads and replays', () => {
		const record = shown();
		expect(record.actions.at(-1)).toEqual({ type: 'secrets.shown', at: shownAt });
		expect(secretsShownAt(record)).toBe(shownAt);
		expect(secretsShownAt(midGame)).toBeNull();
		expect(readRecord(JSON.parse(JSON.stringify(record)))).toEqual({ ok: true, value: record });
		const state = replay(record);
		expect(state.ok && state.value.secretsShown).toBe(shownAt);
	});

	it('is written once, and never behind the last step when the phone’s clock is behind', () => {
		expect(showSecrets(shown(), shownAt + 1)).toEqual({ ok: true, value: shown() });
		const early = showSecrets(midGame, 0);
		expect(early.ok && early.value.actions.at(-1)).toEqual({ type: 'secrets.shown', at: midGame.actions.at(-1)!.at });
	});

	it('a game given up before anyone saw a card: written at that time, never before the game was made', () => {
		const fresh: GameRecord = { ...worked, actions: [] };
		expect(showSecrets(fresh, worked.createdAt + 5000)).toEqual({ ok: true, value: { ...fresh, actions: [{ type: 'secrets.shown', at: worked.createdAt + 5000 }] } });
		expect(showSecrets(fresh, 0)).toEqual({ ok: true, value: { ...fresh, actions: [{ type: 'secrets.shown', at: worked.createdAt }] } });
	});

	it('a record that does not play is refused in words: nothing throws', () => {
		const broken: GameRecord = { ...midGame, actions: [...midGame.actions, { type: 'ballot.cast', voter: 1, target: 2, at: shownAt }] };
		const result = showSecrets(broken, shownAt + 1);
		expect(result.ok).toBe(false);
		expect(!result.ok && result.reason).toMatch(/^Step \d+ \(ballot\.cast\) was refused: /);
	});

	it('an ended game’s roles are no secret: nothing is written', () => {
		expect(showSecrets(worked, shownAt)).toEqual({ ok: false, reason: 'This game is over: its roles are no secret any more.' });
	});

	it('the game cannot go on: a record with a table action after it is refused, in words', () => {
		const record = shown();
		const next = worked.actions[midGame.actions.length];
		const goneOn = readRecord(JSON.parse(JSON.stringify({ ...record, actions: [...record.actions, { ...next, at: shownAt + 1 }] })));
		expect(goneOn.ok).toBe(false);
		expect(!goneOn.ok && goneOn.reason).toContain('Every role of this game was shown before it was over: it cannot go on.');
	});

	it('neither undo nor a correction goes back to before it', () => {
		const record = shown();
		expect(undoState(record)).toEqual({ canUndo: false, redo: null, correction: null });
		const corrected = replay({ ...record, actions: [...record.actions, { type: 'result.correct', keep: morning, at: shownAt + 1 }] });
		expect(corrected.ok).toBe(false);
	});

	it('the table started from that record refuses every tap and says why', () => {
		const actor = createActor(tableMachine, { input: { record: shown() } }).start();
		const before = actor.getSnapshot().context.record;
		actor.send({ type: 'talk.end', at: shownAt + 1 });
		actor.send({ type: 'table.undo', at: shownAt + 2 });
		actor.send({ type: 'result.correct', at: shownAt + 3 });
		const { context } = actor.getSnapshot();
		expect(context.record).toEqual(before);
		expect(context.problem).toBe('Every role of this game was shown before it was over: it cannot go on.');
	});
});

describe('npm run replay of a game whose roles were shown', () => {
	it('says so after the story', () => {
		const dir = mkdtempSync(join(tmpdir(), 'nightfall-secrets-'));
		try {
			const file = join(dir, 'shown.json');
			writeFileSync(file, JSON.stringify(shown()));
			const { code, out } = replayCommand([file]);
			// Not over: the replay's own code for an unfinished game.
			expect(code).toBe(3);
			expect(out).toContain('Every role was shown before the game was over: it cannot go on.');
			expect(out).toContain('Night 1: Alice died in the night.');
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
