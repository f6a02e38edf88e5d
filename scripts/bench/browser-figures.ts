import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import {
	APP_DB_READY,
	CACHE_STORAGE_SIZE,
	READ_MARKS,
	SERVICE_WORKER_IN_CONTROL,
	WATCH_FIRST_SCREEN,
	PAGE_SAVE,
	saveRow,
	scriptsAndStylesBy,
	timeSaves,
	type Marks
} from './page-scripts';

/** Chromium as the end-to-end tests run it (playwright.config.ts), at the tests' phone-sized viewport. */
export const LAUNCH = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: playwrightConfig.projects?.[0]?.use?.launchOptions?.args ?? ['--no-sandbox']
};
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/**
 * Polls `expression` in the page until it is truthy. Not page.waitForFunction: that compiles its predicate in the
 * page, which the app's Content-Security-Policy (no 'unsafe-eval') rightly refuses. The times themselves are
 * taken in the page, so the polling interval does not blur them.
 */
export async function until(page: Page, expression: string, what: string, timeoutMs = 30_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await page.evaluate(expression))) {
		if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

async function marksWhen(page: Page, condition: 'usable' | 'heading'): Promise<Marks> {
	const test = condition === 'usable' ? 'm.usableAt !== null' : 'm.heading !== null';
	await until(page, `(() => { const m = window.__benchMarks; return !!m && ${test}; })()`, `the ${condition === 'usable' ? 'first usable screen' : 'game heading'}`);
	return (await page.evaluate(READ_MARKS)) as Marks;
}

const SW_CONTROLS = 'navigator.serviceWorker.controller !== null';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;

export interface FirstLoad {
	gzipBytes: number;
	files: { file: string; gzipBytes: number }[];
	precacheBytes: number;
	precacheEntries: number;
}

/**
 * A first visit from a cold cache: the JS and CSS the home screen asked for before it was usable, gzipped at
 * level 9 from the build; then, once the service worker has installed, everything it stores.
 */
/** `language`: the phone's chosen language (Settings keeps it in localStorage), English when absent. */
export async function measureFirstLoad(browser: Browser, url: string, buildDir: string, language?: string): Promise<FirstLoad> {
	const context = await browser.newContext(PHONE);
	try {
		await context.addInitScript(WATCH_FIRST_SCREEN);
		if (language) await context.addInitScript((chosen) => localStorage.setItem('PARAGLIDE_LOCALE', chosen), language);
		const page = await context.newPage();
		await page.goto(`${url}/`);
		const { usableAt } = await marksWhen(page, 'usable');
		const paths = (await page.evaluate(scriptsAndStylesBy(usableAt ?? 0))) as string[];
		const files = [...new Set(paths)].sort().map((path) => ({ file: path, gzipBytes: gzipBytes(join(buildDir, path)) }));
		await page.evaluate(SERVICE_WORKER_IN_CONTROL);
		await until(page, SW_CONTROLS, 'the service worker to take control');
		const stored = (await page.evaluate(CACHE_STORAGE_SIZE)) as { bytes: number; entries: number };
		return {
			gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
			files,
			precacheBytes: stored.bytes,
			precacheEntries: stored.entries
		};
	} finally {
		await context.close();
	}
}

export interface SavedGame {
	/** A StoredGame row (src/lib/persistence/db.ts). */
	row: { id: string; updatedAt: number } & Record<string, unknown>;
	/** Headings that say the game did not open (the game page's "cannot be opened / read" screens). */
	failed: RegExp;
}

/** The saves timed: the app's own saving compiled for the page, and the games saved one transition at a time. */
export interface SavesTimed {
	code: string;
	/** StoredGame rows: the game resumed (as saved at round 5), and one as long as the import accepts. */
	rows: { resumed: Record<string, unknown>; atTheCap: Record<string, unknown> };
	count: number;
}

export interface Offline {
	coldStartMs: number[];
	resumeMs: number[];
	reloadMs: number[];
	persistMs: number[];
	persistAtCapMs: number[];
	/** The heading the resumed game opened on. */
	resumedOn: string;
}

/** A phone with its own profile in `dir`, the app opened on it and its first screen usable. */
async function openedPhone(dir: string, url: string) {
	const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...PHONE });
	await context.addInitScript(WATCH_FIRST_SCREEN);
	const page = context.pages()[0] ?? (await context.newPage());
	await page.goto(`${url}/`);
	await marksWhen(page, 'usable');
	return { context, page };
}

/** A phone that has opened the app once: a profile on disk with the service worker installed and the saved game. */
async function installedProfile(url: string, saved: SavedGame): Promise<{ dir: string; reloadMs: number[] }> {
	const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-'));
	const { context, page } = await openedPhone(dir, url);
	try {
		await page.evaluate(SERVICE_WORKER_IN_CONTROL);
		await until(page, SW_CONTROLS, 'the service worker to take control');
		await until(page, APP_DB_READY, "the app's database");
		await page.evaluate(saveRow(saved.row));

		// Reloads of the open app with the network cut: the service worker is already running.
		await context.setOffline(true);
		const reloadMs: number[] = [];
		for (let i = 0; i <= 10; i++) {
			const response = await page.reload();
			if (!response?.fromServiceWorker()) throw new Error('an offline reload was not served by the service worker');
			const { usableAt } = await marksWhen(page, 'usable');
			if (i > 0) reloadMs.push(usableAt ?? NaN); // the first reload warms up
		}
		return { dir, reloadMs };
	} finally {
		await context.close();
	}
}

/**
 * Saves timed in the app's page on a profile of their own, after the cold starts: a game of 5 MB written and removed
 * leaves the database work to tidy up, which would otherwise slow the cold starts measured after it.
 */
async function timeSavesInPage(url: string, saves: SavesTimed): Promise<{ persistMs: number[]; persistAtCapMs: number[] }> {
	const dir = mkdtempSync(join(tmpdir(), 'nightfall-bench-saves-'));
	const { context, page } = await openedPhone(dir, url);
	try {
		await until(page, APP_DB_READY, "the app's database");
		await page.evaluate(saves.code);
		if (!(await page.evaluate(`typeof window.${PAGE_SAVE}?.saveGame === 'function'`))) throw new Error("the app's saving did not load in the page");
		const persistMs = (await page.evaluate(timeSaves({ ...saves.rows.resumed, id: 'bench-persist' }, saves.count, 20))) as number[];
		const persistAtCapMs = (await page.evaluate(timeSaves({ ...saves.rows.atTheCap, id: 'bench-persist-cap' }, saves.count, 20))) as number[];
		return { persistMs, persistAtCapMs };
	} finally {
		await context.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Opens `path` in a new Chromium process on the installed profile, offline from the start. */
async function coldOpen(dir: string, url: string, path: string, until: 'usable' | 'heading'): Promise<Marks> {
	const context: BrowserContext = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...PHONE, offline: true });
	try {
		await context.addInitScript(WATCH_FIRST_SCREEN);
		const page = context.pages()[0] ?? (await context.newPage());
		const response = await page.goto(`${url}${path}`);
		if (!response?.fromServiceWorker()) throw new Error(`${path} was not served by the service worker offline`);
		return await marksWhen(page, until);
	} finally {
		await context.close();
	}
}

/**
 * The app on a phone with no signal. Each cold start and each resume is a new Chromium process opening the app
 * with the network cut and the service worker in control (the first of each is a warm-up, not counted), timed
 * from the navigation's start to the first usable screen, or to the resumed game's heading.
 */
export async function measureOffline(url: string, saved: SavedGame, runs: number, saves: SavesTimed): Promise<Offline> {
	const { dir, reloadMs } = await installedProfile(url, saved);
	try {
		const coldStartMs: number[] = [];
		const resumeMs: number[] = [];
		let resumedOn = '';
		for (let i = 0; i <= runs; i++) {
			const home = await coldOpen(dir, url, '/', 'usable');
			const game = await coldOpen(dir, url, `/game?id=${encodeURIComponent(saved.row.id)}`, 'heading');
			if (!game.heading || saved.failed.test(game.heading.text)) {
				throw new Error(`the saved game did not open: its screen says "${game.heading?.text}"`);
			}
			resumedOn = game.heading.text;
			if (i === 0) continue;
			coldStartMs.push(home.usableAt ?? NaN);
			resumeMs.push(game.heading.at);
		}
		const { persistMs, persistAtCapMs } = await timeSavesInPage(url, saves);
		return { coldStartMs, resumeMs, reloadMs, persistMs, persistAtCapMs, resumedOn };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
	const browser = await chromium.launch(LAUNCH);
	try {
		return await work(browser);
	} finally {
		await browser.close();
	}
}
