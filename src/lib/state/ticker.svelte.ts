import { createSubscriber } from 'svelte/reactivity';
import type { Clock } from '../engine/types';

/** How often the clocks on screen are redrawn: four times a second keeps a seconds face from skipping. */
export const TICK_MS = 250;

let current = Date.now();
let running = false;

// One interval for every clock on the page, running only while some screen reads the time.
const subscribe = createSubscriber((update) => {
	running = true;
	current = Date.now();
	const interval = setInterval(() => {
		current = Date.now();
		update();
	}, TICK_MS);
	return () => {
		running = false;
		clearInterval(interval);
	};
});

/**
 * The time a clock on screen is drawn at (UI-only: the clocks themselves are game data). Read in a
 * component's markup, `$derived` or `$effect`, it updates every tick, the same reading for every
 * clock on the page; read anywhere else it is simply the time now.
 */
export function screenNow(): number {
	if (!$effect.tracking()) return Date.now();
	// The first reader: the last reading may be from long ago.
	if (!running) current = Date.now();
	subscribe();
	return current;
}

/**
 * The time `clock` is drawn at: the page's ticking time while it runs, and simply the time now
 * while it is paused or absent, whose face does not move, so a screen with no running clock
 * keeps no interval alive (a phone on the table all night).
 */
export function clockNow(clock: Clock | null | undefined): number {
	return clock && clock.runningSince !== null ? screenNow() : Date.now();
}

/**
 * The whole seconds from the page's ticking time to `at` (a least time's end), 0 once it has come or when there is
 * none: what a Done held back by a least time counts down, redrawn each tick while it is read in markup.
 */
export function secondsUntil(at: number | null | undefined): number {
	return at == null ? 0 : Math.max(0, Math.ceil((at - screenNow()) / 1000));
}
