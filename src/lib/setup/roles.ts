import { PRESETS } from '$lib/engine/presets';
import type { PresetId, RoleCounts, RoleId } from '$lib/engine/types';

/**
 * The roles to deal, as setup decides them: the suggestion while the host follows it; the host's counts once they
 * set one; `clocked`'s mafia count, while on Auto, still follows the table size beside switches set by hand.
 */
export function countsToDeal(preset: PresetId, suggestion: RoleCounts, hand: RoleCounts | null, mafiaAuto: boolean): RoleCounts {
	if (!hand) return suggestion;
	return mafiaAuto && PRESETS[preset].rules.roleSetup === 'switches' ? { ...hand, mafia: suggestion.mafia } : hand;
}

/** The most of one role the stepper offers: the engine deals at most one of each special role. */
export const mostOf = (preset: PresetId, role: RoleId): number => (role === 'mafia' || role === 'villager' ? PRESETS[preset].rules.players.max : 1);

/** Whether the seats are a number the rule set plays, so its suggestion (or fixed table) can be shown. */
export function seatsPlayed(preset: PresetId, players: number): boolean {
	const { min, max } = PRESETS[preset].rules.players;
	return players >= min && players <= max;
}

/** The roles as the host set them: null while they follow the suggestion; `clocked`'s mafia count on Auto or not. */
export interface HandRoles {
	counts: RoleCounts | null;
	mafiaAuto: boolean;
}

/** `clocked`'s mafia count chosen: Auto follows the table size again; a number holds whatever the table size. */
export const withMafia = (counts: RoleCounts, suggestion: RoleCounts, count: number | 'auto'): HandRoles => ({
	counts: { ...counts, mafia: count === 'auto' ? suggestion.mafia : count },
	mafiaAuto: count === 'auto'
});

/** One role's count set by hand (a switch is 0 or 1): never below none. */
export const withRole = (counts: RoleCounts, role: RoleId, count: number): RoleCounts => ({ ...counts, [role]: Math.max(count, 0) });
