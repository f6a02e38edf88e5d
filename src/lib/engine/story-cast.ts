import { m } from '../paraglide/messages.js';

/**
 * The story's cast for `storyteller`: every player is given one of these characters,
 * neutral on purpose — a killer and a villager are equally likely to be the Baker — so the
 * narrator can tell the night as a story without the character hinting at a role.
 */
export interface Character {
	name: string;
	line: string;
}

/** A character whose name and line are said in the table's language, made when they are read. */
const character = (name: () => string, line: () => string): Character => ({
	get name() {
		return name();
	},
	get line() {
		return line();
	}
});

export const STORY_CAST: Character[] = [
	character(m.refusal_cast_blacksmith, m.refusal_cast_blacksmith_line),
	character(m.refusal_cast_baker, m.refusal_cast_baker_line),
	character(m.refusal_cast_ferryman, m.refusal_cast_ferryman_line),
	character(m.refusal_cast_schoolteacher, m.refusal_cast_schoolteacher_line),
	character(m.refusal_cast_innkeeper, m.refusal_cast_innkeeper_line),
	character(m.refusal_cast_miller, m.refusal_cast_miller_line),
	character(m.refusal_cast_postmistress, m.refusal_cast_postmistress_line),
	character(m.refusal_cast_clockmaker, m.refusal_cast_clockmaker_line),
	character(m.refusal_cast_fisher, m.refusal_cast_fisher_line),
	character(m.refusal_cast_tailor, m.refusal_cast_tailor_line),
	character(m.refusal_cast_shepherd, m.refusal_cast_shepherd_line),
	character(m.refusal_cast_librarian, m.refusal_cast_librarian_line),
	character(m.refusal_cast_carpenter, m.refusal_cast_carpenter_line),
	character(m.refusal_cast_herbalist, m.refusal_cast_herbalist_line),
	character(m.refusal_cast_lamplighter, m.refusal_cast_lamplighter_line),
	character(m.refusal_cast_beekeeper, m.refusal_cast_beekeeper_line),
	character(m.refusal_cast_potter, m.refusal_cast_potter_line),
	character(m.refusal_cast_cartographer, m.refusal_cast_cartographer_line),
	character(m.refusal_cast_gardener, m.refusal_cast_gardener_line),
	character(m.refusal_cast_bell_ringer, m.refusal_cast_bell_ringer_line),
	character(m.refusal_cast_weaver, m.refusal_cast_weaver_line),
	character(m.refusal_cast_stable_hand, m.refusal_cast_stable_hand_line),
	character(m.refusal_cast_cobbler, m.refusal_cast_cobbler_line),
	character(m.refusal_cast_musician, m.refusal_cast_musician_line)
];
