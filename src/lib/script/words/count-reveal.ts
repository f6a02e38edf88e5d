import type { Names } from '../../engine/names';
import type { ScriptLine } from '../narrator';

/** `godfather`'s count reveal: the show of hands on being told how many mafia are alive. */
export const countRevealWords = {
	progress: (day: number, left: number) => `Before day ${day} · ${left} ${left === 1 ? 'reveal' : 'reveals'} left`,
	script: (voters: number, names: Names): ScriptLine => ({
		say: `Who wants to know how many ${names.roles.mafia.many} are still alive? Raise your hand.`,
		note: `Count the hands: if more than half of the ${voters} living say yes, the counts are told and one reveal is spent.`
	}),
	fewer: 'One fewer yes',
	more: 'One more yes',
	hands: (yes: number, voters: number) => `${yes} of ${voters} say yes`,
	count: 'Count the hands',
	startDay: 'Start the day'
};
