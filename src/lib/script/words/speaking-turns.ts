import { m } from '../../paraglide/messages.js';
import { around } from './shared';

/** `godfather`'s speaking turns: who speaks now, and the one reply a speaker may hand. */
export const speakingTurnsWords = {
	get everyoneSpoke() {
		return m.game_turns_everyone_spoke();
	},
	/** "Speaking now: **Ben** (a reply)": the words around the speaker's name, which the screen sets in bold. */
	speakingNow: (reply: boolean) =>
		around((name) => (reply ? m.game_turns_speaking_now_reply({ name }) : m.game_turns_speaking_now({ name }))),
	next: (name: string | null) => (name === null ? m.game_turns_last() : m.game_turns_next({ name })),
	get nextSpeaker() {
		return m.game_turns_next_speaker();
	},
	whatAReplyIs: (speaker: string) => m.game_turns_what_a_reply_is({ speaker }),
	handsTo: (speaker: string) => m.game_turns_hands_to({ speaker }),
	get handReply() {
		return m.game_turns_hand_reply();
	},
	get order() {
		return m.game_turns_order();
	}
};
