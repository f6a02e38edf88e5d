import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '$lib/engine/record';
import { tapsFor, type TableEvent } from '$lib/machine';
import { loadGame, openNightfallDb, saveGame, type NightfallDatabase } from '$lib/persistence';
import { resumeSession } from '$lib/state/resume';
import type { GameStore, Tap, TableSession } from '$lib/state/table.svelte';
import { fixtureRecords, generatedRecords } from '../support/records';

/**
 * Reload anywhere: every game is played tap by tap through the session the game screen uses, and after
 * every single transition the page is "reloaded": a fresh session is built from the row in IndexedDB,
 * the way the game screen opens a game, and must be on the same screen with the same game, before
 * play goes on from it. A few taps the table makes by the way (a card looked at again, a vote changed,
 * "Not me, go back", a refused tap, the app-narrated night's "take the phone" and "done") are mixed in,
 * so those screens are reloaded too. Every playable preset, both ballot modes, both ways of narrating.
 */

let transitionsChecked = 0;
let gamesPlayed = 0;

afterAll(() => {
	console.info(`Reload anywhere: ${transitionsChecked} transitions reloaded and compared, over ${gamesPlayed} games.`);
});

async function phone(): Promise<NightfallDatabase> {
	const opened = await openNightfallDb({ factory: new IDBFactory() });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

const withoutTime = ({ at: _at, ...tap }: TableEvent): Tap => tap as Tap;

/** Whether the record's `i`th action is its ballot's last vote: only then is the phone put down before the result. */
function lastVote(record: GameRecord, i: number): boolean {
	const before = replay(record, i);
	const phase = before.ok ? before.value.phase : null;
	return phase?.kind === 'ballot' && phase.voters.filter((v) => !(v in phase.votes)).length === 1;
}

/** The record's taps, with the detours a real table takes now and then. */
function tapsOf(record: GameRecord): TableEvent[] {
	const mode = record.options.ballotMode;
	const taps: TableEvent[] = [];
	const detoured = new Set<string>();
	const once = (kind: string) => !detoured.has(kind) && detoured.add(kind);
	for (const [i, action] of record.actions.entries()) {
		const at = action.at;
		const planned = tapsFor(action, mode, action.type !== 'ballot.cast' || lastVote(record, i));
		if (action.type === 'night.start' && once('peek')) taps.push({ type: 'peek.open', seat: 0, at }, { type: 'peek.close', at });
		if (action.type === 'talk.end' && once('peek-day')) taps.push({ type: 'peek.open', seat: 1, at }, { type: 'peek.close', at });
		if (action.type === 'night.pick' && once('refused')) {
			// A villager never wakes: the chart shows why in words, and the narrator dismisses it.
			taps.push({ type: 'night.pick', role: 'villager', by: 0, target: null, at }, { type: 'problem.dismiss', at });
		}
		// App-narrated: the holders pick the phone up to choose, and put it down when done.
		const handled = action.type === 'night.pick' && record.options.narration === 'app' && once('take');
		if (handled) taps.push({ type: 'night.take', at });
		for (const tap of planned) {
			// "Not me" forgets that the card was held: the player who has it holds it again.
			if (tap.type === 'deal.done' && once('not-me')) taps.push({ type: 'deal.back', at }, { type: 'deal.identify', at }, { type: 'deal.looked', at });
			// Another vote chosen first, then changed in the same grid before Confirm.
			if (tap.type === 'ballot.choose' && once('change-vote')) taps.push({ type: 'ballot.choose', target: null, at });
			taps.push(tap);
		}
		if (handled) taps.push({ type: 'night.done', at });
	}
	return taps;
}

/** What must come back after a reload: the screen and everything the chart knows. */
const screenOf = (session: TableSession) => ({ value: session.snapshot.value, context: session.snapshot.context });

async function reloadAfterEveryTransition(record: GameRecord) {
	const db = await phone();
	const store: GameStore = { save: (game) => saveGame(db, game) };
	let clock = record.createdAt;
	const now = () => clock;
	const fresh: GameRecord = { ...record, actions: [] };
	// As setup does: the new game is saved before its first screen.
	await saveGame(db, {
		id: record.id,
		status: 'playing',
		createdAt: record.createdAt,
		updatedAt: clock,
		record: fresh,
		snapshot: null,
		summary: { preset: record.preset, players: record.players, winner: null }
	});
	let session = resumeSession({ id: record.id, createdAt: record.createdAt, record: fresh, snapshot: null }, store, now).session;
	let checked = 0;
	for (const tap of tapsOf(record)) {
		const before = session.snapshot;
		clock = tap.at;
		session.send(withoutTime(tap));
		expect(session.snapshot, `${tap.type} moved nothing`).not.toBe(before);
		await session.flushed();
		expect(session.saveProblem).toBeNull();

		const row = await loadGame(db, record.id);
		if (!row.ok) throw new Error(row.problem.message);
		const { session: reloaded, notice } = resumeSession(row.game, store, now);
		// Its own snapshot fits the record: the game comes back on that very screen, with nothing to tell the table.
		expect(notice, `after ${tap.type} (tap ${checked + 1})`).toBeNull();
		expect(screenOf(reloaded), `after ${tap.type} (tap ${checked + 1})`).toEqual(screenOf(session));
		session.stop();
		session = reloaded;
		checked++;
	}
	const end = session.snapshot.context;
	expect(end.record.actions).toEqual(record.actions);
	expect(replay(end.record)).toEqual({ ok: true, value: end.game });
	const whole = replay(record);
	if (whole.ok && whole.value.phase.kind === 'ended') {
		expect(session.snapshot.value).toBe('ended');
		const saved = await loadGame(db, record.id);
		expect(saved.ok && saved.game.status).toBe('finished');
	}
	session.stop();
	db.close();
	transitionsChecked += checked;
	gamesPlayed++;
	return checked;
}

// A long game is reloaded after each of its hundreds of transitions: several seconds on a busy machine.
describe('reload anywhere', { timeout: 30_000 }, () => {
	it.each(fixtureRecords().map((f) => [f.name, f.record] as const))('fixture %s: every transition survives a reload', async (_name, record) => {
		expect(await reloadAfterEveryTransition(record)).toBeGreaterThan(record.actions.length);
	});

	// The app, and everyone taking the phone, have nobody to enter an open vote: only the narrated fixtures are replayed as one.
	const narrated = fixtureRecords().filter((f) => f.record.options.narration === 'narrator');
	it.each(narrated.map((f) => [f.name, f.record] as const))('fixture %s as an open vote: every transition survives a reload', async (_name, record) => {
		const open: GameRecord = { ...record, options: { ...record.options, ballotMode: 'open' } };
		expect(await reloadAfterEveryTransition(open)).toBeGreaterThan(record.actions.length);
	});

	it.each(generatedRecords().map((g) => [g.name, g.record] as const))('generated game %s: every transition survives a reload', async (_name, record) => {
		expect(await reloadAfterEveryTransition(record)).toBeGreaterThan(record.actions.length);
	});
});
