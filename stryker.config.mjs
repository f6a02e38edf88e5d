// Mutation testing of the engine, the statechart and the persistence layer: `npm run test:mutation`
// (scripts/mutation.js runs this and judges each area's score). docs/mutation-testing.md says how to read it.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	testRunner: 'vitest',
	vitest: { configFile: 'vitest.mutation.config.ts', related: false },
	mutate: ['src/lib/engine/**/*.ts', 'src/lib/machine/**/*.ts', 'src/lib/persistence/**/*.ts'],
	coverageAnalysis: 'perTest',
	// Mutants and tests that have not changed since the committed result keep it, so a run after a small change
	// tests only what the change touched.
	incremental: true,
	incrementalFile: 'reports/mutation/incremental.json',
	// The machine is shared: two workers at most.
	concurrency: 2,
	// A busy machine makes a mutant's run slow without making it loop.
	timeoutMS: 10000,
	// Many tests build their games while Vitest collects them (one test per fixture or generated game), so nearly
	// every mutant is also "static". Those still run against the tests that cover them; a mutant reached only while
	// files load (a table of constants, the chart's definition) is left out of the score, since judging it means
	// rerunning every test. MUTATION_STATIC=1 judges those too (hours for a whole area on this machine).
	ignoreStatic: process.env.MUTATION_STATIC !== '1',
	reporters: ['progress', 'clear-text', 'json', 'html'],
	jsonReporter: { fileName: 'reports/mutation/mutation.json' },
	htmlReporter: { fileName: 'reports/mutation/mutation.html' },
	clearTextReporter: { reportTests: false, reportMutants: false, logTests: false },
	// Stryker leaves .svelte-kit out of its copy, but tsconfig.json extends the one SvelteKit generates there.
	ignorePatterns: ['!.svelte-kit', '.svelte-kit/output', 'build', 'test-results', 'playwright-report', 'static', 'tests/e2e', 'reports'],
	tempDirName: '.stryker-tmp'
};
