import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ORDER, WEREWOLF_THEME, namesFor, readThemeNames, type RoleId } from '../../src/lib/engine/index';
import { overwriteGetLocale, baseLocale } from '../../src/lib/paraglide/runtime.js';

const inLanguage = (locale: 'en' | 'ru' | 'es' | 'fr' | 'de' | 'it') => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(() => baseLocale));

/** A record's theme, read back: the names it kept, and what a damaged one falls back to. */

/** A record made before the shipped themes were kept by id: the Werewolf set's English words, written out. */
function englishWerewolfWords() {
	const names = namesFor('classic', WEREWOLF_THEME);
	const roles = Object.fromEntries(ROLE_ORDER.map((role) => [role, { one: names.roles[role].one, many: names.roles[role].many }]));
	return { roles, teams: { mafia: names.teams.mafia, town: names.teams.town } };
}

describe('a theme read from a record', () => {
	it('is the Werewolf set when the record names it, or holds its English words in full', () => {
		expect(readThemeNames({ builtIn: 'werewolf' })).toBe(WEREWOLF_THEME);
		expect(readThemeNames(englishWerewolfWords())).toBe(WEREWOLF_THEME);
	});

	it('with one of those words changed, is the host’s own theme, not the Werewolf set', () => {
		const words = englishWerewolfWords();
		const changed = { ...words, roles: { ...words.roles, mafia: { one: 'Wolf', many: 'Wolves' } } };
		const read = readThemeNames(changed);
		expect(read).not.toBe(WEREWOLF_THEME);
		expect(read?.roles?.mafia).toEqual({ one: 'Wolf', many: 'Wolves' });
		const otherSide = { ...words, teams: { ...words.teams, town: 'The Hamlet' } };
		expect(readThemeNames(otherSide)?.teams?.town).toBe('The Hamlet');
		expect(readThemeNames({ roles: words.roles, teams: 'none' })).not.toBe(WEREWOLF_THEME);
	});

	it('keeps only names that are text, for roles and sides that exist', () => {
		expect(
			readThemeNames({
				roles: { mafia: { one: 'Wolf', many: ' ' }, doctor: { many: 'Healers' }, jester: 'Fool', pirate: { one: 'Pirate' }, detective: { one: 3 } },
				teams: { mafia: 'The Pack', town: '', neutral: 'The Rest', serial: 'Loners' }
			})
		).toEqual({ roles: { mafia: { one: 'Wolf' }, doctor: { many: 'Healers' } }, teams: { mafia: 'The Pack', neutral: 'The Rest' } });
	});

	it('with no name left, or none to read, is no theme: the rule set’s own words are shown', () => {
		expect(readThemeNames({ roles: { mafia: { one: '' } }, teams: { town: 3 } })).toBeUndefined();
		expect(readThemeNames({ roles: 'Wolf', teams: null })).toBeUndefined();
		expect(readThemeNames('werewolf')).toBeUndefined();
		expect(readThemeNames(['werewolf'])).toBeUndefined();
		expect(readThemeNames(null)).toBeUndefined();
	});

	it('with only one form of one role, or only the killers’ side, changed, is the host’s own theme', () => {
		const words = englishWerewolfWords();
		const mafia = words.roles.mafia;
		expect(readThemeNames({ ...words, roles: { ...words.roles, mafia: { ...mafia, one: 'Wolf' } } })?.roles?.mafia).toEqual({ ...mafia, one: 'Wolf' });
		expect(readThemeNames({ ...words, roles: { ...words.roles, mafia: { ...mafia, many: 'Wolves' } } })?.roles?.mafia).toEqual({ ...mafia, many: 'Wolves' });
		expect(readThemeNames({ ...words, teams: { ...words.teams, mafia: 'The Pack' } })?.teams?.mafia).toBe('The Pack');
	});

	it('holding the Werewolf set’s English words, is the Werewolf set on a phone in another language too', () => {
		const words = englishWerewolfWords();
		for (const locale of ['fr', 'de', 'ru'] as const) {
			inLanguage(locale);
			expect(readThemeNames(words), locale).toBe(WEREWOLF_THEME);
		}
	});

	it('reads its names as a player’s: no direction overrides or control characters, and none longer than a card lays out', () => {
		const read = readThemeNames({
			roles: { mafia: { one: 'Kilara\u202eC', many: 'Killers\u0000\u0007' }, doctor: { one: 'Medic'.repeat(800_000) } },
			teams: { mafia: '\u2066The Pack\u2069', town: 'Town\u202e'.repeat(30) }
		});
		expect(read).toEqual({ roles: { mafia: { one: 'KilaraC', many: 'Killers' } }, teams: { mafia: 'The Pack' } });
		expect(namesFor('classic', read).roles.doctor).toEqual(namesFor('classic').roles.doctor);
	});

	it('a side named alone, with no role, is still a theme', () => {
		expect(readThemeNames({ teams: { town: 'The Hamlet' } })).toEqual({ roles: {}, teams: { town: 'The Hamlet' } });
	});
});

describe('a game shows the theme’s names over the rule set’s', () => {
	it('a name the host typed takes no article or gender of the word it replaces; the other form stays the rule set’s', () => {
		const base = namesFor('classic').roles.mafia;
		const themed = namesFor('classic', { roles: { mafia: { one: 'Wolf' } } }).roles.mafia;
		expect(themed).toEqual({ one: 'Wolf', many: base.many });
		expect(namesFor('classic', { roles: { mafia: { many: 'Wolves' } } }).roles.mafia).toEqual({ one: base.one, many: 'Wolves' });
	});

	it('a name given with its article keeps the rest of the base’s forms', () => {
		const base = namesFor('classic').roles.doctor;
		const themed = namesFor('classic', { roles: { doctor: { one: 'Healer', the: 'the Healer' } } }).roles.doctor;
		expect(themed).toEqual({ ...base, one: 'Healer', the: 'the Healer' });
	});

	it('a role’s name in each language: one, several, with its article, and its gender where the language has one', () => {
		expect(namesFor('clocked').roles.detective).toStrictEqual({ one: 'Detective', many: 'Detectives', the: 'the Detective' });
		inLanguage('fr');
		expect(namesFor('clocked').roles.detective).toStrictEqual({ one: 'Détective', many: 'Détectives', the: 'le Détective', gender: 'm' });
		expect(namesFor('clocked').roles.witch).toStrictEqual({ one: 'Sorcière', many: expect.any(String), the: 'la Sorcière', gender: 'f' });
		inLanguage('de');
		expect(namesFor('clocked').roles.diehard).toMatchObject({ one: 'Stehaufmännchen', the: 'das Stehaufmännchen', gender: 'n' });
		expect(namesFor('clocked').roles.witch).toMatchObject({ the: 'die Hexe', gender: 'f' });
	});

	it('the Godfather rule set calls its villagers Citizens', () => {
		expect(namesFor('godfather').roles.villager).toStrictEqual({ one: 'Citizen', many: 'Citizens', the: 'the Citizen' });
		inLanguage('de');
		expect(namesFor('godfather').roles.villager).toStrictEqual({ one: 'Bürger', many: 'Bürger', the: 'der Bürger', gender: 'm' });
	});

	it('the Serial Killer’s side is called what the theme calls him', () => {
		const names = namesFor('custom', { roles: { serialkiller: { one: 'Butcher' } } });
		expect(names.teams.serial).toBe('Butcher');
		expect(names.teams.town).toBe(namesFor('custom').teams.town);
	});

	it('each rule set keeps its own words under no theme', () => {
		const villager = (preset: 'classic' | 'storyteller' | 'godfather') => namesFor(preset).roles.villager.one;
		expect(new Set([villager('storyteller'), villager('godfather')]).size).toBe(2);
		expect(namesFor('classic').roles.mafia.one).not.toBe(namesFor('clocked').roles.mafia.one);
		expect(namesFor('classic').teams.mafia).not.toBe(namesFor('clocked').teams.mafia);
		const werewolf = namesFor('classic', WEREWOLF_THEME);
		expect(werewolf.roles.mafia.one).not.toBe(namesFor('classic').roles.mafia.one);
		expect(werewolf.roles.seductress.one).not.toBe(namesFor('classic').roles.seductress.one);
		expect(werewolf.teams.town).not.toBe(namesFor('classic').teams.town);
	});
});
