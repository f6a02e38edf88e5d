#!/usr/bin/env node
// `npm run test:mutation`: Stryker mutates the engine, the statechart and the persistence layer (stryker.config.mjs),
// then this prints each area's mutation score and fails when one is below its threshold.
//
//   npm run test:mutation                                           every area, judged
//   npm run test:mutation -- --mutate 'src/lib/engine/night.ts'     one file: scores printed, not judged
//
// Any argument is passed to Stryker. The score is Stryker's: mutants the tests detect (killed, or timed out)
// over every mutant that ran or had no test (survived, no coverage); static and erroring mutants do not count.
//
// Stryker's incremental file holds only the files of the run that wrote it. A run of one file would then forget every
// other file's results, so the results of the files this run did not mutate are put back into it afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const INCREMENTAL = 'reports/mutation/incremental.json';
const AREAS = [
	{ dir: 'src/lib/engine/', least: 85 },
	{ dir: 'src/lib/machine/', least: 75 },
	{ dir: 'src/lib/persistence/', least: 75 }
];
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const args = process.argv.slice(2);
const partial = args.some((a) => a === '--mutate' || a === '-m' || a.startsWith('--mutate='));

/** @param {string} cmd @param {string[]} argv */
function run(cmd, argv) {
	const r = spawnSync(cmd, argv, { stdio: 'inherit' });
	if (r.error) console.error(r.error.message);
	return r.status === 0;
}

// tsconfig.json extends the one SvelteKit generates: a fresh clone has none until it is synced.
if (!run('node_modules/.bin/svelte-kit', ['sync'])) process.exit(1);
/** @typedef {{ files: Record<string, { mutants: { status: string }[] }>, testFiles?: Record<string, unknown> }} Report */
/** @param {string} file @returns {Report | null} */
const readReport = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const before = readReport(INCREMENTAL);
if (!run('node_modules/.bin/stryker', ['run', ...args])) {
	console.error('Stryker did not finish: no score.');
	process.exit(1);
}
const report = /** @type {Report} */ (readReport(REPORT));
if (before) {
	for (const [file, result] of Object.entries(before.files)) if (!(file in report.files) && existsSync(file)) report.files[file] = result;
	writeFileSync(INCREMENTAL, JSON.stringify(report, null, 2));
}
let below = 0;
console.log(`\nMutation score per area${partial ? ' (this run mutated only part: files not in it keep their last result; not judged)' : ''}:`);
for (const { dir, least } of AREAS) {
	const count = /** @type {Record<string, number>} */ ({});
	for (const [file, { mutants }] of Object.entries(report.files)) {
		if (!file.replaceAll('\\', '/').includes(dir)) continue;
		for (const { status } of mutants) count[status] = (count[status] ?? 0) + 1;
	}
	const detected = [...DETECTED].reduce((n, s) => n + (count[s] ?? 0), 0);
	const undetected = [...UNDETECTED].reduce((n, s) => n + (count[s] ?? 0), 0);
	const name = dir.replace(/\/$/, '').padEnd(20);
	if (!detected && !undetected) {
		console.log(`  ${name} not mutated in this run`);
		continue;
	}
	const score = (100 * detected) / (detected + undetected);
	const fails = !partial && score < least;
	if (fails) below++;
	const detail = Object.entries(count)
		.map(([s, n]) => `${n} ${s}`)
		.join(', ');
	console.log(`  ${name} ${score.toFixed(2).padStart(6)}%  (needs ${least}%${fails ? ': BELOW' : ''})  ${detail}`);
}
process.exit(below ? 1 : 0);
