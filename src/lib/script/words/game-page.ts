import { m } from '../../paraglide/messages.js';

/** The game page around the screens: opening a game, and a game that cannot be opened or carried on. */
export const gamePageWords = {
	get title() {
		return m.game_page_title();
	},
	get opening() {
		return m.game_page_opening();
	},
	get cannotOpen() {
		return m.game_page_cannot_open();
	},
	get unreadable() {
		return m.game_page_unreadable();
	},
	get unreadableKept() {
		return m.game_page_unreadable_kept();
	},
	get exportIt() {
		return m.game_page_export_it();
	},
	get cannotCarryOn() {
		return m.game_page_cannot_carry_on();
	},
	get cannotCarryOnWhy() {
		return m.game_page_cannot_carry_on_why();
	},
	get readRecord() {
		return m.game_page_read_record();
	},
	get abandoned() {
		return m.game_page_abandoned();
	},
	get carryOn() {
		return m.game_page_carry_on();
	},
	/** Abandon tapped while the phone cannot save: the game is not abandoned, and the page says so. */
	get notAbandoned() {
		return m.game_page_not_abandoned();
	},
	/** Carry on tapped while the phone cannot save: the game stays abandoned, and the page says so. */
	get notCarriedOn() {
		return m.game_page_not_carried_on();
	}
};
