import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../src/lib/paraglide/runtime.js';
import { namesFor, viewFor, type GameState, type Names, type RoleId, type ThemeNames } from '../../src/lib/engine/index';
import type { NightWakeView } from '../../src/lib/engine/view';
import { tallyLine } from '../../src/lib/engine/announce';
import { duskLine, forShowNote, morningScript, wakeLine, winnerLine } from '../../src/lib/script/narrator';
import { detectiveAnswerLine } from '../../src/lib/script/detective';
import { announcementFor } from '../../src/lib/script/announcements';
import { nightWords } from '../../src/lib/script/words/night';
import { morningWords } from '../../src/lib/script/words/morning';
import { act, gameWith, NEXT, pick, readCards, NAMES } from '../engine/helpers';

/**
 * The game's words in the table's language: Russian counts votes in its three plural forms, French and Italian
 * agree with a role's gender, and a whole night read by the narrator, then the morning, has no English word left
 * in Russian or in German. The language is the one of the moment a line is made.
 */

const english = getLocale;
afterEach(() => overwriteGetLocale(english));
const speaking = (locale: 'en' | 'ru' | 'de' | 'fr' | 'it') => overwriteGetLocale(() => locale);

describe('Russian counts votes in its own plural forms', () => {
	it.each([
		[1, 'Бен — 1 голос'],
		[2, 'Бен — 2 голоса'],
		[5, 'Бен — 5 голосов'],
		[21, 'Бен — 21 голос'],
		[22, 'Бен — 22 голоса']
	])('%i votes', (votes, said) => {
		speaking('ru');
		expect(tallyLine({ 0: votes }, 0, () => 'Бен')).toBe(said);
	});

	it('says the tally line and its abstentions in Russian, and the same tally in English as before', () => {
		const tally = { 0: 21, 1: 22, 2: 5 };
		const nameOf = (seat: number) => ['Бен', 'Кара', 'Дэн'][seat];
		speaking('ru');
		expect(tallyLine(tally, 1, nameOf)).toBe('Кара — 22 голоса, Бен — 21 голос, Дэн — 5 голосов, 1 воздержался');
		expect(tallyLine(tally, 5, nameOf)).toMatch(/, 5 воздержались$/);
		speaking('en');
		expect(tallyLine(tally, 1, nameOf)).toBe('Кара 22, Бен 21, Дэн 5, one abstained');
	});
});

/** A table's own role names with their grammar, as a language's theme gives them. */
const themed = (roles: ThemeNames['roles'], teams: ThemeNames['teams'] = {}): Names => namesFor('classic', { roles, teams });

describe('French and Italian agree with the role’s gender', () => {
	const fr = {
		f: themed({ detective: { one: 'Voyante', many: 'Voyantes', the: 'la Voyante', gender: 'f' }, doctor: { one: 'Salvatrice', many: 'Salvatrices', the: 'la Salvatrice', gender: 'f' } }),
		m: themed({ detective: { one: 'Détective', many: 'Détectives', the: 'le Détective', gender: 'm' }, doctor: { one: 'Salvateur', many: 'Salvateurs', the: 'le Salvateur', gender: 'm' } })
	};
	const it_ = {
		f: themed({ mafia: { one: 'Strega', many: 'Streghe', the: 'la Strega', gender: 'f' }, detective: { one: 'Veggente', many: 'Veggenti', the: 'la Veggente', gender: 'f' } }),
		m: themed({ mafia: { one: 'Lupo', many: 'Lupi', the: 'il Lupo', gender: 'm' }, detective: { one: 'Commissario', many: 'Commissari', the: 'il Commissario', gender: 'm' } })
	};

	it('in French: the article, the contraction and the pronoun follow the role', () => {
		speaking('fr');
		expect(nightWords.showDetective(fr.f)).toBe('Montre à la Voyante\u00a0:');
		expect(nightWords.showDetective(fr.m)).toBe('Montre au Détective\u00a0:');
		expect(nightWords.notAgain(null, fr.f)).toBe('La Salvatrice ne peut pas se protéger elle-même deux nuits de suite.');
		expect(nightWords.notAgain(null, fr.m)).toBe('Le Salvateur ne peut pas se protéger lui-même deux nuits de suite.');
		expect(forShowNote({ role: 'detective', actors: [], forShow: true }, fr.f)).toMatch(/^Aucune Voyante n'est en vie\. Appelle-la /);
		expect(forShowNote({ role: 'detective', actors: [], forShow: true }, fr.m)).toMatch(/^Aucun Détective n'est en vie\. Appelle-le /);
		expect(nightWords.heading({ role: 'detective', several: false, forShow: true }, fr.f)).toBe('Voyante\u00a0: appelée pour la forme');
		expect(nightWords.heading({ role: 'detective', several: false, forShow: true }, fr.m)).toBe('Détective\u00a0: appelé pour la forme');
	});

	it('in Italian: the article and the agreement follow the role', () => {
		speaking('it');
		expect(detectiveAnswerLine('Kim', 'mafia', it_.f)).toBe('Kim è una Strega');
		expect(detectiveAnswerLine('Kim', 'not-mafia', it_.m)).toBe('Kim non è un Lupo');
		expect(nightWords.showDetective(it_.f)).toBe('Mostra alla Veggente:');
		expect(nightWords.showDetective(it_.m)).toBe('Mostra al Commissario:');
		expect(forShowNote({ role: 'detective', actors: [], forShow: true }, it_.f)).toMatch(/^Nessuna Veggente è viva\. Chiamala /);
		expect(forShowNote({ role: 'detective', actors: [], forShow: true }, it_.m)).toMatch(/^Nessun Commissario è vivo\. Chiamalo /);
	});

	it('reads well without agreement for a name the host typed, which has no gender', () => {
		const typed = themed({ detective: { one: 'Oracle', many: 'Oracles' } });
		speaking('fr');
		expect(forShowNote({ role: 'detective', actors: [], forShow: true }, typed)).toMatch(/^Plus personne n'a le rôle Oracle\. /);
		speaking('it');
		expect(nightWords.showDetective(typed)).toBe('Mostra a Oracle:');
	});
});

// The worked game's seating: Ben and Eve killers, Cara Detective, Dev Doctor.
const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];
const [ALICE, BEN, , , , FINN] = [0, 1, 2, 3, 4, 5];

/** Each language's own words for the night's roles, as its theme gives them. */
const TABLE_NAMES: Record<'en' | 'ru' | 'de', Names> = {
	en: namesFor('classic'),
	ru: themed(
		{
			mafia: { one: 'Мафия', many: 'Мафия', gender: 'f' },
			doctor: { one: 'Доктор', many: 'Доктора', gender: 'm' },
			detective: { one: 'Комиссар', many: 'Комиссары', gender: 'm' },
			villager: { one: 'Мирный житель', many: 'Мирные жители', gender: 'm' }
		},
		{ mafia: 'Мафия', town: 'Мирные жители' }
	),
	de: themed(
		{
			mafia: { one: 'Werwolf', many: 'Werwölfe', the: 'der Werwolf', gender: 'm' },
			doctor: { one: 'Heiler', many: 'Heiler', the: 'der Heiler', gender: 'm' },
			detective: { one: 'Seherin', many: 'Seherinnen', the: 'die Seherin', gender: 'f' },
			villager: { one: 'Dorfbewohner', many: 'Dorfbewohner', the: 'der Dorfbewohner', gender: 'm' }
		},
		{ mafia: 'Werwölfe', town: 'Dorf' }
	)
};

/**
 * Night one of the worked game as the narrator reads and sees it — the dusk, each role's heading, call, notes,
 * the Detective's answer and the closing line — then the morning, in the language spoken now.
 */
function narratedNight(names: Names): string[] {
	const dealt = readCards(gameWith('classic', SEVEN));
	const lines: string[] = [];
	const dusk = duskLine(1);
	lines.push(dusk.say, dusk.note ?? '');
	let s: GameState = act(dealt, { type: 'night.start' });
	const picks: Partial<Record<RoleId, number>> = { mafia: FINN, doctor: ALICE, detective: BEN };
	while (s.phase.kind === 'night') {
		const view = viewFor(s, { kind: 'narrator' }).phase as NightWakeView;
		const { wake } = view;
		const seen = (seat: number) => NAMES[seat];
		lines.push(nightWords.progress(view.night, view.step, view.steps), nightWords.heading({ ...wake, several: wake.actors.length > 1 }, names));
		lines.push(wakeLine(wake, names).open);
		if (wake.role === 'mafia') lines.push(nightWords.awake(wake.actors.map(seen), 'unanimous'), nightWords.agreed, nightWords.disagree);
		else lines.push(nightWords.grid(seen(wake.actors[0]), 'points'));
		if (wake.role === 'doctor') lines.push(nightWords.notAgain(seen(ALICE), names), nightWords.notAgain(null, names));
		s = act(s, pick(wake.role, 'all', picks[wake.role] ?? null));
		const answer = (viewFor(s, { kind: 'narrator' }).phase as NightWakeView).answer;
		if (answer) lines.push(nightWords.showDetective(names), detectiveAnswerLine(seen(answer.target), answer.answer, names), nightWords.thumb(answer.answer === 'mafia'));
		lines.push(wakeLine(wake, names).close, forShowNote(wake, names), nightWords.done(view.step === view.steps - 1));
		s = act(s, NEXT);
	}
	const table = viewFor(s, { kind: 'table' });
	if (table.phase.kind !== 'morning') throw new Error('no morning');
	lines.push(morningWords.progress(table.phase.night), morningWords.heading(table.phase.deaths.map((d) => d.name)));
	lines.push(morningScript({ ...table, names }).say);
	return lines;
}

/** The words of a line, without the players' names (which stay as typed in every language). */
const wordsOf = (lines: string[]) =>
	new Set(
		lines
			.join(' ')
			.split(/[^\p{L}']+/u)
			.map((w) => w.toLowerCase())
			.filter((w) => w.length > 2 && !NAMES.map((n) => n.toLowerCase()).includes(w))
	);

describe('a whole night and its morning, with no English left', () => {
	const englishWords = () => {
		speaking('en');
		return wordsOf(narratedNight(TABLE_NAMES.en));
	};

	it.each([
		['ru', 'a Russian table’s own names', () => TABLE_NAMES.ru],
		['de', 'a German table’s own names', () => TABLE_NAMES.de],
		['ru', 'the rule set’s names in Russian', () => namesFor('classic')],
		['de', 'the rule set’s names in German', () => namesFor('classic')]
	] as const)('in %s, with %s', (locale, _, names) => {
		const words = englishWords();
		expect(words.size).toBeGreaterThan(60);
		expect(words.has('eyes')).toBe(true);
		speaking(locale);
		const said = narratedNight(names());
		for (const line of said) expect(line.trim()).not.toBe('');
		const left = [...wordsOf(said)].filter((w) => words.has(w));
		expect(left).toEqual([]);
		// The morning names who died in the night, in the table's words.
		expect(said.at(-1)).toContain(NAMES[FINN]);
	});

	it('says the Russian and German nights in the tables’ own words', () => {
		speaking('ru');
		const ru = narratedNight(TABLE_NAMES.ru);
		expect(ru).toContain('Мафия, откройте глаза. Посмотрите друг на друга и покажите, кого хотите убить этой ночью.');
		expect(ru).toContain('Комиссар, открой глаза. Покажи, кого хочешь проверить.');
		expect(ru).toContain('Ben — Мафия');
		expect(ru.at(-1)).toBe('Город просыпается, все открывают глаза. Жертва этой ночи: Finn.');
		// A mafia name that is the same word for one and for several is spoken of as the group.
		speaking('de');
		const killers = themed({ mafia: { one: 'Mörder', many: 'Mörder', the: 'der Mörder', gender: 'm' } });
		expect(detectiveAnswerLine('Ben', 'mafia', killers)).toBe('Ben ist einer der Mörder');
		expect(detectiveAnswerLine('Ben', 'not-mafia', killers)).toBe('Ben ist keiner der Mörder');
		speaking('de');
		const de = narratedNight(TABLE_NAMES.de);
		expect(de).toContain('Zeig es der Seherin:');
		expect(de).toContain('Ben ist ein Werwolf');
		expect(de).toContain('Der Heiler darf sich heute Nacht nicht selbst schützen: schon letzte Nacht geschützt.');
		expect(de.at(-1)).toBe('Alle öffnen die Augen. Finn ist in der Nacht gestorben.');
	});
});

describe('the spoken lines are made when they are said', () => {
	it('an announcement follows the language of the moment, not the one at import', () => {
		const state = readCards(gameWith('classic', SEVEN, { narration: 'app' }));
		const table = viewFor(state, { kind: 'table' });
		speaking('en');
		expect(announcementFor(table, 0)?.say).toBe('Night 1 falls. Everyone, close your eyes and put your heads down. The phone will call each role in turn.');
		speaking('ru');
		expect(announcementFor(table, 0)?.say).toBe('Ночь 1. Город засыпает: все закрывают глаза и опускают головы. Телефон будет вызывать роли по очереди.');
		speaking('de');
		expect(winnerLine({ ...table, winner: { side: 'town', seats: [0] } })).toBe('Sieg: Town.');
	});
});

describe('every game message in every language', () => {
	const read = (locale: string): Record<string, unknown> => JSON.parse(readFileSync(`messages/game/${locale}.json`, 'utf8'));
	const en = read('en');
	const inputs = (message: unknown) => [...JSON.stringify(message).matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1]);

	it.each(['ru', 'es', 'fr', 'de', 'it'])('%s has each English message, with no parameter English does not have', (locale) => {
		const messages = read(locale);
		expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
		for (const [key, message] of Object.entries(messages)) {
			if (key === '$schema') continue;
			const known = new Set([...inputs(en[key]), ...JSON.stringify(en[key]).matchAll(/input ([A-Za-z_]+)/g)].map((i) => (typeof i === 'string' ? i : i[1])));
			for (const input of inputs(message)) expect(known, `${locale} ${key}`).toContain(input);
		}
	});
});
