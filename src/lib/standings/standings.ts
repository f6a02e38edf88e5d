import { ROLE_ORDER } from '$lib/engine/roles';
import type { PresetId, RoleId, Team } from '$lib/engine/types';
import { compareNames } from '$lib/engine/player-names';
import type { GameResult } from './results';

/** Which games the standings add up. */
export interface StandingsFilter {
	preset: PresetId | 'all';
	period: Period;
}

export type Period = 'all' | 'last-30-days' | 'this-year';

/** The periods, in the order the standings offer them (the page names them in the table's language). */
export const PERIODS: Period[] = ['all', 'last-30-days', 'this-year'];

const DAY = 24 * 60 * 60 * 1000;

/** Whether a game played at `playedAt` falls in the period, seen from `now` (this phone's calendar for the year). */
export function inPeriod(playedAt: number, period: Period, now: number): boolean {
	switch (period) {
		case 'all':
			return true;
		case 'last-30-days':
			return playedAt > now - 30 * DAY && playedAt <= now;
		case 'this-year':
			return new Date(playedAt).getFullYear() === new Date(now).getFullYear() && playedAt <= now;
	}
}

export interface RoleRecord {
	played: number;
	won: number;
}

/** A role as the player's games called it, and how they did in it. */
export interface RoleAsCalled extends RoleRecord {
	role: RoleId;
	name: string;
}

/** One player's line. Every number counts finished games only. */
export interface Standing {
	playerId: string;
	name: string;
	games: number;
	wins: number;
	/** wins / games, from 0 to 1. */
	winRate: number;
	winsBySide: Record<Team, number>;
	byRole: Partial<Record<RoleId, RoleRecord>>;
	/**
	 * Wins by role under the name each game gave it, in the catalogue's order. Storyteller's Townsperson and
	 * Godfather's Citizen are the same engine role (`villager`), but a player remembers the card they held: each
	 * name keeps its own line, and a name two rule sets share ("Detective", "Mafia") is one line.
	 */
	asCalled: RoleAsCalled[];
	/** Games where everyone took the phone: the hunches named, and how many pointed at one of the mafia (absent: none named). */
	hunches?: { named: number; atMafia: number };
}

export interface Standings {
	rows: Standing[];
	/** Finished games added up. */
	counted: number;
	/** Games in the filter that do not count, and why: the screen says so. */
	abandoned: number;
	inProgress: number;
}

/** The line of `list` for this role under this name, added when it is the first game it was called so. */
function calledIn(list: RoleAsCalled[], role: RoleId, name: string): RoleAsCalled {
	let line = list.find((l) => l.role === role && l.name === name);
	if (!line) list.push((line = { role, name, played: 0, won: 0 }));
	return line;
}

/** A game counts once it is over with a winner; an abandoned one never does, whatever it had reached. */
export const counts = (game: GameResult): boolean => game.status === 'finished' && game.winner !== null;

/**
 * The standings: for each player, games played, wins (alive or dead: every member of the winning side, and any
 * extra winner the engine names), win rate, wins by side and by role. `nameOf` gives a player's name now (the
 * roster's); a player it does not know keeps the name of their latest game.
 */
export function tallyStandings(
	results: GameResult[],
	filter: StandingsFilter,
	now: number,
	nameOf: (playerId: string) => string | undefined = () => undefined
): Standings {
	const rows = new Map<string, Standing & { lastPlayedAt: number; named: number; atMafia: number }>();
	const standings: Standings = { rows: [], counted: 0, abandoned: 0, inProgress: 0 };
	for (const game of results) {
		if (filter.preset !== 'all' && game.preset !== filter.preset) continue;
		if (!inPeriod(game.playedAt, filter.period, now)) continue;
		if (game.status === 'abandoned') standings.abandoned++;
		if (!counts(game)) {
			if (game.status !== 'abandoned') standings.inProgress++;
			continue;
		}
		standings.counted++;
		for (const seat of game.seats) {
			const row = rows.get(seat.playerId) ?? {
				playerId: seat.playerId,
				name: seat.name,
				games: 0,
				wins: 0,
				winRate: 0,
				winsBySide: { town: 0, mafia: 0, neutral: 0, serial: 0, lovers: 0 },
				byRole: {},
				asCalled: [],
				named: 0,
				atMafia: 0,
				lastPlayedAt: -Infinity
			};
			if (game.playedAt >= row.lastPlayedAt) {
				row.name = seat.name;
				row.lastPlayedAt = game.playedAt;
			}
			const role = (row.byRole[seat.role] ??= { played: 0, won: 0 });
			const called = calledIn(row.asCalled, seat.role, seat.roleName);
			row.games++;
			// A result saved before the hunches were kept has none.
			row.named += seat.hunches?.named ?? 0;
			row.atMafia += seat.hunches?.atMafia ?? 0;
			role.played++;
			called.played++;
			if (seat.won) {
				row.wins++;
				role.won++;
				called.won++;
				row.winsBySide[seat.side]++;
			}
			rows.set(seat.playerId, row);
		}
	}
	standings.rows = [...rows.values()].map(({ lastPlayedAt: _, named, atMafia, ...row }) => ({
		...row,
		...(named > 0 ? { hunches: { named, atMafia } } : {}),
		asCalled: [...row.asCalled].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role)),
		name: nameOf(row.playerId) ?? row.name,
		winRate: row.games ? row.wins / row.games : 0
	}));
	return { ...standings, rows: sortStandings(standings.rows, 'rate') };
}

/**
 * Whose hunches pointed at the mafia most often: the players who named any, most hunches on the mafia first, then
 * the larger share of their hunches, then the name.
 */
export function bestHunches(rows: Standing[]): Standing[] {
	const hunched = rows.filter((r): r is Standing & Required<Pick<Standing, 'hunches'>> => (r.hunches?.named ?? 0) > 0);
	const share = (r: (typeof hunched)[number]) => r.hunches.atMafia / r.hunches.named;
	return hunched.sort((a, b) => b.hunches.atMafia - a.hunches.atMafia || share(b) - share(a) || compareNames(a.name, b.name));
}

export type SortKey = 'name' | 'games' | 'wins' | 'rate' | Team;

const value = (row: Standing, key: Exclude<SortKey, 'name'>): number =>
	key === 'games' ? row.games : key === 'wins' ? row.wins : key === 'rate' ? row.winRate : row.winsBySide[key];

/**
 * Sorted by `key`: numbers highest first, names A to Z (`reversed` flips it). Ties go to the better record — win
 * rate, then wins, then games — and then the name, so the order never depends on the order games were read.
 */
export function sortStandings(rows: Standing[], key: SortKey, reversed = false): Standing[] {
	const byName = (a: Standing, b: Standing) => compareNames(a.name, b.name);
	const byRecord = (a: Standing, b: Standing) => b.winRate - a.winRate || b.wins - a.wins || b.games - a.games;
	const primary = (a: Standing, b: Standing) => (key === 'name' ? byName(a, b) : value(b, key) - value(a, key));
	const direction = reversed ? -1 : 1;
	return [...rows].sort((a, b) => direction * primary(a, b) || byRecord(a, b) || byName(a, b));
}
