import { APP_TURN_CHOICES, APP_WAKE_SECONDS, CLOCK_PRESETS, PRESETS } from '$lib/engine/presets';
import { TURN_MIN_SECONDS } from '$lib/engine/round';
import { CALL_MIN_SECONDS } from '$lib/engine/call-length';
import { MAX_COUNT_REVEALS } from '$lib/engine/custom-rules';
import type { GameOptions, PresetId, RoleCounts } from '$lib/engine/types';

/**
 * Setup's options as a model: which questions apply to the table being set, what each starts at, and what a change
 * implies for the rest. The setup screen renders this and sends the host's choices back through it; it decides
 * nothing itself, as the game screens render the engine's view.
 */

export type Narration = GameOptions['narration'];

/** What setup knows of the table when it decides which questions apply. */
export interface SetupTable {
	preset: PresetId;
	/** The roles to be dealt; the Villagers need not be in. */
	roles: RoleCounts;
	/** `custom`: its rules play the count-reveal vote. */
	countReveal?: boolean;
}

/** One question setup may ask, in the order the screen asks them. */
export type SetupQuestion =
	| 'narration'
	/** Everyone takes the phone: the least a turn lasts. */
	| 'turnMin'
	/** The app runs the night: the countdown before each call. */
	| 'countdown'
	/** The app runs the night: each role's turn, where the rule set sets no night clock. */
	| 'appTurn'
	/** The app runs the night under `clocked`'s clocks: its turn is the night clock (said, not asked). */
	| 'appTurnIsNightClock'
	| 'reveal'
	| 'revealNight'
	| 'revealRoles'
	| 'countReveals'
	| 'clocks'
	| 'doctorMaySelf'
	| 'doctorSelfTwice'
	| 'jesterEndsGame'
	| 'ballotMode'
	/** With a narrator an open vote may be chosen; with nobody to enter it the vote is secret (said why). */
	| 'openVote'
	| 'callDeadRoles'
	| 'callMin'
	| 'talkSeconds'
	| 'lastWordSeconds';

const dealt = (table: SetupTable, role: keyof RoleCounts) => (table.roles[role] ?? 0) > 0;

/**
 * The questions that concern this table: only what the rule set lets the host change, and of that only what a
 * dealt role or the chosen way of running the night makes matter (a Doctor's limit with no Doctor dealt, or calling
 * dead roles when nobody calls them, would be a question with no effect).
 */
export function questionsFor(table: SetupTable, options: GameOptions): Set<SetupQuestion> {
	const settings = new Set(PRESETS[table.preset].settings);
	const narrator = options.narration === 'narrator';
	const app = options.narration === 'app';
	const asked: [SetupQuestion, boolean][] = [
		['narration', settings.has('narration')],
		['turnMin', options.narration === 'round'],
		['countdown', app],
		['appTurn', app && !settings.has('clocks')],
		['appTurnIsNightClock', app && settings.has('clocks')],
		['reveal', settings.has('reveal')],
		['revealNight', settings.has('revealNight')],
		['revealRoles', settings.has('revealRoles')],
		['countReveals', settings.has('countReveals') && table.countReveal === true],
		['clocks', settings.has('clocks')],
		['doctorMaySelf', settings.has('doctorMaySelf') && dealt(table, 'doctor')],
		['doctorSelfTwice', settings.has('doctorSelfTwice') && dealt(table, 'doctor') && options.doctorMaySelf],
		['jesterEndsGame', settings.has('jesterEndsGame') && dealt(table, 'jester')],
		['ballotMode', settings.has('ballotMode')],
		['openVote', settings.has('ballotMode') && narrator],
		// The app calls every dealt role whatever happens (night.ts), and with everyone taking the phone nobody is called.
		['callDeadRoles', settings.has('callDeadRoles') && narrator],
		['callMin', narrator],
		['talkSeconds', settings.has('talkSeconds')],
		['lastWordSeconds', settings.has('lastWordSeconds')]
	];
	return new Set(asked.filter(([, on]) => on).map(([question]) => question));
}

/**
 * Who runs the night, and what that implies: with no narrator there is nobody to enter an open vote (the vote is
 * secret); a night the app does not call keeps the rule set's own night clock; each way has its own least time.
 */
export function withNarration(preset: PresetId, options: GameOptions, narration: Narration): GameOptions {
	const next: GameOptions = { ...options, narration };
	if (narration !== 'narrator') next.ballotMode = 'secret';
	if (narration !== 'app' && appTurnHere(preset)) next.nightSeconds = PRESETS[preset].defaults.nightSeconds;
	if (narration === 'round') next.turnMinSeconds ??= TURN_MIN_SECONDS;
	else delete next.turnMinSeconds;
	if (narration === 'narrator') next.callMinSeconds ??= CALL_MIN_SECONDS;
	else delete next.callMinSeconds;
	return next;
}

/** The app's turn is the night clock: `clocked` sets it with its clocks, the other rule sets with "Each role's turn". */
export const appTurnHere = (preset: PresetId): boolean => !PRESETS[preset].settings.includes('clocks');

/** "Reveal roles" (`clocked`, `storyteller`): a death names the role, at night and by vote alike. */
export const withRevealRoles = (options: GameOptions, on: boolean): GameOptions => ({ ...options, revealOnVoteOut: on, revealOnNightDeath: on });

/** The Doctor no longer covering themselves cannot do it two nights running either. */
export const withDoctorMaySelf = (options: GameOptions, on: boolean): GameOptions => ({
	...options,
	doctorMaySelf: on,
	doctorSelfTwice: on && options.doctorSelfTwice
});

/** The clocks as one choice: none, one of `clocked`'s two sets, or the host's own three times. */
export type ClockSet = 'off' | keyof typeof CLOCK_PRESETS | 'own';

/** The clock sets a rule set offers: `clocked` plays on the clock always; a custom table may play without. */
export const clockSetsFor = (preset: PresetId): ClockSet[] => (PRESETS[preset].defaults.nightSeconds === null ? ['off', 'classic', 'fast', 'own'] : ['classic', 'fast', 'own']);

export function clockSetOf(options: GameOptions): ClockSet {
	const { nightSeconds, talkSeconds, voteSeconds } = options;
	if (nightSeconds === null && talkSeconds === null && voteSeconds === null) return 'off';
	const set = (Object.keys(CLOCK_PRESETS) as (keyof typeof CLOCK_PRESETS)[]).find(
		(key) => CLOCK_PRESETS[key].nightSeconds === nightSeconds && CLOCK_PRESETS[key].talkSeconds === talkSeconds && CLOCK_PRESETS[key].voteSeconds === voteSeconds
	);
	return set ?? 'own';
}

/**
 * A clock set chosen. "Your own" starts from the times in use, each empty one from the Classic set, so the host
 * changes a number rather than facing three empty boxes.
 */
export function withClockSet(options: GameOptions, set: ClockSet): GameOptions {
	if (set === 'off') return { ...options, nightSeconds: null, talkSeconds: null, voteSeconds: null };
	const from = set === 'own' ? CLOCK_PRESETS.classic : CLOCK_PRESETS[set];
	const keep = set === 'own';
	return {
		...options,
		nightSeconds: (keep ? options.nightSeconds : null) ?? from.nightSeconds,
		talkSeconds: (keep ? options.talkSeconds : null) ?? from.talkSeconds,
		voteSeconds: (keep ? options.voteSeconds : null) ?? from.voteSeconds
	};
}

/** The choices, with the value in use among them even when it came from Settings or an older setup. */
const withValue = (choices: readonly number[], value: number) => ({ choices: [...new Set([...choices, value])].sort((a, b) => a - b), value });

/** A timed or counted question: the seconds (or count) it offers, and the one in use, always among them. */
export interface Choices {
	choices: number[];
	value: number;
}

/** What each timed question offers, as the options stand; an option not yet set shows the value the game will use. */
export const choicesFor: Record<'turnMin' | 'countdown' | 'appTurn' | 'callMin' | 'countReveals', (o: GameOptions) => Choices> = {
	turnMin: (o) => withValue([5, 8, 10, 15, 20], o.turnMinSeconds ?? TURN_MIN_SECONDS),
	countdown: (o) => withValue([0, 3, 5, 8, 10], o.countdownSeconds),
	appTurn: (o) => withValue(APP_TURN_CHOICES, o.nightSeconds ?? APP_WAKE_SECONDS),
	callMin: (o) => withValue([5, 10, 15, 20, 30], o.callMinSeconds ?? CALL_MIN_SECONDS),
	countReveals: (o) => withValue(Array.from({ length: MAX_COUNT_REVEALS }, (_, i) => i + 1), o.countReveals)
};

/** The talk clock's choices (`classic`, `storyteller`), in seconds; null is free talk. */
export const TALK_CHOICES: (number | null)[] = [null, 120, 180, 240, 300];

/** The last word's choices (`storyteller`), in seconds; null is none. */
export const LAST_WORD_CHOICES: (number | null)[] = [null, 15, 30, 60];
