import { expect, test } from './ready';
import { readFileSync } from 'node:fs';
import { serve } from '../../scripts/serve.js';

/**
 * A phone that installed an earlier version keeps, in Cache Storage, what that version's worker left there: every
 * file gzip-compressed under Workbox's own cache name and its own keys (marked 'x-nightfall-kept: gzip', unpacked
 * by that worker on each read), and the pages again, whole, in a 'nightfall-pages-…' cache. Laid out here as that
 * worker laid it out, for every file of this build as if none had changed since (the worst case: Workbox keeps a
 * file it finds under its key), before this build's worker is installed.
 */
type Entry = { url: string; revision: string | null };
const manifest: Entry[] = JSON.parse(/\[\{"revision"[\s\S]*?\}\]/.exec(readFileSync('build/service-worker.js', 'utf8'))?.[0] ?? '[]');

test("a phone upgraded from the compressed cache gets this build's files whole, offline, and the old caches are gone", async ({ page }) => {
	test.setTimeout(90_000);
	expect(manifest.length, "the build's list of files").toBeGreaterThan(100);
	const server = await serve({ root: 'build', port: 0, hosts: ['127.0.0.1'] });
	const origin = `http://127.0.0.1:${server.port}`;
	const problems: string[] = [];
	page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
	try {
		// A file of the app, not a page: nothing registers a worker yet.
		await page.mainFrame().goto(`${origin}/favicon.svg`);
		await page.evaluate(async (entries) => {
			const old = await caches.open(`workbox-precache-v2-${location.origin}/`);
			for (const { url, revision } of entries) {
				const key = new URL(url, `${location.origin}/`);
				if (revision) key.searchParams.set('__WB_REVISION__', revision);
				const file = await fetch(key.pathname);
				const headers = new Headers(file.headers);
				headers.set('x-nightfall-kept', 'gzip');
				headers.delete('content-length');
				headers.delete('content-encoding');
				const compressed = await new Response(file.body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
				await old.put(key.href, new Response(compressed, { status: 200, headers }));
			}
			await (await caches.open('nightfall-pages-1x2y3z')).put('/', await fetch('/'));
		}, manifest);

		// The new version opens online once: its worker installs, takes over, and clears what is not its own.
		await page.goto(`${origin}/`);
		await page.evaluate(() => navigator.serviceWorker.ready);
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
		const cacheNames = () => page.evaluate(() => caches.keys());
		await expect.poll(cacheNames).toEqual([`nightfall-precache-v2-${origin}/`]);

		// With no signal, each page and its scripts come whole from the new cache, and work.
		await page.context().setOffline(true);
		for (const [path, heading] of [
			['/', 'Nightfall'],
			['/setup', 'New game'],
			['/rules', 'Rules']
		]) {
			const response = await page.goto(`${origin}${path}`);
			expect(response?.fromServiceWorker(), `${path} answered by the worker`).toBe(true);
			await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
			await expect(page.locator('#svelte-announcer'), `${path}'s scripts ran`).toBeAttached();
		}
		const kept = await page.evaluate(async () => {
			const cache = await caches.open((await caches.keys())[0]);
			return Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))!.headers.has('x-nightfall-kept')));
		});
		expect(kept.length).toBe(manifest.length);
		expect(kept.filter(Boolean), 'files kept compressed').toEqual([]);
		expect(problems).toEqual([]);
	} finally {
		await server.close();
	}
});
