import { describe, expect, it } from 'vitest';
import {
	PRESETS,
	arrivingNameProblem,
	arrivingNamesProblem,
	checkNames,
	compareNames,
	checkTable,
	hiddenCharacters,
	nameKey,
	newGame,
	seatNameProblems,
	suggestRoles,
	tidyName,
	type GameConfig
} from '../../src/lib/engine/index';
import { confusables } from '../../src/lib/engine/confusables-table';
import { PRESET_TITLES, tableTitle } from '../../src/lib/engine/preset-names';
import { newCustomTable } from '../../src/lib/engine/index';

/** Names that lie: what a player could type or paste to fake another player or scramble the table's lines. */

const RLO = '\u202e';
const ZWSP = '\u200b';
const BRAILLE_BLANK = '\u2800';

const table = (players: string[]): GameConfig => ({
	preset: 'classic',
	players,
	roles: suggestRoles('classic', players.length),
	options: { ...PRESETS.classic.defaults },
	seed: 1
});

describe('a typed name, as the table will see it', () => {
	it('drops a right-to-left override, so it cannot reverse the rest of a line', () => {
		expect(tidyName(`Ben${RLO}`)).toBe('Ben');
		expect(tidyName(`${RLO}seog`)).toBe('seog');
		expect(hiddenCharacters(`Ben${RLO}`)).toEqual(['U+202E']);
	});

	it.each([
		['embedding and pop', '\u202bBen\u202c'],
		['isolates', '\u2066Ben\u2069'],
		['marks', '\u200fBen\u200e'],
		['the Arabic letter mark', 'Ben\u061c']
	])('drops every bidirectional control (%s)', (_, raw) => {
		expect(tidyName(raw)).toBe('Ben');
	});

	it.each([
		['zero-width space', `Be${ZWSP}n`],
		['byte order mark', 'Ben\ufeff'],
		['soft hyphen', 'Be\u00adn'],
		['word joiner', 'B\u2060en'],
		['a variation selector alone', '\ufe0fBen'],
		['a joiner at the end', 'Ben\u200d'],
		['the Mongolian vowel separator', 'Ben\u180e']
	])('drops what shows nothing (%s)', (_, raw) => {
		expect(tidyName(raw)).toBe('Ben');
	});

	it.each([
		['a family, three people joined', '👨‍👩‍👧'],
		['a heart with its variation selector', '❤️'],
		['an eye in a speech bubble', '👁️‍🗨️'],
		['a flag written with tag characters', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
		['a Persian word with its non-joiner', 'می‌خواهم']
	])('keeps joiners and selectors where they join or change a character (%s)', (_, name) => {
		expect(tidyName(name)).toBe(name);
		expect(hiddenCharacters(name)).toEqual([]);
	});

	it('writes "é" one way (NFC), however the keyboard sent it', () => {
		const decomposed = 'Jose\u0301';
		expect(tidyName(decomposed)).toBe('Jos\u00e9');
		expect(nameKey(decomposed)).toBe(nameKey('Jos\u00e9'));
		expect(checkNames(['Jos\u00e9', decomposed, 'Cara'])).toEqual(['Two players are called "José": give one of them another name.']);
	});

	it('collapses and trims every kind of space', () => {
		expect(tidyName(' Ben \n\u00a0 Smith\u3000')).toBe('Ben Smith');
	});

	it('leaves one space where a hidden character stood between two', () => {
		expect(tidyName(`Ann ${ZWSP} Ben`)).toBe('Ann Ben');
		expect(tidyName(`Ann ${RLO} Ben`)).toBe('Ann Ben');
	});

	it('drops a joiner or a selector beside a space: it joins or changes nothing there', () => {
		expect(tidyName('Ann \u200dBen')).toBe('Ann Ben');
		expect(tidyName('Ann\u200d Ben')).toBe('Ann Ben');
		expect(tidyName('Ann \ufe0fBen')).toBe('Ann Ben');
		expect(hiddenCharacters('Ann\u200d Ben')).toEqual(['U+200D']);
	});

	it('names a hidden character by its code point, four digits at least', () => {
		expect(hiddenCharacters('Be\u00adn')).toEqual(['U+00AD']);
		expect(hiddenCharacters('Ben\u061c')).toEqual(['U+061C']);
	});
});

describe('names that are no name', () => {
	it.each([
		['a zero-width space', ZWSP],
		['the braille blank', BRAILLE_BLANK],
		['a Hangul filler', '\u3164'],
		['the Hangul choseong and jungseong fillers', '\u115f\u1160'],
		['overrides and joiners', `${RLO}\u200d\u2066`]
	])('refuses a name of only %s, saying so', (_, raw) => {
		expect(tidyName(raw)).toBe('');
		expect(checkNames(['Ann', raw, 'Cara'])).toEqual(['Player 2’s name is only invisible characters: type a name that shows.']);
	});
});

describe('names that look like another player’s', () => {
	it('"Ben" and "Ben" with a zero-width space are one name', () => {
		expect(checkNames(['Ben', `Ben${ZWSP}`, 'Cara'])).toEqual(['Two players are called "Ben": give one of them another name.']);
	});

	it('full-width "Ｂｅｎ" looks like "Ben", with or without the confusable data', () => {
		const says = ['“Ｂｅｎ” looks like “Ben”: give one of them a different name.'];
		expect(checkNames(['Ben', 'Ｂｅｎ', 'Cara'])).toEqual(says);
		expect(checkNames(['Ben', 'Ｂｅｎ', 'Cara'], confusables)).toEqual(says);
	});

	it('Cyrillic "Веn" looks like Latin "Ben" (UTS #39 skeletons), whichever comes first', () => {
		const cyrillic = '\u0412\u0435n';
		expect(checkNames(['Ben', cyrillic, 'Cara'], confusables)).toEqual([`“${cyrillic}” looks like “Ben”: give one of them a different name.`]);
		expect(checkNames([cyrillic, 'Cara', 'Ben'], confusables)).toEqual([`“Ben” looks like “${cyrillic}”: give one of them a different name.`]);
	});

	it('a capital I looks like a small L ("Ian" and "lan"), and says which seat is the later one', () => {
		expect(seatNameProblems(['Ann', 'Ian', 'Cara', 'lan'], confusables)).toEqual([
			{ seat: 3, problem: '“lan” looks like “Ian”: give one of them a different name.', like: 1 }
		]);
	});

	it('a selector kept on one name does not tell it apart from the same name without it', () => {
		expect(checkNames(['❤️', '❤', 'Cara'])).toEqual(['“❤” looks like “❤️”: give one of them a different name.']);
	});

	it('a non-joiner kept inside a Cyrillic look-alike does not hide it ("В‌еn" and "Ben")', () => {
		const cyrillic = '\u0412\u200c\u0435n';
		expect(tidyName(cyrillic)).toBe(cyrillic);
		expect(checkNames(['Ben', cyrillic, 'Cara'], confusables)).toEqual([`“${cyrillic}” looks like “Ben”: give one of them a different name.`]);
	});

	it('names that look alike only in small letters (Cyrillic "Гob" and "Rob": "гob" and "rob") are refused', () => {
		expect(seatNameProblems(['Rob', 'Ann', '\u0413ob'], confusables)).toEqual([
			{ seat: 2, problem: '“\u0413ob” looks like “Rob”: give one of them a different name.', like: 0 }
		]);
	});

	it('a third look-alike is told it looks like the first of them, not the second', () => {
		const cyrillicA = 'I\u0430n';
		expect(seatNameProblems(['Ian', 'lan', cyrillicA], confusables)).toEqual([
			{ seat: 1, problem: '“lan” looks like “Ian”: give one of them a different name.', like: 0 },
			{ seat: 2, problem: `“${cyrillicA}” looks like “Ian”: give one of them a different name.`, like: 0 }
		]);
	});

	it('tells apart names that only share letters of another script', () => {
		expect(checkNames(['Ivan', 'Иван', 'Ben', 'Bea', 'Zoë', 'Zoe'], confusables)).toEqual([]);
	});
});

describe('the engine’s setup refuses them too', () => {
	const names = ['Ann', 'Ben', 'Cara', 'Dev', 'Eve'];
	const at = (seat: number, name: string) => names.map((n, i) => (i === seat ? name : n));

	it.each([
		['an invisible copy of another name', at(3, `Ben${ZWSP}`), 'Two players are called "Ben"'],
		['a name of only invisible characters', at(3, BRAILLE_BLANK), 'Player 4’s name is only invisible characters'],
		['a full-width copy', at(3, 'Ｂｅｎ'), '“Ｂｅｎ” looks like “Ben”']
	])('checkTable and newGame refuse %s, with the reason', (_, players, reason) => {
		expect(checkTable(table(players)).join(' ')).toContain(reason);
		const game = newGame(table(players));
		expect(game.ok).toBe(false);
		if (!game.ok) expect(game.reason).toContain(reason);
	});

	it('checkTable with the confusable data refuses a Cyrillic look-alike', () => {
		expect(checkTable(table(at(3, '\u0412\u0435n')), confusables)).toEqual(['“Веn” looks like “Ben”: give one of them a different name.']);
		expect(checkTable(table(names), confusables)).toEqual([]);
	});

	it('deals the names without the override, so no line the table reads can carry one', () => {
		const game = newGame(table(at(1, `Ben${RLO}`)));
		expect(game.ok).toBe(true);
		if (game.ok) expect(game.value.players.map((p) => p.name)).toEqual(names);
	});
});

describe('names compare the same on every phone', () => {
	it('sort A to Z by the root collation, not by code point ("b" before "C")', () => {
		expect(['C', 'b', 'a'].sort(compareNames)).toEqual(['a', 'b', 'C']);
	});

	it('names the collation calls equal ("José" written two ways) still come in one order, by code point', () => {
		const composed = 'Jos\u00e9';
		const decomposed = 'Jose\u0301';
		expect(compareNames(composed, decomposed)).toBe(1);
		expect(compareNames(decomposed, composed)).toBe(-1);
		expect(compareNames(composed, composed)).toBe(0);
	});

	it('"ISA" and "isa" are one name on a Turkish phone too', () => {
		const lower = String.prototype.toLocaleLowerCase;
		const upper = String.prototype.toLocaleUpperCase;
		// A Turkish phone: the language's own rules lower-case "I" to a dotless "ı".
		String.prototype.toLocaleLowerCase = function (locales?: Intl.LocalesArgument) {
			return lower.call(this, locales ?? 'tr');
		};
		String.prototype.toLocaleUpperCase = function (locales?: Intl.LocalesArgument) {
			return upper.call(this, locales ?? 'tr');
		};
		try {
			expect('ISA'.toLocaleLowerCase()).toBe('ısa');
			expect(nameKey('ISA')).toBe(nameKey('isa'));
			expect(checkNames(['ISA', 'Ben', 'isa'])).toEqual(['Two players are called "ISA": give one of them another name.']);
		} finally {
			String.prototype.toLocaleLowerCase = lower;
			String.prototype.toLocaleUpperCase = upper;
		}
	});
});

describe('names set inside the lines the table reads and hears', () => {
	const hebrew = 'דנה';
	const adlam = '\u{1e900}\u{1e922}';

	it('isolates a right-to-left name in every line that names a player', async () => {
		const { silencedLine, verdictLine, winnersLine } = await import('../../src/lib/engine/announce');
		const { namesFor } = await import('../../src/lib/engine/names');
		const names = namesFor('storyteller');
		const players = ['Ben', hebrew, adlam];
		expect(silencedLine(hebrew)).toBe(`\u2068${hebrew}\u2069 is silenced today: no speaking, no vote.`);
		expect(verdictLine({ kind: 'out', seat: 1 }, null, (s) => players[s], names)).toBe(`\u2068${hebrew}\u2069 goes.`);
		expect(winnersLine({ side: 'town', seats: [0, 2] }, (s) => players[s], names)).toBe(`Winners: Town: Ben, \u2068${adlam}\u2069`);
	});

	it('isolates a right-to-left name in a refusal too', async () => {
		const { applyAction } = await import('../../src/lib/engine/index');
		const game = newGame(table([hebrew, 'Ben', 'Cara', 'Dev', 'Eve']));
		if (!game.ok) throw new Error(game.reason);
		const refused = applyAction(game.value, { type: 'card.seen', seat: 1, at: 1 });
		expect(refused).toEqual({ ok: false, reason: `It is \u2068${hebrew}\u2069's turn to read their card.` });
	});

	it("isolates a right-to-left name in the setup screen's refusals of a name", () => {
		expect(checkNames([hebrew, 'Ben', hebrew])).toEqual([`Two players are called "\u2068${hebrew}\u2069": give one of them another name.`]);
		const [tooLong] = checkNames(['Ben', hebrew.repeat(9)]);
		expect(tooLong).toContain(`\u2068${hebrew.repeat(8)}\u2069`);
	});

	it('isolates a right-to-left name in the reason a night turn cannot end yet', async () => {
		const { gameWith, readCards, startNight, wakeUp, refusal, act, pick } = await import('./helpers');
		const dealt = gameWith('classic', ['mafia', 'mafia', 'detective', 'doctor', 'villager', 'villager', 'villager']);
		// The second killer's name reads right to left; the first has picked, so Done names the one still to pick.
		const renamed = { ...dealt, players: dealt.players.map((p) => (p.seat === 1 ? { ...p, name: hebrew } : p)) };
		const night = act(wakeUp(startNight(readCards(renamed)), 'mafia'), pick('mafia', 0, 3));
		expect(refusal(night, { type: 'night.next' })).toContain(`\u2068${hebrew}\u2069`);
	});

	it('closes whatever a name that still holds a control opened, and never isolates twice', async () => {
		const { isolateName, listNames } = await import('../../src/lib/engine/announce');
		expect(isolateName(`Ben${RLO}`)).toBe(`\u2068Ben${RLO}\u2069`);
		expect(listNames([isolateName(hebrew), 'Ben'])).toBe(`\u2068${hebrew}\u2069 and Ben`);
		expect(isolateName('Ben')).toBe('Ben');
	});
});

describe('the look-alike table and the names of rule sets', () => {
	it('reads each character as its prototype, the rest of the name as written', () => {
		expect(confusables('Вen')).toBe('Ben');
		expect(confusables('Sam')).toBe('Sarn');
	});

	it('a game is called by its rule set, a custom table by its own name', () => {
		expect(tableTitle({ preset: 'classic' })).toBe(PRESET_TITLES.classic());
		expect(tableTitle({ preset: 'classic', custom: newCustomTable('Friday table') })).toBe(PRESET_TITLES.classic());
		expect(tableTitle({ preset: 'custom', custom: newCustomTable('Friday table') })).toContain('Friday table');
		expect(tableTitle({ preset: 'custom', custom: newCustomTable('Friday table') })).not.toBe(PRESET_TITLES.custom());
	});
});

describe('names that arrive in a file', () => {
	it('lists every hidden character a name holds', () => {
		expect(arrivingNameProblem(`Ben${RLO}${ZWSP}`, 'Player 1')).toBe(
			'Player 1 (“Ben”) has characters in their name that do not show or that turn the text around (U+202E, U+200B).'
		);
	});

	it('a missing name is refused as missing, not as two names alike', () => {
		expect(arrivingNamesProblem(['Ann', '', 'Cara'], confusables)).toBe('Player 2 has no name.');
	});

	it('two names alike are refused naming both seats', () => {
		expect(arrivingNamesProblem(['Ian', 'Ann', 'lan'], confusables)).toBe(
			'The names of players 1 and 3 (“Ian” and “lan”) look alike: the table could not tell them apart.'
		);
	});
});
