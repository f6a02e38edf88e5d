import { describe, expect, it } from 'vitest';
import { replay } from '$lib/engine/record';
import type { GameState, PresetId, RoleId, Win } from '$lib/engine/types';
import type { GameStatus } from '$lib/persistence/db';
import type { RosterPlayer } from '$lib/persistence/players';
import { guestId, resultOf, resultsOf, type GameResult } from '$lib/standings/results';
import { inPeriod, sortStandings, tallyStandings, type StandingsFilter } from '$lib/standings/standings';
import { workedGame } from '../persistence/phone';
import { storytellerGame } from './storyteller-game';

/**
 * The counting rules of the standings. Games are built by hand as the engine ends them: who held which role, who
 * is alive, and the engine's winner (`winner.seats`, the truth of who won).
 */
const NOW = new Date(2025, 5, 30, 12).getTime();
const DAY = 86_400_000;
const ALL: StandingsFilter = { preset: 'all', period: 'all' };

interface Seat {
	name: string;
	role: RoleId;
	alive?: boolean;
}

function ended(preset: PresetId, seats: Seat[], winner: Win | null): GameState {
	return {
		config: { preset, players: seats.map((s) => s.name), roles: {}, options: workedGame.options, seed: 1 },
		players: seats.map((s, seat) => ({ seat, name: s.name, role: s.role, alive: s.alive ?? true })),
		phase: { kind: 'ended' },
		lastNight: [],
		log: [],
		revealed: [],
		winner,
		characters: null,
		silenced: null,
		absorbed: [],
		jestersOut: [],
		mafiaMet: false,
		reveals: { left: 0, due: false }
	};
}

let nextId = 0;
function played(state: GameState, { status = 'finished', playedAt = NOW - DAY }: { status?: GameStatus; playedAt?: number } = {}): GameResult {
	const id = `g${++nextId}`;
	const players = state.players.map((p) => p.name);
	return resultOf(
		{
			id,
			status,
			record: { ...workedGame, id, preset: state.config.preset, players, createdAt: playedAt },
			playerIds: players.map((name) => `id-${name}`)
		},
		state
	);
}

const row = (results: GameResult[], name: string, filter = ALL) =>
	tallyStandings(results, filter, NOW).rows.find((r) => r.name === name);

/** A classic five: Ben the killer, Cara the Detective; Alice died in the night. */
const classicFive: Seat[] = [
	{ name: 'Alice', role: 'villager', alive: false },
	{ name: 'Ben', role: 'mafia', alive: false },
	{ name: 'Cara', role: 'detective' },
	{ name: 'Dev', role: 'villager' },
	{ name: 'Eve', role: 'villager' }
];
const townWins: Win = { side: 'town', seats: [0, 2, 3, 4] };

describe('who wins', () => {
	it('every member of the winning side wins, dead ones too; the losers, dead or alive, do not', () => {
		const results = [played(ended('classic', classicFive, townWins))];
		expect(row(results, 'Alice')).toMatchObject({ games: 1, wins: 1, winRate: 1, winsBySide: { town: 1, mafia: 0, neutral: 0 } });
		expect(row(results, 'Cara')).toMatchObject({ games: 1, wins: 1, byRole: { detective: { played: 1, won: 1 } } });
		expect(row(results, 'Ben')).toMatchObject({ games: 1, wins: 0, winRate: 0, byRole: { mafia: { played: 1, won: 0 } } });
	});

	it('a dead killer wins with the living one', () => {
		const seats: Seat[] = [
			{ name: 'Ben', role: 'mafia', alive: false },
			{ name: 'Eve', role: 'mafia' },
			{ name: 'Cara', role: 'detective', alive: false },
			{ name: 'Dev', role: 'villager' }
		];
		const results = [played(ended('classic', seats, { side: 'mafia', seats: [0, 1] }))];
		expect(row(results, 'Ben')).toMatchObject({ wins: 1, winsBySide: { mafia: 1 }, byRole: { mafia: { played: 1, won: 1 } } });
		expect(row(results, 'Dev')).toMatchObject({ wins: 0 });
	});

	it("storyteller's extra winners count: the Seductress alive at the end and the Jester voted out, each on their own side", () => {
		const seats: Seat[] = [
			{ name: 'Ana', role: 'mafia', alive: false },
			{ name: 'Bo', role: 'seductress' },
			{ name: 'Cy', role: 'jester', alive: false },
			{ name: 'Di', role: 'villager', alive: false },
			{ name: 'Ed', role: 'detective' },
			{ name: 'Fay', role: 'villager' }
		];
		// The town won; the engine adds Bo (alive Seductress) and Cy (the Jester, voted out) to the winners.
		const results = [played(ended('storyteller', seats, { side: 'town', seats: [1, 2, 3, 4, 5] }))];
		expect(row(results, 'Bo')).toMatchObject({ wins: 1, winsBySide: { town: 0, mafia: 0, neutral: 1 }, byRole: { seductress: { played: 1, won: 1 } } });
		expect(row(results, 'Cy')).toMatchObject({ wins: 1, winsBySide: { neutral: 1 }, byRole: { jester: { played: 1, won: 1 } } });
		expect(row(results, 'Di')).toMatchObject({ wins: 1, winsBySide: { town: 1, neutral: 0 } });
		expect(row(results, 'Ana')).toMatchObject({ wins: 0 });
	});

	it('a Seductress the engine does not name (dead at the end) and a Jester never voted out do not win', () => {
		const seats: Seat[] = [
			{ name: 'Ana', role: 'mafia' },
			{ name: 'Bo', role: 'seductress', alive: false },
			{ name: 'Cy', role: 'jester' },
			{ name: 'Di', role: 'villager', alive: false }
		];
		const results = [played(ended('storyteller', seats, { side: 'mafia', seats: [0] }))];
		expect(row(results, 'Bo')).toMatchObject({ games: 1, wins: 0, byRole: { seductress: { played: 1, won: 0 } } });
		expect(row(results, 'Cy')).toMatchObject({ games: 1, wins: 0 });
		expect(row(results, 'Ana')).toMatchObject({ wins: 1, winsBySide: { mafia: 1 } });
	});

	it('reads a real storyteller game: the Jester voted out and the Seductress alive win with the Mafia, on their own side', () => {
		const state = replay(storytellerGame);
		if (!state.ok) throw new Error(state.reason);
		const results = [resultOf({ id: 's', status: 'finished', record: storytellerGame }, state.value)];
		expect(row(results, 'Cy')).toMatchObject({ wins: 1, winsBySide: { mafia: 1, neutral: 0 } });
		expect(row(results, 'Di')).toMatchObject({ wins: 1, winsBySide: { neutral: 1 }, byRole: { jester: { played: 1, won: 1 } } });
		expect(results[0].seats.find((s) => s.name === 'Di')).toMatchObject({ alive: false, won: true });
		expect(row(results, 'Fay')).toMatchObject({ wins: 1, winsBySide: { neutral: 1 }, byRole: { seductress: { played: 1, won: 1 } } });
		for (const loser of ['Ana', 'Bo', 'Ed']) expect(row(results, loser)).toMatchObject({ games: 1, wins: 0 });
		// The engine tells them apart from the Mafia's side, and the standings still count them as winners.
		expect(results[0].winner?.also?.map((seat) => results[0].seats[seat].name)).toEqual(['Di', 'Fay']);
	});

	it('reads the real worked game: the town wins with Alice dead among the winners, Ben and Eve lose', () => {
		const state = replay(workedGame);
		if (!state.ok) throw new Error(state.reason);
		const result = resultOf({ id: 'w', status: 'finished', record: workedGame }, state.value);
		expect(result.seats.filter((s) => s.won).map((s) => s.name)).toEqual(['Alice', 'Cara', 'Dev', 'Finn', 'Gus']);
		expect(result.seats.find((s) => s.name === 'Alice')).toMatchObject({ alive: false, won: true, side: 'town' });
		expect(result.seats.find((s) => s.name === 'Eve')).toMatchObject({ role: 'mafia', won: false });
	});
});

describe('which games count', () => {
	it('an abandoned game does not count, whatever it had reached, and is counted apart so the screen can say so', () => {
		const results = [
			played(ended('classic', classicFive, townWins)),
			played(ended('classic', classicFive, townWins), { status: 'abandoned' }),
			played(ended('classic', classicFive, null), { status: 'abandoned' })
		];
		const standings = tallyStandings(results, ALL, NOW);
		expect(standings).toMatchObject({ counted: 1, abandoned: 2, inProgress: 0 });
		expect(row(results, 'Alice')).toMatchObject({ games: 1, wins: 1 });
	});

	it('a game still being played does not count yet', () => {
		const results = [played(ended('classic', classicFive, null), { status: 'playing' })];
		expect(tallyStandings(results, ALL, NOW)).toEqual({ rows: [], counted: 0, abandoned: 0, inProgress: 1 });
	});

	it('adds up many games: games, wins, win rate, wins by side and by role', () => {
		const swapped: Seat[] = classicFive.map((s) => ({ ...s, role: s.name === 'Alice' ? 'mafia' : s.name === 'Ben' ? 'villager' : s.role }));
		const results = [
			played(ended('classic', classicFive, townWins)),
			played(ended('classic', swapped, { side: 'mafia', seats: [0] })),
			played(ended('classic', classicFive, { side: 'mafia', seats: [1] }))
		];
		expect(row(results, 'Alice')).toEqual({
			playerId: 'id-Alice',
			name: 'Alice',
			games: 3,
			wins: 2,
			winRate: 2 / 3,
			winsBySide: { town: 1, mafia: 1, neutral: 0, serial: 0, lovers: 0 },
			byRole: { villager: { played: 2, won: 1 }, mafia: { played: 1, won: 1 } },
			asCalled: [
				{ role: 'mafia', name: 'Killer', played: 1, won: 1 },
				{ role: 'villager', name: 'Villager', played: 2, won: 1 }
			]
		});
		expect(row(results, 'Cara')).toMatchObject({ games: 3, wins: 1, winRate: 1 / 3 });
	});

	it('keeps each role under the name its game gave it: a Townsperson and a Citizen are not merged into "Villager"', () => {
		const villagerIn = (preset: PresetId, theme?: GameState['config']['theme']) => {
			const state = ended(preset, classicFive, townWins);
			return played({ ...state, config: { ...state.config, theme } });
		};
		const results = [
			villagerIn('storyteller'),
			villagerIn('godfather'),
			villagerIn('godfather'),
			villagerIn('clocked', { roles: { detective: { one: 'Seer', many: 'Seers' } } })
		];
		expect(row(results, 'Dev')?.asCalled).toEqual([
			{ role: 'villager', name: 'Townsperson', played: 1, won: 1 },
			{ role: 'villager', name: 'Citizen', played: 2, won: 2 },
			{ role: 'villager', name: 'Villager', played: 1, won: 1 }
		]);
		// The same name in several rule sets is one line; a theme's name is its own.
		expect(row(results, 'Cara')?.asCalled).toEqual([
			{ role: 'detective', name: 'Detective', played: 3, won: 3 },
			{ role: 'detective', name: 'Seer', played: 1, won: 1 }
		]);
		// What each role did still adds up by the engine's role.
		expect(row(results, 'Dev')?.byRole).toEqual({ villager: { played: 4, won: 4 } });
	});
});

describe('one identity across games', () => {
	it('adds up a player by roster id, under their name now, whatever they were called at the table', () => {
		const first = played(ended('classic', classicFive, townWins));
		const renamed = played(ended('classic', classicFive.map((s) => (s.name === 'Alice' ? { ...s, name: 'Ally' } : s)), townWins));
		renamed.seats[0].playerId = 'id-Alice';
		const standings = tallyStandings([first, renamed], ALL, NOW, (id) => (id === 'id-Alice' ? 'Alicia' : undefined));
		expect(standings.rows.filter((r) => r.playerId === 'id-Alice')).toEqual([expect.objectContaining({ name: 'Alicia', games: 2, wins: 2 })]);
	});

	it('a game without roster ids finds its players on the roster by name, or keeps them apart by name', () => {
		const state = replay(workedGame);
		if (!state.ok) throw new Error(state.reason);
		const roster: RosterPlayer[] = [{ id: 'p-alice', name: 'ALICE', key: 'alice', createdAt: 0, lastPlayedAt: 0 }];
		const { results } = resultsOf([{ id: 'w', status: 'finished', createdAt: 0, updatedAt: 0, record: workedGame, snapshot: null, summary: { preset: 'classic', players: [], winner: null } }], roster);
		expect(results[0].seats.map((s) => s.playerId).slice(0, 2)).toEqual(['p-alice', guestId('Ben')]);
	});

	it('counts a record the engine no longer replays as unreadable, not as a result', () => {
		const broken = { ...workedGame, actions: [...workedGame.actions, { type: 'night.start' as const, at: 1 }] };
		const stored = { id: 'x', status: 'finished' as const, createdAt: 0, updatedAt: 0, record: broken, snapshot: null, summary: { preset: 'classic', players: [], winner: null } };
		expect(resultsOf([stored], [])).toEqual({ results: [], unreadable: 1 });
	});
});

describe('filters and order', () => {
	const results = [
		played(ended('classic', classicFive, townWins), { playedAt: NOW - 2 * DAY }),
		played(ended('classic', classicFive, { side: 'mafia', seats: [1] }), { playedAt: NOW - 40 * DAY }),
		played(ended('clocked', classicFive, townWins), { playedAt: new Date(2024, 11, 31, 23).getTime() }),
		played(ended('classic', classicFive, townWins), { status: 'abandoned', playedAt: NOW - 3 * DAY })
	];

	it('by preset', () => {
		expect(row(results, 'Ben', { preset: 'classic', period: 'all' })).toMatchObject({ games: 2, wins: 1 });
		expect(row(results, 'Ben', { preset: 'clocked', period: 'all' })).toMatchObject({ games: 1, wins: 0 });
		expect(tallyStandings(results, { preset: 'godfather', period: 'all' }, NOW)).toEqual({ rows: [], counted: 0, abandoned: 0, inProgress: 0 });
	});

	it('by period: the last 30 days, this year (on the calendar), all time; the abandoned count follows the filter', () => {
		expect(tallyStandings(results, { preset: 'all', period: 'last-30-days' }, NOW)).toMatchObject({ counted: 1, abandoned: 1 });
		expect(tallyStandings(results, { preset: 'all', period: 'this-year' }, NOW)).toMatchObject({ counted: 2, abandoned: 1 });
		expect(tallyStandings(results, ALL, NOW)).toMatchObject({ counted: 3, abandoned: 1 });
		expect(inPeriod(NOW - 30 * DAY + 1, 'last-30-days', NOW)).toBe(true);
		expect(inPeriod(NOW - 30 * DAY, 'last-30-days', NOW)).toBe(false);
		expect(inPeriod(new Date(2025, 0, 1, 0, 0).getTime(), 'this-year', NOW)).toBe(true);
	});

	it('sorts by win rate by default, then wins, games and name; by any column on request, either way', () => {
		const standings = tallyStandings(results, ALL, NOW);
		expect(standings.rows.map((r) => `${r.name} ${r.wins}/${r.games}`)).toEqual(['Alice 2/3', 'Cara 2/3', 'Dev 2/3', 'Eve 2/3', 'Ben 1/3']);
		expect(sortStandings(standings.rows, 'name').map((r) => r.name)).toEqual(['Alice', 'Ben', 'Cara', 'Dev', 'Eve']);
		expect(sortStandings(standings.rows, 'name', true).map((r) => r.name)).toEqual(['Eve', 'Dev', 'Cara', 'Ben', 'Alice']);
		expect(sortStandings(standings.rows, 'mafia')[0].name).toBe('Ben');
		expect(sortStandings(standings.rows, 'wins', true)[0].name).toBe('Ben');
	});
});

describe('the sides of the custom table', () => {
	it('counts a Serial Killer’s win for his own side, and a crossed Lovers’ win for the Lovers, whatever their cards', () => {
		const serial = ended(
			'custom',
			[{ name: 'Sam', role: 'serialkiller' }, { name: 'Ana', role: 'mafia', alive: false }, { name: 'Cy', role: 'villager' }],
			{ side: 'serial', seats: [0] }
		);
		const lovers = ended(
			'custom',
			[{ name: 'Ana', role: 'mafia' }, { name: 'Di', role: 'villager' }, { name: 'Cy', role: 'cupid', alive: false }],
			{ side: 'lovers', seats: [0, 1] }
		);
		const results = [played(serial), played(lovers)];
		expect(row(results, 'Sam')).toMatchObject({ wins: 1, winsBySide: { serial: 1, town: 0, mafia: 0 }, byRole: { serialkiller: { played: 1, won: 1 } } });
		// Ana won as a Lover, with her card a killer's: the win counts for the Lovers, and for her role as played.
		expect(row(results, 'Ana')).toMatchObject({ games: 2, wins: 1, winsBySide: { lovers: 1, mafia: 0 }, byRole: { mafia: { played: 2, won: 1 } } });
		expect(row(results, 'Di')).toMatchObject({ wins: 1, winsBySide: { lovers: 1, town: 0 } });
		expect(row(results, 'Cy')).toMatchObject({ games: 2, wins: 0 });
	});
});
