import { expect, test, type Page } from './ready';
import { configOf, newGame, type GameRecord, type PresetId } from '../../src/lib/engine/index';
import { playRecord, setUpRecord } from './drive';
import { TWELVE, letGo, measureCard, pressCard, recordUntil, type HeldCard, type Look } from './held-card';

/**
 * From across a dark table, a lit card must not say whose it is: every player's held card, on the deal
 * and on a look again, has the same box, the same boxes inside it, the same classes and the same
 * colours, and Done and the heading stay where they are, whatever the role. Holding the card or letting
 * it go moves nothing. And every voter's "choose" screen is laid out the same. Played through the real
 * screens, twelve players, up to the first vote's result: Storyteller (a story line on every card, a
 * Jester and a Seductress), Godfather (the fixed table; its Mafia meet on night zero, so the deal and the
 * look again differ) and Classic (partners on the card).
 */

interface Measured {
	roles: string[];
	dealt: Record<string, HeldCard>;
	faceDown: Record<string, HeldCard>;
	peeked: Record<string, HeldCard>;
	ballot: Record<string, { looks: Look[]; outside: string }>;
	texts: string[];
}

/**
 * Every element of the screen a voter chooses on, and the screen as HTML. What differs from one voter to
 * the next by their seat, not their role, is made general: the names; the voter's own tile, refused ("Not
 * yourself"), whose reason makes its row of tiles taller, so that everything below the tiles' top moves
 * by seat; and how many have voted. So above the tiles every box counts; from there down, where each box
 * is across; a tile by its width; a button that holds a name ("Not Ana? Go back") by nothing but its
 * classes and colours.
 */
function measureBallot(page: Page, players: string[]) {
	return page.evaluate((players) => {
		const main = document.querySelector('main');
		const tiles = main?.querySelector('fieldset');
		if (!main || !tiles) throw new Error('no vote on screen');
		const top = tiles.getBoundingClientRect().top;
		const named = (el: Element) => players.some((p) => el.textContent?.includes(p));
		const boxOf = (el: Element) => {
			const r = el.getBoundingClientRect();
			if (el.matches('fieldset button')) return [r.width];
			if (el.matches('button') && named(el)) return [];
			return r.bottom <= top ? [r.x, r.y, r.width, r.height] : [r.x, r.width];
		};
		const looks = [...main.querySelectorAll('*')]
			.filter((el) => !el.parentElement?.closest('button'))
			.map((el) => {
				const style = getComputedStyle(el);
				return {
					tag: el.tagName.toLowerCase(),
					classes: el.getAttribute('class') ?? '',
					box: boxOf(el).map((v) => Math.round(v * 100) / 100),
					color: style.color,
					background: style.backgroundColor,
					border: style.borderTopColor
				};
			});
		const copy = main.cloneNode(true) as HTMLElement;
		for (const button of copy.querySelectorAll('button')) {
			if (!named(button)) continue;
			button.replaceChildren();
			button.removeAttribute('disabled');
			button.removeAttribute('title');
		}
		const outside = players
			.reduce((html, p) => html.replaceAll(p, '{player}'), copy.outerHTML)
			.replace(/\d+ of \d+ voted/, '# of # voted');
		return { looks, outside };
	}, players);
}

async function lookAgain(page: Page, name: string, into: Measured) {
	await page.getByLabel('Someone needs to see their card again?').selectOption({ label: name });
	await page.getByRole('button', { name: 'Show their card' }).click();
	await page.getByRole('button', { name: `I am ${name}` }).click();
	await expect(page.getByRole('heading', { name: `${name}, your card again` })).toBeVisible();
	await pressCard(page);
	into.peeked[name] = await measureCard(page, name);
	into.texts.push(await page.locator('button.card').innerText());
	await letGo(page);
	await page.getByRole('button', { name: 'Done — give the phone back' }).click();
}

async function measureGame(page: Page, record: GameRecord): Promise<Measured> {
	const start = newGame(configOf(record));
	if (!start.ok) throw new Error(start.reason);
	const m: Measured = { roles: start.value.players.map((p) => p.role), dealt: {}, faceDown: {}, peeked: {}, ballot: {}, texts: [] };
	let nights = 0;
	let peeked = false;
	await setUpRecord(page, record);
	await playRecord(page, record, {
		onScreen: async (what) => {
			const down = what.match(/^deal: (\w+)'s card, face down$/);
			if (down) m.faceDown[down[1]] = await measureCard(page, down[1]);
			const held = what.match(/^deal: (\w+)'s card, held$/);
			if (held) {
				m.dealt[held[1]] = await measureCard(page, held[1]);
				m.texts.push(await page.locator('button.card').innerText());
			}
			if (what === 'morning') nights++;
			// A look again by day, once the night has passed (Godfather: the Mafia have met).
			if (what === 'talk' && nights > 0 && !peeked) {
				peeked = true;
				for (const name of record.players) await lookAgain(page, name, m);
			}
			const voter = what.match(/^ballot: (\w+) chooses$/);
			if (voter) m.ballot[voter[1]] = await measureBallot(page, record.players);
		}
	});
	return m;
}

/** Each seat's measure beside the first seat's, named by player and role so a failure says who differs. */
function expectAllAlike(what: string, measured: Record<string, object>, roles: Record<string, string>) {
	const entries = Object.entries(measured);
	expect(entries.length, `${what}: every seat measured`).toBeGreaterThan(1);
	const [firstName, first] = entries[0];
	for (const [name, m] of entries.slice(1)) {
		expect(m, `${what}: ${name} (${roles[name]}) against ${firstName} (${roles[firstName]})`).toEqual(first);
	}
}

const TABLES: { preset: PresetId; seed: number; lines: RegExp[] }[] = [
	{ preset: 'storyteller', seed: 7, lines: [/Your partners: /, /You know no one else’s card\./] },
	{ preset: 'godfather', seed: 11, lines: [/You meet the other Mafia on night zero\./, /Your partners: /, /You know no one else’s card\./] },
	{ preset: 'classic', seed: 5, lines: [/Your partners: /, /You know no one else’s card\./] }
];

for (const { preset, seed, lines } of TABLES) {
	test(`${preset}, 12 players: every held card, and every voter's screen, is laid out the same whatever the role`, async ({ page }) => {
		test.setTimeout(180_000);
		const record = recordUntil(preset, TWELVE, seed, (state) => state.phase.kind === 'verdict');
		const m = await measureGame(page, record);
		const roles = Object.fromEntries(TWELVE.map((name, seat) => [name, m.roles[seat]]));
		// The table really mixes roles and sides, and the cards really say different things.
		expect(new Set(m.roles).size, 'roles dealt').toBeGreaterThanOrEqual(4);
		for (const line of lines) expect(m.texts.some((text) => line.test(text)), `a card says ${line}`).toBe(true);
		expect(Object.keys(m.dealt)).toEqual(TWELVE);
		expect(Object.keys(m.peeked)).toEqual(TWELVE);

		expectAllAlike('the held card on the deal', m.dealt, roles);
		expectAllAlike('the held card on a look again', m.peeked, roles);
		// Holding the card or letting it go moves nothing: the card, Done and the heading stay put.
		for (const name of TWELVE) {
			const [down, held] = [m.faceDown[name], m.dealt[name]];
			expect({ card: down.card[0].box, done: down.done.box, heading: down.heading.box }, `${name}: face down and held`).toEqual({
				card: held.card[0].box,
				done: held.done.box,
				heading: held.heading.box
			});
		}
		expect(Object.keys(m.ballot).length, 'every living voter chose').toBeGreaterThanOrEqual(10);
		expectAllAlike("a voter's choose screen", m.ballot, roles);
	});
}
