import type { DetectiveAnswer, RoleId, Team } from './types';

export interface RoleDef {
	id: RoleId;
	team: Team;
	/** Place in the night's wake order; null for roles that never wake. */
	nightOrder: number | null;
	/** What the Detective is told about a holder. */
	detectiveSees: DetectiveAnswer;
	/** Counts as mafia for the win check (the Godfather and Dr. Lecter do too). */
	countsAsMafia: boolean;
	/** What the role does, in one line for the card. Names come from names.ts. */
	does: string;
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
		does: 'Wakes with the other {mafia} at night and picks a victim. Win when you are as many as the rest.'
	},
	godfather: {
		id: 'godfather',
		team: 'mafia',
		nightOrder: 1,
		detectiveSees: 'not-mafia',
		countsAsMafia: true,
		does: 'Leads the {mafia}: makes the one kill each night. The {detective} reads you as not mafia.'
	},
	lecter: {
		id: 'lecter',
		team: 'mafia',
		nightOrder: 2,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: 'Shields one teammate from the {sniper} each night. Makes no kill.'
	},
	seductress: {
		id: 'seductress',
		team: 'neutral',
		nightOrder: 3,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'Picks a player at night who can neither speak nor vote the next day. You win if you are alive at the end.'
	},
	doctor: {
		id: 'doctor',
		team: 'town',
		nightOrder: 4,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'Covers one player a night, yourself included; if the {mafia} picked them, nobody dies. Not the same player two nights running.'
	},
	detective: {
		id: 'detective',
		team: 'town',
		nightOrder: 5,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'Checks one other player a night and learns one thing: {one-mafia} or not.'
	},
	sniper: {
		id: 'sniper',
		team: 'town',
		nightOrder: 6,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'May shoot one player at night. Shoot a town player and you die with them.'
	},
	diehard: {
		id: 'diehard',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'Survives the first attempt on your life. Nobody is told.'
	},
	jester: {
		id: 'jester',
		team: 'neutral',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'You win if the town votes you out.'
	},
	villager: {
		id: 'villager',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: 'No night action. Find the {mafia} by day and vote them out.'
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
