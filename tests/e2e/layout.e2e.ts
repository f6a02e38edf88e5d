import { expect, test, type Page } from './ready';
import { overflow } from './overflow';
import { tourWorkedGame } from './screen-tour';
import { playRecord, setUpRecord } from './drive';
import { TWELVE, recordUntil } from './held-card';

/**
 * Layouts that hold on the narrowest phone (320 px) with the text at 200%, as a player who has set large text
 * on their phone has it, and on a tablet: on every screen of the worked game, nothing runs off the side
 * (no horizontal scrolling) and nothing moves while motion is reduced.
 */

/** The phone's text size, as its settings set it: the browser's default font size (16 px at 100%). */
async function setTextSize(page: Page, percent: number) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
}

test('at 320 px wide and 200% text, no screen of the worked game scrolls sideways', async ({ page }) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 320, height: 640 });
	await setTextSize(page, 200);
	const found: Record<string, string[]> = {};
	let screens = 0;
	await tourWorkedGame(page, async (screen) => {
		screens++;
		// The text really is twice the size: a setting that stopped applying would pass silently.
		const size = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
		expect(size, `text size on ${screen}`).toBeGreaterThanOrEqual(32);
		const wide = await overflow(page);
		if (wide.length > 0) found[screen] = wide;
	});
	expect(screens).toBe(28);
	expect(found).toEqual({});
});

test('on a tablet, in both orientations, the home, setup and rules screens fit', async ({ page }) => {
	for (const viewport of [
		{ width: 768, height: 1024 },
		{ width: 1024, height: 768 }
	]) {
		await page.setViewportSize(viewport);
		for (const path of ['/', '/setup', '/rules']) {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			expect(await overflow(page), `${path} at ${viewport.width} px`).toEqual([]);
		}
	}
});

test('with reduced motion asked for, nothing on the screens moves', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	const moving = () =>
		page.evaluate(() => {
			const long = (value: string) => value.split(',').some((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000) > 1);
			const busy = [...document.querySelectorAll('body *')].filter((el) => {
				const style = getComputedStyle(el);
				return long(style.transitionDuration) || long(style.animationDuration);
			});
			// A style change (a button enabled) still runs as a 0.01 ms transition under the reduce rule: count only
			// motion a player could see, longer than a millisecond.
			const seen = document.getAnimations().filter((a) => Number(a.effect?.getTiming().duration) > 1);
			return { animations: seen.length, busy: busy.length };
		});
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
	expect(await moving()).toEqual({ animations: 0, busy: 0 });
	// The app's own rule is what stops motion: under reduce, every transition is cut to a hundredth of a ms.
	const duration = await page.getByRole('link', { name: 'New game' }).evaluate((el) => getComputedStyle(el).transitionDuration);
	expect(duration).toBe('1e-05s');
	await page.goto('/setup');
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
	expect(await moving()).toEqual({ animations: 0, busy: 0 });
});

/**
 * The held card, in the deal of the tallest card there is (Storyteller: a story line on every card) and of
 * Classic, twelve players: sideways (a phone in landscape) and on the smallest phone, the whole card and
 * Done are on screen without scrolling, for every role; at 320 px with 200% text nothing runs off the side,
 * and the card is the same box for every role (the page may scroll there).
 */
for (const preset of ['storyteller', 'classic'] as const) {
	for (const { width, height, text } of [
		{ width: 844, height: 390, text: 100 },
		{ width: 320, height: 568, text: 100 },
		{ width: 320, height: 640, text: 200 }
	]) {
		test(`${preset}: the held card at ${width}×${height}, ${text}% text, fits for every role`, async ({ page }) => {
			test.setTimeout(90_000);
			await page.setViewportSize({ width, height });
			if (text !== 100) await setTextSize(page, text);
			const record = recordUntil(preset, TWELVE, 3, (state) => state.phase.kind !== 'deal');
			const boxes = new Set<string>();
			const problems: string[] = [];
			await setUpRecord(page, record);
			await playRecord(page, record, {
				onScreen: async (what) => {
					const card = page.locator('button.card');
					if (what.endsWith('face down') && text !== 100) await card.scrollIntoViewIfNeeded();
					if (!what.endsWith('held')) return;
					const done = page.getByRole('button', { name: 'Done — pass the phone on' });
					const [cardBox, doneBox] = [await card.boundingBox(), await done.boundingBox()];
					if (!cardBox || !doneBox) throw new Error(`${what}: no card or no Done`);
					// Scrolled to the card with large text: where the page stands is not the card's size.
					boxes.add(JSON.stringify(text === 100 ? cardBox : { width: cardBox.width, height: cardBox.height }));
					const wide = await overflow(page);
					if (wide.length > 0) problems.push(`${what}: ${wide.join(', ')}`);
					if (text !== 100) return;
					const scrolled = await page.evaluate(() => scrollY);
					const offScreen = (b: typeof cardBox) => b.y < 0 || b.x < 0 || b.y + b.height > height || b.x + b.width > width;
					if (scrolled > 0 || offScreen(cardBox) || offScreen(doneBox)) {
						problems.push(`${what}: scrolled ${scrolled} px, card ${JSON.stringify(cardBox)}, Done ${JSON.stringify(doneBox)}`);
					}
				}
			});
			expect(problems).toEqual([]);
			expect([...boxes], 'one card box for all twelve').toHaveLength(1);
		});
	}
}

/**
 * The twelve-player night, each role's grid of thirteen (Storyteller and Godfather: the most roles awake one
 * after another), sideways and on the smallest phone with 200% text: no screen of the deal and the first night
 * runs off the side, and every night screen shows its heading and its Done (the page may scroll to it).
 */
for (const preset of ['storyteller', 'godfather'] as const) {
	for (const { width, height, text } of [
		{ width: 844, height: 390, text: 100 },
		{ width: 320, height: 640, text: 200 }
	]) {
		test(`${preset}: the twelve-player night at ${width}×${height}, ${text}% text, fits`, async ({ page }) => {
			test.setTimeout(120_000);
			await page.setViewportSize({ width, height });
			if (text !== 100) await setTextSize(page, text);
			const record = recordUntil(preset, TWELVE, 5, (state) => state.phase.kind === 'morning' && state.log.some((e) => e.kind === 'night' && e.night >= 1));
			const problems: string[] = [];
			let nightScreens = 0;
			await setUpRecord(page, record);
			await playRecord(page, record, {
				onScreen: async (what) => {
					const wide = await overflow(page);
					if (wide.length > 0) problems.push(`${what}: ${wide.join(', ')}`);
					const heading = page.locator('#night-title');
					if (!(await heading.isVisible())) return;
					nightScreens++;
					const done = page.getByRole('button', { name: /^Done — (next role|end the night)$/ });
					await done.scrollIntoViewIfNeeded();
					await expect(done, `${what}: Done`).toBeInViewport();
					await heading.scrollIntoViewIfNeeded();
					await expect(heading, `${what}: the heading`).toBeInViewport();
				}
			});
			expect(problems).toEqual([]);
			expect(nightScreens, 'night screens looked at').toBeGreaterThanOrEqual(4);
		});
	}
}
