import { isolateName } from '../engine/announce';
import type { Names } from '../engine/names';
import type { DetectiveAnswer } from '../engine/types';
import { withArticle } from '../themes/article';

/**
 * What the Detective learns about a player, in the game's own name for the mafia: "a Killer", "not a Werewolf".
 * A name that is the same for one holder and for several ("Mafia") is a group, not a person: nobody is "a Mafia",
 * so the answer says "one of the Mafia". Any theme's name reads right either way: a custom one whose single and
 * plural differ takes its article ("an Assassin"); one that does not is spoken of as the group.
 */
export function detectiveFinding(answer: DetectiveAnswer, names: Names): string {
	const { one, many } = names.roles.mafia;
	const member = one.trim() === many.trim() ? `one of the ${many}` : withArticle(one);
	return answer === 'mafia' ? member : `not ${member}`;
}

/** The Detective's answer as the narrator shows it: "Kim is a Killer", "Kim is not one of the Mafia". */
export const detectiveAnswerLine = (target: string, answer: DetectiveAnswer, names: Names): string =>
	`${isolateName(target)} is ${detectiveFinding(answer, names)}`;
