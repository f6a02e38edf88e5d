import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with every page waiting, after each `goto` and `reload`, until the app is live
 * (`<html data-ready>`, set by the layout once every screen has mounted). Before that the page is the prerendered
 * HTML, and a tap or a file chosen then is silently lost: on a slow CI machine that made tests flaky at random.
 * A page that never becomes live is left to the test's own assertions, which then say what is missing.
 */
const LIVE = 'html[data-ready]';

export async function whenLive(page: Page): Promise<void> {
	await page.waitForSelector(LIVE, { state: 'attached', timeout: 10_000 }).catch(() => undefined);
}

function waitsUntilLive(page: Page): void {
	const goto = page.goto.bind(page);
	const reload = page.reload.bind(page);
	page.goto = async (...args) => {
		const response = await goto(...args);
		await whenLive(page);
		return response;
	};
	page.reload = async (...args) => {
		const response = await reload(...args);
		await whenLive(page);
		return response;
	};
}

export const test = base.extend({
	context: async ({ context }, use) => {
		for (const page of context.pages()) waitsUntilLive(page);
		context.on('page', waitsUntilLive);
		await use(context);
	}
});
