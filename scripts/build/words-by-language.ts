import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

type RenderedChunk = Rollup.RenderedChunk;

/**
 * Each message Paraglide compiles is one function holding the sentence in every language: a screen that uses forty
 * messages would carry them seven times over. In the client build this keeps, in each bundled file, only a name
 * for each message's words, and writes each file's words in each language beside it (`words-<locale>.<hash>.js`),
 * each message's function as Paraglide compiled it for that language. At the top of a file that uses messages, one `await` loads
 * that file's words in the language `<html lang>` names (src/app.html decides it before any script runs), so a page
 * downloads and parses only its own language's sentences, and only those of the screens it opens.
 *
 * The server build (prerendering, in English), `vite dev` and the tests keep Paraglide's output as it is: the
 * functions, their types and their `locale` option are unchanged, and the language checks (`npm run messages`)
 * stay on the messages themselves. Here a message always speaks the page's language: the app never asks one
 * for another language (a change of language reloads the page).
 */

const MESSAGES_DIR = 'src/lib/paraglide/messages';
/** Where the loaded words are kept: one object, reached the same way by the files' loaders and by the messages. */
const WORDS = 'globalThis.__nightfallWords';
/** The module that hands the messages that object. */
const WORDS_MODULE = 'nightfall:words';

interface Message {
	/** A short id, the same in every build of the same messages. */
	id: string;
	/** Each locale's function, as source: `(i, registry) => …`. */
	byLocale: Map<string, string>;
}

/** The locale each of a message's functions speaks, from the function that chooses one (Paraglide's output). */
export function localeFunctions(source: string, locales: readonly string[]): Map<string, string> {
	const chooser = source.slice(source.indexOf('const locale = '));
	const chosen = new Map<string, string>();
	for (const [, locale, fn] of chooser.matchAll(/if \(locale === "([^"]+)"\) return (\w+)\(inputs\)/g)) chosen.set(locale, fn);
	const last = chooser.match(/\n\treturn (\w+)\(inputs\)/)?.[1];
	for (const locale of locales) if (!chosen.has(locale) && last) chosen.set(locale, last);
	if (chosen.size !== locales.length) throw new Error('words-by-language: cannot read which function speaks which language');
	const byLocale = new Map<string, string>();
	for (const [locale, fn] of chosen) {
		const start = source.indexOf(`const ${fn} = `);
		const end = source.indexOf('\n};\n', start);
		if (start < 0 || end < 0) throw new Error(`words-by-language: no function ${fn}`);
		// `const ru_x = /** @type … */ (i) => {…}` → `(i, registry) => {…}`: the body calls `registry.plural` and
		// `registry.number`; the message passes the module in, so a words file imports nothing.
		const fnSource = source.slice(start + `const ${fn} = `.length, end + 2).replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');
		byLocale.set(locale, fnSource.replace(/^\((i?)\) =>/, (_, i) => `(${i || 'i'}, registry) =>`));
	}
	return byLocale;
}

/**
 * `keepsBaseWords`: the files a screen starts from (scripts/build/screen-chunks.ts), which keep their English words
 * in themselves: an English screen then starts from no more files than before (offline each is one more trip
 * through the service worker), and a screen in another language loads its words over them.
 */
export function wordsByLanguage(keepsBaseWords: (chunk: RenderedChunk) => boolean, settingsFile = 'project.inlang/settings.json'): Plugin {
	let root = process.cwd();
	const locales: readonly string[] = JSON.parse(readFileSync(settingsFile, 'utf8')).locales;
	const baseLocale: string = JSON.parse(readFileSync(settingsFile, 'utf8')).baseLocale;
	/** Message file name → its id; read once Paraglide has compiled (at the first transform). */
	let ids: Map<string, string> | null = null;
	const messages = new Map<string, Message>();
	const messagesDir = () => join(root, MESSAGES_DIR);
	const isMessage = (id: string) => id.startsWith(messagesDir() + '/') && !id.endsWith('/_index.js');
	const idOf = (file: string) => {
		ids ??= new Map(
			readdirSync(messagesDir())
				.filter((f) => f.endsWith('.js') && f !== '_index.js')
				.sort()
				.map((f, i) => [f, i.toString(36)])
		);
		const id = ids.get(file);
		if (!id) throw new Error(`words-by-language: ${file} was not there when the build started`);
		return id;
	};

	return {
		name: 'nightfall:words-by-language',
		apply: 'build',
		// The browser's build only: prerendering (the server) keeps every language.
		applyToEnvironment: (environment) => environment.config.consumer === 'client',
		configResolved(config) {
			root = config.root;
		},
		resolveId(source) {
			if (source === WORDS_MODULE) return `\0${WORDS_MODULE}`;
		},
		load(moduleId) {
			// The one object every file's words go into, however the files are ordered.
			if (moduleId === `\0${WORDS_MODULE}`) return `export const words = (${WORDS} ??= {});\n`;
		},
		transform(source, moduleId) {
			if (!isMessage(moduleId)) return;
			const name = source.match(/\nexport const (\w+) = /)?.[1];
			if (!name) return;
			const id = idOf(posix.basename(moduleId));
			const byLocale = localeFunctions(source, locales);
			messages.set(moduleId, { id, byLocale });
			const key = JSON.stringify(id);
			// A file's words are loaded before its code runs (below), so a message can be its words' function itself.
			// One that counts (plurals, numbers) is handed Paraglide's helpers for it.
			const counts = [...byLocale.values()].some((fn) => fn.includes('registry.'));
			return {
				code: counts
					? `import { words } from '${WORDS_MODULE}';\nimport * as registry from '../registry.js';\nexport const ${name} = (inputs) => words[${key}](inputs, registry);\n`
					: `import { words } from '${WORDS_MODULE}';\nexport const ${name} = words[${key}];\n`,
				map: null
			};
		},
		renderChunk(code, chunk) {
			const used = Object.entries(chunk.modules)
				.filter(([moduleId, rendered]) => messages.has(moduleId) && rendered.renderedExports.length > 0)
				.map(([moduleId]) => messages.get(moduleId)!)
				.sort((a, b) => a.id.localeCompare(b.id));
			if (used.length === 0) return;
			const wordsIn = (locale: string) => `{\n${used.map((message) => `${JSON.stringify(message.id)}: ${message.byLocale.get(locale)}`).join(',\n')}\n}`;
			const minified = (source: string) => transformSync(source, { minify: true, format: 'esm', target: 'es2020', charset: 'utf8' }).code;
			const inline = keepsBaseWords(chunk);
			const files: Record<string, string> = {};
			for (const locale of locales) {
				if (inline && locale === baseLocale) continue;
				// Named by its language inside too: two languages with the same words (a page title) stay two files.
				const words = minified(`export const language = ${JSON.stringify(locale)};\nexport default ${wordsIn(locale)};\n`);
				const ref = this.emitFile({ type: 'asset', name: `words-${locale}.js`, source: words });
				const relative = posix.relative(dirname(chunk.fileName), this.getFileName(ref));
				files[locale] = relative.startsWith('.') ? relative : `./${relative}`;
			}
			const words = `(${WORDS} ??= {})`;
			const lang = 'document.documentElement.lang';
			// A relative specifier in import() is resolved against this file, wherever the app is served from.
			const load = inline
				? minified(`Object.assign(${words}, ${wordsIn(baseLocale)});\n`) +
					`${lang} in ${JSON.stringify(files)} && Object.assign(${WORDS}, (await import(${JSON.stringify(files)}[${lang}])).default);\n`
				: `Object.assign(${words}, (await import(${JSON.stringify(files)}[${lang}] ?? ${JSON.stringify(files[baseLocale])})).default);\n`;
			return { code: load + code, map: null };
		}
	};
}
