import { describe, expect, it } from 'vitest';
import {
	canRoute,
	dropOtherPages,
	headFilesIn,
	keepPagesForTheRouter,
	pageRoutes,
	pagesCacheName,
	pagesIn,
	routedIn,
	type ManifestEntry,
	type RouterRule,
	type WorkerWorld
} from '../../src/lib/pwa/pages-by-router';

/** The shape of the built precache list: files with extensions, pages without (build/service-worker.js). */
const MANIFEST: ManifestEntry[] = [
	{ url: '_app/immutable/entry/start.C76FDKjC.js', revision: null },
	{ url: '_app/immutable/assets/0.BkZ1.css', revision: null },
	{ url: 'manifest.webmanifest', revision: 'a1' },
	{ url: 'icon-192.png', revision: 'b2' },
	{ url: 'favicon.svg', revision: 'c3' },
	{ url: '_app/immutable/assets/icon.Cx1.svg', revision: null },
	{ url: '/', revision: 'home1' },
	{ url: 'setup', revision: 'setup1' },
	{ url: 'game', revision: 'game1' },
	{ url: 'history/game', revision: 'hg1' }
];

/** Cache Storage in memory, and a network that answers each page with its path (or fails the ones told). */
function fakeWorld(failing: string[] = []) {
	const stores = new Map<string, Map<string, Response>>();
	const fetched: { path: string; init: RequestInit }[] = [];
	const world: WorkerWorld = {
		async fetch(path, init) {
			fetched.push({ path, init });
			if (failing.includes(path)) return new Response('gone', { status: 404 });
			return new Response(`<h1>${path}</h1>`, { headers: { 'content-type': 'text/html', vary: 'Accept', 'content-security-policy': "default-src 'self'" } });
		},
		caches: {
			async open(name: string) {
				if (!stores.has(name)) stores.set(name, new Map());
				const store = stores.get(name)!;
				return { put: async (key: string, response: Response) => void store.set(key, response) } as unknown as Cache;
			},
			keys: async () => [...stores.keys()],
			delete: async (name: string) => stores.delete(name)
		}
	};
	return { world, stores, fetched };
}

function installEvent() {
	const declared: RouterRule[][] = [];
	return { declared, event: { addRoutes: async (rules: RouterRule[]) => void declared.push(rules) } };
}

describe('the pages the browser opens from the cache by itself', () => {
	it('are the prerendered pages of the precache list, asked for as a navigation asks', () => {
		const pages = pagesIn(MANIFEST);
		expect(pages.map((p) => p.url)).toEqual(['/', 'setup', 'game', 'history/game']);
		expect(pageRoutes(pages, 'c').map((r) => r.condition.urlPattern.pathname)).toEqual(['/', '/setup', '/game', '/history/game']);
	});

	it("are read with the icons and the web app manifest the pages' heads name, asked for by the browser itself", () => {
		expect(headFilesIn(MANIFEST).map((f) => f.url)).toEqual(['manifest.webmanifest', 'icon-192.png', 'favicon.svg']);
		const routed = routedIn(MANIFEST);
		expect(routed.map((f) => f.url)).toEqual(['/', 'setup', 'game', 'history/game', 'manifest.webmanifest', 'icon-192.png', 'favicon.svg']);
		const files = pageRoutes(routed, 'nightfall-pages-x').slice(4);
		// Any request for them (the favicon is no navigation), with no query, read from the same cache.
		expect(files).toEqual(
			['/manifest.webmanifest', '/icon-192.png', '/favicon.svg'].map((pathname) => ({
				condition: { urlPattern: { pathname, search: '' } },
				source: { cacheName: 'nightfall-pages-x' }
			}))
		);
		// The app's scripts, styles and bundled images stay with the worker, which keeps them compressed.
		expect(routed.some((f) => f.url.includes('_app/'))).toBe(false);
	});

	it('are routed for navigations with no query only, to the one cache named', () => {
		for (const rule of pageRoutes(pagesIn(MANIFEST), 'nightfall-pages-x')) {
			expect(rule.condition.requestMode).toBe('navigate');
			// Left out, search would match any query: /game?id=… is not in the cache, and the router would go to the network.
			expect(rule.condition.urlPattern.search).toBe('');
			expect(rule.source).toEqual({ cacheName: 'nightfall-pages-x' });
		}
	});

	it('are kept in a cache whose name changes when any page changes, and only then', () => {
		const pages = pagesIn(MANIFEST);
		const name = pagesCacheName(pages);
		expect(name).toMatch(/^nightfall-pages-[0-9a-z]+$/);
		expect(pagesCacheName(pagesIn(MANIFEST))).toBe(name);
		// Any file but a page: the same cache.
		expect(pagesCacheName(pagesIn([...MANIFEST, { url: 'new.js', revision: null }]))).toBe(name);
		expect(pagesCacheName(routedIn(MANIFEST)), 'a new icon: a new cache').not.toBe(
			pagesCacheName(routedIn(MANIFEST.map((f) => (f.url === 'favicon.svg' ? { ...f, revision: 'c4' } : f))))
		);
		for (const [i] of pages.entries()) {
			const changed = pages.map((p, j) => (j === i ? { ...p, revision: `${p.revision}-next` } : p));
			expect(pagesCacheName(changed), `${pages[i].url} changed`).not.toBe(name);
		}
		expect(pagesCacheName([...pages, { url: 'rules', revision: 'r1' }])).not.toBe(name);
	});

	it('are fetched afresh, kept whole without their Vary header, and only then routed', async () => {
		const { world, stores, fetched } = fakeWorld();
		const { event, declared } = installEvent();
		const pages = pagesIn(MANIFEST);
		expect(await keepPagesForTheRouter(world, event, pages, 'nightfall-pages-x')).toBeNull();

		expect(fetched.map((f) => f.path).sort()).toEqual(['/', '/game', '/history/game', '/setup']);
		expect(fetched.every((f) => f.init.cache === 'reload')).toBe(true);
		const kept = stores.get('nightfall-pages-x')!;
		expect([...kept.keys()].sort()).toEqual(['/', '/game', '/history/game', '/setup']);
		const home = kept.get('/')!;
		expect(await home.text()).toBe('<h1>/</h1>');
		expect(home.headers.get('vary')).toBeNull();
		expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
		expect(declared).toEqual([pageRoutes(pages, 'nightfall-pages-x')]);
	});

	it('that cannot all be fetched are not routed, and the install goes on without them', async () => {
		const { world, stores } = fakeWorld(['/setup']);
		const { event, declared } = installEvent();
		const problem = await keepPagesForTheRouter(world, event, pagesIn(MANIFEST), 'nightfall-pages-x');
		expect(problem).toBe('the pages are answered by the worker: /setup could not be kept (404)');
		expect(declared).toEqual([]);
		expect(stores.has('nightfall-pages-x')).toBe(false);
	});

	it('whose routes the browser refuses are left to the worker, and the install goes on', async () => {
		const { world, stores } = fakeWorld();
		const refusing = { addRoutes: async () => Promise.reject(new TypeError('Invalid source')) };
		const problem = await keepPagesForTheRouter(world, refusing, pagesIn(MANIFEST), 'nightfall-pages-x');
		expect(problem).toBe('the pages are answered by the worker: Invalid source');
		expect(stores.has('nightfall-pages-x')).toBe(false);
	});

	it('of an earlier version are dropped once the new worker is in charge; no other cache is touched', async () => {
		const { world, stores } = fakeWorld();
		for (const name of ['nightfall-pages-old', 'nightfall-pages-new', 'workbox-precache-v2-http://x/']) await world.caches.open(name);
		await dropOtherPages(world, 'nightfall-pages-new');
		expect([...stores.keys()]).toEqual(['nightfall-pages-new', 'workbox-precache-v2-http://x/']);
	});

	it('are routed only by a browser that can (an install event without addRoutes is left alone)', () => {
		expect(canRoute({ addRoutes: async () => {} })).toBe(true);
		expect(canRoute({ waitUntil: () => {} })).toBe(false);
	});
});
