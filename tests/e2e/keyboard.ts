import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A keyboard user's moves: Tab (or Shift+Tab, when the control lies above the focus) until `target` has the
 * focus, then a key. Nothing is clicked, so a control that Tab never reaches fails the test.
 */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
	await expect(target).toBeVisible();
	for (let presses = 0; presses < limit; presses++) {
		if (await target.evaluate((el) => el === document.activeElement)) return;
		const above = await target.evaluate((el) => {
			const focused = document.activeElement;
			if (!focused || focused === document.body) return false;
			return (focused.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
		});
		await page.keyboard.press(above ? 'Shift+Tab' : 'Tab');
	}
	throw new Error(`Tab never reached ${target}`);
}

/** Tabs to `target` and presses `key` (Enter by default; Space for the buttons a keyboard user presses so). */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
	await tabTo(page, target);
	await page.keyboard.press(key);
}
