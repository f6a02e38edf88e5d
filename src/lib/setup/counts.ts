import { m } from '$lib/paraglide/messages.js';
import { PRESETS } from '$lib/engine/presets';
import { namesFor, type RoleName, type ThemeNames } from '$lib/engine/names';
import { ROLE_ORDER } from '$lib/engine/roles';
import type { PresetId, RoleCounts, RoleId } from '$lib/engine/types';

/** Roles the host sets a count for: every role of the preset but the Villagers, who are whoever is left. */
export const countedRoles = (preset: PresetId): RoleId[] =>
	ROLE_ORDER.filter((role) => role !== 'villager' && PRESETS[preset].rules.roles.includes(role));

/** "2 Killers", "1 Doctor": a count of one role, in the preset's words (or the chosen theme's). */
export const roleCount = (count: number, name: RoleName): string =>
	m.pages_setup_role_count({ count, one: name.one, many: name.many });

/** "2 Killers, 1 Detective, 1 Doctor": the counts in the preset's words (or the chosen theme's), roles with none left out. */
export function countWords(preset: PresetId, counts: RoleCounts, theme?: ThemeNames): string {
	const names = namesFor(preset, theme).roles;
	return countedRoles(preset)
		.filter((role) => (counts[role] ?? 0) > 0)
		.map((role) => roleCount(counts[role] ?? 0, names[role]))
		.join(', ');
}
