/**
 * The built home page taken apart, for `npm run bench -- --parts`: the same page built up a part at a time, each
 * step one more part of it, so that an offline reload of each, measured interleaved (scripts/bench/reload-parts.ts),
 * says what each part of the first screen costs its first paint. Every page keeps the built page's
 * Content-Security-Policy (it names the styles and scripts by hash, so the parts run as they do in the page) and,
 * where the app's start is taken out, registers the build's worker itself: each is installed and reloaded offline as
 * the app is, its worker routing it as the app's does.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HomePart {
	name: string;
	/** The page's HTML; null for the page as built. */
	html: string | null;
}

/** Registers the build's worker, as the app does once started (src/routes/+layout.svelte). */
export const REGISTER_FILE = 'bench-register.js';
const REGISTER = `navigator.serviceWorker.register('/service-worker.js', { scope: '/' });\n`;
const REGISTERED = `<script src="/${REGISTER_FILE}"></script>`;

const POLICY = /<meta http-equiv="content-security-policy"[^>]*>/i;
const STYLES = /<style[^>]*>[\s\S]*?<\/style>/gi;
/** SvelteKit's start script, as src/lib/server/start-after-paint.ts leaves it. */
const START = /<script>\s*\{\s*__sveltekit_[\s\S]*?<\/script>/;

/**
 * The parts, each the one before and one more thing: the page's words, unstyled; its styles; the rest of its head
 * (the language script, icons, manifest, colours); its app. Or, for a page not of the shape SvelteKit writes, what
 * it lacks, in words.
 */
export function homeParts(built: string): { ok: true; parts: HomePart[] } | { ok: false; problem: string } {
	const policy = POLICY.exec(built)?.[0];
	const styles = built.match(STYLES) ?? [];
	const start = START.exec(built)?.[0];
	const bodyAt = built.search(/<body[\s>]/i);
	const missing = [
		...(policy ? [] : ['a Content-Security-Policy <meta>']),
		...(styles.length > 0 ? [] : ['an inline <style>']),
		...(start ? [] : ["SvelteKit's start script"]),
		...(bodyAt >= 0 && built.includes('</body>') ? [] : ['a <body>'])
	];
	if (missing.length > 0 || !policy || !start) {
		const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
		return { ok: false, problem: `the home page lacks ${list}: it cannot be taken apart` };
	}

	const body = built.slice(bodyAt).replace(start, '').replace('</body>', `${REGISTERED}</body>`);
	const bare = (head: string) =>
		`<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">${policy}<meta name="viewport" content="width=device-width, initial-scale=1"><title>Nightfall</title>${head}</head>\n${body}`;
	return {
		ok: true,
		parts: [
			{ name: 'its words, unstyled', html: bare('') },
			{ name: '+ its styles', html: bare(styles.join('')) },
			{ name: '+ the rest of its head', html: built.replace(start, '').replace('</body>', `${REGISTERED}</body>`) },
			{ name: '+ its app (as built)', html: null }
		]
	};
}

/**
 * Each part as a copy of the build with the part as its home page, in a new folder; the page as built is the build
 * itself. `remove` takes the copies away again.
 */
export function writeHomeParts(buildDir: string, parts: HomePart[]): { pages: { name: string; dir: string }[]; remove: () => void } {
	const made: string[] = [];
	const pages = parts.map((part) => {
		if (part.html === null) return { name: part.name, dir: buildDir };
		const dir = mkdtempSync(join(tmpdir(), 'nightfall-part-'));
		made.push(dir);
		cpSync(buildDir, dir, { recursive: true });
		writeFileSync(join(dir, 'index.html'), part.html);
		writeFileSync(join(dir, REGISTER_FILE), REGISTER);
		return { name: part.name, dir };
	});
	return { pages, remove: () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })) };
}
