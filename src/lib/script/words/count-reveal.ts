import { m } from '../../paraglide/messages.js';
import type { Names } from '../../engine/names';
import type { ScriptLine } from '../narrator';

/** `godfather`'s count reveal: the show of hands on being told how many mafia are alive. */
export const countRevealWords = {
	progress: (day: number, left: number) => m.game_count_reveal_progress({ day, left }),
	script: (voters: number, names: Names): ScriptLine => ({
		say: m.game_count_reveal_say({ roles: names.roles.mafia.many }),
		note: m.game_count_reveal_note({ voters })
	}),
	get fewer() {
		return m.game_count_reveal_fewer();
	},
	get more() {
		return m.game_count_reveal_more();
	},
	hands: (yes: number, voters: number) => m.game_count_reveal_hands({ yes, voters }),
	get count() {
		return m.game_count_reveal_count();
	},
	get startDay() {
		return m.game_count_reveal_start_day();
	}
};
