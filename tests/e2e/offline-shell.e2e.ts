import { expect, test } from './ready';
import { createHash } from 'node:crypto';
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

// What the worker keeps is the build, byte for byte: no file is altered on its way into the cache or out of it.
test('every file the worker keeps comes back from it offline exactly as it was built', async ({ page, context }) => {
	await page.goto('/');
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	const kept = await page.evaluate(async () => {
		const urls: string[] = [];
		for (const name of (await caches.keys()).filter((n) => n.includes('-precache-'))) {
			for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
		}
		return urls;
	});
	expect(kept.length).toBeGreaterThan(100);

	await context.setOffline(true);
	const served = await page.evaluate(async (urls) => {
		const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
		return Promise.all(urls.map(async (url) => hex(await crypto.subtle.digest('SHA-256', await (await fetch(url)).arrayBuffer()))));
	}, kept);
	for (const [i, path] of kept.entries()) {
		const file = path === '/' ? 'index.html' : /\.[a-z]+$/.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
		const built = createHash('sha256').update(await readFile(join('build', file))).digest('hex');
		expect(served[i], `${path} comes back as built`).toBe(built);
	}
});

// With no signal, every page opens from the worker's precache (a game's page whatever its query), and its scripts run.
test('offline, Home, Setup, Rules and a game page each open from the worker and work', async ({ page, context }) => {
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
		['/rules', 'Rules'],
		['/rules?from=home', 'Rules']
	]) {
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		expect(response?.fromServiceWorker(), `${path} answered by the worker`).toBe(true);
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
		await expect(page.locator('#svelte-announcer'), `${path}'s scripts ran`).toBeAttached();
	}
	const game = await page.goto('/game?id=no-such-game');
	expect(game?.fromServiceWorker()).toBe(true);
	await expect(page.locator('#svelte-announcer'), "the game page's scripts ran").toBeAttached();
	expect(problems).toEqual([]);
});
