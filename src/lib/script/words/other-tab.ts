import { m } from '../../paraglide/messages.js';

/** The game is open in another tab of this phone, or has just moved to one. */
export const otherTabWords = {
	heading: (moved: boolean) => (moved ? m.game_other_tab_moved_heading() : m.game_other_tab_open_heading()),
	get moved() {
		return m.game_other_tab_moved();
	},
	get open() {
		return m.game_other_tab_open();
	},
	get waiting() {
		return m.game_other_tab_waiting();
	},
	get playHere() {
		return m.game_other_tab_play_here();
	}
};
