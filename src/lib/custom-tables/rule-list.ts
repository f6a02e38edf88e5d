import { BALLOT_CHOICES, CUSTOM_CHOICES } from '../engine/custom-rules';
import { PRESETS, PRESET_ORDER, type PresetRules } from '../engine/presets';
import type { BallotRules, CustomRules, PresetId } from '../engine/types';

/**
 * Every rule of a custom table as one flat list, the ballot's three rules beside the others: what the setup screen
 * shows as one choice each and the Rules page lists. Read from the engine's CUSTOM_CHOICES and BALLOT_CHOICES, so a
 * rule added there shows here without a word of this file changing.
 */

type MainRule = keyof typeof CUSTOM_CHOICES;
type BallotRule = keyof typeof BALLOT_CHOICES;
export type CustomRuleKey = MainRule | `ballot.${BallotRule}`;
export type RuleValue = CustomRules[MainRule] | BallotRules[BallotRule];

export interface CustomRule {
	key: CustomRuleKey;
	/** The values it may take, in the engine's order. */
	choices: readonly RuleValue[];
}

const ballotKey = (key: CustomRuleKey): BallotRule | null => (key.startsWith('ballot.') ? (key.slice('ballot.'.length) as BallotRule) : null);

export const CUSTOM_RULE_LIST: CustomRule[] = [
	...(Object.keys(CUSTOM_CHOICES) as MainRule[]).map((key) => ({ key, choices: CUSTOM_CHOICES[key] as readonly RuleValue[] })),
	...(Object.keys(BALLOT_CHOICES) as BallotRule[]).map((key) => ({ key: `ballot.${key}` as const, choices: BALLOT_CHOICES[key] as readonly RuleValue[] }))
];

/** The four rule sets faithful to their sources: the ones a custom table takes its choices from. */
export const SOURCE_PRESETS: PresetId[] = PRESET_ORDER.filter((id) => id !== 'custom');

/** What a table's rules say for one rule. */
export function ruleValue(rules: Pick<PresetRules, keyof CustomRules>, key: CustomRuleKey): RuleValue {
	const inBallot = ballotKey(key);
	if (inBallot) return rules.ballot[inBallot];
	return (rules as unknown as Record<string, RuleValue>)[key];
}

/** The rules with one rule changed; the rest as they were. */
export function withRule(rules: CustomRules, key: CustomRuleKey, value: RuleValue): CustomRules {
	const inBallot = ballotKey(key);
	if (inBallot) return { ...rules, ballot: { ...rules.ballot, [inBallot]: value } };
	return { ...rules, ballot: { ...rules.ballot }, [key]: value };
}

/** The rule sets of the four that make this choice, in their order: from their own rules, never written out here. */
export const presetsChoosing = (key: CustomRuleKey, value: RuleValue): PresetId[] =>
	SOURCE_PRESETS.filter((id) => ruleValue(PRESETS[id].rules, key) === value);
