import { m } from '../../paraglide/messages.js';

/** A step's clock: its state and its buttons. */
export const clockFaceWords = {
	get up() {
		return m.game_clock_up();
	},
	get paused() {
		return m.game_clock_paused();
	},
	get resume() {
		return m.game_clock_resume();
	},
	get pause() {
		return m.game_clock_pause();
	}
};
