import { createHash } from 'node:crypto';

/**
 * A prerendered page as it leaves the build: its first frame painted from the HTML alone, the app's scripts asked
 * for only after it.
 *
 * SvelteKit's page asks for its scripts as it is parsed (a `<link rel="modulepreload">` each, then the `import()`s
 * of its start script). Offline the service worker answers each within a few milliseconds, so they are compiled and
 * run, and the page hydrated, before the browser gets to paint what the HTML already shows: on a two-core machine
 * about 10 ms of an offline reload's first paint and 15 ms of an offline relaunch's (npm run bench, side by side).
 * Here the preloads are taken out and the start script waits for the first frame (a task queued from an animation
 * frame runs after that frame is painted: afterFirstPaint in $lib/after-paint.ts, written out here because the page's
 * own script can import nothing before the app's scripts are asked for) and then asks for the same files at once, so none waits on another. A
 * hidden page paints no frames: it starts at once. The page's Content-Security-Policy names the start script by
 * its hash, so the hash follows the script.
 *
 * A page that does not have the shape SvelteKit writes is left as it is, whole: it starts as SvelteKit made it.
 */
export function startAfterPaint(html: string): string {
	const script = /<script>(\s*\{\s*__sveltekit_[\s\S]*?)<\/script>/.exec(html);
	if (!script) return html;
	const body = script[1];
	const call = body.indexOf('Promise.all([');
	const imports = body.indexOf(']).then(', call);
	const end = body.lastIndexOf('}');
	if (call < 0 || imports < 0 || end < imports) return html;

	const preloads = [...html.matchAll(/\s*<link href="([^"]+)" rel="modulepreload">/g)];
	const asked = new Set([...body.slice(call, imports).matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]));
	const more = preloads.map((m) => m[1]).filter((href) => !asked.has(href));
	// Appended after SvelteKit's own: it reads the first two results (its start and its app) and no others.
	const start = `${body.slice(call, imports).trimEnd()}${more.map((href) => `,\n\t\t\t\t\t\timport(${JSON.stringify(href)})`).join('')}${body
		.slice(imports, end)
		.trimEnd()
		.replace(/;$/, '')}`;
	const deferred = [
		body.slice(0, call),
		`const start = () => ${start};\n`,
		"\t\t\t\t\tif (document.visibilityState === 'hidden') start();\n",
		'\t\t\t\t\telse requestAnimationFrame(() => setTimeout(start, 0));\n',
		'\t\t\t\t',
		body.slice(end)
	].join('');

	const policy = /<meta http-equiv="content-security-policy" content="[^"]*"/.exec(html);
	const was = hashOf(body);
	if (!policy || !policy[0].includes(was)) return html;

	let page = html.replace(script[0], `<script>${deferred}</script>`).replace(policy[0], policy[0].replace(was, hashOf(deferred)));
	for (const preload of preloads) page = page.replace(preload[0], '');
	return page;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
