import { isolateName } from '../engine/announce';
import type { Names } from '../engine/names';
import type { DetectiveAnswer } from '../engine/types';
import { m } from '../paraglide/messages.js';
import { roleInputs } from './words/shared';

/**
 * How the Detective's answer names the mafia. A name that is the same for one holder and for several ("Mafia") is a
 * group, not a person: nobody is "a Mafia", so the answer says "one of the Mafia". Any theme's name reads right
 * either way: a custom one whose single and plural differ takes its article ("an Assassin"); one that does not is
 * spoken of as the group.
 */
function mafiaAsAnswer(names: Names) {
	const name = names.roles.mafia;
	const group = name.one.trim() === name.many.trim();
	// English's article by the first letter, which is right for the names tables use ("an Assassin").
	const vowel = /^[aeiou]/i.test(name.one.trim()) ? 'yes' : 'no';
	return { group, words: { ...roleInputs(name), vowel } };
}

/** What the Detective learns about a player, in the game's own name for the mafia: "a Killer", "not a Werewolf". */
export function detectiveFinding(answer: DetectiveAnswer, names: Names): string {
	const { group, words } = mafiaAsAnswer(names);
	return group ? m.game_detective_finding_group({ ...words, answer }) : m.game_detective_finding({ ...words, answer });
}

/** The Detective's answer as the narrator shows it: "Kim is a Killer", "Kim is not one of the Mafia". */
export function detectiveAnswerLine(target: string, answer: DetectiveAnswer, names: Names): string {
	const { group, words } = mafiaAsAnswer(names);
	const name = isolateName(target);
	return group ? m.game_detective_line_group({ ...words, name, answer }) : m.game_detective_line({ ...words, name, answer });
}
