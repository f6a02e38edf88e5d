import { isolateName } from './announce';
import { openBallot, castVote, closeBallot, votingSeats } from './ballot';
import { pauseClock, resumeClock, startClock, timeLeft } from './clock';
import { checkTurnEnd, currentWake, pick, resolveNight, startNight, wakeClock } from './night';
import { rulesOf } from './presets';
import { checkCallLength } from './call-length';
import { chooseInTurn, isRoundNight, passTurn, startRound, takeTurn } from './round';
import { redoBallot, redoRound } from './redo';
import { namesFor } from './names';
import { shuffle, streamFor } from './random';
import { checkWinner, headcount } from './win';
import { owedShot, startLastAct, takeShot, type LastActPhase } from './chain';
import { changed, withPhase } from './state';
import type { Action, Checked, Clock, GameState, Phase, Seat, TimedAction } from './types';
import { ok, refuse } from './types';
import { roleWords } from '../i18n/grammar';
import { m } from '../paraglide/messages.js';

const livingSeats = (state: GameState) => state.players.filter((p) => p.alive).map((p) => p.seat);

/** After a morning or a vote: the game ends the moment a side has won, once every Hunter owed a shot has taken it. */
const withWinCheck = (state: GameState): GameState => changed(state, { winner: owedShot(state) === null ? checkWinner(state) : null });

/** `godfather` counts a day zero and a night zero; the others start with night 1 and day 1. */
const nightAfterDay = (state: GameState, day: number) => (rulesOf(state.config).dayZero ? day : day + 1);
const dayAfterNight = (state: GameState, night: number) => (rulesOf(state.config).dayZero ? night + 1 : night);

const resultClock = (state: GameState, at: number): Clock | null =>
	state.config.options.resultSeconds ? startClock(state.config.options.resultSeconds * 1000, at) : null;

/** The talk: a clock where the preset has one, and (`godfather`) each living player in turn, reshuffled daily. */
function startTalk(state: GameState, day: number, at: number): GameState {
	const seconds = state.config.options.talkSeconds;
	const turns = rulesOf(state.config).turns
		? { order: shuffle(livingSeats(state), streamFor(state.config.seed, `day-${day}-order`)), at: 0, reply: null, replying: false, handed: [] }
		: null;
	const clock = seconds && !turns ? startClock(seconds * 1000, at) : null;
	return withPhase(state, { kind: 'talk', day, clock, turns });
}

/** Before a day (`godfather`): the count-reveal vote when somebody has been eliminated since the last reveal. */
function startDay(state: GameState, day: number, at: number): GameState {
	const { reveals } = state;
	if (rulesOf(state.config).countReveal && day >= 1 && reveals.due && reveals.left > 0) {
		return withPhase(state, { kind: 'countReveal', day, result: null });
	}
	return startTalk(state, day, at);
}

const dusk = (state: GameState, night: number): GameState => withPhase(state, { kind: 'dusk', night });

function afterMorning(state: GameState, at: number): GameState {
	const phase = state.phase as Extract<Phase, { kind: 'morning' }>;
	if (state.winner) return withPhase(state, { kind: 'ended' });
	const day = dayAfterNight(state, phase.night);
	// A Hunter killed in the night takes his shot now, before the win check and the day.
	return startLastAct(state, 'day', day, phase.deaths) ?? toTheDay(state, day, phase.deaths, at);
}

/** The day after a morning (and its chain): last words for the night's dead (`storyteller`), then the day. */
function toTheDay(state: GameState, day: number, dead: Seat[], at: number): GameState {
	const seconds = state.config.options.lastWordSeconds;
	if (seconds && dead.length > 0) {
		return withPhase(state, { kind: 'lastWord', speakers: dead, clock: startClock(seconds * 1000, at), then: 'day', day });
	}
	return startDay(state, day, at);
}

/** After a last act: the next one owed, or the win check and where the game was going. */
function afterLastAct(state: GameState, at: number): GameState {
	const phase = state.phase as LastActPhase;
	const speakers = [...phase.speakers, ...(phase.done?.deaths ?? [])];
	// Another shot owed comes first; then the win check; then a dead Mayor's successor, if the game goes on.
	const shot = owedShot(state) !== null ? startLastAct(state, phase.then, phase.day, speakers) : null;
	if (shot) return shot;
	const checked = withWinCheck(state);
	if (checked.winner) return { ...checked, phase: { kind: 'ended' } };
	const successor = startLastAct(checked, phase.then, phase.day, speakers);
	if (successor) return successor;
	if (phase.then === 'day') return toTheDay(checked, phase.day, speakers, at);
	return toTheNight(checked, phase.day, speakers, at);
}

function afterLastWord(state: GameState, at: number): GameState {
	const phase = state.phase as Extract<Phase, { kind: 'lastWord' }>;
	const speakers = phase.speakers.slice(1);
	if (speakers.length > 0) {
		const seconds = state.config.options.lastWordSeconds ?? 0;
		return withPhase(state, { ...phase, speakers, clock: startClock(seconds * 1000, at) });
	}
	return phase.then === 'day' ? startDay(state, phase.day, at) : dusk(state, nightAfterDay(state, phase.day));
}

function afterVerdict(state: GameState, at: number): GameState {
	const phase = state.phase as Extract<Phase, { kind: 'verdict' }>;
	if (state.winner) return withPhase(state, { kind: 'ended' });
	if (phase.outcome.kind === 'revote') return openBallot(state, phase.day, 2, phase.outcome.tied, at);
	const out = phase.outcome.kind === 'out' ? [phase.outcome.seat] : [];
	// A Hunter voted out (or dead of grief) takes his shot before the win check and the night.
	return startLastAct(state, 'night', phase.day, out) ?? toTheNight(state, phase.day, out, at);
}

/** The night after a vote (and its chain): the voted-out's last word, unless silenced today; then dusk. */
function toTheNight(state: GameState, day: number, out: Seat[], at: number): GameState {
	const seconds = state.config.options.lastWordSeconds;
	const speakers = out.filter((seat) => seat !== state.silenced);
	if (seconds && speakers.length > 0) {
		return withPhase(state, { kind: 'lastWord', speakers, clock: startClock(seconds * 1000, at), then: 'night', day });
	}
	return dusk(state, nightAfterDay(state, day));
}

function nextWake(state: GameState, at: number): GameState {
	const phase = state.phase as Extract<Phase, { kind: 'night' }>;
	const step = phase.step + 1;
	if (step < phase.wakes.length) {
		// Field by field, not {...phase}: spreading the phase here cost the engine a fifth of its speed (npm run bench).
		// Required<…> makes a field added to the phase, optional or not, a type error here rather than a dropped field.
		const { kind, night, wakes, picks } = phase;
		const next: Required<Extract<Phase, { kind: 'night' }>> = { kind, night, step, wakes, picks, clock: wakeClock(state, at), began: at };
		return withPhase(state, next);
	}
	const resolved = withWinCheck(resolveNight(state));
	const morning = resolved.phase as Extract<Phase, { kind: 'morning' }>;
	return withPhase(resolved, { ...morning, clock: resultClock(state, at) });
}

function endTalk(state: GameState, at: number): GameState {
	const phase = state.phase as Extract<Phase, { kind: 'talk' }>;
	// Day zero is introductions only: no vote, night zero follows.
	if (rulesOf(state.config).dayZero && phase.day === 0) return dusk(state, 0);
	return openBallot(state, phase.day, 1, livingSeats(state), at);
}

function closeVote(state: GameState, at: number): GameState {
	return withWinCheck(closeBallot(state, at));
}

/** The current phase's clock, if it has one. */
export function clockOf(phase: Phase): Clock | null {
	return 'clock' in phase ? phase.clock : null;
}

/** When each action may be taken, as the refusal says it (a function: the words are made in the table's language). */
const WHEN: Record<Action['type'], () => string> = {
	'card.seen': m.refusal_when_card_seen,
	'night.start': m.refusal_when_night_start,
	'night.pick': m.refusal_when_night,
	'night.next': m.refusal_when_night,
	'morning.continue': m.refusal_when_morning,
	'word.next': m.refusal_when_last_word,
	'reveal.vote': m.refusal_when_reveal_vote,
	'reveal.continue': m.refusal_when_reveal_continue,
	'turn.next': m.refusal_when_turns,
	'turn.reply': m.refusal_when_turns,
	'clock.pause': m.refusal_when_clock_running,
	'clock.resume': m.refusal_when_clock_paused,
	'clock.expire': m.refusal_when_clock_out,
	'talk.end': m.refusal_when_talk,
	'ballot.cast': m.refusal_when_ballot,
	'ballot.redo': m.refusal_when_ballot,
	'round.take': m.refusal_when_round,
	'round.pick': m.refusal_when_round,
	'round.pass': m.refusal_when_round,
	'round.redo': m.refusal_when_round,
	'verdict.continue': m.refusal_when_verdict,
	'last.pick': m.refusal_when_last_act,
	'last.continue': m.refusal_when_last_act,
	'result.correct': m.refusal_when_record_only,
	'secrets.shown': m.refusal_when_not_over
};

/**
 * The one reducer of the game: a table action and its time in, the next state or the
 * reason it is refused out. Replaying a record is folding this over its actions.
 */
export function applyAction(state: GameState, action: TimedAction): Checked<GameState> {
	const phase = state.phase;
	const at = action.at;
	const wrongTime = () => refuse<GameState>((WHEN[action.type] ?? m.refusal_when_later)());
	if (state.secretsShown !== undefined) return refuse(m.refusal_game_roles_shown());
	switch (action.type) {
		case 'card.seen': {
			if (phase.kind !== 'deal') return wrongTime();
			if (action.seat !== phase.next) {
				return refuse(m.refusal_deal_turn({ name: isolateName(state.players[phase.next].name) }));
			}
			const next = phase.next + 1;
			if (next < state.players.length) return ok(withPhase(state, { kind: 'deal', next }));
			return ok(rulesOf(state.config).dayZero ? startTalk(state, 0, at) : dusk(state, 1));
		}
		case 'night.start':
			if (phase.kind !== 'dusk') return wrongTime();
			return ok(isRoundNight(state) ? startRound(state, phase.night) : startNight(state, phase.night, at));
		case 'night.pick': {
			if (phase.kind !== 'night') return wrongTime();
			if (phase.clock && timeLeft(phase.clock, at) === 0) {
				const wake = currentWake(phase);
				const names = namesFor(state.config.preset, state.config.theme).roles;
				// "the Doctor", "the Mafia": one holder is named in the singular.
				if (!wake) return refuse(m.refusal_night_time_up());
				const words = roleWords(names[wake.role]);
				return refuse(wake.actors.length > 1 ? m.refusal_night_time_up_many(words) : m.refusal_night_time_up_one(words));
			}
			return pick(state, action.role, action.by, action.target, action.act ?? null);
		}
		case 'night.next': {
			if (phase.kind !== 'night') return wrongTime();
			const end = checkTurnEnd(state);
			if (!end.ok) return end;
			const long = checkCallLength(state, at);
			return long.ok ? ok(nextWake(state, at)) : long;
		}
		case 'morning.continue':
			if (phase.kind !== 'morning') return wrongTime();
			return ok(afterMorning(state, at));
		case 'word.next':
			if (phase.kind !== 'lastWord') return wrongTime();
			return ok(afterLastWord(state, at));
		case 'reveal.vote': {
			if (phase.kind !== 'countReveal' || phase.result) return wrongTime();
			// A show of hands of those with a vote: a Village Idiot who lost his vote raises none.
			const voters = votingSeats(state).length;
			if (!Number.isInteger(action.yes) || action.yes < 0 || action.yes > voters) {
				return refuse(m.refusal_reveal_count({ voters }));
			}
			const revealed = action.yes * 2 > voters;
			const { mafia, others } = headcount(state.players);
			return ok(changed(state, {
				reveals: revealed ? { left: state.reveals.left - 1, due: false } : state.reveals,
				log: [...state.log, { kind: 'reveal', day: phase.day, yes: action.yes, voters, revealed, mafia, others }],
				phase: { ...phase, result: revealed ? { revealed, mafia, others } : { revealed, mafia: 0, others: 0 } }
			}));
		}
		case 'reveal.continue':
			if (phase.kind !== 'countReveal' || !phase.result) return wrongTime();
			return ok(startTalk(state, phase.day, at));
		case 'turn.next': {
			if (phase.kind !== 'talk' || !phase.turns) return wrongTime();
			const t = phase.turns;
			if (t.at >= t.order.length) return refuse(m.refusal_turn_all_spoken());
			const turns =
				t.reply !== null && !t.replying ? { ...t, replying: true } : { ...t, at: t.at + 1, reply: null, replying: false };
			return ok(withPhase(state, { ...phase, turns }));
		}
		case 'turn.reply': {
			if (phase.kind !== 'talk' || !phase.turns) return wrongTime();
			const t = phase.turns;
			const speaker = t.order[t.at];
			const to = state.players[action.to];
			if (speaker === undefined) return refuse(m.refusal_turn_all_spoken());
			if (t.replying) return refuse(m.refusal_turn_reply_again());
			if (t.reply !== null || t.handed.includes(speaker)) {
				return refuse(m.refusal_turn_reply_handed({ name: isolateName(state.players[speaker].name) }));
			}
			if (!to || !to.alive || action.to === speaker) return refuse(m.refusal_turn_reply_to());
			return ok(withPhase(state, { ...phase, turns: { ...t, reply: action.to, handed: [...t.handed, speaker] } }));
		}
		case 'clock.pause':
		case 'clock.resume': {
			const clock = clockOf(phase);
			if (!clock) return refuse(m.refusal_clock_none());
			const next = action.type === 'clock.pause' ? pauseClock(clock, at) : resumeClock(clock, at);
			return ok(withPhase(state, { ...phase, clock: next } as Phase));
		}
		case 'clock.expire': {
			const clock = clockOf(phase);
			if (!clock || timeLeft(clock, at) > 0) return refuse(m.refusal_clock_not_out());
			switch (phase.kind) {
				case 'night':
					return ok(nextWake(state, at));
				case 'morning':
					return ok(afterMorning(state, at));
				case 'lastWord':
					return ok(afterLastWord(state, at));
				case 'talk':
					return ok(endTalk(state, at));
				case 'ballot':
					return ok(closeVote(state, at));
				case 'verdict':
					return ok(afterVerdict(state, at));
				default:
					return wrongTime();
			}
		}
		case 'talk.end':
			if (phase.kind !== 'talk') return wrongTime();
			return ok(endTalk(state, at));
		case 'ballot.cast': {
			if (phase.kind === 'talk' && phase.day === 0) return refuse(m.refusal_ballot_day_zero());
			if (phase.kind !== 'ballot') return wrongTime();
			if (phase.clock && timeLeft(phase.clock, at) === 0) return refuse(m.refusal_ballot_time_up());
			const cast = castVote(state, action.voter, action.target, at);
			return cast.ok && cast.value.phase.kind === 'verdict' ? ok(withWinCheck(cast.value)) : cast;
		}
		case 'ballot.redo':
			if (phase.kind !== 'ballot') return wrongTime();
			return redoBallot(state, at);
		case 'round.take':
			if (phase.kind !== 'round') return wrongTime();
			return takeTurn(state, action.seat, at);
		case 'round.pick':
			if (phase.kind !== 'round') return wrongTime();
			return chooseInTurn(state, action.seat, action.target);
		case 'round.pass': {
			if (phase.kind !== 'round') return wrongTime();
			const passed = passTurn(state, at);
			if (!passed.ok || passed.value.phase.kind !== 'morning') return passed;
			// The morning is announced as after any night: the win check, and the rule set's result clock.
			const morning = withWinCheck(passed.value);
			return ok(withPhase(morning, { ...(morning.phase as Extract<Phase, { kind: 'morning' }>), clock: resultClock(state, at) }));
		}
		case 'round.redo':
			if (phase.kind !== 'round') return wrongTime();
			return redoRound(state);
		case 'verdict.continue':
			if (phase.kind !== 'verdict') return wrongTime();
			return ok(afterVerdict(state, at));
		case 'last.pick': {
			if (phase.kind !== 'lastAct') return wrongTime();
			// The shot is announced with its result, as a morning or a verdict is: the game is won then, if it is.
			const taken = takeShot(state, action.target);
			return taken.ok ? ok(withWinCheck(taken.value)) : taken;
		}
		case 'last.continue':
			if (phase.kind !== 'lastAct') return wrongTime();
			if (!phase.done) return refuse(m.refusal_last_shot_owed({ name: isolateName(state.players[phase.by].name) }));
			return ok(afterLastAct(state, at));
		case 'result.correct':
			// A correction rewinds the record; only `replay` can apply it (see record.ts).
			return wrongTime();
		case 'secrets.shown':
			if (phase.kind === 'ended') return wrongTime();
			return ok(changed(state, { secretsShown: at }));
		default:
			return refuse(m.refusal_action_unknown({ type: (action as { type: string }).type }));
	}
}

