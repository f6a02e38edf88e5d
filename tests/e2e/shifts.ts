import type { Page } from '@playwright/test';

/** Layout shifts the player did not cause, summed over the page's life so far (the CLS of one session window and more). */
export const WATCH_SHIFTS = () => {
	const w = window as unknown as { __shifts: number };
	w.__shifts = 0;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
			if (!entry.hadRecentInput) w.__shifts += entry.value;
		}
	}).observe({ type: 'layout-shift', buffered: true });
};

export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
