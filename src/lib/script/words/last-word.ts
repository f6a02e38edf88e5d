import type { ScriptLine } from '../narrator';

/** `storyteller`: the killed and the voted-out get a last word. */
export const lastWordWords = {
	heading: (speaker: string) => `${speaker}: a last word`,
	script: (speaker: string): ScriptLine => ({
		say: `${speaker}, you have a last word.`,
		note: 'After it, the dead stay silent: no hints, no reactions.'
	}),
	clock: 'Last word clock'
};
