import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAUNCH, PHONE } from './browser-figures';
import { APP_DB_READY, PAGE_SAVE } from './page-scripts';
import { round } from './stats';

/**
 * How long a tap takes to be answered on a cheap phone: Chromium's processor slowed four times, the game of the
 * bench's largest table open at its round 10, each kind of tap made several times on a freshly opened screen.
 * Per tap: the longest Event Timing entry of its interaction (each of its events, from its own moment to the frame
 * painted after its handlers ran: what INP counts), and the time from the finger lifted to the last change of the
 * page the tap caused (its next screen there).
 *
 * A finger rests on the glass for a moment in a tap: it comes down, the page handles the touch, and the click
 * comes when it lifts. That is the tap timed against the budget (TOUCH_MS). Playwright's own tap sends the finger
 * down and up at the same instant, which no finger does: its click is stamped with the moment the finger came
 * down, then waits behind that touch's own handlers, and that wait is charged to the click. It is timed too, and
 * shown beside.
 */

export const CPU_SLOWDOWN = 4;
/** How long the finger stays down in a timed tap. */
export const TOUCH_MS = 80;
const DURATION_THRESHOLD = 16;

/** Installed before the app's scripts: Event Timing entries, the last finger down and up, and the page's last change. */
const WATCH_TAPS = `(() => {
	const taps = { entries: [], downAt: null, upAt: null, changedAt: null };
	window.__benchTaps = taps;
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) taps.entries.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
	}).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD}, buffered: true });
	addEventListener('pointerdown', (e) => { taps.downAt = e.timeStamp; taps.upAt = null; taps.changedAt = null; }, { capture: true });
	addEventListener('pointerup', (e) => { taps.upAt = e.timeStamp; }, { capture: true });
	new MutationObserver(() => { if (taps.downAt !== null) taps.changedAt = performance.now(); })
		.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})()`;
/**
 * Stores `row` with the app's own saving (PAGE_SAVE, loaded in the page), as a game played on this phone is
 * stored: its actions apart from its row, so the tap's save after it writes only what the tap added.
 */
const storeRow = (row: unknown) => `(async () => {
	const { openNightfallDb, saveGame } = window.${PAGE_SAVE};
	const opened = await openNightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	const game = ${JSON.stringify(row)};
	if (game.snapshot?.context) game.snapshot.context.record = game.record;
	const problem = await saveGame(opened.db, game);
	opened.db.close();
	if (problem) throw new Error(problem.message);
})()`;
const CLEAR = '(() => { const t = window.__benchTaps; t.entries = []; t.downAt = null; t.upAt = null; t.changedAt = null; })()';
const READ = '(() => window.__benchTaps)()';

interface Read {
	entries: { name: string; start: number; duration: number; id: number }[];
	downAt: number | null;
	upAt: number | null;
	changedAt: number | null;
}

export interface TapFigure {
	/** Longest Event Timing entry of each tap's interaction, ms; a tap with none above 16 ms counts as 16. */
	eventMs: { median: number; max: number };
	/** Finger lifted (or, for a card held, put down) to the page's last change, ms. */
	screenMs: { median: number; max: number };
	taps: number;
}

export interface TapLatency {
	cpuSlowdown: number;
	round: number;
	/** How long the finger stayed down; 0 for Playwright's tap, down and up at once. */
	touchMs: number;
	kinds: Record<string, TapFigure>;
}

/** A saved game's row, and where its timed tap is (steps before it are not timed). */
export interface TapCase {
	kind: string;
	row: { id: string } & Record<string, unknown>;
	/** Taps made before the timed one, on the just-opened screen, at full speed. */
	before?: (page: Page) => Promise<void>;
	/** What the finger taps; a held card is pressed and held instead. */
	target: (page: Page) => Locator;
	hold?: boolean;
}

/** What a trace of a tap keeps: the main thread's tasks, style, layout and paint (the script's samples are the profile's). */
const TRACE_CATEGORIES = [
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'disabled-by-default-devtools.timeline.frame',
	'v8.execute',
	'blink.user_timing',
	'latencyInfo'
];

async function startTrace(cdp: CDPSession): Promise<void> {
	await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
	await cdp.send('Profiler.start');
	// Starting the sampler stalls the page's next script: run one now, so the tap is not charged for it.
	await cdp.send('Runtime.evaluate', { expression: '0' });
}

/** Ends the trace and the profile and writes them to `file`.json (for DevTools' Performance panel) and .cpuprofile. */
async function endTrace(cdp: CDPSession, file: string): Promise<void> {
	const { profile } = await cdp.send('Profiler.stop');
	writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
	const done = new Promise<string>((resolveStream) => cdp.once('Tracing.tracingComplete', (e) => resolveStream(e.stream ?? '')));
	await cdp.send('Tracing.end');
	const handle = await done;
	let text = '';
	for (;;) {
		const chunk = await cdp.send('IO.read', { handle });
		text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
		if (chunk.eof) break;
	}
	await cdp.send('IO.close', { handle });
	writeFileSync(`${file}.json`, text);
}

const mid = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summary = (xs: number[]) => ({ median: round(mid(xs)), max: round(Math.max(...xs)) });

async function settled(page: Page): Promise<Read> {
	// A tap's changes come within a few frames; the page is read once it has been still for 300 ms.
	let last: number | null = null;
	for (let i = 0; i < 50; i++) {
		await page.waitForTimeout(150);
		const read = (await page.evaluate(READ)) as Read;
		if (read.changedAt !== null && read.changedAt === last) return read;
		last = read.changedAt;
	}
	return (await page.evaluate(READ)) as Read;
}

/**
 * Each case `times` times, each on its screen freshly opened from the saved row; `saveCode` is the app's saving
 * compiled for the page (scripts/bench/page-save.ts). With `traceDir`, each timed tap's trace is written there.
 */
export async function measureTaps(
	url: string,
	saveCode: string,
	cases: TapCase[],
	times: number,
	roundNo: number,
	touchMs: number,
	traceDir?: string
): Promise<TapLatency> {
	if (traceDir) mkdirSync(traceDir, { recursive: true });
	const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-taps-'));
	const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...PHONE });
	try {
		await context.addInitScript(WATCH_TAPS);
		const page = context.pages()[0] ?? (await context.newPage());
		const cdp = await context.newCDPSession(page);
		await page.goto(`${url}/`);
		const deadline = Date.now() + 30_000;
		while (!(await page.evaluate(APP_DB_READY))) {
			if (Date.now() > deadline) throw new Error("the app's database did not open");
			await page.waitForTimeout(50);
		}
		const kinds: Record<string, TapFigure> = {};
		for (const c of cases) {
			const eventMs: number[] = [];
			const screenMs: number[] = [];
			for (let i = 0; i <= times; i++) {
				await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
				await page.evaluate(saveCode);
				await page.evaluate(storeRow(c.row));
				await page.goto(`${url}/game?id=${encodeURIComponent(c.row.id)}`);
				await page.locator('main h1').first().waitFor();
				await c.before?.(page);
				// Found at full speed, then tapped where it is: Playwright's own checks of a locator's tap run in the
				// page, inside the tap's events, and would count against the app.
				const target = c.target(page);
				await target.waitFor();
				const box = await target.boundingBox();
				if (!box) throw new Error(`${c.kind}: nothing to tap`);
				const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
				await page.waitForTimeout(300);
				await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
				await page.evaluate(CLEAR);
				const traced = traceDir && i > 0;
				if (traced) {
					await startTrace(cdp);
					await page.waitForTimeout(500); // starting the trace's sampler stalls the page a moment: not the tap's
				}
				if (c.hold) {
					await page.mouse.move(x, y);
					await page.mouse.down();
				} else if (touchMs > 0) await fingerTap(cdp, x, y, touchMs);
				else await page.touchscreen.tap(x, y);
				const read = await settled(page);
				await page.mouse.up();
				if (traced) await endTrace(cdp, join(traceDir, `${c.kind.replace(/\W+/g, '-')}-${i}`));
				if (read.downAt === null || read.changedAt === null) throw new Error(`${c.kind}: the tap changed nothing on the screen`);
				if (i === 0) continue; // the first opens the screen's code for the first time: a warm-up
				const ids = new Set(read.entries.filter((e) => e.id > 0).map((e) => e.id));
				const ofTap = read.entries.filter((e) => ids.has(e.id) || e.start >= (read.downAt ?? 0) - 1);
				eventMs.push(Math.max(DURATION_THRESHOLD, ...ofTap.map((e) => e.duration)));
				screenMs.push(read.changedAt - (read.upAt ?? read.downAt));
			}
			kinds[c.kind] = { eventMs: summary(eventMs), screenMs: summary(screenMs), taps: times };
		}
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		return { cpuSlowdown: CPU_SLOWDOWN, round: roundNo, touchMs, kinds };
	} finally {
		await context.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

/** A finger's tap: down, still for `touchMs` (the page paints what the touch changed), then lifted. */
async function fingerTap(cdp: CDPSession, x: number, y: number, touchMs: number): Promise<void> {
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
	await new Promise((lifted) => setTimeout(lifted, touchMs));
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

/** The timed taps, on the saved games cut where each is offered (engine-figures.ts tapRecords). */
export function tapCases(rows: Record<string, { id: string } & Record<string, unknown>>, names: string[]): TapCase[] {
	const cases: TapCase[] = [];
	const add = (c: TapCase) => cases.push(c);
	if (rows['night pick']) {
		add({ kind: 'night pick', row: rows['night pick'], target: (page) => page.locator('main fieldset button:not([disabled])').first() });
	}
	if (rows['night done']) {
		add({ kind: 'Done on a night role', row: rows['night done'], target: (page) => button(page, /^Done — (next role|end the night)$/) });
		add({ kind: 'Undo', row: rows['night done'], target: (page) => button(page, 'Undo') });
	}
	if (rows.ballot) {
		const iAm = (page: Page) => page.getByRole('button', { name: new RegExp(`^I am (${names.join('|')})$`) }).tap();
		const choice = (page: Page) => page.getByRole('group', { name: 'Your vote', exact: true }).locator('button:not([disabled])').first();
		add({ kind: 'ballot: choose', row: rows.ballot, before: iAm, target: choice });
		add({
			kind: 'ballot: confirm',
			row: rows.ballot,
			before: async (page) => {
				await iAm(page);
				await choice(page).tap();
			},
			target: (page) => button(page, 'Confirm my vote')
		});
	}
	if (rows.morning) add({ kind: 'Continue (morning)', row: rows.morning, target: (page) => button(page, 'Continue') });
	if (rows.talk) {
		add({
			kind: 'card hold',
			row: rows.talk,
			before: async (page) => {
				const seat = page.locator('#peek-seat');
				const value = await seat.locator('option:not([value=""])').first().getAttribute('value');
				await seat.selectOption(value ?? '0');
				await page.locator('button[type=submit]').click();
				await page.getByRole('button', { name: /^I am / }).click();
				await page.locator('button.card').waitFor();
			},
			target: (page) => page.locator('button.card'),
			hold: true
		});
	}
	return cases;
}
