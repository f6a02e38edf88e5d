import { m } from '../../paraglide/messages.js';

/** Dusk: the phone goes to the narrator, or to the middle of the table when the app narrates. */
export const duskWords = {
	get appHeading() {
		return m.game_dusk_app_heading();
	},
	get appHow() {
		return m.game_dusk_app_how();
	},
	get afterDealProgress() {
		return m.game_dusk_after_deal_progress();
	},
	get afterDealHeading() {
		return m.game_dusk_after_deal_heading();
	},
	get start() {
		return m.game_dusk_start();
	}
};
