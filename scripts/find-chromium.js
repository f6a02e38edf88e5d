#!/usr/bin/env node
// Finds a Chromium for Playwright (Playwright cannot download its own browser on machines without access to
// its CDN, so Debian's /usr/bin/chromium is the usual answer here).
//   import { findChromium } from './find-chromium.js'   -> path or null (never installs)
//   node scripts/find-chromium.js                       -> prints the path; installs one if none is found,
//                                                          else says what to run and exits 1
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {Promise<string | null>} the first Chromium executable that exists */
export async function findChromium() {
	for (const name of ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
		const path = process.env[name];
		if (path && existsSync(path)) return path;
	}
	for (const path of SYSTEM_PATHS) if (existsSync(path)) return path;
	try {
		const { chromium } = await import('@playwright/test');
		const path = chromium.executablePath();
		if (path && existsSync(path)) return path;
	} catch {
		// @playwright/test not installed or no browser registry: fall through
	}
	return null;
}

/** @param {string} cmd @param {string[]} args @returns {boolean} */
function run(cmd, args) {
	console.error(`$ ${cmd} ${args.join(' ')}`);
	const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
	return r.status === 0;
}

/** Tries Playwright's own download, then Debian's package (root only). @returns {Promise<string | null>} */
export async function installChromium() {
	if (run('npx', ['playwright', 'install', 'chromium'])) {
		const found = await findChromium();
		if (found) return found;
	}
	const isRoot = process.getuid?.() === 0;
	if (isRoot && existsSync('/usr/bin/apt-get')) {
		if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) return findChromium();
	}
	return null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const path = (await findChromium()) ?? (await installChromium());
	if (path) {
		console.log(path);
	} else {
		console.error(
			'No Chromium found. Install one, then re-run:\n' +
				'  sudo apt-get update && sudo apt-get install -y chromium   # Debian/Ubuntu\n' +
				'  or: npx playwright install chromium\n' +
				'  or: export CHROMIUM_PATH=/path/to/chrome'
		);
		process.exit(1);
	}
}
