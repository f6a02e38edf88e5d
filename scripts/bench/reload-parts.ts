/**
 * `npm run bench -- --parts`: what each part of the home screen costs an offline reload's first paint. The empty
 * page (scripts/bench/floor-page.ts) and the home page built up a part at a time (scripts/bench/home-parts.ts),
 * each installed in its own profile and opened offline, are reloaded in turn, round after round, each once it has
 * settled, as a player reloads a page in use. A first paint waits for a frame, so one reload is coarse (a few ms to
 * a frame either way): the mean of many says what a part adds, and the report gives it beside the median.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { serve } from '../serve.js';
import { LAUNCH, PHONE } from './browser-figures';
import { FCP, install, settled, until, type Contender } from './side-by-side';
import { median, round } from './stats';

export interface PartReloads {
	name: string;
	/** First contentful paint of each reload, in ms from its start. */
	fcpMs: number[];
}

/** Each page reloaded offline `rounds` times (after one round of warm-up), in turn. */
export async function reloadParts(pages: { name: string; dir: string }[], rounds: number, say: (line: string) => void): Promise<PartReloads[]> {
	const servers = await Promise.all(pages.map((p) => serve({ root: resolve(p.dir), port: 0 })));
	const contenders: Contender[] = pages.map((p, i) => ({ name: p.name, url: `${servers[i].url}/`, profile: mkdtempSync(join(tmpdir(), 'nightfall-bench-')) }));
	const open: { context: BrowserContext; page: Page }[] = [];
	try {
		for (const c of contenders) {
			say(`installing ${c.name}`);
			await install(c);
		}
		for (const c of contenders) {
			const context = await chromium.launchPersistentContext(c.profile, { ...LAUNCH, ...PHONE, offline: true });
			const page = context.pages()[0] ?? (await context.newPage());
			open.push({ context, page });
			const opened = await page.goto(c.url);
			if (!opened?.fromServiceWorker()) throw new Error(`${c.name} was not served by its service worker offline`);
			await settled(page);
		}
		const fcps = contenders.map(() => [] as number[]);
		for (let r = 0; r <= rounds; r++) {
			if (r % 10 === 0) say(`round ${r === 0 ? 'of warm-up' : `${r} of ${rounds}`}`);
			for (const [i, { page }] of open.entries()) {
				await page.reload();
				const fcp = await until<number>(page, FCP, `${contenders[i].name}'s first paint after a reload`);
				await settled(page);
				if (r > 0) fcps[i].push(fcp);
			}
		}
		return contenders.map((c, i) => ({ name: c.name, fcpMs: fcps[i] }));
	} finally {
		await Promise.all(open.map(({ context }) => context.close()));
		await Promise.all(servers.map((s) => s.close()));
		for (const c of contenders) rmSync(c.profile, { recursive: true, force: true });
	}
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${round(Math.abs(ms))} ms`;

/** The pages in the order measured, each with its median, its mean and what it adds to the page before it. */
export function partsReport(results: PartReloads[], machine: string): string {
	const means = results.map((r) => mean(r.fcpMs));
	const rows = [
		['page', 'median', 'mean', 'its part (mean)'],
		...results.map((r, i) => [r.name, `${round(median(r.fcpMs))} ms`, `${round(means[i])} ms`, i === 0 ? '' : signed(means[i] - means[i - 1])])
	];
	const width = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
	const first = results[0];
	const last = results[results.length - 1];
	return [
		'Nightfall bench: what each part of the home screen costs an offline reload',
		'',
		...rows.map((row) => row.map((cell, i) => cell.padEnd(width[i])).join('   ').trimEnd()),
		'',
		`First contentful paint of an offline reload once settled, ${first.fcpMs.length} reloads of each page, in turn. Each`,
		'page below the first is the one above it and one more part of the home page. A paint waits for a frame, so a',
		'single reload is coarse: the means say what a part adds.',
		`The last page is ${signed(means[means.length - 1] - means[0])} over the first (means). ${machine}`
	].join('\n');
}
