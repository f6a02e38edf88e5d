/**
 * `--within R` of the side-by-side mode: each offline start of this build must take at most R times the other
 * build's (the "half the best peer's" is, on one machine, 0.8 of the main it was filed against). Pure, so
 * the judgement is tested without a browser.
 */

/** The offline starts a ratio budget holds for: both reloads and the relaunch, each to its first paint. */
export const OFFLINE_STARTS = ['offlineReloadFcpMs', 'offlineSettledReloadFcpMs', 'offlineRelaunchFcpMs'] as const;
export type OfflineStart = (typeof OFFLINE_STARTS)[number];

/** The ratio asked for on the command line, or a sentence saying why it cannot be one. */
export function readWithin(text: string | undefined): { ok: true; within: number | null } | { ok: false; problem: string } {
	if (text === undefined) return { ok: true, within: null };
	const within = Number(text);
	if (text.trim() === '' || !Number.isFinite(within) || within <= 0) {
		return { ok: false, problem: `--within takes a ratio above 0, such as 0.8 (this build's time over the other's); "${text}" is not one` };
	}
	return { ok: true, within };
}

/** This build's figure over the other's, as the report shows it; null when the other's is 0 (nothing to divide). */
export const ratioOf = (mine: number, theirs: number): number | null => (theirs === 0 ? null : mine / theirs);

/** Every offline start over `within` of the other build's, in words; empty when all hold. */
export function brokenRatios(
	mine: Record<OfflineStart, number>,
	theirs: Record<OfflineStart, number>,
	within: number,
	labels: Record<OfflineStart, string>
): string[] {
	return OFFLINE_STARTS.flatMap((key) => {
		const ratio = ratioOf(mine[key], theirs[key]);
		return ratio !== null && ratio > within
			? [`${labels[key]}: ${mine[key]} ms against ${theirs[key]} ms, ${Math.round(ratio * 100) / 100} of it, over ${within}`]
			: [];
	});
}
