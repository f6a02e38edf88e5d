import { readCustomTable } from '../engine/custom-rules';
import { nameKey } from '../engine/player-names';
import { PRESETS } from '../engine/presets';
import type { Checked, CustomRules, GameOptions, RoleCounts, RoleId } from '../engine/types';
import { ok, refuse } from '../engine/types';
import { m } from '../paraglide/messages.js';
import { excerpt, excerptValue, isObject } from '../engine/outside';

/**
 * A custom table the host saved on this phone under its name: the rules, the roles they set (the Villagers are
 * whoever is left, so they are never kept) and the options. The same shape is what a table file holds
 * (docs/custom-table.md), so one reader checks both.
 */
export interface SavedTable {
	name: string;
	rules: CustomRules;
	/** Every role but the Villagers, by count; a role left out is dealt to nobody. */
	roles: RoleCounts;
	options: GameOptions;
}


/** The roles a custom table sets a count for: the catalogue's, bar the Villagers. */
const COUNTED: RoleId[] = PRESETS.custom.rules.roles.filter((role) => role !== 'villager');
const MOST_PLAYERS = PRESETS.custom.rules.players.max;

/** The options' kinds, from the custom rule set's own defaults: a key they lack is none the format knows. */
const NULLABLE = new Set<keyof GameOptions>(['talkSeconds', 'nightSeconds', 'voteSeconds', 'resultSeconds', 'lastWordSeconds']);
const CHOICES: Partial<Record<keyof GameOptions, readonly string[]>> = {
	ballotMode: ['secret', 'open'],
	narration: ['narrator', 'app', 'round']
};
/** Kept only by some tables: its absence is no fault. */
const OPTIONAL = new Set<keyof GameOptions>(['turnMinSeconds', 'callMinSeconds']);

function readRoles(raw: unknown): Checked<RoleCounts> {
	if (!isObject(raw)) return refuse(m.pages_table_file_no_roles());
	const roles: RoleCounts = {};
	for (const [role, count] of Object.entries(raw)) {
		if (role === 'villager') return refuse(m.pages_table_file_villagers());
		if (!(COUNTED as string[]).includes(role)) return refuse(m.pages_table_file_role_unknown({ role: excerpt(role) }));
		if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MOST_PLAYERS) {
			return refuse(m.pages_table_file_role_count({ role, value: excerptValue(count), max: MOST_PLAYERS }));
		}
		if (count > 0) roles[role as RoleId] = count;
	}
	return ok(roles);
}

/** The options, each of the kind the custom rule set's defaults have; whether the values suit a deal is setup's to say. */
function readOptions(raw: unknown): Checked<GameOptions> {
	if (!isObject(raw)) return refuse(m.pages_table_file_no_options());
	const defaults = PRESETS.custom.defaults as unknown as Record<string, unknown>;
	const known = new Set([...Object.keys(defaults), ...OPTIONAL]);
	for (const key of Object.keys(raw)) if (!known.has(key)) return refuse(m.pages_table_file_option_unknown({ key: excerpt(key) }));
	for (const key of known) {
		const option = key as keyof GameOptions;
		const value = raw[key];
		if (value === undefined) {
			if (OPTIONAL.has(option)) continue;
			return refuse(m.pages_table_file_option_missing({ key }));
		}
		const choices = CHOICES[option];
		const fits = choices
			? choices.includes(value as string)
			: (value === null && NULLABLE.has(option)) || (typeof value === typeof (defaults[key] ?? 0) && (typeof value !== 'number' || Number.isFinite(value)));
		if (!fits) return refuse(m.pages_table_file_option_bad({ key, value: excerptValue(value) }));
	}
	return ok({ ...(raw as unknown as GameOptions) });
}

/** A saved table read from untrusted data (a file, or what this phone kept): every part checked, the fault named. */
export function readSavedTable(raw: unknown): Checked<SavedTable> {
	if (!isObject(raw)) return refuse(m.pages_table_file_not_table());
	const table = readCustomTable({ name: raw.name, rules: raw.rules });
	if (!table.ok) return refuse(m.pages_table_file_rules({ reason: table.reason }));
	const roles = readRoles(raw.roles);
	if (!roles.ok) return roles;
	const options = readOptions(raw.options);
	if (!options.ok) return options;
	return ok({ ...table.value, roles: roles.value, options: options.value });
}

/** Two tables are the same table when their names are, as players' names are told apart. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** The same keys and values, whatever order the keys were written in. */
const canonical = (v: unknown): unknown =>
	isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, canonical(v[key])])) : v;

/** Whether two tables are the same in every part: saving one over the other would change nothing. */
export const sameTable = (a: SavedTable, b: SavedTable): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The saved tables with this one in, replacing any of the same name, in name order. */
export function withTable(tables: SavedTable[], table: SavedTable): SavedTable[] {
	return [...tables.filter((t) => !sameName(t.name, table.name)), table].sort((a, b) => a.name.localeCompare(b.name));
}

export const withoutTable = (tables: SavedTable[], name: string): SavedTable[] => tables.filter((t) => !sameName(t.name, name));

/** What the phone kept under the settings key: every table it can read; one it cannot is left out, never thrown. */
export function readSavedTables(raw: unknown): SavedTable[] {
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((entry) => {
		const read = readSavedTable(entry);
		return read.ok ? [read.value] : [];
	});
}
