import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';

/**
 * Compiles one module (and what it imports) with Vite, the app's own bundler, into ES modules for Node, and
 * imports it. Kept under node_modules/.cache so it never lands in git or in the app's build.
 */
export async function compileAndImport<T>(entry: string): Promise<T> {
	const root = process.cwd();
	const result = await build({
		configFile: false,
		root,
		logLevel: 'silent',
		build: {
			// Built for Node (an SSR build): Paraglide's runtime then asks no browser storage for the language.
			ssr: true,
			lib: { entry: resolve(entry), formats: ['es'], fileName: 'bench' },
			write: false,
			minify: false,
			target: 'node20',
			rollupOptions: { external: [/^node:/] }
		}
	});
	const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
	const chunks = outputs[0].output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
	const main = chunks.find((c) => c.isEntry);
	if (!main) throw new Error(`Vite produced no module for ${entry}`);
	// A fresh folder each time: the entry and the chunks it imports (a module loaded only when present is one).
	const cache = join(root, 'node_modules', '.cache', 'nightfall-bench');
	rmSync(cache, { recursive: true, force: true });
	const dir = join(cache, `${basename(entry).replace(/\.ts$/, '')}-${Date.now()}`);
	mkdirSync(dir, { recursive: true });
	for (const chunk of chunks) {
		mkdirSync(dirname(join(dir, chunk.fileName)), { recursive: true });
		writeFileSync(join(dir, chunk.fileName), chunk.code);
	}
	return (await import(pathToFileURL(join(dir, main.fileName)).href)) as T;
}

/**
 * Compiles one module (and what it imports) for the browser, as one script that puts its exports on
 * `window[name]`: the bench runs the app's own code in the page (page.evaluate), where the app's policy allows no
 * script of another origin.
 */
export async function compileForPage(entry: string, name: string): Promise<string> {
	const root = process.cwd();
	const result = await build({
		configFile: false,
		root,
		logLevel: 'silent',
		resolve: { alias: { $lib: resolve('src/lib') } },
		build: {
			lib: { entry: resolve(entry), formats: ['iife'], name, fileName: 'page' },
			write: false,
			minify: false,
			target: 'es2022'
		}
	});
	const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
	const chunk = outputs[0].output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
	if (!chunk) throw new Error(`Vite produced no script for ${entry}`);
	return `(() => { ${chunk.code}\nwindow[${JSON.stringify(name)}] = ${name}; })()`;
}
