import { DEFAULT_CUSTOM_RULES, PRESETS } from './presets';
import { tidyName } from './player-names';
import type { BallotRules, Checked, CustomRules, CustomTable, GameConfig, PresetId } from './types';
import { ok, refuse } from './types';
import { namesFor } from './names';
import { roleWords } from '../i18n/grammar';
import { m } from '../paraglide/messages.js';
import { excerpt, excerptValue, isObject } from './outside';

/**
 * Every rule a custom table may choose, and the values each may take: exactly the choices the four sources make
 * (RULES.md), so a custom table is always one the engine plays. The setup screen, the Rules page and the file
 * format read this list; nothing else says what a custom rule may be.
 */
export const CUSTOM_CHOICES = {
	mafiaKill: ['unanimous', 'earliest', 'most', 'godfather'],
	mafiaMayPick: ['non-mafia', 'not-self'],
	doctorRepeat: ['any', 'self'],
	leaderReads: ['not-mafia', 'mafia'],
	dayZero: [false, true],
	turns: [false, true],
	countReveal: [false, true],
	minVillagers: [0, 2]
} as const satisfies { [K in Exclude<keyof CustomRules, 'ballot'>]: readonly CustomRules[K][] };

export const BALLOT_CHOICES = {
	threshold: ['most', 'majority'],
	tie: ['revote', 'nobody'],
	abstentionsSave: [false, true]
} as const satisfies { [K in keyof BallotRules]: readonly BallotRules[K][] };

/** The longest name a custom table may have: it heads the setup screen and the History list on a 320 px phone. */
export const MAX_TABLE_NAME = 30;

/** The most count reveals a custom table may allow (`godfather` gives 2). */
export const MAX_COUNT_REVEALS = 5;


/** A table's name, tidied as a player's is, or why it cannot be one. */
export function checkTableName(raw: unknown): Checked<string> {
	if (typeof raw !== 'string' || tidyName(raw) === '') return refuse(m.refusal_custom_no_name());
	const name = tidyName(raw);
	if ([...name].length > MAX_TABLE_NAME) return refuse(m.refusal_custom_name_long({ max: MAX_TABLE_NAME }));
	return ok(name);
}

/** One group of choices read from untrusted data: every key known, every value one of its choices. */
function readChoices<T extends Record<string, readonly unknown[]>>(
	raw: unknown,
	choices: T,
	where: string
): Checked<{ [K in keyof T]: T[K][number] }> {
	if (!isObject(raw)) return refuse(m.refusal_custom_no_rules({ where }));
	for (const key of Object.keys(raw)) {
		if (!(key in choices)) return refuse(m.refusal_custom_unknown_rule({ rule: excerpt(key) }));
	}
	const read: Record<string, unknown> = {};
	for (const [key, allowed] of Object.entries(choices)) {
		if (!(key in raw)) return refuse(m.refusal_custom_missing_rule({ rule: key }));
		const value = raw[key];
		if (!allowed.includes(value)) {
			return refuse(m.refusal_custom_bad_choice({ rule: key, value: excerptValue(value), choices: allowed.map((c) => JSON.stringify(c)).join(', ') }));
		}
		read[key] = value;
	}
	return ok(read as { [K in keyof T]: T[K][number] });
}

/** A custom table's rules read from a record or a file, or what is wrong with them, naming the rule. */
export function readCustomRules(raw: unknown): Checked<CustomRules> {
	if (!isObject(raw)) return refuse(m.refusal_custom_no_rules({ where: 'rules' }));
	const { ballot, ...rest } = raw;
	const main = readChoices(rest, CUSTOM_CHOICES, 'rules');
	if (!main.ok) return main;
	const votes = readChoices(ballot, BALLOT_CHOICES, 'ballot');
	if (!votes.ok) return votes;
	return ok({ ...main.value, ballot: votes.value });
}

/** A custom table (its name and rules) read from a record or a file, or what is wrong with it. */
export function readCustomTable(raw: unknown): Checked<CustomTable> {
	if (!isObject(raw)) return refuse(m.refusal_custom_no_rules({ where: 'custom' }));
	for (const key of Object.keys(raw)) {
		if (key !== 'name' && key !== 'rules') return refuse(m.refusal_custom_unknown_rule({ rule: excerpt(key) }));
	}
	const name = checkTableName(raw.name);
	if (!name.ok) return name;
	const rules = readCustomRules(raw.rules);
	if (!rules.ok) return rules;
	return ok({ name: name.value, rules: rules.value });
}

/** A new custom table: `classic`'s rules under the name given. */
export const newCustomTable = (name: string): CustomTable => ({
	name,
	rules: { ...DEFAULT_CUSTOM_RULES, ballot: { ...DEFAULT_CUSTOM_RULES.ballot } }
});

/** The choices a rule set makes, as a custom table's rules: a table may start from any of the four and change it. */
export function customRulesFrom(preset: Exclude<PresetId, 'custom'>): CustomRules {
	const { mafiaKill, mafiaMayPick, doctorRepeat, leaderReads, ballot, dayZero, turns, countReveal, minVillagers } = PRESETS[preset].rules;
	return { mafiaKill, mafiaMayPick, doctorRepeat, leaderReads, ballot: { ...ballot }, dayZero, turns, countReveal, minVillagers };
}

/**
 * What stops a custom table from being dealt beyond what every rule set checks, in words: a rule that needs a role
 * nobody was dealt, or a count-reveal vote with no reveal to spend. A table of another rule set has no such problem.
 */
export function checkCustomTable(config: GameConfig): string[] {
	if (config.preset !== 'custom') return config.custom === undefined ? [] : [m.refusal_custom_not_custom()];
	if (!config.custom) return [m.refusal_custom_no_rules({ where: 'custom' })];
	const read = readCustomTable(config.custom);
	if (!read.ok) return [read.reason];
	const { rules } = read.value;
	const names = namesFor('custom', config.theme).roles;
	const problems: string[] = [];
	if (rules.mafiaKill === 'godfather' && !(config.roles.godfather ?? 0)) {
		problems.push(m.refusal_custom_leader_kill(roleWords(names.godfather)));
	}
	const reveals = config.options.countReveals;
	if (rules.countReveal && (!Number.isInteger(reveals) || reveals < 1 || reveals > MAX_COUNT_REVEALS)) {
		problems.push(m.refusal_custom_count_reveals({ max: MAX_COUNT_REVEALS }));
	}
	return problems;
}
