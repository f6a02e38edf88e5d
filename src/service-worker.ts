/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';

/**
 * The app's service worker: every file of the app kept on the phone at install, so it works with no signal.
 * Built by vite-plugin-pwa (injectManifest), which writes the list of files in place of `self.__WB_MANIFEST`.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The precache has a name of its own ('nightfall-precache-v2-…', Workbox's is 'workbox-precache-v2-…'): earlier
// versions kept every file gzip-compressed in Workbox's cache and unpacked it on each read. Workbox reuses a file
// already in its cache under the same key, so in that cache a file unchanged since then would be served still
// compressed. Under a new name everything is fetched afresh, and cleanupOutdatedCaches() deletes the old one
// (any cache named '…-precache-…' for this scope) once this worker is in charge (tests/e2e/upgrade.e2e.ts).
setCacheNameDetails({ prefix: 'nightfall' });

/** The pages those earlier versions also kept whole, for Chromium to open without waking the worker: now unused. */
const EARLIER_PAGES = 'nightfall-pages-';

// An update waits for the player: the home page's "Update now" sends this (src/lib/pwa/update.svelte.ts).
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes control of the page already open (else it works offline only after a reload).
clientsClaim();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) =>
	event.waitUntil(
		caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(EARLIER_PAGES)).map((name) => caches.delete(name))))
	)
);
// Pages take their game from the query (/game?id=…): the precached page whatever the query says.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] });
// Every route is a precached page, so a navigation outside them (a typo, a stale link) still gets the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/')));
