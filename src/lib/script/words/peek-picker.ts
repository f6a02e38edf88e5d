import { m } from '../../paraglide/messages.js';

/** The way back to one's card during the game. */
export const peekPickerWords = {
	get label() {
		return m.game_peek_label();
	},
	get show() {
		return m.game_peek_show();
	}
};
