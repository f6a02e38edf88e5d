import { expect, test, type Page } from './ready';
import { PRESETS, suggestRoles, MAX_NAME_LENGTH, type GameConfig } from '../../src/lib/engine/index';
import { playGame, seededChoose } from '../support/autoplay';
import { playRecord, setUpRecord } from './drive';

/**
 * Names no layout expects, on the narrowest phone (320 px): the longest name allowed in the widest letters,
 * emoji, Hebrew and Arabic (right to left), Chinese, accents. Setup's reasons and every screen of a whole
 * game with them: nothing wider than the screen, every button still a full tap target.
 */
test.use({ viewport: { width: 320, height: 640 } });

const LONGEST = 'W'.repeat(MAX_NAME_LENGTH);
const NAMES = [LONGEST, 'Alexandria-Konstantinova', '🦊🐺🦉🐻🦁🐯🐮🐷🐸🐵🐔🐧', 'שרה בת-אברהם', 'محمد عبد الرحمن', '李小龍', 'Zoë O’Connor-Smith'];

async function fitsTheScreen(page: Page, where: string) {
	const wider = await page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		const over = [...document.body.querySelectorAll('*')]
			.filter((el) => el.getBoundingClientRect().right > width + 0.5 && (el as HTMLElement).offsetParent !== null)
			.map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
		return { by: document.documentElement.scrollWidth - width, over };
	});
	expect(wider, `${where}: wider than the screen`).toEqual({ by: 0, over: [] });
	const small = await page.evaluate(() =>
		[...document.querySelectorAll('main button')]
			.filter((b) => (b as HTMLElement).offsetParent !== null)
			.map((b) => ({ name: (b.textContent ?? '').trim().slice(0, 30), ...b.getBoundingClientRect().toJSON() }))
			.filter((b) => b.height < 48 || b.width < 48)
	);
	expect(small, `${where}: buttons smaller than a tap`).toEqual([]);
}

test('setup at 320 px: a name too long, too many players, odd names: each refusal in words, nothing overflows', async ({ page }) => {
	await page.goto('/setup');
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	const reasons = page.locator('.reasons li');
	await seats.nth(0).fill(LONGEST + 'WWWWWW');
	await seats.nth(0).blur();
	await expect(reasons.filter({ hasText: `"${LONGEST}…" is too long: keep names to ${MAX_NAME_LENGTH} characters.` })).toBeVisible();
	await fitsTheScreen(page, 'setup, a name too long');

	while ((await seats.count()) < NAMES.length) await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of NAMES.entries()) await seats.nth(i).fill(name);
	await expect(page.getByText(`Ready to deal for ${NAMES.length} players.`)).toBeVisible();
	await fitsTheScreen(page, 'setup, seven odd names');

	while ((await seats.count()) < 13) await page.getByRole('button', { name: 'Add a player' }).click();
	for (let i = NAMES.length; i < 13; i++) await seats.nth(i).fill(`${LONGEST.slice(0, 20)}${i}`);
	await expect(reasons.filter({ hasText: 'Classic seats at most 12 players; there are 13.' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
	await fitsTheScreen(page, 'setup, thirteen players');
});

test('a whole game at 320 px with the longest, emoji and right-to-left names: every screen fits', async ({ page }) => {
	test.setTimeout(120_000);
	const config: GameConfig = {
		preset: 'classic',
		players: NAMES,
		roles: Object.fromEntries(Object.entries(suggestRoles('classic', NAMES.length)).filter(([, n]) => (n ?? 0) > 0)),
		options: { ...PRESETS.classic.defaults, talkSeconds: 120 },
		seed: 77
	};
	const { record } = playGame(config, { id: 'odd-names', choose: seededChoose(77), randomActions: 60 });
	let screens = 0;
	const check = async (what: string) => {
		await fitsTheScreen(page, what);
		screens++;
	};
	await setUpRecord(page, record, { onScreen: check });
	const end = await playRecord(page, record, { onScreen: check });
	expect(end.phase.kind).toBe('ended');
	console.info(`Odd names at 320 px: ${screens} screens of a whole game, none wider than the screen, every button a full tap.`);
});

test('setup at 320 px: names that lie are refused at their own field, in words, and nothing overflows', async ({ page }) => {
	await page.goto('/setup');
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	// Cyrillic "Ве", a copy with a zero-width space, the braille blank, and a right-to-left override.
	const typed = ['Ben', '\u0412\u0435n', 'Ben\u200b', '\u2800', 'Eve\u202e'];
	for (const [i, name] of typed.entries()) {
		await seats.nth(i).fill(name);
		await seats.nth(i).blur();
	}
	const said = {
		1: '“Веn” looks like “Ben”: give one of them a different name.',
		2: 'Two players are called "Ben": give one of them another name.',
		3: 'Player 4’s name is only invisible characters: type a name that shows.'
	};
	for (const [seat, reason] of Object.entries(said)) {
		await expect(seats.nth(Number(seat))).toHaveAttribute('aria-invalid', 'true');
		await expect(seats.nth(Number(seat))).toHaveAccessibleDescription(reason);
	}
	await expect(seats.nth(0)).not.toHaveAttribute('aria-invalid');
	await expect(seats.nth(4)).toHaveValue('Eve');
	await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
	await fitsTheScreen(page, 'setup, names that lie');
});
