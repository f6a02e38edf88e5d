import { listNames } from '../../engine/announce';
import type { Card } from '../../engine/view';
import type { Names } from '../../engine/names';

/** The deal and a look at one's card again: the pass, the hold, the card's own lines. */
export const cardWords = {
	progress: (seat: number, players: number) => `Card ${seat + 1} of ${players}`,
	passTo: (name: string) => `Pass the phone to ${name}`,
	onlyYou: (name: string) => `Only ${name} looks at the screen now.`,
	iAm: (name: string) => `I am ${name}`,
	yourCard: (name: string) => `${name}, this is your card`,
	yourCardAgain: (name: string) => `${name}, your card again`,
	hold: 'Hold to see your card',
	passOn: 'Done — pass the phone on',
	notYou: (name: string) => `Not ${name}? Go back`,
	passingOnIn: (seconds: number) => `Passing on in ${seconds} s`,
	giveBack: 'Done — give the phone back',
	cancel: 'Cancel',
	youAre: (name: string) => `${name}, you are`,
	side: (card: Card, names: Names) => `Side: ${names.teams[card.team]}`,
	/** The same one line on every card, so its length says nothing of the role. */
	partners: (card: Card, names: Names) => {
		if (card.partners.length > 0) return `Your partners: ${listNames(card.partners)}`;
		if (card.meetsLater) return `You meet the other ${names.roles.mafia.many} on night zero.`;
		if (card.team === 'mafia') return 'You are the only one.';
		return 'You know no one else’s card.';
	}
};
