#!/usr/bin/env node
// Serves the static build (build/) exactly as it ships, with Node built-ins only.
//   node scripts/serve.js            -> http://localhost:4173   (PORT=… to change)
// `vite preview` would serve .svelte-kit/output instead of build/, hence this server.
// It listens on both loopback addresses, 127.0.0.1 and ::1, because "localhost" resolves to either depending
// on the machine (and Node's resolver keeps the system's order); binding one of them can leave the other
// refusing connections. http://localhost is a secure context, so the service worker works without HTTPS.
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const MIME = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webp': 'image/webp',
	'.woff2': 'font/woff2',
	'.txt': 'text/plain; charset=utf-8',
	'.map': 'application/json; charset=utf-8'
};

/** Text is sent gzipped, as any real host sends it: a quarter of the bytes over a slow phone connection. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

/**
 * What every response says about how it may be used. The page's own policy is a <meta> tag SvelteKit writes (with
 * the hash of each page's inline script, so it differs page by page); a <meta> policy cannot forbid framing, so
 * the header repeats the page's policy and adds frame-ancestors. Permissions: only the screen wake lock (the
 * table's screen stays on) is allowed; vibration needs no permission, and everything else the app never uses.
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

/** The headers of an answer that is no file (a redirect, an error). */
const BARE = { ...HARDENING, 'Content-Security-Policy': NOT_A_PAGE_POLICY };

/** Page file → its policy, made once per file version, like the gzipped bodies. */
const pagePolicies = new Map();

/** @param {string} file @param {number} mtimeMs @returns {string} */
function policyOf(file, mtimeMs) {
	if (extname(file) !== '.html') return NOT_A_PAGE_POLICY;
	const key = `${file}@${mtimeMs}`;
	let policy = pagePolicies.get(key);
	if (!policy) {
		const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(readFileSync(file, 'utf8'));
		policy = meta ? `${meta[1].replace(/;\s*$/, '')}; frame-ancestors 'none'` : NOT_A_PAGE_POLICY;
		pagePolicies.set(key, policy);
	}
	return policy;
}

/** Gzipped files, made once per file version (the build does not change while it is served). */
const gzipped = new Map();

/** @param {string} file @param {number} mtimeMs @returns {Buffer} */
function gzipOf(file, mtimeMs) {
	const key = `${file}@${mtimeMs}`;
	let body = gzipped.get(key);
	if (!body) gzipped.set(key, (body = gzipSync(readFileSync(file), { level: 9 })));
	return body;
}

/** @param {string} file @returns {boolean} */
function isFile(file) {
	try {
		return statSync(file).isFile();
	} catch {
		return false;
	}
}

/**
 * Maps a URL path to a file of the build: the file itself, else the prerendered page
 * (`/setup` -> setup.html, `/` -> index.html, `/x/` -> x/index.html).
 * @param {string} root @param {string} pathname @returns {string | null}
 */
function findFile(root, pathname) {
	const base = normalize(join(root, pathname));
	if (base !== root && !base.startsWith(root + sep)) return null; // no escaping build/
	for (const candidate of [base, base + '.html', join(base, 'index.html')]) if (isFile(candidate)) return candidate;
	return null;
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
	if (!isFile(join(root, 'index.html'))) throw new Error(`${root}/index.html not found: run \`npx vite build\` first`);

	/** @type {import('node:http').RequestListener} */
	const handler = (req, res) => {
		let pathname;
		try {
			pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		} catch {
			res.writeHead(400, BARE).end('Bad request');
			return;
		}
		// trailingSlash 'never' (src/routes/+layout.ts): canonical page URLs have no trailing slash.
		if (pathname.length > 1 && pathname.endsWith('/')) {
			res.writeHead(308, { ...BARE, Location: pathname.slice(0, -1) }).end();
			return;
		}
		let file = findFile(root, pathname);
		let status = 200;
		if (!file) {
			status = 404;
			file = isFile(join(root, '404.html')) ? join(root, '404.html') : null;
		}
		if (!file) {
			res.writeHead(404, { ...BARE, 'Content-Type': MIME['.txt'] }).end('Not found');
			return;
		}
		const type = MIME[/** @type {keyof typeof MIME} */ (extname(file))] ?? 'application/octet-stream';
		// Hashed bundles never change; everything else (service-worker.js, pages, manifest) is revalidated every time,
		// so a new build is noticed by the service worker's update check.
		const cache = pathname.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache';
		const stat = statSync(file);
		const headers = {
			'Content-Type': type,
			'Cache-Control': cache,
			Vary: 'Accept-Encoding',
			'Content-Security-Policy': policyOf(file, stat.mtimeMs),
			...HARDENING
		};
		if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
			const body = gzipOf(file, stat.mtimeMs);
			res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.byteLength });
			res.end(req.method === 'HEAD' ? undefined : body);
			return;
		}
		res.writeHead(status, { ...headers, 'Content-Length': stat.size });
		if (req.method === 'HEAD') res.end();
		else createReadStream(file).pipe(res);
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
