import { estimateBalance, type BalanceEstimate } from '$lib/balance/estimate';
import { isPresetId, PRESETS } from '$lib/engine/presets';
import { ROLE_ORDER } from '$lib/engine/roles';
import { checkRoles, withVillagers } from '$lib/engine/setup';
import type { PresetId, RoleCounts } from '$lib/engine/types';

/**
 * The table an estimate is for, as one string, or null while the rules refuse the seats or the counts
 * (names play no part). Setup rebuilds its counts on every keystroke in a name; keyed on this string, the
 * estimate reruns only when the table itself changes.
 */
export function balanceTable(preset: PresetId, players: number, counts: RoleCounts): string | null {
	const { min, max } = PRESETS[preset].rules.players;
	if (players < min || players > max) return null;
	const dealt = withVillagers(counts, players);
	if (checkRoles(preset, players, dealt).length > 0) return null;
	return JSON.stringify([preset, ROLE_ORDER.map((role) => dealt[role] ?? 0)]);
}

/** The estimate for a table made by balanceTable. */
export function estimateTable(table: string): BalanceEstimate {
	const [preset, counts] = JSON.parse(table) as [unknown, number[]];
	if (!isPresetId(preset)) throw new Error(`Not a table from balanceTable: ${table}`);
	return estimateBalance(preset, Object.fromEntries(ROLE_ORDER.map((role, i) => [role, counts[i]])));
}
