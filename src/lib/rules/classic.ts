import { namesFor, type Names } from '../engine/names';
import { m } from '../paraglide/messages.js';
import { list, terms, text, type RulesSection } from './blocks';
import { ruleNames } from './words';

/**
 * The rules of `classic` as data, for the rules screen: written from the source document ("Mafia",
 * shared/seeds/000_…) and RULES.md, with the one-phone way of playing it. Role names come from `names`,
 * so a table playing under other names reads its own words.
 */

export function classicRules(names: Names = namesFor('classic')): RulesSection[] {
	const w = ruleNames(names);

	return [
		{
			id: 'players',
			heading: m.rules_classic_players_heading(),
			blocks: [text(m.rules_classic_players_sides(w)), text(m.rules_classic_players_narrator())]
		},
		{
			id: 'roles',
			heading: m.rules_classic_roles_heading(),
			blocks: [
				terms(
					[m.rules_classic_roles_mafia_term(w), m.rules_classic_roles_mafia_detail(w)],
					[m.rules_classic_roles_detective_term(w), m.rules_classic_roles_detective_detail(w)],
					[m.rules_classic_roles_doctor_term(w), m.rules_classic_roles_doctor_detail(w)],
					[m.rules_classic_roles_villager_term(w), m.rules_classic_roles_villager_detail()]
				)
			]
		},
		{
			id: 'deal',
			heading: m.rules_classic_deal_heading(),
			blocks: [
				text(m.rules_classic_deal_counts(w)),
				text(m.rules_classic_deal_limits(w)),
				text(m.rules_classic_deal_suggestion(w)),
				text(m.rules_classic_deal_cards()),
				list(m.rules_classic_deal_card_turn(), m.rules_classic_deal_card_hold(), m.rules_classic_deal_card_done()),
				text(m.rules_classic_deal_card_again())
			]
		},
		{
			id: 'night',
			heading: m.rules_classic_night_heading(),
			blocks: [
				text(m.rules_classic_night_start()),
				text(m.rules_classic_night_order(w)),
				text(m.rules_classic_night_dead_roles())
			]
		},
		{
			id: 'morning',
			heading: m.rules_classic_morning_heading(),
			blocks: [text(m.rules_classic_morning_news(w))]
		},
		{
			id: 'day',
			heading: m.rules_classic_day_heading(),
			blocks: [
				text(m.rules_classic_day_talk()),
				list(m.rules_classic_day_secret_ballot(), m.rules_classic_day_open_vote(), m.rules_classic_day_abstain()),
				text(m.rules_classic_day_result()),
				text(m.rules_classic_day_reveal()),
				text(m.rules_classic_day_repeat())
			]
		},
		{
			id: 'winning',
			heading: m.rules_classic_winning_heading(),
			blocks: [
				text(m.rules_classic_winning_sides(w)),
				text(m.rules_classic_winning_dead_or_alive(w)),
				text(m.rules_classic_winning_end_screen())
			]
		},
		{
			id: 'worked-game',
			heading: m.rules_classic_worked_heading(),
			blocks: [
				text(m.rules_classic_worked_table(w)),
				terms(
					[m.rules_classic_worked_night1_term(), m.rules_classic_worked_night1_detail(w)],
					[m.rules_classic_worked_day1_term(), m.rules_classic_worked_day1_detail()],
					[m.rules_classic_worked_night2_term(), m.rules_classic_worked_night2_detail(w)],
					[m.rules_classic_worked_day2_term(), m.rules_classic_worked_day2_detail()]
				),
				text(m.rules_classic_worked_end(w))
			]
		},
		{
			id: 'variations',
			heading: m.rules_classic_variations_heading(),
			blocks: [
				terms(
					[m.rules_classic_variations_werewolf_term(), m.rules_classic_variations_werewolf_detail()],
					[m.rules_classic_variations_no_doctor_term(), m.rules_classic_variations_no_doctor_detail(w)],
					[m.rules_classic_variations_quiet_night_term(), m.rules_classic_variations_quiet_night_detail()],
					[m.rules_classic_variations_jester_term(), m.rules_classic_variations_jester_detail()]
				)
			]
		}
	];
}
