import { m } from '../../paraglide/messages.js';
import type { ScriptLine } from '../narrator';

/** `storyteller`: the killed and the voted-out get a last word. */
export const lastWordWords = {
	heading: (speaker: string) => m.game_last_word_heading({ speaker }),
	script: (speaker: string): ScriptLine => ({
		say: m.game_last_word_say({ speaker }),
		note: m.game_last_word_note()
	}),
	get clock() {
		return m.game_last_word_clock();
	}
};
