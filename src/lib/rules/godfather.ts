import { namesFor, type Names } from '../engine/names';
import { PRESETS } from '../engine/presets';
import { ROLE_ORDER } from '../engine/roles';
import { suggestRoles } from '../engine/setup';
import type { RoleId } from '../engine/types';
import { listOf } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import { list, terms, text, type RulesSection } from './blocks';
import { options, playersOf, roleCount } from './common';
import { ruleNames } from './words';

/**
 * The rules of `godfather` for the rules screen: written from its source document ("RPS
 * Mafia", shared/seeds/004_…) and RULES.md. The source has no narrator (its server runs the
 * night); on one phone a narrator keeps the phone, and this says how each step is done there.
 * The fixed tables come from the preset's own data, so the page and the deal agree.
 */

/** The table sizes the fixed deal changes at, each with the last size it covers. */
const TABLE_ROWS: [number, number][] = [
	[5, 5],
	[6, 6],
	[7, 7],
	[8, 11],
	[12, 12]
];

/** The Godfather first: he leads the table as he leads the mafia. */
const TABLE_ORDER: RoleId[] = ['godfather', ...ROLE_ORDER.filter((role) => role !== 'godfather')];

/** "Godfather, 2 Mafia, Detective, … and 2 Citizens": the fixed table for a row, in the preset's words. */
function tableWords(from: number, to: number, names: Names): string {
	const counts = suggestRoles('godfather', from);
	const named = (role: RoleId) => {
		const n = counts[role] ?? 0;
		return n === 1 ? names.roles[role].one : roleCount(n, names.roles[role]);
	};
	const specials = TABLE_ORDER.filter((role) => role !== 'villager' && (counts[role] ?? 0) > 0).map(named);
	const citizens = from === to ? named('villager') : m.rules_godfather_setups_rest({ citizens: names.roles.villager.many });
	return listOf([...specials, citizens]);
}

export function godfatherRules(names: Names = namesFor('godfather')): RulesSection[] {
	const w = ruleNames(names);
	const reveals = PRESETS.godfather.defaults.countReveals;

	return [
		{
			id: 'shape',
			heading: m.rules_godfather_shape_heading(),
			blocks: [text(m.rules_godfather_shape_sides(w)), text(m.rules_godfather_shape_rhythm())]
		},
		{
			id: 'players',
			heading: m.rules_godfather_players_heading(),
			blocks: [text(m.rules_godfather_players_count()), text(m.rules_godfather_players_narrator())]
		},
		{
			id: 'roles',
			heading: m.rules_godfather_roles_heading(),
			blocks: [
				text(m.rules_godfather_roles_mafia_side(w)),
				terms(
					[w.godfather, m.rules_godfather_roles_godfather(w)],
					[w.mafia, m.rules_godfather_roles_mafia(w)],
					[w.lecter, m.rules_godfather_roles_lecter(w)]
				),
				text(m.rules_godfather_roles_town_side()),
				terms(
					[w.doctor, m.rules_godfather_roles_doctor(w)],
					[w.detective, m.rules_godfather_roles_detective(w)],
					[w.sniper, m.rules_godfather_roles_sniper(w)],
					[w.diehard, m.rules_godfather_roles_diehard()],
					[w.villager, m.rules_godfather_roles_villager()]
				)
			]
		},
		{
			id: 'setups',
			heading: m.rules_godfather_setups_heading(),
			blocks: [
				text(m.rules_godfather_setups_counts(w)),
				terms(...TABLE_ROWS.map(([from, to]): [string, string] => [playersOf(from, to), tableWords(from, to, names)]))
			]
		},
		{
			id: 'start',
			heading: m.rules_godfather_start_heading(),
			blocks: [
				terms(
					[m.rules_godfather_start_cards_term(), m.rules_godfather_start_cards_detail(w)],
					[m.rules_godfather_start_day_zero_term(), m.rules_godfather_start_day_zero_detail()],
					[m.rules_godfather_start_night_zero_term(w), m.rules_godfather_start_night_zero_detail(w)]
				)
			]
		},
		{
			id: 'night',
			heading: m.rules_godfather_night_heading(),
			blocks: [
				text(m.rules_godfather_night_order(w)),
				list(m.rules_godfather_night_kill(w), m.rules_godfather_night_detective(w), m.rules_godfather_night_dead_roles())
			]
		},
		{
			id: 'morning',
			heading: m.rules_godfather_morning_heading(),
			blocks: [
				text(m.rules_godfather_morning_news()),
				text(m.rules_godfather_morning_count_reveal({ ...w, reveals })),
				text(m.rules_godfather_morning_offer_back(w))
			]
		},
		{
			id: 'day',
			heading: m.rules_godfather_day_heading(),
			blocks: [
				text(m.rules_godfather_day_order()),
				text(m.rules_godfather_day_reply()),
				list(m.rules_godfather_day_ballot(), m.rules_godfather_day_self(), m.rules_godfather_day_majority()),
				text(m.rules_godfather_day_repeat())
			]
		},
		{
			id: 'winning',
			heading: m.rules_godfather_winning_heading(),
			blocks: [
				terms(
					[w.team_town, m.rules_godfather_winning_town(w)],
					[w.team_mafia, m.rules_godfather_winning_mafia(w)]
				),
				text(m.rules_godfather_winning_parity(w))
			]
		},
		{
			id: 'new',
			heading: m.rules_godfather_new_heading(),
			blocks: [
				list(
					m.rules_godfather_new_speak(),
					m.rules_godfather_new_observe(),
					m.rules_godfather_new_clear(w),
					m.rules_godfather_new_overplay(w),
					m.rules_godfather_new_quiet()
				)
			]
		},
		{
			id: 'options',
			heading: m.rules_options_heading(),
			blocks: [terms(...options()), text(m.rules_godfather_options_fixed())]
		}
	];
}
