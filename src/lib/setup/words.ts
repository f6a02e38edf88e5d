import { m } from '$lib/paraglide/messages.js';
import { CLOCK_PRESETS, DEFAULT_CUSTOM_RULES, PRESETS, rulesOf, type RuleTable } from '$lib/engine/presets';
import { namesFor, type ThemeNames } from '$lib/engine/names';
import { ROLES } from '$lib/engine/roles';
import { withVillagers } from '$lib/engine/setup';
import type { CustomRules, GameOptions, PresetId, RoleCounts, RoleId } from '$lib/engine/types';
import { CUSTOM_RULE_LIST, ruleValue } from '$lib/custom-tables/rule-list';
import { customTableWords } from '$lib/script/words/custom-table';
import { numberOf } from '$lib/i18n/format';
import { countWords, roleCount } from './counts';
import { seatsPlayed } from './roles';
import type { ClockSet } from './options';

/** Setup's words made from its model: the one-line summaries shown before "Change…", and each role's line. */

/** What a role does, in one line where it is added: its card's own line, in the theme's words and this table's rules. */
export function roleLine(table: RuleTable, role: RoleId, options: GameOptions, theme?: ThemeNames): string {
	const preset = typeof table === 'string' ? table : table.preset;
	return ROLES[role].does(namesFor(preset, theme), { rules: rulesOf(table), options });
}

/** "2 Killers, 1 Detective, 1 Doctor, 3 Villagers": every card to be dealt, or when the seats can be no table, why. */
export function rolesLine(preset: PresetId, counts: RoleCounts, players: number, theme?: ThemeNames): string {
	const { min, max } = PRESETS[preset].rules.players;
	if (!seatsPlayed(preset, players)) return m.pages_setup_suggestion_waits({ min, max });
	const villagers = withVillagers(counts, players).villager ?? 0;
	const set = countWords(preset, counts, theme);
	const rest = roleCount(villagers, namesFor(preset, theme).roles.villager);
	return villagers > 0 ? (set ? `${set}, ${rest}` : rest) : set;
}

/** "A narrator runs the night · secret vote": how the game will be run, as the options stand. */
export function optionsLine(options: GameOptions): string {
	const runs = { narrator: m.pages_setup_line_narrator, app: m.pages_setup_line_app, round: m.pages_setup_line_round }[options.narration]();
	return [runs, options.ballotMode === 'open' ? m.pages_setup_line_open() : m.pages_setup_line_secret()].join(' · ');
}

/** A clock set's name: "No clocks", "Classic (30/60/30 s)", "Your own times". */
export function clockSetWords(set: ClockSet): string {
	if (set === 'off') return m.pages_setup_clocks_off();
	if (set === 'own') return m.pages_setup_clocks_own();
	const p = CLOCK_PRESETS[set];
	return m.pages_setup_clock_preset({ label: p.label, night: numberOf(p.nightSeconds), talk: numberOf(p.talkSeconds), vote: numberOf(p.voteSeconds) });
}

/** "As in Classic", or which rules a custom table changed from the Classic rules it starts from. */
export function customRulesLine(rules: CustomRules, theme?: ThemeNames): string {
	const roles = namesFor('custom', theme).roles;
	const changed = CUSTOM_RULE_LIST.filter((rule) => ruleValue(rules, rule.key) !== ruleValue(DEFAULT_CUSTOM_RULES, rule.key));
	const classic = PRESETS.classic.title;
	if (changed.length === 0) return m.pages_custom_made_by({ presets: classic });
	return m.pages_custom_rules_changed({ rules: classic, changes: changed.map((rule) => customTableWords.ruleName(rule.key, roles)).join(', ') });
}

/** A time chosen at setup: "Off" for none, "2 min" in whole minutes, else "30 s". */
export function timeWords(seconds: number | null): string {
	if (seconds === null) return m.pages_setup_clock_off();
	if (seconds % 60 === 0) return m.pages_minutes_short({ minutes: numberOf(seconds / 60) });
	return m.pages_seconds_short({ seconds: numberOf(seconds) });
}
