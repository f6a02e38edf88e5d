import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	exportBackup,
	getSetting,
	importBackup,
	listGames,
	listRoster,
	loadGame,
	renamePlayer,
	saveGame,
	saveNewGame,
	setSetting,
	setStatus,
	type StoredGame
} from '$lib/persistence';
import { failCommits } from '../support/commit-faults';
import { everything, freshPhone, workedGame } from './phone';

/**
 * A full disk as Chromium reports it: every put is accepted, and the transaction then fails at its commit
 * (`complete` never comes, the abort carries a QuotaExceededError). Every writer says so in words, and the phone
 * keeps exactly what it had.
 */
const game = (id: string, actions = 9): StoredGame => ({
	id,
	status: 'playing',
	createdAt: 1_000,
	updatedAt: 2_000 + actions,
	record: { ...workedGame, id, actions: workedGame.actions.slice(0, actions) },
	snapshot: null,
	summary: { preset: 'classic', players: workedGame.players, winner: null }
});

const OUT_OF_SPACE = /^This phone is out of space for Nightfall/;

afterEach(() => vi.restoreAllMocks());

describe('a full phone found only when the transaction commits', () => {
	it('a save of the game in play says so, and the last good save still loads', async () => {
		const db = await freshPhone();
		expect(await saveGame(db, game('g', 9))).toBeNull();
		const full = failCommits('games');
		const problem = await saveGame(db, game('g', 12));
		expect(full).toHaveBeenCalled();
		expect(problem).toMatchObject({ kind: 'quota', message: expect.stringMatching(OUT_OF_SPACE) });
		full.mockRestore();
		const loaded = await loadGame(db, 'g');
		expect(loaded.ok && loaded.game.record.actions).toHaveLength(9);
	});

	it('a new game, an abandon, a setting, a new name and a backup: each says so and changes nothing', async () => {
		const db = await freshPhone();
		expect(await saveNewGame(db, game('first'))).toBeNull();
		const [alice] = await listRoster(db);
		const backup = await exportBackup(db, 5_000);
		if (!backup.ok) throw new Error(backup.reason);
		const before = await everything(db);

		failCommits('games');
		expect(await saveNewGame(db, game('second'))).toMatchObject({ kind: 'quota', message: expect.stringMatching(OUT_OF_SPACE) });
		expect(await setStatus(db, 'first', 'abandoned')).toMatchObject({ kind: 'quota' });
		vi.restoreAllMocks();
		failCommits('settings');
		expect(await setSetting(db, 'lastSetup', { seats: 5 })).toMatchObject({ kind: 'quota' });
		vi.restoreAllMocks();
		failCommits('players');
		expect(await renamePlayer(db, alice.id, 'Alicia')).toEqual({ ok: false, reason: 'This phone is out of space for Nightfall, so the new name was not saved.' });
		const other = await freshPhone();
		expect(await importBackup(other, backup.value)).toEqual({
			ok: false,
			reason: 'This phone is out of space for Nightfall, so nothing was imported. Free some space and try again.'
		});
		vi.restoreAllMocks();

		expect(await everything(db)).toEqual(before);
		expect(await listGames(other)).toEqual([]);
		expect(await getSetting(db, 'lastSetup', null)).toBeNull();
	});
});
