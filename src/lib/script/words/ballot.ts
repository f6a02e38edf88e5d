import { listNames } from '../../engine/announce';

/** The sealed ballot on one phone, and the open vote the narrator enters. */
export const ballotWords = {
	sealed: 'Your vote is sealed',
	passTo: (voter: string) => `Put the phone face down and pass it to ${voter}.`,
	lastToMiddle: 'That was the last vote. Put the phone down in the middle of the table.',
	lastToNarrator: 'That was the last vote. Give the phone back to the narrator.',
	title: (day: number | undefined, revoteBetween: string[] | null) =>
		revoteBetween ? `Revote between ${listNames(revoteBetween)}` : `Day ${day} vote`,
	progress: (title: string, voted: number, voters: number) => `${title} · ${voted} of ${voters} voted`,
	clock: 'Vote clock',
	silenced: (name: string) => `${name} is silenced today and does not vote.`,
	openHeading: (voter: string) => `${voter} votes for…`,
	openHow: 'Open vote: enter each vote as the table calls it out.',
	openLegend: (voter: string) => `${voter}'s vote`,
	abstains: 'Abstains',
	enter: 'Enter the vote',
	passHeading: (voter: string) => `Pass the phone to ${voter}`,
	passHow: 'Votes are sealed: nothing is shown until the last vote is in.',
	iAm: (voter: string) => `I am ${voter}`,
	chooseHeading: (voter: string) => `${voter}, whom do you vote out?`,
	yourVote: 'Your vote',
	abstain: 'Abstain',
	notMe: (voter: string) => `Not ${voter}? Go back`,
	/** `target`: null when the voter abstains. */
	confirmHeading: (target: string | null) => (target === null ? 'You abstain.' : `You vote for ${target}.`),
	final: 'Once confirmed, a vote cannot be changed.',
	confirm: 'Confirm my vote',
	change: 'Change it'
};
