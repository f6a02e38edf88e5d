import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { homeParts, REGISTER_FILE, writeHomeParts } from '../../scripts/bench/home-parts';
import { partsReport } from '../../scripts/bench/reload-parts';

// A home page of the shape the build writes: policy, language script, styles, icons in the head; the screen's words
// and SvelteKit's start script (as src/lib/server/start-after-paint.ts leaves it) in the body.
const POLICY = `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' 'sha256-x'">`;
const LANGUAGE = `<script>(function(){document.documentElement.lang='en'})()</script>`;
const STYLE = `<style>main{display:flex}h1{font-size:2.5rem}</style>`;
const ICON = `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`;
const START = `<script>
				{
					__sveltekit_abc = { base: '' };
					const start = () => Promise.all([import("./_app/immutable/entry/start.js")]);
					requestAnimationFrame(() => setTimeout(start, 0));
				}
			</script>`;
const BUILT = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />${LANGUAGE}${POLICY}${ICON}<title>Nightfall</title>${STYLE}
	</head>
	<body data-sveltekit-preload-data="hover">
		<div class="app-root"><main><h1>Nightfall</h1><a href="/setup">New game</a></main>
			${START}
		</div>
	</body>
</html>
`;
const REGISTERED = `<script src="/${REGISTER_FILE}"></script>`;

describe('the home page taken apart', () => {
	const taken = homeParts(BUILT);
	const parts = taken.ok ? taken.parts : [];

	it('builds it up a part at a time: its words, its styles, the rest of its head, its app', () => {
		expect(parts.map((p) => p.name)).toEqual(['its words, unstyled', '+ its styles', '+ the rest of its head', '+ its app (as built)']);
		expect(parts[3].html).toBeNull();
	});

	it('gives every page the built policy and the words, and where the start is out, the worker registered instead', () => {
		for (const part of parts.slice(0, 3)) {
			expect(part.html).toContain(POLICY);
			expect(part.html).toContain('<h1>Nightfall</h1><a href="/setup">New game</a>');
			expect(part.html).not.toContain('__sveltekit_');
			expect(part.html).toContain(`${REGISTERED}</body>`);
		}
	});

	it('adds each part once, to the page before it', () => {
		const [words, styles, head] = parts.map((p) => p.html ?? '');
		expect(words).not.toContain('<style');
		expect(words).not.toContain(LANGUAGE);
		expect(words).not.toContain(ICON);
		expect(styles).toContain(STYLE);
		expect(styles).not.toContain(LANGUAGE);
		expect(head).toContain(STYLE);
		expect(head).toContain(LANGUAGE);
		expect(head).toContain(ICON);
		expect(head).toBe(BUILT.replace(START, '').replace('</body>', `${REGISTERED}</body>`));
	});

	it('says in words what a page it cannot take apart lacks', () => {
		const noStart = homeParts(BUILT.replace(START, ''));
		expect(noStart).toEqual({ ok: false, problem: "the home page lacks SvelteKit's start script: it cannot be taken apart" });
		const bare = homeParts('<html><body><h1>Hi</h1></body></html>');
		expect(bare.ok).toBe(false);
		if (!bare.ok) expect(bare.problem).toBe("the home page lacks a Content-Security-Policy <meta>, an inline <style> and SvelteKit's start script: it cannot be taken apart");
	});
});

describe('the parts written out', () => {
	let build = '';
	afterEach(() => rmSync(build, { recursive: true, force: true }));

	it('copies the build for each part, its home page replaced and the registration beside it; the page as built is the build itself', () => {
		build = mkdtempSync(join(tmpdir(), 'parts-test-'));
		writeFileSync(join(build, 'index.html'), BUILT);
		writeFileSync(join(build, 'service-worker.js'), '// worker');
		const taken = homeParts(BUILT);
		if (!taken.ok) throw new Error(taken.problem);
		const written = writeHomeParts(build, taken.parts);
		const [words, , , asBuilt] = written.pages;
		expect(asBuilt).toEqual({ name: '+ its app (as built)', dir: build });
		expect(words.dir).not.toBe(build);
		expect(readFileSync(join(words.dir, 'index.html'), 'utf8')).toBe(taken.parts[0].html);
		expect(readFileSync(join(words.dir, 'service-worker.js'), 'utf8')).toBe('// worker');
		expect(readFileSync(join(words.dir, REGISTER_FILE), 'utf8')).toMatch(/serviceWorker\.register\('\/service-worker\.js'/);
		written.remove();
		expect(existsSync(words.dir)).toBe(false);
		expect(existsSync(join(build, 'index.html'))).toBe(true);
	});
});

describe('the parts report', () => {
	it('gives each page its median and mean, and what it adds to the page before it, from the means', () => {
		const report = partsReport(
			[
				{ name: 'empty page', fcpMs: [36, 40, 44] },
				{ name: 'its words, unstyled', fcpMs: [40, 44, 48] },
				{ name: '+ its styles', fcpMs: [44, 48, 61] },
				{ name: '+ its app (as built)', fcpMs: [44, 48, 55] }
			],
			'Machine: test.'
		);
		const row = (label: string) => report.split('\n').find((line) => line.startsWith(label)) ?? '';
		expect(row('empty page')).toMatch(/^empty page\s+40 ms\s+40 ms$/);
		expect(row('its words')).toMatch(/44 ms\s+44 ms\s+\+4 ms$/);
		expect(row('+ its styles')).toMatch(/48 ms\s+51 ms\s+\+7 ms$/);
		expect(row('+ its app')).toMatch(/48 ms\s+49 ms\s+−2 ms$/);
		expect(report).toMatch(/3 reloads of each page/);
		expect(report).toMatch(/The last page is \+9 ms over the first \(means\)\. Machine: test\./);
	});
});
