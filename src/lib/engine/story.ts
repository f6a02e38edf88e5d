import { alsoWonLine, isolateName, morningLine, revealLine, silencedLine, tallyLine, verdictLine, winnersLine } from './announce';
import { viewFor } from './view';
import type { GameState } from './types';

/**
 * The game as the table heard it, oldest first: each night's outcome, each vote's tally
 * and result, the winning side and any extra winners. Built from the table's view, so it never tells a secret.
 */
export function tableStory(state: GameState): string[] {
	const view = viewFor(state, { kind: 'table' });
	const nameOf = (seat: number) => isolateName(view.players[seat]?.name ?? `Seat ${seat + 1}`);
	const lines: string[] = [];
	for (const entry of view.log) {
		if (entry.kind === 'night') {
			const deaths = entry.deaths.map((seat) => ({
				name: nameOf(seat),
				role: state.revealed.includes(seat) ? state.players[seat].role : undefined
			}));
			lines.push(`Night ${entry.night}: ${morningLine(deaths, view.names)}`);
			if (entry.silenced != null) {
				lines.push(`Night ${entry.night}: ${silencedLine(nameOf(entry.silenced))}`);
			}
		} else if (entry.kind === 'reveal') {
			lines.push(`Day ${entry.day}, count reveal: ${entry.yes} of ${entry.voters} said yes. ${revealLine(entry, view.names)}`);
		} else {
			const label = `Day ${entry.day}${entry.round === 2 ? ', revote' : ''}`;
			const out = entry.outcome.kind === 'out' ? entry.outcome.seat : null;
			const revealed = out !== null && state.revealed.includes(out) ? state.players[out].role : undefined;
			const outNamed = out !== null ? { name: nameOf(out), role: revealed } : null;
			lines.push(`${label}: ${tallyLine(entry.tally, entry.abstained, nameOf)}.`);
			lines.push(`${label}: ${verdictLine(entry.outcome, outNamed, nameOf, view.names)}`);
		}
	}
	if (state.winner) {
		lines.push(winnersLine(state.winner, nameOf, view.names));
		// The game is decided (its end screen shows every role): each extra winner is named with the role that won.
		const also = alsoWonLine(state.winner, nameOf, (seat) => state.players[seat].role, view.names);
		if (also) lines.push(also);
	}
	return lines;
}
