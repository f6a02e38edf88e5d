import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PRESETS, readRecord, replay, viewFor, type GameState, type RoleId, type ThemeNames } from '../../src/lib/engine/index';
import { STORY_CAST } from '../../src/lib/engine/story-cast';
import { overwriteGetLocale, baseLocale } from '../../src/lib/paraglide/runtime.js';
import { m } from '../../src/lib/paraglide/messages.js';
import { roleWords } from '../../src/lib/i18n/grammar';
import { gameWith, pick, readCards, refusal, startNight, wakeUp } from './helpers';

/** The engine makes its reasons when it refuses, in the language the table has chosen at that moment. */
const inLanguage = (locale: 'en' | 'ru' | 'es' | 'fr' | 'de' | 'it') => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(() => baseLocale));

const fixture = JSON.parse(readFileSync(new URL('../fixtures/records/classic-worked-game.json', import.meta.url), 'utf8'));
const vote = fixture.actions.findIndex((a: { type: string }) => a.type === 'ballot.cast');
const seat42 = { ...fixture, actions: fixture.actions.map((a: object, i: number) => (i === vote ? { ...a, target: 42 } : a)) };
const reasonOf = (raw: unknown) => {
	const read = readRecord(raw);
	return read.ok ? 'read' : read.reason;
};

const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];
const DEV = 3;
/** The classic table at the Doctor's turn, its roles called by a theme's names. */
function atDoctor(theme: ThemeNames): GameState {
	const s = gameWith('classic', SEVEN, { doctorMaySelf: false });
	return wakeUp(startNight(readCards({ ...s, config: { ...s.config, theme } })), 'doctor');
}
const salvateur: ThemeNames = { roles: { doctor: { one: 'Salvateur', many: 'Salvateurs', the: 'le Salvateur', gender: 'm' } } };
const guerisseuse: ThemeNames = { roles: { doctor: { one: 'Guérisseuse', many: 'Guérisseuses', the: 'la Guérisseuse', gender: 'f' } } };
const typed: ThemeNames = { roles: { doctor: { one: 'Sorcier', many: 'Sorciers' } } };

describe('refusals in the table’s language', () => {
	it('the record check of a seat that is not there, in English, Russian and German', () => {
		expect(reasonOf(seat42)).toBe(`Step ${vote + 1} names seat 42 as its vote, but there is no seat 42: the seats are 0 to 6.`);
		inLanguage('ru');
		expect(reasonOf(seat42)).toBe(`Шаг ${vote + 1}: поле «голос» называет место 42, но места 42 нет: места от 0 до 6.`);
		inLanguage('de');
		expect(reasonOf(seat42)).toBe(`Schritt ${vote + 1} nennt im Feld „Stimme“ Platz 42, aber Platz 42 gibt es nicht: Die Plätze sind 0 bis 6.`);
	});

	it('a ballot on day zero, in Russian and German', () => {
		const s = gameWith('godfather', ['villager', 'godfather', 'detective', 'doctor', 'mafia', 'sniper', 'villager']);
		const talk = readCards(s);
		expect(talk.phase.kind).toBe('talk');
		inLanguage('ru');
		expect(refusal(talk, { type: 'ballot.cast', voter: 0, target: 1 })).toBe('В нулевой день голосования нет: обсуждение заканчивается нулевой ночью.');
		inLanguage('de');
		expect(refusal(talk, { type: 'ballot.cast', voter: 0, target: 1 })).toBe('Tag null hat keine Abstimmung: Seine Diskussion endet mit Nacht null.');
	});

	it('the Doctor’s refusal agrees with the role’s gender in French and Italian, and reads well for a typed name', () => {
		const self = pick('doctor', DEV, DEV);
		inLanguage('fr');
		expect(refusal(atDoctor(salvateur), self)).toBe('Impossible : le Salvateur ne peut pas se protéger lui-même.');
		expect(refusal(atDoctor(guerisseuse), self)).toBe('Impossible : la Guérisseuse ne peut pas se protéger elle-même.');
		expect(refusal(atDoctor(typed), self)).toBe('Le rôle Sorcier ne peut pas se protéger soi-même.');
		inLanguage('it');
		const medico: ThemeNames = { roles: { doctor: { one: 'Medico', many: 'Medici', the: 'il Medico', gender: 'm' } } };
		const guaritrice: ThemeNames = { roles: { doctor: { one: 'Guaritrice', many: 'Guaritrici', the: 'la Guaritrice', gender: 'f' } } };
		expect(refusal(atDoctor(medico), self)).toBe('Non si può: il Medico non può proteggere se stesso.');
		expect(refusal(atDoctor(guaritrice), self)).toBe('Non si può: la Guaritrice non può proteggere se stessa.');
	});

	it('a role that is not awake agrees too: réveillé, réveillée; sveglio, sveglia', () => {
		const voyante = roleWords({ one: 'Voyante', many: 'Voyantes', the: 'la Voyante', gender: 'f' });
		const loup = roleWords({ one: 'Loup-garou', many: 'Loups-garous', the: 'le Loup-garou', gender: 'm' });
		expect(m.refusal_night_not_awake_one(voyante, { locale: 'fr' })).toBe("En ce moment, la Voyante n'est pas réveillée.");
		expect(m.refusal_night_not_awake_one(loup, { locale: 'fr' })).toBe("En ce moment, le Loup-garou n'est pas réveillé.");
		const veggente = roleWords({ one: 'Veggente', many: 'Veggenti', the: 'la Veggente', gender: 'f' });
		const lupo = roleWords({ one: 'Lupo', many: 'Lupi', the: 'il Lupo', gender: 'm' });
		expect(m.refusal_night_not_awake_one(veggente, { locale: 'it' })).toBe('Ora la Veggente non è sveglia.');
		expect(m.refusal_night_not_awake_one(lupo, { locale: 'it' })).toBe('Ora il Lupo non è sveglio.');
	});

	it('setup refusals with their counts, in Russian and German', () => {
		const mafia = roleWords({ one: 'Мафия', many: 'Мафия', gender: 'f' });
		expect(m.refusal_setup_mafia_majority({ ...mafia, count: 3, rest: 3 }, { locale: 'ru' })).toBe(
			'Мафия: 3 против 3. Их должно быть меньше, чем остальных, иначе они победят ещё до первой ночи.'
		);
		expect(m.refusal_setup_too_few({ preset: 'Klassisch', min: 5, count: 3 }, { locale: 'de' })).toBe('Klassisch braucht mindestens 5 Spieler; es sind 3.');
		const werwolf = roleWords({ one: 'Werwolf', many: 'Werwölfe', the: 'der Werwolf', gender: 'm' });
		const seherin = roleWords({ one: 'Seherin', many: 'Seherinnen', the: 'die Seherin', gender: 'f' });
		expect(m.refusal_setup_min_mafia(werwolf, { locale: 'de' })).toBe('Teile mindestens einen Werwolf aus.');
		expect(m.refusal_setup_at_most_one(seherin, { locale: 'de' })).toBe('Teile höchstens eine Seherin aus.');
	});

	it('a refusal made in one language stays in it: switching afterwards changes only the next one', () => {
		const s = startNight(readCards(gameWith('classic', SEVEN)));
		inLanguage('de');
		const german = refusal(s, { type: 'talk.end' });
		inLanguage('en');
		expect(german).toBe('Das geht nur während der Diskussion.');
		expect(refusal(s, { type: 'talk.end' })).toBe('That can only happen during the talk.');
	});
});

describe('a record holds no words', () => {
	it('replays to the same game whichever language the table reads it in', () => {
		const record = readRecord(fixture);
		if (!record.ok) throw new Error(record.reason);
		const english = replay(record.value);
		inLanguage('ru');
		const again = readRecord(fixture);
		if (!again.ok) throw new Error(again.reason);
		expect(again.value).toEqual(record.value);
		expect(replay(again.value)).toEqual(english);
		expect(english.ok && english.value.winner?.side).toBe('town');
	});
});

describe('cards and rule sets in the table’s language', () => {
	it('a card’s line names the game’s roles in French, the Doctor’s covered by a theme', () => {
		const s = gameWith('classic', SEVEN);
		const themed = { ...s, config: { ...s.config, theme: { roles: { mafia: { one: 'Loup-garou', many: 'Loups-garous', the: 'le Loup-garou', gender: 'm' as const } } } } };
		inLanguage('fr');
		expect(viewFor(themed, { kind: 'seat', seat: DEV }).card?.does).toBe(
			"Chaque nuit, tu protèges un joueur, toi compris ; si les Loups-garous l'ont choisi, personne ne meurt. Pas le même joueur deux nuits de suite."
		);
		inLanguage('en');
		expect(viewFor(themed, { kind: 'seat', seat: DEV }).card?.does).toBe(
			'Covers one player a night, yourself included; if the Loups-garous picked them, nobody dies. Not the same player two nights running.'
		);
	});

	it('the Detective’s card names one killer in lower case; Dr. Lecter’s names the Sniper with its article', () => {
		expect(viewFor(gameWith('classic', SEVEN), { kind: 'seat', seat: 2 }).card?.does).toBe('Checks one other player a night and learns one thing: killer or not.');
		const s = gameWith('custom', ['lecter', 'mafia', 'villager', 'villager', 'villager', 'sniper', 'detective']);
		inLanguage('fr');
		expect(viewFor(s, { kind: 'seat', seat: 0 }).card?.does).toBe("Chaque nuit, tu protèges un complice : le Tireur d'élite ne peut pas l'abattre. Tu ne tues pas.");
	});

	it('a rule set’s title and summary, and a story character, follow the language', () => {
		expect(PRESETS.classic.title).toBe('Classic');
		inLanguage('ru');
		expect(PRESETS.classic.title).toBe('Классика');
		expect(PRESETS.godfather.summary).toMatch(/^Дон, Снайпер/);
		inLanguage('de');
		expect(PRESETS.storyteller.title).toBe('Erzähler');
		expect(STORY_CAST[0].name).toBe('Schmied');
		expect(STORY_CAST[0].line).toBe('Beschlägt die Pferde und repariert die Tore; kennt jede Tür im Ort.');
		inLanguage('en');
		expect(STORY_CAST[0].name).toBe('Blacksmith');
	});
});
