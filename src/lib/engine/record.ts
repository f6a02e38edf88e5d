import { isPresetId, PRESETS } from './presets';
import { ROLES } from './roles';
import { isSeed } from './random';
import { applyAction } from './game';
import { newGame } from './setup';
import type { ThemeNames } from './names';
import type { Action, Checked, GameConfig, GameOptions, GameState, RoleCounts, TimedAction } from './types';
import { ok, refuse } from './types';

export const RECORD_FORMAT = 'nightfall/game-record';
export const RECORD_VERSION = 1;

/**
 * The game record: the truth of a game. The setup, the seed, and every table action in
 * order with its time. Everything else (who is dead, who won) is replayed from it.
 * Documented in docs/game-record.md.
 */
export interface GameRecord {
	format: typeof RECORD_FORMAT;
	version: typeof RECORD_VERSION;
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

/** Rebuilds the game exactly; the reason in words when an action is refused. */
export function replay(record: GameRecord, upTo = record.actions.length): Checked<GameState> {
	const start = newGame(configOf(record));
	if (!start.ok) return refuse(`This game cannot be set up: ${start.reason}`);
	let state = start.value;
	for (let i = 0; i < upTo; i++) {
		const action = record.actions[i];
		const next = applyAction(state, action);
		if (!next.ok) return refuse(`Step ${i + 1} (${action.type}) was refused: ${next.reason}`);
		state = next.value;
	}
	return ok(state);
}

/**
 * Every table action a record may hold, of every preset. A Record keyed by the type, so an
 * action added to `Action` and forgotten here fails the type check instead of every import.
 */
const ACTION_TYPES: Record<Action['type'], true> = {
	'card.seen': true,
	'night.start': true,
	'night.pick': true,
	'night.next': true,
	'morning.continue': true,
	'word.next': true,
	'reveal.vote': true,
	'reveal.continue': true,
	'turn.next': true,
	'turn.reply': true,
	'clock.pause': true,
	'clock.resume': true,
	'clock.expire': true,
	'talk.end': true,
	'ballot.cast': true,
	'verdict.continue': true
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeatOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0);

function readAction(raw: unknown, i: number): Checked<TimedAction> {
	const where = `Step ${i + 1}`;
	if (!isObject(raw)) return refuse(`${where} is not an action.`);
	if (typeof raw.type !== 'string' || !Object.hasOwn(ACTION_TYPES, raw.type)) {
		return refuse(`${where} has an unknown type "${String(raw.type)}".`);
	}
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
			if (typeof raw.yes !== 'number' || !Number.isInteger(raw.yes) || raw.yes < 0) return refuse(`${where} has no count of yes votes.`);
			break;
		case 'turn.reply':
			if (!isSeatOrNull(raw.to) || raw.to === null) return refuse(`${where} names nobody to reply.`);
			break;
	}
	return ok(raw as unknown as TimedAction);
}

function checkOptions(options: Record<string, unknown>): string | null {
	const switches = ['revealOnVoteOut', 'revealOnNightDeath', 'callDeadRoles', 'doctorMaySelf', 'doctorSelfTwice', 'jesterEndsGame'] as const;
	for (const key of switches) {
		if (key in options && typeof options[key] !== 'boolean') return `This game record's option "${key}" is not on or off.`;
	}
	if ('ballotMode' in options && options.ballotMode !== 'secret' && options.ballotMode !== 'open') {
		return 'This game record\'s ballot is neither secret nor open.';
	}
	const talk = options.talkSeconds;
	if (talk !== undefined && talk !== null && !(typeof talk === 'number' && talk > 0 && talk <= 3600)) {
		return 'This game record\'s talk clock is not a time between 1 second and 60 minutes.';
	}
	// The other clocks are checked with the table when the record is replayed; these two are not set by the host.
	const result = options.resultSeconds;
	if (result !== undefined && result !== null && !(typeof result === 'number' && result > 0 && result <= 3600)) {
		return 'This game record\'s result clock is not a time between 1 second and 60 minutes.';
	}
	const reveals = options.countReveals;
	if (reveals !== undefined && !(typeof reveals === 'number' && Number.isInteger(reveals) && reveals >= 0)) {
		return 'This game record\'s number of count reveals is not a whole number.';
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
		version: RECORD_VERSION,
		id: raw.id,
		createdAt: raw.createdAt,
		preset: raw.preset,
		options,
		players: raw.players as string[],
		roles: raw.roles as RoleCounts,
		seed: raw.seed,
		actions
	};
	if (isObject(raw.theme)) record.theme = raw.theme as ThemeNames;
	const check = replay(record);
	return check.ok ? ok(record) : refuse(check.reason);
}
