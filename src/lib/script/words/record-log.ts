import { m } from '../../paraglide/messages.js';

/** The game's record as the end screen and History list it. */
export const recordLogWords = {
	withRole: (inputs: Parameters<typeof m.game_words_with_role>[0]) => m.game_words_with_role(inputs),
	picksAct: (inputs: Parameters<typeof m.game_record_picks_act>[0]) => m.game_record_picks_act(inputs),
	picks: (inputs: Parameters<typeof m.game_record_picks>[0]) => m.game_record_picks(inputs),
	checked: (inputs: Parameters<typeof m.game_record_checked>[0]) => m.game_record_checked(inputs),
	shot: (inputs: Parameters<typeof m.game_record_shot>[0]) => m.game_record_shot(inputs),
	survived: (inputs: Parameters<typeof m.game_record_survived>[0]) => m.game_record_survived(inputs),
	hunches: (inputs: Parameters<typeof m.game_record_hunches>[0]) => m.game_record_hunches(inputs),
	get abstained() {
		return m.game_record_abstained();
	},
	get label() {
		return m.game_record_label();
	},
	night: (inputs: Parameters<typeof m.game_record_night>[0]) => m.game_record_night(inputs),
	day: (inputs: Parameters<typeof m.game_record_day>[0]) => m.game_record_day(inputs),
	revealHeading: (inputs: Parameters<typeof m.game_record_reveal_heading>[0]) => m.game_record_reveal_heading(inputs),
	reveal: (inputs: Parameters<typeof m.game_record_reveal>[0]) => m.game_record_reveal(inputs),
	dayRevote: (inputs: Parameters<typeof m.game_record_day_revote>[0]) => m.game_record_day_revote(inputs),
	stayed: (inputs: Parameters<typeof m.game_record_stayed>[0]) => m.game_record_stayed(inputs)
};
