import { expect, test } from './ready';
import { PRESETS, PRESET_ORDER } from '../../src/lib/engine/presets';
import { brokenWords, overflow } from './overflow';
import { shot } from './table';
import { speakEnglish, speakIn } from './language';

/** The rules screen, as it is built and served: the rule set from setup's link, the choice kept in the address. */
test('the rules of the rule set picked at setup, any rule set a tap away, each readable on a 320 px phone', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('/setup');
	await page.getByRole('radio', { name: 'Godfather', exact: true }).check();
	await page.getByRole('link', { name: 'Read the rules' }).click();
	await expect(page).toHaveURL(/\/rules\?preset=godfather$/);
	await expect(page.getByRole('radio', { name: 'Godfather' })).toBeChecked();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('Godfather');
	await expect(page.getByRole('heading', { name: 'The morning and the count reveal' })).toBeVisible();

	// Another rule set: the address follows, so a reload opens it again.
	await page.getByRole('radio', { name: 'Storyteller' }).check();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('Storyteller');
	await expect(page).toHaveURL(/\/rules\?preset=storyteller$/);
	await page.reload();
	await expect(page.getByRole('radio', { name: 'Storyteller' })).toBeChecked();
	await expect(page.getByRole('heading', { name: 'Your character and your role' })).toBeVisible();

	// The narrowest phone: nothing wider than the screen, for any rule set.
	await page.setViewportSize({ width: 320, height: 640 });
	for (const id of PRESET_ORDER) {
		await page.getByRole('radio', { name: PRESETS[id].title, exact: true }).check();
		await expect(page.getByRole('heading', { level: 2 })).toHaveText(PRESETS[id].title);
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
		expect(overflow, `${id}: no sideways scrolling at 320 px`).toBe(0);
		await shot(page, `rules-${id}-320`);
	}
	expect(errors).toEqual([]);
});

test('at 320 px with 200% text, no word of any rule set is cut in two', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 });
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
	await page.goto('/rules');
	for (const id of PRESET_ORDER) {
		await page.getByRole('radio', { name: PRESETS[id].title, exact: true }).check();
		await expect(page.getByRole('heading', { level: 2 })).toHaveText(PRESETS[id].title);
		// The text really is twice the size: a setting that stopped applying would pass silently.
		expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(32);
		expect(await brokenWords(page), id).toEqual([]);
		expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBe(320);
	}
});

/**
 * German's compounds ("Abstimmungsergebnis") and Russian's long words cannot all fit a 320 px line at 200% text:
 * the page says its language, so the phone hyphenates them, and nothing runs off the screen.
 */
test.afterEach(() => speakEnglish());

for (const locale of ['de', 'ru'] as const) {
	test(`at 320 px with 200% text, the rules in ${locale} stay on the screen and hyphenate`, async ({ page }) => {
		// The rule sets' titles as the page says them: in its language.
		speakIn(locale);
		await page.addInitScript((language) => localStorage.setItem('PARAGLIDE_LOCALE', language), locale);
		await page.setViewportSize({ width: 320, height: 640 });
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
		await page.goto('/rules');
		await expect(page.getByRole('main')).toHaveAttribute('lang', locale);
		expect(await page.getByRole('main').evaluate((main) => getComputedStyle(main).hyphens)).toBe('auto');
		for (const id of PRESET_ORDER) {
			await page.getByRole('radio', { name: PRESETS[id].title, exact: true }).check();
			await expect(page.getByRole('heading', { level: 2 })).toHaveText(PRESETS[id].title);
			expect(await overflow(page), `${id} in ${locale}`).toEqual([]);
		}
	});
}
