/**
 * A battery that lasts the night: a game keeps the screen awake for hours, so the page must do next to nothing
 * while a clock runs. The two screens a table leaves on longest, the talk screen with its clock running and an
 * app-narrated night, each sit for a window while Chromium counts the page's own CPU time (CDP
 * Performance.getMetrics TaskDuration: the main thread's tasks, style, layout and script); the figure is that
 * time as a share of one core over the window.
 */
import type { Browser, Page } from '@playwright/test';
import { PRESETS, suggestRoles, type GameOptions, type GameState, type PresetId } from '../../src/lib/engine/index';
import { PHONE, until } from './browser-figures';
import { APP_DB_READY, saveRow } from './page-scripts';
import { QUIET, playRandomGame } from './random-table';

/** The window is 60 s; the bench sits shorter unless BENCH_BATTERY_SECONDS says otherwise. */
export const BATTERY_DEFAULT_SECONDS = 20;
export const batterySeconds = () => Math.max(5, Number(process.env.BENCH_BATTERY_SECONDS) || BATTERY_DEFAULT_SECONDS);

export interface ScreenCpu {
	/** The screen's heading at the end of the window. */
	screen: string;
	/** The page's CPU time over the window, in ms, and the window itself (wall time), in ms. */
	taskMs: number;
	windowMs: number;
	/** taskMs as a percentage of one core over the window. */
	cpuPercent: number;
}

export interface BatteryFigures {
	talk: ScreenCpu;
	appNight: ScreenCpu;
	seconds: number;
}

const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

/** A saved game of `preset` stopped where `at` says, its times ending now (so its clock runs when it opens). */
function savedAt(id: string, preset: PresetId, options: Partial<GameOptions>, at: (state: GameState) => boolean) {
	const config = { preset, players: PLAYERS, roles: suggestRoles(preset, PLAYERS.length), options: { ...PRESETS[preset].defaults, ...options }, seed: 2000 };
	for (let walk = 1; walk < 500; walk++) {
		const game = playRandomGame({ ...config, seed: config.seed + walk }, walk, QUIET, at);
		if (!at(game.state)) continue;
		const shift = Date.now() - (game.record.actions.at(-1)?.at ?? game.record.createdAt);
		const record = { ...game.record, id, actions: game.record.actions.map((a) => ({ ...a, at: a.at + shift })) };
		return {
			id,
			status: 'playing',
			createdAt: record.createdAt,
			updatedAt: Date.now(),
			record,
			snapshot: null,
			summary: { preset, players: record.players, winner: null }
		};
	}
	throw new Error(`no random ${preset} game reached the screen ${id} wants`);
}

const HEADING = `(() => document.querySelector('main h1')?.textContent?.trim() ?? '')()`;

/** The page's CPU time (TaskDuration, in seconds) while it sits for `seconds`, after a settling second. */
async function sit(page: Page, seconds: number): Promise<ScreenCpu> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Performance.enable');
	const taskSeconds = async () => {
		const { metrics } = await cdp.send('Performance.getMetrics');
		const task = metrics.find((m) => m.name === 'TaskDuration');
		if (!task) throw new Error('Chromium reported no TaskDuration');
		return task.value;
	};
	await page.waitForTimeout(1000);
	const before = await taskSeconds();
	const start = Date.now();
	await page.waitForTimeout(seconds * 1000);
	const after = await taskSeconds();
	const windowMs = Date.now() - start;
	const screen = (await page.evaluate(HEADING)) as string;
	await cdp.detach();
	const taskMs = (after - before) * 1000;
	return { screen, taskMs: Math.round(taskMs * 10) / 10, windowMs, cpuPercent: Math.round((taskMs / windowMs) * 10_000) / 100 };
}

/**
 * Opens a saved game on a fresh phone, lets `ready` bring it to the screen to measure, and sits there; the
 * screen's heading must still match `stillOn` at the end, or the figure is of another screen.
 */
async function onScreen(browser: Browser, url: string, row: { id: string }, seconds: number, ready: (page: Page) => Promise<void>, stillOn: RegExp) {
	const context = await browser.newContext(PHONE);
	try {
		const page = await context.newPage();
		await page.goto(`${url}/`);
		await until(page, APP_DB_READY, "the app's database");
		await page.evaluate(saveRow(row));
		await page.goto(`${url}/game?id=${row.id}`);
		await ready(page);
		const figure = await sit(page, seconds);
		if (!stillOn.test(figure.screen)) throw new Error(`${row.id}: the window ended on "${figure.screen}", not the screen measured`);
		return figure;
	} finally {
		await context.close();
	}
}

export async function measureBattery(browser: Browser, url: string, seconds: number): Promise<BatteryFigures> {
	// A long talk clock, so the window ends before it does.
	const talkRow = savedAt('battery-talk', 'clocked', { talkSeconds: 600 }, (s) => s.phase.kind === 'talk' && s.phase.clock?.runningSince != null);
	const talk = await onScreen(browser, url, talkRow, seconds, async (page) => {
		await page.getByRole('timer', { name: 'Talk clock' }).waitFor();
	}, /^Talk$/);
	// The night starts on the bench's tap: three roles' turns (35 s each) outlast a 60 s window.
	const duskRow = savedAt('battery-night', 'classic', { narration: 'app' }, (s) => s.phase.kind === 'dusk');
	const appNight = await onScreen(browser, url, duskRow, seconds, async (page) => {
		await page.getByRole('button', { name: 'Start the night' }).click();
		await page.getByRole('heading', { name: /Next call in/ }).waitFor();
	}, /Next call in|turn$|meet$/);
	return { talk, appNight, seconds };
}
