import { BUDGETS } from './budgets';
import type { Figures } from './figures';
import type { Spread, Tail } from './stats';
import type { TapLatency } from './tap-latency';
import { loadavg } from 'node:os';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${value} ms`;
const range = (s: Spread) => `${s.median} ms (min ${s.min}, max ${s.max})`;
const tail = (t: Tail) => `${t.median} ms (p95 ${t.p95})`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

const tapRows = (taps: TapLatency, instant: TapLatency): [string, string, string][] =>
	Object.entries(taps.kinds).map(([kind, tap]) => {
		const atOnce = instant.kinds[kind]?.eventMs;
		return [
			`tap at round ${taps.round}, CPU ${taps.cpuSlowdown}× slower: ${kind}`,
			`${tap.eventMs.median} ms (max ${tap.eventMs.max}); screen ${tap.screenMs.median} ms (max ${tap.screenMs.max})${atOnce ? `; at once ${atOnce.median} (max ${atOnce.max})` : ''}`,
			`≤ ${ms(BUDGETS.tapMs)} max  ${mark(tap.eventMs.max <= BUDGETS.tapMs)}`
		];
	});

function table(rows: [string, string, string][]): string[] {
	const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
	return rows.map((r) => r.map((cell, i) => cell.padEnd(width[i])).join('   ').trimEnd());
}

const TAPS_NOTE = (taps: TapLatency) =>
	`Taps: ${Object.values(taps.kinds)[0]?.taps ?? 0} of each kind, each on its screen freshly opened, the finger down for ${taps.touchMs} ms as in a real tap; the first figure is the longest Event Timing entry of the tap's interaction (none above 16 ms counts as 16), "screen" the time from the finger lifted to the page's last change; "at once" the longest entry when the finger goes down and up at one instant (Playwright's tap), whose click is timed from the finger down and waits behind the touch's own handlers.`;

/** The taps alone (`npm run bench -- --taps`). */
export function tapReport(taps: TapLatency, instant: TapLatency): string {
	return ['Nightfall bench: taps', '', ...table(tapRows(taps, instant)), '', TAPS_NOTE(taps), `Load average ${loadavg()[0].toFixed(2)} at the end.`].join('\n');
}

export type Sizes = Pick<Figures, 'firstLoadGzipBytes' | 'firstLoadByLanguage' | 'precacheBytes' | 'precacheEntries' | 'firstLoadFiles'>;

const sizeRows = (f: Sizes): [string, string, string][] => [
	['first load (JS + CSS, gzip -9)', kb(f.firstLoadGzipBytes), `≤ ${kb(BUDGETS.firstLoadGzipBytes)}  ${mark(f.firstLoadGzipBytes <= BUDGETS.firstLoadGzipBytes)}`],
	...Object.entries(f.firstLoadByLanguage).map(([language, bytes]): [string, string, string] => [`  … with the phone in ${language}`, kb(bytes), '']),
	['what the service worker keeps', `${kb(f.precacheBytes)} in ${f.precacheEntries} files`, `≤ ${kb(BUDGETS.precacheBytes)}  ${mark(f.precacheBytes <= BUDGETS.precacheBytes)}`]
];

const firstLoadLine = (f: Sizes) => `First load: ${f.firstLoadFiles.map((x) => `${x.file.replace(/^\/_app\/immutable\//, '')} ${x.gzipBytes}`).join(', ')}.`;

/** The two sizes alone (`npm run bench -- --sizes`). */
export function sizesReport(f: Sizes): string {
	return ['Nightfall bench: sizes', '', ...table(sizeRows(f)), '', firstLoadLine(f)].join('\n');
}

/** The figures as a table for people, with each budget and whether it holds. */
export function humanReport(f: Figures): string {
	const rows: [string, string, string][] = [
		...sizeRows(f),
		['offline cold start → usable', range(f.offlineColdStartMs), ''],
		['offline reload → usable', range(f.offlineReloadMs), ''],
		['resume saved game, offline', range(f.resumeMs), ''],
		['save one transition (IndexedDB)', tail(f.persistMs), `≤ ${ms(BUDGETS.persistMedianMs)} median  ${mark(f.persistMs.median <= BUDGETS.persistMedianMs)}`],
		[
			'  … of a game at the import cap',
			tail(f.persistAtCapMs),
			`≤ ${ms(BUDGETS.persistMedianMs)} median  ${mark(f.persistAtCapMs.median <= BUDGETS.persistMedianMs)}`
		],
		['replay the long game', ms(f.replayMs), `≤ ${ms(BUDGETS.replayMs)}  ${mark(f.replayMs <= BUDGETS.replayMs)}`],
		['engine: random games / s (1 core)', String(f.engineGamesPerSec), `≥ ${BUDGETS.engineGamesPerSec}  ${mark(f.engineGamesPerSec >= BUDGETS.engineGamesPerSec)}`],
		[
			'balance estimate, 20 players',
			f.balanceMs === null ? 'not measured' : ms(f.balanceMs),
			f.balanceMs === null ? '' : `≤ ${ms(BUDGETS.balanceMs)}  ${mark(f.balanceMs <= BUDGETS.balanceMs)}`
		],
		...([
			['page CPU: talk, clock running', f.battery.talk],
			['page CPU: app-narrated night', f.battery.appNight]
		] as const).map(([name, s]): [string, string, string] => [
			name,
			`${s.cpuPercent}% of a core (${s.taskMs} ms in ${(s.windowMs / 1000).toFixed(1)} s)`,
			`≤ ${BUDGETS.batteryCpuPercent}%  ${mark(s.cpuPercent <= BUDGETS.batteryCpuPercent)}`
		]),
		...tapRows(f.taps, f.instantTaps)
	];
	const t = f.table;
	return [
		'Nightfall bench',
		'',
		...table(rows),
		'',
		`Long game: ${t.preset}, ${t.players} players, ${t.rounds} rounds, ${t.actions} actions; saved at the talk of day 5 (${t.resumeActions} actions), reopened on "${t.resumedOn}".`,
		...(t.note ? [`  ${t.note}.`] : []),
		`At the import cap: the same game up to its first running clock, then that clock paused and resumed until the record is ${kb(t.capBytes)} (${t.capActions} actions).`,
		`Page CPU: Chromium's TaskDuration over ${f.battery.seconds} s on each screen${f.battery.seconds < 60 ? ` (the issue's window is 60 s: BENCH_BATTERY_SECONDS=60)` : ''}; it ended on "${f.battery.talk.screen}" and "${f.battery.appNight.screen}".`,
		`Engine games: ${f.engineTable}. Balance: ${f.balanceNote}.`,
		'Replay, engine games and balance are processor time of the bench (a busy machine does not inflate them);',
		"the browser's figures are wall time from the navigation's start, in headless Chromium.",
		`Machine: ${f.machine.cpus} × ${f.machine.model}; load average ${f.machine.loadBefore} at the start, ${f.machine.loadAfter} at the end.`,
		`Runs: ${f.runs.coldStarts} cold starts and ${f.runs.resumes} resumes (each a new Chromium process, offline), ${f.runs.reloads} reloads, ${f.runs.saves} saves, ${f.runs.replays} replays.`,
		TAPS_NOTE(f.taps),
		firstLoadLine(f),
		'',
		f.broken.length === 0 ? 'Every budget holds.' : `Over budget:\n${f.broken.map((b) => `  - ${b}`).join('\n')}`
	].join('\n');
}
