import { expect, type Page } from '@playwright/test';
import { createRecord, newGame, type GameRecord, type GameState, type PresetId, type TimedAction } from '../../src/lib/engine/index';
import { finishingMove, play, tableFor, timeOf } from '../support/autoplay';

/**
 * What a held card looks like from across the table, measured in the page: the box of the card and of
 * every element inside it, their class names and colours, and the same for Done and the heading.
 * Two cards that measure the same cannot be told apart by their size, their shape or their colours.
 */

/** Twelve names of one length, so no heading wraps for one player and not another. */
export const TWELVE = ['Ana', 'Bea', 'Cal', 'Dan', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kai', 'Lea'];

/**
 * A game of `preset` for `names` with the suggested roles, played by the engine's finisher (the killers
 * agree, every voter votes out the same player) until `stop`: the record the screens then play.
 */
export function recordUntil(preset: PresetId, names: string[], seed: number, stop: (state: GameState) => boolean): GameRecord {
	const config = { ...tableFor(preset, names.length, seed), players: names };
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const createdAt = 1_800_000_000_000;
	const actions: TimedAction[] = [];
	for (let now = createdAt + 1000; !stop(state); now += 1000) {
		const move = finishingMove(state, now);
		if (!move) throw new Error(`${preset}: the game ended before the screens were measured`);
		const at = timeOf(state, move, now);
		state = play(state, move, at);
		actions.push({ ...move, at } as TimedAction);
		now = at;
	}
	return { ...createRecord(config, `${preset}-${names.length}`, createdAt), actions };
}

export interface Look {
	tag: string;
	classes: string;
	/** x, y, width, height in CSS pixels, to a hundredth. */
	box: number[];
	color: string;
	background: string;
	border: string;
}

export interface HeldCard {
	/** The card, then every element inside it, in document order. */
	card: Look[];
	done: Look;
	heading: Look;
	/** The page, the card left out and the player's own name and number made general: the same for everyone. */
	outside: string;
}

/** The held card (or the face-down one) and what is around it, for the player `name` holding the phone. */
export function measureCard(page: Page, name: string): Promise<HeldCard> {
	return page.evaluate((name) => {
		const look = (el: Element) => {
			const r = el.getBoundingClientRect();
			const style = getComputedStyle(el);
			return {
				tag: el.tagName.toLowerCase(),
				classes: el.getAttribute('class') ?? '',
				box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 100) / 100),
				color: style.color,
				background: style.backgroundColor,
				border: style.borderTopColor
			};
		};
		const card = document.querySelector('button.card');
		const done = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim().startsWith('Done'));
		const heading = document.querySelector('main h1');
		if (!card || !done || !heading) throw new Error('no card, Done or heading on screen');
		const main = document.querySelector('main')?.cloneNode(true) as HTMLElement;
		main.querySelector('button.card')?.replaceChildren();
		const outside = main.outerHTML.replaceAll(name, '{name}').replace(/Card \d+ of/, 'Card # of');
		return { card: [card, ...card.querySelectorAll('*')].map(look), done: look(done), heading: look(heading), outside };
	}, name);
}

/** Presses the card with the pointer and keeps it pressed: the card is held until `letGo`. */
export async function pressCard(page: Page) {
	const card = page.locator('button.card');
	const box = await card.boundingBox();
	if (!box) throw new Error('no card to hold');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toHaveAttribute('aria-pressed', 'true');
}

export async function letGo(page: Page) {
	await page.mouse.up();
	await expect(page.locator('button.card')).toHaveAttribute('aria-pressed', 'false');
}
