import { m } from '../../paraglide/messages.js';
import { dayName } from './shared';

/** The day's talk, or day zero's introductions (`godfather`). */
export const talkWords = {
	progress: (day: number) => dayName(day),
	heading: (day: number) => (day === 0 ? m.game_talk_heading_intro() : m.game_talk_heading()),
	get clock() {
		return m.game_talk_clock();
	},
	end: (day: number) => (day === 0 ? m.game_talk_end_intro() : m.game_talk_start_vote())
};
