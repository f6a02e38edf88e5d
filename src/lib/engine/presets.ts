import type { GameOptions, PresetId, RoleCounts, RoleId } from './types';

/** How the mafia's night picks become one kill. */
export type MafiaKill =
	/** The kill lands only if every living killer picked the same player (`classic`). */
	| 'unanimous'
	/** All agree → that player; disagree → the earliest valid pick (`clocked`). */
	| 'earliest'
	/** Most picks wins; a tie is settled from the seed (`storyteller`). */
	| 'most'
	/** The Godfather alone decides; a living Mafia inherits the kill (`godfather`). */
	| 'godfather';

export interface BallotRules {
	/** 'most': most votes goes; 'majority': more than half of the living votes. */
	threshold: 'most' | 'majority';
	/** What a tie does: revote among the tied (then nobody), or nobody at once. */
	tie: 'revote' | 'nobody';
	/** Abstentions equal to or more than the top count send nobody (`storyteller`). */
	abstentionsSave: boolean;
}

export interface PresetRules {
	players: { min: number; max: number };
	/** Roles this preset can deal. */
	roles: RoleId[];
	mafiaKill: MafiaKill;
	/** Whom the mafia may pick: living non-mafia, or any living player but themselves. */
	mafiaMayPick: 'non-mafia' | 'not-self';
	/** Mafia see their partners on the card. */
	partnersOnCard: boolean;
	doctor: { maySelf: boolean; sameTwiceRunning: 'never' | 'self-never' | 'allowed' };
	/** A night death names the role. */
	nightDeathNamesRole: boolean;
	ballot: BallotRules;
}

export interface Preset {
	id: PresetId;
	title: string;
	/** The source document in shared/seeds, for the rules screen. */
	source: string;
	summary: string;
	rules: PresetRules;
	defaults: GameOptions;
	/** Only `classic` plays today; the others are described but cannot start yet. */
	playable: boolean;
}

const baseOptions: GameOptions = {
	revealOnVoteOut: true,
	ballotMode: 'secret',
	callDeadRoles: true,
	talkSeconds: null
};

export const PRESETS: Record<PresetId, Preset> = {
	classic: {
		id: 'classic',
		title: 'Classic',
		source: 'Mafia',
		summary:
			'Four roles. The kill lands only when every killer picks the same player. Sealed vote; a tie is voted again between the tied, and a second tie sends nobody.',
		rules: {
			players: { min: 5, max: 12 },
			roles: ['mafia', 'detective', 'doctor', 'villager'],
			mafiaKill: 'unanimous',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: true,
			doctor: { maySelf: true, sameTwiceRunning: 'never' },
			nightDeathNamesRole: false,
			ballot: { threshold: 'most', tie: 'revote', abstentionsSave: false }
		},
		defaults: baseOptions,
		playable: true
	},
	clocked: {
		id: 'clocked',
		title: 'Clocked',
		source: "Who's the Mafia?",
		summary:
			'Clocks on every phase. Mafia disagreeing means the earliest pick counts. A tie, or no votes, sends nobody.',
		rules: {
			players: { min: 5, max: 12 },
			roles: ['mafia', 'detective', 'doctor', 'villager'],
			mafiaKill: 'earliest',
			mafiaMayPick: 'not-self',
			partnersOnCard: true,
			doctor: { maySelf: true, sameTwiceRunning: 'allowed' },
			nightDeathNamesRole: true,
			ballot: { threshold: 'most', tie: 'nobody', abstentionsSave: false }
		},
		defaults: { ...baseOptions, talkSeconds: 60 },
		playable: false
	},
	storyteller: {
		id: 'storyteller',
		title: 'Storyteller',
		source: 'MAFIA by Perkuno',
		summary:
			'A narrator who does not play, story characters, the Seductress and the Jester. Abstentions can save.',
		rules: {
			players: { min: 4, max: 20 },
			roles: ['mafia', 'detective', 'doctor', 'seductress', 'jester', 'villager'],
			mafiaKill: 'most',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: true,
			doctor: { maySelf: true, sameTwiceRunning: 'never' },
			nightDeathNamesRole: false,
			ballot: { threshold: 'most', tie: 'revote', abstentionsSave: true }
		},
		defaults: { ...baseOptions, revealOnVoteOut: false, talkSeconds: 240 },
		playable: false
	},
	godfather: {
		id: 'godfather',
		title: 'Godfather',
		source: 'RPS Mafia',
		summary:
			'Godfather, Sniper, Die-hard and Dr. Lecter; day zero and night zero; the vote needs a majority.',
		rules: {
			players: { min: 5, max: 12 },
			roles: ['godfather', 'mafia', 'lecter', 'doctor', 'detective', 'sniper', 'diehard', 'villager'],
			mafiaKill: 'godfather',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: false,
			doctor: { maySelf: true, sameTwiceRunning: 'self-never' },
			nightDeathNamesRole: false,
			ballot: { threshold: 'majority', tie: 'nobody', abstentionsSave: false }
		},
		defaults: { ...baseOptions, revealOnVoteOut: false },
		playable: false
	}
};

export const PRESET_ORDER: PresetId[] = ['classic', 'clocked', 'storyteller', 'godfather'];

export const isPresetId = (value: unknown): value is PresetId =>
	typeof value === 'string' && value in PRESETS;

/** Total dealt cards in a count table. */
export const countCards = (roles: RoleCounts): number =>
	Object.values(roles).reduce((sum, n) => sum + (n ?? 0), 0);
