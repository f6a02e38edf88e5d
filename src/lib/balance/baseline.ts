/**
 * The classic random-play model of Mafia (Migdał, arXiv:1009.1031; Braverman, Etesami and Mossel, 2008),
 * solved exactly as a Markov chain over (living town, living mafia, phase):
 *
 * - each night the mafia kill a uniformly random living non-mafia player;
 * - each day the table sends out a uniformly random living player (no abstention, no tie);
 * - the town wins when no mafia are left; the mafia win when they are at least as many as the rest.
 *
 * Every step removes one player, so the chain has no cycles and one pass over the tables by the number of
 * living players solves it (floating-point dynamic programming over a finite chain: exact, not sampled).
 */

/** Whether the first elimination is a night kill (the default) or a day vote. */
export type FirstPhase = 'night' | 'day';

/** The town's chance of winning once the game is over, or null while it goes on. */
export function settled(town: number, mafia: number): number | null {
	if (mafia === 0) return 1;
	if (mafia >= town) return 0;
	return null;
}

/**
 * The town's chance of winning from `town` living non-mafia and `mafia` living mafia, the next
 * elimination being `first`. Works for any table, however large: the work is town × mafia steps.
 */
export function baselineTownChance(town: number, mafia: number, first: FirstPhase = 'night'): number {
	if (!Number.isInteger(town) || !Number.isInteger(mafia) || town < 0 || mafia < 0) {
		throw new RangeError(`A table needs whole, non-negative counts (town ${town}, mafia ${mafia}).`);
	}
	// night[t][m], day[t][m]: the town's chance with t town and m mafia alive, about to kill or to vote.
	const night: Float64Array[] = [];
	const day: Float64Array[] = [];
	const at = (table: Float64Array[], t: number, m: number) => settled(t, m) ?? table[t][m];
	for (let t = 0; t <= town; t++) {
		night.push(new Float64Array(mafia + 1));
		day.push(new Float64Array(mafia + 1));
		for (let m = 0; m <= mafia; m++) {
			if (settled(t, m) !== null) continue;
			// A night kill: one of the town goes; the day comes next.
			night[t][m] = at(day, t - 1, m);
			// A day vote: a mafia goes with chance m / (t + m), else one of the town; the night comes next.
			day[t][m] = (m * at(night, t, m - 1) + t * at(night, t - 1, m)) / (t + m);
		}
	}
	return at(first === 'night' ? night : day, town, mafia);
}
