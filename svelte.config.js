import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// Routes the app is meant to have. While one of them has not been written yet, a link to it must not
// break the prerender crawl (the build); once it has a +page file, a 404 on it fails the build as usual.
const PLANNED_ROUTES = ['/setup', '/game', '/rules'];
/** @param {string} route */
const hasPage = (route) => {
	const dir = `src/routes${route}`;
	return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('+page'));
};

/** The one script of src/app.html (the page waits for its words in the chosen language), allowed by its hash. */
const appScript = readFileSync('src/app.html', 'utf8').match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
/** @type {`sha256-${string}`} */
const appScriptHash = `sha256-${createHash('sha256').update(appScript).digest('base64')}`;

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every page is prerendered (see src/routes/+layout.ts); no SPA fallback page is needed.
		// BUILD_DIR: a second build beside the first (tests/e2e/update.e2e.ts serves two builds in turn).
		// precompress: each text file is written beside its .gz and .br, which scripts/serve.js (sirv) sends.
		adapter: adapter({
			pages: process.env.BUILD_DIR || 'build',
			assets: process.env.BUILD_DIR || 'build',
			strict: true,
			precompress: true
		}),
		// vite-plugin-pwa (SvelteKitPWA in vite.config.ts) builds and registers the worker, not SvelteKit.
		serviceWorker: { register: false },
		// A page's first paint needs its HTML and nothing else: every stylesheet the page links is written into
		// it as a <style> (SvelteKit adds each one's hash to style-src). Offline, a linked stylesheet is one more
		// round trip through the service worker before anything shows.
		inlineStyleThreshold: Infinity,
		// Prerendered pages get this policy as a <meta http-equiv> tag, with the sha256 of SvelteKit's inline
		// bootstrap <script> added to script-src ('hash' mode: there is no server to issue nonces).
		// Consequence for markup: no inline style="" attributes in server-rendered HTML (style-src 'self'); use
		// classes, or set styles from script after mount (CSSOM is allowed). frame-ancestors is ignored in a meta tag: the
		// server (scripts/serve.js) sends each page's policy again as a header, with frame-ancestors 'none'.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', appScriptHash],
				// The one inline style SvelteKit itself writes: the style="" of its route announcer
				// (#svelte-announcer, kit/src/core/sync/write_root.js), allowed by its exact hash. If a SvelteKit
				// upgrade changes it, tests/e2e/offline-shell.e2e.ts fails and Chromium's message gives the new hash.
				// (app.css hides the announcer too, for browsers without 'unsafe-hashes'.)
				'style-src': ['self', 'unsafe-hashes', 'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='],
				'img-src': ['self'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'manifest-src': ['self'],
				'worker-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		},
		prerender: {
			handleHttpError: ({ status, path, referrer, message }) => {
				const route = path.replace(/\/$/, '');
				if (status === 404 && PLANNED_ROUTES.includes(route) && !hasPage(route)) {
					console.warn(`[prerender] ${path} (linked from ${referrer}) is not written yet — skipped`);
					return;
				}
				throw new Error(message);
			}
		}
	}
};

export default config;
