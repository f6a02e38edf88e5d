import { openBallot, castVote } from './ballot';
import { pauseClock, resumeClock, startClock } from './clock';
import { pick, resolveNight, startNight } from './night';
import { checkWinner } from './win';
import type { Action, Checked, GameState, TimedAction } from './types';
import { ok, refuse } from './types';

const livingSeats = (state: GameState) => state.players.filter((p) => p.alive).map((p) => p.seat);

/** After a morning or a vote: the game ends the moment a side has won. */
function withWinCheck(state: GameState): GameState {
	return { ...state, winner: checkWinner(state.players) };
}

const WHEN: Record<Action['type'], string> = {
	'card.seen': 'while the cards are being read',
	'night.start': 'before a night',
	'night.pick': 'at night',
	'night.next': 'at night',
	'morning.continue': 'in the morning',
	'clock.pause': 'while a clock runs',
	'clock.resume': 'while a clock is paused',
	'talk.end': 'during the talk',
	'ballot.cast': 'during a vote',
	'verdict.continue': 'after a vote'
};

/**
 * The one reducer of the game: a table action and its time in, the next state or the
 * reason it is refused out. Replaying a record is folding this over its actions.
 */
export function applyAction(state: GameState, action: TimedAction): Checked<GameState> {
	const phase = state.phase;
	const wrongTime = () => refuse<GameState>(`That can only happen ${WHEN[action.type] ?? 'later'}.`);
	switch (action.type) {
		case 'card.seen': {
			if (phase.kind !== 'deal') return wrongTime();
			if (action.seat !== phase.next) {
				return refuse(`It is ${state.players[phase.next].name}'s turn to read their card.`);
			}
			const next = phase.next + 1;
			return ok({
				...state,
				phase: next < state.players.length ? { kind: 'deal', next } : { kind: 'dusk', night: 1 }
			});
		}
		case 'night.start':
			if (phase.kind !== 'dusk') return wrongTime();
			return ok(startNight(state, phase.night));
		case 'night.pick':
			if (phase.kind !== 'night') return wrongTime();
			return pick(state, action.role, action.by, action.target);
		case 'night.next': {
			if (phase.kind !== 'night') return wrongTime();
			const step = phase.step + 1;
			if (step < phase.wakes.length) return ok({ ...state, phase: { ...phase, step } });
			return ok(withWinCheck(resolveNight(state)));
		}
		case 'morning.continue': {
			if (phase.kind !== 'morning') return wrongTime();
			if (state.winner) return ok({ ...state, phase: { kind: 'ended' } });
			const seconds = state.config.options.talkSeconds;
			const clock = seconds ? startClock(seconds * 1000, action.at) : null;
			return ok({ ...state, phase: { kind: 'talk', day: phase.night, clock } });
		}
		case 'clock.pause':
		case 'clock.resume': {
			if (phase.kind !== 'talk' || !phase.clock) return refuse('No clock is running.');
			const clock = action.type === 'clock.pause' ? pauseClock(phase.clock, action.at) : resumeClock(phase.clock, action.at);
			return ok({ ...state, phase: { ...phase, clock } });
		}
		case 'talk.end':
			if (phase.kind !== 'talk') return wrongTime();
			return ok(openBallot(state, phase.day, 1, livingSeats(state)));
		case 'ballot.cast': {
			if (phase.kind !== 'ballot') return wrongTime();
			const cast = castVote(state, action.voter, action.target);
			return cast.ok && cast.value.phase.kind === 'verdict' ? ok(withWinCheck(cast.value)) : cast;
		}
		case 'verdict.continue': {
			if (phase.kind !== 'verdict') return wrongTime();
			if (state.winner) return ok({ ...state, phase: { kind: 'ended' } });
			if (phase.outcome.kind === 'revote') return ok(openBallot(state, phase.day, 2, phase.outcome.tied));
			return ok({ ...state, phase: { kind: 'dusk', night: phase.day + 1 } });
		}
		default:
			return refuse(`Unknown action "${(action as { type: string }).type}".`);
	}
}
