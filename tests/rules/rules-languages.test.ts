import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { namesFor, type Names } from '../../src/lib/engine/names';
import { CLOCK_PRESETS, PRESET_ORDER } from '../../src/lib/engine/presets';
import { STORY_CAST } from '../../src/lib/engine/story-cast';
import { m } from '../../src/lib/paraglide/messages.js';
import { overwriteGetLocale } from '../../src/lib/paraglide/runtime.js';
import { rulesFor, type RulesSection } from '../../src/lib/rules';
import { ruleNames } from '../../src/lib/rules/words';
import type { PresetId } from '../../src/lib/engine/types';

type Locale = 'en' | 'ru' | 'es' | 'fr' | 'de' | 'it';
const TRANSLATED: Locale[] = ['ru', 'es', 'fr', 'de', 'it'];

/** The rules of a rule set as a table reading them in `locale` would. */
function rulesIn(locale: Locale, preset: PresetId): RulesSection[] {
	overwriteGetLocale(() => locale);
	return rulesFor(preset);
}

afterEach(() => overwriteGetLocale(() => 'en'));

/** Every piece of text a reader sees, section by section. */
const piecesOf = (sections: RulesSection[]): string[] =>
	sections.flatMap((s) => [
		s.heading,
		...s.blocks.flatMap((b) => (b.kind === 'text' ? [b.text] : b.kind === 'list' ? b.items : b.items.flatMap((i) => [i.term, i.detail])))
	]);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * Words a rules page takes from elsewhere, not from its own sentences: the rule set's role and side names (the
 * roles area translates them), the worked game's players, the clock presets' and the story characters' names.
 */
function inputWords(names: Names): Set<string> {
	const given = [
		...Object.values(names.roles).flatMap((n) => [n.one, n.many]),
		...Object.values(names.teams),
		...['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'],
		CLOCK_PRESETS.classic.label,
		CLOCK_PRESETS.fast.label,
		...STORY_CAST.map((c) => c.name)
	];
	return new Set(given.flatMap(wordsOf));
}

/** German words spelled as English ones ("am Tag", "der Rest", "die Option"): each is German in its sentence. */
const SAME_IN_GERMAN = new Set(
	['also', 'am', 'an', 'app', 'auto', 'in', 'minute', 'moment', 'name', 'option', 'original', 'per', 'person', 'phase', 'rest', 'server', 'so', 'start', 'still', 'team', 'was', 'will']
);

describe('every rule block exists in every language', () => {
	const keysOf = (locale: Locale) =>
		Object.keys(JSON.parse(readFileSync(`messages/rules/${locale}.json`, 'utf8'))).filter((k) => k !== '$schema');
	const english = keysOf('en');

	it.each(TRANSLATED)('%s has every English rules message, and no other', (locale) => {
		expect(english.length).toBeGreaterThan(200);
		expect(keysOf(locale).sort()).toEqual([...english].sort());
	});

	it.each(PRESET_ORDER.flatMap((preset) => TRANSLATED.map((locale) => [preset, locale] as const)))(
		'%s in %s: the same sections and blocks as in English, every piece written out',
		(preset, locale) => {
			const en = rulesIn('en', preset);
			const there = rulesIn(locale, preset);
			expect(there.map((s) => [s.id, s.blocks.map((b) => b.kind)])).toEqual(en.map((s) => [s.id, s.blocks.map((b) => b.kind)]));
			for (const piece of piecesOf(there)) expect(piece.trim()).not.toBe('');
		}
	);
});

describe('the rules read in Russian and German have no English sentence left', () => {
	it.each(PRESET_ORDER.flatMap((preset) => (['ru', 'de'] as const).map((locale) => [preset, locale] as const)))(
		'%s in %s',
		(preset, locale) => {
			const given = inputWords(namesFor(preset));
			const english = new Set(piecesOf(rulesIn('en', preset)).flatMap(wordsOf));
			const same = locale === 'de' ? SAME_IN_GERMAN : new Set<string>();
			const left = piecesOf(rulesIn(locale, preset)).flatMap((piece) =>
				wordsOf(piece)
					.filter((word) => english.has(word) && !given.has(word) && !same.has(word))
					.map((word) => `${word} ← ${piece}`)
			);
			expect(left).toEqual([]);
		}
	);
});

describe('rules sentences in each language, with their inputs', () => {
	it('counts players, seconds and minutes in Russian and German', () => {
		expect(m.rules_table_players({ count: 4 }, { locale: 'ru' })).toBe('4 игрока');
		expect(m.rules_table_players({ count: 12 }, { locale: 'ru' })).toBe('12 игроков');
		expect(m.rules_table_players_range({ from: 5, to: 6 }, { locale: 'ru' })).toBe('5–6 игроков');
		expect(m.rules_seconds({ count: 21 }, { locale: 'ru' })).toBe('21 секунда');
		expect(m.rules_seconds({ count: 30 }, { locale: 'ru' })).toBe('30 секунд');
		expect(m.rules_minutes({ count: 3 }, { locale: 'ru' })).toBe('3 минуты');
		expect(m.rules_table_players_range({ from: 8, to: 11 }, { locale: 'de' })).toBe('8–11 Spieler');
		expect(m.rules_seconds({ count: 1 }, { locale: 'de' })).toBe('1 Sekunde');
	});

	/** A rule set's names with some roles named otherwise, whole: a name brings its own article and gender, or none. */
	const withRoles = (preset: PresetId, roles: Partial<Names['roles']>): Names => {
		const names = namesFor(preset);
		return { ...names, roles: { ...names.roles, ...roles } };
	};

	it('puts the game’s role names into a Russian and a German sentence', () => {
		overwriteGetLocale(() => 'ru');
		expect(m.rules_classic_night_order(ruleNames(namesFor('classic')))).toMatch(
			/^Роли будят по одной: сначала вместе Убийцы, затем Доктор, затем Комиссар\./
		);
		overwriteGetLocale(() => 'de');
		const german = withRoles('classic', {
			mafia: { one: 'Werwolf', many: 'Werwölfe', gender: 'm' },
			doctor: { one: 'Heilerin', many: 'Heilerinnen', gender: 'f' }
		});
		expect(m.rules_classic_variations_no_doctor_detail(ruleNames(german))).toMatch(/^Setz die Heilerin auf null/);
		expect(m.rules_classic_night_order(ruleNames(german))).toMatch(/^Die Rollen werden einzeln geweckt: die Werwölfe gemeinsam, dann die Heilerin,/);
	});

	it('gives a French and an Italian role name the article its gender and first letter take', () => {
		const night = (doctor: Names['roles']['doctor']) => m.rules_clocked_night_doctor(ruleNames(withRoles('clocked', { doctor })));
		overwriteGetLocale(() => 'fr');
		expect(night({ one: 'Voyante', many: 'Voyantes', gender: 'f' })).toBe('La Voyante désigne le joueur à protéger.');
		expect(night({ one: 'Ancien', many: 'Anciens', gender: 'm' })).toBe("L'Ancien désigne le joueur à protéger.");
		expect(night({ one: 'Guérisseur', many: 'Guérisseurs', gender: 'm' })).toBe('Le Guérisseur désigne le joueur à protéger.');
		overwriteGetLocale(() => 'it');
		expect(night({ one: 'Veggente', many: 'Veggenti', gender: 'f' })).toBe('La Veggente indica il giocatore da proteggere.');
		expect(night({ one: 'Sciamano', many: 'Sciamani', gender: 'm' })).toBe('Lo Sciamano indica il giocatore da proteggere.');
		expect(night({ one: 'Dottore', many: 'Dottori', gender: 'm' })).toBe('Il Dottore indica il giocatore da proteggere.');
		// A name that brings its own article keeps it.
		expect(night({ one: 'Erborista', many: 'Erboriste', gender: 'f', the: "l'Erborista" })).toBe("L'Erborista indica il giocatore da proteggere.");
		const shaman = withRoles('clocked', { detective: { one: 'Sciamano', many: 'Sciamani', gender: 'm' } });
		expect(ruleNames(shaman, 'it').detective_the_many).toBe('gli Sciamani');
	});

	it('reads each rule set in the roles area’s own names for the language', () => {
		overwriteGetLocale(() => 'fr');
		expect(m.rules_storyteller_winning_neutrals(ruleNames(namesFor('storyteller')))).toMatch(/^Gagnent aussi : la \S+, si elle est en vie/);
		overwriteGetLocale(() => 'de');
		expect(piecesOf(rulesFor('godfather')).join('\n')).toMatch(/Die Mafia trifft sich noch nicht/);
	});
});
