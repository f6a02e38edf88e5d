import { expect, test, type Locator, type Page } from './ready';
import { setUpTable } from './table';

/**
 * Nothing a player must see is passed over unseen. At 390×844 with touch (the project's phone): the deal's Done
 * waits, with its reason on screen, until the card has been held. (The app-narrated Detective reading his answer
 * plainly: app-narrated.e2e.ts.)
 */
const NOT_HELD = 'Hold the card to read it first: the phone passes on once the card has been seen.';

/** A finger on the card, held until `whileHeld` is done, then lifted: real touch events, as a phone sends them. */
async function touchHold(page: Page, target: Locator, whileHeld: () => Promise<void>) {
	const box = await target.boundingBox();
	if (!box) throw new Error('no card on screen');
	const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
	await whileHeld();
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
	await cdp.detach();
}

test("the deal: Done waits, saying why, until the card has been held; a touch on Done before that passes nothing on", async ({ page }) => {
	await setUpTable(page, ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil']);
	await page.getByRole('button', { name: 'I am Ana' }).tap();
	await expect(page.getByRole('heading', { name: 'Ana, this is your card' })).toBeVisible();
	const done = page.getByRole('button', { name: 'Done — pass the phone on' });
	await expect(done).toBeDisabled();
	await expect(page.getByText(NOT_HELD)).toBeVisible();
	await expect(done).toHaveAccessibleDescription(NOT_HELD);
	// The reason is in sight with the button, without scrolling.
	await expect(page.getByText(NOT_HELD)).toBeInViewport();
	await done.tap({ force: true });
	await expect(page.getByRole('heading', { name: 'Ana, this is your card' })).toBeVisible();

	const card = page.locator('button.card');
	await touchHold(page, card, () => expect(card).toContainText(/you are/i));
	await expect(card).not.toContainText(/you are/i);
	await expect(page.getByText(NOT_HELD)).toHaveCount(0);
	await expect(done).toBeEnabled();
	await done.tap();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Bo' })).toBeVisible();

	// "Not me" hands the phone back: whoever says "I am Bo" next holds the card again.
	await page.getByRole('button', { name: 'I am Bo' }).tap();
	await touchHold(page, card, () => expect(card).toContainText(/you are/i));
	await page.getByRole('button', { name: /^Not Bo/ }).tap();
	await page.getByRole('button', { name: 'I am Bo' }).tap();
	await expect(done).toBeDisabled();
	await expect(page.getByText(NOT_HELD)).toBeVisible();
});
