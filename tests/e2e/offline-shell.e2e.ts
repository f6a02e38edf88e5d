import { expect, test } from './ready';

// The promise of the app: once opened, it keeps working with no signal at all.
test('the app shell works offline after the first visit', async ({ page, context }) => {
	const problems: string[] = [];
	page.on('console', (msg) => {
		if (/Content[- ]Security[- ]Policy/i.test(msg.text())) problems.push(msg.text());
	});
	page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));

	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();

	// The first worker takes control of this very page (clientsClaim), without a reload.
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

	await context.setOffline(true);
	const response = await page.reload();
	expect(response?.fromServiceWorker(), 'page served by the service worker').toBe(true);
	await expect(page.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
	// SvelteKit adds its route announcer only once the client has started: the cached scripts ran.
	await expect(page.locator('#svelte-announcer')).toBeAttached();
	await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

	expect(problems, 'no CSP violations or page errors').toEqual([]);
});
