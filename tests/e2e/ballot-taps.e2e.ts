import { expect, test, type Locator } from './ready';
import { fixtureRecords } from '../support/records';
import { putGames, savedRow, storedGame } from './saved-games';

/**
 * Issue 32, point 13: the secret ballot took four taps and four screens a voter (I am X → name → Confirm → Done).
 * Confirm now seals the vote and hands the phone on: three taps a voter, with the seal as it was (the next voter's
 * screen shows nothing of the vote, and puts no button where Confirm was: quick-taps.e2e.ts). After the last vote the
 * phone is put down first, and one Done shows the whole table the result. At 390×844, every tap a touch tap.
 */
const worked = (() => {
	const found = fixtureRecords().find((f) => f.name === 'classic-worked-game.json');
	if (!found) throw new Error('tests/fixtures/records/classic-worked-game.json is missing');
	return found.record;
})();

// The worked game, but the killers pick Finn, whom Dev covers: nobody dies, and all seven vote on day 1.
const finn = worked.players.indexOf('Finn');
const firstTalkEnd = worked.actions.findIndex((a) => a.type === 'talk.end') + 1;
const sevenVoters = {
	...worked,
	id: 'ballot-taps',
	actions: worked.actions.slice(0, firstTalkEnd).map((a) => (a.type === 'night.pick' && a.role === 'mafia' ? { ...a, target: finn } : a))
};

test('a 7-player secret ballot: three taps a voter, and one Done for the result', async ({ page }) => {
	const row = savedRow(sevenVoters);
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByText('Day 1 vote · 0 of 7 voted')).toBeVisible();

	let taps = 0;
	const tap = async (target: Locator) => {
		await target.tap();
		taps++;
	};
	// Everyone votes for Gus, and Gus for Ben.
	const perVoter: Record<string, number> = {};
	for (const [i, voter] of worked.players.entries()) {
		const before = taps;
		await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
		await tap(page.getByRole('button', { name: `I am ${voter}` }));
		await tap(page.getByRole('group', { name: 'Your vote' }).getByRole('button', { name: new RegExp(`^${voter === 'Gus' ? 'Ben' : 'Gus'}`) }));
		await tap(page.getByRole('button', { name: 'Confirm my vote' }));
		perVoter[voter] = taps - before;
		const next = worked.players[i + 1];
		if (next) {
			await expect(page.getByRole('heading', { name: `Pass the phone to ${next}` })).toBeVisible();
			await expect(page.getByText(`Day 1 vote · ${i + 1} of 7 voted`)).toBeVisible();
		}
	}
	expect(perVoter).toEqual(Object.fromEntries(worked.players.map((p) => [p, 3])));

	// The last voter puts the phone down; its Done shows the table the result.
	await expect(page.getByRole('heading', { name: 'Your vote is sealed' })).toBeVisible();
	await expect(page.getByText('That was the last vote. Give the phone back to the narrator.')).toBeVisible();
	await tap(page.getByRole('button', { name: 'Done' }));
	await expect(page.getByRole('heading', { name: 'Gus goes' })).toBeVisible();
	expect(taps).toBe(7 * 3 + 1);
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.filter((a) => a.type === 'ballot.cast').length).toBe(7);
});
