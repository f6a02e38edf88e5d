#!/usr/bin/env node
// Serves the static build (build/) exactly as it ships, with sirv and the security headers a host would add.
//   node scripts/serve.js            -> http://localhost:4173   (PORT=… to change)
// `vite preview` would serve .svelte-kit/output instead of build/, hence this server. The build holds each text
// file's .br and .gz beside it (adapter-static's precompress), which sirv sends to a browser that accepts them.
// It listens on both loopback addresses, 127.0.0.1 and ::1: "localhost" resolves to either depending on the
// machine. http://localhost is a secure context, so the service worker works without HTTPS.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/**
 * What every answer says about how it may be used. Permissions: only the screen wake lock (the table's screen
 * stays on) is allowed; vibration needs no permission, and everything else the app never uses.
 */
const HARDENING = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'no-referrer',
	'X-Frame-Options': 'DENY',
	'Permissions-Policy': [
		'screen-wake-lock=(self)',
		...['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'serial', 'hid'].map(
			(feature) => `${feature}=()`
		)
	].join(', ')
};

/** A file that is not a page (a script, the service worker, an image): its own resources only, never framed. */
const NOT_A_PAGE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * A page's own policy is the <meta> SvelteKit writes into it (with the hashes of that page's inline scripts);
 * a <meta> policy cannot forbid framing, so the header repeats it and adds frame-ancestors.
 * @param {string} page
 */
function policyOf(page) {
	const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(readFileSync(page, 'utf8'));
	return meta ? `${meta[1].replace(/;\s*$/, '')}; frame-ancestors 'none'` : NOT_A_PAGE_POLICY;
}

/** The page file a path names, as sirv finds it ('/' → index.html, '/setup' → setup.html), or null. */
function pageFile(/** @type {string} */ root, /** @type {string} */ pathname) {
	const base = join(root, pathname);
	return [`${base}.html`, join(base, 'index.html'), base].find((file) => file.endsWith('.html') && existsSync(file)) ?? null;
}

/**
 * @param {{ root?: string, port?: number, hosts?: string[] }} [options]
 * Port 0 takes any free port (the one taken is returned).
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serve({
	root = fileURLToPath(new URL('../build', import.meta.url)),
	port = Number(process.env.PORT) || 4173,
	hosts = ['127.0.0.1', '::1']
} = {}) {
	root = resolve(root);
	if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html not found: run \`npx vite build\` first`);
	/** Each page's policy, read once: the build does not change while it is served (sirv lists its files at start). */
	const policies = new Map();
	const policyFor = (/** @type {string} */ pathname) => {
		if (extname(pathname) && extname(pathname) !== '.html') return NOT_A_PAGE_POLICY;
		if (!policies.has(pathname)) {
			const page = pageFile(root, pathname);
			policies.set(pathname, page ? policyOf(page) : NOT_A_PAGE_POLICY);
		}
		return policies.get(pathname);
	};
	const files = sirv(root, {
		gzip: true,
		brotli: true,
		etag: true,
		setHeaders: (res, pathname) => {
			// Hashed bundles never change; everything else (service-worker.js, pages, manifest) is revalidated every
			// time, so a new build is noticed by the service worker's update check.
			res.setHeader('Cache-Control', pathname.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache');
			res.setHeader('Content-Security-Policy', policyFor(pathname));
		}
	});

	/** @type {import('node:http').RequestListener} */
	const handler = (req, res) => {
		for (const [name, value] of Object.entries(HARDENING)) res.setHeader(name, value);
		const pathname = new URL(req.url ?? '/', 'http://x').pathname;
		// trailingSlash 'never' (src/routes/+layout.ts): canonical page URLs have no trailing slash.
		if (pathname.length > 1 && pathname.endsWith('/')) {
			res.writeHead(308, { 'Content-Security-Policy': NOT_A_PAGE_POLICY, Location: pathname.slice(0, -1) }).end();
			return;
		}
		files(req, res, () => {
			res.writeHead(404, { 'Content-Security-Policy': NOT_A_PAGE_POLICY, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
		});
	};

	/** @type {import('node:http').Server[]} */
	const servers = [];
	for (const host of hosts) {
		const server = createServer(handler);
		try {
			await new Promise((ok, fail) => server.once('error', fail).listen(port, host, () => ok(undefined)));
			servers.push(server);
		} catch (err) {
			// A machine without IPv6 has no ::1; one loopback address is enough then.
			const code = /** @type {NodeJS.ErrnoException} */ (err).code;
			if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') continue;
			await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
			throw err;
		}
	}
	if (servers.length === 0) throw new Error('could not listen on any loopback address');
	const address = servers[0].address();
	if (address && typeof address === 'object') port = address.port;

	return {
		url: `http://localhost:${port}`,
		port,
		close: async () => {
			for (const s of servers) s.closeAllConnections();
			await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
		}
	};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	try {
		const { url, close } = await serve();
		console.log(`Serving build/ on ${url}`);
		/** @param {string} signal */
		const stop = async (signal) => {
			console.log(`${signal}: stopping the server`);
			await close();
			process.exit(0);
		};
		process.once('SIGTERM', () => void stop('SIGTERM'));
		process.once('SIGINT', () => void stop('SIGINT'));
	} catch (err) {
		console.error(`serve: ${err instanceof Error ? err.message : err}`);
		process.exit(1);
	}
}
