import { expect, test, type Page } from './ready';
import { PRESETS, namesFor, type GameRecord, type PresetId } from '../../src/lib/engine/index';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord } from './drive';

/**
 * Everyone takes the phone, and nobody can tell who acted: for every turn of a 12-player Storyteller and a
 * 12-player Godfather game, the pass screen, the turn (face down and held) and the neutral screen have the same
 * elements in the same boxes, and each turn the same taps, whatever the card; no role is in the page unless the
 * card is held. The players are P01 to P12 (digits are as wide as each other), so a name moves nothing either.
 */

const NAMES = Array.from({ length: 12 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);

/**
 * The boxes of every element of the game screen, and its buttons: what a glance across the table could tell apart.
 * The top bar's apart (`bar`): what it offers follows only what the table may undo or redo, which differs between a
 * night's first pass screen (the night's start may be undone) and the later ones (the whole night may be redone),
 * never with a card.
 */
const layout = (page: Page) =>
	page.evaluate(() => {
		const main = document.querySelector('main');
		if (!main) return { boxes: '', buttons: 0, bar: '' };
		const box = (el: Element) => {
			const r = el.getBoundingClientRect();
			return `${el.tagName.toLowerCase()}.${el.className}@${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)}`;
		};
		const inBar = (el: Element) => !!el.closest('header.bar');
		// Inside the tiles only the name (and a check mark on the one chosen: whom, not what card); the tiles themselves count.
		const boxes = [...main.querySelectorAll('*')].filter((el) => !el.parentElement?.closest('.choice') && !inBar(el)).map(box);
		const buttons = [...main.querySelectorAll('button:not([disabled])')].filter((el) => !inBar(el)).length;
		const bar = [...main.querySelectorAll('header.bar *')].map(box).join(' ');
		return { boxes: boxes.join(' '), buttons, bar };
	});

/** Every role name of the rule set, as a pattern over the page's markup (text, attributes and classes). */
function rolePattern(preset: PresetId): RegExp {
	const names = namesFor(preset).roles;
	const words = PRESETS[preset].rules.roles.flatMap((role) => [names[role].one, names[role].many, role]);
	return new RegExp(`\\b(${[...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');
}

const twelve = (file: string): GameRecord => {
	const found = fixtureRecords().find((f) => f.name === file);
	if (!found) throw new Error(`tests/fixtures/records/${file} is missing`);
	return { ...found.record, players: NAMES };
};

for (const file of ['storyteller-twelve-pass-round.json', 'godfather-twelve-pass-round.json']) {
	test(`${file}: every turn's screens are the same boxes and taps whatever the role; no role in the page unless held`, async ({ page }) => {
		test.setTimeout(300_000);
		const record = twelve(file);
		const roles = rolePattern(record.preset);
		await setUpRecord(page, record);
		/** Per night and kind of screen, the layout every turn must share; the top bar's, from the night's second turn. */
		const seen = new Map<string, { boxes: string; buttons: number; first: string }>();
		const bars = new Map<string, { bar: string; first: string }>();
		let turnTonight = 0;
		/** Per turn, its taps. */
		const taps = new Map<string, number>();
		let night = 0;
		let turns = 0;
		let turn = '';
		let tappedEarly = false;
		await playRecord(page, record, {
			onScreen: async (what, audience) => {
				if (what === 'dusk') {
					night++;
					turnTonight = 0;
				}
				const round = what.match(/^round: (?:pass to (P\d\d)|(P\d\d)'s (turn|night, held|choice is in|answer, held)|(P\d\d) has chosen)$/);
				if (!round) return;
				const kind = round[1] ? 'pass' : (round[3] ?? 'chosen');
				if (round[1]) {
					turn = `${night}:${round[1]}`;
					turns++;
					turnTonight++;
				}
				const held = audience === 'held-card';
				// The top bar names the rule set ("Godfather"): a rule set, not anybody's card.
				const markup = await page.locator('main').evaluate((main, preset) => {
					const copy = main.cloneNode(true) as HTMLElement;
					copy.querySelector('header .title')?.remove();
					return copy.outerHTML.replaceAll(`preset=${preset}`, '');
				}, record.preset);
				if (!held) expect(markup, `${what}: no role in the page`).not.toMatch(roles);
				const here = await layout(page);
				const key = `${night}:${kind}`;
				if (turnTonight > 1) {
					const firstBar = bars.get(key);
					if (!firstBar) bars.set(key, { bar: here.bar, first: what });
					else expect(here.bar, `${what}: the same top bar as ${firstBar.first}`).toBe(firstBar.bar);
				}
				const first = seen.get(key);
				if (!first) seen.set(key, { ...here, first: what });
				else {
					expect(here.buttons, `${what}: as many buttons as ${first.first}`).toBe(first.buttons);
					expect(here.boxes, `${what}: the same boxes as ${first.first}`).toBe(first.boxes);
				}
				// Once: before the turn's least time Done waits, its seconds on it, and a tap on it passes nothing on.
				if (kind === 'choice is in' && !tappedEarly) {
					tappedEarly = true;
					const done = page.getByRole('button', { name: 'Done — pass the phone on' });
					await expect(done).toBeDisabled();
					await expect(done).toHaveText('Done — pass the phone on · 8 s');
					await done.click({ force: true });
					await expect(page.getByRole('heading', { name: /, your choice is in$/ })).toBeVisible();
				}
			},
			afterTap: async (what) => {
				if (what.startsWith('round: ')) taps.set(turn, (taps.get(turn) ?? 0) + 1);
			}
		});
		const perTurn = new Set(taps.values());
		expect([...perTurn], 'every turn takes the same taps').toEqual([4]);
		expect(taps.size).toBe(turns);
		expect(turns).toBeGreaterThanOrEqual(24);
	});
}
