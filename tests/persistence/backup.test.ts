import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confusables } from '$lib/engine/confusables-table';
import {
	BACKUP_FORMAT,
	backupFileName,
	backupText,
	exportBackup,
	importBackup,
	importWords,
	listGames,
	listRoster,
	readBackup,
	renamePlayer,
	saveNewGame,
	setSetting,
	type Backup,
	type ImportReport,
	type NightfallDatabase,
	type StoredGame
} from '$lib/persistence';
import { loadPlayedGames, rosterNames } from '$lib/standings/load';
import { tallyStandings } from '$lib/standings/standings';
import { everything, freshPhone, readDump, restoreDump, workedGame } from './phone';

afterEach(() => vi.restoreAllMocks());

const game = (id: string, createdAt: number, status: StoredGame['status'] = 'finished', players = workedGame.players): StoredGame => ({
	id,
	status,
	createdAt,
	updatedAt: createdAt + 10,
	record: { ...workedGame, id, createdAt, players },
	snapshot: status === 'playing' ? { value: 'night', context: { round: 1 } } : null,
	summary: { preset: 'classic', players, winner: status === 'finished' ? ('town' as const) : null }
});

/** A phone that has played: the real v1 phone (upgraded), two more games, a renamed player, a theme. */
async function playedPhone(): Promise<NightfallDatabase> {
	const factory = new IDBFactory();
	await restoreDump(factory, readDump('tests/fixtures/db/nightfall-v1.json'));
	const db = await freshPhone(factory);
	await saveNewGame(db, game('second', 2_000));
	await saveNewGame(db, game('third', 3_000, 'abandoned'));
	const gus = (await listRoster(db)).find((p) => p.name === 'Gus')!;
	await renamePlayer(db, gus.id, 'Gustav');
	await setSetting(db, 'themes', [{ name: 'Wolves', roles: { mafia: { one: 'Wolf', many: 'Wolves' } } }]);
	return db;
}

async function exported(db: NightfallDatabase, now = 5_000): Promise<string> {
	const backup = await exportBackup(db, now);
	if (!backup.ok) throw new Error(backup.reason);
	return backupText(backup.value);
}

function read(text: string): Backup {
	const backup = readBackup(text, confusables);
	if (!backup.ok) throw new Error(backup.reason);
	return backup.value;
}

/** What a player sees of the phone: the standings and the history list. */
async function whatThePlayersSee(db: NightfallDatabase) {
	const { results, roster } = await loadPlayedGames(db);
	const standings = tallyStandings(results, { preset: 'all', period: 'all' }, 10_000_000_000_000, rosterNames(roster));
	return { standings, history: await listGames(db) };
}

describe('a backup', () => {
	it('holds everything, versioned: the roster, every game with its record, every setting', async () => {
		const db = await playedPhone();
		const backup = read(await exported(db));
		expect(backup).toMatchObject({ format: 'nightfall/backup', version: 1, exportedAt: 5_000 });
		expect(backup.roster.map((p) => p.name)).toContain('Gustav');
		expect(backup.games.map((g) => g.id).sort()).toEqual(
			['second', 'third', 'classic-worked-game', ...(await listGames(db)).map((g) => g.id)].filter((v, i, a) => a.indexOf(v) === i).sort()
		);
		expect(backup.games.every((g) => g.record.format === 'nightfall/game-record' && g.playerIds?.length === g.record.players.length)).toBe(true);
		expect(Object.keys(backup.settings).sort()).toEqual(['lastSetup', 'themes']);
		expect(backup.unreadableGames).toEqual([]);
	});

	it('export → clear all data → import gives identical standings, history and data', async () => {
		const db = await playedPhone();
		const before = await everything(db);
		const seen = await whatThePlayersSee(db);
		const text = await exported(db);

		const cleared = await freshPhone();
		const imported = await importBackup(cleared, read(text));
		expect(imported).toMatchObject({ ok: true, report: { playersAdded: 16, gamesAdded: 6, settingsAdded: 2, gamesAlreadyHere: 0 } });
		expect(await whatThePlayersSee(cleared)).toEqual(seen);
		expect(await everything(cleared)).toEqual(before);
		expect(seen.standings.counted).toBe(3);
		expect(seen.standings.rows.find((r) => r.name === 'Gustav')).toMatchObject({ games: 2, wins: 2 });
	});

	it('imported twice changes nothing the second time', async () => {
		const cleared = await freshPhone();
		const backup = read(await exported(await playedPhone()));
		await importBackup(cleared, backup);
		const once = await everything(cleared);
		const again = await importBackup(cleared, backup);
		expect(again).toEqual({
			ok: true,
			report: { playersAdded: 0, playersMatched: 16, gamesAdded: 0, gamesAlreadyHere: 6, settingsAdded: 0, settingsKept: 2, gamesUnreadable: [] }
		});
		expect(await everything(cleared)).toEqual(once);
		if (again.ok) expect(importWords(again.report)).toBe('Nothing new: everything in this backup is already on this phone.');
	});

	it('imported on another phone merges: the same names are the same players, no game twice, its own settings kept', async () => {
		const other = await freshPhone();
		await saveNewGame(other, game('theirs', 1_500, 'finished', ['Alice', 'Ben', 'Zoe', 'Dev', 'Eve', 'Finn', 'Gus']));
		await saveNewGame(other, game('second', 2_000)); // the same game, already copied over once
		await setSetting(other, 'themes', []);
		const imported = await importBackup(other, read(await exported(await playedPhone())));
		expect(imported.ok).toBe(true);
		if (!imported.ok) return;
		expect(imported.report).toMatchObject({ gamesAdded: 5, gamesAlreadyHere: 1, settingsAdded: 1, settingsKept: 1 });
		expect(importWords(imported.report)).toMatch(/^Added 10 players, 5 games, 1 setting\. 1 game was already here and kept as they are\. 1 setting kept as this phone has them\.$/);
		const roster = await listRoster(other);
		const names = roster.map((p) => p.name);
		expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
		// This phone's Gus and the file's Gustav (renamed there) are two people: neither loses a game.
		expect(names).toEqual(expect.arrayContaining(['Alice', 'Ben', 'Zoe', 'Gus', 'Gustav']));
		const { standings } = await whatThePlayersSee(other);
		expect(standings.rows.find((r) => r.name === 'Ben')).toMatchObject({ games: 3 });
		expect(standings.rows.find((r) => r.name === 'Zoe')).toMatchObject({ games: 1 });
		expect(await other.get('settings', 'themes')).toEqual([]);
	});

	it('a player whose name is taken here by someone else joins under a name of their own', async () => {
		const here = await freshPhone();
		await saveNewGame(here, game('here', 1_000));
		const hereBen = (await listRoster(here)).find((p) => p.name === 'Ben')!;
		const there = await freshPhone();
		await saveNewGame(there, game('there', 2_000));
		const backup = read(await exported(there));
		// Over there, our Ben was renamed "Cara", and a newcomer took the name "Ben".
		const theirCara = backup.roster.find((p) => p.name === 'Cara')!;
		const theirGame = backup.games[0];
		theirGame.playerIds = theirGame.playerIds!.map((id) => (id === theirCara.id ? hereBen.id : id));
		theirCara.id = hereBen.id;
		const imported = await importBackup(here, backup);
		expect(imported.ok).toBe(true);
		const roster = await listRoster(here);
		const nameOf = (id: string) => roster.find((p) => p.id === id)?.name;
		const seats = (await here.get('games', 'there'))!.playerIds!.map(nameOf);
		// Seat 1 was their newcomer Ben, seat 2 our Ben (their "Cara"): still two people, and our Ben keeps his name.
		expect(seats.slice(0, 3)).toEqual(['Alice', 'Ben (2)', 'Ben']);
		expect(roster.filter((p) => p.name.startsWith('Ben')).length).toBe(2);
	});

	it('is written with tabs, so a person can read it', async () => {
		expect(await exported(await freshPhone())).toMatch(/^\{\n\t"format": "nightfall\/backup",\n\t"version": 1,/);
	});

	it('says so, in words, when the phone will not let it be read', async () => {
		const db = await freshPhone();
		db.close();
		expect(await exportBackup(db, 5_000)).toEqual({
			ok: false,
			reason: 'Nightfall could not read what this phone holds, so there is nothing to export. Try again.'
		});
	});

	it('carries the games a phone could not read, as they were, so nothing is lost on the way', async () => {
		const db = await freshPhone();
		await db.put('games', { id: 'broken', status: 'playing', nonsense: true } as unknown as StoredGame);
		const backup = read(await exported(db));
		expect(backup.unreadableGames).toEqual([{ id: 'broken', status: 'playing', nonsense: true }]);
	});

	it('adds no game it cannot read, and says which were not added and why', async () => {
		const source = await freshPhone();
		await saveNewGame(source, game('good', 1_000));
		await source.put('games', { id: 'broken', status: 'playing', nonsense: true } as unknown as StoredGame);
		const noPlayers = game('no-players', 2_000);
		await source.put('games', { ...noPlayers, record: { ...noPlayers.record, players: 'Alice and the rest' } } as unknown as StoredGame);
		const backup = read(await exported(source));
		expect(backup.unreadableGames).toHaveLength(2);

		const phone = await freshPhone();
		const imported = await importBackup(phone, backup);
		if (!imported.ok) throw new Error(imported.reason);
		expect((await listGames(phone)).map((g) => g.id)).toEqual(['good']);
		expect(imported.report.gamesAdded).toBe(1);
		expect(importWords(imported.report)).toBe(
			'Added 7 players, 1 game. 2 games in the file could not be read and were not added: ' +
				'"broken" (this is not a Nightfall game record), "no-players" (this game record has no list of players).'
		);
	});

	it('a backup of only unreadable games adds nothing, and says so rather than "nothing new"', async () => {
		const source = await freshPhone();
		await source.put('games', { id: 'broken', status: 'playing', nonsense: true } as unknown as StoredGame);
		await source.put('games', { id: 'cut', status: 'finished', record: { format: 'nightfall/game-record' } } as unknown as StoredGame);
		const phone = await freshPhone();
		const imported = await importBackup(phone, read(await exported(source)));
		if (!imported.ok) throw new Error(imported.reason);
		expect(await listGames(phone)).toEqual([]);
		expect(importWords(imported.report)).toMatch(
			/^Nothing was added\. 2 games in the file could not be read and were not added: "broken" \(this is not a Nightfall game record.*\), "cut" \(this game record has no version.*\)\.$/
		);
	});

	it('is named by its date, and says what an import added', () => {
		expect(backupFileName(new Date(2025, 5, 14, 21, 40).getTime())).toBe('nightfall-backup-2025-06-14-2140.json');
		expect(backupFileName(new Date(2026, 0, 5, 9, 7).getTime())).toBe('nightfall-backup-2026-01-05-0907.json');
		expect(importWords({ playersAdded: 1, playersMatched: 0, gamesAdded: 2, gamesAlreadyHere: 0, settingsAdded: 0, settingsKept: 0, gamesUnreadable: [] })).toBe(
			'Added 1 player, 2 games.'
		);
	});
});

describe('what an import says', () => {
	const report = (counts: Partial<ImportReport>): ImportReport => ({
		playersAdded: 0,
		playersMatched: 0,
		gamesAdded: 0,
		gamesAlreadyHere: 0,
		settingsAdded: 0,
		settingsKept: 0,
		gamesUnreadable: [],
		...counts
	});

	it('names what was kept only beside what was added or refused', () => {
		expect(importWords(report({ settingsAdded: 2, gamesAlreadyHere: 3, settingsKept: 1 }))).toBe(
			'Added 2 settings. 3 games were already here and kept as they are. 1 setting kept as this phone has them.'
		);
		expect(importWords(report({ gamesAlreadyHere: 2, settingsKept: 4, gamesUnreadable: [{ id: 'cut', reason: 'It stops half way!' }] }))).toBe(
			'Nothing was added. 2 games were already here and kept as they are. 1 game in the file could not be read and was not added: "cut" (it stops half way).'
		);
		expect(importWords(report({ gamesAlreadyHere: 2, settingsKept: 4 }))).toBe('Nothing new: everything in this backup is already on this phone.');
		expect(importWords(report({ gamesUnreadable: [{ id: 'fly', reason: 'Step 4 has an unknown type "night.fly".' }] }))).toBe(
			'Nothing was added. 1 game in the file could not be read and was not added: "fly" (step 4 has an unknown type "night.fly").'
		);
	});
});

describe('players of a backup', () => {
	it('of an older backup, whose games do not say who played, join by name as a started game does', async () => {
		const here = await freshPhone();
		await saveNewGame(here, game('here', 1_000));
		const there = await freshPhone();
		await saveNewGame(there, game('there', 2_000, 'finished', ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Zed']));
		const backup = read(await exported(there));
		delete backup.games[0].playerIds;
		backup.roster = [];
		const imported = await importBackup(here, backup);
		if (!imported.ok) throw new Error(imported.reason);
		expect(imported.report.playersAdded).toBe(1);
		expect(importWords(imported.report)).toBe('Added 1 player, 1 game.');
		const roster = await listRoster(here);
		expect(roster.map((p) => p.name).sort()).toEqual(['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Zed']);
		expect(roster.find((p) => p.name === 'Alice')?.lastPlayedAt).toBe(2_000);
		const nameOf = (id: string) => roster.find((p) => p.id === id)?.name;
		expect((await here.get('games', 'there'))!.playerIds!.map(nameOf)).toEqual(['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Zed']);
	});

	it('keep the later of the two phones’ last games, so the roster lists them by when they last played', async () => {
		const here = await freshPhone();
		await saveNewGame(here, game('here', 1_000));
		const there = await freshPhone();
		await saveNewGame(there, game('there', 5_000, 'finished', ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Zed']));
		await saveNewGame(there, game('earlier', 500, 'finished', ['Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lee', 'Max']));
		const imported = await importBackup(here, read(await exported(there)));
		expect(imported.ok).toBe(true);
		const roster = await listRoster(here);
		const lastPlayed = (name: string) => roster.find((p) => p.name === name)?.lastPlayedAt;
		expect(lastPlayed('Alice')).toBe(5_000);
		expect(lastPlayed('Gus')).toBe(1_000);
		expect(roster.slice(0, 7).map((p) => p.name).sort()).toEqual(['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Zed']);
	});

	it('whose name is taken here by someone else join under the first free name that fits', async () => {
		const long = 'Anna-Maria Kowalska Li'; // 22 characters: " (2)" does not fit after it
		const players = [long, 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
		const here = await freshPhone();
		await saveNewGame(here, game('here', 1_000, 'finished', players));
		await saveNewGame(here, game('here-2', 1_100, 'finished', ['Ben (2)', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lee', 'Max']));
		const mine = await listRoster(here);
		const idHere = (name: string) => mine.find((p) => p.name === name)!.id;
		const there = await freshPhone();
		await saveNewGame(there, game('there', 2_000, 'finished', players));
		const backup = read(await exported(there));
		// Over there, our Ben was renamed "Cara" and our long-named player "Dev", and newcomers took their names.
		const renamed = new Map([
			[backup.roster.find((p) => p.name === 'Cara')!, idHere('Ben')],
			[backup.roster.find((p) => p.name === 'Dev')!, idHere(long)]
		]);
		for (const [player, id] of renamed) {
			backup.games[0].playerIds = backup.games[0].playerIds!.map((seat) => (seat === player.id ? id : seat));
			player.id = id;
		}
		const imported = await importBackup(here, backup);
		expect(imported.ok).toBe(true);
		const roster = await listRoster(here);
		const nameOf = (id: string) => roster.find((p) => p.id === id)?.name;
		expect((await here.get('games', 'there'))!.playerIds!.map(nameOf)).toEqual([
			'Anna-Maria Kowalska (2)',
			'Ben (3)',
			'Ben',
			long,
			'Eve',
			'Finn',
			'Gus'
		]);
	});
});

describe('a file that cannot be imported', () => {
	async function refusedOn(text: string) {
		const db = await playedPhone();
		const before = await everything(db);
		const backup = readBackup(text, confusables);
		expect(backup.ok).toBe(false);
		expect(await everything(db)).toEqual(before);
		return backup.ok ? '' : backup.reason;
	}

	const valid = async () => JSON.parse(await exported(await playedPhone())) as Record<string, unknown> & Backup;

	it('is refused with its reason, and changes nothing: not JSON, cut short, empty', async () => {
		const text = await exported(await playedPhone());
		expect(await refusedOn('hello')).toBe('This file is not a Nightfall backup: it is not JSON text (it may be damaged or cut short).');
		expect(await refusedOn(text.slice(0, text.length / 2))).toMatch(/cut short/);
		expect(await refusedOn('  ')).toBe('This file is empty.');
	});

	it('says a single game is not a backup, and where to import it', async () => {
		expect(await refusedOn(JSON.stringify(workedGame))).toBe(
			'This file is one game, not a backup: import it with "Import a game" on the home screen.'
		);
	});

	it('refuses another format, no version, a newer version', async () => {
		const file = await valid();
		expect(await refusedOn(JSON.stringify({ ...file, format: 'other' }))).toMatch(/not a Nightfall backup \(its format/);
		expect(await refusedOn(JSON.stringify({ ...file, version: undefined }))).toBe('This backup has no version (or not a valid one).');
		expect(await refusedOn(JSON.stringify({ ...file, version: 2 }))).toBe(
			'This backup is version 2, newer than this app reads (1): update the app first.'
		);
	});

	it('refuses a damaged game, naming it and the step the rules refuse', async () => {
		const file = await valid();
		file.games[1].record.actions[3] = { ...file.games[1].record.actions[3], type: 'night.fly' } as never;
		expect(await refusedOn(JSON.stringify(file))).toMatch(
			new RegExp(`^Game 2 of ${file.games.length} in this backup cannot be read\\. Step 4 has an unknown type "night\\.fly"\\.$`)
		);
		const cheating = await valid();
		const ballot = cheating.games.findIndex((g) => g.record.actions.some((a) => a.type === 'ballot.cast'));
		const cast = cheating.games[ballot].record.actions.findIndex((a) => a.type === 'ballot.cast');
		cheating.games[ballot].record.actions[cast] = { type: 'ballot.cast', voter: 0, target: 0, at: cheating.games[ballot].record.actions[cast].at };
		expect(await refusedOn(JSON.stringify(cheating))).toMatch(/cannot be read\. Step \d+ \(ballot\.cast\) was refused/);
	});

	it('refuses a roster it cannot trust: a damaged player, two players with one name, a game naming a stranger', async () => {
		const damaged = await valid();
		damaged.roster[2] = { ...damaged.roster[2], name: '' };
		expect(await refusedOn(JSON.stringify(damaged))).toBe('Player 3 of this backup cannot be read.');
		const twins = await valid();
		twins.roster[1] = { ...twins.roster[1], name: twins.roster[0].name.toUpperCase(), key: twins.roster[0].key };
		expect(await refusedOn(JSON.stringify(twins))).toBe(`Two players of this backup are both called "${twins.roster[0].name}".`);
		const stranger = await valid();
		stranger.games[0].playerIds![0] = 'who-is-this';
		expect(await refusedOn(JSON.stringify(stranger))).toMatch(/^Game 1 of \d+ in this backup names a player missing from the backup\.$/);
	});

	it('refuses missing lists and settings', async () => {
		const file = await valid();
		expect(await refusedOn(JSON.stringify({ ...file, roster: undefined }))).toBe('This backup has no list of players.');
		expect(await refusedOn(JSON.stringify({ ...file, games: {} }))).toBe('This backup has no list of games.');
		expect(await refusedOn(JSON.stringify({ ...file, settings: [] }))).toBe('This backup has no settings.');
		expect(await refusedOn(JSON.stringify({ ...file, exportedAt: 'yesterday' }))).toBe('This backup has no date.');
		expect(BACKUP_FORMAT).toBe('nightfall/backup');
	});

	it('refuses a file that is no object, a version that is no whole number from 1 on', async () => {
		const file = await valid();
		expect(await refusedOn('[]')).toBe('This file is not a Nightfall backup.');
		expect(await refusedOn('null')).toBe('This file is not a Nightfall backup.');
		expect(await refusedOn('42')).toBe('This file is not a Nightfall backup.');
		for (const version of [1.5, 0, '1']) {
			expect(await refusedOn(JSON.stringify({ ...file, version }))).toBe('This backup has no version (or not a valid one).');
		}
		// JSON has no infinity, but a number too big to hold reads as one.
		expect(await refusedOn(JSON.stringify({ ...file, exportedAt: 5 }).replace('"exportedAt":5', '"exportedAt":1e999'))).toBe('This backup has no date.');
		// A number a Date cannot hold is no date either: History would throw "Invalid time value" on it.
		expect(await refusedOn(JSON.stringify({ ...file, exportedAt: 1e300 }))).toBe('This backup has no date.');
	});

	it('refuses a player or a game found twice, a game with no id, another game’s record, or seats it cannot read', async () => {
		const file = await valid();
		const games = file.games.length;
		expect(await refusedOn(JSON.stringify({ ...file, roster: [...file.roster, { ...file.roster[0], name: 'Someone Else', key: 'someone else' }] }))).toBe(
			`Player ${file.roster.length + 1} of this backup appears twice.`
		);
		const at = (i: number, game: unknown) => JSON.stringify({ ...file, games: file.games.map((g, j) => (j === i ? game : g)) });
		expect(await refusedOn(at(1, { ...file.games[1], id: '' }))).toBe(`Game 2 of ${games} in this backup has no id.`);
		expect(await refusedOn(at(1, { ...file.games[1], id: 7 }))).toBe(`Game 2 of ${games} in this backup has no id.`);
		expect(await refusedOn(at(1, 'a game'))).toBe(`Game 2 of ${games} in this backup has no id.`);
		expect(await refusedOn(at(1, { ...file.games[1], id: 'another' }))).toBe(`Game 2 of ${games} in this backup holds the record of another game.`);
		expect(await refusedOn(at(1, { ...file.games[1], playerIds: ['only-one'] }))).toBe(`Game 2 of ${games} in this backup does not say who played it.`);
		for (const players of [['Alice', 7, 'Cara', 'Dev', 'Eve'], 'Alice and the rest']) {
			expect(await refusedOn(at(1, { ...file.games[1], record: { ...file.games[1].record, players } }))).toMatch(
				new RegExp(`^Game 2 of ${games} in this backup cannot be read\\. This game record`)
			);
		}
		for (const player of [null, { ...file.roster[2], name: 7 }]) {
			expect(await refusedOn(JSON.stringify({ ...file, roster: file.roster.map((p, i) => (i === 2 ? player : p)) }))).toBe(
				'Player 3 of this backup cannot be read.'
			);
		}
		expect(await refusedOn(JSON.stringify({ ...file, games: [...file.games, file.games[0]] }))).toBe(
			`Game ${games + 1} of ${games + 1} in this backup appears twice.`
		);
	});

	it('refuses a damaged list of unreadable games: not a list, a row with no id', async () => {
		const file = await valid();
		const damaged = "This backup's list of unreadable games is damaged.";
		expect(await refusedOn(JSON.stringify({ ...file, unreadableGames: 'none' }))).toBe(damaged);
		expect(await refusedOn(JSON.stringify({ ...file, unreadableGames: [{ id: 'ok' }, { id: '' }] }))).toBe(damaged);
		expect(await refusedOn(JSON.stringify({ ...file, unreadableGames: [{ id: 'ok' }, ['x']] }))).toBe(damaged);
		expect(await refusedOn(JSON.stringify({ ...file, unreadableGames: [{ id: 'ok' }, { id: 3 }] }))).toBe(damaged);
		const none = read(JSON.stringify({ ...file, unreadableGames: undefined }));
		expect(none.unreadableGames).toEqual([]);
	});

	it('says so, and imports nothing, when the phone would not save it for another reason', async () => {
		const db = await freshPhone();
		const before = await everything(db);
		const backup = read(await exported(await playedPhone()));
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The transaction was aborted.', 'UnknownError');
		});
		const imported = await importBackup(db, backup);
		vi.restoreAllMocks();
		expect(imported).toEqual({ ok: false, reason: 'This phone would not save the backup, so nothing was imported. Try again.' });
		expect(await everything(db)).toEqual(before);
	});

	it('leaves the phone as it was when the phone refuses a write half way', async () => {
		const db = await freshPhone();
		await saveNewGame(db, game('mine', 1_000));
		const before = await everything(db);
		const backup = read(await exported(await playedPhone()));
		const put = IDBObjectStore.prototype.put;
		let puts = 0;
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
			if (++puts === 20) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			return put.apply(this, args);
		});
		const imported = await importBackup(db, backup);
		vi.restoreAllMocks();
		expect(imported).toEqual({
			ok: false,
			reason: 'This phone is out of space for Nightfall, so nothing was imported. Free some space and try again.'
		});
		expect(puts).toBe(20);
		expect(await everything(db)).toEqual(before);
	});
});
