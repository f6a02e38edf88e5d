/**
 * npm run bench [-- --json]: the figures that say whether Nightfall starts at once and stays light on an old
 * phone with no signal, against the budgets of scripts/bench/budgets.ts. Builds the app first when build/ is
 * missing or older than its sources. Prints a table, or with --json one JSON object, on stdout (`npm run -s`
 * keeps npm's own header off it); exits 1 when a budget is broken, 2 when it could not measure. Not part of
 * `npm test`: it takes about a minute and its figures depend on the machine.
 *
 * Environment: BENCH_PORT (default 4191) for the app server, CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_RUNS (default 10) for the cold starts and resumes, BENCH_BATTERY_SECONDS (default 20; the window
 * is 60) for how long each screen sits while its CPU time is counted.
 *
 * `npm run bench -- --against DIR [--base /path/]` measures this build beside another built PWA instead
 * (scripts/bench/side-by-side.ts), and exits 1 when an offline start of this build is slower than the other's by
 * more than the run's own spread. `npm run bench -- --taps` measures the taps alone (against their budget, exit 1
 * on a broken one); with BENCH_TRACE_DIR set, each timed tap's Chromium trace is written there.
 * `npm run bench -- --sizes` gives the two sizes alone (first load, what the service worker keeps), in seconds.
 */
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { batterySeconds, measureBattery } from './bench/battery';
import { BUDGETS, brokenBudgets } from './bench/budgets';
import { buildApp, staleBuild } from './bench/build';
import { compileAndImport, compileForPage } from './bench/compile';
import { heaviestLanguage } from './bench/languages';
import { lengthened } from './bench/long-record';
import { PAGE_SAVE } from './bench/page-scripts';
import { MAX_RECORD_BYTES } from '../src/lib/files/import';
import type { GameRecord } from '../src/lib/engine/record';
import { measureFirstLoad, measureOffline, withBrowser } from './bench/browser-figures';
import type { Figures } from './bench/figures';
import { humanReport, sizesReport, tapReport, type Sizes } from './bench/report';
import { serveBuild } from './bench/server';
import { sideBySide, sideBySideReport, slowerBeyondSpread } from './bench/side-by-side';
import { round, spread, tail } from './bench/stats';
import { measureTaps, tapCases, TOUCH_MS, type TapLatency } from './bench/tap-latency';

type EngineFigures = typeof import('./bench/engine-figures');

const json = process.argv.includes('--json');
const port = Number(process.env.BENCH_PORT) || 4191; // not 4190: browsers refuse it (a "bad port" of the Fetch standard)
const runs = Math.max(10, Number(process.env.BENCH_RUNS) || 10);
const SAVES = 200;
const REPLAYS = 50;
const TAPS = 5;
const ENGINE_SECONDS = 2;

/** A game as the app stores it while it is being played. */
const storedRow = (engine: EngineFigures, record: GameRecord) => ({
	id: record.id,
	status: 'playing',
	createdAt: record.createdAt,
	updatedAt: record.actions[record.actions.length - 1]?.at ?? record.createdAt,
	record,
	snapshot: engine.persistedSnapshot(record),
	summary: { preset: record.preset, players: record.players, winner: null }
});

/** Progress goes to stderr, so stdout holds the figures alone. */
const say = (line: string) => console.error(`bench: ${line}`);

/** build/ made afresh when it is missing or older than its sources: every figure is of the app as it is now. */
function buildIfStale(): void {
	const stale = staleBuild();
	if (stale) {
		say(`building the app (${stale})`);
		buildApp();
	}
}

/** The machine and its load, which the browser's figures depend on. */
const machineLine = (loadBefore: number) =>
	`Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown'}; load average ${round(loadBefore)} at the start, ${round(loadavg()[0])} at the end.`;

async function measure(): Promise<Figures> {
	const loadBefore = loadavg()[0];
	buildIfStale();

	say('compiling the engine as the app ships it');
	const engine = await compileAndImport<EngineFigures>('scripts/bench/engine-figures.ts');
	// The games per second first, while the process has run nothing else: a phone plays one table's game at a time.
	// Timed after the 20-player game below and its replays, the same engine read a seventh lower (the JIT's view of
	// the engine's functions is then shaped by another preset's tables), whatever the build.
	say(`timing ${ENGINE_SECONDS} s of random games and ${REPLAYS} replays`);
	const engineTable = engine.tableOf('classic', 7);
	const engineGamesPerSec = engine.gamesPerSecond(engineTable, ENGINE_SECONDS);
	const { config, long, saved, note } = engine.benchGame();
	if (note) say(note);
	const replayMs = engine.replayMedianMs(long.record, REPLAYS);
	const balance = await engine.balanceMs(engine.tableOf('storyteller', 20));

	const rowOf = (record: GameRecord) => storedRow(engine, record);
	const row = rowOf(saved);
	// The same game up to its first running clock, paused and resumed until the record is as big as the import accepts.
	const atTheCap = lengthened(saved, MAX_RECORD_BYTES - 4096);
	const atTheCapBytes = JSON.stringify(atTheCap).length;
	if (!engine.readsBack(atTheCap)) throw new Error('the record at the import cap does not read back');
	say('compiling the app\'s saving for the page');
	const saveCode = await compileForPage('scripts/bench/page-save.ts', PAGE_SAVE);

	say(`serving build/ on port ${port}`);
	const server = await serveBuild(port);
	try {
		say('first load and precache, from a cold cache');
		const first = await withBrowser((browser) => measureFirstLoad(browser, server.url, resolve('build')));
		const heaviest = heaviestLanguage();
		say(`first load again with the phone in its heaviest language (${heaviest})`);
		const firstHeaviest = await withBrowser((browser) => measureFirstLoad(browser, server.url, resolve('build'), heaviest));
		say(`${runs} cold starts and resumes offline, ${SAVES} saves of each size`);
		const offline = await measureOffline(server.url, { row, failed: /cannot be (opened|read)/ }, runs, {
			code: saveCode,
			rows: { resumed: row, atTheCap: rowOf(atTheCap) },
			count: SAVES
		});
		const seconds = batterySeconds();
		say(`the talk screen with its clock running and an app-narrated night, ${seconds} s each, for the page's CPU time`);
		const battery = await withBrowser((browser) => measureBattery(browser, server.url, seconds));
		const { taps, instant: instantTaps } = await timeTaps(engine, long, config.players, rowOf, saveCode, server.url);
		const figures: Figures = {
			firstLoadGzipBytes: Math.max(first.gzipBytes, firstHeaviest.gzipBytes),
			firstLoadByLanguage: { en: first.gzipBytes, [heaviest]: firstHeaviest.gzipBytes },
			precacheBytes: first.precacheBytes,
			offlineColdStartMs: spread(offline.coldStartMs),
			resumeMs: spread(offline.resumeMs),
			persistMs: tail(offline.persistMs),
			persistAtCapMs: tail(offline.persistAtCapMs),
			replayMs: round(replayMs),
			engineGamesPerSec,
			balanceMs: balance.ms === null ? null : round(balance.ms),
			battery,
			offlineReloadMs: spread(offline.reloadMs),
			taps,
			instantTaps,
			firstLoadFiles: first.files,
			precacheEntries: first.precacheEntries,
			table: {
				preset: config.preset,
				players: config.players.length,
				rounds: long.rounds,
				actions: long.record.actions.length,
				resumeActions: saved.actions.length,
				capActions: atTheCap.actions.length,
				capBytes: atTheCapBytes,
				resumedOn: offline.resumedOn,
				note
			},
			engineTable: `${engineTable.preset}, ${engineTable.players.length} players, suggested roles, a new seed each game`,
			balanceNote: balance.note,
			runs: { coldStarts: runs, resumes: runs, reloads: offline.reloadMs.length, saves: SAVES, replays: REPLAYS },
			machine: { cpus: cpus().length, model: cpus()[0]?.model.trim() ?? 'unknown', loadBefore: round(loadBefore), loadAfter: round(loadavg()[0]) },
			broken: []
		};
		figures.broken = brokenBudgets(figures);
		return figures;
	} finally {
		server.stop();
	}
}

/** The value after `flag` on the command line, if it is there. */
function option(flag: string): string | undefined {
	const at = process.argv.indexOf(flag);
	return at === -1 ? undefined : process.argv[at + 1];
}

/** The side-by-side run: whether every offline start of this build kept within the run's spread of the other's. */
async function compare(against: string): Promise<boolean> {
	const loadBefore = loadavg()[0];
	buildIfStale();
	const base = option('--base') ?? '/';
	const results = await sideBySide(
		[
			{ name: 'build/', dir: 'build', base: '/' },
			{ name: against, dir: against, base: base.startsWith('/') ? base : `/${base}` }
		],
		runs,
		say
	);
	const broken = slowerBeyondSpread(results);
	console.log(
		json
			? JSON.stringify({ results, runs, loadBefore, loadAfter: loadavg()[0], broken }, null, '\t')
			: sideBySideReport(results, runs, machineLine(loadBefore))
	);
	return broken.length === 0;
}

/**
 * Each kind of tap on the long game cut at round 10, made by a finger (budgeted) and at once (shown beside). With
 * `traceDir`, each finger tap's trace is written there.
 */
async function timeTaps(
	engine: EngineFigures,
	long: ReturnType<EngineFigures['benchGame']>['long'],
	players: string[],
	rowOf: (record: GameRecord) => ReturnType<typeof storedRow>,
	saveCode: string,
	url: string,
	traceDir?: string
): Promise<{ taps: TapLatency; instant: TapLatency }> {
	say(`${TAPS} taps of each kind at round 10, the processor slowed 4×, by a finger and at once`);
	const cut = engine.tapRecords(long);
	const tapRows = Object.fromEntries(Object.entries(cut.records).map(([screen, record]) => [screen, rowOf(record!)]));
	const cases = tapCases(tapRows, players);
	const taps = await measureTaps(url, saveCode, cases, TAPS, cut.round, TOUCH_MS, traceDir);
	const instant = await measureTaps(url, saveCode, cases, TAPS, cut.round, 0);
	return { taps, instant };
}

/** The taps alone: the long game cut at round 10, each kind of tap timed as in the full bench. */
async function tapsAlone(): Promise<boolean> {
	buildIfStale();
	const engine = await compileAndImport<EngineFigures>('scripts/bench/engine-figures.ts');
	const { config, long } = engine.benchGame();
	const saveCode = await compileForPage('scripts/bench/page-save.ts', PAGE_SAVE);
	const rowOf = (record: GameRecord) => storedRow(engine, record);
	const server = await serveBuild(port);
	try {
		const { taps, instant } = await timeTaps(engine, long, config.players, rowOf, saveCode, server.url, process.env.BENCH_TRACE_DIR);
		console.log(json ? JSON.stringify({ taps, instant }, null, '\t') : tapReport(taps, instant));
		return Object.values(taps.kinds).every((tap) => tap.eventMs.max <= BUDGETS.tapMs);
	} finally {
		server.stop();
	}
}

/** The first load (in English and the heaviest language) and what the service worker keeps, without the rest. */
async function sizes(): Promise<Sizes> {
	buildIfStale();
	const server = await serveBuild(port);
	try {
		const heaviest = heaviestLanguage();
		const [first, firstHeaviest] = await withBrowser(async (browser) => [
			await measureFirstLoad(browser, server.url, resolve('build')),
			await measureFirstLoad(browser, server.url, resolve('build'), heaviest)
		]);
		return {
			firstLoadGzipBytes: Math.max(first.gzipBytes, firstHeaviest.gzipBytes),
			firstLoadByLanguage: { en: first.gzipBytes, [heaviest]: firstHeaviest.gzipBytes },
			precacheBytes: first.precacheBytes,
			precacheEntries: first.precacheEntries,
			firstLoadFiles: first.files
		};
	} finally {
		server.stop();
	}
}

if (process.argv.includes('--help')) {
	// This file's opening comment is the usage.
	const usage = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(fileURLToPath(import.meta.url), 'utf8'))?.[1] ?? '';
	console.log(usage.replace(/^\s*\* ?/gm, '').trim());
	process.exit(0);
}

if (process.argv.includes('--sizes')) {
	try {
		const f = await sizes();
		console.log(json ? JSON.stringify(f, null, '\t') : sizesReport(f));
		process.exit(f.firstLoadGzipBytes <= BUDGETS.firstLoadGzipBytes && f.precacheBytes <= BUDGETS.precacheBytes ? 0 : 1);
	} catch (error) {
		console.error(`bench: could not measure: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(2);
	}
}

if (process.argv.includes('--taps')) {
	try {
		process.exit((await tapsAlone()) ? 0 : 1);
	} catch (error) {
		console.error(`bench: could not measure: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(2);
	}
}

const against = option('--against');
if (against) {
	try {
		process.exit((await compare(against)) ? 0 : 1);
	} catch (error) {
		console.error(`bench: could not measure: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(2);
	}
}

try {
	const figures = await measure();
	console.log(json ? JSON.stringify(figures, null, '\t') : humanReport(figures));
	process.exit(figures.broken.length > 0 ? 1 : 0);
} catch (error) {
	console.error(`bench: could not measure: ${error instanceof Error ? error.message : String(error)}`);
	process.exit(2);
}
