/**
 * Exact rational arithmetic for the brute-force checks: fractions of BigInts, always reduced.
 * Kept apart from the solvers on purpose: the checks share no arithmetic with what they check.
 */
export interface Fraction {
	num: bigint;
	den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
	a = a < 0n ? -a : a;
	while (b !== 0n) [a, b] = [b, a % b];
	return a;
};

export function fraction(num: bigint, den = 1n): Fraction {
	const g = gcd(num, den) || 1n;
	return { num: num / g, den: den / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export const add = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const times = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);

/** The mean of equally likely values. */
export const mean = (values: Fraction[]) =>
	times(values.reduce(add, ZERO), fraction(1n, BigInt(values.length)));

/** To a float, for comparing with the solvers: num/den with the quotient taken in BigInt first. */
export function toNumber(f: Fraction): number {
	const scale = 10n ** 18n;
	return Number((f.num * scale) / f.den) / 1e18;
}
