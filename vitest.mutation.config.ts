import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { messagesInOneModule } from './scripts/test/messages-in-one-module';

/**
 * The tests Stryker runs against each mutant of the engine, the statechart and the persistence layer
 * (`npm run test:mutation`, stryker.config.mjs). Only tests that exercise those layers in Node: no components, no
 * browser, and not the commands' one start each as a child process (MUTATION_RUN: a child process never sees the mutant).
 * The Svelte plugin is here only to compile the store's runes (`table.svelte.ts`), which the resume tests load.
 */

/** The files that take seconds each: they run last, so a mutant a quick test kills never waits for them. */
const SLOW = [
	'tests/machine/random-play.test.ts',
	'tests/engine/scenarios.test.ts',
	'tests/machine/every-screen.test.ts',
	'tests/engine/record.test.ts',
	'tests/machine/undo.test.ts',
	'tests/engine/secrets.test.ts'
];

/** Stryker stops a mutant's run at its first failing test: quick files first, then the slow ones, slowest last. */
class QuickFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]) {
		const cost = (file: TestSpecification) => SLOW.findIndex((slow) => file.moduleId.endsWith(slow));
		return [...files].sort((a, b) => cost(a) - cost(b) || a.moduleId.localeCompare(b.moduleId));
	}
}

export default defineConfig({
	plugins: [messagesInOneModule(), svelte()],
	resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', import.meta.url)) } },
	test: {
		environment: 'node',
		include: [
			'tests/engine/**/*.test.ts',
			'tests/machine/**/*.test.ts',
			'tests/persistence/**/*.test.ts',
			'tests/rules/**/*.test.ts',
			'tests/history/**/*.test.ts',
			'tests/state/**/*.test.ts'
		],
		// The reload-anywhere sweep replays every game through the store (about 20 s): resume-from-record tests the
		// same layer in a fraction of that. The storage-fault tests load the store afresh inside each test, and with it
		// the chart: Stryker would then credit the chart's whole definition to those seven tests alone (and report it
		// survived by them) instead of treating it as code every test loads (stryker.config.mjs, `ignoreStatic`).
		// The persistence layer's own fault tests (tests/persistence/commit-faults) stay in. When a save is written
		// after a tap (save-after-paint) needs a page, frames and `pagehide`: Node has none, and the chart and
		// persistence are reached by the other tests anyway. The phone store's tests (state/phone) import the store
		// inside each test, and with it the whole persistence layer: its constants (the database's name, its stores and
		// indexes, the schema's numbers) would be credited to those tests alone and reported survived by them; the
		// persistence tests cover the same code through its own functions.
		exclude: [
			'tests/state/reload-anywhere.svelte.test.ts',
			'tests/state/storage-faults.svelte.test.ts',
			'tests/state/save-after-paint.svelte.test.ts',
			'tests/state/phone.test.ts'
		],
		sequence: { sequencer: QuickFirst },
		// A shared machine under load runs the longest games many times slower than alone.
		testTimeout: 60_000,
		// The random model run samples fewer sequences per mutant, the same ones for each (FC_SEED: drawn afresh, a
		// hundred sometimes missed a least count and stopped the run before any mutant); `npm run test:long` is the long run. MUTATION_RUN
		// leaves out the one start of `npm run replay` as a child process (tests/engine/replay-cli): it never sees a mutant.
		env: { FC_RUNS: '100', FC_SEED: '1', MUTATION_RUN: '1' }
	}
});
