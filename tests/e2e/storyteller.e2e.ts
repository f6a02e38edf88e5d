import { expect, test, type Page } from './ready';
import { castVote, expectNoRoleOnScreen, fixSeed, readCard, roleWords, setUpTable, shot, tapIn, endCall, openSetupPart } from './table';

/**
 * A whole `storyteller` game through the real screens: the host sets the roles by hand (one
 * Mafia, a Detective, a Doctor, the Seductress and the Jester among seven), each card shows
 * the player's story character above the role, the Seductress silences a player (the morning
 * names them, and the phone skips them at the vote), the killed get a last word, the Jester
 * is voted out and wins, and the town wins with the Seductress alive beside it.
 *
 * Seed 4142 deals: Di Mafia, Ana Detective, Gil Doctor, Cy Seductress, Flo Jester; Bo and Ed
 * Townspeople.
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
// The character first, then the role: "Baker — Up before dawn… Di, you are Mafia".
const CARDS: Record<string, RegExp> = {
	Ana: /Innkeeper[\s\S]*you are\s+Detective/,
	Bo: /Clockmaker[\s\S]*you are\s+Townsperson/,
	Cy: /Schoolteacher[\s\S]*you are\s+Seductress/,
	Di: /Baker[\s\S]*you are\s+Mafia[\s\S]*You are the only one/,
	Ed: /Beekeeper[\s\S]*you are\s+Townsperson/,
	Flo: /Gardener[\s\S]*you are\s+Jester/,
	Gil: /Miller[\s\S]*you are\s+Doctor/
};
const WORDS = roleWords('storyteller');

/** The host's table: one Mafia instead of the suggested two, and the Seductress and the Jester in. */
async function handPickedRoles(page: Page) {
	await expect(page.getByText('2 Mafia, 1 Detective, 1 Doctor, 3 Townspeople')).toBeVisible();
	await openSetupPart(page, 'Roles');
	await expect(page.getByText('Suggested for 7 players: 2 Mafia, 1 Detective, 1 Doctor')).toBeVisible();
	await page.getByRole('button', { name: 'Fewer Mafia' }).click();
	await page.getByRole('button', { name: 'More Seductresses' }).click();
	await page.getByRole('button', { name: 'More Jesters' }).click();
	await expect(page.getByText('1 Mafia, 1 Detective, 1 Doctor, 1 Seductress, 1 Jester, 2 Townspeople', { exact: true })).toBeVisible();
	await expect(page.getByText('Ready to deal for 7 players.')).toBeVisible();
	await shot(page, 'storyteller-setup');
}

test('storyteller: characters on the cards, the Seductress silences, last words, the Jester wins when voted out', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 4142);
	await setUpTable(page, PLAYERS, 'storyteller', handPickedRoles);

	for (const name of PLAYERS) await readCard(page, name, CARDS[name], WORDS);

	// Before the night, Di looks at his card again: the character still above the role.
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByLabel('Someone needs to see their card again?').selectOption({ label: 'Di' });
	await page.getByRole('button', { name: 'Show their card' }).click();
	await page.getByRole('button', { name: 'I am Di' }).click();
	const card = page.locator('button.card');
	const box = await card.boundingBox();
	if (!box) throw new Error('no card');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	const character = await card.getByText('Baker').boundingBox();
	const role = await card.getByText('Mafia', { exact: true }).boundingBox();
	expect(character && role && character.y < role.y, 'the character is above the role').toBe(true);
	await shot(page, 'storyteller-card-held');
	await page.mouse.up();
	await page.getByRole('button', { name: 'Done — give the phone back' }).click();

	// Night 1: Di kills Bo; Cy silences Ed; Gil covers himself; Ana checks Di.
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Night 1 · 1 of 4')).toBeVisible();
	await tapIn(page, 'Di points at…', 'Bo');
	await endCall(page);
	await expect(page.getByRole('heading', { name: 'Seductress: eyes open', exact: true })).toBeVisible();
	await expect(page.getByText('Point at the player who will stay silent tomorrow.')).toBeVisible();
	await tapIn(page, 'Cy points at…', 'Ed');
	await shot(page, 'storyteller-night-seductress');
	await endCall(page);
	await tapIn(page, 'Gil points at…', 'Gil');
	await endCall(page);
	await tapIn(page, 'Ana points at…', 'Di');
	await expect(page.getByRole('status')).toContainText('Di is one of the Mafia');
	await endCall(page, 'Done — end the night');

	// The morning: who died (no role: "reveal roles" is off) and who is silenced today.
	await expect(page.getByRole('heading', { name: 'Bo died' })).toBeVisible();
	await expect(page.getByText('Ed is silenced today: no speaking, no vote.').first()).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await shot(page, 'storyteller-morning-silenced');
	await page.getByRole('button', { name: 'Continue' }).click();

	// Bo's last word, on its own clock.
	await expect(page.getByRole('heading', { name: 'Bo: a last word' })).toBeVisible();
	await expect(page.getByRole('timer', { name: 'Last word clock' })).toContainText('0:30');
	await shot(page, 'storyteller-last-word');
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Done' }).click();

	// Day 1: four minutes of talk, which the narrator cuts short; Ed stays silent.
	await expect(page.getByRole('heading', { name: 'Talk' })).toBeVisible();
	await expect(page.getByText('Ed is silenced today: no speaking, no vote.')).toBeVisible();
	await expect(page.getByRole('timer', { name: 'Talk clock' })).toContainText(/^[34]:[0-5]\d/);
	await shot(page, 'storyteller-talk-silenced');
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the vote' }).click();

	// The phone goes round the five who may vote: Ed is silenced, Bo is dead.
	await expect(page.getByText('0 of 5 voted')).toBeVisible();
	await expect(page.getByText('Ed is silenced today and does not vote.')).toBeVisible();
	await shot(page, 'storyteller-ballot-silenced');
	await castVote(page, 'Ana', 'Flo', WORDS);
	await castVote(page, 'Cy', 'Flo', WORDS);
	await castVote(page, 'Di', 'Flo', WORDS);
	// After Di the phone skips Ed and goes straight to Flo.
	await castVote(page, 'Flo', 'Di', WORDS);
	await castVote(page, 'Gil', 'Flo', WORDS);
	await expect(page.getByRole('heading', { name: 'Flo goes' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Flo 4' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Continue' }).click();

	// The voted-out get a last word too. The Jester has won, and the game goes on.
	await expect(page.getByRole('heading', { name: 'Flo: a last word' })).toBeVisible();
	await page.getByRole('button', { name: 'Done' }).click();

	// Night 2: Di kills Ed; Cy silences Di; Gil covers Ana; Ana checks Cy (not mafia).
	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await tapIn(page, 'Di points at…', 'Ed');
	await endCall(page);
	await tapIn(page, 'Cy points at…', 'Di');
	await endCall(page);
	await tapIn(page, 'Gil points at…', 'Ana');
	await endCall(page);
	await tapIn(page, 'Ana points at…', 'Cy');
	await expect(page.getByRole('status')).toContainText('Cy is not one of the Mafia');
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Ed died' })).toBeVisible();
	await expect(page.getByText('Di is silenced today: no speaking, no vote.').first()).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByRole('heading', { name: 'Ed: a last word' })).toBeVisible();
	await page.getByRole('button', { name: 'Done' }).click();

	// Day 2: Di is silenced, so Ana, Cy and Gil vote, and Di goes.
	await page.getByRole('button', { name: 'Start the vote' }).click();
	await expect(page.getByText('0 of 3 voted')).toBeVisible();
	await castVote(page, 'Ana', 'Di', WORDS);
	await castVote(page, 'Cy', 'Di', WORDS);
	await castVote(page, 'Gil', 'Di', WORDS);
	await expect(page.getByRole('heading', { name: 'Di goes' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// The town wins, the dead with it; the Seductress (alive) and the Jester (voted out) win as well.
	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	await shot(page, 'storyteller-end');
	const winners = page.getByRole('list').first();
	await expect(winners.getByRole('listitem')).toHaveText(['Ana — Detective', 'Bo (dead) — Townsperson', 'Ed (dead) — Townsperson', 'Gil — Doctor']);
	// The extra winners are named apart from the town's side, as the history and the replay say it.
	await expect(page.getByRole('heading', { name: 'Also won' })).toBeVisible();
	await expect(page.getByRole('list').nth(1).getByRole('listitem')).toHaveText(['Cy — Seductress', 'Flo (dead) — Jester']);
	await expect(winners).not.toContainText('Di');
	expect(errors).toEqual([]);
});
