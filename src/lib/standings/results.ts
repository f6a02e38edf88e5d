import { namesFor, type Names } from '$lib/engine/names';
import { replay } from '$lib/engine/record';
import { ROLES } from '$lib/engine/roles';
import { nameKey } from '$lib/engine/player-names';
import { hunchesBySeat } from '$lib/engine/hunches';
import type { GameState, PresetId, RoleId, Team, Win } from '$lib/engine/types';
import type { GameStatus, StoredGame } from '$lib/persistence/db';
import type { RosterPlayer } from '$lib/persistence/players';

/** One seat of a game as the standings count it. */
export interface SeatResult {
	seat: number;
	/** The roster player who sat here: the identity the standings add up. */
	playerId: string;
	/** The name at the table (a record keeps it, whatever the player is called now). */
	name: string;
	role: RoleId;
	/** The role as this game called it (its rule set's word under its theme): "Townsperson", "Citizen", "Seer". */
	roleName: string;
	/** The side this seat's win counts for: the role's team (a neutral winner wins for 'neutral'; a Lover of the Lovers' win, for 'lovers'). */
	side: Team;
	alive: boolean;
	won: boolean;
	/** Everyone took the phone: the hunches this seat named, and how many pointed at one of the mafia. */
	hunches: { named: number; atMafia: number };
}

/** A game as the standings and the history read it. */
export interface GameResult {
	id: string;
	preset: PresetId;
	/** When the table sat down (the record's createdAt): what the period filter looks at. */
	playedAt: number;
	status: GameStatus;
	seats: SeatResult[];
	/** The engine's winner: `seats` is the whole winning side, dead included, and any extra winners (`also`). */
	winner: Win | null;
	/** The game's own words for its roles and sides: its rule set's, under the theme it was played with. */
	names: Names;
}

/** Seats whose game has no roster ids (saved where the roster was out of reach) are matched by name. */
export const guestId = (name: string): string => `name:${nameKey(name)}`;

/**
 * A game's result from its final state. The engine's `winner.seats` is the truth of who won — the whole winning
 * side alive or dead, and `storyteller`'s extra winners (the Seductress alive at the end, the Jester voted out);
 * each winner's side is their own role's team.
 */
export function resultOf(
	game: Pick<StoredGame, 'id' | 'status' | 'record' | 'playerIds'>,
	state: GameState,
	rosterByKey: ReadonlyMap<string, RosterPlayer> = new Map()
): GameResult {
	const winners = new Set(state.winner?.seats ?? []);
	const hunches = hunchesBySeat(state);
	const names = namesFor(state.config.preset, state.config.theme);
	const idOf = (seat: number, name: string) =>
		game.playerIds?.[seat] ?? rosterByKey.get(nameKey(name))?.id ?? guestId(name);
	return {
		id: game.id,
		preset: game.record.preset,
		playedAt: game.record.createdAt,
		status: game.status,
		seats: state.players.map((p) => ({
			seat: p.seat,
			playerId: idOf(p.seat, p.name),
			name: p.name,
			role: p.role,
			roleName: names.roles[p.role].one,
			// The Lovers' win counts for the Lovers, whatever their cards.
			side: state.winner?.side === 'lovers' && winners.has(p.seat) ? 'lovers' : ROLES[p.role].team,
			alive: p.alive,
			won: winners.has(p.seat),
			hunches: hunches.get(p.seat) ?? { named: 0, atMafia: 0 }
		})),
		winner: state.winner,
		names
	};
}

/**
 * Every readable game's result, newest first. A game whose record no longer replays (the engine changed under
 * it) is counted with the unreadable ones rather than guessed at.
 */
export function resultsOf(games: StoredGame[], roster: RosterPlayer[]): { results: GameResult[]; unreadable: number } {
	const rosterByKey = new Map(roster.map((p) => [nameKey(p.name), p]));
	const results: GameResult[] = [];
	let unreadable = 0;
	for (const game of games) {
		const state = replay(game.record);
		if (state.ok) results.push(resultOf(game, state.value, rosterByKey));
		else unreadable++;
	}
	return { results, unreadable };
}
