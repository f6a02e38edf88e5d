import { ROLES } from './roles';
import type { GameState, Player, Win } from './types';

/** Living mafia and living others (neutrals count among the others). */
export function headcount(players: Player[]): { mafia: number; others: number } {
	let mafia = 0;
	let others = 0;
	for (const p of players) {
		if (!p.alive) continue;
		if (ROLES[p.role].countsAsMafia) mafia++;
		else others++;
	}
	return { mafia, others };
}

/**
 * The winner the moment a side's condition holds, else null. Town: no mafia alive.
 * Mafia: living mafia at least as many as everyone else alive. Every member of the
 * winning side wins, dead or alive.
 */
export function checkWinner(players: Player[]): Win | null {
	const { mafia, others } = headcount(players);
	const side = mafia === 0 ? 'town' : mafia >= others ? 'mafia' : null;
	if (!side) return null;
	return { side, seats: players.filter((p) => ROLES[p.role].team === side).map((p) => p.seat) };
}

export const isOver = (state: GameState): boolean => state.phase.kind === 'ended';
