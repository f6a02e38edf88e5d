import type { Outcome } from '../../engine/types';

/** The vote's result screen: who goes, and the tally. */
export const verdictWords = {
	progress: (day: number, revote: boolean) => `Day ${day}${revote ? ' · revote' : ''} · the votes are in`,
	heading: (outcome: Outcome['kind'], out: string | undefined) =>
		outcome === 'out' ? `${out} goes` : outcome === 'revote' ? 'A tie: vote again' : 'Nobody goes',
	tally: 'The tally',
	abstained: 'Abstained',
	next: (outcome: Outcome['kind']) => (outcome === 'revote' ? 'Start the revote' : 'Continue')
};
