import { expect, test, type Page } from './ready';
import { PRESETS, PRESET_ORDER, type PresetId } from '../../src/lib/engine/index';

/**
 * Issue 32, point 7: a first-time host gets through setup on one screen. From Home, for each rule set, they tap
 * what they can see (the rule set, the name fields, the phone keyboard's Next), type seven names and press Start:
 * the Start button's box is inside the screen at every step, so it is never hunted for below the fold. At the
 * phone size the tests use (390×844, touch), at the smallest phone (320×568) and with the phone turned (844×390).
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
const SIZES = [
	{ width: 390, height: 844 },
	{ width: 320, height: 568 },
	{ width: 844, height: 390 }
];

/** Start, whole and on the screen as it is now: nothing scrolled to find it. */
async function expectStartInView(page: Page, step: string) {
	const start = page.getByRole('button', { name: 'Start', exact: true });
	const box = await start.boundingBox();
	const { width, height } = page.viewportSize()!;
	expect(box, `Start is on the page (${step})`).not.toBeNull();
	const inside = box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= width && box!.y + box!.height <= height;
	expect(inside, `Start is inside the ${width}×${height} screen ${step}: its box is ${JSON.stringify(box)}`).toBe(true);
}

async function newcomerStarts(page: Page, preset: PresetId) {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game', exact: true }).first().tap();
	await expect(page.getByRole('heading', { name: 'New game', exact: true })).toBeVisible();
	await expectStartInView(page, 'on arrival');
	if (preset !== 'classic') await page.getByText(PRESETS[preset].title, { exact: true }).tap();
	await expect(page.getByRole('radio', { name: PRESETS[preset].title, exact: true })).toBeChecked();
	await expectStartInView(page, `with ${PRESETS[preset].title} chosen`);
	// The first name field, then the keyboard's Next (Enter) from one to the next: the last one makes a new seat.
	await page.getByPlaceholder('Name').first().tap();
	for (const [i, name] of PLAYERS.entries()) {
		await page.keyboard.type(name);
		if (i < PLAYERS.length - 1) await page.keyboard.press('Enter');
		await expectStartInView(page, `after typing ${name}`);
	}
	if (preset === 'custom') {
		// A custom table is asked its name after the players; Start's reason says so until it has one.
		await expect(page.getByText('Give the custom table a name.')).toBeVisible();
		await page.getByLabel("The table's name").tap();
		await page.keyboard.type('Our table');
		await expectStartInView(page, 'after naming the table');
	}
	await expect(page.getByText('Ready to deal for 7 players.')).toBeVisible();
	await expectStartInView(page, 'once ready');
	await page.getByRole('button', { name: 'Start', exact: true }).tap();
	await expect(page).toHaveURL(/\/game\?id=/);
	await expect(page.getByRole('heading', { name: `Pass the phone to ${PLAYERS[0]}` })).toBeVisible();
}

for (const size of SIZES) {
	test.describe(`a newcomer at ${size.width}×${size.height}`, () => {
		test.use({ viewport: size, hasTouch: true });
		for (const preset of PRESET_ORDER.filter((id) => PRESETS[id].playable)) {
			test(`${PRESETS[preset].title}: seven names typed, and Start in view at every step`, async ({ page }) => {
				const errors: string[] = [];
				page.on('pageerror', (e) => errors.push(e.message));
				await newcomerStarts(page, preset);
				expect(errors).toEqual([]);
			});
		}
	});
}

test('the suggested table and its defaults, one line each before "Change…", in the theme’s words', async ({ page }) => {
	await page.goto('/setup');
	const seats = page.getByPlaceholder('Name');
	await seats.first().tap();
	for (const name of PLAYERS) {
		await page.keyboard.type(name);
		await page.keyboard.press('Enter');
	}
	const roles = page.getByRole('region', { name: 'Roles', exact: true });
	await expect(roles).toContainText('2 Killers, 1 Detective, 1 Doctor, 3 Villagers');
	await expect(page.getByRole('region', { name: 'Options', exact: true })).toContainText('A narrator runs the night · secret vote');
	await expect(page.getByRole('region', { name: 'Role names', exact: true })).toContainText('Standard');
	// Nothing else is asked until the host opens it.
	await expect(page.getByRole('radio', { name: /^A narrator/ })).toBeHidden();
	await expect(page.getByRole('button', { name: 'More Killers' })).toBeHidden();

	// Each role is explained where it is added.
	await page.getByRole('button', { name: 'Change… Roles', exact: true }).tap();
	await expect(roles.getByRole('listitem').filter({ hasText: 'Doctors' })).toContainText('Covers one player a night');

	// The theme's words reach the options: the Healer, not the Doctor.
	await page.getByRole('button', { name: 'Change… Role names', exact: true }).tap();
	await page.getByText('Werewolf', { exact: true }).tap();
	await expect(page.getByRole('region', { name: 'Role names', exact: true })).toContainText('Werewolf');
	await expect(roles).toContainText('2 Werewolves, 1 Seer, 1 Healer, 3 Villagers');
	await page.getByText('Clocked', { exact: true }).tap();
	await page.getByRole('button', { name: 'Change… Options', exact: true }).tap();
	await expect(page.getByRole('checkbox', { name: 'The Healer may cover themselves' })).toBeVisible();
	// With the app running the night every dealt role is called anyway: calling dead roles is not asked.
	await expect(page.getByRole('checkbox', { name: 'Call dead roles at night' })).toBeVisible();
	await page.getByText(/^The app/).tap();
	await expect(page.getByRole('checkbox', { name: 'Call dead roles at night' })).toHaveCount(0);
	await expect(page.getByRole('region', { name: 'Options', exact: true })).toContainText('The app runs the night · secret vote');
});
