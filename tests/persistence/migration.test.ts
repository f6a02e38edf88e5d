import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { nameKey } from '$lib/engine/player-names';
import {
	DB_VERSION,
	SCHEMA,
	getSetting,
	latestUnfinished,
	listGames,
	listRoster,
	loadGame,
	openNightfallDb,
	type NightfallDatabase
} from '$lib/persistence';
import { loadPlayedGames, rosterNames } from '$lib/standings/load';
import { tallyStandings } from '$lib/standings/standings';
import { freshPhone, readDump, restoreDump, wholeGame } from './phone';

/**
 * A phone that played with Nightfall's first database (v1: games and settings, no roster) opens with this version.
 * The v1 database is real: dumped from Chromium after the v1 app imported the worked game, played a five-player
 * game to the end, left one mid-night and abandoned another (tests/fixtures/db/capture.ts).
 */
const V1 = readDump('tests/fixtures/db/nightfall-v1.json');
const v1Games = V1.stores.games.rows.map((row) => row.value as Record<string, unknown> & { record: { players: string[]; actions: unknown[] } });

async function upgradedPhone(dump = V1): Promise<{ db: NightfallDatabase; factory: IDBFactory }> {
	const factory = new IDBFactory();
	await restoreDump(factory, dump);
	return { db: await freshPhone(factory), factory };
}

describe('opening a v1 phone with this app', () => {
	it('the fixture is a real v1 database: two stores, four games, the last setup', () => {
		expect(V1.version).toBe(1);
		expect(Object.keys(V1.stores).sort()).toEqual(['games', 'settings']);
		expect(v1Games.map((g) => g.status).sort()).toEqual(['abandoned', 'finished', 'finished', 'playing']);
	});

	it('upgrades to this schema with a roster store whose names are unique', async () => {
		const { db } = await upgradedPhone();
		expect(db.version).toBe(DB_VERSION);
		expect(SCHEMA).toBe(3);
		expect([...db.objectStoreNames].sort()).toEqual(['actions', 'games', 'players', 'settings']);
		const players = db.transaction('players').store;
		expect(players.keyPath).toBe('id');
		expect(players.index('by-key').unique).toBe(true);
	});

	it('loses nothing: every game row is as it was, plus the roster ids of its seats', async () => {
		const { db } = await upgradedPhone();
		for (const before of v1Games) {
			// Kept as a small row and its actions, one stored row each; put back together, the game as it was.
			const row = (await db.get('games', before.id as string)) as unknown as { record: object; actionCount: number };
			expect(row.record).not.toHaveProperty('actions');
			expect(row.actionCount).toBe(before.record.actions.length);
			const after = (await wholeGame(db, before.id as string)) as Record<string, unknown>;
			const { playerIds, ...rest } = after;
			expect(rest).toEqual(before);
			expect(playerIds).toHaveLength(before.record.players.length);
		}
		expect(await db.count('games')).toBe(v1Games.length);
		expect(await getSetting(db, 'lastSetup', null)).toEqual(V1.stores.settings.rows[0].value);
	});

	it('every game still opens, the game left mid-night still resumes, and the list reads the same', async () => {
		const { db } = await upgradedPhone();
		for (const game of v1Games) expect((await loadGame(db, game.id as string)).ok).toBe(true);
		const resume = await latestUnfinished(db);
		expect(resume?.record.players).toEqual(['ana', 'BO', 'Cy', 'Di', 'Fay']);
		expect(resume?.snapshot).toEqual(v1Games.find((g) => g.status === 'playing')?.snapshot);
		const listed = await listGames(db);
		// A v1 row kept its winner as the side's name in English ("Town"): the list reads it as the side's id.
		expect(listed.map((g) => [g.status, g.summary.winner])).toEqual(
			[...v1Games]
				.sort((a, b) => (b.updatedAt as number) - (a.updatedAt as number))
				.map((g) => [g.status, (g.summary as { winner: string | null }).winner === 'Town' ? 'town' : null])
		);
		expect(v1Games.filter((g) => (g.summary as { winner: string | null }).winner === 'Town')).toHaveLength(2);
	});

	it('puts every player on the roster once, by name with case and spacing ignored, under their first name', async () => {
		const { db } = await upgradedPhone();
		const roster = await listRoster(db);
		expect(roster.map((p) => p.name).sort()).toEqual(
			['Alice', 'Ana', 'Ben', 'Bo', 'Cara', 'Cy', 'Dev', 'Di', 'Ed', 'Eve', 'Fay', 'Finn', 'Gus', 'Hal', 'Ivy', 'Jo'].sort()
		);
		const byId = new Map(roster.map((p) => [p.id, p]));
		for (const game of v1Games) {
			const row = await db.get('games', game.id as string);
			const names = row!.playerIds!.map((id) => byId.get(id)!.key);
			expect(names).toEqual(game.record.players.map(nameKey));
		}
		// "ana" and "BO" of the game left mid-night are the Ana and Bo of the finished game.
		const finished = v1Games.find((g) => g.record.players.includes('Bo'))!;
		const midNight = v1Games.find((g) => g.record.players.includes('BO'))!;
		const ids = async (id: unknown) => (await db.get('games', id as string))!.playerIds!;
		expect((await ids(midNight.id)).slice(0, 2)).toEqual((await ids(finished.id)).slice(0, 2));
	});

	it('counts the v1 finished games in the standings: Gus in two games, one finished; Alice dead among the winners', async () => {
		const { db } = await upgradedPhone();
		const { results, roster } = await loadPlayedGames(db);
		const standings = tallyStandings(results, { preset: 'all', period: 'all' }, Date.now(), rosterNames(roster));
		const row = (name: string) => standings.rows.find((r) => r.name === name);
		expect(standings).toMatchObject({ counted: 2, abandoned: 1, inProgress: 1 });
		expect(row('Alice')).toMatchObject({ games: 1, wins: 1, winsBySide: { town: 1, mafia: 0, neutral: 0 } });
		expect(row('Gus')).toMatchObject({ games: 1, wins: 1 });
		expect(row('Ana')).toMatchObject({ games: 1, wins: 1 });
		expect(row('Bo')).toMatchObject({ games: 1, wins: 0, byRole: { mafia: { played: 1, won: 0 } } });
		expect(row('Fay')).toBeUndefined(); // only in the game still being played
	});

	it('runs once: opening the upgraded phone again adds nobody', async () => {
		const { db, factory } = await upgradedPhone();
		const before = await listRoster(db);
		db.close();
		const again = await freshPhone(factory);
		expect(await listRoster(again)).toEqual(before);
	});

	it('keeps a damaged v1 row as it was, linking it only when its names can be read', async () => {
		const damaged = structuredClone(V1);
		const games = damaged.stores.games.rows;
		games.push({ key: 'garbage', value: { id: 'garbage', nonsense: true } });
		const broken = structuredClone(games[0].value) as Record<string, unknown> & { record: Record<string, unknown> };
		broken.id = 'broken';
		broken.record.actions = [{ type: 'night.fly', at: 1 }];
		games.push({ key: 'broken', value: broken });
		const { db } = await upgradedPhone(damaged);
		expect(await db.get('games', 'garbage')).toEqual({ id: 'garbage', nonsense: true });
		const brokenAfter = (await wholeGame(db, 'broken')) as Record<string, unknown>;
		expect(brokenAfter).toMatchObject({ record: broken.record });
		expect(brokenAfter.playerIds).toHaveLength((broken.record.players as string[]).length);
		expect((await listGames(db)).filter((g) => !g.readable).map((g) => g.id).sort()).toEqual(['broken', 'garbage']);
	});

	it('names a player as their oldest game did, whatever order the rows are in; a row with no readable date counts as oldest', async () => {
		const dump = structuredClone(V1);
		const games = dump.stores.games.rows;
		const like = (id: string, players: unknown[], createdAt: unknown) => {
			const row = structuredClone(games[0].value) as Record<string, unknown> & { record: Record<string, unknown> };
			Object.assign(row, { id, createdAt });
			row.record.players = players;
			games.push({ key: id, value: row });
		};
		like('newer', ['ZED', 'Quinn'], 9e12);
		like('older', ['zed', 'QUINN'], 1);
		like('undated', ['Quinn ', 'Rae'], 'last summer');
		like('unreadable', ['Zed', 7], 2);
		like('endless', ['SAM', 'Tess'], Infinity); // no date either: older than any
		like('dated', ['Sam', 'Uma'], 5);
		like(7 as never, ['Vic', 'Wren'], 3); // a row whose id is no game's: never linked
		const { db } = await upgradedPhone(dump);
		const names = (await listRoster(db)).map((p) => p.name);
		expect(names).toContain('zed');
		expect(names).not.toContain('ZED');
		// The undated row reads as older than any date: its "Quinn" (tidied) names the player.
		expect(names).toContain('Quinn');
		expect(names).not.toContain('QUINN');
		expect(names).toContain('Rae');
		expect(names).toContain('SAM');
		expect(names).not.toContain('Sam');
		expect(names).not.toContain('Vic');
		expect((await db.get('games', 'unreadable'))!.playerIds).toBeUndefined();
		const ids = async (id: string) => (await db.get('games', id))!.playerIds!;
		expect((await ids('newer'))[0]).toBe((await ids('older'))[0]);
	});

	it('a phone new to Nightfall gets every store straight away, with an empty roster', async () => {
		const opened = await openNightfallDb({ factory: new IDBFactory() });
		expect(opened.ok).toBe(true);
		if (!opened.ok) return;
		expect([...opened.db.objectStoreNames].sort()).toEqual(['actions', 'games', 'players', 'settings']);
		expect(await listRoster(opened.db)).toEqual([]);
	});
});
