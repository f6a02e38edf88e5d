#!/usr/bin/env node
// `npm test`: every check the project has, in order, with output streamed as it runs:
//   1. svelte-kit sync + svelte-check --fail-on-warnings   (counts as 1 test)
//   2. vitest run (node + dom projects)                      (its own test count, from test-results/vitest.json)
//   3. vite build                                            (counts as 1 test)
//   4. Playwright e2e against build/                         (its own count, from test-results/e2e.json)
// A failing stage does not stop the independent ones; e2e needs a successful build.
// The last line printed is the combined total, `N passed, N failed[, N skipped]` (what CI reads).
//
//   npm test                 everything
//   npm test -- --unit       only 1 and 2 (fast, no browser)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, installChromium } from './find-chromium.js';

const unitOnly = process.argv.includes('--unit');
const BIN = 'node_modules/.bin/';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const summary = [];

/** Runs a command with inherited output. @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(cmd, args, env) {
	console.log(`\n$ ${cmd} ${args.join(' ')}`);
	const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
	if (r.error) console.error(r.error.message);
	return r.status === 0;
}

/** @param {string} label @param {{ passed?: number, failed?: number, skipped?: number }} counts */
function record(label, { passed = 0, failed = 0, skipped = 0 }) {
	totals.passed += passed;
	totals.failed += failed;
	totals.skipped += skipped;
	summary.push(`${label.padEnd(13)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** @param {string} file @returns {any} parsed JSON, or null if missing or broken */
function readJson(file) {
	try {
		return JSON.parse(readFileSync(file, 'utf8'));
	} catch {
		return null;
	}
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// 1. Types and Svelte diagnostics.
// The messages are compiled first: their functions are what the type check checks every call against.
const checked = run('npm', ['run', '-s', 'messages', '--', '--silent']) &&
	run(BIN + 'svelte-kit', ['sync']) && run(BIN + 'svelte-check', ['--tsconfig', './tsconfig.json', '--fail-on-warnings']);
record('svelte-check', checked ? { passed: 1 } : { failed: 1 });

// 2. Unit and component tests.
const vitestOk = run(BIN + 'vitest', ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
	// A file that fails to load has no test results of its own: count it as one failure.
	const brokenFiles = (vitest.testResults ?? []).filter(
		(/** @type {any} */ f) => f.status === 'failed' && !(f.assertionResults ?? []).length
	).length;
	const failed = vitest.numFailedTests + brokenFiles;
	record('vitest', {
		passed: vitest.numPassedTests,
		failed: failed || (vitestOk ? 0 : 1), // non-zero exit with no failed test (e.g. an unhandled error)
		skipped: vitest.numPendingTests + vitest.numTodoTests
	});
} else {
	record('vitest', { failed: 1 });
}

if (!unitOnly) {
	// 3. The production build (also what e2e runs against).
	const built = run(BIN + 'vite', ['build']) && existsSync('build/index.html') && existsSync('build/service-worker.js');
	record('vite build', built ? { passed: 1 } : { failed: 1 });

	// 4. End-to-end tests in Chromium, against build/ served by scripts/serve.js.
	if (!built) {
		summary.push('e2e           not run: the build failed');
	} else {
		const chromium = (await findChromium()) ?? (await installChromium());
		if (!chromium) {
			console.error('No Chromium: see `node scripts/find-chromium.js`.');
			record('e2e', { failed: 1 });
		} else {
			console.log(`\nChromium: ${chromium}`);
			const e2eOk = run(BIN + 'playwright', ['test'], { CHROMIUM_PATH: chromium });
			const stats = readJson('test-results/e2e.json')?.stats;
			if (stats) {
				const failed = stats.unexpected;
				record('e2e', {
					passed: stats.expected + stats.flaky,
					failed: failed || (e2eOk ? 0 : 1), // e.g. the web server did not start
					skipped: stats.skipped
				});
			} else {
				record('e2e', { failed: 1 });
			}
		}
	}
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
