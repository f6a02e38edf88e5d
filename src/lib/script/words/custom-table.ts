import { PRESETS } from '../../engine/presets';
import type { Names } from '../../engine/names';
import { listOf } from '../../i18n/format';
import { m } from '../../paraglide/messages.js';
import { presetsChoosing, type CustomRuleKey, type RuleValue } from '../../custom-tables/rule-list';

/**
 * A custom table's rules in words: each rule's name and each of its choices, and which of the four rule sets make
 * that choice. The setup screen's choices and the Rules page both read them, so a rule reads the same in both.
 */

type Roles = Names['roles'];

/** What each rule is called (a choice's legend), in the table's names for the roles. */
const RULE_NAMES: Record<CustomRuleKey, (roles: Roles) => string> = {
	mafiaKill: () => m.pages_custom_rule_kill(),
	mafiaMayPick: () => m.pages_custom_rule_may_pick(),
	doctorRepeat: (r) => m.pages_custom_rule_doctor({ doctor: r.doctor.one }),
	leaderReads: (r) => m.pages_custom_rule_leader({ detective: r.detective.one, godfather: r.godfather.one }),
	dayZero: () => m.pages_custom_rule_day_zero(),
	turns: () => m.pages_custom_rule_turns(),
	countReveal: () => m.pages_custom_rule_count_reveal(),
	minVillagers: (r) => m.pages_custom_rule_villagers({ villagers: r.villager.many }),
	'ballot.threshold': () => m.pages_custom_rule_threshold(),
	'ballot.tie': () => m.pages_custom_rule_tie(),
	'ballot.abstentionsSave': () => m.pages_custom_rule_abstentions()
};

/** Each choice in words, by rule and by the value as the engine writes it (`String(value)`). */
const CHOICE_WORDS: Record<CustomRuleKey, Record<string, (roles: Roles) => string>> = {
	mafiaKill: {
		unanimous: () => m.pages_custom_kill_unanimous(),
		earliest: () => m.pages_custom_kill_earliest(),
		most: () => m.pages_custom_kill_most(),
		godfather: (r) => m.pages_custom_kill_godfather({ godfather: r.godfather.one })
	},
	mafiaMayPick: {
		'non-mafia': () => m.pages_custom_pick_not_their_side(),
		'not-self': () => m.pages_custom_pick_not_self()
	},
	doctorRepeat: {
		any: () => m.pages_custom_doctor_any(),
		self: () => m.pages_custom_doctor_self()
	},
	leaderReads: {
		'not-mafia': () => m.pages_custom_leader_hides(),
		mafia: () => m.pages_custom_leader_shows()
	},
	dayZero: { false: () => m.pages_custom_day_zero_off(), true: () => m.pages_custom_day_zero_on() },
	turns: { false: () => m.pages_custom_turns_off(), true: () => m.pages_custom_turns_on() },
	countReveal: { false: () => m.pages_custom_count_reveal_off(), true: () => m.pages_custom_count_reveal_on() },
	minVillagers: {
		0: () => m.pages_custom_villagers_none(),
		2: (r) => m.pages_custom_villagers_two({ villagers: r.villager.many })
	},
	'ballot.threshold': { most: () => m.pages_custom_threshold_most(), majority: () => m.pages_custom_threshold_majority() },
	'ballot.tie': { revote: () => m.pages_custom_tie_revote(), nobody: () => m.pages_custom_tie_nobody() },
	'ballot.abstentionsSave': { false: () => m.pages_custom_abstentions_off(), true: () => m.pages_custom_abstentions_on() }
};

export const customTableWords = {
	ruleName: (key: CustomRuleKey, roles: Roles): string => RULE_NAMES[key](roles),
	/** A choice in words; a value the words do not know (a rule the engine added since) reads as the engine writes it. */
	choice: (key: CustomRuleKey, value: RuleValue, roles: Roles): string => CHOICE_WORDS[key][String(value)]?.(roles) ?? String(value),
	/** "As in Classic and Clocked", or that none of the four makes it. */
	madeBy(key: CustomRuleKey, value: RuleValue): string {
		const titles = presetsChoosing(key, value).map((id) => PRESETS[id].title);
		return titles.length > 0 ? m.pages_custom_made_by({ presets: listOf(titles) }) : m.pages_custom_made_by_none();
	}
};
