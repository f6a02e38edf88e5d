/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, addPlugins } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { keptSmall } from '$lib/pwa/kept-small';
import { canRoute, dropOtherPages, keepPagesForTheRouter, pagesCacheName, routedIn } from '$lib/pwa/pages-by-router';

/**
 * The app's service worker: every file of the app kept on the phone at install, so it works with no signal.
 * Built by vite-plugin-pwa (injectManifest), which writes the list of files in place of `self.__WB_MANIFEST`.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// An update waits for the player: the home page's "Update now" sends this (src/lib/pwa/update.svelte.ts).
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes control of the page already open (else it works offline only after a reload).
clientsClaim();
cleanupOutdatedCaches();
// Every language's words and every screen are kept, most of them never read on a given night: kept compressed.
addPlugins([keptSmall]);
const manifest = self.__WB_MANIFEST;
// The pages with no query, and the icons and manifest their heads name, are also kept whole for the browser to
// open itself, the worker asleep (src/lib/pwa/pages-by-router.ts); where it cannot, the precache below answers
// them as it does every file.
const routed = routedIn(manifest);
const pagesCache = pagesCacheName(routed);
self.addEventListener('install', (event) => {
	if (!canRoute(event)) return;
	event.waitUntil(
		keepPagesForTheRouter(self, event, routed, pagesCache).then((problem) => {
			if (problem) console.warn(problem);
		})
	);
});
self.addEventListener('activate', (event) => event.waitUntil(dropOtherPages(self, pagesCache)));
// Pages take their game from the query (/game?id=…): the precached page whatever the query says.
precacheAndRoute(manifest, { ignoreURLParametersMatching: [/./] });
// Every route is a precached page, so a navigation outside them (a typo, a stale link) still gets the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/')));
