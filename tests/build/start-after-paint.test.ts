import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAfterPaint } from '../../src/lib/server/start-after-paint';

/** A prerendered page in the shape SvelteKit 2 writes it (the home page of a build, its markup cut short). */
const BOOT = `
				{
					__sveltekit_1uzwtx4 = {
						base: new URL(".", location).pathname.slice(0, -1)
					};

					const element = document.currentScript.parentElement;

					Promise.all([
						import("./_app/immutable/entry/start.DfT0e87y.js"),
						import("./_app/immutable/entry/app.0ka19YzE.js")
					]).then(([kit, app]) => {
						kit.start(app, element, {
							node_ids: [0, 2],
							data: [null,null],
							form: null,
							error: null
						});
					});
				}
			`;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const LANGUAGE = "'sha256-P/yXLHzzH3YdfvLLRR7V0DnSvVsjFsJUpn7cVgXvAPk='";
const page = (boot = BOOT) => `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<script>(function(){document.documentElement.lang='en'})()</script>
		<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${LANGUAGE} ${hash(boot)}; style-src 'self'">
		<link href="./_app/immutable/entry/start.DfT0e87y.js" rel="modulepreload">
		<link href="./_app/immutable/entry/app.0ka19YzE.js" rel="modulepreload">
		<link href="./_app/immutable/nodes/0.unj__WZp.js" rel="modulepreload">
		<link href="./_app/immutable/nodes/2.Dgk_meo5.js" rel="modulepreload">
		<style>main{display:block}</style>
	</head>
	<body>
		<div class="app-root"><main><h1>Nightfall</h1></main>
			<script>${boot}</script>
		</div>
	</body>
</html>`;

const SCRIPTS = [
	'./_app/immutable/entry/start.DfT0e87y.js',
	'./_app/immutable/entry/app.0ka19YzE.js',
	'./_app/immutable/nodes/0.unj__WZp.js',
	'./_app/immutable/nodes/2.Dgk_meo5.js'
];

const bootOf = (html: string) => /<script>(\s*\{\s*__sveltekit_[\s\S]*?)<\/script>/.exec(html)![1];

/**
 * Runs a page's start script as the browser would, with its imports, frames and tasks held in hand: what it asked
 * for, and with what SvelteKit was started, at each step.
 */
function boot(html: string, visibility: 'visible' | 'hidden') {
	const asked: string[] = [];
	const frames: (() => void)[] = [];
	const tasks: (() => void)[] = [];
	const started: unknown[][] = [];
	const kit = { start: (...args: unknown[]) => started.push(args) };
	const app = { name: 'app' };
	const script = bootOf(html).replace(/\bimport\(/g, 'load(');
	const run = new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', 'load', script.replace(/__sveltekit_\w+ =/, 'globalThis.__kit ='));
	run(
		{ visibilityState: visibility, currentScript: { parentElement: 'the app root' } },
		'http://localhost/',
		(frame: () => void) => frames.push(frame),
		(task: () => void) => tasks.push(task),
		(href: string) => {
			asked.push(href);
			return Promise.resolve(href.includes('/entry/start.') ? kit : href.includes('/entry/app.') ? app : {});
		}
	);
	return { asked, frames, tasks, started, app };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a prerendered page paints before its scripts are asked for', () => {
	const html = startAfterPaint(page());

	it('asks for no script while it is parsed: its preloads are gone', () => {
		expect(html).not.toMatch(/modulepreload/);
		expect(page()).toMatch(/modulepreload/);
	});

	it('names its changed start script in its policy, and keeps every other hash', () => {
		const policy = /content-security-policy" content="([^"]*)"/.exec(html)![1];
		expect(policy).toContain(hash(bootOf(html)));
		expect(policy).not.toContain(hash(BOOT));
		expect(policy).toContain(LANGUAGE);
		expect(policy.match(/sha256-/g)).toHaveLength(2);
	});

	it('on a phone showing it, asks for nothing before the first frame, then for every script at once', async () => {
		const shown = boot(html, 'visible');
		expect(shown.asked).toEqual([]);
		expect(shown.frames).toHaveLength(1);
		shown.frames[0]();
		expect(shown.asked, 'the frame is painted after its callbacks: nothing yet').toEqual([]);
		expect(shown.tasks).toHaveLength(1);
		shown.tasks[0]();
		expect(shown.asked).toEqual(SCRIPTS);
		await settle();
		expect(shown.started).toEqual([[shown.app, 'the app root', { node_ids: [0, 2], data: [null, null], form: null, error: null }]]);
	});

	it('in a hidden tab (no frames there), starts at once', async () => {
		const hidden = boot(html, 'hidden');
		expect(hidden.asked).toEqual(SCRIPTS);
		expect(hidden.frames).toEqual([]);
		await settle();
		expect(hidden.started).toHaveLength(1);
	});

	it('starts SvelteKit exactly as its own script did', async () => {
		const own = boot(page(), 'visible');
		await settle();
		const deferred = boot(html, 'hidden');
		await settle();
		expect(deferred.started).toEqual(own.started);
		expect(own.asked).toEqual(SCRIPTS.slice(0, 2));
	});

	it('leaves a page of any other shape as it is', () => {
		const other = page().replace('Promise.all([', 'Promise.any([');
		expect(startAfterPaint(other)).toBe(other);
		const unnamed = page().replace(hash(BOOT), "'sha256-something-else='");
		expect(startAfterPaint(unnamed)).toBe(unnamed);
		expect(startAfterPaint('<p>not a page</p>')).toBe('<p>not a page</p>');
	});
});
