import { alsoWonLine, isolateName, listNames, morningLine, revealLine, sideWinners, silencedLine, tallyLine, verdictLine, winningSideName } from '$lib/engine/announce';
import { namesFor, type Names } from '$lib/engine/names';
import { currentWake, detectiveAnswer } from '$lib/engine/night';
import { actOf } from '$lib/engine/round';
import { detectiveFinding } from '$lib/script/detective';
import type { GameState, RoleId, Seat, TimedAction } from '$lib/engine/types';

/**
 * A finished game read back step by step, as the narrator saw it: every role and every secret pick in words, since
 * the game is over. Pure: the history screen replays the record to any step and asks for these lines.
 */

const namesOf = (state: GameState): Names => namesFor(state.config.preset, state.config.theme);
// Every name set in a line is isolated, so a right-to-left name keeps the line's words in their order.
const nameOf = (state: GameState) => (seat: Seat | null) => (seat === null ? 'nobody' : isolateName(state.players[seat]?.name ?? '?'));
const roleOf = (state: GameState, seat: Seat) => namesOf(state).roles[state.players[seat].role].one;
const withRole = (state: GameState, seat: Seat) => `${nameOf(state)(seat)} (${roleOf(state, seat)})`;
const group = (names: Names, role: RoleId, n: number) => (n === 1 ? names.roles[role].one : names.roles[role].many);

export function winnerWords(state: GameState): string {
	if (!state.winner) return 'The game is over.';
	const side = winningSideName(state.winner, namesOf(state));
	const winners = listNames(sideWinners(state.winner).map(nameOf(state)));
	const also = alsoWonLine(state.winner, nameOf(state), (seat) => state.players[seat].role, namesOf(state));
	return `${side} win${side.endsWith('s') ? '' : 's'}: ${winners}.${also ? ` ${also}.` : ''}`;
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
			return `${who} checked ${target}: ${detectiveFinding(detectiveAnswer(before, action.target), names)}.`;
		}
		case 'lecter':
			return `${who} shielded ${target}.`;
		case 'seductress':
			return `${who} silenced ${target}.`;
		case 'sniper':
			return `${who} shot at ${target}.`;
		default:
			return `${who} pointed at ${target}.`;
	}
}

/**
 * Where the game went next, in words: the steps that only move the table on (a tap on Continue, a clock running
 * out) are told by what they led to.
 */
function movedOn(before: GameState, after: GameState): string {
	const names = namesOf(before);
	const name = nameOf(after);
	const phase = after.phase;
	switch (phase.kind) {
		case 'night': {
			const wake = before.phase.kind === 'night' ? currentWake(before.phase) : undefined;
			if (!wake) return `Night ${phase.night} went on.`;
			const who = group(names, wake.role, Math.max(wake.actors.length, 1));
			return wake.forShow ? `The ${who} were called for show: none alive.` : `The ${who} went back to sleep.`;
		}
		case 'round': {
			const next = phase.order[phase.at];
			return next === undefined ? `Night ${phase.night} went on.` : `The phone went on to ${name(next)}.`;
		}
		case 'morning': {
			const deaths = phase.deaths.map((seat) => ({ name: name(seat), role: after.players[seat].role }));
			const silenced = phase.silenced === null ? '' : ` ${silencedLine(name(phase.silenced))}`;
			return `The night ended. ${morningLine(deaths, names)}${silenced}`;
		}
		case 'lastWord':
			return `${name(phase.speakers[0])} has a last word.`;
		case 'countReveal':
			return `Day ${phase.day}: the table votes on whether to hear how many are left.`;
		case 'talk':
			return phase.day === 0 ? 'Day zero: everyone speaks once, in turn.' : `Day ${phase.day}: the talk began.`;
		case 'ballot':
			return phase.round === 2
				? `The tied players face a revote: ${listNames(phase.candidates.map(name))}.`
				: 'The talk ended and the vote opened.';
		case 'verdict': {
			const { tally, abstained, outcome } = phase;
			const out = outcome.kind === 'out' ? { name: name(outcome.seat), role: after.players[outcome.seat].role } : null;
			return `The vote closed: ${tallyLine(tally, abstained, name)}. ${verdictLine(outcome, out, name, names)}`;
		}
		case 'dusk':
			return `Night ${phase.night} was about to fall.`;
		case 'ended':
			return `The game ended. ${winnerWords(after)}`;
		case 'deal':
			return `${name(phase.next)} is next to read their card.`;
	}
}

/** What one step did, in the narrator's words: `before` is the game just before it, `after` just after. */
export function stepLine(before: GameState, action: TimedAction, after: GameState): string {
	const name = nameOf(before);
	switch (action.type) {
		case 'card.seen':
			return `${name(action.seat)} read their card: ${roleOf(before, action.seat)}.`;
		case 'night.start':
			if (after.phase.kind === 'round') return `Night ${after.phase.night} began: the phone goes round everyone.`;
			return after.phase.kind === 'night' ? `Night ${after.phase.night} began: everyone closed their eyes.` : 'The night began.';
		case 'round.take':
			return `${name(action.seat)} took the phone for their turn.`;
		case 'round.pick': {
			const act = before.phase.kind === 'round' ? actOf(before, action.seat, before.phase.night) : null;
			if (act !== null) return pickLine(before, { type: 'night.pick', role: act, by: action.seat, target: action.target, at: action.at });
			return `${withRole(before, action.seat)} suspects ${name(action.target)} most.`;
		}
		case 'round.pass':
			return movedOn(before, after);
		case 'night.pick':
			return pickLine(before, action);
		case 'ballot.cast': {
			const vote = action.target === null ? `${name(action.voter)} abstained.` : `${name(action.voter)} voted for ${name(action.target)}.`;
			return after.phase.kind === 'verdict' ? `${vote} ${movedOn(before, after)}` : vote;
		}
		case 'reveal.vote': {
			const result = after.phase.kind === 'countReveal' ? after.phase.result : null;
			return `${action.yes} said yes to the count reveal. ${result ? revealLine(result, namesOf(before)) : ''}`.trim();
		}
		case 'turn.next': {
			const turns = after.phase.kind === 'talk' ? after.phase.turns : null;
			if (!turns) return 'The next player spoke.';
			if (turns.replying && turns.reply !== null) return `${name(turns.reply)} replied, out of turn.`;
			const speaker = turns.order[turns.at];
			return speaker === undefined ? 'Everyone has spoken.' : `${name(speaker)}’s turn to speak.`;
		}
		case 'turn.reply':
			return `The speaker handed a reply to ${name(action.to)}.`;
		case 'clock.pause':
			return 'The clock was paused.';
		case 'clock.resume':
			return 'The clock ran again.';
		case 'clock.expire':
			return `Time ran out. ${movedOn(before, after)}`;
		case 'secrets.shown':
			return 'Every role was shown before the game was over: it could not go on.';
		case 'result.correct':
			return 'The narrator corrected a mis-tap: the game went back to before the last result was announced.';
		case 'night.next':
		case 'morning.continue':
		case 'word.next':
		case 'reveal.continue':
		case 'talk.end':
		case 'verdict.continue':
			return movedOn(before, after);
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
		case 'round': {
			const next = phase.order[phase.at];
			return next === undefined ? `Night ${phase.night}.` : `Night ${phase.night}: ${name(next)}'s turn, ${phase.at + 1} of ${phase.order.length}.`;
		}
		case 'morning':
			return `The morning after night ${phase.night}.`;
		case 'lastWord':
			return `Last words: ${name(phase.speakers[0])}.`;
		case 'countReveal':
			return `Day ${phase.day}: the count-reveal vote.`;
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
