import type { Figures } from './figures';

/**
 * The budgets of issue 7, next to the figures in the README. A party app is opened on old phones, on a low
 * battery, with no signal: these are the limits it must stay inside. `npm run bench` exits non-zero when one
 * is broken.
 */
export const BUDGETS = {
	/** JS + CSS the home screen loads before it can be used (gzip -9), in bytes: 40 KB. */
	firstLoadGzipBytes: 40_000,
	/** Everything the service worker stores for the app to work offline, in bytes as stored: 1.5 MB. */
	precacheBytes: 1_500_000,
	/** Saving one transition to IndexedDB, median, in ms: of a usual game, and of one as long as the import accepts. */
	persistMedianMs: 2,
	/** Replaying the long game record, median, in ms. */
	replayMs: 5,
	/** Full random games of the pure engine per second of one core, at least. */
	engineGamesPerSec: 20_000,
	/** The exact balance estimate for 20 players, in ms. */
	balanceMs: 50,
	/** The page's own CPU time on the talk screen with its clock running and on an app-narrated night, in % of one core. */
	batteryCpuPercent: 1,
	/** Every kind of tap at round 10 of a 20-player game, the processor slowed 4×: the longest Event Timing entry, in ms. */
	tapMs: 50
} as const;

/** Every budget the figures break, in words; empty when all hold. A figure not measured (null) breaks none. */
export function brokenBudgets(f: Figures): string[] {
	const broken: string[] = [];
	if (f.firstLoadGzipBytes > BUDGETS.firstLoadGzipBytes) {
		broken.push(`first load is ${f.firstLoadGzipBytes} B gzip, over the ${BUDGETS.firstLoadGzipBytes} B budget`);
	}
	if (f.precacheBytes > BUDGETS.precacheBytes) {
		broken.push(`the precache is ${f.precacheBytes} B, over the ${BUDGETS.precacheBytes} B budget`);
	}
	if (f.persistMs.median > BUDGETS.persistMedianMs) {
		broken.push(`saving a transition takes ${f.persistMs.median} ms (median), over the ${BUDGETS.persistMedianMs} ms budget`);
	}
	if (f.persistAtCapMs.median > BUDGETS.persistMedianMs) {
		broken.push(
			`saving a transition of a game at the import cap takes ${f.persistAtCapMs.median} ms (median), over the ${BUDGETS.persistMedianMs} ms budget`
		);
	}
	if (f.replayMs > BUDGETS.replayMs) broken.push(`replaying the long game takes ${f.replayMs} ms, over the ${BUDGETS.replayMs} ms budget`);
	if (f.engineGamesPerSec < BUDGETS.engineGamesPerSec) {
		broken.push(`the engine plays ${f.engineGamesPerSec} games/s, under the ${BUDGETS.engineGamesPerSec} budget`);
	}
	if (f.balanceMs !== null && f.balanceMs > BUDGETS.balanceMs) {
		broken.push(`the balance estimate takes ${f.balanceMs} ms, over the ${BUDGETS.balanceMs} ms budget`);
	}
	for (const [name, screen] of [['the talk screen', f.battery.talk], ['an app-narrated night', f.battery.appNight]] as const) {
		if (screen.cpuPercent > BUDGETS.batteryCpuPercent) {
			broken.push(`${name} takes ${screen.cpuPercent}% of one core, over the ${BUDGETS.batteryCpuPercent}% budget`);
		}
	}
	for (const [kind, tap] of Object.entries(f.taps.kinds)) {
		if (tap.eventMs.max > BUDGETS.tapMs) {
			broken.push(`a tap "${kind}" took ${tap.eventMs.max} ms to be answered (Event Timing, longest), over the ${BUDGETS.tapMs} ms budget`);
		}
	}
	return broken;
}
