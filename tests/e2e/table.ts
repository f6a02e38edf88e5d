import { expect, type Locator, type Page } from '@playwright/test';
import { CALL_MIN_SECONDS } from '../../src/lib/engine/call-length';
import { namesFor } from '../../src/lib/engine/names';
import { PRESETS } from '../../src/lib/engine/presets';
import type { PresetId } from '../../src/lib/engine/types';

/**
 * Plays the real screens as a table would: the phone goes round, cards are held, the
 * narrator taps what each role points at. Shared by the end-to-end games.
 */

/** Words that name a role in `classic`: none may be on a table screen unless the rules show it. */
export const CLASSIC_ROLE_WORDS = /\b(Killers?|Detectives?|Doctors?|Villagers?)\b/;

/** Words that name a role of `preset`, in that preset's own names (one holder and several). */
export function roleWords(preset: PresetId): RegExp {
	const names = namesFor(preset).roles;
	const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const words = PRESETS[preset].rules.roles.flatMap((role) => [names[role].one, names[role].many]);
	return new RegExp(`\\b(${[...new Set(words)].map(escape).join('|')})\\b`);
}

/** Makes the next game's seed `seed`: the app draws it from crypto.getRandomValues(Uint32Array(1)). */
export async function fixSeed(page: Page, seed: number) {
	await page.addInitScript((value) => {
		const original = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
			if (array instanceof Uint32Array && array.length === 1) {
				array[0] = value;
				return array;
			}
			return original(array as never) as T;
		}) as typeof crypto.getRandomValues;
	}, seed);
}

/**
 * Setup: the rule set (Classic unless `preset` says otherwise), the names in seat order, the
 * suggested roles, and Start. `adjust` changes what a host would change before Start (roles,
 * clocks, options), after the names are in. `home`: the app's address, when not the baseURL.
 */
export async function setUpTable(page: Page, names: string[], preset?: PresetId, adjust?: (page: Page) => Promise<void>, home = '/') {
	await page.goto(home);
	await page.getByRole('link', { name: 'New game' }).or(page.getByRole('button', { name: 'New game' })).first().click();
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
	// Picking a rule set resets the roles and options to its own, so it comes first.
	if (preset) await page.getByRole('radio', { name: PRESETS[preset].title, exact: true }).check();
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	while ((await seats.count()) < names.length) await page.getByRole('button', { name: 'Add a player' }).click();
	while ((await seats.count()) > names.length) await page.getByRole('button', { name: /^Remove / }).last().click();
	for (const [i, name] of names.entries()) await seats.nth(i).fill(name);
	if (adjust) await adjust(page);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(page).toHaveURL(/\/game\?id=/);
}

/**
 * The table's screen holds no role: checked on every screen the table may glance at. The bar
 * at the top is left out: it names the rule set, and `godfather`'s title is also a role's name.
 */
export async function expectNoRoleOnScreen(page: Page, words = CLASSIC_ROLE_WORDS) {
	const text = await page
		.locator('main')
		.evaluate((main) =>
			[...main.children]
				.filter((child) => !child.matches('header'))
				.map((child) => (child as HTMLElement).innerText)
				.join('\n')
		);
	expect(text, 'no role on a table screen').not.toMatch(words);
}

/** One player takes the phone, holds the card, reads it, lets go, and passes it on. */
export async function readCard(page: Page, name: string, expectRole: RegExp, words = CLASSIC_ROLE_WORDS) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
	await expectNoRoleOnScreen(page, words);
	await page.getByRole('button', { name: `I am ${name}` }).click();
	// While held, the card's accessible name is its face; find it by what it is instead.
	const card = page.locator('button.card');
	await expect(card).toHaveAccessibleName(/Hold to see your card/);
	await expectNoRoleOnScreen(page, words);
	const box = await card.boundingBox();
	if (!box) throw new Error('no card');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toContainText(expectRole);
	await page.mouse.up();
	await expect(card).not.toContainText(expectRole);
	await expectNoRoleOnScreen(page, words);
	await page.getByRole('button', { name: /^Done/ }).click();
}

/** The narrator taps a player in the picker whose legend is `legend`. */
export async function tapIn(page: Page, legend: string | RegExp, name: string) {
	const group = page.getByRole('group', { name: legend });
	await group.getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

/**
 * One secret vote: pass, "I am …", choose (or abstain), confirm, which hands the phone on (three taps a voter). After
 * the last vote the phone is put down first: that screen's Done shows the result.
 */
export async function castVote(page: Page, voter: string, target: string | null, words = CLASSIC_ROLE_WORDS) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
	await expectNoRoleOnScreen(page, words);
	await page.getByRole('button', { name: `I am ${voter}` }).click();
	if (target === null) await page.getByRole('button', { name: 'Abstain' }).click();
	else await tapIn(page, 'Your vote', target);
	await page.getByRole('button', { name: 'Confirm my vote' }).click();
	const last = page.getByRole('heading', { name: 'Your vote is sealed' });
	await expect(last.or(page.getByText(/^Vote sealed\. Put the phone face down and pass it to /))).toBeVisible();
	if (await last.isVisible()) await page.getByRole('button', { name: 'Done' }).click();
}

/** After the service worker controls the page: cut the network for the rest of the test. */
export async function goOffline(page: Page) {
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	await page.context().setOffline(true);
}

/**
 * A full-page picture of the screen as it is, for looking at the new screens by eye (layout,
 * overflow, contrast): taken only when E2E_SHOTS names a folder, e.g.
 * `E2E_SHOTS=/tmp/shots npx playwright test`. Otherwise it does nothing.
 */
export async function shot(page: Page, name: string) {
	const folder = process.env.E2E_SHOTS;
	if (!folder) return;
	const top = await page.evaluate(() => scrollY);
	await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
	// A full-page picture leaves Chromium scrolling back: a tap straight after could land lower down.
	await page.evaluate((y) => scrollTo(0, y), top);
}

/** How many of a role the setup screen deals now (its row named by the role's plural). */
export async function countOf(page: Page, many: string): Promise<number> {
	await openSetupPart(page, 'Roles');
	const row = page.locator('li', { has: page.locator('.name', { hasText: new RegExp(`^${many}$`) }) });
	return Number((await row.locator('output').innerText()).match(/^\d+/)?.[0]);
}

/** Taps More or Fewer on the setup screen until the role is dealt `want` times. */
export async function setCount(page: Page, many: string, want: number) {
	await openSetupPart(page, 'Roles');
	for (let guard = 0; guard < 20; guard++) {
		const now = await countOf(page, many);
		if (now === want) return;
		await page.getByRole('button', { name: `${now < want ? 'More' : 'Fewer'} ${many}`, exact: true }).click();
	}
	throw new Error(`${many}: could not set ${want}`);
}

/**
 * With a narrator every call lasts its least time (10 s as set up), counted down on Done: the page's time is moved
 * past it rather than waited for. Playwright's clock is installed on first need; a test with its own keeps it.
 */
export async function callOver(page: Page, done: Locator) {
	await expect(done).toBeVisible();
	if (!(await done.isDisabled())) return;
	if (!(await page.evaluate(() => '__pwClock' in globalThis))) await page.clock.install();
	await page.clock.fastForward(CALL_MIN_SECONDS * 1000);
	await expect(done).toBeEnabled();
}

/** The narrator's Done, once the call has lasted its least time. */
export async function endCall(page: Page, name: 'Done — next role' | 'Done — end the night' = 'Done — next role') {
	const done = page.getByRole('button', { name, exact: true });
	await callOver(page, done);
	await done.click();
}

/**
 * Opens one part of setup ("Roles", "Options", "Role names", "The rules") under its "Change…", as a host does to
 * change anything but the rule set and the names; left as it is when already open.
 */
export async function openSetupPart(page: Page, heading: string) {
	const change = page.getByRole('button', { name: `Change… ${heading}`, exact: true });
	const hide = page.getByRole('button', { name: `Hide ${heading}`, exact: true });
	// The setup screen may still be on its way: wait for the part, open or not, before reading which it is.
	await expect(change.or(hide)).toBeVisible();
	if (await change.isVisible()) await change.click();
	await expect(hide).toBeVisible();
}

/** Setup's options opened and the app chosen to run the night (for setUpTable's last step, or on the setup screen). */
export async function letTheAppNarrate(page: Page) {
	await openSetupPart(page, 'Options');
	await page.getByRole('radio', { name: /The app/ }).check();
}
