import { m } from '../../paraglide/messages.js';

/** App-narrated night: the called role's time left. */
export const turnTimeLeftWords = {
	get label() {
		return m.game_turn_time_left();
	}
};
