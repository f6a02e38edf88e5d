import { isPresetId } from '$lib/engine/presets';
import { seatNameProblems, tidyName, type Confusables } from '$lib/engine/player-names';
import { withVillagers } from '$lib/engine/setup';
import { CALL_MIN_SECONDS } from '$lib/engine/call-length';
import { readCustomRules } from '$lib/engine/custom-rules';
import type { BallotMode, CustomTable, GameConfig, GameOptions, PresetId, RoleCounts } from '$lib/engine/types';
import { isObject } from '$lib/engine/outside';

/** What setup remembers between games (settings key 'lastSetup'), so the same group plays again in two taps. */
export interface LastSetup {
	preset: PresetId;
	/** Tidy names in seat order. */
	names: string[];
	/** The counts, only when the host set them by hand; null follows the suggestion. */
	counts: RoleCounts | null;
	options: GameOptions;
	/** `custom`: the table's name as typed and its rules. */
	custom?: CustomTable;
}

export const LAST_SETUP = 'lastSetup';

/** A field left blank is an empty seat, left out. One holding only invisible characters is not: it gets a seat, and the engine says why it is no name. */
const isBlank = (name: string) => /^\s*$/.test(name);

/** The names as typed in the seats that are taken, in seat order: what the engine checks. */
export const typedNames = (fields: string[]): string[] => fields.filter((name) => !isBlank(name));

/** The names that will sit at the table: tidied, with empty fields left out. */
export const seatedNames = (fields: string[]): string[] => typedNames(fields).map(tidyName);

/**
 * The engine's refusals of each name, by the key of the field that holds it (seats count only taken fields), so
 * each is said beside its own field.
 */
export function fieldProblems(fields: NameField[], confusables?: Confusables): Map<number, string> {
	const seated = fields.filter((field) => !isBlank(field.name));
	const byField = new Map<number, string>();
	for (const { seat, problem } of seatNameProblems(
		seated.map((field) => field.name),
		confusables
	)) {
		const key = seated[seat].key;
		byField.set(key, byField.has(key) ? `${byField.get(key)} ${problem}` : problem);
	}
	return byField;
}

/** The counts the host sets, without the derived Villagers. */
export function withoutVillagers(counts: RoleCounts): RoleCounts {
	const rest = { ...counts };
	delete rest.villager;
	return rest;
}

/** With a narrator, every call lasts its least time: the default unless the host chose another (older setups lack it). */
const withCallMin = (options: GameOptions): GameOptions =>
	options.narration === 'narrator' ? { ...options, callMinSeconds: options.callMinSeconds ?? CALL_MIN_SECONDS } : options;

/** The table to deal: the Villagers made up to the player count, and roles nobody holds left out of the record. */
export function configOf(setup: LastSetup, counts: RoleCounts, seed: number): GameConfig {
	const roles = Object.fromEntries(
		Object.entries(withVillagers(counts, setup.names.length)).filter(([, n]) => (n ?? 0) > 0)
	) as RoleCounts;
	const config: GameConfig = { preset: setup.preset, players: setup.names, roles, options: withCallMin(setup.options), seed };
	// Only a custom table has rules of its own; its name is tidied as a player's is, so the engine checks what is kept.
	if (setup.preset === 'custom' && setup.custom) config.custom = { name: tidyName(setup.custom.name), rules: setup.custom.rules };
	return config;
}

const isBallot = (v: unknown): v is BallotMode => v === 'secret' || v === 'open';
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 20;

/** The options of a remembered setup; older saves lack the newer keys, which the preset's defaults fill. */
function isOptions(v: unknown): v is Partial<GameOptions> {
	return (
		isObject(v) &&
		(v.revealOnVoteOut === undefined || typeof v.revealOnVoteOut === 'boolean') &&
		(v.ballotMode === undefined || isBallot(v.ballotMode)) &&
		(v.talkSeconds === undefined || v.talkSeconds === null || (typeof v.talkSeconds === 'number' && v.talkSeconds > 0))
	);
}

/** A remembered setup written by this or an older Nightfall; anything else is ignored rather than trusted. */
export function isLastSetup(v: unknown): v is LastSetup {
	return (
		isObject(v) &&
		isPresetId(v.preset) &&
		Array.isArray(v.names) &&
		v.names.every((n) => typeof n === 'string') &&
		(v.counts === null || (isObject(v.counts) && Object.values(v.counts).every(isCount))) &&
		isOptions(v.options) &&
		(v.custom === undefined || (isObject(v.custom) && typeof v.custom.name === 'string' && readCustomRules(v.custom.rules).ok))
	);
}

/** One name field; the key keeps a field (and the keyboard's place in it) the same while seats are moved. */
export interface NameField {
	key: number;
	name: string;
}

let lastKey = 0;

export const nameField = (name = ''): NameField => ({ key: ++lastKey, name });
