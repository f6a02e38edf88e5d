import 'fake-indexeddb/auto';
import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecord, type GameRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import {
	listRoster,
	loadGame,
	renamePlayer,
	saveGame,
	saveNewGame,
	type NightfallDatabase,
	type StoredGame
} from '$lib/persistence';
import { RosterIndex } from '$lib/persistence/players';
import { loadPlayedGames, rosterNames } from '$lib/standings/load';
import { tallyStandings } from '$lib/standings/standings';
import { freshPhone, workedGame } from './phone';

afterEach(() => vi.restoreAllMocks());

function tableOf(id: string, players: string[], createdAt: number): StoredGame {
	const record: GameRecord = createRecord(
		{ preset: 'classic', players, roles: { mafia: 1, detective: 1, villager: players.length - 2 }, options: PRESETS.classic.defaults, seed: 3 },
		id,
		createdAt
	);
	return {
		id,
		status: 'playing',
		createdAt,
		updatedAt: createdAt,
		record,
		snapshot: null,
		summary: { preset: 'classic', players, winner: null }
	};
}

const finished = (id: string, createdAt: number): StoredGame => ({
	id,
	status: 'finished',
	createdAt,
	updatedAt: createdAt,
	record: { ...workedGame, id, createdAt },
	snapshot: null,
	summary: { preset: 'classic', players: workedGame.players, winner: 'town' }
});

async function idsOf(db: NightfallDatabase, gameId: string) {
	return (await db.get('games', gameId))?.playerIds;
}

async function standingsOf(db: NightfallDatabase) {
	const { results, roster } = await loadPlayedGames(db);
	return tallyStandings(results, { preset: 'all', period: 'all' }, Date.now(), rosterNames(roster));
}

describe('the roster fills as games start', () => {
	it('a new table joins the roster, and the game keeps its players in seat order', async () => {
		const db = await freshPhone();
		expect(await saveNewGame(db, tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100))).toBeNull();
		const roster = await listRoster(db);
		expect(roster.map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
		const byId = new Map(roster.map((p) => [p.id, p.name]));
		expect((await idsOf(db, 'g1'))?.map((id) => byId.get(id))).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
		expect(roster.every((p) => p.createdAt === 100 && p.lastPlayedAt === 100)).toBe(true);
	});

	it('the same names are the same players, with case and spacing ignored; new names join', async () => {
		const db = await freshPhone();
		await saveNewGame(db, tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100));
		await saveNewGame(db, tableOf('g2', ['ana', 'BO', 'Cy', 'Fay', 'Gus'], 200));
		const roster = await listRoster(db);
		expect(roster.map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus']);
		const [g1, g2] = [await idsOf(db, 'g1'), await idsOf(db, 'g2')];
		expect(g2!.slice(0, 3)).toEqual(g1!.slice(0, 3));
		// Seated most recently first: the regulars of the last table head the setup's list.
		expect(roster.slice(0, 5).map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Fay', 'Gus']);
		expect(roster.find((p) => p.name === 'Ana')).toMatchObject({ createdAt: 100, lastPlayedAt: 200 });
	});

	it('the table saving each step does not lose the players of the game', async () => {
		const db = await freshPhone();
		await saveNewGame(db, tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100));
		const ids = await idsOf(db, 'g1');
		// What the table session writes after every tap: a row that knows nothing of the roster.
		await saveGame(db, { ...tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100), updatedAt: 150, snapshot: { value: 'night' } });
		const loaded = await loadGame(db, 'g1');
		expect(loaded.ok && loaded.game).toMatchObject({ updatedAt: 150, snapshot: { value: 'night' }, playerIds: ids });
	});

	it('once the game is opened, the table saves each step without reading the row first', async () => {
		const db = await freshPhone();
		await saveNewGame(db, tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100));
		const ids = await idsOf(db, 'g1');
		const reads = vi.spyOn(IDBObjectStore.prototype, 'get');
		await saveGame(db, { ...tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100), updatedAt: 150 });
		expect(reads).not.toHaveBeenCalled();
		expect(await idsOf(db, 'g1')).toEqual(ids);
	});

	it('a game that cannot be saved leaves no new players behind', async () => {
		const db = await freshPhone();
		const put = IDBObjectStore.prototype.put;
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
			if (this.name === 'games') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			return put.apply(this, args);
		});
		const problem = await saveNewGame(db, tableOf('g1', ['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 100));
		expect(problem?.kind).toBe('quota');
		vi.restoreAllMocks();
		expect(await listRoster(db)).toEqual([]);
		expect(await db.count('games')).toBe(0);
	});

	it('never seats two players as one: a table with a name twice is saved without roster ids', () => {
		const roster = new RosterIndex([]);
		const ids = roster.seat(['Ana', 'Bo'], 1);
		expect(new Set(ids).size).toBe(2);
		expect(roster.seat(['  bo ', 'ANA'], 2)).toEqual([ids[1], ids[0]]);
	});
});

describe('renaming a player', () => {
	async function phoneWithBen() {
		const db = await freshPhone();
		await saveNewGame(db, finished('worked', 100));
		const ben = (await listRoster(db)).find((p) => p.name === 'Ben')!;
		return { db, ben };
	}

	it('keeps their history: the standings show the new name with the same games and wins', async () => {
		const { db, ben } = await phoneWithBen();
		const alice = (await listRoster(db)).find((p) => p.name === 'Alice')!;
		const before = (await standingsOf(db)).rows.find((r) => r.playerId === alice.id)!;
		const renamed = await renamePlayer(db, alice.id, 'Alicia');
		expect(renamed).toMatchObject({ ok: true, player: { id: alice.id, name: 'Alicia', key: 'alicia', renamedFrom: ['Alice'] } });
		const after = (await standingsOf(db)).rows.find((r) => r.playerId === alice.id)!;
		expect(after).toEqual({ ...before, name: 'Alicia' });
		expect(after).toMatchObject({ games: 1, wins: 1 });
		expect((await standingsOf(db)).rows.some((r) => r.name === 'Alice')).toBe(false);
		expect(ben.name).toBe('Ben');
	});

	it('leaves the game records with the names as they were at the table', async () => {
		const { db, ben } = await phoneWithBen();
		await renamePlayer(db, ben.id, 'Benjamin');
		const loaded = await loadGame(db, 'worked');
		expect(loaded.ok && loaded.game.record.players).toEqual(workedGame.players);
	});

	it('refuses a name another player has, with case and spacing ignored, and changes nothing', async () => {
		const { db, ben } = await phoneWithBen();
		const refused = await renamePlayer(db, ben.id, '  cara ');
		expect(refused).toEqual({ ok: false, reason: 'Another player is already called "Cara". Two players cannot share a name.' });
		expect((await db.get('players', ben.id))?.name).toBe('Ben');
	});

	it('names a right-to-left holder isolated, so the refusal reads in order', async () => {
		const { db, ben } = await phoneWithBen();
		const hebrew = 'דנה';
		expect(await renamePlayer(db, ben.id, hebrew)).toMatchObject({ ok: true });
		const alice = (await listRoster(db)).find((p) => p.name === 'Alice')!;
		const refused = await renamePlayer(db, alice.id, hebrew);
		expect(refused).toEqual({ ok: false, reason: `Another player is already called "\u2068${hebrew}\u2069". Two players cannot share a name.` });
	});

	it('may change only the case or spacing of their own name', async () => {
		const { db, ben } = await phoneWithBen();
		expect(await renamePlayer(db, ben.id, 'BEN')).toMatchObject({ ok: true, player: { name: 'BEN', renamedFrom: ['Ben'] } });
		expect(await renamePlayer(db, ben.id, ' BEN ')).toMatchObject({ ok: true, player: { name: 'BEN', renamedFrom: ['Ben'] } });
	});

	it('refuses an empty or too long name, or a player no longer here, in words', async () => {
		const { db, ben } = await phoneWithBen();
		expect(await renamePlayer(db, ben.id, '   ')).toEqual({ ok: false, reason: 'A player needs a name.' });
		expect(await renamePlayer(db, ben.id, 'B'.repeat(25))).toEqual({ ok: false, reason: 'Keep names to 24 characters.' });
		expect(await renamePlayer(db, 'nobody', 'Zed')).toEqual({ ok: false, reason: 'This player is no longer on this phone.' });
	});

	it('frees the old name: a newcomer typed as "Ben" is a new player', async () => {
		const { db, ben } = await phoneWithBen();
		await renamePlayer(db, ben.id, 'Benjamin');
		await saveNewGame(db, tableOf('g2', ['Ben', 'Cara', 'Dev', 'Eve', 'Finn'], 200));
		const bens = (await listRoster(db)).filter((p) => p.name.startsWith('Ben'));
		expect(bens.map((p) => p.name).sort()).toEqual(['Ben', 'Benjamin']);
		expect((await idsOf(db, 'g2'))![0]).not.toBe(ben.id);
	});

	it('says so when another tab took the name between the check and the write, and when the phone would not save', async () => {
		const { db, ben } = await phoneWithBen();
		const put = vi.spyOn(IDBObjectStore.prototype, 'put');
		put.mockImplementation(() => {
			throw new DOMException('Key already exists in the index.', 'ConstraintError');
		});
		expect(await renamePlayer(db, ben.id, 'Benjamin')).toEqual({ ok: false, reason: 'Another player has just taken that name.' });
		put.mockImplementation(() => {
			throw new DOMException('The transaction was aborted.', 'UnknownError');
		});
		expect(await renamePlayer(db, ben.id, 'Benjamin')).toEqual({ ok: false, reason: 'This phone would not save the new name. Try again.' });
		put.mockImplementation(() => {
			throw 'not an error at all';
		});
		expect(await renamePlayer(db, ben.id, 'Benjamin')).toEqual({ ok: false, reason: 'This phone would not save the new name. Try again.' });
		put.mockImplementation(() => {
			throw null;
		});
		expect(await renamePlayer(db, ben.id, 'Benjamin')).toEqual({ ok: false, reason: 'This phone would not save the new name. Try again.' });
		put.mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		expect(await renamePlayer(db, ben.id, 'Benjamin')).toEqual({
			ok: false,
			reason: 'This phone is out of space for Nightfall, so the new name was not saved.'
		});
		put.mockRestore();
		expect((await listRoster(db)).find((p) => p.id === ben.id)!.name).toBe('Ben');
	});
});

describe('the roster screen', () => {
	it('lists the most recently seated first, then by name', async () => {
		const db = await freshPhone();
		await saveNewGame(db, tableOf('early', ['Yara', 'Zed', 'Abe', 'Bo', 'Cy'], 100));
		await saveNewGame(db, tableOf('late', ['Walt', 'Xena', 'Dee', 'Eli', 'Fay'], 200));
		expect((await listRoster(db)).map((p) => p.name)).toEqual(['Dee', 'Eli', 'Fay', 'Walt', 'Xena', 'Abe', 'Bo', 'Cy', 'Yara', 'Zed']);
	});


	it('lists nobody, rather than failing, when the phone will not read its players', async () => {
		const db = await freshPhone();
		await saveNewGame(db, finished('worked', 100));
		expect(await listRoster(db)).toHaveLength(workedGame.players.length);
		db.close();
		expect(await listRoster(db)).toEqual([]);
	});
});
