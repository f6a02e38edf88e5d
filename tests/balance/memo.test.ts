import { describe, it, expect } from 'vitest';
import { StateMemo } from '../../src/lib/balance/memo';

describe('the state memo', () => {
	it('gives back every value stored, through many growths, and nothing for keys never stored', () => {
		const memo = new StateMemo(4);
		const stored = new Map<number, number>();
		// Keys like the chain's: spread out, some past 2^32, some differing only in their high digits.
		for (let i = 0; i < 20_000; i++) {
			const key = (i * 2_654_435_761) % 9_007_199_254 + (i % 3) * 2 ** 40;
			stored.set(key, i / 7);
			memo.set(key, i / 7);
		}
		for (const [key, value] of stored) expect(memo.get(key)).toBe(value);
		expect(memo.get(2 ** 52 + 1)).toBeUndefined();
		expect(memo.get(0.5)).toBeUndefined();
	});

	it('keeps the last value stored under a key, and keeps 0 apart from "not stored"', () => {
		const memo = new StateMemo();
		memo.set(0, 0);
		memo.set(42, 0.25);
		memo.set(42, 0.75);
		expect(memo.get(0)).toBe(0);
		expect(memo.get(42)).toBe(0.75);
		expect(memo.get(43)).toBeUndefined();
	});
});
