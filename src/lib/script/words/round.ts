import type { Names } from '../../engine/names';
import type { DetectiveAnswer, RoleId } from '../../engine/types';
import { m } from '../../paraglide/messages.js';
import { detectiveAnswerLine } from '../detective';
import { nightName } from './shared';

/**
 * Everyone takes the phone: the night goes round every living player. Every line outside the held card is the
 * same whatever the card; what a role is asked and knows is said only on the card, while it is held.
 */
export const roundWords = {
	get duskHeading() {
		return m.game_round_dusk_heading();
	},
	get duskHow() {
		return m.game_round_dusk_how();
	},
	progress: (night: number, turn: number, turns: number) => m.game_round_progress({ night: nightName(night), turn, turns }),
	passHeading: (name: string) => m.game_round_pass_heading({ name }),
	get passHow() {
		return m.game_round_pass_how();
	},
	/** On every pass screen of a night the table started again: so everyone sees that it was. */
	get startedAgain() {
		return m.game_round_started_again();
	},
	iAm: (name: string) => m.game_round_i_am({ name }),
	turnHeading: (name: string) => m.game_round_turn_heading({ name }),
	get holdNight() {
		return m.game_round_hold_night();
	},
	/** The grid under the card: the same for every player. */
	get yourChoice() {
		return m.game_round_your_choice();
	},
	get nobody() {
		return m.game_round_nobody();
	},
	get confirm() {
		return m.game_round_confirm();
	},
	notMe: (name: string) => m.game_round_not_me({ name }),
	/** Outside the card, a refusal says only that there is one: its reason may name a role. */
	get refusedOutside() {
		return m.game_round_refused_outside();
	},
	doneHeading: (name: string) => m.game_round_done_heading({ name }),
	get holdAnswer() {
		return m.game_round_hold_answer();
	},
	passOn: (name: string) => m.game_round_pass_on({ name }),
	/** As long as the line it stands for on the other turns, so the last turn's screen is laid out as theirs are. */
	get lastTurn() {
		return m.game_round_last_turn();
	},
	waitFor: (seconds: number) => m.game_round_wait_for({ seconds }),
	get passNow() {
		return m.game_round_pass_now();
	},
	get done() {
		return m.game_round_done();
	}
};

/** What the player is asked on their turn, by the role they act as tonight (null: the hunch). */
export function turnQuestion(act: RoleId | null, names: Names): string {
	switch (act) {
		case null:
			return m.game_round_question_hunch();
		case 'mafia':
			return m.game_round_question_mafia();
		case 'doctor':
			return m.game_round_question_doctor();
		case 'bodyguard':
			return m.game_round_question_bodyguard();
		case 'serialkiller':
			return m.game_round_question_serialkiller();
		case 'detective':
			return m.game_round_question_detective();
		case 'seductress':
			return m.game_round_question_seductress();
		case 'sniper':
			return m.game_round_question_sniper();
		case 'lecter':
			return m.game_round_question_lecter({ mafia: names.roles.mafia.one.toLowerCase(), sniper: names.roles.sniper.one });
		default:
			return m.game_round_question_other({ role: names.roles[act].one });
	}
}

/** The card's first line: who the player is, in the theme's words. */
export const youAre = (role: RoleId, names: Names) => m.game_round_you_are({ role: names.roles[role].one });

/** Names in a note, as a list: the partners, the picks one may not make. */
const listed = (names: string[]) => names.join(', ');

export const turnNotes = {
	get hunch() {
		return m.game_round_note_hunch();
	},
	meeting: (partners: string[], names: Names) =>
		partners.length
			? m.game_round_note_meeting({ roles: names.roles.mafia.many, partners: listed(partners) })
			: m.game_round_note_alone({ roles: names.roles.mafia.many }),
	partners: (partners: string[]) => m.game_round_note_partners({ partners: listed(partners) }),
	picked: (who: string, whom: string) => m.game_round_note_picked({ who, whom }),
	get noPicksYet() {
		return m.game_round_note_no_picks();
	},
	killer: (name: string, you: boolean) => (you ? m.game_round_note_killer_you() : m.game_round_note_killer({ name })),
	notAgain: (name: string | null) => (name === null ? m.game_round_note_not_again_self() : m.game_round_note_not_again({ name })),
	mayNot: (names: string[]) => m.game_round_note_may_not({ names: listed(names) })
};

/** The neutral screen's held card: what the player chose, and the Detective's answer. */
export const chosenWords = {
	chose: (whom: string | null) => (whom === null ? m.game_round_chose_nobody() : m.game_round_chose({ name: whom })),
	get nothingMore() {
		return m.game_round_nothing_more();
	},
	answer: (whom: string, answer: DetectiveAnswer, names: Names) => m.game_round_answer({ line: detectiveAnswerLine(whom, answer, names) })
};
