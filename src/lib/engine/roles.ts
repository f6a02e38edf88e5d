import type { DetectiveAnswer, RoleId, Team } from './types';
import type { Names } from './names';
import { m } from '../paraglide/messages.js';

/**
 * The names a card's line may use: the English lines name a side by its plural ("the Mafia", "the Detectives")
 * and the mafia in lower case ("mafia or not"); other languages take a role with its article ("le Salvateur").
 */
const cardNames = ({ roles }: Names) => ({
	mafia: roles.mafia.many,
	oneMafia: roles.mafia.one.toLowerCase(),
	detective: roles.detective.many,
	detectiveThe: roles.detective.the ?? roles.detective.one,
	sniper: roles.sniper.many,
	sniperThe: roles.sniper.the ?? roles.sniper.one
});

export interface RoleDef {
	id: RoleId;
	team: Team;
	/** Place in the night's wake order; null for roles that never wake. */
	nightOrder: number | null;
	/** What the Detective is told about a holder. */
	detectiveSees: DetectiveAnswer;
	/** Counts as mafia for the win check (the Godfather and Dr. Lecter do too). */
	countsAsMafia: boolean;
	/** What the role does, in one line for the card, in the game's names (names.ts) and the table's language. */
	does: (names: Names) => string;
}

/**
 * The role catalogue. The night order is one list for every preset (RULES.md):
 * Mafia (together) → Dr. Lecter → Seductress → Doctor → Detective → Sniper.
 */
export const ROLES: Record<RoleId, RoleDef> = {
	mafia: {
		id: 'mafia',
		team: 'mafia',
		nightOrder: 1,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_mafia(cardNames(n))
	},
	godfather: {
		id: 'godfather',
		team: 'mafia',
		nightOrder: 1,
		detectiveSees: 'not-mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_godfather(cardNames(n))
	},
	lecter: {
		id: 'lecter',
		team: 'mafia',
		nightOrder: 2,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_lecter(cardNames(n))
	},
	seductress: {
		id: 'seductress',
		team: 'neutral',
		nightOrder: 3,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_seductress()
	},
	doctor: {
		id: 'doctor',
		team: 'town',
		nightOrder: 4,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_doctor(cardNames(n))
	},
	detective: {
		id: 'detective',
		team: 'town',
		nightOrder: 5,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_detective(cardNames(n))
	},
	sniper: {
		id: 'sniper',
		team: 'town',
		nightOrder: 6,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_sniper()
	},
	diehard: {
		id: 'diehard',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_diehard()
	},
	jester: {
		id: 'jester',
		team: 'neutral',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_jester()
	},
	villager: {
		id: 'villager',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_villager(cardNames(n))
	}
};

/** Roles listed in the order a setup screen and a role list show them. */
export const ROLE_ORDER: RoleId[] = [
	'mafia',
	'godfather',
	'lecter',
	'detective',
	'doctor',
	'sniper',
	'diehard',
	'seductress',
	'jester',
	'villager'
];

export const isMafia = (role: RoleId): boolean => ROLES[role].countsAsMafia;
export const teamOf = (role: RoleId): Team => ROLES[role].team;
