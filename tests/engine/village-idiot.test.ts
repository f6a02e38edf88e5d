import { describe, expect, it } from 'vitest';
import {
	DEFAULT_CUSTOM_RULES,
	correctLastResult,
	createRecord,
	replay,
	undoLast,
	undoState,
	viewFor,
	type Action,
	type CustomRules,
	type GameOptions,
	type GameRecord,
	type GameState,
	type RoleId
} from '../../src/lib/engine/index';
import { MORNING, NEXT, TALK_END, VERDICT, act, cast, gameWith, lastLine, phaseOf, pick, readCards, refusal, startNight, vote } from './helpers';

/**
 * RULES.md "The custom table": the Village Idiot, voted out the first time, shows his card, stays, and cannot
 * vote for the rest of the game (the count-reveal vote included); voted out again, he goes.
 */

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
/** Alice and Finn Villagers, Ben and Gus the Mafia, Cara the Detective, Dev the Doctor, Eve the Village Idiot. */
const TABLE: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'idiot', 'villager', 'mafia'];

/** A custom game of these seats, under these rule changes and options. */
function customGame(seats: RoleId[], changes: Partial<CustomRules> = {}, options: Partial<GameOptions> = {}): GameState {
	const game = gameWith('custom', seats, options);
	return { ...game, config: { ...game.config, custom: { name: 'Friday table', rules: { ...DEFAULT_CUSTOM_RULES, ...changes } } } };
}

/** Night 1: the Mafia kill Alice, Dev covers himself, Cara checks Eve; then the morning and the talk. */
const NIGHT_ONE: Action[] = [pick('mafia', 'all', ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, EVE), NEXT];
const dayOne = (s: GameState) => act(startNight(readCards(s)), ...NIGHT_ONE, MORNING, TALK_END);

/** Day 1: four of the six vote Eve out. */
const EVE_OUT: [number, number][] = [[BEN, EVE], [CARA, EVE], [DEV, BEN], [EVE, BEN], [FINN, EVE], [GUS, EVE]];

/** Night 2 with nobody dead (Dev covers the Mafia's victim, Cara); then the morning and the talk. */
const quietNight = (s: GameState) =>
	act(s, VERDICT, { type: 'night.start' }, pick('mafia', 'all', CARA), NEXT, pick('doctor', DEV, CARA), NEXT, pick('detective', CARA, BEN), NEXT, MORNING);

describe('the Village Idiot voted out the first time', () => {
	it('stays alive, his card shown to the table, and the verdict says he votes no more', () => {
		const s = vote(dayOne(customGame(TABLE)), EVE_OUT);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'idiot', seat: EVE });
		expect(s.players[EVE].alive).toBe(true);
		expect(s.winner).toBeNull();
		expect(s.log.at(-1)).toMatchObject({ kind: 'vote', day: 1, outcome: { kind: 'idiot', seat: EVE } });
		const table = viewFor(s, { kind: 'table' });
		// The table knows his card now, and that he has no vote; nobody else's card.
		expect(table.phase).toMatchObject({ kind: 'verdict', out: null, idiot: { seat: EVE, name: 'Eve', alive: true, role: 'idiot', voteless: true } });
		expect(table.players.filter((p) => p.role).map((p) => p.name)).toEqual(['Eve']);
		expect(table.log.at(-1)).toMatchObject({ kind: 'vote', outcome: { kind: 'idiot', seat: EVE } });
		expect(lastLine(s)).toBe('Day 1: Eve is the Village Idiot, and stays in the game without a vote.');
	});

	it('is read by the Detective as not a killer, and has no night action', () => {
		const s = startNight(readCards(customGame(TABLE)));
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'doctor', 'detective']);
		const night = act(s, ...NIGHT_ONE).log.at(-1);
		expect(night?.kind === 'night' && night.check).toEqual({ by: CARA, target: EVE, answer: 'not-mafia' });
		expect(viewFor(s, { kind: 'seat', seat: EVE }).card).toMatchObject({
			team: 'town',
			does: 'No night action. Voted out the first time, your card is shown and you stay in the game, but you vote no more; voted out again, you go.'
		});
	});

	it('is off the voters of every later ballot, says why he may not vote, and may still be voted for', () => {
		let s = quietNight(vote(dayOne(customGame(TABLE)), EVE_OUT));
		s = act(s, TALK_END);
		const ballot = phaseOf(s, 'ballot');
		expect(ballot.voters).toEqual([BEN, CARA, DEV, FINN, GUS]);
		expect(ballot.candidates).toContain(EVE);
		expect(refusal(s, cast(EVE, BEN))).toBe('Eve has no vote for the rest of the game.');
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toMatchObject({ kind: 'ballot', voters: [BEN, CARA, DEV, FINN, GUS], voteless: [{ seat: EVE, name: 'Eve', role: 'idiot', voteless: true }] });
		// The last of the five voters closes the ballot: nobody waits for Eve.
		s = vote(s, [[BEN, CARA], [CARA, BEN], [DEV, BEN], [FINN, GUS], [GUS, CARA]]);
		expect(s.phase.kind).toBe('verdict');
		// A revote's voters leave him out too.
		s = act(s, VERDICT);
		expect(phaseOf(s, 'ballot')).toMatchObject({ round: 2, candidates: [BEN, CARA], voters: [BEN, CARA, DEV, FINN, GUS] });
	});

	it('raises no hand in the count-reveal vote: the show of hands counts the others', () => {
		let s = customGame(TABLE, { countReveal: true }, { countReveals: 2 });
		s = act(startNight(readCards(s)), ...NIGHT_ONE, MORNING);
		// Before: six alive, six hands.
		expect(viewFor(s, { kind: 'table' }).phase).toMatchObject({ kind: 'countReveal', voters: 6, voteless: [] });
		s = act(s, { type: 'reveal.vote', yes: 4 }, { type: 'reveal.continue' }, TALK_END);
		s = vote(s, EVE_OUT);
		// Night 2 takes Finn: the reveal is due again, with five alive and four hands.
		s = act(s, VERDICT, { type: 'night.start' }, pick('mafia', 'all', FINN), NEXT, pick('doctor', DEV, CARA), NEXT, pick('detective', CARA, BEN), NEXT, MORNING);
		expect(viewFor(s, { kind: 'table' }).phase).toMatchObject({ kind: 'countReveal', voters: 4, voteless: [{ seat: EVE, name: 'Eve' }] });
		expect(refusal(s, { type: 'reveal.vote', yes: 5 })).toBe('Between 0 and 4 players can say yes.');
		// Two of the four hands are not more than half; three are.
		expect(act(s, { type: 'reveal.vote', yes: 2 }).log.at(-1)).toMatchObject({ kind: 'reveal', day: 2, yes: 2, voters: 4, revealed: false });
		expect(act(s, { type: 'reveal.vote', yes: 3 }).log.at(-1)).toEqual({ kind: 'reveal', day: 2, yes: 3, voters: 4, revealed: true, mafia: 2, others: 3 });
	});
});

describe('a majority, with the Village Idiot voteless', () => {
	it('is more than half of the living voters, counted without him', () => {
		let s = quietNight(vote(dayOne(customGame(TABLE, { ballot: { threshold: 'majority', tie: 'revote', abstentionsSave: false } })), EVE_OUT));
		// Six alive, five voters: three votes are a majority of the voters, though not of the living.
		s = vote(act(s, TALK_END), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [FINN, BEN], [GUS, CARA]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
		expect(s.players.filter((p) => p.alive)).toHaveLength(5);
	});
});

describe('the Village Idiot voted out again', () => {
	it('goes as anyone does, named with the card the table already saw', () => {
		let s = quietNight(vote(dayOne(customGame(TABLE)), EVE_OUT));
		s = vote(act(s, TALK_END), [[BEN, EVE], [CARA, BEN], [DEV, EVE], [FINN, EVE], [GUS, EVE]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: EVE });
		expect(s.players[EVE].alive).toBe(false);
		expect(viewFor(s, { kind: 'table' }).phase).toMatchObject({ out: { seat: EVE, role: 'idiot' }, idiot: null });
		expect(lastLine(s)).toBe('Day 2: Eve (Village Idiot) goes.');
		// His card was shown once: the table's list of revealed cards holds it once.
		expect(s.revealed.filter((seat) => seat === EVE)).toHaveLength(1);
	});
});

describe('a tie with the Village Idiot among the tied', () => {
	it('is revoted with him still voting; the revote keeps him, and from then on he votes no more', () => {
		let s = vote(dayOne(customGame(TABLE)), [[BEN, EVE], [CARA, BEN], [DEV, BEN], [EVE, BEN], [FINN, EVE], [GUS, EVE]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'revote', tied: [BEN, EVE] });
		s = act(s, VERDICT);
		// He has not been voted out yet: he votes in the revote.
		expect(phaseOf(s, 'ballot')).toMatchObject({ round: 2, voters: [BEN, CARA, DEV, EVE, FINN, GUS] });
		s = vote(s, [[BEN, EVE], [CARA, BEN], [DEV, EVE], [EVE, BEN], [FINN, EVE], [GUS, EVE]]);
		expect(phaseOf(s, 'verdict')).toMatchObject({ round: 2, outcome: { kind: 'idiot', seat: EVE } });
		expect(lastLine(s)).toBe('Day 1, revote: Eve is the Village Idiot, and stays in the game without a vote.');
		s = act(quietNight(s), TALK_END);
		expect(phaseOf(s, 'ballot').voters).not.toContain(EVE);
	});
});

describe('the win check when he stays', () => {
	it('finds the killers short of parity because he is still in; had he been a Villager, they would have won', () => {
		const dayTwo = (eve: RoleId) => {
			const seats = TABLE.map((role, seat) => (seat === EVE ? eve : role));
			let s = act(startNight(readCards(customGame(seats, { ballot: { threshold: 'most', tie: 'nobody', abstentionsSave: false } }))), ...NIGHT_ONE, MORNING, TALK_END);
			// Day 1: a tie sends nobody.
			s = vote(s, [[BEN, CARA], [CARA, BEN], [DEV, null], [EVE, null], [FINN, null], [GUS, null]]);
			expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'tie' });
			// Night 2 takes Finn: Ben and Gus against Cara, Dev and Eve.
			s = act(s, VERDICT, { type: 'night.start' }, pick('mafia', 'all', FINN), NEXT, pick('doctor', DEV, CARA), NEXT, pick('detective', CARA, BEN), NEXT, MORNING, TALK_END);
			return vote(s, [[BEN, EVE], [CARA, EVE], [DEV, BEN], [EVE, BEN], [GUS, EVE]]);
		};
		const idiot = dayTwo('idiot');
		expect(phaseOf(idiot, 'verdict').outcome).toEqual({ kind: 'idiot', seat: EVE });
		expect(idiot.winner).toBeNull();
		expect(act(idiot, VERDICT).phase).toEqual({ kind: 'dusk', night: 3 });
		const villager = dayTwo('villager');
		expect(phaseOf(villager, 'verdict').outcome).toEqual({ kind: 'out', seat: EVE });
		expect(villager.winner).toMatchObject({ side: 'mafia' });
	});
});

/** A record of `config` with these actions, a second apart. */
function recordOf(s: GameState, actions: Action[]): GameRecord {
	const at = 1_800_000_000_000;
	return { ...createRecord(s.config, 'idiot-undo', at), actions: actions.map((a, i) => ({ ...a, at: at + (i + 1) * 1000 })) };
}
const replayed = (record: GameRecord) => {
	const game = replay(record);
	if (!game.ok) throw new Error(game.reason);
	return game.value;
};

describe('undo and correction across his first vote-out', () => {
	const start = customGame(TABLE);
	const cards: Action[] = start.players.map((p) => ({ type: 'card.seen', seat: p.seat }));
	const toVerdict: Action[] = [...cards, { type: 'night.start' }, ...NIGHT_ONE, MORNING, TALK_END, ...EVE_OUT.map(([v, t]) => cast(v, t))];

	it('undoes the tap after the verdict and keeps him voteless; correcting the verdict gives him back his vote and his secret', () => {
		const record = recordOf(start, [...toVerdict, VERDICT]);
		expect(replayed(record).voteless).toEqual([EVE]);
		const undone = undoLast(record);
		if (!undone.ok) throw new Error(undone.reason);
		const atVerdict = replayed(undone.value);
		expect(phaseOf(atVerdict, 'verdict').outcome).toEqual({ kind: 'idiot', seat: EVE });
		expect(atVerdict.voteless).toEqual([EVE]);
		// The verdict was announced: only a correction takes it back, to before the vote that closed the ballot.
		expect(undoState(undone.value).canUndo).toBe(false);
		const corrected = correctLastResult(undone.value, 1_900_000_000_000);
		if (!corrected.ok) throw new Error(corrected.reason);
		const back = replayed(corrected.value);
		expect(phaseOf(back, 'ballot').voters).toContain(EVE);
		expect(back.voteless ?? []).toEqual([]);
		expect(back.revealed).toEqual([]);
		expect(viewFor(back, { kind: 'table' }).players[EVE].role).toBeUndefined();
		// Gus votes otherwise: a tie, and Eve keeps her vote into the revote.
		const other = replayed({ ...corrected.value, actions: [...corrected.value.actions, { ...cast(GUS, BEN), at: 1_900_000_001_000 }] });
		expect(phaseOf(other, 'verdict').outcome).toEqual({ kind: 'revote', tied: [BEN, EVE] });
		expect(other.voteless).toBeUndefined();
	});

	it('replays a record of a game from before the Village Idiot exactly as it was: no voteless list appears', () => {
		const record = recordOf(start, toVerdict.slice(0, -1));
		const game = replayed(record);
		expect(game.voteless).toBeUndefined();
		expect('voteless' in game).toBe(false);
	});
});
