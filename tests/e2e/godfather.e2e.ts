import { expect, test, type Page } from './ready';
import { castVote, expectNoRoleOnScreen, fixSeed, readCard, roleWords, setUpTable, shot, tapIn, endCall, openSetupPart } from './table';

/**
 * A whole `godfather` game through the real screens: the fixed table for seven, day zero's
 * introductions in turn (with a reply handed out), night zero when the mafia only meet, the
 * Godfather's kill beside his partner's advice, the Detective reading the Godfather as not
 * mafia, the Sniper's shot, the count reveal by a show of hands, a vote without a majority
 * (nobody goes) and one with a majority, and the town's win.
 *
 * Seed 943 deals: Cy Godfather, Flo Mafia, Ana Doctor, Ed Detective, Bo Sniper; Di and Gil
 * Citizens.
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
// Before night zero the mafia do not know each other: no partner on the card yet.
const CARDS: Record<string, RegExp> = {
	Ana: /Doctor/,
	Bo: /Sniper/,
	Cy: /Godfather[\s\S]*You meet the other Mafia on night zero/,
	Di: /Citizen/,
	Ed: /Detective/,
	Flo: /you are\s+Mafia[\s\S]*You meet the other Mafia on night zero/,
	Gil: /Citizen/
};
const WORDS = roleWords('godfather');

async function fixedTable(page: Page) {
	// The fixed table in one line; each card with what it does under "Change…".
	await expect(page.getByText('1 Mafia, 1 Godfather, 1 Detective, 1 Doctor, 1 Sniper, 2 Citizens', { exact: true })).toBeVisible();
	await openSetupPart(page, 'Roles');
	const table = page.getByRole('region', { name: 'Roles' }).first();
	await expect(table).toContainText('Godfather deals this table for 7 players');
	for (const line of ['1 Godfather', '1 Mafia', '1 Detective', '1 Doctor', '1 Sniper', '2 Citizens']) {
		await expect(table.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
	}
	await shot(page, 'godfather-setup');
}

/** Today's speaking order, as the narrator's screen lists it. */
const speakingOrder = (page: Page) => page.getByRole('list', { name: 'Speaking order today' }).getByRole('listitem').allInnerTexts();

/**
 * Everyone speaks in turn; the speaker at `reply.at` hands one out-of-turn reply to the player
 * `reply.to` places later in the order, who speaks right after them.
 */
async function speakInTurn(page: Page, reply?: { at: number; to: number }) {
	const order = await speakingOrder(page);
	for (const [i, name] of order.entries()) {
		await expect(page.getByText(`Speaking now: ${name}`, { exact: true })).toBeVisible();
		await expect(page.getByText(i === order.length - 1 ? 'Last to speak' : `Next: ${order[i + 1]}`)).toBeVisible();
		if (reply?.at === i) {
			const to = order[i + reply.to];
			await shot(page, 'godfather-speaking-turns');
			// What a reply is, in words, beside the choice.
			await expect(page.getByLabel(`${name} hands one reply to`)).toHaveAccessibleDescription(
				`A reply lets another player speak out of turn, straight after ${name}. Each player may hand one reply a day, and it cannot be handed on.`
			);
			await page.getByLabel(`${name} hands one reply to`).selectOption({ label: to });
			await page.getByRole('button', { name: 'Hand the reply' }).click();
			await expect(page.getByText(`Next: ${to}`)).toBeVisible();
			await page.getByRole('button', { name: 'Next speaker' }).click();
			await expect(page.getByText(`Speaking now: ${to} (a reply)`)).toBeVisible();
			await shot(page, 'godfather-speaking-reply');
			// A reply cannot be handed on again.
			await expect(page.getByRole('button', { name: 'Hand the reply' })).toHaveCount(0);
		}
		await page.getByRole('button', { name: 'Next speaker' }).click();
	}
	await expect(page.getByText('Everyone has spoken.')).toBeVisible();
	return order;
}

test('godfather: day zero, night zero, the Godfather kills, the Sniper shoots, the count reveal, a majority vote', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 943);
	await setUpTable(page, PLAYERS, 'godfather', fixedTable);

	for (const name of PLAYERS) await readCard(page, name, CARDS[name], WORDS);

	// Day zero: introductions, each in turn; the second speaker hands a reply on. No vote.
	await expect(page.getByText('Day zero')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Introductions' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	const dayZero = await speakInTurn(page, { at: 1, to: 2 });
	expect([...dayZero].sort()).toEqual(PLAYERS);
	await page.getByRole('button', { name: 'End the introductions' }).click();

	// Night zero: only the mafia wake, to meet. Nobody is picked and nobody dies.
	await expect(page.getByRole('heading', { name: 'Night zero' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Night zero · 1 of 1')).toBeVisible();
	await expect(page.getByText('Awake: Cy, Flo. They see each other; nobody is picked tonight.')).toBeVisible();
	await shot(page, 'godfather-night-zero');
	await expect(page.getByRole('button', { name: new RegExp(`^(${PLAYERS.join('|')})\\b`) })).toHaveCount(0);
	await endCall(page, 'Done — end the night');
	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// Day 1. Having met, Flo's card now names Cy.
	await expect(page.getByRole('heading', { name: 'Talk' })).toBeVisible();
	await page.getByLabel('Someone needs to see their card again?').selectOption({ label: 'Flo' });
	await page.getByRole('button', { name: 'Show their card' }).click();
	await page.getByRole('button', { name: 'I am Flo' }).click();
	const card = page.locator('button.card');
	const box = await card.boundingBox();
	if (!box) throw new Error('no card');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toContainText('Your partners: Cy');
	await page.mouse.up();
	await page.getByRole('button', { name: 'Done — give the phone back' }).click();

	await speakInTurn(page);
	await page.getByRole('button', { name: 'Start the vote' }).click();
	// Flo 3 of 7 is not more than half: nobody goes, and the day ends.
	await castVote(page, 'Ana', 'Flo', WORDS);
	await castVote(page, 'Bo', 'Flo', WORDS);
	await castVote(page, 'Cy', 'Di', WORDS);
	await castVote(page, 'Di', 'Cy', WORDS);
	await castVote(page, 'Ed', 'Flo', WORDS);
	await castVote(page, 'Flo', 'Di', WORDS);
	await castVote(page, 'Gil', null, WORDS);
	await expect(page.getByRole('heading', { name: 'Nobody goes' })).toBeVisible();
	await expect(page.getByRole('row', { name: 'Flo 3' })).toBeVisible();
	await expect(page.getByText('Nobody has more than half of the votes: nobody goes.')).toBeVisible();
	await shot(page, 'godfather-verdict-no-majority');
	await page.getByRole('button', { name: 'Continue' }).click();

	// Night 1: Cy makes the kill (Di); Flo's pick (Gil) is only advice. Ana covers Ed; Ed checks Cy,
	// who reads as not mafia; Bo shoots Flo.
	await expect(page.getByRole('heading', { name: 'Night 1' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByText('Night 1 · 1 of 4')).toBeVisible();
	await expect(page.getByText('Cy makes the kill. The others may point too: their picks are advice their team sees.')).toBeVisible();
	await tapIn(page, "Cy's kill", 'Di');
	await tapIn(page, 'Flo suggests…', 'Gil');
	await shot(page, 'godfather-night-kill-advice');
	await endCall(page);
	await tapIn(page, 'Ana points at…', 'Ed');
	await endCall(page);
	await tapIn(page, 'Ed points at…', 'Cy');
	await expect(page.getByRole('status')).toContainText('Cy is not one of the Mafia');
	await endCall(page);
	await expect(page.getByRole('heading', { name: 'Sniper: eyes open', exact: true })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Hold fire' })).toBeVisible();
	await shot(page, 'godfather-night-sniper');
	await tapIn(page, 'Bo points at…', 'Flo');
	await endCall(page, 'Done — end the night');

	// The morning names the dead, never their roles.
	await expect(page.getByRole('heading', { name: 'Di and Flo died' })).toBeVisible();
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Continue' }).click();

	// Somebody has been eliminated: the table may ask for the count, by a show of hands.
	await expect(page.getByRole('heading', { name: 'Count reveal?' })).toBeVisible();
	await expect(page.getByText('Before day 2 · 2 reveals left')).toBeVisible();
	for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One more yes' }).click();
	await expect(page.getByText('3 of 5 say yes')).toBeVisible();
	await shot(page, 'godfather-count-reveal');
	await page.getByRole('button', { name: 'Count the hands' }).click();
	await expect(page.getByRole('status')).toHaveText('1 Mafia and 4 others are alive.');
	// Once the hands are counted, the heading says what they decided, not the question again.
	await expect(page.getByRole('heading', { name: 'The counts are told' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Count reveal?' })).toHaveCount(0);
	await shot(page, 'godfather-count-revealed');
	await page.getByRole('button', { name: 'Start the day' }).click();

	// Day 2: only the living speak, in a new order; Cy goes with 3 of 5, a majority.
	const dayTwo = await speakInTurn(page);
	expect([...dayTwo].sort()).toEqual(['Ana', 'Bo', 'Cy', 'Ed', 'Gil']);
	await page.getByRole('button', { name: 'Start the vote' }).click();
	await castVote(page, 'Ana', 'Cy', WORDS);
	await castVote(page, 'Bo', 'Cy', WORDS);
	await castVote(page, 'Cy', 'Bo', WORDS);
	await castVote(page, 'Ed', 'Cy', WORDS);
	await castVote(page, 'Gil', null, WORDS);
	await expect(page.getByRole('heading', { name: 'Cy goes' })).toBeVisible();
	// A vote-out never names the role in this rule set.
	await expectNoRoleOnScreen(page, WORDS);
	await page.getByRole('button', { name: 'Continue' }).click();

	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();
	await shot(page, 'godfather-end');
	const winners = page.getByRole('list').first();
	for (const line of ['Ana — Doctor', 'Bo — Sniper', 'Di (dead) — Citizen', 'Ed — Detective', 'Gil — Citizen']) {
		await expect(winners).toContainText(line);
	}
	await expect(winners).not.toContainText('Cy');
	await expect(winners).not.toContainText('Flo');
	expect(errors).toEqual([]);
});
