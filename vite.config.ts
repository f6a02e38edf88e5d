import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { screenChunks, startsAScreen } from './scripts/build/screen-chunks';
import { wordsByLanguage } from './scripts/build/words-by-language';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { messagesInOneModule } from './scripts/test/messages-in-one-module';
import { messagesCompiled } from './scripts/test/messages-compiled';
import { filesThatMock } from './scripts/test/files-that-mock';

const NIGHT = '#0b0d17';
/** Shown on the home screen, so a player (and the update test) can tell one build from the next. */
const VERSION = process.env.NIGHTFALL_VERSION || JSON.parse(readFileSync('package.json', 'utf8')).version;
/** Vitest reads the messages `npm run messages` compiled, unless they are missing or older than their sources. */
const COMPILE_MESSAGES = !process.env.VITEST || !messagesCompiled();
/** Node test files that replace a module: they load every module afresh (the project `node-mocks`). */
const NODE_FILES_THAT_MOCK = process.env.VITEST ? filesThatMock('tests').filter((file) => !file.endsWith('.svelte.test.ts')) : [];

export default defineConfig({
	define: { __NIGHTFALL_VERSION__: JSON.stringify(VERSION) },
	plugins: [
		// Every sentence in every language, compiled to one typed function a message (src/lib/paraglide, not
		// committed). The language: the page's, which src/app.html decides before any script runs (the phone's
		// choice, else the phone's own languages, else English; src/lib/i18n/languages.ts), else English.
		COMPILE_MESSAGES &&
			paraglideVitePlugin({
				project: './project.inlang',
				outdir: './src/lib/paraglide',
				strategy: ['custom-page', 'baseLocale'],
				// One module a message in the tests and `vite dev` too (Paraglide's default there is one a language):
				// the same files the build splits by language (scripts/build/words-by-language.ts), and its test reads.
				outputStructure: 'message-modules'
			}),
		// In the client build, each file keeps only the table's language's words, loaded beside it.
		wordsByLanguage(startsAScreen),
		sveltekit(),
		screenChunks(),
		SvelteKitPWA({
			// Updates wait for the player: the layout exposes `updateAvailable` and the home page offers it
			// between games (src/lib/pwa/update.svelte.ts). Registration happens in +layout.svelte.
			registerType: 'prompt',
			injectRegister: false,
			manifest: {
				name: 'Nightfall',
				short_name: 'Nightfall',
				description: 'Run a game of Mafia at a real table, on one phone, with no signal.',
				start_url: '/',
				scope: '/',
				theme_color: NIGHT,
				background_color: NIGHT,
				display: 'standalone',
				orientation: 'portrait',
				icons: [
					{ src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					{ src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
				]
			},
			// Our own worker (src/service-worker.ts, which SvelteKit builds): Workbox's precache. The plugin writes
			// the list of files into it.
			strategies: 'injectManifest',
			injectManifest: {
				// Relative to .svelte-kit/output (the plugin's globDirectory): the client bundle and static/
				// files, and every prerendered page (precached as '/', 'setup', 'game', 'rules').
				globPatterns: [
					'client/**/*.{js,css,html,svg,png,ico,webmanifest}',
					'prerendered/**/*.{html,json}'
				],
				// The pseudo-language is a test of the words, never offered to a table: its words are served, not kept.
				globIgnores: ['client/**/words-en-XA.*.js']
			}
		})
	],
	test: {
		// A hang is caught, not a slow machine: a CPU-bound test takes several times its usual time while another
		// process keeps a core busy, and failing it then would make it flaky (Vitest's default is 5 s).
		testTimeout: 30_000,
		projects: [
			{
				extends: true, // keeps sveltekit() above, so $lib and $app/* resolve
				plugins: [messagesInOneModule()],
				test: {
					name: 'node',
					environment: 'node',
					include: ['tests/**/*.test.ts'],
					exclude: ['tests/**/*.svelte.test.ts', 'tests/e2e/**', 'node_modules/**', ...NODE_FILES_THAT_MOCK],
					// One process loads the engine and the messages once for every file, instead of once a file (that
					// loading was most of the unit tests' time). A file still restores what it changes (the language,
					// stubbed globals) after each test; Vitest restores spies after each file.
					isolate: false
				}
			},
			{
				extends: true,
				plugins: [messagesInOneModule()],
				test: {
					name: 'node-mocks',
					environment: 'node',
					include: NODE_FILES_THAT_MOCK
				}
			},
			{
				extends: true,
				// Browser builds of Svelte (mount() works) and automatic cleanup after each test.
				plugins: [messagesInOneModule(), svelteTesting()],
				test: {
					name: 'dom',
					environment: 'happy-dom',
					include: ['tests/**/*.svelte.test.ts'],
					setupFiles: ['tests/setup-dom.ts']
				}
			}
		]
	}
});
