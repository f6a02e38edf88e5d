import { describe, expect, it } from 'vitest';
import { WEREWOLF_THEME, namesFor, readThemeNames } from '$lib/engine/names';
import { inLanguage } from '../support/in-language';

describe('role names in the table’s language', () => {
	it('each rule set keeps its own words in Russian: the classic source’s Killer, the Godfather’s Citizen', () => {
		inLanguage('ru', () => {
			expect(namesFor('classic').roles.mafia.one).toBe('Убийца');
			expect(namesFor('classic').roles.detective.one).toBe('Комиссар');
			expect(namesFor('godfather').roles.godfather.one).toBe('Дон');
			expect(namesFor('clocked').roles.villager).toMatchObject({ one: 'Мирный житель', many: 'Мирные жители' });
		});
	});

	it('the Werewolf theme takes each edition’s words, with article and gender: la Voyante, der Werwolf, il Lupo', () => {
		inLanguage('fr', () => {
			expect(namesFor('classic', WEREWOLF_THEME).roles.detective).toEqual({ one: 'Voyante', many: 'Voyantes', the: 'la Voyante', gender: 'f' });
			expect(namesFor('classic', WEREWOLF_THEME).roles.elder.the).toBe("l'Ancien");
			// "Ancien" is the Elder's: the Werewolf set's Die-hard is its Dur à cuire.
			expect(namesFor('classic', WEREWOLF_THEME).roles.diehard.the).toBe('le Dur à cuire');
		});
		inLanguage('de', () => expect(namesFor('storyteller', WEREWOLF_THEME).roles.mafia).toMatchObject({ one: 'Werwolf', many: 'Werwölfe', gender: 'm' }));
		inLanguage('it', () => expect(namesFor('godfather', WEREWOLF_THEME).roles.villager.one).toBe('Contadino'));
		inLanguage('es', () => expect(namesFor('clocked', WEREWOLF_THEME).teams.mafia).toBe('Hombres lobo'));
	});

	it('the same game reads in each language: English is unchanged', () => {
		expect(namesFor('classic').roles.mafia).toMatchObject({ one: 'Killer', many: 'Killers' });
		expect(namesFor('classic', WEREWOLF_THEME).teams.town).toBe('Village');
	});

	it('a shipped theme is kept by its id, and a record holding its English words (made before) reads as it', () => {
		expect(readThemeNames({ builtIn: 'werewolf' })).toEqual(WEREWOLF_THEME);
		const english = namesFor('classic', WEREWOLF_THEME);
		const old = {
			roles: Object.fromEntries(Object.entries(english.roles).map(([id, n]) => [id, { one: n.one, many: n.many }])),
			teams: { mafia: english.teams.mafia, town: english.teams.town }
		};
		expect(readThemeNames(old)).toEqual(WEREWOLF_THEME);
		inLanguage('ru', () => expect(namesFor('classic', readThemeNames(old)).roles.detective.one).toBe('Провидица'));
	});

	it('a host’s typed theme stays as typed in every language, with no borrowed article or gender', () => {
		const typed = readThemeNames({ roles: { detective: { one: 'Oracle', many: 'Oracles' } } });
		inLanguage('fr', () => expect(namesFor('classic', typed).roles.detective).toEqual({ one: 'Oracle', many: 'Oracles' }));
	});
});
