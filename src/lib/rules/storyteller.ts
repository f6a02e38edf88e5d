import { namesFor, type Names } from '../engine/names';
import { PRESETS } from '../engine/presets';
import { ROLE_ORDER } from '../engine/roles';
import { suggestRoles } from '../engine/setup';
import { STORY_CAST } from '../engine/story-cast';
import { m } from '../paraglide/messages.js';
import { list, terms, text, type RulesSection } from './blocks';
import { minutes, options, playersOf, roleCount, seconds } from './common';
import { ruleNames } from './words';

/**
 * The rules of `storyteller` for the rules screen: written from its source document ("MAFIA by
 * Perkuno", shared/seeds/003_…) and RULES.md, in its one-phone way of playing. The suggested
 * tables and default times come from the preset's own data, so the page and the game agree.
 */

/** The table sizes the source's suggestion changes at, each with the last size it covers. */
const SUGGESTION_ROWS: [number, number][] = [
	[4, 4],
	[5, 6],
	[7, 8],
	[9, 11],
	[12, 15],
	[16, 20]
];

/** "2 Mafia, Detective, Doctor": the suggested special roles for `players`, in the preset's words. */
function suggestionWords(players: number, names: Names): string {
	const counts = suggestRoles('storyteller', players);
	return ROLE_ORDER.filter((role) => role !== 'villager' && (counts[role] ?? 0) > 0)
		.map((role) => {
			const n = counts[role] ?? 0;
			return role === 'mafia' ? roleCount(n, names.roles.mafia) : names.roles[role].one;
		})
		.join(', ');
}

export function storytellerRules(names: Names = namesFor('storyteller')): RulesSection[] {
	const w = ruleNames(names);
	const { talkSeconds, lastWordSeconds } = PRESETS.storyteller.defaults;
	const talk = (talkSeconds ?? 0) / 60;
	const lastWord = seconds(lastWordSeconds ?? 0);

	return [
		{
			id: 'players',
			heading: m.rules_storyteller_players_heading(),
			blocks: [
				text(m.rules_storyteller_players_sides(w)),
				text(m.rules_storyteller_players_narrator()),
				text(m.rules_storyteller_players_phone())
			]
		},
		{
			id: 'roles',
			heading: m.rules_storyteller_roles_heading(),
			blocks: [
				terms(
					[m.rules_storyteller_roles_mafia_term(w), m.rules_storyteller_roles_mafia_detail(w)],
					[m.rules_storyteller_roles_doctor_term(w), m.rules_storyteller_roles_doctor_detail()],
					[m.rules_storyteller_roles_detective_term(w), m.rules_storyteller_roles_detective_detail(w)],
					[m.rules_storyteller_roles_villager_term(w), m.rules_storyteller_roles_villager_detail(w)],
					[m.rules_storyteller_roles_seductress_term(w), m.rules_storyteller_roles_seductress_detail()],
					[m.rules_storyteller_roles_jester_term(w), m.rules_storyteller_roles_jester_detail()]
				)
			]
		},
		{
			id: 'setup',
			heading: m.rules_storyteller_setup_heading(),
			blocks: [
				text(m.rules_storyteller_setup_suggestion(w)),
				terms(...SUGGESTION_ROWS.map(([from, to]): [string, string] => [playersOf(from, to), suggestionWords(from, names)])),
				text(m.rules_storyteller_setup_limit(w))
			]
		},
		{
			id: 'cards',
			heading: m.rules_storyteller_cards_heading(),
			blocks: [
				text(m.rules_storyteller_cards_character({ ...w, first: STORY_CAST[0].name, second: STORY_CAST[1].name })),
				list(
					m.rules_storyteller_cards_turn(),
					m.rules_storyteller_cards_hold(),
					m.rules_storyteller_cards_partners(w),
					m.rules_storyteller_cards_secret()
				)
			]
		},
		{
			id: 'night',
			heading: m.rules_storyteller_night_heading(),
			blocks: [
				text(m.rules_storyteller_night_start()),
				list(
					m.rules_storyteller_night_mafia(w),
					m.rules_storyteller_night_seductress(w),
					m.rules_storyteller_night_doctor(w),
					m.rules_storyteller_night_detective(w)
				),
				text(m.rules_storyteller_night_dead_roles()),
				text(m.rules_storyteller_night_end())
			]
		},
		{
			id: 'morning',
			heading: m.rules_storyteller_morning_heading(),
			blocks: [text(m.rules_storyteller_morning_news(w)), text(m.rules_storyteller_morning_last_word({ last_word: lastWord }))]
		},
		{
			id: 'day',
			heading: m.rules_storyteller_day_heading(),
			blocks: [
				text(m.rules_storyteller_day_talk({ ...w, talk: minutes(talk) })),
				list(
					m.rules_storyteller_day_ballot(),
					m.rules_storyteller_day_open_vote(),
					m.rules_storyteller_day_result(),
					m.rules_storyteller_day_tie(),
					m.rules_storyteller_day_abstain(),
					m.rules_storyteller_day_jester(w)
				),
				text(m.rules_storyteller_day_night())
			]
		},
		{
			id: 'eliminated',
			heading: m.rules_storyteller_eliminated_heading(),
			blocks: [text(m.rules_storyteller_eliminated_silence())]
		},
		{
			id: 'winning',
			heading: m.rules_storyteller_winning_heading(),
			blocks: [
				list(m.rules_storyteller_winning_town(w), m.rules_storyteller_winning_mafia(w), m.rules_storyteller_winning_neutrals(w)),
				text(m.rules_storyteller_winning_end_screen())
			]
		},
		{
			id: 'manners',
			heading: m.rules_storyteller_manners_heading(),
			blocks: [
				list(
					m.rules_storyteller_manners_screen(),
					m.rules_storyteller_manners_calm(),
					m.rules_storyteller_manners_last_word(),
					m.rules_storyteller_manners_insults()
				)
			]
		},
		{
			id: 'options',
			heading: m.rules_options_heading(),
			blocks: [
				terms(
					[m.rules_storyteller_options_roles_term(), m.rules_storyteller_options_roles_detail(w)],
					[m.rules_storyteller_options_reveal_term(), m.rules_storyteller_options_reveal_detail()],
					[m.rules_storyteller_options_talk_term(), m.rules_storyteller_options_talk_detail({ talk })],
					[m.rules_storyteller_options_last_word_term(), m.rules_storyteller_options_last_word_detail({ last_word: lastWord })],
					[m.rules_storyteller_options_jester_term(w), m.rules_storyteller_options_jester_detail()],
					...options()
				)
			]
		}
	];
}
