import type { GameOptions, PresetId, RoleCounts, RoleId } from './types';
import { m } from '../paraglide/messages.js';
import { PRESET_TITLES } from './preset-names';

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
	/** Mafia see their partners on the card (`godfather`: only once they have met on night zero). */
	partnersOnCard: boolean;
	/**
	 * Not two nights running: 'any' — never the same player (`classic`, `storyteller`);
	 * 'self' — never himself two nights running, unless the `doctorSelfTwice` option allows it.
	 */
	doctorRepeat: 'any' | 'self';
	/** Who the host sets: each count (`classic`, `storyteller`), mafia count and switches (`clocked`), nothing (`godfather`). */
	roleSetup: 'counts' | 'switches' | 'fixed';
	/** At least two plain Villagers must be dealt (`classic`). */
	minVillagers: number;
	/** At most this many mafia (`clocked`: 1, 2 or 3). */
	maxMafia: number;
	/** `godfather`: a day zero of introductions, then night zero when the mafia meet. */
	dayZero: boolean;
	/** `godfather`: each living player speaks in turn, the order reshuffled every day. */
	turns: boolean;
	/** `godfather`: the count-reveal vote before a day. */
	countReveal: boolean;
	/** Whether a death may name the role at all: `classic` only a vote-out, `godfather` never. */
	mayReveal: { night: boolean; vote: boolean };
	ballot: BallotRules;
}

/** The options a preset lets the host change at setup, in the order the setup screen shows them. */
export type OptionKey =
	| 'narration'
	| 'reveal'
	| 'revealRoles'
	| 'ballotMode'
	| 'callDeadRoles'
	| 'talkSeconds'
	| 'clocks'
	| 'doctorMaySelf'
	| 'doctorSelfTwice'
	| 'lastWordSeconds'
	| 'jesterEndsGame';

export interface Preset {
	id: PresetId;
	title: string;
	/** The source document in shared/seeds, for the rules screen. */
	source: string;
	summary: string;
	rules: PresetRules;
	defaults: GameOptions;
	/** What the host may change before Start; options a preset does not have are not shown. */
	settings: OptionKey[];
	/** Whether the preset can be dealt. */
	playable: boolean;
}

const baseOptions: GameOptions = {
	revealOnVoteOut: true,
	revealOnNightDeath: false,
	ballotMode: 'secret',
	callDeadRoles: true,
	talkSeconds: null,
	nightSeconds: null,
	voteSeconds: null,
	resultSeconds: null,
	doctorMaySelf: true,
	doctorSelfTwice: false,
	lastWordSeconds: null,
	jesterEndsGame: false,
	countReveals: 0,
	narration: 'narrator',
	countdownSeconds: 5
};

/** App-narrated: how long each role's turn lasts when the preset sets no night clock. */
export const APP_WAKE_SECONDS = 30;

/** App-narrated: the turn lengths the host chooses from (Settings and setup), in seconds; every role gets the same. */
export const APP_TURN_CHOICES = [20, 30, 45, 60, 90] as const;

/** App-narrated: any turn from 10 s (time to read the grid and pick) to 5 minutes. */
export const APP_TURN_RANGE = { min: 10, max: 300 } as const;

/** App-narrated: the countdown before each call, in whole seconds. */
export const APP_COUNTDOWN_RANGE = { min: 0, max: 30 } as const;

const noExtras = { dayZero: false, turns: false, countReveal: false };

/** `clocked`'s two clock presets, in seconds: night (each role's wake), talk, vote. */
export const CLOCK_PRESETS = {
	classic: {
		get label() {
			return m.refusal_clocks_classic();
		},
		nightSeconds: 30,
		talkSeconds: 60,
		voteSeconds: 30
	},
	fast: {
		get label() {
			return m.refusal_clocks_fast();
		},
		nightSeconds: 20,
		talkSeconds: 30,
		voteSeconds: 20
	}
} as const;

/** Any clock may be set from 5 seconds to 60 minutes. */
export const CLOCK_RANGE = { min: 5, max: 3600 };

export const PRESETS: Record<PresetId, Preset> = {
	classic: {
		id: 'classic',
		get title() {
			return PRESET_TITLES.classic();
		},
		source: 'Mafia',
		get summary() {
			return m.refusal_preset_classic_summary();
		},
		rules: {
			players: { min: 5, max: 12 },
			roles: ['mafia', 'detective', 'doctor', 'villager'],
			mafiaKill: 'unanimous',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: true,
			doctorRepeat: 'any',
			roleSetup: 'counts',
			minVillagers: 2,
			maxMafia: 12,
			...noExtras,
			mayReveal: { night: false, vote: true },
			ballot: { threshold: 'most', tie: 'revote', abstentionsSave: false }
		},
		defaults: baseOptions,
		settings: ['narration', 'reveal', 'ballotMode', 'callDeadRoles', 'talkSeconds'],
		playable: true
	},
	clocked: {
		id: 'clocked',
		get title() {
			return PRESET_TITLES.clocked();
		},
		source: "Who's the Mafia?",
		get summary() {
			return m.refusal_preset_clocked_summary();
		},
		rules: {
			players: { min: 5, max: 12 },
			roles: ['mafia', 'detective', 'doctor', 'villager'],
			mafiaKill: 'earliest',
			mafiaMayPick: 'not-self',
			partnersOnCard: true,
			doctorRepeat: 'self',
			roleSetup: 'switches',
			minVillagers: 0,
			maxMafia: 3,
			...noExtras,
			mayReveal: { night: true, vote: true },
			ballot: { threshold: 'most', tie: 'nobody', abstentionsSave: false }
		},
		defaults: {
			...baseOptions,
			revealOnNightDeath: true,
			nightSeconds: CLOCK_PRESETS.classic.nightSeconds,
			talkSeconds: CLOCK_PRESETS.classic.talkSeconds,
			voteSeconds: CLOCK_PRESETS.classic.voteSeconds,
			resultSeconds: 5
		},
		settings: ['narration', 'revealRoles', 'clocks', 'doctorMaySelf', 'doctorSelfTwice', 'ballotMode', 'callDeadRoles'],
		playable: true
	},
	storyteller: {
		id: 'storyteller',
		get title() {
			return PRESET_TITLES.storyteller();
		},
		source: 'MAFIA by Perkuno',
		get summary() {
			return m.refusal_preset_storyteller_summary();
		},
		rules: {
			players: { min: 4, max: 20 },
			roles: ['mafia', 'detective', 'doctor', 'seductress', 'jester', 'villager'],
			mafiaKill: 'most',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: true,
			doctorRepeat: 'any',
			roleSetup: 'counts',
			minVillagers: 0,
			maxMafia: 20,
			...noExtras,
			mayReveal: { night: true, vote: true },
			ballot: { threshold: 'most', tie: 'revote', abstentionsSave: true }
		},
		defaults: { ...baseOptions, revealOnVoteOut: false, talkSeconds: 240, lastWordSeconds: 30 },
		settings: ['narration', 'revealRoles', 'talkSeconds', 'lastWordSeconds', 'jesterEndsGame', 'ballotMode', 'callDeadRoles'],
		playable: true
	},
	godfather: {
		id: 'godfather',
		get title() {
			return PRESET_TITLES.godfather();
		},
		source: 'RPS Mafia',
		get summary() {
			return m.refusal_preset_godfather_summary();
		},
		rules: {
			players: { min: 5, max: 12 },
			roles: ['godfather', 'mafia', 'lecter', 'doctor', 'detective', 'sniper', 'diehard', 'villager'],
			mafiaKill: 'godfather',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: false,
			doctorRepeat: 'self',
			roleSetup: 'fixed',
			minVillagers: 0,
			maxMafia: 12,
			dayZero: true,
			turns: true,
			countReveal: true,
			mayReveal: { night: false, vote: false },
			ballot: { threshold: 'majority', tie: 'nobody', abstentionsSave: false }
		},
		defaults: { ...baseOptions, revealOnVoteOut: false, countReveals: 2 },
		settings: ['narration', 'ballotMode', 'callDeadRoles'],
		playable: true
	}
};

export { PRESET_ORDER, isPresetId } from './preset-names';

/** Total dealt cards in a count table. */
export const countCards = (roles: RoleCounts): number =>
	Object.values(roles).reduce((sum, n) => sum + (n ?? 0), 0);
