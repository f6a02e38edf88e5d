import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the tests only: every message served as one module. Paraglide writes one module a message (1,500 and more),
 * and each test file imports them afresh, so loading them took most of a test file's time (about a second each;
 * every mutant Stryker runs pays it again for each test file it runs). The module is the same messages, bundled
 * from the files Paraglide wrote, importing the same runtime (so the language set in a test is the one they read).
 */
export function messagesInOneModule(outdir = 'src/lib/paraglide'): Plugin {
	const index = resolve(outdir, 'messages/_index.js');
	return {
		name: 'nightfall:messages-in-one-module',
		enforce: 'pre',
		async load(id) {
			if (id.split('?')[0] !== index) return null;
			const bundled = await build({
				entryPoints: [index],
				bundle: true,
				format: 'esm',
				write: false,
				logLevel: 'silent',
				// Each test file evaluates the module afresh: 1.9 MB minified instead of 5.3 MB of JSDoc and spaces.
				minify: true,
				plugins: [
					{
						name: 'the-shared-runtime',
						setup(b) {
							b.onResolve({ filter: /\/runtime\.js$/ }, (args) => ({ path: resolve(args.resolveDir, args.path), external: true }));
						}
					}
				]
			});
			// No source map: nobody steps through generated messages, and mapping 2 MB is work for every run.
			return { code: bundled.outputFiles[0].text, map: { mappings: '' } };
		}
	};
}
