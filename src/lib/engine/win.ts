import { ROLES } from './roles';
import type { GameState, Player, Seat, Team, Win } from './types';

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

/** The side whose condition holds now: town when no mafia is alive, mafia at parity; else null. */
export function sideThatWon(players: Player[]): Team | null {
	const { mafia, others } = headcount(players);
	return mafia === 0 ? 'town' : mafia >= others ? 'mafia' : null;
}

/**
 * `storyteller`'s extra winners, whoever won: the Seductress if she is alive at the end,
 * and every Jester who was voted out.
 */
function extraWinners(state: GameState): Seat[] {
	const seductresses = state.players.filter((p) => p.role === 'seductress' && p.alive).map((p) => p.seat);
	return [...seductresses, ...state.jestersOut];
}

const inSeatOrder = (seats: Seat[]) => [...new Set(seats)].sort((a, b) => a - b);

/**
 * The winner the moment a side's condition holds, else null. Every member of the winning
 * side wins, dead or alive; the extra winners join them. A Jester voted out ends the game
 * on the spot when "jester ends the game" is on.
 */
export function checkWinner(state: GameState): Win | null {
	const jesterEnds = state.config.options.jesterEndsGame && state.jestersOut.length > 0;
	const side = sideThatWon(state.players);
	// A Jester's vote-out that also leaves the Mafia at parity ends the game with both wins: the
	// Mafia's side and the Jester (an extra winner), not the Jester alone.
	if (!side) return jesterEnds ? { side: 'neutral', seats: inSeatOrder(extraWinners(state)) } : null;
	const sideSeats = state.players.filter((p) => ROLES[p.role].team === side).map((p) => p.seat);
	return { side, seats: inSeatOrder([...sideSeats, ...extraWinners(state)]) };
}

export const isOver = (state: GameState): boolean => state.phase.kind === 'ended';
