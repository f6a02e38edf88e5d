#!/usr/bin/env node
// `npm run test:mutation`: Stryker mutates the engine, the statechart and the persistence layer (stryker.config.mjs),
// then this prints each area's mutation score and fails when one is below its threshold.
//
//   npm run test:mutation                                           every area, judged
//   npm run test:mutation -- --mutate 'src/lib/engine/night.ts'     one file: scores printed, not judged
//
// Any argument is passed to Stryker. The score is Stryker's: mutants the tests detect (killed, or timed out)
// over every mutant that ran or had no test (survived, no coverage); static and erroring mutants do not count.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
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
if (!run('node_modules/.bin/stryker', ['run', ...args])) {
	console.error('Stryker did not finish: no score.');
	process.exit(1);
}

/** @type {{ files: Record<string, { mutants: { status: string }[] }> }} */
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
let below = 0;
console.log(`\nMutation score per area${partial ? ' (part of an area was mutated: printed, not judged)' : ''}:`);
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
