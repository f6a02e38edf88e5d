/** Summaries of timed samples: what the bench prints, rounded so the table stays readable. */

export interface Spread {
	min: number;
	median: number;
	max: number;
}

export interface Tail {
	median: number;
	p95: number;
}

const sorted = (samples: number[]) => {
	if (samples.length === 0) throw new Error('no samples to summarise');
	return [...samples].sort((a, b) => a - b);
};

/** Three significant figures at most, two decimals at most: 0.0123 → 0.01, 12.345 → 12.3, 1234.5 → 1235. */
export function round(value: number): number {
	if (value === 0 || !Number.isFinite(value)) return value;
	const digits = Math.max(0, Math.min(2, 2 - Math.floor(Math.log10(Math.abs(value)))));
	return Number(value.toFixed(digits));
}

/** The value below which `share` of the samples lie (nearest rank). */
export function percentile(samples: number[], share: number): number {
	const s = sorted(samples);
	return s[Math.min(s.length - 1, Math.max(0, Math.ceil(share * s.length) - 1))];
}

export const median = (samples: number[]): number => {
	const s = sorted(samples);
	const mid = s.length >> 1;
	return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const spread = (samples: number[]): Spread => {
	const s = sorted(samples);
	return { min: round(s[0]), median: round(median(s)), max: round(s[s.length - 1]) };
};

export const tail = (samples: number[]): Tail => ({ median: round(median(samples)), p95: round(percentile(samples, 0.95)) });
