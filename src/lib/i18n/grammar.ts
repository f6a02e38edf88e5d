import type { RoleName } from '../engine/names';

/**
 * What a sentence needs of a role's name to agree with it: the name, the name with its article ("the Seer",
 * "la Voyante", "der Werwolf", "l'Ancien"), and its grammatical gender for the words that agree with it
 * (adjectives, past participles, pronouns). A theme the host typed has neither article nor gender: sentences
 * then take the `other` branch, worded so that no agreement is needed.
 */
export interface RoleWords {
	role: string;
	roles: string;
	the: string;
	gender: 'm' | 'f' | 'n' | 'other';
}

export const roleWords = (name: RoleName): RoleWords => ({
	role: name.one,
	roles: name.many,
	the: name.the ?? name.one,
	gender: name.gender ?? 'other'
});
