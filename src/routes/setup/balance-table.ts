import { estimateBalance, type BalanceEstimate } from '$lib/balance/estimate';
import { readCustomRules } from '$lib/engine/custom-rules';
import { configOfTable, isPresetId, PRESETS, type RuleTable } from '$lib/engine/presets';
import { ROLE_ORDER } from '$lib/engine/roles';
import { checkRoles, withVillagers } from '$lib/engine/setup';
import type { RoleCounts } from '$lib/engine/types';

/**
 * The table an estimate is for, as one string, or null while the rules refuse the seats or the counts
 * (names play no part). Setup rebuilds its counts on every keystroke in a name; keyed on this string, the
 * estimate reruns only when the table itself changes. A custom table's rules are part of it (its name is not).
 */
export function balanceTable(table: RuleTable, players: number, counts: RoleCounts): string | null {
	const { preset, custom } = configOfTable(table);
	const { min, max } = PRESETS[preset].rules.players;
	if (players < min || players > max) return null;
	const dealt = withVillagers(counts, players);
	if (checkRoles(table, players, dealt).length > 0) return null;
	return JSON.stringify([preset, ROLE_ORDER.map((role) => dealt[role] ?? 0), preset === 'custom' ? (custom?.rules ?? null) : null]);
}

/** The estimate for a table made by balanceTable. */
export function estimateTable(key: string): BalanceEstimate {
	const [preset, counts, rules] = JSON.parse(key) as [unknown, number[], unknown];
	if (!isPresetId(preset)) throw new Error(`Not a table from balanceTable: ${key}`);
	const custom = rules === null ? null : readCustomRules(rules);
	const table: RuleTable = custom?.ok ? { preset, custom: { name: '', rules: custom.value } } : preset;
	return estimateBalance(table, Object.fromEntries(ROLE_ORDER.map((role, i) => [role, counts[i]])));
}
