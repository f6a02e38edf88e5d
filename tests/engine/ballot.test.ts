import { describe, it, expect } from 'vitest';
import {
	tableStory,
	viewFor,
	type GameOptions,
	type GameState,
	type RoleId,
	type Seat
} from '../../src/lib/engine/index';
import { act, refusal, cast, NEXT, gameWith as dealtAs } from './helpers';


/** A classic game whose deal puts exactly these roles in these seats (see helpers.ts). */
const gameWith = (roles: RoleId[], options: Partial<GameOptions> = {}): GameState => dealtAs('classic', roles, options);
/** Casts the ballots in the order given. */
const vote = (s: GameState, ballots: [Seat, Seat | null][]) => act(s, ...ballots.map(([v, t]) => cast(v, t)));

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];

/** Day 1 ballot of the worked seating; Alice killed in the night unless `quiet`. */
function dayOne(options: Partial<GameOptions> = {}, quiet = false): GameState {
	let s = gameWith(SEVEN, options);
	s = act(s, ...s.players.map((p) => ({ type: 'card.seen' as const, seat: p.seat })), { type: 'night.start' });
	if (!quiet) s = act(s, { type: 'night.pick', role: 'mafia', by: 'all', target: ALICE });
	s = act(s, NEXT, NEXT, NEXT, { type: 'morning.continue' }, { type: 'talk.end' });
	expect(s.phase.kind).toBe('ballot');
	return s;
}
const ballot = (s: GameState) => {
	if (s.phase.kind !== 'ballot') throw new Error(`not a ballot but ${s.phase.kind}`);
	return s.phase;
};
const verdict = (s: GameState) => {
	if (s.phase.kind !== 'verdict') throw new Error(`not a verdict but ${s.phase.kind}`);
	return s.phase;
};
const story = (s: GameState) => tableStory(s).filter((l) => l.startsWith('Day'));

describe('who votes', () => {
	it('asks only the living, in seat order, for any living candidate', () => {
		const b = ballot(dayOne());
		expect(b.voters).toEqual([BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(b.candidates).toEqual([BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(b.round).toBe(1);
	});

	it("refuses a dead player's vote, saying why", () => {
		const s = dayOne();
		expect(refusal(s, cast(ALICE, BEN))).toMatch(/Alice cannot vote: the dead watch the vote but do not vote/);
		expect(refusal(s, cast(ALICE, null))).toMatch(/Alice cannot vote/);
	});

	it('refuses a vote for a dead player or a seat that does not exist', () => {
		const s = dayOne();
		expect(refusal(s, cast(BEN, ALICE))).toMatch(/Alice cannot be voted out/);
		expect(refusal(s, cast(BEN, 99))).toMatch(/cannot be voted out/);
		expect(refusal(s, cast(99, BEN))).toMatch(/no such player/);
	});

	it('refuses a second vote from the same player', () => {
		const s = vote(dayOne(), [[BEN, CARA]]);
		expect(refusal(s, cast(BEN, DEV))).toMatch(/Ben has already voted/);
		expect(refusal(s, cast(BEN, null))).toMatch(/Ben has already voted/);
	});

	it('refuses a vote for oneself', () => {
		expect(refusal(dayOne(), cast(CARA, CARA))).toMatch(/Cara cannot vote for themselves/);
	});

	it('keeps the ballot sealed until the last vote is in: the table sees who voted, never for whom', () => {
		const s = vote(dayOne(), [[BEN, CARA], [CARA, BEN]]);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toEqual({
			kind: 'ballot',
			day: 1,
			round: 1,
			candidates: [BEN, CARA, DEV, EVE, FINN, GUS],
			voters: [BEN, CARA, DEV, EVE, FINN, GUS],
			voted: [BEN, CARA],
			next: DEV,
			// Dev holds the phone: every candidate but himself, and he may abstain.
			choices: [{ seat: BEN }, { seat: CARA }, { seat: DEV, refused: 'Dev cannot vote for themselves.' }, { seat: EVE }, { seat: FINN }, { seat: GUS }],
			abstain: { ok: true },
			clock: null,
			silenced: null,
			voteless: [],
			// A redone vote is said to the whole table: none here.
			redone: 0
		});
		// Whom Ben and Cara voted for appears nowhere in what the table sees.
		expect(JSON.stringify(table.phase)).not.toMatch(/"votes"/);
		expect(table.log).toEqual([
			{ kind: 'night', night: 1, picks: [], target: null, covered: null, check: null, deaths: [ALICE], silenced: null }
		]);
	});
});

describe('who goes', () => {
	it('sends the player with most votes; an abstention counts for nobody', () => {
		const s = vote(dayOne(), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, null]]);
		const v = verdict(s);
		expect(v.tally).toEqual({ [BEN]: 3, [CARA]: 2, [DEV]: 0, [EVE]: 0, [FINN]: 0, [GUS]: 0 });
		expect(v.abstained).toBe(1);
		expect(v.outcome).toEqual({ kind: 'out', seat: BEN });
		expect(s.players[BEN].alive).toBe(false);
		expect(story(s)).toEqual(['Day 1: Ben 3, Cara 2, one abstained.', 'Day 1: Ben (Killer) goes.']);
	});

	it('lets the most votes win even when most voters abstain', () => {
		const s = vote(dayOne(), [[BEN, null], [CARA, null], [DEV, null], [EVE, null], [FINN, GUS], [GUS, null]]);
		expect(verdict(s).outcome).toEqual({ kind: 'out', seat: GUS });
		expect(verdict(s).abstained).toBe(5);
		expect(s.players[GUS].alive).toBe(false);
	});

	it('sends nobody when everyone abstains, and night falls', () => {
		let s = vote(dayOne(), [[BEN, null], [CARA, null], [DEV, null], [EVE, null], [FINN, null], [GUS, null]]);
		expect(verdict(s).outcome).toEqual({ kind: 'nobody', why: 'no-votes' });
		expect(s.players.filter((p) => p.alive)).toHaveLength(6);
		expect(story(s)).toEqual(['Day 1: 6 abstained.', 'Day 1: Nobody voted: nobody goes.']);
		s = act(s, { type: 'verdict.continue' });
		expect(s.phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('revotes a tie among the tied only, asking every living voter', () => {
		let s = vote(dayOne(), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null]]);
		expect(verdict(s).outcome).toEqual({ kind: 'revote', tied: [BEN, CARA] });
		expect(s.players.filter((p) => p.alive)).toHaveLength(6);
		expect(story(s).at(-1)).toBe('Day 1: A tie between Ben and Cara: vote again, between them only.');
		s = act(s, { type: 'verdict.continue' });
		const b = ballot(s);
		expect(b.round).toBe(2);
		expect(b.candidates).toEqual([BEN, CARA]);
		// Everyone living votes again, the tied and the abstainers included; the dead still do not.
		expect(b.voters).toEqual([BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(refusal(s, cast(FINN, GUS))).toMatch(/Only the tied players can be voted on again; Gus is not one of them/);
		expect(refusal(s, cast(FINN, DEV))).toMatch(/Dev is not one of them/);
		expect(refusal(s, cast(ALICE, BEN))).toMatch(/Alice cannot vote/);
		expect(refusal(s, cast(BEN, BEN))).toMatch(/cannot vote for themselves/);
		s = vote(s, [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, null]]);
		expect(verdict(s)).toMatchObject({ round: 2, outcome: { kind: 'out', seat: BEN }, abstained: 1 });
		expect(verdict(s).tally).toEqual({ [BEN]: 3, [CARA]: 2 });
		expect(s.players[BEN].alive).toBe(false);
		expect(story(s).slice(-2)).toEqual(['Day 1, revote: Ben 3, Cara 2, one abstained.', 'Day 1, revote: Ben (Killer) goes.']);
		expect(act(s, { type: 'verdict.continue' }).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('ties among three go to a revote among the three', () => {
		const s = vote(dayOne({}, true), [[ALICE, BEN], [BEN, CARA], [CARA, DEV], [DEV, BEN], [EVE, CARA], [FINN, DEV], [GUS, null]]);
		expect(verdict(s).outcome).toEqual({ kind: 'revote', tied: [BEN, CARA, DEV] });
		expect(ballot(act(s, { type: 'verdict.continue' })).candidates).toEqual([BEN, CARA, DEV]);
	});

	it('sends nobody on a second tie, and night falls', () => {
		let s = vote(dayOne(), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null]]);
		s = act(s, { type: 'verdict.continue' });
		s = vote(s, [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null]]);
		expect(verdict(s)).toMatchObject({ round: 2, outcome: { kind: 'nobody', why: 'tie' } });
		expect(s.players.filter((p) => p.alive).map((p) => p.seat)).toEqual([BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(story(s).at(-1)).toBe('Day 1, revote: A tie: nobody goes.');
		s = act(s, { type: 'verdict.continue' });
		expect(s.phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('a revote where everyone abstains sends nobody', () => {
		let s = vote(dayOne(), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null]]);
		s = act(s, { type: 'verdict.continue' });
		s = vote(s, [[BEN, null], [CARA, null], [DEV, null], [EVE, null], [FINN, null], [GUS, null]]);
		expect(verdict(s).outcome.kind).toBe('nobody');
		expect(s.players.filter((p) => p.alive)).toHaveLength(6);
	});
});

describe("naming the voted-out player's role", () => {
	const benGoes = (reveal: boolean) =>
		vote(dayOne({ revealOnVoteOut: reveal }), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, null]]);

	it('with reveal on, the role is revealed to the table with the verdict', () => {
		const s = benGoes(true);
		expect(s.revealed).toEqual([BEN]);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase.kind === 'verdict' ? table.phase.out : null).toEqual({ seat: BEN, name: 'Ben', alive: false, role: 'mafia' });
		expect(table.players[BEN].role).toBe('mafia');
		expect(table.players.filter((p) => p.role !== undefined).map((p) => p.seat)).toEqual([BEN]);
		expect(story(s).at(-1)).toBe('Day 1: Ben (Killer) goes.');
	});

	it('with reveal off, the table learns only the name', () => {
		const s = benGoes(false);
		expect(s.revealed).toEqual([]);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase.kind === 'verdict' ? table.phase.out : null).toEqual({ seat: BEN, name: 'Ben', alive: false });
		expect(table.players.every((p) => p.role === undefined)).toBe(true);
		expect(story(s).at(-1)).toBe('Day 1: Ben goes.');
		// Still not after the next night begins.
		const later = act(s, { type: 'verdict.continue' }, { type: 'night.start' });
		expect(viewFor(later, { kind: 'table' }).players.every((p) => p.role === undefined)).toBe(true);
	});
});
