import { m } from '../../paraglide/messages.js';

/** The tags beside a name in the table's list of players. */
export const seatsWords = {
	get players() {
		return m.game_seats_players();
	},
	get out() {
		return m.game_seats_out();
	},
	get voted() {
		return m.game_seats_voted();
	},
	get silenced() {
		return m.game_seats_silenced();
	},
	/** A Village Idiot voted out once: in the game, without a vote. */
	get voteless() {
		return m.game_seats_voteless();
	}
};
