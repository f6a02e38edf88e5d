import { m } from '../../paraglide/messages.js';
import { roleWords } from '../../i18n/grammar';
import type { RoleName } from '../../engine/names';
import { numberOf } from '../../i18n/format';

/** Words several game screens share: how a night and a day are named, and the buttons every step has. */

/** How the screens name a night and a day: "Night zero" before the first, then "Night 2". */
export const nightName = (night: number): string => (night === 0 ? m.game_shared_night_zero() : m.game_shared_night({ night }));

export const dayName = (day: number): string => (day === 0 ? m.game_shared_day_zero() : m.game_shared_day({ day }));

/** What a player's card turned out to be, once it is shown: "Ben’s card: Doctor". */
export const cardShown = (name: string, roleName: string): string => m.game_shared_card_shown({ name, role: roleName });

/** The labels every step has, read when a screen draws them (so the table's language is the one of that moment). */
export const sharedWords = {
	/** The label of a clock that ends its step when it runs out. */
	get movesOnByItself() {
		return m.game_shared_moves_on();
	},
	/** The button that takes a result screen on to the next step. */
	get continue() {
		return m.game_shared_continue();
	},
	/** The button that ends a step the screen waits on. */
	get done() {
		return m.game_shared_done();
	},
	/** The seconds left of a least time, on the Done it holds back. */
	doneIn: (seconds: number) => m.pages_seconds_short({ seconds: numberOf(seconds) }),
	/** The empty choice of a list of players, before one is chosen. */
	get choosePlayer() {
		return m.game_shared_choose_player();
	},
	/** The way out of the game to the home screen. */
	get home() {
		return m.game_shared_home();
	},
	/** The button that dismisses a problem once read. */
	get ok() {
		return m.game_shared_ok();
	}
};

/**
 * A role's name as a sentence takes it: the name, its plural, with its article, and its gender for the words that
 * agree with it; `The` is the article form that opens a sentence ("La Voyante ne peut pas…").
 */
export function roleInputs(name: RoleName) {
	const words = roleWords(name);
	return { ...words, The: words.the.charAt(0).toLocaleUpperCase() + words.the.slice(1) };
}

/**
 * A sentence with a name set apart inside it (in bold): the words before the name and after it, so the screen
 * wraps the name itself and the sentence keeps its own word order in every language.
 */
export function around(sentence: (name: string) => string): { before: string; after: string } {
	const mark = '\u0000';
	const [before = '', after = ''] = sentence(mark).split(mark);
	return { before, after };
}
