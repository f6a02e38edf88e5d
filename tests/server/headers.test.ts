import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '../../scripts/serve.js';

/**
 * `npm start`'s server (scripts/serve.js) forbids framing and sniffing on every answer, and sends each page's own
 * policy as a header, where frame-ancestors counts (a <meta> policy cannot forbid framing). A build of two files
 * stands in for build/, with the policy tag as SvelteKit writes it.
 */
const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; object-src 'none'";
const WORKER = 'self.addEventListener("install", () => {});';
let root: string;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), 'nightfall-serve-'));
	writeFileSync(
		join(root, 'index.html'),
		`<!doctype html><html><head><meta http-equiv="content-security-policy" content="${PAGE_POLICY}"></head><body></body></html>`
	);
	writeFileSync(join(root, 'service-worker.js'), WORKER);
	// adapter-static's precompress writes a text file's .br and .gz beside it (this one gzip only).
	writeFileSync(join(root, 'service-worker.js.gz'), gzipSync(WORKER));
	server = await serve({ root, port: 0, hosts: ['127.0.0.1'] });
});

afterAll(async () => {
	await server?.close();
	rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`, { redirect: 'manual' });
const directives = (policy: string | null) => new Map((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('the headers of npm start', () => {
	it("a page: its own policy, and no site may frame it", async () => {
		const page = await get('/');
		expect(page.status).toBe(200);
		const policy = page.headers.get('content-security-policy');
		expect(policy).toBe(`${PAGE_POLICY}; frame-ancestors 'none'`);
		expect(page.headers.get('x-frame-options')).toBe('DENY');
	});

	it.each(['/', '/service-worker.js', '/no-such-page', '/setup/'])('%s is never framed, sniffed or told where it came from', async (path) => {
		const answer = await get(path);
		expect(directives(answer.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'none'");
		expect(answer.headers.get('x-frame-options')).toBe('DENY');
		expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
		expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
	});

	it('allows only the screen wake lock of the powerful features, and turns off the ones the app never uses', async () => {
		const features = new Map(
			((await get('/')).headers.get('permissions-policy') ?? '').split(',').map((f) => f.trim().split('=') as [string, string])
		);
		expect(features.get('screen-wake-lock')).toBe('(self)');
		for (const unused of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features.get(unused)).toBe('()');
		expect([...features].filter(([, allow]) => allow !== '()').map(([name]) => name)).toEqual(['screen-wake-lock']);
	});

	it('sends the precompressed file to a browser that accepts it, and the file itself to one that does not', async () => {
		const zipped = await fetch(`http://127.0.0.1:${server.port}/service-worker.js`, { headers: { 'accept-encoding': 'gzip' } });
		expect(zipped.headers.get('content-encoding')).toBe('gzip');
		expect(await zipped.text()).toBe(WORKER);
		const plain = await fetch(`http://127.0.0.1:${server.port}/service-worker.js`, { headers: { 'accept-encoding': 'identity' } });
		expect(plain.headers.get('content-encoding')).toBeNull();
		expect(await plain.text()).toBe(WORKER);
		// Revalidated each time, so the phone notices a new build.
		expect(plain.headers.get('cache-control')).toBe('no-cache');
	});

	it('sends a page asked for with a trailing slash to its one address', async () => {
		const answer = await get('/setup/');
		expect(answer.status).toBe(308);
		expect(answer.headers.get('location')).toBe('/setup');
		expect((await get('//elsewhere.example/')).headers.get('location')).toBeNull();
	});

	it("a file that is no page (the service worker) loads only the app's own files", async () => {
		const worker = await get('/service-worker.js');
		const policy = directives(worker.headers.get('content-security-policy'));
		expect(policy.get('default-src')).toBe("'self'");
		expect(policy.get('object-src')).toBe("'none'");
	});
});
