import type { PresetId, Team } from '$lib/engine/types';
import type { GameResult } from './results';
import { counts } from './standings';
import { numberOf } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';

/** How the finished games of one rule set at one table size went on this phone. */
export interface TableRecord {
	players: number;
	games: number;
	/** Games each side's condition ended (a Jester ending the game counts for 'neutral'). */
	won: Record<Team, number>;
}

/**
 * The finished games of `preset` with `players` seats: what real tables of this size did, beside what random play
 * would. Abandoned games and games still going do not count, as in the standings.
 */
export function tableRecord(results: GameResult[], preset: PresetId, players: number): TableRecord {
	const record: TableRecord = { players, games: 0, won: { town: 0, mafia: 0, neutral: 0, serial: 0, lovers: 0 } };
	for (const game of results) {
		if (game.preset !== preset || game.seats.length !== players || !counts(game) || !game.winner) continue;
		record.games++;
		record.won[game.winner.side]++;
	}
	return record;
}

/**
 * "At this table: Town won 4 of 6 finished games with 7 players", in the rule set's word for the town; null before
 * any game of this size has finished.
 */
export function tableRecordLine(record: TableRecord, town: string): string | null {
	if (record.games === 0) return null;
	return m.pages_setup_table_record({
		town,
		won: numberOf(record.won.town),
		count: record.games,
		players: numberOf(record.players)
	});
}
