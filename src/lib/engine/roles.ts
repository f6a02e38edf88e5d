import type { DetectiveAnswer, GameOptions, RoleId, Team } from './types';
import type { Names } from './names';
import type { PresetRules } from './presets';

/** What a card's line must agree with: the rules the game plays by and the host's options. */
export interface CardTable {
	rules: PresetRules;
	options: GameOptions;
}
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
	/**
	 * What the role does, in one line for the card, in the game's names (names.ts) and the table's language, as this
	 * game's rules have it (a custom table's Godfather may be read as a killer; a Doctor's limits are the table's).
	 */
	does: (names: Names, table: CardTable) => string;
}

/** The Doctor's card: whom he may cover, and what he may not do two nights running, as the rules and switches say. */
function doctorCard(n: Names, { rules, options }: CardTable): string {
	const words = cardNames(n);
	if (!options.doctorMaySelf) return rules.doctorRepeat === 'any' ? m.refusal_card_doctor_others_any(words) : m.refusal_card_doctor_others(words);
	if (rules.doctorRepeat === 'any') return m.refusal_card_doctor(words);
	return options.doctorSelfTwice ? m.refusal_card_doctor_free(words) : m.refusal_card_doctor_self_limit(words);
}

/**
 * The role catalogue. The night order is one list for every preset (RULES.md):
 * Cupid (the first night) → Mafia (together, with the Wolf Cub) → Dr. Lecter → Seductress → Serial Killer → Bodyguard → Doctor → Witch →
 * Detective → Sniper, with room for the custom table's roles still to come (RULES.md's full order).
 */
export const ROLES: Record<RoleId, RoleDef> = {
	// Thiercelieux's Cupid: on the first night, before the killers, he links two players as the Lovers.
	cupid: {
		id: 'cupid',
		team: 'town',
		nightOrder: 5,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_cupid()
	},
	mafia: {
		id: 'mafia',
		team: 'mafia',
		nightOrder: 10,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_mafia(cardNames(n))
	},
	godfather: {
		id: 'godfather',
		team: 'mafia',
		nightOrder: 10,
		detectiveSees: 'not-mafia',
		countsAsMafia: true,
		does: (n, { rules }) => {
			const leads = rules.mafiaKill === 'godfather';
			const read = rules.leaderReads === 'mafia';
			if (leads) return read ? m.refusal_card_godfather_read(cardNames(n)) : m.refusal_card_godfather(cardNames(n));
			return read ? m.refusal_card_mafia(cardNames(n)) : m.refusal_card_godfather_picks(cardNames(n));
		}
	},
	// Ultimate Werewolf's Wolf Cub: a killer who wakes and picks with the others; the night after he dies, they take two.
	wolfcub: {
		id: 'wolfcub',
		team: 'mafia',
		nightOrder: 10,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_wolfcub(cardNames(n))
	},
	lecter: {
		id: 'lecter',
		team: 'mafia',
		nightOrder: 20,
		detectiveSees: 'mafia',
		countsAsMafia: true,
		does: (n) => m.refusal_card_lecter(cardNames(n))
	},
	seductress: {
		id: 'seductress',
		team: 'neutral',
		nightOrder: 30,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_seductress()
	},
	// Ultimate Werewolf's Serial Killer: a side of his own, waking alone after the Seductress to kill one player.
	serialkiller: {
		id: 'serialkiller',
		team: 'serial',
		nightOrder: 40,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_serialkiller(cardNames(n))
	},
	doctor: {
		id: 'doctor',
		team: 'town',
		nightOrder: 60,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n, table) => doctorCard(n, table)
	},
	// Ultimate Werewolf's Bodyguard: wakes after the killers (and the Seductress), before the Doctor.
	bodyguard: {
		id: 'bodyguard',
		team: 'town',
		nightOrder: 50,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_bodyguard()
	},
	// Thiercelieux's Witch: after the Doctor, shown the killers' victims; a healing and a death potion, each once a game.
	witch: {
		id: 'witch',
		team: 'town',
		nightOrder: 70,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_witch(cardNames(n))
	},
	detective: {
		id: 'detective',
		team: 'town',
		nightOrder: 80,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_detective(cardNames(n))
	},
	sniper: {
		id: 'sniper',
		team: 'town',
		nightOrder: 90,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_sniper()
	},
	// Thiercelieux's Hunter: the moment he dies, by night or by vote, he takes one living player with him.
	hunter: {
		id: 'hunter',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_hunter()
	},
	// Thiercelieux's Sheriff, as a Mayor: public from the first morning; his vote breaks a tie; he names a successor.
	mayor: {
		id: 'mayor',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_mayor()
	},
	// Thiercelieux's Elder: the first night kill aimed at him fails; a vote, a poison or a shot kills him at once.
	elder: {
		id: 'elder',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_elder(cardNames(n))
	},
	diehard: {
		id: 'diehard',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_diehard()
	},
	// Ultimate Werewolf's Lycan: a townsman the Detective reads as a killer. No night action.
	lycan: {
		id: 'lycan',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'mafia',
		countsAsMafia: false,
		does: (n) => m.refusal_card_lycan(cardNames(n))
	},
	// Thiercelieux's Village Idiot: no night action; his first vote-out shows his card and takes only his vote.
	idiot: {
		id: 'idiot',
		team: 'town',
		nightOrder: null,
		detectiveSees: 'not-mafia',
		countsAsMafia: false,
		does: () => m.refusal_card_idiot()
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
	'wolfcub',
	'lecter',
	'detective',
	'doctor',
	'bodyguard',
	'witch',
	'cupid',
	'sniper',
	'hunter',
	'mayor',
	'elder',
	'diehard',
	'lycan',
	'idiot',
	'seductress',
	'serialkiller',
	'jester',
	'villager'
];

export const isMafia = (role: RoleId): boolean => ROLES[role].countsAsMafia;
export const teamOf = (role: RoleId): Team => ROLES[role].team;
