import { m } from '../../paraglide/messages.js';
import { listNames } from '../../engine/announce';

/** The sealed ballot on one phone, and the open vote the narrator enters. */
export const ballotWords = {
	get sealed() {
		return m.game_ballot_sealed();
	},
	passTo: (voter: string) => m.game_ballot_pass_to({ voter }),
	/** On the next voter's pass screen, for the one who has just confirmed: their vote is in, and the phone goes on. */
	sealedPassTo: (voter: string) => m.game_ballot_sealed_pass_to({ voter }),
	get lastToMiddle() {
		return m.game_ballot_last_to_middle();
	},
	get lastToNarrator() {
		return m.game_ballot_last_to_narrator();
	},
	title: (day: number | undefined, revoteBetween: string[] | null) =>
		revoteBetween ? m.game_ballot_revote_title({ names: listNames(revoteBetween) }) : m.game_ballot_day_title({ day: String(day) }),
	progress: (title: string, voted: number, voters: number) => m.game_ballot_progress({ title, voted, voters }),
	get clock() {
		return m.game_ballot_clock();
	},
	silenced: (name: string) => m.game_ballot_silenced({ name }),
	voteless: (name: string) => m.game_ballot_voteless({ name }),
	openHeading: (voter: string) => m.game_ballot_open_heading({ voter }),
	get openHow() {
		return m.game_ballot_open_how();
	},
	openLegend: (voter: string) => m.game_ballot_open_legend({ voter }),
	get abstains() {
		return m.game_ballot_abstains();
	},
	get enter() {
		return m.game_ballot_enter();
	},
	passHeading: (voter: string) => m.game_ballot_pass_heading({ voter }),
	get passHow() {
		return m.game_ballot_pass_how();
	},
	/** On every pass screen of a vote the table started again: so everyone sees that it was. */
	get startedAgain() {
		return m.game_ballot_started_again();
	},
	iAm: (voter: string) => m.game_ballot_i_am({ voter }),
	chooseHeading: (voter: string) => m.game_ballot_choose_heading({ voter }),
	get yourVote() {
		return m.game_ballot_your_vote();
	},
	get abstain() {
		return m.game_ballot_abstain();
	},
	notMe: (voter: string) => m.game_ballot_not_me({ voter }),
	/** `target`: null when the voter abstains. */
	confirmHeading: (target: string | null) => (target === null ? m.game_ballot_you_abstain() : m.game_ballot_you_vote_for({ target })),
	get final() {
		return m.game_ballot_final();
	},
	get confirm() {
		return m.game_ballot_confirm();
	}
};
