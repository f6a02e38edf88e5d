import { expect, test, type Page } from './ready';
import { fixtureRecords } from '../support/records';
import { putGames, savedRow, storedGame } from './saved-games';

/**
 * Issue 32, point 1: whoever holds the phone next can never reopen the previous player's sealed choice. With
 * everyone taking the phone, Ben (a killer) has ended his turn and the screen says "Pass the phone to Cara":
 * Cara, alone with the phone, once tapped Undo → "Yes, undo Ben's turn" → "I am Ben" and held his card. On the
 * secret ballot the next voter could cancel the previous voter's vote and vote as them. Now there is no Undo on
 * either pass screen; the only way back is the public "Redo this whole night / vote" of the menu, which starts
 * the round again from its first player, says so on every pass screen of it, and is kept in the record.
 * Played at 390×844 with touch (the project's device), every tap a touch tap.
 */
const worked = (() => {
	const found = fixtureRecords().find((f) => f.name === 'classic-worked-game-pass-round.json');
	if (!found) throw new Error('tests/fixtures/records/classic-worked-game-pass-round.json is missing');
	return found.record;
})();

/** The worked game (everyone taking the phone) stopped after `count` actions, saved as the app keeps it, its times near now. */
function savedAt(id: string, count: number) {
	return savedRow({ ...worked, id, actions: worked.actions.slice(0, count) });
}

/** Where in the worked game the step after the `n`th action of `type` is. */
const after = (type: string, n: number) => {
	let seen = 0;
	return worked.actions.findIndex((a) => a.type === type && ++seen === n) + 1;
};

async function openMenu(page: Page) {
	await page.locator('summary', { hasText: 'Menu' }).tap();
}

test('pass-round: Cara cannot undo Ben’s ended turn to see his card; the whole night is redone in public', async ({ page }) => {
	// Alice and Ben have taken their turns (Ben is a killer): the phone is on its way to Cara.
	const row = savedAt('undo-sealed-night', after('round.pass', 2));
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeVisible();

	// The attack: no Undo at all, so no way back to Ben's turn, his card or his choice.
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);
	await openMenu(page);
	await expect(page.getByRole('button', { name: /Undo|Ben/ })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'I am Ben' })).toHaveCount(0);

	// The public redo: asked in words the whole table may see, naming only who goes first.
	await page.getByRole('button', { name: 'Redo this whole night…' }).tap();
	const ask = page.getByRole('alertdialog');
	await expect(ask).toHaveText(/^Redo this whole night\? Everyone takes their turn again, from Alice, and every choice made tonight is void\./);
	for (const other of worked.players.filter((p) => p !== 'Alice')) await expect(ask).not.toHaveText(new RegExp(`\\b${other}\\b`));
	expect((await storedGame(page, row.id)).record.actions).toHaveLength(row.record.actions.length);
	await page.getByRole('button', { name: 'Yes, redo the whole night' }).tap();

	// The night starts again from Alice, and its pass screen says so; the record keeps every action and the redo.
	await expect(page.getByRole('heading', { name: 'Pass the phone to Alice' })).toBeVisible();
	await expect(page.getByText('This night was started again: every choice made before is void, and everyone takes their turn again.')).toBeVisible();
	await expect(page.getByText(/turn 1 of 7/)).toBeVisible();
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.map((a) => a.type)).toEqual([...row.record.actions.map((a) => a.type), 'round.redo']);
	// The redo is public and final: it is not undone either.
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);

	// Alice's turn starts afresh: her earlier choice is void, nothing is chosen.
	await page.getByRole('button', { name: 'I am Alice' }).tap();
	await expect(page.getByRole('heading', { name: 'Alice’s night' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Confirm my choice' })).toBeDisabled();
});

test('secret ballot: the next voter cannot cancel the previous sealed vote; the whole vote is redone in public', async ({ page }) => {
	// Day 1: Ben and Cara have voted; the phone is on its way to Dev.
	const row = savedAt('undo-sealed-vote', after('ballot.cast', 2));
	await putGames(page, [row]);
	await page.goto(`/game?id=${row.id}`);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Dev' })).toBeVisible();
	await expect(page.getByText(/2 of 6 voted/)).toBeVisible();

	// The attack: no Undo, so Cara's sealed vote cannot be cancelled and cast again by Dev.
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);
	await openMenu(page);
	await expect(page.getByRole('button', { name: /Undo|Cara/ })).toHaveCount(0);

	await page.getByRole('button', { name: 'Redo this whole vote…' }).tap();
	const ask = page.getByRole('alertdialog');
	await expect(ask).toHaveText(/^Redo this whole vote\? Everyone votes again, from Ben, and every vote cast so far is void\./);
	// "No" keeps every vote.
	await page.getByRole('button', { name: 'No', exact: true }).tap();
	await expect(ask).toBeHidden();
	expect((await storedGame(page, row.id)).record.actions).toHaveLength(row.record.actions.length);
	await expect(page.getByRole('heading', { name: 'Pass the phone to Dev' })).toBeVisible();

	await page.getByRole('button', { name: 'Redo this whole vote…' }).tap();
	await page.getByRole('button', { name: 'Yes, redo the whole vote' }).tap();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ben' })).toBeVisible();
	await expect(page.getByText('This vote was started again: every vote cast before is void, and everyone votes again.')).toBeVisible();
	await expect(page.getByText(/0 of 6 voted/)).toBeVisible();
	await expect.poll(async () => (await storedGame(page, row.id)).record.actions.at(-1)?.type).toBe('ballot.redo');
	expect((await storedGame(page, row.id)).record.actions).toHaveLength(row.record.actions.length + 1);
	await expect(page.getByRole('button', { name: /Undo/ })).toHaveCount(0);
});
