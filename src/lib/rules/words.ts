import type { Names, RoleName } from '../engine/names';
import type { RoleId, Team } from '../engine/types';
import { roleWords, type RoleWords } from '../i18n/grammar';
import { getLocale } from '../paraglide/runtime.js';

type RoleForm = '' | '_many' | '_lower' | '_many_lower' | '_the' | '_The' | '_the_many' | '_The_many' | '_den' | '_dem';
type RoleKey = `${RoleId}${RoleForm}`;
type TeamKey = `team_${Team}` | `team_${Team}_lower`;

/**
 * Every way a rules sentence names a role or a side, as message inputs: `{detective}` (one holder),
 * `{detective_many}`, `{detective_lower}` (inside an English sentence), and for the languages with articles
 * `{detective_the}` / `{detective_The}` (at the start of a sentence), `{detective_the_many}`, and German's
 * accusative and dative `{detective_den}`, `{detective_dem}`. Each language takes the forms it needs.
 */
export type RuleNames = Record<RoleKey | TeamKey, string>;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The article a name takes when the names do not bring one. The rule sets' own names are almost all
 * masculine, so a name with no gender reads as one: the rules page always shows a rule set's own words.
 */
function singular(w: RoleWords, locale: string): string {
	if (w.the !== w.role) return w.the;
	const f = w.gender === 'f';
	const vowel = /^[aeiouhàâéèêëîïôœùûüyAEIOUHÀÂÉÈÊËÎÏÔŒÙÛÜY]/.test(w.role);
	switch (locale) {
		case 'de':
			return `${f ? 'die' : w.gender === 'n' ? 'das' : 'der'} ${w.role}`;
		case 'fr':
			return vowel ? `l'${w.role}` : `${f ? 'la' : 'le'} ${w.role}`;
		case 'it':
			if (/^[aeiouAEIOU]/.test(w.role)) return `l'${w.role}`;
			if (f) return `la ${w.role}`;
			return /^(s[^aeiou]|z|gn|ps|x|y)/i.test(w.role) ? `lo ${w.role}` : `il ${w.role}`;
		case 'es':
			return `${f ? 'la' : 'el'} ${w.role}`;
		default:
			return w.role;
	}
}

/** The plural article follows the singular one: "lo Sniper" → "gli Sniper", "la Veggente" → "le Veggenti". */
function plural(w: RoleWords, the: string, locale: string): string {
	const f = w.gender === 'f';
	switch (locale) {
		case 'de':
			return `die ${w.roles}`;
		case 'fr':
			return `les ${w.roles}`;
		case 'it':
			return `${f ? 'le' : /^(lo |l')/i.test(the) ? 'gli' : 'i'} ${w.roles}`;
		case 'es':
			return `${f ? 'las' : 'los'} ${w.roles}`;
		default:
			return w.roles;
	}
}

/** German's accusative and dative: "den Werwolf", "dem Werwolf", "die Seherin", "der Seherin". */
function german(w: RoleWords, nominative: string): { den: string; dem: string } {
	const bare = nominative.replace(/^(der|die|das) /i, '');
	if (w.gender === 'f') return { den: `die ${bare}`, dem: `der ${bare}` };
	if (w.gender === 'n') return { den: `das ${bare}`, dem: `dem ${bare}` };
	return { den: `den ${bare}`, dem: `dem ${bare}` };
}

function roleForms(role: string, name: RoleName, locale: string, into: Record<string, string>) {
	const w = roleWords(name);
	const the = singular(w, locale);
	const { den, dem } = german(w, the);
	const forms: Record<RoleForm, string> = {
		'': w.role,
		_many: w.roles,
		_lower: w.role.toLowerCase(),
		_many_lower: w.roles.toLowerCase(),
		_the: the,
		_The: capital(the),
		_the_many: plural(w, the, locale),
		_The_many: capital(plural(w, the, locale)),
		_den: den,
		_dem: dem
	};
	for (const [form, words] of Object.entries(forms)) into[`${role}${form}`] = words;
}

export function ruleNames(names: Names, locale: string = getLocale()): RuleNames {
	const words: Record<string, string> = {};
	for (const [role, name] of Object.entries(names.roles)) roleForms(role, name, locale, words);
	for (const [team, name] of Object.entries(names.teams)) {
		words[`team_${team}`] = name;
		words[`team_${team}_lower`] = name.toLowerCase();
	}
	return words as RuleNames;
}
