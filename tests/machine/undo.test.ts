import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readdirSync, readFileSync } from 'node:fs';
import { tableMachine, tapsFor, type TableContext } from '../../src/lib/machine';
import { readRecord, replay, undoState, viewFor, type GameRecord } from '../../src/lib/engine';

const DIR = 'tests/fixtures/records';
const fixtures = readdirSync(DIR)
	.filter((f) => f.endsWith('.json'))
	.map((file) => {
		const read = readRecord(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
		if (!read.ok) throw new Error(`${file}: ${read.reason}`);
		return { file, record: read.value };
	});

function start(record: GameRecord) {
	return createActor(tableMachine, { input: { record: { ...record, actions: [] } } }).start();
}

describe.each(fixtures)('undo through $file', ({ record }) => {
	it('undoing every undoable tap gives exactly the game before it, and the record stays replayable', () => {
		const actor = start(record);
		let undone = 0;
		let refused = 0;
		/** Everyone taking the phone: an ended turn is undone whole, back to before its "I am …". */
		let turn: { before: TableContext; actions: typeof record.actions } | null = null;
		for (const action of record.actions) {
			const before = actor.getSnapshot().context;
			if (action.type === 'round.take') turn = { before, actions: [] };
			turn?.actions.push(action);
			for (const tap of tapsFor(action, record.options.ballotMode)) actor.send(tap);
			const after = actor.getSnapshot().context;
			// The chart's own guard: the engine allows the undo, and (app-narrated) it is not a night with nobody to undo for.
			const undo = undoState(after.record);
			// A sealed vote is taken back only by the confirmed undo.
			const confirmed = undo.takesBack ? (true as const) : undefined;
			if (undo.canUndo && actor.getSnapshot().can({ type: 'table.undo', confirmed, at: action.at })) {
				actor.send({ type: 'table.undo', confirmed, at: action.at });
				const back = actor.getSnapshot().context;
				const whole = action.type === 'round.pass' && turn ? turn : null;
				const was = whole ? whole.before : before;
				expect(back.game).toEqual(was.game);
				expect(back.record).toEqual(was.record);
				expect(replay(back.record)).toEqual({ ok: true, value: back.game });
				// The table sees nothing it did not see before the tap.
				expect(viewFor(back.game, { kind: 'table' })).toEqual(viewFor(was.game, { kind: 'table' }));
				undone++;
				for (const again of whole ? whole.actions : [action]) for (const tap of tapsFor(again, record.options.ballotMode)) actor.send(tap);
			} else {
				// An announcement: undo is refused, and nothing changes.
				actor.send({ type: 'table.undo', at: action.at });
				expect(actor.getSnapshot().context.record).toEqual(after.record);
				refused++;
			}
			expect(actor.getSnapshot().context.game).toEqual(after.game);
		}
		expect(actor.getSnapshot().context.record.actions).toEqual(record.actions);
		expect(undone).toBeGreaterThan(refused);
	});
});

describe('undoing a sealed vote', () => {
	const worked = fixtures.find((f) => f.file === 'classic-worked-game.json')!.record;
	/** The worked game played up to and including its first sealed vote. */
	function afterFirstVote() {
		const actor = start(worked);
		const first = worked.actions.findIndex((a) => a.type === 'ballot.cast');
		for (const action of worked.actions.slice(0, first + 1)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		return { actor, vote: worked.actions[first] as { voter: number; at: number } };
	}

	it('says the undo would take back that voter’s sealed vote, and nothing of what it was', () => {
		const { actor, vote } = afterFirstVote();
		const undo = undoState(actor.getSnapshot().context.record);
		expect(undo).toMatchObject({ canUndo: true, takesBack: { kind: 'sealed vote', voter: vote.voter } });
		expect(Object.keys(undo.takesBack!)).toEqual(['kind', 'voter']);
	});

	it('refuses the undo of a sealed vote that was not confirmed: a stray tap leaves the vote sealed', () => {
		const { actor, vote } = afterFirstVote();
		const before = actor.getSnapshot().context;
		expect(actor.getSnapshot().can({ type: 'table.undo', at: vote.at + 1 })).toBe(false);
		actor.send({ type: 'table.undo', at: vote.at + 1 });
		const after = actor.getSnapshot();
		expect(after.context.record).toEqual(before.record);
		expect(after.value).toEqual({ ballot: 'passing' });
		expect(after.context.game.phase).toMatchObject({ kind: 'ballot', votes: { [vote.voter]: expect.anything() } });
	});

	it('takes the vote back when confirmed, and the phone goes back to that voter', () => {
		const { actor, vote } = afterFirstVote();
		const before = actor.getSnapshot().context;
		actor.send({ type: 'table.undo', confirmed: true, at: vote.at + 1 });
		const after = actor.getSnapshot();
		expect(after.context.record.actions).toEqual(before.record.actions.slice(0, -1));
		expect(after.value).toEqual({ ballot: 'passing' });
		const phase = after.context.game.phase;
		expect(phase.kind === 'ballot' && vote.voter in phase.votes).toBe(false);
	});

	it('an open vote, entered by the narrator, is undone with one tap', () => {
		const open = { ...worked, options: { ...worked.options, ballotMode: 'open' as const } };
		const actor = start(open);
		const first = open.actions.findIndex((a) => a.type === 'ballot.cast');
		for (const action of open.actions.slice(0, first + 1)) for (const tap of tapsFor(action, 'open')) actor.send(tap);
		expect(undoState(actor.getSnapshot().context.record).takesBack).toBeNull();
		actor.send({ type: 'table.undo', at: open.actions[first].at + 1 });
		expect(actor.getSnapshot().context.record.actions).toHaveLength(first);
	});
});

describe('correcting an announced result', () => {
	const worked = fixtures.find((f) => f.file === 'classic-worked-game.json')!.record;

	it('goes back to before the announcement and writes the correction into the record', () => {
		const actor = start(worked);
		// Play up to Alice's death being announced, then the narrator realises Dev covered Alice, not Finn.
		const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');
		for (const action of worked.actions.slice(0, morning + 1)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
		expect(actor.getSnapshot().value).toBe('morning');
		actor.send({ type: 'table.undo', at: 1 });
		expect(actor.getSnapshot().value).toBe('morning');

		actor.send({ type: 'result.correct', at: worked.actions[morning].at + 5000 });
		const { context, value } = actor.getSnapshot();
		expect(value).toEqual({ night: 'narrating' });
		expect(context.game).toEqual(replay(worked, morning).ok && (replay(worked, morning) as { value: unknown }).value);
		expect(context.record.actions.at(-1)).toMatchObject({ type: 'result.correct' });
		expect(replay(context.record)).toEqual({ ok: true, value: context.game });

		// The night is replayed right: Dev covers Alice, and nobody dies.
		actor.send({ type: 'night.pick', role: 'detective', by: 2, target: 1, at: 10 });
		actor.send({ type: 'table.undo', at: 11 });
		const phase = actor.getSnapshot().context.game.phase;
		expect(phase.kind).toBe('night');
	});
});
