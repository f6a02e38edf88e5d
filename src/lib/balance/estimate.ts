import type { PresetId, RoleCounts } from '../engine/types';
import type { FirstPhase } from './baseline';
import { townChance } from './roles';
import { castOf, chainRulesOf } from './treatment';
import { configOfTable, rulesOf, type RuleTable } from '../engine/presets';
import { leftOutWords, modelWords } from './words';
import { m } from '../paraglide/messages.js';

export interface BalanceEstimate {
	/** The town's chance of winning under the model, 0 to 1. */
	town: number;
	/** The mafia's chance: the rest, since every game of the model ends with one of the two. */
	mafia: number;
	/** The model of play, stated in plain words for this table. */
	model: string;
	/** The same statement, one sentence (or role) a line, for the screen. */
	lines: string[];
	/** Of those, the lines naming each dealt role the model leaves out: a Seductress added changes no number. */
	leftOut: string[];
}

/** The town's chance as the whole percent shown; the mafia's is the rest, so the two add up to 100. */
export const townPercent = (town: number): number => Math.round(town * 100);

/**
 * The exact chance of each side for this table (counts include the Villagers) under the stated model of
 * uninformed play. `first` overrides when the first player goes (the preset's own opening by default).
 * The counts must be whole numbers; the table is not otherwise checked (a mafia already at parity wins).
 */
export function estimateBalance(table: RuleTable, counts: RoleCounts, first?: FirstPhase): BalanceEstimate {
	const rules = chainRulesOf(table, first);
	const town = townChance(castOf(counts, rulesOf(table).leaderReads), rules);
	const lines = modelWords(table, counts, rules);
	return { town, mafia: 1 - town, model: lines.join(' '), lines, leftOut: leftOutWords(table, counts) };
}

/** What the two sides are called: the preset's words (Classic's mafia are the Killers). */
export interface SideNames {
	town: string;
	mafia: string;
}

/**
 * "Town 46% · Mafia 54%", in the preset's words for the sides when given. No verdict ("strongly mafia"): the model
 * knows nothing of talk or bluffing, so it compares tables; it does not judge one.
 */
export function balanceLabel(
	estimate: Pick<BalanceEstimate, 'town'>,
	sides: SideNames = { town: m.refusal_balance_town(), mafia: m.refusal_balance_mafia() }
): string {
	const town = townPercent(estimate.town);
	return m.refusal_balance_label({ town: sides.town, townPercent: town, mafia: sides.mafia, mafiaPercent: 100 - town });
}

/** The model in one sentence, said beside the numbers. */
export const modelInShort = (): string => m.refusal_balance_in_short();
