import { m } from '../paraglide/messages.js';
import { getLocale } from '../paraglide/runtime.js';
import type { PresetId, RoleId, Team } from './types';
import { isObject } from './outside';
import { readName } from './player-names';

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

/** The sides a theme names: every side but the Serial Killer's, which is called what he is. */
export type ThemedTeam = Exclude<Team, 'serial' | 'lovers'>;

export type ThemeNames = {
	/**
	 * A theme the app ships (the Werewolf set): its names are the table's language's, looked up when shown, so a
	 * record keeps the theme's id, never its words, and reads the same in every language.
	 */
	builtIn?: BuiltInTheme;
	roles?: Partial<Record<RoleId, Partial<RoleName>>>;
	teams?: Partial<Record<ThemedTeam, string>>;
};

export type BuiltInTheme = 'werewolf';

type Locale = ReturnType<typeof getLocale>;
type NameForms = (inputs: { form: 'one' | 'many' | 'the' | 'gender' }, options?: { locale?: Locale }) => string;
type TeamName = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** A role's name in a language, with its article and gender (messages/roles). */
function roleName(forms: NameForms, locale: Locale): RoleName {
	const say = (form: 'one' | 'many' | 'the' | 'gender') => forms({ form }, { locale });
	const gender = say('gender');
	const name: RoleName = { one: say('one'), many: say('many'), the: say('the') };
	if (gender === 'm' || gender === 'f' || gender === 'n') name.gender = gender;
	return name;
}

const BASE_NAMES: Record<RoleId, NameForms> = {
	cupid: m.roles_cupid,
	mafia: m.roles_mafia,
	godfather: m.roles_godfather,
	wolfcub: m.roles_wolfcub,
	lecter: m.roles_lecter,
	seductress: m.roles_seductress,
	serialkiller: m.roles_serialkiller,
	doctor: m.roles_doctor,
	bodyguard: m.roles_bodyguard,
	witch: m.roles_witch,
	detective: m.roles_detective,
	sniper: m.roles_sniper,
	hunter: m.roles_hunter,
	mayor: m.roles_mayor,
	elder: m.roles_elder,
	diehard: m.roles_diehard,
	lycan: m.roles_lycan,
	idiot: m.roles_idiot,
	jester: m.roles_jester,
	villager: m.roles_villager
};

const WEREWOLF_NAMES: Record<RoleId, NameForms> = {
	cupid: m.roles_cupid,
	mafia: m.roles_werewolf_mafia,
	godfather: m.roles_werewolf_godfather,
	// The Werewolf classics keep their own names in the Werewolf set.
	wolfcub: m.roles_wolfcub,
	lecter: m.roles_werewolf_lecter,
	seductress: m.roles_werewolf_seductress,
	serialkiller: m.roles_serialkiller,
	doctor: m.roles_werewolf_doctor,
	witch: m.roles_witch,
	hunter: m.roles_hunter,
	mayor: m.roles_mayor,
	elder: m.roles_elder,
	// Werewolf's Bodyguard keeps his name.
	bodyguard: m.roles_bodyguard,
	detective: m.roles_werewolf_detective,
	// "Hunter" is the Hunter's: the Sniper is Ultimate Werewolf's Gunner here.
	sniper: m.roles_werewolf_sniper,
	// "Elder" is the Elder's: the Die-hard is Ultimate Werewolf's Tough Guy here.
	diehard: m.roles_werewolf_diehard,
	// The Lycan is Werewolf's own word already.
	lycan: m.roles_lycan,
	// Werewolf's Jester is already called the village idiot in most languages: the Village Idiot takes a word no other role has.
	idiot: m.roles_werewolf_idiot,
	jester: m.roles_werewolf_jester,
	villager: m.roles_werewolf_villager
};

const ROLE_IDS = Object.keys(BASE_NAMES) as RoleId[];
/** The sides a theme names; the Serial Killer's side is called what he is (`withSerialSide`). */
const TEAM_IDS: ThemedTeam[] = ['mafia', 'town', 'neutral'];
const mapRoles = (names: Record<RoleId, NameForms>, locale: Locale) =>
	Object.fromEntries(ROLE_IDS.map((role) => [role, roleName(names[role], locale)])) as Record<RoleId, RoleName>;
const team = (name: TeamName, locale: Locale) => name({}, { locale });

/**
 * The sides no theme names: the Serial Killer's is named after him, in whatever words the theme gives him; the
 * Lovers' (two of opposite sides, the last alive) is the Lovers'.
 */
const withSerialSide = (roles: Names['roles'], teams: Omit<Names['teams'], 'serial' | 'lovers'>): Names => ({
	roles,
	teams: { ...teams, serial: roles.serialkiller.one, lovers: m.roles_team_lovers() }
});

const baseNames = (locale: Locale): Names =>
	withSerialSide(mapRoles(BASE_NAMES, locale), {
		mafia: team(m.roles_team_mafia, locale),
		town: team(m.roles_team_town, locale),
		neutral: team(m.roles_team_neutral, locale)
	});

/** Each source document's own words for its roles, in a language. */
const PRESET_NAMES: Record<PresetId, (locale: Locale) => ThemeNames> = {
	classic: (locale) => ({
		roles: { mafia: roleName(m.roles_classic_mafia, locale) },
		teams: { mafia: team(m.roles_classic_team_mafia, locale) }
	}),
	clocked: () => ({}),
	storyteller: (locale) => ({ roles: { villager: roleName(m.roles_storyteller_villager, locale) } }),
	godfather: (locale) => ({ roles: { villager: roleName(m.roles_godfather_villager, locale) } }),
	// A custom table takes no source's words: the catalogue's own, or the theme chosen.
	custom: () => ({})
};

/** The names of a theme the app ships, in a language. */
const BUILT_IN_NAMES: Record<BuiltInTheme, (locale: Locale) => ThemeNames> = {
	werewolf: (locale) => ({
		roles: mapRoles(WEREWOLF_NAMES, locale),
		teams: { mafia: team(m.roles_werewolf_team_mafia, locale), town: team(m.roles_werewolf_team_town, locale) }
	})
};

/** The Werewolf set the `classic` source names as its variation (its words: messages/roles). */
export const WEREWOLF_THEME: ThemeNames = { builtIn: 'werewolf' };


/**
 * Display names read from a stored or imported record (a theme's): only names that are
 * non-empty text, for roles and sides that exist, are kept, tidied as a player's name is (a right-to-left
 * override in a role's name would reverse the end screen's line). A damaged theme then falls back to
 * the preset's own words instead of breaking a screen.
 */
export function readThemeNames(raw: unknown): ThemeNames | undefined {
	if (!isObject(raw)) return undefined;
	if (raw.builtIn === 'werewolf' || isEnglishWerewolf(raw)) return WEREWOLF_THEME;
	const roles: NonNullable<ThemeNames['roles']> = {};
	const teams: NonNullable<ThemeNames['teams']> = {};
	const rawRoles = isObject(raw.roles) ? raw.roles : {};
	const rawTeams = isObject(raw.teams) ? raw.teams : {};
	for (const role of ROLE_IDS) {
		const name = rawRoles[role];
		if (!isObject(name)) continue;
		const kept: Partial<RoleName> = {};
		const [one, many] = [readName(name.one), readName(name.many)];
		if (one) kept.one = one;
		if (many) kept.many = many;
		if (kept.one || kept.many) roles[role] = kept;
	}
	for (const team of TEAM_IDS) {
		const name = readName(rawTeams[team]);
		if (name) teams[team] = name;
	}
	return Object.keys(roles).length || Object.keys(teams).length ? { roles, teams } : undefined;
}

/** Records made before the shipped themes were kept by id held the Werewolf set's English words. */
function isEnglishWerewolf(raw: Record<string, unknown>): boolean {
	const english = BUILT_IN_NAMES.werewolf('en');
	if (!isObject(raw.roles) || !isObject(raw.teams)) return false;
	const roles = raw.roles;
	const teams = raw.teams;
	return (
		ROLE_IDS.every((role) => {
			const name = roles[role];
			return isObject(name) && name.one === english.roles?.[role]?.one && name.many === english.roles?.[role]?.many;
		}) && teams.mafia === english.teams?.mafia && teams.town === english.teams?.town
	);
}

function overlay(base: Names, theme: ThemeNames | undefined, locale: Locale): Names {
	if (!theme) return base;
	if (theme.builtIn) base = overlay(base, BUILT_IN_NAMES[theme.builtIn](locale), locale);
	const roles = { ...base.roles };
	for (const [id, name] of Object.entries(theme.roles ?? {})) {
		const role = id as RoleId;
		// A name the host typed has no article or gender of its own: the base's would belong to another word.
		const typed = name.the === undefined && name.gender === undefined;
		roles[role] = typed ? { one: name.one ?? roles[role].one, many: name.many ?? roles[role].many } : { ...roles[role], ...name };
	}
	return withSerialSide(roles, { ...base.teams, ...theme.teams });
}

/**
 * The names a game shows: the preset's own words, then the chosen theme on top. Shared and read-only: the rules
 * ask for them at every night pick, so each preset's are built once (measured by `npm run bench`).
 */
export function namesFor(preset: PresetId, theme?: ThemeNames): Names {
	const locale = getLocale();
	const key = `${locale} ${preset}`;
	let own = presetNames.get(key);
	if (!own) presetNames.set(key, (own = overlay(baseNames(locale), PRESET_NAMES[preset](locale), locale)));
	return overlay(own, theme, locale);
}

/** By language and rule set. */
const presetNames = new Map<string, Names>();
