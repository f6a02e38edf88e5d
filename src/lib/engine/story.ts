import { alsoWonLine, griefLine, isolateName, morningLine, revealLine, shotLine, silencedLine, successorLine, tallyLine, verdictLine, winnersLine } from './announce';
import { viewFor } from './view';
import type { GameState } from './types';
import { m } from '../paraglide/messages.js';

/**
 * The game as the table heard it, oldest first: each night's outcome, each vote's tally
 * and result, the winning side and any extra winners. Built from the table's view, so it never tells a secret.
 */
export function tableStory(state: GameState): string[] {
	const view = viewFor(state, { kind: 'table' });
	const nameOf = (seat: number) => isolateName(view.players[seat]?.name ?? m.refusal_replay_seat({ seat: seat + 1 }));
	const lines: string[] = [];
	for (const entry of view.log) {
		if (entry.kind === 'night') {
			const deaths = entry.deaths.map((seat) => ({
				name: nameOf(seat),
				role: state.revealed.includes(seat) ? state.players[seat].role : undefined
			}));
			lines.push(m.refusal_replay_night({ night: entry.night, line: morningLine(deaths, view.names) }));
			if (entry.grief?.length) lines.push(m.refusal_replay_night({ night: entry.night, line: griefLine(entry.grief.map(nameOf)) }));
			if (entry.silenced != null) {
				lines.push(m.refusal_replay_night({ night: entry.night, line: silencedLine(nameOf(entry.silenced)) }));
			}
		} else if (entry.kind === 'lastAct' && entry.act === 'successor') {
			lines.push(m.refusal_replay_verdict({ day: entry.day, line: successorLine(nameOf(entry.target)) }));
		} else if (entry.kind === 'lastAct') {
			// The Hunter's shot is public: he is named with his role, as the screen names him.
			const named = (seat: number) => ({ name: nameOf(seat), role: state.revealed.includes(seat) ? state.players[seat].role : undefined });
			const landed = entry.deaths.includes(entry.target);
			lines.push(m.refusal_replay_verdict({ day: entry.day, line: shotLine(named(entry.by), named(entry.target), landed, view.names) }));
			const grief = entry.deaths.filter((seat) => seat !== entry.target);
			if (grief.length > 0) lines.push(m.refusal_replay_verdict({ day: entry.day, line: griefLine(grief.map(nameOf)) }));
		} else if (entry.kind === 'reveal') {
			lines.push(m.refusal_replay_reveal({ day: entry.day, yes: entry.yes, voters: entry.voters, line: revealLine(entry, view.names) }));
		} else {
			const revote = entry.round === 2;
			const out = entry.outcome.kind === 'out' ? entry.outcome.seat : null;
			const revealed = out !== null && state.revealed.includes(out) ? state.players[out].role : undefined;
			const outNamed = out !== null ? { name: nameOf(out), role: revealed } : null;
			const tally = { day: entry.day, line: tallyLine(entry.tally, entry.abstained, nameOf) };
			const verdict = { day: entry.day, line: verdictLine(entry.outcome, outNamed, nameOf, view.names) };
			lines.push(revote ? m.refusal_replay_tally_revote(tally) : m.refusal_replay_tally(tally));
			lines.push(revote ? m.refusal_replay_verdict_revote(verdict) : m.refusal_replay_verdict(verdict));
			if (entry.grief?.length) lines.push(m.refusal_replay_verdict({ day: entry.day, line: griefLine(entry.grief.map(nameOf)) }));
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
