/**
 * `npm run bench -- --against DIR [--base /path/]`: this build (build/) and another built PWA (DIR, its start
 * page at --base, default /) measured in one run, on one machine, their runs interleaved so that the machine's
 * load weighs on both alike. Each is served from its own origin by scripts/serve.js. The budget: no offline start
 * of this build slower than the other's by more than the run's own spread (slowerBeyondSpread).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { serve } from '../serve.js';
import { LAUNCH, PHONE } from './browser-figures';
import { median, percentile, round } from './stats';

/** One build in the comparison: where it is and, once installed, the browser profile that has it. */
export interface Contender {
	name: string;
	url: string;
	profile: string;
}

export interface SideBySideFigures {
	offlineReloadFcpMs: number;
	offlineSettledReloadFcpMs: number;
	offlineRelaunchFcpMs: number;
	requestsBeforeLoad: number;
	bytesBeforeLoad: number;
	requestsFirstSecond: number;
	bytesFirstSecond: number;
	cls: number;
}

type Samples = { [K in keyof SideBySideFigures]: number[] };

/** The offline starts the budget holds for: both reloads and the relaunch, each to its first paint. */
export const OFFLINE_STARTS = ['offlineReloadFcpMs', 'offlineSettledReloadFcpMs', 'offlineRelaunchFcpMs'] as const;
export type OfflineStart = (typeof OFFLINE_STARTS)[number];

/** One build's medians, and how far its offline starts spread from run to run (interquartile range, ms). */
export interface SideBySideResult {
	name: string;
	figures: SideBySideFigures;
	spreads: Record<OfflineStart, number>;
}

/** The middle half of the samples' width: how much a run's own noise moves a figure. */
const interquartile = (samples: number[]) => percentile(samples, 0.75) - percentile(samples, 0.25);

/** Layout shifts the visitor did not cause, summed from the start: watched before the page's own scripts. */
const WATCH_SHIFTS = `(() => {
	window.__benchShifts = 0;
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) if (!e.hadRecentInput) window.__benchShifts += e.value;
	}).observe({ type: 'layout-shift', buffered: true });
})()`;

export const FCP = `(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)()`;
const LOADED = `document.readyState === 'complete'`;
const CONTROLLED = 'navigator.serviceWorker?.controller != null';
/** How many files the page has asked for so far: a page still starting asks for more. */
const ASKED_SO_FAR = `performance.getEntriesByType('resource').length`;
const QUIET_MS = 500;

/**
 * What the visit asked for before its load event, and in its first second, the page itself included, and the
 * bytes that crossed the network for them (as served: gzip -9 for text). Both, because neither alone says what a
 * first screen waits for: a page that asks for its scripts once its first frame is painted asks for them after
 * its load event, and a page that fetches another screen's code once it is usable does so within its first second.
 */
const FIRST_SECOND_MS = 1000;
const ASKED = `(() => {
	const nav = performance.getEntriesByType('navigation')[0];
	const asked = (until) => {
		const early = performance.getEntriesByType('resource').filter((r) => r.startTime <= until);
		return { requests: 1 + early.length, bytes: nav.encodedBodySize + early.reduce((sum, r) => sum + r.encodedBodySize, 0) };
	};
	return { beforeLoad: asked(nav.loadEventEnd), firstSecond: asked(${FIRST_SECOND_MS}) };
})()`;
type Asked = { requests: number; bytes: number };

export async function until<T>(page: Page, expression: string, what: string, timeoutMs = 30_000): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = (await page.evaluate(expression)) as T;
		if (value !== null && value !== false && value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
		await new Promise((r) => setTimeout(r, 20));
	}
}

/** A first visit on a fresh profile: what it fetched as it started, and how much its layout moved. */
async function firstVisit(browser: Browser, c: Contender): Promise<{ beforeLoad: Asked; firstSecond: Asked; cls: number }> {
	const context = await browser.newContext(PHONE);
	try {
		await context.addInitScript(WATCH_SHIFTS);
		const page = await context.newPage();
		await page.goto(c.url);
		await until(page, LOADED, `${c.name} to load`);
		// Whatever the page puts on screen once loaded (a list read from storage) is given a moment to arrive.
		await page.waitForTimeout(1000);
		const asked = (await page.evaluate(ASKED)) as { beforeLoad: Asked; firstSecond: Asked };
		return { ...asked, cls: (await page.evaluate('window.__benchShifts')) as number };
	} finally {
		await context.close();
	}
}

/** Installs the build as a phone would: one visit, its service worker in control (a reload if it does not claim). */
export async function install(c: Contender): Promise<void> {
	const context = await chromium.launchPersistentContext(c.profile, { ...LAUNCH, ...PHONE });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto(c.url);
		await until(page, `(async () => { await navigator.serviceWorker.ready; return true; })()`, `${c.name}'s service worker`);
		if (!(await page.evaluate(CONTROLLED))) await page.reload();
		await until(page, CONTROLLED, `${c.name}'s service worker to take control`);
		// A second visit while online: whatever the worker caches at run time is in by now.
		await page.reload();
		await until(page, LOADED, `${c.name} to load`);
	} finally {
		await context.close();
	}
}

/**
 * The page loaded, then asking for nothing more for half a second: what a player reloads is a page in use, not
 * one still starting (a page that asks for its scripts after its first frame is still starting at its load event).
 */
export async function settled(page: Page): Promise<void> {
	await until(page, LOADED, 'the page to load');
	let asked = -1;
	for (;;) {
		const now = (await page.evaluate(ASKED_SO_FAR)) as number;
		if (now === asked) return;
		asked = now;
		await page.waitForTimeout(QUIET_MS);
	}
}

/**
 * The browser restarted with no signal, then the open page reloaded twice: at once at its load event, and once
 * it has settled. The first contentful paint of each.
 */
async function offlineStarts(c: Contender): Promise<{ relaunch: number; reload: number; settledReload: number }> {
	const context: BrowserContext = await chromium.launchPersistentContext(c.profile, { ...LAUNCH, ...PHONE, offline: true });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		const opened = await page.goto(c.url);
		if (!opened?.fromServiceWorker()) throw new Error(`${c.name} was not served by its service worker offline`);
		const relaunch = await until<number>(page, FCP, `${c.name}'s first paint`);
		await until(page, LOADED, `${c.name} to load`);
		await page.reload();
		const reload = await until<number>(page, FCP, `${c.name}'s first paint after a reload`);
		await settled(page);
		await page.reload();
		const settledReload = await until<number>(page, FCP, `${c.name}'s first paint after a reload once settled`);
		return { relaunch, reload, settledReload };
	} finally {
		await context.close();
	}
}

const empty = (): Samples => ({
	offlineReloadFcpMs: [],
	offlineSettledReloadFcpMs: [],
	offlineRelaunchFcpMs: [],
	requestsBeforeLoad: [],
	bytesBeforeLoad: [],
	requestsFirstSecond: [],
	bytesFirstSecond: [],
	cls: []
});

/**
 * Both builds, `runs` rounds (after one warm-up round), each round measuring one then the other. Returns the
 * medians of each, in the order given.
 */
export async function sideBySide(
	builds: { name: string; dir: string; base: string }[],
	runs: number,
	say: (line: string) => void
): Promise<SideBySideResult[]> {
	const servers = await Promise.all(builds.map((b) => serve({ root: resolve(b.dir), port: 0 })));
	const contenders: Contender[] = builds.map((b, i) => ({
		name: b.name,
		url: `${servers[i].url}${b.base}`,
		profile: mkdtempSync(join(tmpdir(), 'nightfall-bench-'))
	}));
	const samples = contenders.map(empty);
	const browser = await chromium.launch(LAUNCH);
	try {
		for (const c of contenders) {
			say(`installing ${c.name} (${c.url})`);
			await install(c);
		}
		for (let round = 0; round <= runs; round++) {
			say(`round ${round === 0 ? 'of warm-up' : `${round} of ${runs}`}`);
			for (const [i, c] of contenders.entries()) {
				const visit = await firstVisit(browser, c);
				const starts = await offlineStarts(c);
				if (round === 0) continue;
				const s = samples[i];
				s.requestsBeforeLoad.push(visit.beforeLoad.requests);
				s.bytesBeforeLoad.push(visit.beforeLoad.bytes);
				s.requestsFirstSecond.push(visit.firstSecond.requests);
				s.bytesFirstSecond.push(visit.firstSecond.bytes);
				s.cls.push(visit.cls);
				s.offlineRelaunchFcpMs.push(starts.relaunch);
				s.offlineReloadFcpMs.push(starts.reload);
				s.offlineSettledReloadFcpMs.push(starts.settledReload);
			}
		}
	} finally {
		await browser.close();
		await Promise.all(servers.map((s) => s.close()));
		for (const c of contenders) rmSync(c.profile, { recursive: true, force: true });
	}
	return contenders.map((c, i) => ({
		name: c.name,
		figures: Object.fromEntries(Object.entries(samples[i]).map(([key, values]) => [key, round(median(values))])) as unknown as SideBySideFigures,
		spreads: Object.fromEntries(OFFLINE_STARTS.map((key) => [key, round(interquartile(samples[i][key]))])) as Record<OfflineStart, number>
	}));
}

const ROWS: [keyof SideBySideFigures, string, (v: number) => string][] = [
	['offlineReloadFcpMs', 'offline reload at the load event → first contentful paint', (v) => `${v} ms`],
	['offlineSettledReloadFcpMs', 'offline reload once settled → FCP', (v) => `${v} ms`],
	['offlineRelaunchFcpMs', 'offline relaunch (browser restarted) → FCP', (v) => `${v} ms`],
	['requestsBeforeLoad', 'requests asked before the load event, cold', String],
	['bytesBeforeLoad', 'their bytes, as served (gzip)', (v) => `${(v / 1000).toFixed(1)} KB`],
	['requestsFirstSecond', 'requests asked in the first second, cold', String],
	['bytesFirstSecond', 'their bytes, as served (gzip)', (v) => `${(v / 1000).toFixed(1)} KB`],
	['cls', 'cumulative layout shift, first visit', String]
];

const LABELS = Object.fromEntries(ROWS.map(([key, label]) => [key, label])) as Record<keyof SideBySideFigures, string>;

/** The slack an offline start is allowed: the larger of the two builds' spreads for it. */
const slackOf = (a: SideBySideResult, b: SideBySideResult, key: OfflineStart) => Math.max(a.spreads[key], b.spreads[key]);

/** Each offline start of the first build slower than the second's by more than the run's own spread, in words. */
export function slowerBeyondSpread([a, b]: SideBySideResult[]): string[] {
	return OFFLINE_STARTS.flatMap((key) => {
		const slack = slackOf(a, b, key);
		const over = a.figures[key] - b.figures[key];
		return over > slack ? [`${LABELS[key]}: ${a.figures[key]} ms against ${b.figures[key]} ms, ${round(over)} ms slower, beyond the run's spread of ${slack} ms`] : [];
	});
}

const isOfflineStart = (key: keyof SideBySideFigures): key is OfflineStart => (OFFLINE_STARTS as readonly string[]).includes(key);

/**
 * The two builds' medians side by side, the first's over the second's, and for each offline start the run's
 * spread and whether the first build keeps within it; the broken ones are listed under the table.
 */
export function sideBySideReport(results: SideBySideResult[], runs: number, machine: string): string {
	const [a, b] = results;
	const rows = [
		['figure (median)', a.name, b.name, 'ratio', 'spread', 'slower by ≤ spread'],
		...ROWS.map(([key, label, show]) => {
			const ratio = b.figures[key] === 0 ? '—' : String(round(a.figures[key] / b.figures[key]));
			if (!isOfflineStart(key)) return [label, show(a.figures[key]), show(b.figures[key]), ratio, '', ''];
			const slack = slackOf(a, b, key);
			return [label, show(a.figures[key]), show(b.figures[key]), ratio, `${slack} ms`, a.figures[key] - b.figures[key] <= slack ? 'ok' : 'OVER'];
		})
	];
	const width = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
	const broken = slowerBeyondSpread(results);
	return [
		'Nightfall bench, side by side',
		'',
		...rows.map((r) => r.map((cell, i) => cell.padEnd(width[i])).join('   ').trimEnd()),
		'',
		`${runs} interleaved rounds after a warm-up; each offline start is a new Chromium process with the network cut.`,
		`Ratio: ${a.name} over ${b.name}. Spread: the larger of the two builds' interquartile ranges. ${machine}`,
		'',
		broken.length === 0 ? `No offline start is slower than ${b.name}'s by more than the run's spread.` : 'Slower beyond the spread:',
		...broken.map((line) => `  ${line}`)
	].join('\n');
}
