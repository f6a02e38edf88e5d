import { isolateName } from './announce';
import { rulesOf } from './presets';
import { startClock } from './clock';
import { griefOf } from './chain';
import { changed, withPhase } from './state';
import type { Checked, GameState, LogEntry, Outcome, Phase, Seat, Tally } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

type BallotPhase = Extract<Phase, { kind: 'ballot' }>;

/** Whether a player has lost their vote for the rest of the game (a Village Idiot voted out once). */
export const isVoteless = (state: GameState, seat: Seat): boolean => state.voteless?.includes(seat) ?? false;

/** Who has a vote at all: the living, but for those who lost it. The count-reveal vote counts these. */
export const votingSeats = (state: GameState): Seat[] =>
	state.players.filter((p) => p.alive && !isVoteless(state, p.seat)).map((p) => p.seat);

/** A ballot of the living voters over `candidates`, in seat order; the silenced and the voteless do not vote. */
export function openBallot(state: GameState, day: number, round: 1 | 2, candidates: Seat[], at: number): GameState {
	const voters = votingSeats(state).filter((seat) => seat !== state.silenced);
	const seconds = state.config.options.voteSeconds;
	const clock = seconds ? startClock(seconds * 1000, at) : null;
	return withPhase(state, { kind: 'ballot', day, round, candidates, voters, votes: {}, clock });
}

/** The next voter in seat order who has not voted: whom the phone goes to. */
export const nextVoter = (phase: BallotPhase): Seat | null =>
	phase.voters.find((v) => !(v in phase.votes)) ?? null;

/** Whether `voter` may cast this vote; null target is an abstention. */
export function checkVote(state: GameState, voter: Seat, target: Seat | null): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'ballot') return refuse(m.refusal_ballot_closed());
	const who = state.players[voter];
	if (!who) return refuse(m.refusal_seat_unknown());
	if (voter === state.silenced) return refuse(m.refusal_ballot_silenced({ name: isolateName(who.name) }));
	if (who.alive && isVoteless(state, voter)) return refuse(m.refusal_ballot_voteless({ name: isolateName(who.name) }));
	if (!phase.voters.includes(voter)) return refuse(m.refusal_ballot_dead({ name: isolateName(who.name) }));
	if (voter in phase.votes) return refuse(m.refusal_ballot_voted({ name: isolateName(who.name) }));
	if (target === null) return ok(true);
	if (target === voter) return refuse(m.refusal_ballot_self({ name: isolateName(who.name) }));
	if (!phase.candidates.includes(target)) {
		const name = isolateName(state.players[target]?.name ?? m.refusal_player_fallback());
		return refuse(phase.round === 2 ? m.refusal_ballot_not_tied({ name }) : m.refusal_ballot_not_candidate({ name }));
	}
	return ok(true);
}

/** Counts the ballots of `voters`: votes per candidate (zeros included) and how many abstained. Plain loops over the
 * seats: this runs at every ballot of every replay, and Object.entries/fromEntries cost the engine a tenth of its
 * speed (`npm run bench`); a for…in over seat keys makes a string of each. */
export function tallyBallot(candidates: Seat[], voters: Seat[], votes: Record<Seat, Seat | null>): { tally: Tally; abstained: number } {
	const tally: Tally = {};
	for (const c of candidates) tally[c] = 0;
	let abstained = 0;
	for (const voter of voters) {
		const target = votes[voter];
		if (target === undefined) continue;
		if (target === null) abstained++;
		else tally[target] = (tally[target] ?? 0) + 1;
	}
	return { tally, abstained };
}

/** Who goes under the preset's rules: most (or a majority), a tie revoted once, abstentions that save. */
export function decideBallot(state: GameState, phase: BallotPhase, tally: Tally, abstained: number): Outcome {
	const rules = rulesOf(state.config).ballot;
	// Over the candidates, not for…in over the tally: every vote is for one of them (checkVote).
	let top = 0;
	for (const seat of phase.candidates) top = Math.max(top, tally[seat]);
	if (top === 0) return { kind: 'nobody', why: 'no-votes' };
	const leaders: Seat[] = [];
	for (const seat of phase.candidates) if (tally[seat] === top) leaders.push(seat);
	leaders.sort((a, b) => a - b);
	if (rules.abstentionsSave && abstained >= top) return { kind: 'nobody', why: 'abstentions' };
	if (rules.threshold === 'majority' && top * 2 <= phase.voters.length) return { kind: 'nobody', why: 'no-majority' };
	if (leaders.length > 1) {
		// The Mayor's vote breaks a tie: the one of the tied he voted for goes, whatever the rule set's tie rule.
		const mayor = state.mayor;
		const chosen = mayor !== undefined && state.players[mayor]?.alive ? phase.votes[mayor] : undefined;
		if (chosen !== undefined && chosen !== null && leaders.includes(chosen)) return { kind: 'out', seat: chosen, mayor: true };
		return rules.tie === 'revote' && phase.round === 1 ? { kind: 'revote', tied: leaders } : { kind: 'nobody', why: 'tie' };
	}
	return { kind: 'out', seat: leaders[0] };
}

/** Casts one vote; the last vote closes the ballot and the verdict shows. */
export function castVote(state: GameState, voter: Seat, target: Seat | null, at: number): Checked<GameState> {
	const check = checkVote(state, voter, target);
	if (!check.ok) return check;
	const phase = state.phase as BallotPhase;
	// The votes so far and this one, copied voter by voter: a spread of an object keyed by seats is a slow copy,
	// and counting them here says whether this was the last vote. (Seat keys enumerate in seat order either way.)
	const votes: Record<Seat, Seat | null> = {};
	let cast = 0;
	for (const v of phase.voters) {
		if (v === voter) votes[v] = target;
		else if (v in phase.votes) votes[v] = phase.votes[v];
		else continue;
		cast++;
	}
	// Field by field, not {...phase}: spreading the phase here cost the engine a fifth of its speed (npm run bench).
	// Required<…> makes a field added to the phase, optional or not, a type error here rather than a dropped field;
	// a vote started again keeps saying so (`redone` is there only then, so a ballot keeps the keys it had).
	const { kind, day, round, candidates, voters, clock, redone } = phase;
	const ballot: Required<Omit<BallotPhase, 'redone'>> = { kind, day, round, candidates, voters, votes, clock };
	const next = withPhase(state, redone === undefined ? ballot : { ...ballot, redone });
	return ok(cast === phase.voters.length ? closeBallot(next, at) : next);
}

/**
 * Closes the ballot with the votes cast (the last vote, or the vote clock's end: who did
 * not vote counts for nobody). A Die-hard voted out the first time stays — "nobody leaves",
 * and nobody is told why. A Village Idiot voted out the first time stays too, in the open: his
 * card is shown and he votes no more; voted out again, he goes. A Jester voted out has won.
 */
export function closeBallot(state: GameState, at: number): GameState {
	const phase = state.phase as BallotPhase;
	const { tally, abstained } = tallyBallot(phase.candidates, phase.voters, phase.votes);
	let outcome = decideBallot(state, phase, tally, abstained);
	let absorbed: Seat | null = null;
	if (outcome.kind === 'out' && state.players[outcome.seat].role === 'diehard' && !state.absorbed.includes(outcome.seat)) {
		absorbed = outcome.seat;
		outcome = { kind: 'nobody', why: 'stays' };
	}
	const idiot = outcome.kind === 'out' && state.players[outcome.seat].role === 'idiot' && !isVoteless(state, outcome.seat) ? outcome.seat : null;
	if (idiot !== null) outcome = { kind: 'idiot', seat: idiot };
	const out = outcome.kind === 'out' ? outcome.seat : null;
	// The voted-out's Lover dies of grief at once, in the same step.
	const grief = out === null ? [] : griefOf(state, [out]);
	const gone = out === null ? [] : [out, ...grief];
	const players = state.players.map((p) => (gone.includes(p.seat) ? { ...p, alive: false } : p));
	const reveal = out !== null && state.config.options.revealOnVoteOut;
	const shown = reveal ? gone : idiot !== null ? [idiot] : [];
	const jester = out !== null && state.players[out].role === 'jester';
	// A Wolf Cub voted out (or dead of grief): the killers take two victims on the coming night.
	const cub = gone.some((seat) => state.players[seat].role === 'wolfcub');
	const seconds = state.config.options.resultSeconds;
	const entry: Extract<LogEntry, { kind: 'vote' }> = { kind: 'vote', day: phase.day, round: phase.round, ballots: phase.votes, tally, abstained, outcome, absorbed };
	if (grief.length > 0) entry.grief = grief;
	return changed(state, {
		players,
		absorbed: absorbed !== null ? [...state.absorbed, absorbed] : state.absorbed,
		jestersOut: jester ? [...state.jestersOut, out] : state.jestersOut,
		cubAvenged: cub ? true : undefined,
		// The table is told the cards of the players voted out under reveal (a Lover's grief too), and of a Village Idiot who stays (once).
		revealed: [...state.revealed, ...shown.filter((seat) => !state.revealed.includes(seat))],
		voteless: idiot !== null ? [...(state.voteless ?? []), idiot] : undefined,
		reveals: { ...state.reveals, due: state.reveals.due || out !== null },
		log: [...state.log, entry],
		phase: {
			kind: 'verdict',
			day: phase.day,
			round: phase.round,
			tally,
			abstained,
			outcome,
			clock: seconds ? startClock(seconds * 1000, at) : null
		}
	});
}
