import { ROLES } from './roles';
import type { GameState, Hunch, LogEntry, Seat } from './types';

/**
 * The hunches of a pass-round game ("Who do you suspect most?"): they never change the game, and are shown once
 * it is over: each night's town's hunch, and how often each player's hunches pointed at the mafia.
 */

/** A night's most-named player (several when tied), how many named them, and how many hunches there were. */
export interface TownHunch {
	seats: Seat[];
	count: number;
	of: number;
}

export function townHunch(hunches: Hunch[]): TownHunch | null {
	if (hunches.length === 0) return null;
	const counts = new Map<Seat, number>();
	for (const h of hunches) counts.set(h.target, (counts.get(h.target) ?? 0) + 1);
	const count = Math.max(...counts.values());
	const seats = [...counts.keys()].filter((seat) => counts.get(seat) === count).sort((a, b) => a - b);
	return { seats, count, of: hunches.length };
}

/** Each night's town's hunch, in night order (nights with no hunch are left out). */
export function townHunches(log: LogEntry[]): { night: number; hunch: TownHunch }[] {
	return log.flatMap((entry) => {
		const hunch = entry.kind === 'night' && entry.hunches ? townHunch(entry.hunches) : null;
		return entry.kind === 'night' && hunch ? [{ night: entry.night, hunch }] : [];
	});
}

/**
 * Per seat, the hunches they named and how many of them pointed at one of the mafia. Only the hunches of
 * players who are not mafia count: a mafia player's hunch (night zero) knows the answer.
 */
export function hunchesBySeat(state: GameState): Map<Seat, { named: number; atMafia: number }> {
	const bySeat = new Map<Seat, { named: number; atMafia: number }>();
	for (const entry of state.log) {
		if (entry.kind !== 'night' || !entry.hunches) continue;
		for (const { by, target } of entry.hunches) {
			if (ROLES[state.players[by].role].countsAsMafia) continue;
			const line = bySeat.get(by) ?? { named: 0, atMafia: 0 };
			line.named++;
			if (ROLES[state.players[target].role].countsAsMafia) line.atMafia++;
			bySeat.set(by, line);
		}
	}
	return bySeat;
}
