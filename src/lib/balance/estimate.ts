import type { PresetId, RoleCounts } from '../engine/types';
import type { FirstPhase } from './baseline';
import { townChance } from './roles';
import { castOf, chainRulesOf } from './treatment';
import { modelWords } from './words';

export type Verdict = 'balanced' | 'leans town' | 'leans mafia' | 'strongly town' | 'strongly mafia';

export interface BalanceEstimate {
	/** The town's chance of winning under the model, 0 to 1. */
	town: number;
	/** The mafia's chance: the rest, since every game of the model ends with one of the two. */
	mafia: number;
	verdict: Verdict;
	/** The model of play, stated in plain words for this table. */
	model: string;
	/** The same statement, one sentence (or role) a line, for the screen. */
	lines: string[];
}

/**
 * How far from even a table may be and still be called balanced or only leaning, in whole percent of the
 * town's chance (as shown): 47–53 balanced, 35–65 leaning, beyond that strongly one way. Narrow enough that
 * 46% already leans, as the issue's own example reads.
 */
const BALANCED_WITHIN = 3;
const LEANS_WITHIN = 15;

/** The town's chance as the whole percent shown; the mafia's is the rest, so the two add up to 100. */
export const townPercent = (town: number): number => Math.round(town * 100);

export function verdictOf(town: number): Verdict {
	const off = townPercent(town) - 50;
	if (Math.abs(off) <= BALANCED_WITHIN) return 'balanced';
	const side = off > 0 ? 'town' : 'mafia';
	return Math.abs(off) <= LEANS_WITHIN ? `leans ${side}` : `strongly ${side}`;
}

/**
 * The exact chance of each side for this table (counts include the Villagers) under the stated model of
 * uninformed play. `first` overrides when the first player goes (the preset's own opening by default).
 * The counts must be whole numbers; the table is not otherwise checked (a mafia already at parity wins).
 */
export function estimateBalance(preset: PresetId, counts: RoleCounts, first?: FirstPhase): BalanceEstimate {
	const rules = chainRulesOf(preset, first);
	const town = townChance(castOf(counts), rules);
	const lines = modelWords(preset, counts, rules);
	return { town, mafia: 1 - town, verdict: verdictOf(town), model: lines.join(' '), lines };
}

/** What the two sides are called: the preset's words (Classic's mafia are the Killers). */
export interface SideNames {
	town: string;
	mafia: string;
}

/** "Town 46% · Mafia 54% — leans mafia", in the preset's words for the sides when given. */
export function balanceLabel(
	estimate: Pick<BalanceEstimate, 'town' | 'verdict'>,
	sides: SideNames = { town: 'Town', mafia: 'Mafia' }
): string {
	const town = townPercent(estimate.town);
	const verdict = estimate.verdict.replace(/town|mafia/, (side) => sides[side as keyof SideNames].toLowerCase());
	return `${sides.town} ${town}% · ${sides.mafia} ${100 - town}% — ${verdict}`;
}
