import { isPresetId, PRESETS } from './presets';
import { ROLE_ORDER } from './roles';
import { isSeed } from './random';
import { applyAction } from './game';
import { newGame } from './setup';
import { readThemeNames, type ThemeNames } from './names';
import { readCustomTable } from './custom-rules';
import type { Action, Checked, CustomTable, GameConfig, GameOptions, GameState, NightAct, RoleCounts, TimedAction } from './types';
import { ok, refuse } from './types';
import { changed } from './state';
import { m } from '../paraglide/messages.js';
import { excerpt, excerptValue, isObject, isTime } from './outside';

export const RECORD_FORMAT = 'nightfall/game-record';
/**
 * 2: a role that acts must pick (a player or "nobody") before its turn ends. Version 1 records,
 * where "Done" with no pick counted as nobody, still replay and go on under their own rule.
 * 3: app-narrated, a role nobody was dealt is not called. Older app-narrated records, whose
 * nights called every role of the rule set (a clock run out on each), replay and go on so.
 * 4: a night pick made again as it stands (a double tap) is no new action. An older record that
 * holds one replays and goes on under its own rule: the repeat recorded, and the pick moved last.
 */
export const RECORD_VERSION = 4;

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
	/** A `custom` game's table: its name and the rules the host chose. */
	custom?: CustomTable;
	actions: TimedAction[];
}

export function configOf(record: GameRecord): GameConfig {
	const { preset, players, roles, options, seed, theme, custom } = record;
	const config: GameConfig = { preset, players, roles, options, seed };
	if (theme) config.theme = theme;
	if (custom) config.custom = custom;
	return config;
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
	if (config.theme) record.theme = config.theme;
	if (config.custom) record.custom = config.custom;
	return record;
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
 * Walks already made, per record: a record is never changed once made (a new action makes a new record), so its
 * walk is the same every time it is asked for. The table asks after every tap (what undo may take back), and
 * a 20-player game's record is thousands of actions long: walked again each time, it would cost a slow phone
 * a frame. Kept with the list and length it was made from, so a list changed in place is walked afresh.
 */
const walked = new WeakMap<GameRecord, { actions: TimedAction[]; length: number; walk: Walk; before?: Walk }>();

/** What is known of the record's walk, unless its list of actions has changed since. */
function known(record: GameRecord) {
	const hit = walked.get(record);
	return hit && hit.actions === record.actions && hit.length === record.actions.length ? hit : null;
}

const knownWalk = (record: GameRecord): Walk | null => known(record)?.walk ?? null;

/** `before`: the walk of the record without its last action, so that an Undo need not walk from the start. */
const remember = (record: GameRecord, walk: Walk, before?: Walk) =>
	walked.set(record, { actions: record.actions, length: record.actions.length, walk, before });

/** Whether going from `before` to `after` announced a result: a morning, or a vote's verdict. */
const announces = (before: GameState, after: GameState) =>
	(after.phase.kind === 'morning' || after.phase.kind === 'verdict') && before.phase.kind !== after.phase.kind;

/**
 * The record with `action` appended, the engine having taken the game from `before` (the record's game) to
 * `after` with it. When the record's walk is known, the new record's is that walk one step on, so it is never
 * walked from the start.
 */
export function withAction(record: GameRecord, action: TimedAction, before: GameState, after: GameState): GameRecord {
	const next: GameRecord = { ...record, actions: [...record.actions, action] };
	const walk = knownWalk(record);
	if (walk && action.type !== 'result.correct') {
		// The walk one step back goes with it (only one: a game's every state kept would grow with the night).
		remember(next, { state: after, standing: [...walk.standing, { raw: record.actions.length, announced: announces(before, after) }] }, walk);
	}
	return next;
}

/**
 * The record without its last action. When the walk before that action is known (a tap made the record, or it was
 * walked from the start), it is the shorter record's: an Undo then costs nothing to replay, where a 20-player game
 * walked from the start costs a slow phone several milliseconds of its frame.
 */
export function withoutLast(record: GameRecord): GameRecord {
	const shorter: GameRecord = { ...record, actions: record.actions.slice(0, -1) };
	const before = known(record)?.before;
	if (before) remember(shorter, before);
	return shorter;
}

/**
 * The game as its record's version plays it: version 1 before a role had to pick to end its turn, versions 1 and 2
 * app-narrated calling the roles nobody was dealt; each keeps its rule to its end (see GameState).
 */
function underItsVersion(record: GameRecord, game: GameState): GameState {
	return changed(game, olderRulesOf(record));
}

/** The rules an older record keeps that a game dealt today does not; none for a record of this version. */
export function olderRulesOf(record: GameRecord): Partial<GameState> {
	const old: Partial<GameState> = {};
	if (record.version < 2) old.turnEndsUnpicked = true;
	if (record.version < 3 && record.options.narration === 'app') old.callsUndealt = true;
	if (record.version < 4 && holdsRepeatedPick(record)) old.picksRepeat = true;
	return old;
}

/**
 * Whether an older record may hold a night pick made again as it stood: one night, the same role's same act picked
 * for the same player again, by the same picker or by "all" (every holder awake), either way round. Read from the
 * actions alone, so it may say yes where the pick changed between, or a correction stood between: such a record then
 * keeps the old rule, which replays it as played all the same. A record with no such pair plays alike under both.
 */
function holdsRepeatedPick(record: GameRecord): boolean {
	let picked = new Set<string>();
	for (const action of record.actions) {
		if (action.type === 'night.start') picked = new Set();
		if (action.type !== 'night.pick') continue;
		const of = `${action.role}/${action.act ?? ''}/${action.target}`;
		const mine = `${of}/${action.by}`;
		if (picked.has(mine) || picked.has(`${of}/all`) || (action.by === 'all' && picked.has(of))) return true;
		picked.add(mine).add(of);
	}
	return false;
}

/**
 * Folds the record's actions through the engine, applying corrections: the states are kept
 * so a correction can rewind to any earlier one.
 */
export function walkRecord(record: GameRecord, upTo = record.actions.length): Checked<Walk> {
	const whole = upTo === record.actions.length;
	const known = whole ? knownWalk(record) : null;
	if (known) return ok(known);
	const start = newGame(configOf(record));
	if (!start.ok) return refuse(m.refusal_record_setup({ reason: start.reason }));
	const states: GameState[] = [underItsVersion(record, start.value)];
	let standing: StandingAction[] = [];
	for (let i = 0; i < upTo; i++) {
		const action = record.actions[i];
		if (action.type === 'result.correct') {
			// Nothing goes back to before the roles were seen: that game cannot go on.
			if (states[states.length - 1].secretsShown !== undefined) return refuse(m.refusal_record_correct_shown({ step: i + 1 }));
			if (!Number.isInteger(action.keep) || action.keep < 0 || action.keep >= standing.length) {
				return refuse(m.refusal_record_correct_missing({ step: i + 1 }));
			}
			standing = standing.slice(0, action.keep);
			states.length = action.keep + 1;
			continue;
		}
		const before = states[states.length - 1];
		const next = applyAction(before, action);
		if (!next.ok) return refuse(m.refusal_record_step_refused({ step: i + 1, type: action.type, reason: next.reason }));
		standing.push({ raw: i, announced: announces(before, next.value) });
		states.push(next.value);
	}
	const walk = { state: states[states.length - 1], standing };
	if (whole) {
		// The game one tap back is at hand too, when the last action is a tap that stands: an Undo of a game just
		// opened (or resumed) then walks nothing again.
		const last = standing[standing.length - 1];
		const stands = last !== undefined && last.raw === upTo - 1;
		remember(record, walk, stands ? { state: states[states.length - 2], standing: standing.slice(0, -1) } : undefined);
	}
	return ok(walk);
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
	'ballot.redo',
	'round.take',
	'round.pick',
	'round.pass',
	'round.redo',
	'verdict.continue',
	'last.pick',
	'last.continue',
	'result.correct',
	'secrets.shown'
];

const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Why a step's seat field is not a seat of this table, in words; null when it is. A seat is the player's place in
 * `players`, from 0: a text such as "3" is refused as such, and so is a seat past the last player.
 */
function seatProblem(step: number, [field, value, nobody]: SeatField, seats: number): string | null {
	if (value === null && nobody) return null;
	if (value === undefined || value === null) return SEAT_MISSING[field]({ step });
	const what = SEAT_FIELD[field]();
	if (typeof value === 'string') return m.refusal_record_seat_text({ step, field: what, value: excerpt(value) });
	if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
		return m.refusal_record_seat_not_seat({ step, field: what, value: excerptValue(value) });
	}
	if (value >= seats) return m.refusal_record_seat_beyond({ step, field: what, seat: value, last: seats - 1 });
	return null;
}

type Field = 'seat' | 'picker' | 'target' | 'voter' | 'vote' | 'reply' | 'choice';

/** What each seat field is called, and the words when a step leaves it out (functions: made in the table's language). */
const SEAT_FIELD: Record<Field, () => string> = {
	seat: m.refusal_record_field_seat,
	picker: m.refusal_record_field_picker,
	target: m.refusal_record_field_target,
	voter: m.refusal_record_field_voter,
	vote: m.refusal_record_field_vote,
	reply: m.refusal_record_field_reply,
	choice: m.refusal_record_field_choice
};
const SEAT_MISSING: Record<Field, (inputs: { step: number }) => string> = {
	seat: m.refusal_record_no_seat,
	picker: m.refusal_record_no_picker,
	target: m.refusal_record_no_target,
	voter: m.refusal_record_no_voter,
	vote: m.refusal_record_no_vote,
	reply: m.refusal_record_no_reply,
	choice: m.refusal_record_no_choice
};

/** A seat an action names: which field, its value, and whether "nobody" (null) may stand there. */
type SeatField = [field: Field, value: unknown, nobody: boolean];

function seatsOf(raw: Record<string, unknown>): SeatField[] {
	switch (raw.type) {
		case 'card.seen':
			return [['seat', raw.seat, false]];
		case 'night.pick':
			return [...(raw.by === 'all' ? [] : [['picker', raw.by, false] satisfies SeatField]), ['target', raw.target, true]];
		case 'ballot.cast':
			return [
				['voter', raw.voter, false],
				['vote', raw.target, true]
			];
		case 'turn.reply':
			return [['reply', raw.to, false]];
		case 'round.take':
			return [['seat', raw.seat, false]];
		case 'round.pick':
			return [
				['seat', raw.seat, false],
				['choice', raw.target, true]
			];
		case 'last.pick':
			return [['target', raw.target, false]];
		default:
			return [];
	}
}

/** The picks a night.pick may name beyond a role's one pick: every NightAct (a Record, so none is left out). */
const NIGHT_ACTS = Object.keys({ second: true, heal: true, poison: true, lover: true, beloved: true } satisfies Record<NightAct, true>);

function readAction(raw: unknown, i: number, seats: number): Checked<TimedAction> {
	const step = i + 1;
	if (!isObject(raw)) return refuse(m.refusal_record_step_not_action({ step }));
	if (!ACTION_TYPES.includes(raw.type as Action['type'])) return refuse(m.refusal_record_step_unknown_type({ step, type: excerpt(String(raw.type)) }));
	if (!isTime(raw.at)) return refuse(m.refusal_record_step_no_time({ step }));
	for (const field of seatsOf(raw)) {
		const problem = seatProblem(step, field, seats);
		if (problem) return refuse(problem);
	}
	switch (raw.type) {
		case 'night.pick':
			if (typeof raw.role !== 'string') return refuse(m.refusal_record_step_no_role({ step }));
			if (!(ROLE_ORDER as string[]).includes(raw.role)) return refuse(m.refusal_record_step_unknown_role({ step, role: excerpt(raw.role) }));
			if (raw.act !== undefined && !(NIGHT_ACTS as unknown[]).includes(raw.act)) return refuse(m.refusal_record_step_unknown_act({ step, act: excerpt(String(raw.act)) }));
			break;
		case 'reveal.vote':
			if (!isCount(raw.yes)) return refuse(m.refusal_record_step_no_hands({ step }));
			break;
		case 'result.correct':
			if (!isCount(raw.keep)) return refuse(m.refusal_record_step_corrects_nothing({ step }));
			break;
	}
	return ok(raw as unknown as TimedAction);
}

/** Every option the format has (docs/game-record.md); `satisfies` keeps the list whole as options are added. */
const OPTION_KEYS = Object.keys({
	revealOnVoteOut: true,
	revealOnNightDeath: true,
	ballotMode: true,
	callDeadRoles: true,
	talkSeconds: true,
	nightSeconds: true,
	voteSeconds: true,
	resultSeconds: true,
	doctorMaySelf: true,
	doctorSelfTwice: true,
	lastWordSeconds: true,
	jesterEndsGame: true,
	countReveals: true,
	narration: true,
	countdownSeconds: true,
	turnMinSeconds: true,
	callMinSeconds: true
} satisfies Record<keyof GameOptions, true>);

function checkOptions(options: Record<string, unknown>): string | null {
	const unknown = Object.keys(options).find((key) => !OPTION_KEYS.includes(key));
	if (unknown !== undefined) return m.refusal_record_option_unknown({ key: excerpt(unknown) });
	for (const key of ['revealOnVoteOut', 'revealOnNightDeath', 'callDeadRoles', 'doctorMaySelf', 'doctorSelfTwice', 'jesterEndsGame'] as const) {
		if (key in options && typeof options[key] !== 'boolean') return m.refusal_record_option_not_switch({ key });
	}
	if ('ballotMode' in options && options.ballotMode !== 'secret' && options.ballotMode !== 'open') {
		return m.refusal_record_option_ballot();
	}
	for (const key of ['talkSeconds', 'nightSeconds', 'voteSeconds', 'resultSeconds', 'lastWordSeconds'] as const) {
		const value = options[key];
		if (value !== undefined && value !== null && !(typeof value === 'number' && value > 0 && value <= 3600)) {
			return m.refusal_record_option_time({ key });
		}
	}
	const reveals = options.countReveals;
	if (reveals !== undefined && !(typeof reveals === 'number' && Number.isInteger(reveals) && reveals >= 0)) {
		return m.refusal_record_option_reveals();
	}
	if ('narration' in options && options.narration !== 'narrator' && options.narration !== 'app' && options.narration !== 'round') {
		return m.refusal_round_record_narration();
	}
	const least = options.turnMinSeconds;
	if (least !== undefined && !(typeof least === 'number' && Number.isFinite(least) && least >= 0 && least <= 3600)) {
		return m.refusal_round_record_turn_min();
	}
	const call = options.callMinSeconds;
	if (call !== undefined && !(typeof call === 'number' && Number.isFinite(call) && call >= 0 && call <= 3600)) {
		return m.refusal_night_record_call_min();
	}
	return null;
}

/** Why the role counts cannot be dealt, in words: a role id the app does not know (named), or a count that is no count. */
function checkRoles(roles: Record<string, unknown>): string | null {
	for (const [role, n] of Object.entries(roles)) {
		if (!(ROLE_ORDER as string[]).includes(role)) {
			return m.refusal_record_role_unknown({ role: excerpt(role), roles: ROLE_ORDER.join(', ') });
		}
		if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return m.refusal_record_role_count({ role, value: excerptValue(n) });
	}
	return null;
}

/** Reads a record from parsed JSON, checking its shape; the reason in words when it cannot. */
export function readRecord(raw: unknown): Checked<GameRecord> {
	if (!isObject(raw)) return refuse(m.refusal_record_not_record());
	if (raw.format !== RECORD_FORMAT) return refuse(m.refusal_record_format());
	if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
		return refuse(m.refusal_record_no_version());
	}
	if (raw.version > RECORD_VERSION) {
		return refuse(m.refusal_record_newer({ version: raw.version, reads: RECORD_VERSION }));
	}
	if (typeof raw.id !== 'string' || !raw.id) return refuse(m.refusal_record_no_id());
	if (!isTime(raw.createdAt)) return refuse(m.refusal_record_no_date());
	if (!isPresetId(raw.preset)) return refuse(m.refusal_record_unknown_preset({ preset: excerpt(String(raw.preset)) }));
	if (!Array.isArray(raw.players) || !raw.players.every((p) => typeof p === 'string')) return refuse(m.refusal_record_no_players());
	if (!isObject(raw.roles)) return refuse(m.refusal_record_no_roles());
	const roleProblem = checkRoles(raw.roles);
	if (roleProblem) return refuse(roleProblem);
	if (!isSeed(raw.seed)) return refuse(m.refusal_record_no_seed());
	if (!isObject(raw.options)) return refuse(m.refusal_record_no_options());
	const optionProblem = checkOptions(raw.options);
	if (optionProblem) return refuse(optionProblem);
	if (!Array.isArray(raw.actions)) return refuse(m.refusal_record_no_actions());
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
		actions: []
	};
	const theme = readThemeNames(raw.theme);
	if (theme) record.theme = theme;
	if (raw.custom !== undefined) {
		const custom = readCustomTable(raw.custom);
		if (!custom.ok) return refuse(m.refusal_record_custom({ reason: custom.reason }));
		record.custom = custom.value;
	}
	// The table first: a step naming a seat is only read against a table that can be set up.
	const start = newGame(configOf(record));
	if (!start.ok) return refuse(m.refusal_record_setup({ reason: start.reason }));
	for (const [i, a] of raw.actions.entries()) {
		const read = readAction(a, i, record.players.length);
		if (!read.ok) return read;
		const before = record.actions.at(-1);
		if (before && read.value.at < before.at) {
			return refuse(m.refusal_record_backwards({ step: i + 1, before: i }));
		}
		record.actions.push(read.value);
	}
	const check = replay(record);
	return check.ok ? ok(record) : refuse(check.reason);
}
