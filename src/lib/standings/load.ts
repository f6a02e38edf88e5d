import { listRoster, loadAllGames, type NightfallDatabase, type RosterPlayer } from '$lib/persistence';
import { resultsOf, type GameResult } from './results';

export interface PlayedGames {
	/** Every game that can be read and replayed, newest first. */
	results: GameResult[];
	roster: RosterPlayer[];
	/** Games that cannot be read: not counted, and listed with their reason on the home screen. */
	unreadable: number;
}

/** Everything the standings, the history and the players screen add up, read from the phone. Never throws. */
export async function loadPlayedGames(db: NightfallDatabase): Promise<PlayedGames> {
	const [{ games, unreadable }, roster] = await Promise.all([loadAllGames(db), listRoster(db)]);
	const played = resultsOf(games, roster);
	return { results: played.results, roster, unreadable: unreadable + played.unreadable };
}

/** A player's name now, from the roster; undefined for a seat matched only by name. */
export function rosterNames(roster: RosterPlayer[]): (playerId: string) => string | undefined {
	const names = new Map(roster.map((p) => [p.id, p.name]));
	return (playerId) => names.get(playerId);
}
