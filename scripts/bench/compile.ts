import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';

/**
 * Compiles one module (and what it imports) with Vite, the app's own bundler, into one ES module for Node, and
 * imports it. Kept under node_modules/.cache so it never lands in git or in the app's build.
 */
export async function compileAndImport<T>(entry: string): Promise<T> {
	const root = process.cwd();
	const result = await build({
		configFile: false,
		root,
		logLevel: 'silent',
		build: {
			lib: { entry: resolve(entry), formats: ['es'], fileName: 'bench' },
			write: false,
			minify: false,
			target: 'node20',
			rollupOptions: { external: [/^node:/] }
		}
	});
	const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
	const chunk = outputs[0].output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
	if (!chunk) throw new Error(`Vite produced no module for ${entry}`);
	const dir = join(root, 'node_modules', '.cache', 'nightfall-bench');
	mkdirSync(dir, { recursive: true });
	const file = join(dir, `${basename(entry).replace(/\.ts$/, '')}.mjs`);
	writeFileSync(file, chunk.code);
	return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as T;
}
