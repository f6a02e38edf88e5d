/**
 * Seeded randomness. The engine never calls Math.random: every random choice of a game
 * (the deal, a tie-break, a speaking order) draws from a stream named after its purpose,
 * derived from the game's seed, so the same record always plays the same game.
 */

export type Draw = () => number;

/** mulberry32: small, fast, and good enough to shuffle a dozen cards fairly. */
function mulberry32(seed: number): Draw {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** FNV-1a of the purpose, mixed with the seed: independent streams for independent choices. */
export function streamFor(seed: number, purpose: string): Draw {
	let h = 0x811c9dc5 ^ (seed >>> 0);
	for (let i = 0; i < purpose.length; i++) {
		h ^= purpose.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return mulberry32(h);
}

/** Fisher–Yates with the given stream; returns a new array. */
export function shuffle<T>(items: readonly T[], draw: Draw): T[] {
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(draw() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/** A fresh seed for a new game, made from whatever entropy the caller has (the UI passes crypto values). */
export const isSeed = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
