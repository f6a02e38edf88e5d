import { WEREWOLF_THEME, namesFor, type Names, type RoleName, type ThemeNames, type ThemedTeam } from '../engine/names';
import { ROLE_ORDER } from '../engine/roles';
import { nameKey, readName, tidyName } from '../engine/player-names';
import type { PresetId, RoleId, Team } from '../engine/types';
import { m } from '../paraglide/messages.js';
import { isObject } from '../engine/outside';

/**
 * Themes: named sets of display names for the roles and the sides, chosen at setup. A theme
 * changes what a role is called on every screen, script line, spoken line and record; never
 * what it does. Two are built in ("Standard": each rule set's own words; "Werewolf"); the host
 * makes more, each naming every role (one holder, several) and every side.
 */

/** The sides a theme names (the Serial Killer's side is called what he is). */
export const TEAMS: ThemedTeam[] = ['mafia', 'town', 'neutral'];

/** A theme the host made: every role and side named. */
export interface CustomTheme {
	id: string;
	title: string;
	roles: Record<RoleId, RoleName>;
	teams: Record<ThemedTeam, string>;
}

/** Any theme, as the picker lists it. `names` is absent for Standard: the rule set's own words. */
export interface Theme {
	id: string;
	title: string;
	builtIn: boolean;
	names?: ThemeNames;
}

/** What the phone keeps under the settings key 'themes': the host's themes and the last one chosen. */
export interface SavedThemes {
	custom: CustomTheme[];
	chosen: string;
}

// The built-in themes' titles are read when shown, in the table's language.
export const STANDARD: Theme = {
	id: 'standard',
	get title() {
		return m.pages_theme_standard();
	},
	builtIn: true
};
export const WEREWOLF: Theme = {
	id: 'werewolf',
	get title() {
		return m.pages_theme_werewolf();
	},
	builtIn: true,
	names: WEREWOLF_THEME
};
export const BUILT_IN_THEMES: Theme[] = [STANDARD, WEREWOLF];

export const NO_SAVED_THEMES: SavedThemes = { custom: [], chosen: STANDARD.id };

export const MAX_THEME_TITLE = 30;
/** The longest role or side name the card (large type) and the seat list lay out on a 320 px screen. */
export const MAX_ROLE_NAME = 24;

/** What the editor calls each role and side, whatever the theme: the words of the rule sets. */
export function roleLabel(role: RoleId): string {
	return role === 'mafia' ? m.pages_theme_mafia_label() : namesFor('clocked').roles[role].one;
}

/** What the editor calls each side ("the town's side"), inside a sentence. */
export const TEAM_LABELS: Record<ThemedTeam, string> = {
	get mafia() {
		return m.pages_theme_side_mafia();
	},
	get town() {
		return m.pages_theme_side_town();
	},
	get neutral() {
		return m.pages_theme_side_neutral();
	}
};

/** Roles every rule set deals first, then the ones only some deal (the editor groups them so). */
export const COMMON_ROLES: RoleId[] = ['mafia', 'detective', 'doctor', 'villager'];
export const OTHER_ROLES: RoleId[] = ROLE_ORDER.filter((role) => !COMMON_ROLES.includes(role));

const asTheme = (custom: CustomTheme): Theme => ({
	id: custom.id,
	title: custom.title,
	builtIn: false,
	names: { roles: custom.roles, teams: custom.teams }
});

/** Every theme the picker offers: the built-in ones, then the host's, in the order they were made. */
export const allThemes = (saved: SavedThemes): Theme[] => [...BUILT_IN_THEMES, ...saved.custom.map(asTheme)];

/** A theme by id; Standard when it is gone (deleted since it was chosen). */
export const themeById = (saved: SavedThemes, id: string): Theme => allThemes(saved).find((t) => t.id === id) ?? STANDARD;

/** The names a game of `preset` shows under `theme`. */
export const namesUnder = (preset: PresetId, theme: Theme): Names => namesFor(preset, theme.names);

/** "Werewolves, Seer, Healer, Villagers": how a theme reads, for a list. */
export function themePreview(preset: PresetId, theme: Theme): string {
	const r = namesUnder(preset, theme).roles;
	return [r.mafia.many, r.detective.one, r.doctor.one, r.villager.many].join(', ');
}

/** A new theme to edit, filled with every name a theme gives in `preset` (a copy of it, or a start). */
export function draftFrom(preset: PresetId, from: Theme, id: string, title: string): CustomTheme {
	const names = namesUnder(preset, from);
	return {
		id,
		title,
		// The words only: an article or a gender would no longer fit once the host retypes a name.
		roles: Object.fromEntries(ROLE_ORDER.map((role) => [role, { one: names.roles[role].one, many: names.roles[role].many }])) as Record<RoleId, RoleName>,
		teams: { ...names.teams }
	};
}

/** "Werewolf (copy)", "Werewolf (copy 2)"…: a title no other theme has. */
export function copyTitle(saved: SavedThemes, title: string): string {
	const taken = new Set(allThemes(saved).map((t) => nameKey(t.title)));
	for (let n = 1; ; n++) {
		const candidate = n === 1 ? m.pages_theme_copy_title({ title }) : m.pages_theme_copy_title_n({ title, n });
		if (!taken.has(nameKey(candidate))) return candidate;
	}
}

/** A problem with a theme being edited, in words, and the field it is about (to mark it). */
export interface ThemeProblem {
	/** 'title', 'mafia.one', 'doctor.many', 'team.town'… */
	field: string;
	message: string;
}

/** The theme as it will be saved: every name tidied (spaces trimmed and collapsed). */
export function tidyTheme(theme: CustomTheme): CustomTheme {
	return {
		id: theme.id,
		title: tidyName(theme.title),
		roles: Object.fromEntries(
			ROLE_ORDER.map((role) => [role, { one: tidyName(theme.roles[role].one), many: tidyName(theme.roles[role].many) }])
		) as Record<RoleId, RoleName>,
		teams: Object.fromEntries(TEAMS.map((team) => [team, tidyName(theme.teams[team])])) as Record<ThemedTeam, string>
	};
}

const tooLong = (name: string, max: number) => [...name].length > max;
const cut = (name: string, max: number) => `${[...name].slice(0, max).join('')}…`;

/**
 * Everything wrong with a theme, in words; empty when it can be saved. A blank name, a name
 * too long for a card, two roles under one name (the table could not tell them apart), two
 * sides under one name, or a title another theme has.
 */
export function checkTheme(draft: CustomTheme, saved: SavedThemes): ThemeProblem[] {
	const theme = tidyTheme(draft);
	const problems: ThemeProblem[] = [];

	if (!theme.title) problems.push({ field: 'title', message: m.pages_theme_needs_name() });
	else if (tooLong(theme.title, MAX_THEME_TITLE)) {
		problems.push({ field: 'title', message: m.pages_theme_title_too_long({ title: cut(theme.title, MAX_THEME_TITLE), max: MAX_THEME_TITLE }) });
	} else {
		const same = allThemes(saved).find((t) => t.id !== theme.id && nameKey(t.title) === nameKey(theme.title));
		if (same) problems.push({ field: 'title', message: m.pages_theme_title_taken({ title: same.title }) });
	}

	// Which role first used each name, to name both roles of a clash.
	const owner = new Map<string, RoleId>();
	const clashes = new Set<string>();
	for (const role of ROLE_ORDER) {
		for (const form of ['one', 'many'] as const) {
			const name = theme.roles[role][form];
			const field = `${role}.${form}`;
			const label = roleLabel(role);
			if (!name) {
				problems.push({ field, message: (form === 'one' ? m.pages_theme_role_blank_one : m.pages_theme_role_blank_many)({ role: label }) });
				continue;
			}
			if (tooLong(name, MAX_ROLE_NAME)) {
				problems.push({ field, message: m.pages_theme_role_too_long({ name: cut(name, MAX_ROLE_NAME), max: MAX_ROLE_NAME }) });
			}
			const key = nameKey(name);
			const first = owner.get(key);
			if (first === undefined) owner.set(key, role);
			else if (first !== role && !clashes.has(`${first}/${role}`)) {
				clashes.add(`${first}/${role}`);
				problems.push({
					field,
					message: m.pages_theme_role_clash({ name, first: roleLabel(first), second: label })
				});
			}
		}
	}

	const sides = new Map<string, ThemedTeam>();
	for (const team of TEAMS) {
		const name = theme.teams[team];
		const field = `team.${team}`;
		if (!name) {
			problems.push({ field, message: m.pages_theme_side_blank({ side: TEAM_LABELS[team] }) });
			continue;
		}
		if (tooLong(name, MAX_ROLE_NAME)) {
			problems.push({ field, message: m.pages_theme_side_too_long({ name: cut(name, MAX_ROLE_NAME), max: MAX_ROLE_NAME }) });
		}
		const first = sides.get(nameKey(name));
		if (first) {
			problems.push({ field, message: m.pages_theme_side_clash({ name, first: TEAM_LABELS[first], second: TEAM_LABELS[team] }) });
		} else sides.set(nameKey(name), team);
	}
	return problems;
}

/** The saved themes with `theme` added, or put in place of the one it edits. */
export function withTheme(saved: SavedThemes, theme: CustomTheme): SavedThemes {
	const tidy = tidyTheme(theme);
	const at = saved.custom.findIndex((t) => t.id === tidy.id);
	const custom = at === -1 ? [...saved.custom, tidy] : saved.custom.map((t, i) => (i === at ? tidy : t));
	return { ...saved, custom };
}

/** The saved themes without `id`; a built-in theme cannot be deleted. The chosen one falls back to Standard. */
export function withoutTheme(saved: SavedThemes, id: string): SavedThemes {
	if (BUILT_IN_THEMES.some((t) => t.id === id)) return saved;
	return {
		custom: saved.custom.filter((t) => t.id !== id),
		chosen: saved.chosen === id ? STANDARD.id : saved.chosen
	};
}

const isName = (v: unknown): v is string => readName(v, MAX_ROLE_NAME) !== null;

function readCustom(raw: unknown): CustomTheme | null {
	if (!isObject(raw) || typeof raw.id !== 'string' || readName(raw.title, MAX_THEME_TITLE) === null || !isObject(raw.roles) || !isObject(raw.teams)) return null;
	const teams = raw.teams;
	// A theme saved before a role joined the catalogue does not name it: the role keeps the rule sets' word.
	const standard = namesFor('clocked').roles;
	const roles = { ...raw.roles };
	for (const role of ROLE_ORDER) if (!(role in roles)) roles[role] = { one: standard[role].one, many: standard[role].many };
	const rolesOk = ROLE_ORDER.every((role) => isObject(roles[role]) && isName(roles[role].one) && isName(roles[role].many));
	if (!rolesOk || !TEAMS.every((team) => isName(teams[team]))) return null;
	return tidyTheme({ ...(raw as unknown as CustomTheme), roles: roles as CustomTheme['roles'] });
}

/**
 * The themes as saved on this phone. A theme damaged or written by another version is left
 * out (the others are kept); a chosen theme that is gone falls back to Standard.
 */
export function readSavedThemes(raw: unknown): SavedThemes {
	if (!isObject(raw)) return { ...NO_SAVED_THEMES };
	const custom = (Array.isArray(raw.custom) ? raw.custom : []).map(readCustom).filter((t): t is CustomTheme => t !== null);
	const saved = { custom, chosen: STANDARD.id };
	const chosen = typeof raw.chosen === 'string' ? raw.chosen : STANDARD.id;
	return { ...saved, chosen: themeById(saved, chosen).id };
}
