import { expect, test, type Locator, type Page } from './ready';
import type { PresetId } from '../../src/lib/engine/types';
import { callOver, fixSeed, setUpTable } from './table';
import { letGo, pressCard } from './held-card';

/**
 * A new narrator, for every rule set: on each night screen they tap the FIRST button the first grid
 * offers, then the main button; on every other screen the main button (or, with none, the first
 * offered choice). Found as a player finds them, by role and place on the screen, never by test id.
 * What must hold: "Done" cannot be pressed while a role that acts has no pick, and says why; a night
 * where a living killer picked a player the Doctor did not cover ends with that player dead; and each
 * voter is told where the phone goes, the last one that it goes back.
 */

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
const START = new Date('2026-11-30T20:00:00Z').getTime();

/** The first button of a grid that can be pressed, and its name. */
async function firstOffered(grid: Locator): Promise<{ button: Locator; name: string }> {
	const button = grid.locator('button:not([disabled])').first();
	const name = (await button.locator('.name').innerText()).replace(/^✓\s*/, '').trim();
	return { button, name };
}

interface Night {
	kill: string | null;
	cover: string | null;
}

async function playAsANewNarrator(page: Page, preset: PresetId) {
	const main = page.locator('main');
	const primary = main.locator('button.primary');
	let night: Night | null = null;
	let nights = 0;
	let deaths = 0;
	for (let taps = 0; taps < 600; taps++) {
		if (await page.getByRole('heading', { name: / wins?\.$/ }).isVisible()) break;
		const wakeHeading = page.locator('#night-title');
		if (await wakeHeading.isVisible()) {
			night ??= { kill: null, cover: null };
			const done = page.getByRole('button', { name: /^Done — (next role|end the night)$/ });
			const grids = main.locator('fieldset');
			if ((await grids.count()) > 0) {
				// A role that acts: Done waits for a pick, and says so.
				await expect(done).toBeDisabled();
				await expect(main.getByText(/has not picked|have not picked/)).toBeVisible();
				const wakeText = await wakeHeading.innerText();
				const { button, name } = await firstOffered(grids.first());
				await button.click();
				// The pick shows at a glance: pressed, with a check mark.
				await expect(button).toHaveAttribute('aria-pressed', 'true');
				await expect(button).toContainText('✓');
				if (/Killers|Mafia/.test(wakeText) && !/meet/.test(wakeText)) night.kill = /^(Nobody|Hold fire)$/.test(name) ? null : name;
				if (/Doctor/.test(wakeText)) night.cover = name;
			}
			await callOver(page, done);
			const step = await main.locator('.progress').first().innerText();
			await done.click();
			// The next wake, or the morning, is up before the next look.
			await expect
				.poll(async () => ((await wakeHeading.isVisible()) ? await main.locator('.progress').first().innerText() : 'morning'))
				.not.toBe(step);
			continue;
		}
		const morning = page.getByRole('heading', { name: / died$|^Nobody died$/ });
		if (night && (await morning.isVisible())) {
			const said = await morning.innerText();
			if (night.kill !== null && night.kill !== night.cover) {
				expect(said, `${preset}: the killers picked ${night.kill}, uncovered`).toContain(night.kill);
				deaths++;
			}
			nights++;
			night = null;
		}
		if (await page.getByRole('heading', { name: 'Your vote is sealed' }).isVisible()) {
			// The voter is told where the phone goes: on to the next voter, or back, after the last vote.
			const told = await main.locator('section p').first().innerText();
			const next = /pass it to (\S+)\.$/.exec(told)?.[1];
			await primary.first().click();
			if (next) await expect(page.getByRole('heading', { name: `Pass the phone to ${next}` })).toBeVisible();
			else {
				expect(told).toBe('That was the last vote. Give the phone back to the narrator.');
				await expect(page.getByRole('heading', { name: / goes$|^Nobody goes$|^A tie: vote again$/ })).toBeVisible();
			}
			continue;
		}
		if ((await primary.count()) > 0 && (await primary.first().isEnabled())) {
			await primary.first().click();
			continue;
		}
		if (await heldFirst(page)) continue;
		// No main button: a voter choosing; the first candidate offered. (Neither yet: the screen is still coming.)
		const grid = main.locator('fieldset').first();
		if ((await grid.count()) > 0) await (await firstOffered(grid)).button.click();
		else await page.waitForTimeout(100);
	}
	await expect(page.getByRole('heading', { name: / wins?\.$/ })).toBeVisible();
	expect(nights, `${preset}: nights played`).toBeGreaterThan(0);
	return { nights, deaths };
}

for (const preset of ['classic', 'clocked', 'storyteller', 'godfather'] as PresetId[]) {
	test(`${preset}: a narrator tapping the first offered choice never loses a kill, and never ends a turn unpicked`, async ({ page }) => {
		test.setTimeout(120_000);
		// Time stands still once the game is up: no clock ends a turn while the narrator taps.
		await page.clock.install({ time: START });
		await fixSeed(page, 7);
		await setUpTable(page, NAMES, preset);
		await expect(page.getByRole('heading', { name: /^Pass the phone to / })).toBeVisible();
		await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
		const { deaths } = await playAsANewNarrator(page, preset);
		expect(deaths, `${preset}: some night's kill landed`).toBeGreaterThan(0);
	});
}

const TWELVE = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea'];

/** A card to read before Done may pass the phone on: held and let go, as a player reads it. False when there is none. */
async function heldFirst(page: Page): Promise<boolean> {
	const card = page.locator('main button.card');
	if (!(await card.isVisible()) || (await page.locator('main button.primary').first().isEnabled())) return false;
	await pressCard(page);
	await letGo(page);
	return true;
}

/** The cards of every seat read (each held, then Done), then the night started: the first wake is up. */
async function toTheFirstWake(page: Page) {
	const primary = page.locator('main button.primary');
	while (!(await page.locator('#night-title').isVisible())) {
		if (!(await heldFirst(page))) await primary.first().click();
	}
}

/** Each new role's screen opens at its top: its heading and the first grid's label on screen, the grid whole. */
async function expectWakeInView(page: Page, where: string) {
	await expect(page.locator('#night-title'), `${where}: the heading`).toBeInViewport();
	const grid = page.locator('main fieldset').first();
	if ((await grid.count()) === 0) return;
	await expect(grid.locator('legend'), `${where}: the first grid's label`).toBeInViewport();
	const box = await grid.boundingBox();
	expect(box!.height, `${where}: a 13-button grid and its label fit the screen`).toBeLessThanOrEqual(844);
	// Every tile the same size, refused or not, its name centred.
	const tiles = await grid.getByRole('button').evaluateAll((buttons) =>
		buttons.map((b) => ({ w: Math.round(b.getBoundingClientRect().width), h: Math.round(b.getBoundingClientRect().height), align: getComputedStyle(b).textAlign }))
	);
	expect(new Set(tiles.map((t) => `${t.w}×${t.h}`)).size, `${where}: equal tiles`).toBe(1);
	expect(new Set(tiles.map((t) => t.align)), `${where}: names centred`).toEqual(new Set(['center']));
}

test('12 players at 390×844: every wake opens with its heading and first grid in view, and so does "They disagree"', async ({ page }) => {
	test.setTimeout(90_000);
	await page.clock.install({ time: START });
	await fixSeed(page, 12);
	await setUpTable(page, TWELVE);
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
	await toTheFirstWake(page);
	await expectWakeInView(page, 'the killers');
	// The narrator scrolls down to "They disagree"; the split opens on the first killer's label.
	const disagree = page.getByRole('button', { name: 'They disagree: enter each pick' });
	await disagree.scrollIntoViewIfNeeded();
	await disagree.click();
	const first = page.getByRole('group', { name: /picks…$/ }).first();
	await expect(first.locator('legend'), 'after "They disagree": the first holder’s label').toBeInViewport();
	await expect(first.getByRole('button').first(), 'after "They disagree": the first row of the grid').toBeInViewport();
	// Each grid picks its first offered player; Done is at the bottom, and the next role opens at the top.
	for (const grid of await page.locator('main fieldset').all()) await (await firstOffered(grid)).button.click();
	const done = page.getByRole('button', { name: /^Done — (next role|end the night)$/ });
	while (await page.locator('#night-title').isVisible()) {
		const role = await page.locator('#night-title').innerText();
		const grid = page.locator('main fieldset').first();
		if ((await grid.count()) > 0 && !(await grid.locator('[aria-pressed="true"]').count())) {
			await (await firstOffered(grid)).button.click();
		}
		await done.scrollIntoViewIfNeeded();
		await callOver(page, done);
		await done.click();
		await expect.poll(async () => ((await page.locator('#night-title').isVisible()) ? page.locator('#night-title').innerText() : 'morning')).not.toBe(role);
		if (await page.locator('#night-title').isVisible()) await expectWakeInView(page, await page.locator('#night-title').innerText());
	}
});
