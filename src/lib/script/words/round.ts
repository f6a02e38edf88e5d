import type { Names } from '../../engine/names';
import type { DetectiveAnswer, RoleId } from '../../engine/types';
import { detectiveAnswerLine } from '../detective';
import { nightName } from './shared';

/**
 * Everyone takes the phone: the night goes round every living player. Every line outside the held card is the
 * same whatever the card; what a role is asked and knows is said only on the card, while it is held.
 */
export const roundWords = {
	duskHeading: 'Eyes open: the phone goes round',
	duskHow:
		'Every living player takes a turn, in seat order, whatever their card: hold the phone so only you can see it, choose, and pass it on.',
	progress: (night: number, turn: number, turns: number) => `${nightName(night)} · turn ${turn} of ${turns}`,
	passHeading: (name: string) => `Pass the phone to ${name}`,
	passHow: 'Every turn looks the same and lasts at least as long, whatever the card: nobody can tell who acted.',
	iAm: (name: string) => `I am ${name}`,
	turnHeading: (name: string) => `${name}’s night`,
	holdNight: 'Hold to see your night',
	/** The grid under the card: the same for every player. */
	yourChoice: 'Your choice',
	nobody: 'Nobody',
	confirm: 'Confirm my choice',
	notMe: (name: string) => `Not ${name}? Go back`,
	/** Outside the card, a refusal says only that there is one: its reason may name a role. */
	refusedOutside: 'That choice is not open to you: hold the card to see why.',
	doneHeading: (name: string) => `${name}, your choice is in`,
	holdAnswer: 'Hold to see what you chose',
	passOn: (name: string) => `Put the phone face down and pass it to ${name}.`,
	/** As long as the line it stands for on the other turns, so the last turn's screen is laid out as theirs are. */
	lastTurn: 'That was the last turn: put the phone down in the middle.',
	waitFor: (seconds: number) => `You can pass the phone on in ${seconds} s.`,
	passNow: 'You can pass the phone on now.',
	done: 'Done — pass the phone on'
};

/** What the player is asked on their turn, by the role they act as tonight (null: the hunch). */
export function turnQuestion(act: RoleId | null, names: Names): string {
	switch (act) {
		case null:
			return 'Who do you suspect most?';
		case 'mafia':
			return 'Whom do you kill tonight?';
		case 'doctor':
			return 'Whom do you cover tonight?';
		case 'detective':
			return 'Whom do you check tonight?';
		case 'seductress':
			return 'Whom do you silence for tomorrow?';
		case 'sniper':
			return 'Whom do you shoot? Or choose Nobody to hold fire.';
		case 'lecter':
			return `Which fellow ${names.roles.mafia.one.toLowerCase()} do you shield from the ${names.roles.sniper.one}?`;
		default:
			return `Whom do you pick, ${names.roles[act].one}?`;
	}
}

/** The card's first line: who the player is, in the theme's words. */
export const youAre = (role: RoleId, names: Names) => `You are the ${names.roles[role].one}`;

export const turnNotes = {
	hunch: 'It changes nothing in the game: the hunches are shown at the end.',
	meeting: (partners: string[], names: Names) =>
		partners.length ? `Tonight the ${names.roles.mafia.many} meet: ${partners.join(', ')}. Name a hunch like everyone.` : `You are the only one of the ${names.roles.mafia.many}.`,
	partners: (partners: string[]) => `Your team: ${partners.join(', ')}.`,
	picked: (who: string, whom: string) => `${who} picked ${whom}.`,
	noPicksYet: 'No partner has picked yet tonight.',
	killer: (name: string, you: boolean) => (you ? 'Your pick is the kill; the others’ picks are advice.' : `${name}’s pick is the kill; yours is advice.`),
	notAgain: (name: string | null) => `Not ${name ?? 'yourself'} again: covered last night.`,
	mayNot: (names: string[]) => `You may not choose ${names.join(', ')}.`
};

/** The neutral screen's held card: what the player chose, and the Detective's answer. */
export const chosenWords = {
	chose: (whom: string | null) => (whom === null ? 'You chose nobody.' : `You chose ${whom}.`),
	nothingMore: 'Nothing more tonight.',
	answer: (whom: string, answer: DetectiveAnswer, names: Names) => `${detectiveAnswerLine(whom, answer, names)}.`
};
