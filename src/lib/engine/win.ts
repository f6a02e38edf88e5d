import { ROLES } from './roles';
import type { GameState, Player, Seat, Team, Win } from './types';

/** Living mafia and living others (neutrals and the Serial Killer count among the others), and the Serial Killers among them. */
export function headcount(players: Player[]): { mafia: number; others: number; serial: number } {
	let mafia = 0;
	let others = 0;
	let serial = 0;
	for (const p of players) {
		if (!p.alive) continue;
		if (ROLES[p.role].countsAsMafia) mafia++;
		else others++;
		if (ROLES[p.role].team === 'serial') serial++;
	}
	return { mafia, others, serial };
}

/**
 * The side whose condition holds now, else null. While a Serial Killer lives neither the town nor the mafia can
 * win: he wins alone once at most one other player is alive. With him dead: the town when no mafia is alive, the
 * mafia at parity.
 */
export function sideThatWon(players: Player[]): Team | null {
	const { mafia, others, serial } = headcount(players);
	if (serial > 0) return mafia + others <= 2 ? 'serial' : null;
	return mafia === 0 ? 'town' : mafia >= others ? 'mafia' : null;
}

/** `storyteller`'s Seductresses alive at the end: they win, whoever else does. */
const livingSeductresses = (state: GameState): Seat[] =>
	state.players.filter((p) => p.role === 'seductress' && p.alive).map((p) => p.seat);

const inSeatOrder = (seats: Seat[]) => [...new Set(seats)].sort((a, b) => a - b);

/** The side's seats and the extra winners beside them, as one `Win`; `also` only when there are some. */
function win(side: Team, sideSeats: Seat[], extra: Seat[]): Win {
	const members = inSeatOrder(sideSeats);
	const also = inSeatOrder(extra).filter((seat) => !members.includes(seat));
	const seats = inSeatOrder([...members, ...also]);
	return also.length ? { side, seats, also } : { side, seats };
}

/**
 * The winner the moment a side's condition holds, else null. Every member of the winning
 * side wins, dead or alive; `storyteller`'s extra winners (the Seductress alive at the end,
 * every Jester voted out) join them. A Jester voted out ends the game on the spot when
 * "jester ends the game" is on: the Jesters are then the winning side.
 */
export function checkWinner(state: GameState): Win | null {
	// Cupid's Lovers of opposite sides: the last two alive, they win together and alone, as a side: a Jester
	// voted out earlier keeps his win beside them, as he does beside every other side (RULES.md).
	const lovers = crossedLovers(state);
	if (lovers && lovers.every((seat) => state.players[seat].alive) && state.players.filter((p) => p.alive).length === 2) {
		return win('lovers', lovers, [...livingSeductresses(state), ...state.jestersOut]);
	}
	const jesterEnds = state.config.options.jesterEndsGame && state.jestersOut.length > 0;
	const side = sideThatWon(state.players);
	// A Jester's vote-out that also leaves the Mafia at parity ends the game with both wins: the
	// Mafia's side and the Jester (an extra winner), not the Jester alone.
	if (!side) return jesterEnds ? win('neutral', state.jestersOut, livingSeductresses(state)) : null;
	// Lovers of opposite sides count as their cards say for the sides' conditions, but win with no side.
	const sideSeats = state.players.filter((p) => ROLES[p.role].team === side && !lovers?.includes(p.seat)).map((p) => p.seat);
	return win(side, sideSeats, [...livingSeductresses(state), ...state.jestersOut]);
}

/** The Lovers when Cupid linked two players of opposite sides (RULES.md: they play for each other then); else null. */
export function crossedLovers(state: GameState): [Seat, Seat] | null {
	const lovers = state.lovers;
	if (!lovers) return null;
	const [a, b] = lovers.map((seat) => ROLES[state.players[seat].role].team);
	return a === b ? null : lovers;
}

