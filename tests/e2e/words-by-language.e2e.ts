import { expect, test, whenLive, type Page } from './ready';
import { m } from '../../src/lib/paraglide/messages.js';
import { LANGUAGES } from '../../src/lib/i18n/languages';

/**
 * A phone downloads and parses only its own language's words (each file of the app loads its words beside it, in
 * the language on <html lang>; the two files a screen starts from keep English in themselves), yet every language
 * the app offers is kept by the service worker: a table that switches language with no signal gets its words at once.
 */

/** The languages of the words files this page has loaded so far (Resource Timing: the page's own requests). */
const wordsLoaded = (page: Page) =>
	page.evaluate(() => [
		...new Set(
			performance
				.getEntriesByType('resource')
				.map((r) => new URL(r.name).pathname.match(/\/words-([A-Za-z-]+)\.[^/]+\.js$/)?.[1])
				.filter((locale): locale is string => locale !== undefined)
		)
	]);

test('each page loads its own language’s words only, and every language works with no signal', async ({ page, context }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));

	await page.goto('/');
	await expect(page.getByRole('link', { name: m.pages_name_new_game({}, { locale: 'en' }) })).toBeVisible();
	// The file every screen starts from keeps its English words in itself: an English home loads no words file.
	expect(await wordsLoaded(page)).toEqual([]);
	// Every file is kept once the worker is in control (it installs by keeping them all).
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

	await context.setOffline(true);
	for (const { id } of LANGUAGES) {
		await page.evaluate((locale) => localStorage.setItem('PARAGLIDE_LOCALE', locale), id);
		await page.reload();
		await expect(page.locator('html')).toHaveAttribute('lang', id);
		await expect(page.getByRole('link', { name: m.pages_name_new_game({}, { locale: id }) })).toBeVisible();
		expect(await wordsLoaded(page), `${id}: its own words, no other language's`).toEqual(id === 'en' ? [] : [id]);

		// The game's setup loads more files, and their words: still in this language only, still offline.
		await page.getByRole('link', { name: m.pages_name_new_game({}, { locale: id }) }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages_name_new_game({}, { locale: id }));
		expect(await wordsLoaded(page), `${id} setup`).toEqual([id]);
		await page.goBack();
	}

	// The way a table switches: Settings, with no signal. The page reloads in the language chosen.
	await page.getByRole('link', { name: m.pages_name_settings({}, { locale: 'it' }) }).click();
	const reloaded = page.waitForEvent('load');
	await page.getByLabel(m.app_language_label({}, { locale: 'it' })).selectOption('fr');
	await reloaded;
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(page.getByLabel(m.app_language_label({}, { locale: 'fr' }))).toBeVisible();
	expect(await wordsLoaded(page)).toEqual(['fr']);
	expect(errors).toEqual([]);
});

test('the first start follows the phone’s own language, and a choice made in Settings then wins over it', async ({ browser, baseURL }) => {
	const context = await browser.newContext({ baseURL, locale: 'de-AT', serviceWorkers: 'block' });
	const page = await context.newPage();
	await page.goto('/');
	await whenLive(page);
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.getByRole('link', { name: m.pages_name_new_game({}, { locale: 'de' }) })).toBeVisible();
	expect(await wordsLoaded(page)).toEqual(['de']);

	await page.getByRole('link', { name: m.pages_name_settings({}, { locale: 'de' }) }).click();
	await whenLive(page);
	const reloaded = page.waitForEvent('load');
	await page.getByLabel(m.app_language_label({}, { locale: 'de' })).selectOption('es');
	await reloaded;
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await expect(page.getByRole('link', { name: m.pages_name_new_game({}, { locale: 'es' }) })).toBeVisible();
	await context.close();
});
