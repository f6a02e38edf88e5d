import { MAX_COUNT_REVEALS, MAX_TABLE_NAME } from '../engine/custom-rules';
import { namesFor, type Names } from '../engine/names';
import { CLOCK_RANGE, PRESETS } from '../engine/presets';
import { ROLES, ROLE_ORDER } from '../engine/roles';
import type { RoleId } from '../engine/types';
import { listOf } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import { CUSTOM_RULE_LIST } from '../custom-tables/rule-list';
import { customTableWords } from '../script/words/custom-table';
import { list, terms, text, type RulesSection } from './blocks';
import { options } from './common';
import { ruleNames, type RuleNames } from './words';

/**
 * The rules of a custom table for the rules screen: what one is, every rule with each of its choices and the rule
 * sets that make it, the catalogue's roles, and what setup refuses. The rules and choices are the engine's data
 * (CUSTOM_CHOICES), the same the setup screen shows; the roles the custom rule set deals; the night order each
 * role's own.
 */

/** What each role of the catalogue does: the four rule sets' own words where a role plays the same in a custom table. */
const ROLE_DETAIL: Record<RoleId, (w: RuleNames) => string> = {
	mafia: () => m.rules_custom_roles_mafia(),
	godfather: (w) => m.rules_custom_roles_godfather(w),
	lecter: (w) => m.rules_godfather_roles_lecter(w),
	seductress: () => m.rules_storyteller_roles_seductress_detail(),
	doctor: () => m.rules_custom_roles_doctor(),
	detective: () => m.rules_custom_roles_detective(),
	bodyguard: () => m.rules_custom_roles_bodyguard(),
	sniper: (w) => m.rules_godfather_roles_sniper(w),
	diehard: () => m.rules_godfather_roles_diehard(),
	lycan: (w) => m.rules_custom_roles_lycan(w),
	witch: () => m.rules_custom_roles_witch(),
	hunter: () => m.rules_custom_roles_hunter(),
	cupid: () => m.rules_custom_roles_cupid(),
	mayor: () => m.rules_custom_roles_mayor(),
	elder: () => m.rules_custom_roles_elder(),
	serialkiller: () => m.rules_custom_roles_serialkiller(),
	wolfcub: () => m.rules_custom_roles_wolfcub(),
	idiot: (w) => m.rules_custom_roles_idiot(w),
	jester: () => m.rules_storyteller_roles_jester_detail(),
	villager: () => m.rules_classic_roles_villager_detail()
};

/** "Mafia and Godfather → Dr. Lecter → …": the roles that wake, grouped by their turn, in night order. */
function nightOrder(names: Names): string {
	const turns = new Map<number, string[]>();
	for (const role of PRESETS.custom.rules.roles) {
		const turn = ROLES[role].nightOrder;
		if (turn === null) continue;
		turns.set(turn, [...(turns.get(turn) ?? []), names.roles[role].many]);
	}
	return [...turns.entries()]
		.sort(([a], [b]) => a - b)
		.map(([, roles]) => listOf(roles))
		.join(' → ');
}

export function customRules(names: Names = namesFor('custom')): RulesSection[] {
	const w = ruleNames(names);
	return [
		{
			id: 'table',
			heading: m.rules_custom_table_heading(),
			blocks: [
				text(m.rules_custom_table_what()),
				text(m.rules_custom_table_start({ classic: PRESETS.classic.title })),
				text(m.rules_custom_table_saved())
			]
		},
		{
			id: 'rules',
			heading: m.rules_custom_rules_heading(),
			// Each rule by name, then each of its choices with the rule sets that make it.
			blocks: [
				text(m.rules_custom_rules_intro()),
				...CUSTOM_RULE_LIST.flatMap(({ key, choices }) => [
					text(customTableWords.ruleName(key, names.roles)),
					terms(...choices.map((value): [string, string] => [customTableWords.choice(key, value, names.roles), customTableWords.madeBy(key, value)]))
				])
			]
		},
		{
			id: 'roles',
			heading: m.rules_custom_roles_heading(),
			blocks: [
				text(m.rules_custom_roles_intro(w)),
				terms(...ROLE_ORDER.filter((role) => PRESETS.custom.rules.roles.includes(role)).map((role): [string, string] => [names.roles[role].one, ROLE_DETAIL[role](w)]))
			]
		},
		{
			id: 'night',
			heading: m.rules_custom_night_heading(),
			blocks: [
				text(m.rules_custom_night_order({ order: nightOrder(names) })),
				text(m.rules_custom_night_dead_roles()),
				// What a death sets off, in one order (RULES.md "The custom table").
				text(m.rules_custom_night_chain())
			]
		},
		{
			id: 'refusals',
			heading: m.rules_custom_refusals_heading(),
			blocks: [
				text(m.rules_custom_refusals_how()),
				list(
					m.rules_custom_refusals_name({ max: MAX_TABLE_NAME }),
					m.rules_custom_refusals_leader(w),
					m.rules_custom_refusals_reveals({ max: MAX_COUNT_REVEALS }),
					m.rules_custom_refusals_villagers(w),
					m.rules_custom_refusals_one_each(),
					m.rules_custom_refusals_pass_round(),
					m.rules_custom_refusals_names()
				)
			]
		},
		{
			id: 'options',
			heading: m.rules_options_heading(),
			blocks: [
				terms(
					[m.rules_custom_options_reveal_term(), m.rules_custom_options_reveal_detail()],
					[m.rules_custom_options_clocks_term(), m.rules_custom_options_clocks_detail({ min: CLOCK_RANGE.min })],
					[m.rules_custom_options_doctor_term(w), m.rules_custom_options_doctor_detail()],
					[m.rules_custom_options_last_word_term(), m.rules_custom_options_last_word_detail()],
					[m.rules_custom_options_jester_term(w), m.rules_custom_options_jester_detail()],
					[
						m.rules_custom_options_reveals_term(),
						m.rules_custom_options_reveals_detail({ max: MAX_COUNT_REVEALS, reveals: PRESETS.custom.defaults.countReveals })
					],
					...options()
				)
			]
		}
	];
}
