/**
 * The browser opens the app's pages straight from Cache Storage, without waking the service worker.
 *
 * With no signal every start of the app is a navigation the service worker answers: the browser starts the
 * worker (or waits for it), hands it the request, and the worker reads its cache and unpacks the page. Chromium's
 * static routing (`InstallEvent.addRoutes`, Chrome 123 on) lets the worker say once, at install, that a page is
 * read from a named cache: the browser then reads it there itself, the worker asleep. Only pages with no query
 * are routed so (Home, Setup, Rules…): a route to a cache that misses goes to the network, which at a table with
 * no signal is an error page, and `/game?id=…` is a different address every game, so it stays with the worker's
 * fetch handler, as does every page on a browser without static routing.
 *
 * The files a page's head names (its icon, the web app manifest and the manifest's icons) are asked for by the
 * browser itself while the page's first frame is painted: routed the same way, they do not wake the worker then
 * either. The app's scripts and styles stay with the worker, which keeps them compressed.
 */

export interface ManifestEntry {
	url: string;
	revision: string | null;
}

const isPage = (entry: ManifestEntry) => !/\.[a-z0-9]+$/i.test(entry.url);

/** The prerendered pages in the precache list: its entries with no file extension ('/', 'setup', 'history/game'). */
export function pagesIn(manifest: readonly ManifestEntry[]): ManifestEntry[] {
	return manifest.filter(isPage);
}

/** The files beside the pages, outside the app's bundle: the icons and the web app manifest the pages' heads name. */
export function headFilesIn(manifest: readonly ManifestEntry[]): ManifestEntry[] {
	return manifest.filter((entry) => !isPage(entry) && !/(^|\/)_app\//.test(entry.url));
}

/** Everything the browser reads from the cache by itself: the pages, then the files their heads name. */
export const routedIn = (manifest: readonly ManifestEntry[]) => [...pagesIn(manifest), ...headFilesIn(manifest)];

/** A page's address as a navigation asks for it: '/' and '/setup', never 'setup'. */
export const pathOf = (page: ManifestEntry) => (page.url.startsWith('/') ? page.url : `/${page.url}`);

export const PAGES_CACHE_PREFIX = 'nightfall-pages-';

/**
 * The cache the routes read, named by every routed file's revision: a new version's worker fills its own while
 * the old worker's routes still read the old one, which is dropped once the new worker is in charge.
 */
export function pagesCacheName(routed: readonly ManifestEntry[]): string {
	// FNV-1a over the routed files and their revisions: short, and different whenever any of them is.
	let hash = 0x811c9dc5;
	for (const ch of routed.map((entry) => `${pathOf(entry)}@${entry.revision ?? ''}`).join('|')) {
		hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
	}
	return PAGES_CACHE_PREFIX + hash.toString(36);
}

/**
 * One rule of the browser's static router: a navigation to this page, or a request for this file, with no query,
 * read from `cacheName`.
 */
export interface RouterRule {
	condition: { requestMode?: 'navigate'; urlPattern: { pathname: string; search: string } };
	source: { cacheName: string };
}

export function pageRoutes(routed: readonly ManifestEntry[], cacheName: string): RouterRule[] {
	return routed.map((entry) => {
		// search '' (not left out, which would mean any query): '/setup?x' is not in the cache, so not routed.
		const urlPattern = { pathname: pathOf(entry), search: '' };
		return { condition: isPage(entry) ? { requestMode: 'navigate', urlPattern } : { urlPattern }, source: { cacheName } };
	});
}

/** What of the service worker's world these functions use (a fake in the tests). */
export interface WorkerWorld {
	fetch(path: string, init: RequestInit): Promise<Response>;
	caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
}

/** An install event of a browser with static routing. */
type RoutableInstall = { addRoutes(rules: RouterRule[]): Promise<void> };
export const canRoute = (event: object): event is RoutableInstall =>
	typeof (event as Partial<RoutableInstall>).addRoutes === 'function';

/**
 * At install: each routed page and file fetched afresh and kept whole (the precache keeps them compressed, and the
 * browser hands a file over exactly as it is kept), then the routes declared. Routing is a shortcut, never a
 * condition of the install: should a file not come, or the browser refuse the routes (an older Chromium without
 * named caches), nothing is routed and the worker answers every page as before. Says what went wrong, for the
 * worker's log.
 */
export async function keepPagesForTheRouter(
	world: WorkerWorld,
	event: RoutableInstall,
	routed: readonly ManifestEntry[],
	cacheName: string
): Promise<string | null> {
	try {
		const cache = await world.caches.open(cacheName);
		await Promise.all(
			routed.map(async (entry) => {
				// As Workbox fetches the precache at the same install (past the HTTP cache), so both hold one version.
				const response = await world.fetch(pathOf(entry), { cache: 'reload', credentials: 'same-origin' });
				if (!response.ok) throw new Error(`${pathOf(entry)} could not be kept (${response.status})`);
				// A Vary header would make the router's lookup compare the navigation's own headers with this fetch's.
				const headers = new Headers(response.headers);
				headers.delete('vary');
				const whole = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
				await cache.put(pathOf(entry), whole);
			})
		);
		await event.addRoutes(pageRoutes(routed, cacheName));
		return null;
	} catch (error) {
		await world.caches.delete(cacheName).catch(() => false);
		return `the pages are answered by the worker: ${error instanceof Error ? error.message : String(error)}`;
	}
}

/** Once the new worker is in charge: the pages kept by any earlier one go. */
export async function dropOtherPages(world: WorkerWorld, cacheName: string): Promise<void> {
	const names = await world.caches.keys();
	await Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== cacheName).map((name) => world.caches.delete(name)));
}
