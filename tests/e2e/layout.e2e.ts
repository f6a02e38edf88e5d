import { expect, test, type Page } from '@playwright/test';
import { overflow } from './overflow';
import { tourWorkedGame } from './screen-tour';

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
	expect(screens).toBe(26);
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
