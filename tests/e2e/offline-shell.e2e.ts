import { expect, test, type Page } from './ready';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The promise of the app: once opened, it keeps working with no signal at all.
test('the app shell works offline after the first visit', async ({ page, context }) => {
	const problems: string[] = [];
	page.on('console', (msg) => {
		if (/Content[- ]Security[- ]Policy/i.test(msg.text())) problems.push(msg.text());
	});
	page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));

	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();

	// The first worker takes control of this very page (clientsClaim), without a reload.
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

	await context.setOffline(true);
	const response = await page.reload();
	expect(response?.fromServiceWorker(), 'page served by the service worker').toBe(true);
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
	// SvelteKit adds its route announcer only once the client has started: the cached scripts ran.
	await expect(page.locator('#svelte-announcer')).toBeAttached();
	await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

	expect(problems, 'no CSP violations or page errors').toEqual([]);
});

// The worker keeps every file compressed (src/lib/pwa/kept-small.ts), and gives each back exactly as it was built.
test('what the worker keeps is compressed, and every file comes back from it byte for byte', async ({ page, context }) => {
	test.setTimeout(90_000);
	await page.goto('/');
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	const kept = await page.evaluate(async () => {
		let stored = 0;
		const urls: string[] = [];
		// The precache (the pages kept whole for the browser's own router are the next test's).
		for (const name of (await caches.keys()).filter((n) => n.startsWith('workbox-precache'))) {
			const cache = await caches.open(name);
			for (const request of await cache.keys()) {
				stored += (await (await cache.match(request))!.arrayBuffer()).byteLength;
				urls.push(new URL(request.url).pathname);
			}
		}
		return { stored, urls };
	});
	expect(kept.urls.length).toBeGreaterThan(100);

	await context.setOffline(true);
	let built = 0;
	for (const path of kept.urls) {
		const file = path === '/' ? 'index.html' : /\.[a-z]+$/.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
		const onDisk = await readFile(join('build', file));
		built += onDisk.byteLength;
		const served = await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], path);
		expect(Buffer.from(served).equals(onDisk), `${path} comes back as built`).toBe(true);
	}
	expect(kept.stored, `kept ${kept.stored} B of ${built} B built`).toBeLessThan(built / 2);
});

/** How the browser found a navigation's page: 'cache' when its static router read the page itself, '' when the worker answered. */
const servedBy = (page: Page) =>
	page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType ?? null);

// With no signal, the pages with no query open from the cache the worker filled at install, without waking it
// (src/lib/pwa/pages-by-router.ts); a game's page, whose address carries the game, is still the worker's.
test('offline, Home and the other pages open straight from the cache; a game page from the worker; each works', async ({ page, context }) => {
	const problems: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error') problems.push(msg.text());
	});
	page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
	await page.goto('/');
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	await context.setOffline(true);

	for (const [path, heading] of [
		['/', 'Nightfall'],
		['/setup', 'New game'],
		['/rules', 'Rules']
	]) {
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		expect(await servedBy(page), `${path} read by the browser from the cache`).toBe('cache');
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
		await expect(page.locator('#svelte-announcer'), `${path}'s scripts ran`).toBeAttached();
	}
	// A query the cache does not have is left to the worker, which serves the page whatever the query says.
	for (const path of ['/game?id=no-such-game', '/rules?from=home']) {
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		expect(await servedBy(page), `${path} answered by the worker`).toBe('');
		await expect(page.locator('#svelte-announcer'), `${path}'s scripts ran`).toBeAttached();
	}
	// The icons and the manifest the pages' heads name, asked for as a page opens: read from the same cache.
	const files = await page.evaluate(async () => {
		const found: Record<string, { status: number; source: string | null }> = {};
		for (const path of ['/favicon.svg', '/manifest.webmanifest', '/icon-192.png']) {
			const response = await fetch(path);
			await response.arrayBuffer();
			const entry = performance.getEntriesByName(new URL(path, location.href).href).at(-1) as
				| (PerformanceResourceTiming & { workerMatchedSourceType?: string })
				| undefined;
			found[path] = { status: response.status, source: entry?.workerMatchedSourceType ?? null };
		}
		return found;
	});
	for (const [path, file] of Object.entries(files)) expect(file, `${path} read by the browser from the cache`).toEqual({ status: 200, source: 'cache' });
	// The page as kept is the page as built, byte for byte.
	const kept = await page.evaluate(async () => {
		const name = (await caches.keys()).find((n) => n.startsWith('nightfall-pages-'));
		return name ? (await (await caches.open(name)).match('/'))?.text() : null;
	});
	expect(kept).toBe(await readFile(join('build', 'index.html'), 'utf8'));
	expect(problems).toEqual([]);
});
