/**
 * The floor of an offline start on this machine: a page of one heading and one line, no styles, kept by a worker
 * that routes it as this build's does (the browser opens it from the cache itself, the worker asleep:
 * src/lib/pwa/pages-by-router.ts). Measured beside two builds (`npm run bench -- --against DIR --floor`), it shows
 * how much of their offline start is the browser's own, which no page can take off, and how much is theirs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FLOOR_NAME = 'empty page';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><main><h1>Nightfall</h1><p>Mafia (Werewolf) at a real table.</p></main><script src="/register.js"></script></body>
</html>
`;

const REGISTER = `navigator.serviceWorker.register('/sw.js');\n`;

// Static routing where the browser has it (as the app's worker), else the worker answers from its cache.
const WORKER = `const CACHE = 'floor';
self.addEventListener('install', (event) => {
	if (typeof event.addRoutes === 'function')
		event.waitUntil(event.addRoutes([{ condition: { requestMode: 'navigate', urlPattern: { pathname: '/', search: '' } }, source: { cacheName: CACHE } }]));
	event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/', '/register.js'])));
	self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => event.respondWith(caches.match(event.request).then((kept) => kept ?? fetch(event.request))));
`;

/** Writes the empty page and its worker into a new folder; `remove` takes the folder away again. */
export function writeFloorPage(): { dir: string; remove: () => void } {
	const dir = mkdtempSync(join(tmpdir(), 'nightfall-floor-'));
	writeFileSync(join(dir, 'index.html'), PAGE);
	writeFileSync(join(dir, 'register.js'), REGISTER);
	writeFileSync(join(dir, 'sw.js'), WORKER);
	return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
