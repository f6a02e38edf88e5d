import { describe, it, expect } from 'vitest';
import type { FirstPhase } from '../../src/lib/balance/baseline';
import { townChance, type Cast, type ChainRules, type CoverRule } from '../../src/lib/balance/roles';
import { fraction, mean, ONE, ZERO, toNumber, type Fraction } from './exact';

type Card = 'mafia' | 'godfather' | 'detective' | 'doctor' | 'diehard' | 'villager';

/**
 * An independent brute force of the full model over individual players (no kinds, no counting): every
 * night draws every (kill target, cover, check) triple of players, every day every player who may go.
 * Equal positions are remembered by the whole table (who lives, spare lives, who was checked, last cover),
 * which changes no probability. Exact rationals throughout.
 */
function bruteForce(cards: Card[], rules: ChainRules): Fraction {
	const isMafia = (i: number) => cards[i] === 'mafia' || cards[i] === 'godfather';
	const seat = (card: Card) => cards.indexOf(card);
	const [detective, doctor] = [seat('detective'), seat('doctor')];
	const seen = new Map<string, Fraction>();

	const play = (lives: number[], checked: boolean[], lastCover: number, phase: FirstPhase): Fraction => {
		const living = lives.flatMap((l, i) => (l > 0 ? [i] : []));
		const mafia = living.filter(isMafia).length;
		if (mafia === 0) return ONE;
		if (mafia >= living.length - mafia) return ZERO;
		const key = `${phase}|${lives.join('')}|${checked.map(Number).join('')}|${lastCover}`;
		const known = seen.get(key);
		if (known) return known;
		const alive = (i: number) => i >= 0 && lives[i] > 0;
		/** One attempt on player i: a spare life goes first. */
		const hit = (i: number) => lives.map((l, j) => (j === i ? l - 1 : l));
		let value: Fraction;
		if (phase === 'night') {
			const targets = living.filter((i) => !isMafia(i));
			const covers = alive(doctor)
				? living.filter((i) => {
						if (i === doctor && !rules.coverSelf) return false;
						if (i !== lastCover) return true;
						return rules.cover === 'allowed' || (rules.cover === 'self-never' && i !== doctor);
					})
				: [-1];
			const pool = living.filter((i) => i !== detective && !checked[i]);
			const checks = alive(detective) && pool.length > 0 ? pool : [-1];
			const outcomes: Fraction[] = [];
			for (const target of targets) {
				for (const cover of covers) {
					for (const check of checks) {
						const after = cover === target ? lives : hit(target);
						const nowChecked = checked.map((c, i) => c || i === check);
						outcomes.push(play(after, nowChecked, cover, 'day'));
					}
				}
			}
			value = mean(outcomes);
		} else {
			const found = alive(detective) ? living.filter((i) => checked[i] && cards[i] === 'mafia') : [];
			const choices = found.length > 0 ? found : living;
			value = mean(choices.map((out) => play(hit(out), checked, lastCover, 'night')));
		}
		seen.set(key, value);
		return value;
	};
	return play(
		cards.map((c) => (c === 'diehard' ? 2 : 1)),
		cards.map(() => false),
		-1,
		rules.first
	);
}

function castOf(cards: Card[]): Cast {
	const count = (card: Card) => cards.filter((c) => c === card).length;
	return {
		killers: count('mafia'),
		hiddenKillers: count('godfather'),
		others: count('villager'),
		dieHards: count('diehard'),
		detective: count('detective') > 0,
		doctor: count('doctor') > 0
	};
}

const table = (spec: Partial<Record<Card, number>>): Card[] =>
	(Object.entries(spec) as [Card, number][]).flatMap(([card, n]) => Array<Card>(n).fill(card));

const rules = (first: FirstPhase, cover: CoverRule = 'never', coverSelf = true): ChainRules => ({ first, cover, coverSelf });

describe('the full model against a brute force over individual players, exact rationals, to 1e-12', () => {
	const cases: [string, Card[], ChainRules][] = [
		['5 players: 1 mafia, a Detective', table({ mafia: 1, detective: 1, villager: 3 }), rules('night')],
		['5 players: 1 mafia, a Doctor', table({ mafia: 1, doctor: 1, villager: 3 }), rules('night')],
		['6 players: 1 mafia, Detective and Doctor', table({ mafia: 1, detective: 1, doctor: 1, villager: 3 }), rules('night')],
		['6 players: 2 mafia, Detective and Doctor, day first', table({ mafia: 2, detective: 1, doctor: 1, villager: 2 }), rules('day')],
		['7 players: 2 mafia, Detective and Doctor', table({ mafia: 2, detective: 1, doctor: 1, villager: 3 }), rules('night')],
		['7 players: 2 mafia, a Doctor who may cover anyone again', table({ mafia: 2, doctor: 1, villager: 4 }), rules('night', 'allowed')],
		['7 players: 2 mafia, Detective, a Doctor who may not cover himself twice running', table({ mafia: 2, detective: 1, doctor: 1, villager: 3 }), rules('night', 'self-never')],
		['6 players: 1 mafia, a Doctor who never covers himself', table({ mafia: 1, doctor: 1, detective: 1, villager: 3 }), rules('night', 'never', false)],
		['7 players: Godfather and a mafia, Detective and Doctor', table({ godfather: 1, mafia: 1, detective: 1, doctor: 1, villager: 3 }), rules('day', 'self-never')],
		['6 players: 2 mafia, Detective, Doctor and a Die-hard', table({ mafia: 2, detective: 1, doctor: 1, diehard: 1, villager: 1 }), rules('night')],
		['6 players: Godfather, a mafia, Detective, Doctor, Die-hard, day first', table({ godfather: 1, mafia: 1, detective: 1, doctor: 1, diehard: 1, villager: 1 }), rules('day', 'self-never')],
		['7 players: 1 mafia, a Die-hard', table({ mafia: 1, diehard: 1, villager: 5 }), rules('night')],
		['8 players: 2 mafia, a Doctor (where a save hurts the town)', table({ mafia: 2, doctor: 1, villager: 5 }), rules('night')]
	];

	it.each(cases)('%s', (_, cards, chainRules) => {
		const exact = toNumber(bruteForce(cards, chainRules));
		expect(Math.abs(townChance(castOf(cards), chainRules) - exact)).toBeLessThan(1e-12);
	});

	it('checks the brute force by hand: 4 players, 1 mafia, a Detective, day first', () => {
		// Day 1: the mafia goes 1 time in 4. Otherwise (3 in 4) one of three town goes: the Detective (1 in 3)
		// leaves 2 against 1, where the night brings parity; a Villager (2 in 3) leaves the Detective, a
		// Villager and the mafia, and that night the kill lands on the Detective or the Villager (1 in 2 each):
		// parity again. So the town wins 1 time in 4.
		const cards = table({ mafia: 1, detective: 1, villager: 2 });
		expect(bruteForce(cards, rules('day'))).toEqual(fraction(1n, 4n));
		expect(townChance(castOf(cards), rules('day'))).toBeCloseTo(0.25, 15);
	});

	it('by hand: 5 players, 1 mafia, a Detective, night first', () => {
		// Night 1 kills one of the four town; the Detective checks one of the four others (not himself).
		// - The Detective dies (1/4): day 1 is random among 4 with one mafia: 1/4; else 2 against 1, and the
		//   next kill brings parity. Town 1/4.
		// - He lives (3/4): his check found the mafia 1 time in 4, and the day votes it out. Otherwise (3/4)
		//   the day is random among 4: the mafia goes 1/4; else the next kill brings parity. 1/4 + 3/4 · 1/4 = 7/16.
		// Town: 1/4 · 1/4 + 3/4 · 7/16 = 4/64 + 21/64 = 25/64.
		const cards = table({ mafia: 1, detective: 1, villager: 3 });
		expect(bruteForce(cards, rules('night'))).toEqual(fraction(25n, 64n));
		expect(townChance(castOf(cards), rules('night'))).toBeCloseTo(25 / 64, 15);
	});

	it('by hand: 4 players, 1 mafia, a Doctor, day first', () => {
		// Day 1: the mafia goes 1 time in 4. The Doctor goes 1 time in 4: 2 against 1, the kill brings parity.
		// A Villager goes 2 times in 4: Doctor, Villager and mafia. That night the kill picks one of the two,
		// the cover one of the three: they match 2 · 1/2 · 1/3 = 1/3 of the time, and then day 2 sends out the
		// mafia 1 time in 3; otherwise parity. Town: 1/4 + 2/4 · 1/3 · 1/3 = 9/36 + 2/36 = 11/36.
		const cards = table({ mafia: 1, doctor: 1, villager: 2 });
		expect(bruteForce(cards, rules('day'))).toEqual(fraction(11n, 36n));
		expect(townChance(castOf(cards), rules('day'))).toBeCloseTo(11 / 36, 15);
	});
});

describe('what the roles are worth under the model', () => {
	const base = { killers: 2, hiddenKillers: 0, others: 6, dieHards: 0, detective: false, doctor: false };
	const chance = (cast: Partial<Cast>) => townChance({ ...base, ...cast }, rules('night'));

	it('a Detective always helps the town', () => {
		for (const [killers, others] of [[1, 4], [1, 5], [2, 5], [2, 6], [3, 7], [3, 8]]) {
			const plain = townChance({ ...base, killers, others }, rules('night'));
			expect(townChance({ ...base, killers, others: others - 1, detective: true }, rules('night'))).toBeGreaterThan(plain);
		}
	});

	it('a save can hurt the town: a night without a death hands the mafia the better parity', () => {
		// 7 players, 2 mafia: the parity favours the mafia, and a Doctor or a Die-hard helps the town.
		const odd = { killers: 2, others: 5 };
		expect(chance({ ...odd, others: 4, doctor: true })).toBeGreaterThan(chance(odd));
		expect(chance({ ...odd, others: 4, dieHards: 1 })).toBeGreaterThan(chance(odd));
		// 8 players, 2 mafia: the parity favours the town, and a skipped kill takes that away.
		expect(chance({ others: 5, doctor: true })).toBeLessThan(chance({}));
		expect(chance({ others: 5, dieHards: 1 })).toBeLessThan(chance({}));
	});

	it('a Godfather the Detective cannot find is worse for the town than a plain mafia', () => {
		expect(chance({ killers: 1, hiddenKillers: 1, others: 5, detective: true })).toBeLessThan(chance({ others: 5, detective: true }));
	});

	it('is a probability for large tables too', () => {
		const p = townChance({ ...base, killers: 6, others: 22, detective: true, doctor: true }, rules('night'));
		expect(p).toBeGreaterThan(0);
		expect(p).toBeLessThan(1);
	});
});
