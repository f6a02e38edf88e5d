import { expect, test, type Page } from './ready';
import { shifts, WATCH_SHIFTS } from './shifts';
import { goOffline, setUpTable } from './table';

// Offline, each file a screen waits for is one more trip through the service worker before anything shows
// or answers a tap: the page's HTML carries its styles, and a screen starts with at most four scripts.
const MAX_SCRIPTS = 4;

/** Notes when SvelteKit's client has started on the page: it adds its route announcer then. */
const WATCH_START = () => {
	const w = window as unknown as { __startedAt: number | null };
	w.__startedAt = null;
	const observer = new MutationObserver(() => {
		if (!document.getElementById('svelte-announcer')) return;
		w.__startedAt = performance.now();
		observer.disconnect();
	});
	observer.observe(document, { childList: true, subtree: true });
};

/**
 * The scripts the page waited for before SvelteKit's client started. What it fetches afterwards (the code of a
 * link in view, loaded ahead of a tap) is not waited for, nor is the root error page (node 1), which SvelteKit
 * fetches beside the start without awaiting it, so that an error later can still be shown offline.
 */
async function scriptsBeforeUsable(page: Page): Promise<string[]> {
	await expect(page.locator('#svelte-announcer')).toBeAttached();
	return page.evaluate(() => {
		const startedAt = (window as unknown as { __startedAt: number }).__startedAt;
		return performance
			.getEntriesByType('resource')
			.filter((r) => (r as PerformanceResourceTiming).responseEnd <= startedAt)
			.map((r) => new URL(r.name).pathname)
			.filter((path) => path.endsWith('.js') && !/\/nodes\/1\.[^/]*\.js$/.test(path));
	});
}

test('the home page paints from its HTML alone: its styles are inside it, no stylesheet is waited for', async ({ request }) => {
	const html = await (await request.get('/')).text();
	expect(html).toMatch(/<style[^>]*>[^<]{200,}/);
	// SvelteKit keeps a link to each inlined stylesheet for client-side navigation, switched off.
	for (const link of html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []) expect(link).toMatch(/disabled media="\(max-width: 0\)"/);
});

test('offline, the home screen and a resumed game each start with at most four scripts and nothing moves', async ({ page }) => {
	const problems: string[] = [];
	page.on('console', (msg) => {
		if (/Content[- ]Security[- ]Policy/i.test(msg.text())) problems.push(msg.text());
	});
	await page.addInitScript(WATCH_SHIFTS);
	await page.addInitScript(WATCH_START);

	await setUpTable(page, ['Alice', 'Ben', 'Cara', 'Dev', 'Eve']);
	const game = page.url();
	await goOffline(page);

	await page.goto('/');
	await expect(page.getByRole('link', { name: /Alice/ }).or(page.getByText(/Alice/)).first()).toBeVisible();
	expect(await scriptsBeforeUsable(page)).toHaveLength(MAX_SCRIPTS);
	expect(await shifts(page), 'the saved games arriving move nothing on the home screen').toBe(0);

	await page.goto(game);
	await expect(page.getByRole('heading').first()).toBeVisible();
	expect((await scriptsBeforeUsable(page)).length).toBeLessThanOrEqual(MAX_SCRIPTS);
	expect(await shifts(page)).toBe(0);

	expect(problems, 'no CSP violations').toEqual([]);
});

test('on the smallest phone the game in progress is first: Resume shows without scrolling, and its arriving moves nothing', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 568 });
	await page.addInitScript(WATCH_SHIFTS);
	await page.goto('/');
	await expect(page.getByText('No game in progress.')).toBeVisible();
	expect(await shifts(page), 'no game: the place kept for one stays as it is').toBe(0);

	await setUpTable(page, ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo']);
	await page.goto('/');
	const resume = page.getByRole('region', { name: 'Game in progress' }).getByRole('link', { name: 'Resume' });
	await expect(resume).toBeInViewport({ ratio: 1 });
	expect(await shifts(page), 'the game in progress arriving moves nothing').toBe(0);
	// Above New game: the game in progress is what a table that comes back wants first.
	const [resumeBox, newGameBox] = await Promise.all([resume.boundingBox(), page.getByRole('link', { name: 'New game' }).boundingBox()]);
	expect(resumeBox!.y).toBeLessThan(newGameBox!.y);
});
