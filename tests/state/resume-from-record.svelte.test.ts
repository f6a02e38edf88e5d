import { confusables } from '$lib/engine/confusables-table';
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readRecord, replay, type GameRecord } from '$lib/engine/record';
import { tableMachine, tapsFor } from '$lib/machine';
import { BACKUP_FORMAT, BACKUP_VERSION, backupText, importBackup, loadGame, readBackup, type StoredGame } from '$lib/persistence';
import { reopenedFromRecord, resumeSession } from '$lib/state/resume';
import type { GameStore, Tap } from '$lib/state/table.svelte';
import { freshPhone } from '../persistence/phone';

/**
 * A saved screen that no longer matches the app (a renamed screen after an update, a chart that stopped on an
 * error, a snapshot rewritten by hand) must never leave the game stuck: the record is the truth, the game opens
 * from it, playable, and the table is told why it is not on the screen it was left on.
 */

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;
/** In the first night, the Killers' picks made: the next table action is another pick or "next role". */
const cut = worked.actions.findIndex((a, i) => i > 0 && worked.actions[i - 1].type === 'night.pick' && a.type === 'night.next');
const record: GameRecord = { ...worked, actions: worked.actions.slice(0, cut) };
const nextAction = worked.actions[cut];

/** The snapshot the chart saves at the cut, as IndexedDB gives it back (a structured clone). */
function savedSnapshot(): Record<string, any> {
	const actor = createActor(tableMachine, { input: { record } }).start();
	const saved = structuredClone(actor.getPersistedSnapshot()) as Record<string, any>;
	actor.stop();
	return saved;
}

function memoryStore() {
	const saves: StoredGame[] = [];
	const store: GameStore = {
		async save(game) {
			saves.push(structuredClone(game));
			return null;
		}
	};
	return { saves, store };
}

const row = (snapshot: unknown) => ({ id: record.id, createdAt: record.createdAt, record, snapshot });

/** Opened at the record's state, on the screen of its phase, and a tap of the record's next action moves it on. */
async function opensPlayable(snapshot: unknown) {
	const { saves, store } = memoryStore();
	const { session, notice } = resumeSession(row(snapshot), store, () => nextAction.at);
	const truth = replay(record);
	if (!truth.ok) throw new Error(truth.reason);
	expect(session.snapshot.status).toBe('active');
	expect(session.snapshot.matches('night')).toBe(true);
	expect(session.snapshot.context.game).toEqual(truth.value);
	for (const { at: _at, ...tap } of tapsFor(nextAction, 'secret')) session.send(tap as Tap);
	await session.flushed();
	expect(session.snapshot.context.problem).toBeNull();
	expect(session.record.actions).toHaveLength(record.actions.length + 1);
	// What is saved now opens on its own screen, with nothing to tell.
	const healed = saves.at(-1);
	if (!healed) throw new Error('nothing was saved');
	const again = resumeSession(healed, store);
	expect(again.notice).toBeNull();
	expect(again.session.snapshot.context.game).toEqual(session.snapshot.context.game);
	session.stop();
	again.session.stop();
	return notice;
}

describe('what a save keeps of the screen', () => {
	it('the screen and what it holds, not the game: the record replays to that, and the game reopens on its screen', async () => {
		const { saves, store } = memoryStore();
		const { session } = resumeSession(row(savedSnapshot()), store, () => nextAction.at);
		for (const { at: _at, ...tap } of tapsFor(nextAction, 'secret')) session.send(tap as Tap);
		await session.flushed();
		const saved = saves.at(-1) as StoredGame & { snapshot: { context: Record<string, unknown> } };
		expect(Object.keys(saved.snapshot.context).sort()).toEqual(['cardHeld', 'choice', 'peek', 'problem', 'record', 'reveal']);
		const again = resumeSession(saved, store);
		expect(again.notice).toBeNull();
		expect(again.session.snapshot.value).toEqual(session.snapshot.value);
		expect(again.session.snapshot.context.game).toEqual(session.snapshot.context.game);
		session.stop();
		again.session.stop();
	});
});

describe('a saved snapshot that does not match the record', () => {
	it('its own snapshot resumes on exactly its screen, with nothing to tell', () => {
		const { store } = memoryStore();
		const { session, notice } = resumeSession(row(savedSnapshot()), store);
		expect(notice).toBeNull();
		expect(session.snapshot.value).toEqual({ night: 'narrating' });
		session.stop();
	});

	it('a screen the chart does not have (a future update renamed it): opened from the record, and said', async () => {
		expect(await opensPlayable({ ...savedSnapshot(), value: 'nightfall' })).toBe(reopenedFromRecord());
		expect(await opensPlayable({ ...savedSnapshot(), value: { night: 'whispering' } })).toBe(reopenedFromRecord());
	});

	it('a chart that stopped on an error (every tap would be ignored): opened from the record, and said', async () => {
		expect(await opensPlayable({ ...savedSnapshot(), status: 'error', error: 'boom' })).toBe(reopenedFromRecord());
	});

	it('roles rewritten in the snapshot: the record’s roles are played, and said', async () => {
		const saved = savedSnapshot();
		const players = saved.context.game.players as { role: string }[];
		const doctor = players.findIndex((p) => p.role === 'doctor');
		players[doctor] = { ...players[doctor], role: 'villager' };
		expect(await opensPlayable(saved)).toBe(reopenedFromRecord());
		const { session } = resumeSession(row(saved), memoryStore().store);
		expect(session.snapshot.context.game.players[doctor].role).toBe('doctor');
		session.stop();
	});

	it('a screen that is not the game’s phase, or a snapshot that is no snapshot: opened from the record, and said', async () => {
		expect(await opensPlayable({ ...savedSnapshot(), value: 'talk' })).toBe(reopenedFromRecord());
		expect(await opensPlayable('not a snapshot')).toBe(reopenedFromRecord());
		expect(await opensPlayable({ ...savedSnapshot(), context: { ...savedSnapshot().context, record: { ...record, actions: [] } } })).toBe(reopenedFromRecord());
	});

	it('no snapshot at all (an imported game): opened from the record, with nothing to tell', async () => {
		expect(await opensPlayable(null)).toBeNull();
	});

	it('a backup carrying such a row imports, and the game it adds opens from its record, playable', async () => {
		const stuck: StoredGame = {
			id: record.id,
			status: 'playing',
			createdAt: record.createdAt,
			updatedAt: nextAction.at,
			record,
			snapshot: { ...savedSnapshot(), value: 'nightfall' },
			summary: { preset: record.preset, players: record.players, winner: null }
		};
		const file = backupText({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: nextAction.at, roster: [], games: [stuck], settings: {}, unreadableGames: [] });
		const backup = readBackup(file, confusables);
		if (!backup.ok) throw new Error(backup.reason);
		const db = await freshPhone();
		const imported = await importBackup(db, backup.value);
		expect(imported.ok && imported.report.gamesAdded).toBe(1);
		const opened = await loadGame(db, record.id);
		if (!opened.ok) throw new Error(opened.problem.message);
		expect(await opensPlayable(opened.game.snapshot)).toBe(reopenedFromRecord());
		db.close();
	});
});
