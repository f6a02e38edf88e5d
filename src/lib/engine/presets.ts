import type { BallotRules, CustomRules, DetectiveAnswer, GameConfig, GameOptions, MafiaKill, PresetId, RoleCounts, RoleId } from './types';
import { m } from '../paraglide/messages.js';
import { PRESET_TITLES } from './preset-names';
import { ROLE_ORDER } from './roles';

export type { BallotRules, MafiaKill } from './types';

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
	/** What the Detective is told about the Godfather. */
	leaderReads: DetectiveAnswer;
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
	| 'jesterEndsGame'
	/** `custom`: a night death names the role, apart from a vote-out. */
	| 'revealNight'
	/** `custom`: how many count reveals the table may spend. */
	| 'countReveals';

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
			leaderReads: 'not-mafia',
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
			leaderReads: 'not-mafia',
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
			leaderReads: 'not-mafia',
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
			leaderReads: 'not-mafia',
			mayReveal: { night: false, vote: false },
			ballot: { threshold: 'majority', tie: 'nobody', abstentionsSave: false }
		},
		defaults: { ...baseOptions, revealOnVoteOut: false, countReveals: 2 },
		settings: ['narration', 'ballotMode', 'callDeadRoles'],
		playable: true
	},
	custom: {
		id: 'custom',
		get title() {
			return PRESET_TITLES.custom();
		},
		source: '',
		get summary() {
			return m.refusal_preset_custom_summary();
		},
		// Every role of the catalogue and the widest bounds any source allows; the host's own choices
		// (config.custom) replace the rest: see rulesOf.
		rules: {
			players: { min: 4, max: 20 },
			roles: ROLE_ORDER,
			mafiaKill: 'unanimous',
			mafiaMayPick: 'non-mafia',
			partnersOnCard: true,
			doctorRepeat: 'any',
			roleSetup: 'counts',
			minVillagers: 0,
			maxMafia: 20,
			...noExtras,
			leaderReads: 'not-mafia',
			mayReveal: { night: true, vote: true },
			ballot: { threshold: 'most', tie: 'revote', abstentionsSave: false }
		},
		defaults: { ...baseOptions, countReveals: 2 },
		settings: [
			'narration',
			'reveal',
			'revealNight',
			'clocks',
			'lastWordSeconds',
			'doctorMaySelf',
			'doctorSelfTwice',
			'jesterEndsGame',
			'countReveals',
			'ballotMode',
			'callDeadRoles'
		],
		playable: true
	}
};

/** A new custom table starts from `classic`'s rules: the host changes what they like. */
export const DEFAULT_CUSTOM_RULES: CustomRules = {
	mafiaKill: 'unanimous',
	mafiaMayPick: 'non-mafia',
	doctorRepeat: 'any',
	leaderReads: 'not-mafia',
	ballot: { threshold: 'most', tie: 'revote', abstentionsSave: false },
	dayZero: false,
	turns: false,
	countReveal: false,
	minVillagers: 0
};

/** The rule set a table plays: one of the four by its id, or a custom table with the host's rules. */
export type RuleTable = PresetId | Pick<GameConfig, 'preset' | 'custom'>;

export const configOfTable = (table: RuleTable): Pick<GameConfig, 'preset' | 'custom'> => (typeof table === 'string' ? { preset: table } : table);

/**
 * The rules a game plays by: its rule set's, or for a custom table the host's choices over the custom rule set's
 * bounds. With a day zero the killers meet on night zero, so their cards do not show each other (as `godfather`).
 */
export function rulesOf(table: RuleTable): PresetRules {
	const config = configOfTable(table);
	if (config.preset !== 'custom') return PRESETS[config.preset].rules;
	const chosen = config.custom?.rules ?? DEFAULT_CUSTOM_RULES;
	let rules = customRules.get(chosen);
	if (!rules) customRules.set(chosen, (rules = { ...PRESETS.custom.rules, ...chosen, ballot: { ...chosen.ballot }, partnersOnCard: !chosen.dayZero }));
	return rules;
}

/** A custom table's rules, built once for its choices: every pick and vote of its game asks for them. Read-only, as the presets' are. */
const customRules = new WeakMap<object, PresetRules>();

export { PRESET_ORDER, isPresetId } from './preset-names';

/** Total dealt cards in a count table. */
export const countCards = (roles: RoleCounts): number =>
	Object.values(roles).reduce((sum, n) => sum + (n ?? 0), 0);
