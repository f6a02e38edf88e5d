import { describe, it, expect } from 'vitest';
import { baselineTownChance, type FirstPhase } from '../../src/lib/balance/baseline';
import { townChance } from '../../src/lib/balance/roles';
import { fraction, mean, ONE, ZERO, toNumber, type Fraction } from './exact';

/**
 * An independent brute force of the baseline: every history of individual players, no counting argument.
 * Each night one living non-mafia player (each equally likely) is killed; each day one living player
 * (each equally likely) goes; the game ends when no mafia are left or the mafia are at least as many as the rest.
 */
function bruteForce(mafia: boolean[], first: FirstPhase): Fraction {
	const play = (alive: boolean[], phase: FirstPhase): Fraction => {
		const living = alive.flatMap((a, i) => (a ? [i] : []));
		const mafiaAlive = living.filter((i) => mafia[i]).length;
		if (mafiaAlive === 0) return ONE;
		if (mafiaAlive >= living.length - mafiaAlive) return ZERO;
		const choices = phase === 'night' ? living.filter((i) => !mafia[i]) : living;
		const next = phase === 'night' ? 'day' : 'night';
		return mean(choices.map((out) => play(alive.map((a, i) => a && i !== out), next)));
	};
	return play(mafia.map(() => true), first);
}

/** A table of n players whose first m seats are mafia. */
const seats = (n: number, m: number) => Array.from({ length: n }, (_, i) => i < m);

describe('the baseline chain, by hand', () => {
	it('3 players, 1 mafia, night first: the kill leaves 1 against 1, and the mafia win at parity', () => {
		expect(baselineTownChance(2, 1, 'night')).toBe(0);
	});

	it('3 players, 1 mafia, day first: the town wins only if the vote hits the mafia, 1 time in 3', () => {
		expect(baselineTownChance(2, 1, 'day')).toBeCloseTo(1 / 3, 15);
	});

	it('4 players, 1 mafia, night first: after the kill, the vote hits the mafia 1 time in 3', () => {
		expect(baselineTownChance(3, 1, 'night')).toBeCloseTo(1 / 3, 15);
	});

	it('4 players, 1 mafia, day first: the vote hits the mafia 1 time in 4, or the night then brings parity', () => {
		expect(baselineTownChance(3, 1, 'day')).toBeCloseTo(1 / 4, 15);
	});

	it('5 players, 1 mafia, day first: 1/5 at once, else 4/5 × (the night, then 1/3 at the vote) = 7/15', () => {
		expect(baselineTownChance(4, 1, 'day')).toBeCloseTo(7 / 15, 15);
	});

	it('7 players, 2 mafia, night first: only a mafia out on day 1 (2/6) and again on day 2 (1/4) saves the town: 1/12', () => {
		expect(baselineTownChance(5, 2, 'night')).toBeCloseTo(1 / 12, 15);
	});

	it('a table where the mafia already have parity, or have nobody, is settled before it starts', () => {
		expect(baselineTownChance(2, 2)).toBe(0);
		expect(baselineTownChance(4, 0, 'day')).toBe(1);
	});
});

describe('the baseline chain against a brute force of every history, exact rationals', () => {
	const tables: [number, number][] = [];
	for (let n = 2; n <= 8; n++) for (let m = 1; m < n - m; m++) tables.push([n, m]);

	it.each(tables)('%i players, %i mafia, night first and day first, to 1e-12', (n, m) => {
		for (const first of ['night', 'day'] as const) {
			const exact = toNumber(bruteForce(seats(n, m), first));
			expect(Math.abs(baselineTownChance(n - m, m, first) - exact)).toBeLessThan(1e-12);
		}
	});

	it('gives the brute force its own check: 3 players, 1 mafia, exactly 0 and 1/3', () => {
		expect(bruteForce(seats(3, 1), 'night')).toEqual(fraction(0n));
		expect(bruteForce(seats(3, 1), 'day')).toEqual(fraction(1n, 3n));
	});

	it('the full model, with no Detective or Doctor, is the baseline', () => {
		for (const [t, m] of [[5, 2], [9, 3], [16, 4], [30, 7]]) {
			for (const first of ['night', 'day'] as const) {
				const cast = { killers: m, hiddenKillers: 0, others: t, dieHards: 0, detective: false, doctor: false };
				expect(townChance(cast, { first, cover: 'never', coverSelf: true })).toBeCloseTo(baselineTownChance(t, m, first), 14);
			}
		}
	});
});
