import { nightName } from './shared';

/** App-narrated night: the phone on the table, and the holders' turn with it in hand. */
export const appNightWords = {
	yourTurn: 'Your turn',
	holdAnswer: 'Hold to see the answer',
	putDown: 'Done — put the phone down',
	progress: (night: number | null) => (night === null ? 'Night ' : nightName(night)),
	/** The countdown before a call, else the call's own heading, else that the table sleeps. */
	heading: (countdown: number | undefined, called: string | undefined) =>
		countdown ? `Next call in ${countdown}…` : (called ?? 'Eyes closed'),
	take: 'We have the phone'
};
