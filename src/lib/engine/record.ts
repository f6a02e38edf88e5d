import { isPresetId, PRESETS } from './presets';
import { ROLES } from './roles';
import { isSeed } from './random';
import { applyAction } from './game';
import { newGame } from './setup';
import { readThemeNames, type ThemeNames } from './names';
import type { Action, Checked, GameConfig, GameOptions, GameState, RoleCounts, TimedAction } from './types';
import { ok, refuse } from './types';

export const RECORD_FORMAT = 'nightfall/game-record';
/**
 * 2: a role that acts must pick (a player or "nobody") before its turn ends. Version 1 records,
 * where "Done" with no pick counted as nobody, still replay and go on under their own rule.
 */
export const RECORD_VERSION = 2;

/**
 * The game record: the truth of a game. The setup, the seed, and every table action in
 * order with its time. Everything else (who is dead, who won) is replayed from it.
 * Documented in docs/game-record.md.
 */
export interface GameRecord {
	format: typeof RECORD_FORMAT;
	/** The version the game was recorded under; its actions replay under that version's rules. */
	version: number;
	id: string;
	/** When the game was set up, ms since 1970. */
	createdAt: number;
	preset: GameConfig['preset'];
	options: GameOptions;
	players: string[];
	roles: RoleCounts;
	seed: number;
	theme?: ThemeNames;
	actions: TimedAction[];
}

export function configOf(record: GameRecord): GameConfig {
	const { preset, players, roles, options, seed, theme } = record;
	return theme ? { preset, players, roles, options, seed, theme } : { preset, players, roles, options, seed };
}

export function createRecord(config: GameConfig, id: string, createdAt: number): GameRecord {
	const record: GameRecord = {
		format: RECORD_FORMAT,
		version: RECORD_VERSION,
		id,
		createdAt,
		preset: config.preset,
		options: config.options,
		players: config.players,
		roles: config.roles,
		seed: config.seed,
		actions: []
	};
	return config.theme ? { ...record, theme: config.theme } : record;
}

/** One table action as it stands after corrections: where it is in the record, and whether it announced a result. */
export interface StandingAction {
	raw: number;
	/** It brought a morning or a vote result: an announcement, which undo never goes past. */
	announced: boolean;
}

export interface Walk {
	state: GameState;
	/** The actions that stand, in order (a correction withdraws the ones after its `keep`). */
	standing: StandingAction[];
}

/**
 * Folds the record's actions through the engine, applying corrections: the states are kept
 * so a correction can rewind to any earlier one.
 */
export function walkRecord(record: GameRecord, upTo = record.actions.length): Checked<Walk> {
	const start = newGame(configOf(record));
	if (!start.ok) return refuse(`This game cannot be set up: ${start.reason}`);
	// Version 1 was played before a role had to pick to end its turn: it keeps its rule (see GameState).
	const states: GameState[] = [record.version < 2 ? { ...start.value, turnEndsUnpicked: true } : start.value];
	let standing: StandingAction[] = [];
	for (let i = 0; i < upTo; i++) {
		const action = record.actions[i];
		if (action.type === 'result.correct') {
			if (!Number.isInteger(action.keep) || action.keep < 0 || action.keep >= standing.length) {
				return refuse(`Step ${i + 1} corrects a result that is not there.`);
			}
			standing = standing.slice(0, action.keep);
			states.length = action.keep + 1;
			continue;
		}
		const before = states[states.length - 1];
		const next = applyAction(before, action);
		if (!next.ok) return refuse(`Step ${i + 1} (${action.type}) was refused: ${next.reason}`);
		const kind = next.value.phase.kind;
		const announced = (kind === 'morning' || kind === 'verdict') && before.phase.kind !== kind;
		standing.push({ raw: i, announced });
		states.push(next.value);
	}
	return ok({ state: states[states.length - 1], standing });
}

/** Rebuilds the game exactly; the reason in words when an action is refused. */
export function replay(record: GameRecord, upTo = record.actions.length): Checked<GameState> {
	const walk = walkRecord(record, upTo);
	return walk.ok ? ok(walk.value.state) : walk;
}

const ACTION_TYPES: Action['type'][] = [
	'card.seen',
	'night.start',
	'night.pick',
	'night.next',
	'morning.continue',
	'word.next',
	'reveal.vote',
	'reveal.continue',
	'turn.next',
	'turn.reply',
	'clock.pause',
	'clock.resume',
	'clock.expire',
	'talk.end',
	'ballot.cast',
	'verdict.continue',
	'result.correct'
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeatOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0);

function readAction(raw: unknown, i: number): Checked<TimedAction> {
	const where = `Step ${i + 1}`;
	if (!isObject(raw)) return refuse(`${where} is not an action.`);
	if (!ACTION_TYPES.includes(raw.type as Action['type'])) return refuse(`${where} has an unknown type "${String(raw.type)}".`);
	if (typeof raw.at !== 'number' || !Number.isFinite(raw.at)) return refuse(`${where} has no time.`);
	switch (raw.type) {
		case 'card.seen':
			if (!isSeatOrNull(raw.seat) || raw.seat === null) return refuse(`${where} names no seat.`);
			break;
		case 'night.pick':
			if (typeof raw.role !== 'string' || !(raw.role in ROLES)) return refuse(`${where} names no role.`);
			if (raw.by !== 'all' && (!isSeatOrNull(raw.by) || raw.by === null)) return refuse(`${where} names nobody picking.`);
			if (!isSeatOrNull(raw.target)) return refuse(`${where} has a bad target.`);
			break;
		case 'ballot.cast':
			if (!isSeatOrNull(raw.voter) || raw.voter === null) return refuse(`${where} names no voter.`);
			if (!isSeatOrNull(raw.target)) return refuse(`${where} has a bad vote.`);
			break;
		case 'reveal.vote':
			if (!isSeatOrNull(raw.yes) || raw.yes === null) return refuse(`${where} has no count of hands.`);
			break;
		case 'turn.reply':
			if (!isSeatOrNull(raw.to) || raw.to === null) return refuse(`${where} names nobody to reply.`);
			break;
		case 'result.correct':
			if (!isSeatOrNull(raw.keep) || raw.keep === null) return refuse(`${where} corrects nothing.`);
			break;
	}
	return ok(raw as unknown as TimedAction);
}

function checkOptions(options: Record<string, unknown>): string | null {
	for (const key of ['revealOnVoteOut', 'revealOnNightDeath', 'callDeadRoles', 'doctorMaySelf', 'doctorSelfTwice', 'jesterEndsGame'] as const) {
		if (key in options && typeof options[key] !== 'boolean') return `This game record's option "${key}" is not on or off.`;
	}
	if ('ballotMode' in options && options.ballotMode !== 'secret' && options.ballotMode !== 'open') {
		return 'This game record\'s ballot is neither secret nor open.';
	}
	for (const key of ['talkSeconds', 'nightSeconds', 'voteSeconds', 'resultSeconds', 'lastWordSeconds'] as const) {
		const value = options[key];
		if (value !== undefined && value !== null && !(typeof value === 'number' && value > 0 && value <= 3600)) {
			return `This game record's option "${key}" is not a time between 1 second and 60 minutes.`;
		}
	}
	const reveals = options.countReveals;
	if (reveals !== undefined && !(typeof reveals === 'number' && Number.isInteger(reveals) && reveals >= 0)) {
		return 'This game record\'s number of count reveals is not a whole number.';
	}
	if ('narration' in options && options.narration !== 'narrator' && options.narration !== 'app') {
		return 'This game record is neither narrated by a person nor by the app.';
	}
	return null;
}

/** Reads a record from parsed JSON, checking its shape; the reason in words when it cannot. */
export function readRecord(raw: unknown): Checked<GameRecord> {
	if (!isObject(raw)) return refuse('This is not a Nightfall game record.');
	if (raw.format !== RECORD_FORMAT) return refuse('This is not a Nightfall game record (its format is missing or different).');
	if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
		return refuse('This game record has no version (or not a valid one).');
	}
	if (raw.version > RECORD_VERSION) {
		return refuse(`This game record is version ${raw.version}, newer than this app reads (${RECORD_VERSION}): update the app.`);
	}
	if (typeof raw.id !== 'string' || !raw.id) return refuse('This game record has no id.');
	if (typeof raw.createdAt !== 'number') return refuse('This game record has no date.');
	if (!isPresetId(raw.preset)) return refuse(`This game record uses an unknown rule set "${String(raw.preset)}".`);
	if (!Array.isArray(raw.players) || !raw.players.every((p) => typeof p === 'string')) return refuse('This game record has no list of players.');
	if (!isObject(raw.roles)) return refuse('This game record has no role counts.');
	if (!isSeed(raw.seed)) return refuse('This game record has no valid seed.');
	if (!isObject(raw.options)) return refuse('This game record has no options.');
	const optionProblem = checkOptions(raw.options);
	if (optionProblem) return refuse(optionProblem);
	if (!Array.isArray(raw.actions)) return refuse('This game record has no list of actions.');
	const actions: TimedAction[] = [];
	for (const [i, a] of raw.actions.entries()) {
		const read = readAction(a, i);
		if (!read.ok) return read;
		actions.push(read.value);
	}
	const options = { ...PRESETS[raw.preset].defaults, ...(raw.options as Partial<GameOptions>) };
	const record: GameRecord = {
		format: RECORD_FORMAT,
		version: raw.version,
		id: raw.id,
		createdAt: raw.createdAt,
		preset: raw.preset,
		options,
		players: raw.players as string[],
		roles: raw.roles as RoleCounts,
		seed: raw.seed,
		actions
	};
	const theme = readThemeNames(raw.theme);
	if (theme) record.theme = theme;
	const check = replay(record);
	return check.ok ? ok(record) : refuse(check.reason);
}
