import { expect, test, type Page } from './ready';
import { castVote, fixSeed, tapIn, endCall, openSetupPart } from './table';

/**
 * The worked game (seed 232: Ben and Eve the wolves, Cara the Seer, Dev the Healer) under the
 * Werewolf theme chosen at setup. On every screen: no default role name. Where roles are shown
 * (the cards, the narrator's night, the verdict, the end), the werewolf names are.
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

/** The default words for roles and sides, in any case ("killer" in a record line counts too). */
const DEFAULT_WORDS = /\b(killers?|detectives?|doctors?|villagers?|mafia|town)\b/i;
/** The Werewolf theme keeps "Villager" as its own name: where roles are shown it is the theme's word. */
const DEFAULT_WORDS_BUT_VILLAGER = /\b(killers?|detectives?|doctors?|mafia|town)\b/i;
/** Werewolf role and side names: a table screen shows none either. */
const WEREWOLF_WORDS = /\b(Werewol(f|ves)|Seers?|Healers?|Villagers?|Village)\b/;

const CARDS: Record<string, RegExp> = {
	Alice: /Villager[\s\S]*Side: Village/,
	Ben: /Werewolf[\s\S]*Side: Werewolves[\s\S]*Your partners: Eve/,
	Cara: /Seer[\s\S]*Side: Village[\s\S]*Checks one other player a night and learns one thing: werewolf or not/,
	Dev: /Healer[\s\S]*if the Werewolves picked them, nobody dies/,
	Eve: /Werewolf[\s\S]*Your partners: Ben/,
	Finn: /Villager[\s\S]*Find the Werewolves by day/,
	Gus: /Villager/
};

const mainText = (page: Page) => page.locator('main').innerText();

/** A screen the table may glance at: no role under any name. */
async function expectNoRole(page: Page) {
	const text = await mainText(page);
	expect(text, 'no default role name').not.toMatch(DEFAULT_WORDS);
	expect(text, 'no role on a table screen').not.toMatch(WEREWOLF_WORDS);
}

/** A screen that shows roles: only in the werewolf names. */
async function expectWerewolfNames(page: Page, shown: RegExp) {
	const text = await mainText(page);
	expect(text, 'no default role name').not.toMatch(DEFAULT_WORDS_BUT_VILLAGER);
	expect(text).toMatch(shown);
}

/** A screen of the narrator's night: roles, in werewolf names, and no villager at all. */
async function expectNightNames(page: Page, shown: RegExp) {
	const text = await mainText(page);
	expect(text, 'no default role name').not.toMatch(DEFAULT_WORDS);
	expect(text).toMatch(shown);
}

/** One player's turn with the phone: pass, "I am …", hold the card, read it, let go, Done. */
async function readCard(page: Page, name: string) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
	await expectNoRole(page);
	await page.getByRole('button', { name: `I am ${name}` }).click();
	const card = page.locator('button.card');
	await expect(card).toHaveAccessibleName(/Hold to see your card/);
	await expectNoRole(page);
	const box = await card.boundingBox();
	if (!box) throw new Error('no card');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toContainText(CARDS[name]);
	await expectWerewolfNames(page, CARDS[name]);
	await page.mouse.up();
	await expect(card).not.toContainText(CARDS[name]);
	await expectNoRole(page);
	await page.getByRole('button', { name: /^Done/ }).click();
}

async function vote(page: Page, voter: string, target: string | null) {
	await expect(page.getByRole('heading', { name: `Pass the phone to ${voter}` })).toBeVisible();
	await expectNoRole(page);
	await castVote(page, voter, target);
}

/** What the phone does when the app switcher opens (hidden) or the app comes back (visible). */
async function switchAway(page: Page, state: 'hidden' | 'visible') {
	await page.evaluate((s) => {
		if (s === 'hidden') Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
		else delete (document as { visibilityState?: string }).visibilityState; // back to the real one
		document.dispatchEvent(new Event('visibilitychange'));
	}, state);
}

test('the worked game under the Werewolf theme: no screen shows a default role name', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, 232);

	// Setup: the Werewolf theme, then the names. The role counts speak werewolf at once.
	await page.goto('/');
	await page.getByRole('link', { name: 'New game' }).first().click();
	await openSetupPart(page, 'Role names');
	const werewolf = page.getByRole('radio', { name: 'Werewolf' });
	await expect(werewolf).toBeEnabled();
	await werewolf.check();
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	while ((await seats.count()) < PLAYERS.length) await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of PLAYERS.entries()) await seats.nth(i).fill(name);
	await expect(page.getByRole('region', { name: 'Role names' })).toContainText('Werewolf');
	await openSetupPart(page, 'Roles');
	const roles = page.getByRole('group', { name: 'Roles' });
	await expect(roles).toContainText('Suggested for 7 players: 2 Werewolves, 1 Seer, 1 Healer');
	expect(await roles.innerText()).not.toMatch(DEFAULT_WORDS_BUT_VILLAGER);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(page).toHaveURL(/\/game\?id=/);

	for (const name of PLAYERS) await readCard(page, name);

	// The narrator's view of every role, behind its own hold: werewolf names.
	await expect(page.getByRole('heading', { name: 'Narrator, take the phone' })).toBeVisible();
	await expectNoRole(page);
	await page.getByText('Narrator: every role').click();
	const all = page.locator('button.card');
	const box = await all.boundingBox();
	if (!box) throw new Error('no narrator card');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(all).toContainText('Ben — Werewolf');
	await expectWerewolfNames(page, /Alice — Villager[\s\S]*Cara — Seer[\s\S]*Dev — Healer[\s\S]*Eve — Werewolf/);
	await page.mouse.up();
	await expectNoRole(page);

	// Night 1: the wolves pick Alice; the Healer covers Finn; the Seer checks Ben.
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByRole('heading', { name: 'Werewolves' })).toBeVisible();
	await expectNightNames(page, /Werewolves, open your eyes[\s\S]*Werewolves, close your eyes/);

	// The app switcher opens mid-night: the narrator's screen is covered, nothing of it shows.
	await switchAway(page, 'hidden');
	await expect(page.getByTestId('switcher-cover')).toBeVisible();
	await expect(page.locator('main')).toBeHidden();
	await expect(page.getByText('Werewolves, open your eyes')).toBeHidden();
	await switchAway(page, 'visible');
	await expect(page.getByTestId('switcher-cover')).toHaveCount(0);
	await expect(page.getByText('Werewolves, open your eyes')).toBeVisible();

	await tapIn(page, 'They all agree on…', 'Alice');
	await endCall(page);
	await expect(page.getByRole('heading', { name: 'Healer' })).toBeVisible();
	await expectNightNames(page, /Healer, open your eyes/);
	await tapIn(page, 'Dev points at…', 'Finn');
	await endCall(page);
	await expect(page.getByRole('heading', { name: 'Seer' })).toBeVisible();
	await tapIn(page, 'Cara points at…', 'Ben');
	await expect(page.getByRole('status').filter({ hasText: 'Show the Seer' })).toContainText('Ben is a Werewolf');
	await expectNightNames(page, /Seer, open your eyes[\s\S]*Ben is a Werewolf/);
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	await expectNoRole(page);
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByText('The village talks. Who do you suspect?')).toBeVisible();
	await expectNoRole(page);
	await page.getByRole('button', { name: 'Start the vote' }).click();

	// Day 1: Ben 3, Cara 2, Gus abstains. Ben goes, and his card is shown: Werewolf.
	for (const [voter, target] of [['Ben', 'Cara'], ['Cara', 'Ben'], ['Dev', 'Ben'], ['Eve', 'Cara'], ['Finn', 'Ben'], ['Gus', null]] as const) {
		await vote(page, voter, target);
	}
	await expect(page.getByRole('heading', { name: 'Ben goes' })).toBeVisible();
	await expect(page.getByText('Ben’s card: Werewolf')).toBeVisible();
	await expectWerewolfNames(page, /Ben \(Werewolf\) goes\./);
	await page.getByRole('button', { name: 'Continue' }).click();

	// Night 2: Eve alone picks Cara; the Healer may not cover Finn again, covers Cara; the Seer checks Finn.
	await expect(page.getByRole('heading', { name: 'Night 2' })).toBeVisible();
	await expectNoRole(page);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByRole('heading', { name: 'Werewolf: eyes open', exact: true })).toBeVisible();
	await expectNightNames(page, /Werewolves, open your eyes/);
	await tapIn(page, 'Eve points at…', 'Cara');
	await endCall(page);
	await expect(page.getByText('The Healer may not cover Finn tonight: covered last night.')).toBeVisible();
	await expectNightNames(page, /Healer/);
	await tapIn(page, 'Dev points at…', 'Cara');
	await endCall(page);
	await tapIn(page, 'Cara points at…', 'Finn');
	await expect(page.getByRole('status').filter({ hasText: 'Show the Seer' })).toContainText('Finn is not a Werewolf');
	await expectNightNames(page, /Finn is not a Werewolf/);
	await endCall(page, 'Done — end the night');

	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await expectNoRole(page);
	await page.getByRole('button', { name: 'Continue' }).click();
	await expectNoRole(page);
	await page.getByRole('button', { name: 'Start the vote' }).click();

	// Day 2: Eve 3, Finn 1, Gus 1. Eve goes: the last wolf.
	for (const [voter, target] of [['Cara', 'Eve'], ['Dev', 'Eve'], ['Eve', 'Gus'], ['Finn', 'Eve'], ['Gus', 'Finn']] as const) {
		await vote(page, voter, target);
	}
	await expect(page.getByText('Eve’s card: Werewolf')).toBeVisible();
	await expectWerewolfNames(page, /Eve \(Werewolf\) goes\./);
	await page.getByRole('button', { name: 'Continue' }).click();

	// The end: the village wins, Alice among the winners; every role and the record in werewolf names.
	await expect(page.getByRole('heading', { name: 'Village wins.' })).toBeVisible();
	const winners = page.getByRole('list').first();
	await expect(winners).toContainText('Alice (dead) — Villager');
	await expect(winners).toContainText('Cara — Seer');
	await expect(winners).toContainText('Dev — Healer');
	await expectWerewolfNames(page, /Ben \(dead\) — Werewolf[\s\S]*Eve \(dead\) — Werewolf/);
	const record = page.getByRole('list', { name: 'The record of the game, newest first' });
	await expect(record).toContainText('Werewolves: Ben → Alice, Eve → Alice');
	await expect(record).toContainText('Healer: Dev → Finn');
	await expect(record).toContainText('Cara checked Ben: a Werewolf');
	await expect(record).toContainText('Cara checked Finn: not a Werewolf');
	expect(errors).toEqual([]);
});
