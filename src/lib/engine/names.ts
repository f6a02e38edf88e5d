import type { PresetId, RoleId, Team } from './types';

/** How a role is called: one holder, several holders. */
export interface RoleName {
	one: string;
	many: string;
	/** With its definite article, as a sentence names it: "the Seer", "la Voyante", "l'Ancien", "der Werwolf". */
	the?: string;
	/** Grammatical gender, for the words that agree with the name. A host's own theme has none. */
	gender?: 'm' | 'f' | 'n';
}

/** Display names of a game: roles and sides. A theme overrides any of them. */
export interface Names {
	roles: Record<RoleId, RoleName>;
	teams: Record<Team, string>;
}

export type ThemeNames = {
	roles?: Partial<Record<RoleId, Partial<RoleName>>>;
	teams?: Partial<Record<Team, string>>;
};

const BASE: Names = {
	roles: {
		mafia: { one: 'Mafia', many: 'Mafia' },
		godfather: { one: 'Godfather', many: 'Godfathers' },
		lecter: { one: 'Dr. Lecter', many: 'Dr. Lecters' },
		seductress: { one: 'Seductress', many: 'Seductresses' },
		doctor: { one: 'Doctor', many: 'Doctors' },
		detective: { one: 'Detective', many: 'Detectives' },
		sniper: { one: 'Sniper', many: 'Snipers' },
		diehard: { one: 'Die-hard', many: 'Die-hards' },
		jester: { one: 'Jester', many: 'Jesters' },
		villager: { one: 'Villager', many: 'Villagers' }
	},
	teams: { mafia: 'Mafia', town: 'Town', neutral: 'Neutral' }
};

/** Each source document's own words for its roles. */
const PRESET_NAMES: Record<PresetId, ThemeNames> = {
	classic: {
		roles: { mafia: { one: 'Killer', many: 'Killers' } },
		teams: { mafia: 'Killers' }
	},
	clocked: {},
	storyteller: { roles: { villager: { one: 'Townsperson', many: 'Townspeople' } } },
	godfather: { roles: { villager: { one: 'Citizen', many: 'Citizens' } } }
};

/** The Werewolf set the `classic` source names as its variation. */
export const WEREWOLF_THEME: ThemeNames = {
	roles: {
		mafia: { one: 'Werewolf', many: 'Werewolves' },
		godfather: { one: 'Alpha Wolf', many: 'Alpha Wolves' },
		lecter: { one: 'Wolf Witch', many: 'Wolf Witches' },
		detective: { one: 'Seer', many: 'Seers' },
		doctor: { one: 'Healer', many: 'Healers' },
		sniper: { one: 'Hunter', many: 'Hunters' },
		diehard: { one: 'Elder', many: 'Elders' },
		seductress: { one: 'Enchantress', many: 'Enchantresses' },
		jester: { one: 'Fool', many: 'Fools' },
		villager: { one: 'Villager', many: 'Villagers' }
	},
	teams: { mafia: 'Werewolves', town: 'Village' }
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Display names read from a stored or imported record (issue 4, themes): only names that are
 * non-empty text, for roles and sides that exist, are kept. A damaged theme then falls back to
 * the preset's own words instead of breaking a screen.
 */
export function readThemeNames(raw: unknown): ThemeNames | undefined {
	if (!isObject(raw)) return undefined;
	const roles: NonNullable<ThemeNames['roles']> = {};
	const teams: NonNullable<ThemeNames['teams']> = {};
	const rawRoles = isObject(raw.roles) ? raw.roles : {};
	const rawTeams = isObject(raw.teams) ? raw.teams : {};
	for (const role of Object.keys(BASE.roles) as RoleId[]) {
		const name = rawRoles[role];
		if (!isObject(name)) continue;
		const kept: Partial<RoleName> = {};
		if (isName(name.one)) kept.one = name.one;
		if (isName(name.many)) kept.many = name.many;
		if (kept.one || kept.many) roles[role] = kept;
	}
	for (const team of Object.keys(BASE.teams) as Team[]) if (isName(rawTeams[team])) teams[team] = rawTeams[team];
	return Object.keys(roles).length || Object.keys(teams).length ? { roles, teams } : undefined;
}

function overlay(base: Names, theme: ThemeNames | undefined): Names {
	if (!theme) return base;
	const roles = { ...base.roles };
	for (const [id, name] of Object.entries(theme.roles ?? {})) {
		const role = id as RoleId;
		roles[role] = { ...roles[role], ...name };
	}
	return { roles, teams: { ...base.teams, ...theme.teams } };
}

/**
 * The names a game shows: the preset's own words, then the chosen theme on top. Shared and read-only: the rules
 * ask for them at every night pick, so each preset's are built once (measured by `npm run bench`).
 */
export function namesFor(preset: PresetId, theme?: ThemeNames): Names {
	let own = presetNames.get(preset);
	if (!own) presetNames.set(preset, (own = overlay(BASE, PRESET_NAMES[preset])));
	return overlay(own, theme);
}

const presetNames = new Map<PresetId, Names>();

/** Fills `{mafia}`, `{one-mafia}`, `{detective}`… in a role's description with display names. */
export function fillNames(text: string, names: Names): string {
	return text.replace(/\{(one-)?([a-z]+)\}/g, (whole, one: string | undefined, id: string) => {
		const name = names.roles[id as RoleId];
		if (!name) return whole;
		return one ? name.one.toLowerCase() : name.many;
	});
}
