import { namesFor, type Names } from '../engine/names';
import { CLOCK_PRESETS, PRESETS } from '../engine/presets';
import { m } from '../paraglide/messages.js';
import { list, terms, text, type RulesSection } from './blocks';
import { options, seconds } from './common';
import { ruleNames } from './words';

/**
 * The rules of `clocked` for the rules screen: written from its source document ("Who's the
 * Mafia?", shared/seeds/001_…) and RULES.md. The source runs on a server with a phone per
 * seat; here one phone and a narrator do the same, and this says how. The clock times come
 * from the preset's own data, so the page and the game cannot disagree.
 */
export function clockedRules(names: Names = namesFor('clocked')): RulesSection[] {
	const w = ruleNames(names);
	const { classic, fast } = CLOCK_PRESETS;
	const result = PRESETS.clocked.defaults.resultSeconds ?? 0;

	return [
		{
			id: 'players',
			heading: m.rules_clocked_players_heading(),
			blocks: [
				text(m.rules_clocked_players_sides(w)),
				text(m.rules_clocked_players_narrator()),
				text(m.rules_clocked_players_round())
			]
		},
		{
			id: 'roles',
			heading: m.rules_clocked_roles_heading(),
			blocks: [
				terms(
					[m.rules_clocked_roles_mafia_term(w), m.rules_clocked_roles_mafia_detail(w)],
					[m.rules_clocked_roles_detective_term(w), m.rules_clocked_roles_detective_detail(w)],
					[m.rules_clocked_roles_doctor_term(w), m.rules_clocked_roles_doctor_detail()],
					[m.rules_clocked_roles_villager_term(w), m.rules_clocked_roles_villager_detail(w)]
				)
			]
		},
		{
			id: 'deal',
			heading: m.rules_clocked_deal_heading(),
			blocks: [
				list(m.rules_clocked_deal_mafia(w), m.rules_clocked_deal_detective_doctor(w), m.rules_clocked_deal_villagers(w)),
				text(m.rules_clocked_deal_cards()),
				text(m.rules_clocked_deal_partners(w))
			]
		},
		{
			id: 'clocks',
			heading: m.rules_clocked_clocks_heading(),
			blocks: [
				text(m.rules_clocked_clocks_intro()),
				terms(
					[
						classic.label,
						m.rules_clocked_clocks_classic({
							night: seconds(classic.nightSeconds),
							talk: seconds(classic.talkSeconds),
							vote: seconds(classic.voteSeconds)
						})
					],
					[fast.label, m.rules_clocked_clocks_fast({ night: fast.nightSeconds, talk: fast.talkSeconds, vote: fast.voteSeconds })],
					[m.rules_clocked_clocks_custom_term(), m.rules_clocked_clocks_custom_detail()]
				),
				text(m.rules_clocked_clocks_wake()),
				text(m.rules_clocked_clocks_result({ result_seconds: seconds(result) })),
				text(m.rules_clocked_clocks_pause())
			]
		},
		{
			id: 'night',
			heading: m.rules_clocked_night_heading(),
			blocks: [
				text(m.rules_clocked_night_start()),
				list(m.rules_clocked_night_mafia(w), m.rules_clocked_night_doctor(w), m.rules_clocked_night_detective(w)),
				text(m.rules_clocked_night_dead_roles())
			]
		},
		{
			id: 'morning',
			heading: m.rules_clocked_morning_heading(),
			blocks: [text(m.rules_clocked_morning_news()), text(m.rules_clocked_morning_reveal())]
		},
		{
			id: 'day',
			heading: m.rules_clocked_day_heading(),
			blocks: [
				text(m.rules_clocked_day_talk()),
				list(m.rules_clocked_day_ballot(), m.rules_clocked_day_public(), m.rules_clocked_day_close(), m.rules_clocked_day_open_vote()),
				text(m.rules_clocked_day_result())
			]
		},
		{
			id: 'winning',
			heading: m.rules_clocked_winning_heading(),
			blocks: [text(m.rules_clocked_winning_sides(w)), text(m.rules_clocked_winning_end_screen())]
		},
		{
			id: 'options',
			heading: m.rules_options_heading(),
			blocks: [
				terms(
					[m.rules_clocked_options_clocks_term(), m.rules_clocked_options_clocks_detail({ classic: classic.label, fast: fast.label })],
					[m.rules_clocked_options_mafia_term(w), m.rules_clocked_options_mafia_detail()],
					[m.rules_clocked_options_detective_doctor_term(w), m.rules_clocked_options_detective_doctor_detail(w)],
					[m.rules_clocked_options_doctor_self_term(w), m.rules_clocked_options_doctor_self_detail()],
					[m.rules_clocked_options_reveal_term(), m.rules_clocked_options_reveal_detail()],
					...options()
				)
			]
		}
	];
}
