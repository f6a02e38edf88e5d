import { expect, test } from './ready';
import { storedGame } from './saved-games';
import { castVote, expectNoRoleOnScreen, fixSeed, goOffline, readCard, setUpTable, tapIn, endCall } from './table';

/**
 * The worked game of the `classic` source document, played through the real screens as a
 * new table would: seven players, Ben and Eve the killers, Cara the Detective, Dev the
 * Doctor, reveal on. Seed 232 deals exactly that table. Offline from the first night, with
 * a reload mid-night and another mid-ballot.
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
const ROLES: Record<string, RegExp> = {
	Alice: /Villager/,
	Ben: /Killer[\s\S]*Your partners: Eve/,
	Cara: /Detective/,
	Dev: /Doctor/,
	Eve: /Killer[\s\S]*Your partners: Ben/,
	Finn: /Villager/,
	Gus: /Villager/
};

test('the worked game: the town wins with Alice among the winners, offline, through two reloads', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS);
	await goOffline(page);

	for (const name of PLAYERS) await readCard(page, name, ROLES[name]);

	// Night 1: Ben and Eve both choose Alice; Dev covers Finn; Cara checks Ben and is told killer.
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await expectNoRoleOnScreen(page);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Killers, open your eyes')).toBeVisible();
	// A reload mid-night comes back to the same role's wake, offline.
	const reloaded = await page.reload();
	expect(reloaded?.fromServiceWorker()).toBe(true);
	await expect(page.getByText('Killers, open your eyes')).toBeVisible();
	await tapIn(page, 'They all agree on…', 'Alice');
	await endCall(page);
	await tapIn(page, 'Dev points at…', 'Finn');
	await endCall(page);
	await tapIn(page, 'Cara points at…', 'Ben');
	await expect(page.getByRole('status')).toContainText('Ben is a Killer');
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	await expectNoRoleOnScreen(page);
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();

	// Day 1: Cara, Dev and Finn on Ben; Ben and Eve on Cara; Gus abstains.
	await castVote(page, 'Ben', 'Cara');
	await castVote(page, 'Cara', 'Ben');
	await castVote(page, 'Dev', 'Ben');
	// Dev's Done saved before the reload: three votes cast, and the phone passing on (a reload a moment after a tap
	// may come before its save, on a phone too).
	const id = new URL(page.url()).searchParams.get('id') ?? '';
	await expect
		.poll(async () => {
			const game = await storedGame(page, id);
			return `${game.record.actions.filter((a) => a.type === 'ballot.cast').length} cast, ${game.snapshot.includes('"passing"') ? 'passing' : 'not passing'}`;
		})
		.toBe('3 cast, passing');
	// A reload mid-ballot: the same voter's turn, the same three votes cast.
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Eve' })).toBeVisible();
	await expect(page.getByText('3 of 6 voted')).toBeVisible();
	await castVote(page, 'Eve', 'Cara');
	await castVote(page, 'Finn', 'Ben');
	await castVote(page, 'Gus', null);

	await expect(page.getByRole('heading', { name: 'Ben goes' })).toBeVisible();
	await expect(page.getByText('Ben’s card: Killer')).toBeVisible();
	await expect(page.getByRole('row', { name: 'Ben 3' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Cara 2' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Abstained 1' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// Night 2: Eve alone chooses Cara; Dev covers Cara; Cara checks Finn: not a killer.
	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await expectNoRoleOnScreen(page);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await tapIn(page, 'Eve points at…', 'Cara');
	await endCall(page);
	await expect(page.getByText('may not cover Finn tonight')).toBeVisible();
	await tapIn(page, 'Dev points at…', 'Cara');
	await endCall(page);
	await tapIn(page, 'Cara points at…', 'Finn');
	await expect(page.getByRole('status')).toContainText('Finn is not a Killer');
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();

	// Day 2: Cara, Dev and Finn on Eve; Eve on Gus; Gus on Finn.
	await castVote(page, 'Cara', 'Eve');
	await castVote(page, 'Dev', 'Eve');
	await castVote(page, 'Eve', 'Gus');
	await castVote(page, 'Finn', 'Eve');
	await castVote(page, 'Gus', 'Finn');
	await expect(page.getByRole('heading', { name: 'Eve goes' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Eve 3' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	const winners = page.getByRole('list').first();
	for (const name of ['Alice', 'Cara', 'Dev', 'Finn', 'Gus']) await expect(winners).toContainText(name);
	await expect(winners).toContainText('Alice (dead) — Villager');
	await expect(winners).not.toContainText('Eve');
	expect(errors).toEqual([]);
});
