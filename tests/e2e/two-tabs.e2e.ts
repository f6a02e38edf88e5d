import { expect, test, type BrowserContext, type Page } from './ready';
import { fixSeed, readCard, setUpTable } from './table';

/**
 * One game in two tabs never forks: the second tab says the game is open in another tab and offers to play
 * here instead; taking over stops the first tab (which says the game moved) after its last save, and the
 * game goes on in the second from exactly that step. With Web Locks (Chromium's), and without them (the
 * BroadcastChannel fallback of older Safari).
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

async function twoTabs(context: BrowserContext): Promise<[Page, Page]> {
	const first = await context.newPage();
	await fixSeed(first, 232);
	await setUpTable(first, PLAYERS);
	await readCard(first, 'Alice', /Villager/);
	const second = await context.newPage();
	await second.goto(first.url());
	return [first, second];
}

const openElsewhere = (page: Page) => page.getByRole('heading', { name: 'This game is open in another tab' });
const moved = (page: Page) => page.getByRole('heading', { name: 'This game moved to another tab' });
const turnOf = (page: Page, name: string) => page.getByRole('heading', { name: `Pass the phone to ${name}` });

async function handOver(context: BrowserContext, withLocks: boolean) {
	const [first, second] = await twoTabs(context);
	expect(await second.evaluate(() => navigator.locks !== undefined)).toBe(withLocks);
	await expect(openElsewhere(second)).toBeVisible();
	await expect(second.getByText('Playing one game in two tabs would split it in two.')).toBeVisible();
	// The first tab plays on meanwhile; the second shows no game at all.
	await expect(turnOf(first, 'Ben')).toBeVisible();
	await expect(second.getByRole('button', { name: /^I am / })).toHaveCount(0);

	await second.getByRole('button', { name: 'Play here instead' }).click();
	await expect(moved(first)).toBeVisible();
	await expect(first.getByRole('button', { name: /^I am / })).toHaveCount(0);
	await expect(turnOf(second, 'Ben')).toBeVisible();
	await readCard(second, 'Ben', /Killer/);

	// And back: the first tab takes the game where the second left it.
	await first.getByRole('button', { name: 'Play here instead' }).click();
	await expect(moved(second)).toBeVisible();
	await expect(turnOf(first, 'Cara')).toBeVisible();
	await first.reload();
	await expect(turnOf(first, 'Cara')).toBeVisible();
}

test('two tabs with Web Locks: the second offers to take over, the first stops; the game never forks', async ({ context }) => {
	await handOver(context, true);
});

test('two tabs without Web Locks: the same, over a BroadcastChannel', async ({ context }) => {
	await context.addInitScript(() => {
		Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
	});
	await handOver(context, false);
});
