import { listNames, morningLine, tallyLine, verdictLine } from '$lib/engine/announce';
import { namesFor, type Names } from '$lib/engine/names';
import { currentWake, detectiveAnswer } from '$lib/engine/night';
import type { GameState, RoleId, Seat, TimedAction } from '$lib/engine/types';

/**
 * A finished game read back step by step, as the narrator saw it: every role and every secret pick in words, since
 * the game is over. Pure: the history screen replays the record to any step and asks for these lines.
 */

const namesOf = (state: GameState): Names => namesFor(state.config.preset, state.config.theme);
const nameOf = (state: GameState) => (seat: Seat | null) => (seat === null ? 'nobody' : (state.players[seat]?.name ?? '?'));
const roleOf = (state: GameState, seat: Seat) => namesOf(state).roles[state.players[seat].role].one;
const withRole = (state: GameState, seat: Seat) => `${nameOf(state)(seat)} (${roleOf(state, seat)})`;
const group = (names: Names, role: RoleId, n: number) => (n === 1 ? names.roles[role].one : names.roles[role].many);

export function winnerWords(state: GameState): string {
	if (!state.winner) return 'The game is over.';
	const team = namesOf(state).teams[state.winner.side];
	const winners = listNames(state.winner.seats.map(nameOf(state)));
	return `${team} win${team.endsWith('s') ? '' : 's'}: ${winners}.`;
}

function pickLine(before: GameState, action: Extract<TimedAction, { type: 'night.pick' }>): string {
	const names = namesOf(before);
	const target = nameOf(before)(action.target);
	if (action.by === 'all') {
		const phase = before.phase;
		const actors = phase.kind === 'night' ? (currentWake(phase)?.actors ?? []) : [];
		return `The ${group(names, action.role, 2)} (${listNames(actors.map(nameOf(before)))}) all picked ${target}.`;
	}
	const who = withRole(before, action.by);
	if (action.target === null) return `${who} chose nobody.`;
	switch (action.role) {
		case 'mafia':
			return `${who} picked ${target}.`;
		case 'doctor':
			return `${who} covered ${target}.`;
		case 'detective': {
			const answer = detectiveAnswer(before, action.target);
			const mafia = names.roles.mafia.one;
			return `${who} checked ${target}: ${answer === 'mafia' ? `a ${mafia}` : `not a ${mafia}`}.`;
		}
		default:
			return `${who} pointed at ${target}.`;
	}
}

/** What one step did, in the narrator's words: `before` is the game just before it, `after` just after. */
export function stepLine(before: GameState, action: TimedAction, after: GameState): string {
	const names = namesOf(before);
	const name = nameOf(before);
	switch (action.type) {
		case 'card.seen':
			return `${name(action.seat)} read their card: ${roleOf(before, action.seat)}.`;
		case 'night.start':
			return after.phase.kind === 'night' ? `Night ${after.phase.night} began: everyone closed their eyes.` : 'The night began.';
		case 'night.pick':
			return pickLine(before, action);
		case 'night.next': {
			if (after.phase.kind === 'morning') {
				const deaths = after.phase.deaths.map((seat) => ({ name: nameOf(after)(seat), role: after.players[seat].role }));
				return `The night ended. ${morningLine(deaths, names)}`;
			}
			const wake = before.phase.kind === 'night' ? currentWake(before.phase) : undefined;
			if (!wake) return 'The next role was woken.';
			const who = group(names, wake.role, Math.max(wake.actors.length, 1));
			return wake.forShow ? `The ${who} were called for show: none alive.` : `The ${who} went back to sleep.`;
		}
		case 'morning.continue':
			return after.phase.kind === 'talk' ? `Day ${after.phase.day}: the talk began.` : `The game ended. ${winnerWords(after)}`;
		case 'clock.pause':
			return 'The talk clock was paused.';
		case 'clock.resume':
			return 'The talk clock ran again.';
		case 'talk.end':
			return 'The talk ended and the vote opened.';
		case 'ballot.cast': {
			const vote = action.target === null ? `${name(action.voter)} abstained.` : `${name(action.voter)} voted for ${name(action.target)}.`;
			if (after.phase.kind !== 'verdict') return vote;
			const { tally, abstained, outcome } = after.phase;
			const out = outcome.kind === 'out' ? { name: name(outcome.seat), role: before.players[outcome.seat].role } : null;
			return `${vote} The vote closed: ${tallyLine(tally, abstained, name)}. ${verdictLine(outcome, out, name, names)}`;
		}
		case 'verdict.continue':
			if (after.phase.kind === 'ballot') return `The tied players face a revote: ${listNames(after.phase.candidates.map(name))}.`;
			if (after.phase.kind === 'dusk') return `Night ${after.phase.night} was about to fall.`;
			return `The game ended. ${winnerWords(after)}`;
	}
}

/** Where the game stood after a step, for the narrator. */
export function standingLine(state: GameState): string {
	const names = namesOf(state);
	const name = nameOf(state);
	const phase = state.phase;
	switch (phase.kind) {
		case 'deal':
			return `The cards are going round: ${name(phase.next)} is next.`;
		case 'dusk':
			return `Night ${phase.night} is about to fall.`;
		case 'night': {
			const wake = currentWake(phase);
			if (!wake) return `Night ${phase.night}.`;
			return `Night ${phase.night}: the ${group(names, wake.role, Math.max(wake.actors.length, 1))} ${wake.forShow ? 'are called for show' : 'are awake'}.`;
		}
		case 'morning':
			return `The morning after night ${phase.night}.`;
		case 'talk':
			return `Day ${phase.day}: the talk.`;
		case 'ballot': {
			const voted = Object.keys(phase.votes).length;
			return `Day ${phase.day}: the ${phase.round === 2 ? 'revote' : 'vote'}, ${voted} of ${phase.voters.length} voted.`;
		}
		case 'verdict':
			return `Day ${phase.day}: the result of the ${phase.round === 2 ? 'revote' : 'vote'}.`;
		case 'ended':
			return winnerWords(state);
	}
}
