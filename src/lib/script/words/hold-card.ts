import { m } from '../../paraglide/messages.js';

/** The hold-to-see card's help line. */
export const holdCardWords = {
	get help() {
		return m.game_hold_card_help();
	}
};
