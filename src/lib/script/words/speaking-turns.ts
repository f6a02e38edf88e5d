/** `godfather`'s speaking turns: who speaks now, and the one reply a speaker may hand. */
export const speakingTurnsWords = {
	everyoneSpoke: 'Everyone has spoken.',
	speakingNow: 'Speaking now:',
	aReply: ' (a reply)',
	next: (name: string | null) => (name === null ? 'Last to speak' : `Next: ${name}`),
	nextSpeaker: 'Next speaker',
	whatAReplyIs: (speaker: string) =>
		`A reply lets another player speak out of turn, straight after ${speaker}. Each player may hand one reply a day, and it cannot be handed on.`,
	handsTo: (speaker: string) => `${speaker} hands one reply to`,
	handReply: 'Hand the reply',
	order: 'Speaking order today'
};
