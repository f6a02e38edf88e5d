import { m } from '../../paraglide/messages.js';
import { nightName } from './shared';

/** App-narrated night: the phone on the table, and the holders' turn with it in hand. */
export const appNightWords = {
	get yourTurn() {
		return m.game_app_night_your_turn();
	},
	get putDown() {
		return m.game_app_night_put_down();
	},
	progress: (night: number | null) => (night === null ? m.game_app_night_night_unknown() : nightName(night)),
	/** The countdown before a call, else the call's own heading, else that the table sleeps. */
	heading: (countdown: number | undefined, called: string | undefined) =>
		countdown ? m.game_app_night_next_call({ countdown }) : (called ?? m.game_app_night_eyes_closed()),
	get take() {
		return m.game_app_night_take();
	}
};
