import { PRESETS } from './presets';
import type { Checked, GameState, Outcome, Phase, Seat, Tally } from './types';
import { ok, refuse } from './types';

type BallotPhase = Extract<Phase, { kind: 'ballot' }>;

/** A ballot of the living voters over `candidates`, in seat order. */
export function openBallot(state: GameState, day: number, round: 1 | 2, candidates: Seat[]): GameState {
	const voters = state.players.filter((p) => p.alive).map((p) => p.seat);
	return { ...state, phase: { kind: 'ballot', day, round, candidates, voters, votes: {} } };
}

/** The next voter in seat order who has not voted: whom the phone goes to. */
export const nextVoter = (phase: BallotPhase): Seat | null =>
	phase.voters.find((v) => !(v in phase.votes)) ?? null;

/** Whether `voter` may cast this vote; null target is an abstention. */
export function checkVote(state: GameState, voter: Seat, target: Seat | null): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'ballot') return refuse('No vote is open.');
	const who = state.players[voter];
	if (!who) return refuse('There is no such player.');
	if (!phase.voters.includes(voter)) return refuse(`${who.name} cannot vote: the dead watch the vote but do not vote.`);
	if (voter in phase.votes) return refuse(`${who.name} has already voted.`);
	if (target === null) return ok(true);
	if (target === voter) return refuse(`${who.name} cannot vote for themselves.`);
	if (!phase.candidates.includes(target)) {
		const name = state.players[target]?.name ?? 'That player';
		return refuse(phase.round === 2 ? `Only the tied players can be voted on again; ${name} is not one of them.` : `${name} cannot be voted out.`);
	}
	return ok(true);
}

/** Counts the ballots: votes per candidate (zeros included) and how many abstained. */
export function tallyBallot(candidates: Seat[], votes: Record<Seat, Seat | null>): { tally: Tally; abstained: number } {
	const tally: Tally = Object.fromEntries(candidates.map((c) => [c, 0]));
	let abstained = 0;
	for (const target of Object.values(votes)) {
		if (target === null) abstained++;
		else tally[target] = (tally[target] ?? 0) + 1;
	}
	return { tally, abstained };
}

/** Who goes under the preset's rules: most (or a majority), a tie revoted once, abstentions that save. */
export function decideBallot(state: GameState, phase: BallotPhase, tally: Tally, abstained: number): Outcome {
	const rules = PRESETS[state.config.preset].rules.ballot;
	const top = Math.max(0, ...Object.values(tally));
	if (top === 0) return { kind: 'nobody', why: 'no-votes' };
	const leaders = Object.keys(tally).map(Number).filter((s) => tally[s] === top).sort((a, b) => a - b);
	if (rules.abstentionsSave && abstained >= top) return { kind: 'nobody', why: 'abstentions' };
	if (rules.threshold === 'majority' && top * 2 <= phase.voters.length) return { kind: 'nobody', why: 'no-majority' };
	if (leaders.length > 1) {
		return rules.tie === 'revote' && phase.round === 1 ? { kind: 'revote', tied: leaders } : { kind: 'nobody', why: 'tie' };
	}
	return { kind: 'out', seat: leaders[0] };
}

/** Casts one vote; the last vote closes the ballot and the verdict shows. */
export function castVote(state: GameState, voter: Seat, target: Seat | null): Checked<GameState> {
	const check = checkVote(state, voter, target);
	if (!check.ok) return check;
	const phase = state.phase as BallotPhase;
	const votes = { ...phase.votes, [voter]: target };
	const next: GameState = { ...state, phase: { ...phase, votes } };
	const done = phase.voters.every((v) => v in votes);
	return ok(done ? closeBallot(next) : next);
}

function closeBallot(state: GameState): GameState {
	const phase = state.phase as BallotPhase;
	const { tally, abstained } = tallyBallot(phase.candidates, phase.votes);
	const outcome = decideBallot(state, phase, tally, abstained);
	const out = outcome.kind === 'out' ? outcome.seat : null;
	const players = state.players.map((p) => (p.seat === out ? { ...p, alive: false } : p));
	const reveal = out !== null && state.config.options.revealOnVoteOut;
	return {
		...state,
		players,
		revealed: reveal ? [...state.revealed, out] : state.revealed,
		log: [
			...state.log,
			{ kind: 'vote', day: phase.day, round: phase.round, ballots: phase.votes, tally, abstained, outcome }
		],
		phase: { kind: 'verdict', day: phase.day, round: phase.round, tally, abstained, outcome }
	};
}
