import { expect, test, type Page } from './ready';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { serve } from '../../scripts/serve.js';
import { fixSeed, readCard, setUpTable } from './table';

/**
 * A new build deployed during a game never reloads the page under it; the update is offered on the home
 * screen, between games. Two real builds: build/ (what every other test serves) and a second one built here
 * with another version string, served in turn from one address, as a deploy would.
 */
const NEXT_DIR = 'test-results/build-next';
const NEXT_VERSION = '0.0.0-next-build';
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

test.beforeAll(() => {
	test.setTimeout(180_000);
	rmSync(NEXT_DIR, { recursive: true, force: true });
	const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
		env: { ...process.env, BUILD_DIR: NEXT_DIR, NIGHTFALL_VERSION: NEXT_VERSION },
		encoding: 'utf8'
	});
	if (built.status !== 0 || !existsSync(`${NEXT_DIR}/service-worker.js`)) throw new Error(`the second build failed:\n${built.stderr}`);
});

// One second build for the file's tests (beforeAll): they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

const waitingWorker = (page: Page) =>
	page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

test('a new build during a game waits for the home screen, and "Update now" brings it in', async ({ page }) => {
	test.setTimeout(120_000);
	// The first build, on a port of its own (one origin, one service worker, for this test only).
	let server = await serve({ root: 'build', port: 0, hosts: ['127.0.0.1'] });
	const home = `http://127.0.0.1:${server.port}/`;
	try {
		await fixSeed(page, 232);
		await page.goto(home);
		const firstVersion = (await page.locator('.version').innerText()).replace('Nightfall ', '');
		expect(firstVersion).not.toBe(NEXT_VERSION);
		await page.evaluate(() => navigator.serviceWorker.ready);
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
		await setUpTable(page, PLAYERS, undefined, undefined, home);
		await readCard(page, 'Alice', /Villager/);
		// A mark on this very page: a reload would wipe it.
		await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
		const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

		// The new build is deployed, and the phone notices it mid-game.
		await server.close();
		server = await serve({ root: NEXT_DIR, port: server.port, hosts: ['127.0.0.1'] });
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		await expect.poll(() => waitingWorker(page), { timeout: 30_000 }).toBe('installed');

		// The game goes on, on the same page, with no word of the update.
		expect(await samePage()).toBe(true);
		await readCard(page, 'Ben', /Killer/);
		await expect(page.getByText('A new version of Nightfall is ready.')).toHaveCount(0);
		expect(await samePage()).toBe(true);

		// Between games, on the home screen: the offer.
		await page.getByText('Menu').click();
		await page.getByRole('link', { name: 'Home (the game is saved)' }).click();
		await expect(page.getByText('A new version of Nightfall is ready.')).toBeVisible();
		expect(await samePage()).toBe(true);
		await expect(page.locator('.version')).toHaveText(`Nightfall ${firstVersion}`);

		await page.getByRole('button', { name: 'Update now' }).click();
		await expect(page.locator('.version')).toHaveText(`Nightfall ${NEXT_VERSION}`, { timeout: 30_000 });
		expect(await samePage()).toBe(false);
		await expect(page.getByText('A new version of Nightfall is ready.')).toHaveCount(0);

		// The game in progress came through the update: it resumes where it was.
		await page.getByRole('link', { name: 'Resume' }).first().click();
		await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();

		// With no signal, Home opens from what the new version kept, and the first version's cache is gone.
		await page.context().setOffline(true);
		await page.goto(home);
		await expect(page.locator('.version')).toHaveText(`Nightfall ${NEXT_VERSION}`);
		expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('-precache-')).length)).toBe(1);
	} finally {
		await server.close();
	}
});

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

test('"Update now" in one tab reloads that tab only: a game in another tab plays on, and is told the update waits for it', async ({
	context
}) => {
	test.setTimeout(150_000);
	let server = await serve({ root: 'build', port: 0, hosts: ['127.0.0.1'] });
	const home = `http://127.0.0.1:${server.port}/`;
	try {
		// Tab A: a game, mid-deal. Tab B: the home screen.
		const game = await context.newPage();
		await fixSeed(game, 232);
		await game.goto(home);
		await game.evaluate(() => navigator.serviceWorker.ready);
		await game.waitForFunction(() => navigator.serviceWorker.controller !== null);
		const firstVersion = (await game.locator('.version').innerText()).replace('Nightfall ', '');
		await setUpTable(game, PLAYERS, undefined, undefined, home);
		await readCard(game, 'Alice', /Villager/);
		const gameUrl = game.url();
		const heading = game.getByRole('heading', { level: 1 });
		const headingBefore = await heading.innerText();
		await mark(game);

		const lobby = await context.newPage();
		await lobby.goto(home);
		await lobby.waitForFunction(() => navigator.serviceWorker.controller !== null);
		await mark(lobby);

		// A new build is deployed; the home tab notices and offers it.
		await server.close();
		server = await serve({ root: NEXT_DIR, port: server.port, hosts: ['127.0.0.1'] });
		await lobby.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		await expect.poll(() => waitingWorker(lobby), { timeout: 30_000 }).toBe('installed');
		await expect(lobby.getByText('A new version of Nightfall is ready.')).toBeVisible();

		let gameNavigations = 0;
		game.on('framenavigated', (frame) => {
			if (frame === game.mainFrame()) gameNavigations++;
		});
		await game.evaluate(() =>
			navigator.serviceWorker.addEventListener('controllerchange', () => ((window as unknown as { newWorker: boolean }).newWorker = true))
		);
		await lobby.getByRole('button', { name: 'Update now' }).click();

		// The tab that asked reloads into the new version.
		await expect(lobby.locator('.version')).toHaveText(`Nightfall ${NEXT_VERSION}`, { timeout: 30_000 });
		expect(await stillSamePage(lobby)).toBe(false);
		await expect(lobby.getByText('A new version of Nightfall is ready.')).toHaveCount(0);

		// The new worker takes the game tab over too (or, as it used to, reloads it)…
		const newWorkerOrReloaded = async () =>
			gameNavigations > 0 ||
			(await game.evaluate(() => (window as unknown as { newWorker?: boolean }).newWorker === true).catch(() => false));
		await expect.poll(newWorkerOrReloaded, { timeout: 30_000 }).toBe(true);
		// …and the game tab is the very same page, on the same screen.
		expect(gameNavigations).toBe(0);
		expect(await stillSamePage(game)).toBe(true);
		expect(game.url()).toBe(gameUrl);
		await expect(heading).toHaveText(headingBefore);

		// And it plays on, saving every step, still the version it started with, and says the new one waits for it.
		await readCard(game, 'Ben', /Killer/);
		await expect(game.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
		expect(await stillSamePage(game)).toBe(true);
		expect(gameNavigations).toBe(0);
		await expect(game.getByText('A new version of Nightfall is ready: it loads after this game.')).toBeVisible();

		// After the game (here: its menu's way home), the home screen offers the new version, which loads then.
		await game.getByText('Menu').click();
		await game.getByRole('link', { name: 'Home (the game is saved)' }).click();
		await expect(game.locator('.version')).toHaveText(`Nightfall ${firstVersion}`);
		await game.getByRole('button', { name: 'Update now' }).click();
		await expect(game.locator('.version')).toHaveText(`Nightfall ${NEXT_VERSION}`, { timeout: 30_000 });
		await game.getByRole('link', { name: 'Resume' }).first().click();
		await expect(game.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();
	} finally {
		await server.close();
	}
});
