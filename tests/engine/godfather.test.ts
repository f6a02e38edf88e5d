import { describe, it, expect } from 'vitest';
import {
	checkRoles,
	checkTable,
	checkWinner,
	namesFor,
	replay,
	revealHeading,
	createRecord,
	suggestRoles,
	viewFor,
	wakesFor,
	type Action,
	type GameState,
	type RoleId,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';
import {
	MORNING,
	NEXT,
	TALK_END,
	VERDICT,
	act,
	alive,
	configFor,
	deaths,
	finishNight,
	gameFromSeed,
	gameWith,
	lastLine,
	phaseOf,
	pick,
	readCards,
	refusal,
	seatsOf,
	startNight,
	story,
	vote,
	wakeUp,
	winners
} from './helpers';

// `godfather` ("RPS Mafia", seeds/004). Seven players: Ben the Godfather, Eve Mafia, Cara Detective,
// Dev Doctor, Finn Sniper, Alice and Gus Citizens.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6, HANA = 7;
const SEVEN: RoleId[] = ['villager', 'godfather', 'detective', 'doctor', 'mafia', 'sniper', 'villager'];
// Eight players: Ben the Godfather, Eve and Hana Mafia, Cara Detective, Dev Doctor, Finn Sniper, Gus Die-hard, Alice Citizen.
const EIGHT: RoleId[] = ['villager', 'godfather', 'detective', 'doctor', 'mafia', 'sniper', 'diehard', 'mafia'];

const REVEAL_CONTINUE: Action = { type: 'reveal.continue' };
const revealVote = (yes: number): Action => ({ type: 'reveal.vote', yes });
const turnNext: Action = { type: 'turn.next' };
const reply = (to: Seat): Action => ({ type: 'turn.reply', to });

/** Everyone living abstains. */
const abstain = (s: GameState) => vote(s, phaseOf(s, 'ballot').voters.map((v) => [v, null]));
/** The cards, day zero, night zero: the game at day 1's talk. */
const day1 = (seats: RoleId[] = SEVEN) => act(readCards(gameWith('godfather', seats)), TALK_END, { type: 'night.start' }, NEXT, MORNING);
/** Day 1 with nobody voted out, then night 1. */
const night1 = (seats: RoleId[] = SEVEN) => startNight(act(abstain(act(day1(seats), TALK_END)), VERDICT));
/** The morning → (the count reveal, voted down) → the talk → the ballot. */
function toBallot(s: GameState): GameState {
	s = act(s, MORNING);
	if (s.phase.kind === 'countReveal') s = act(s, revealVote(0), REVEAL_CONTINUE);
	return act(s, TALK_END);
}

describe('godfather: the fixed table', () => {
	it.each([
		[5, { godfather: 1, doctor: 1, detective: 1, villager: 2 }],
		[6, { godfather: 1, mafia: 1, doctor: 1, detective: 1, villager: 2 }],
		[7, { godfather: 1, mafia: 1, doctor: 1, detective: 1, sniper: 1, villager: 2 }],
		[8, { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 1 }],
		[9, { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 2 }],
		[11, { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 4 }],
		[12, { godfather: 1, mafia: 2, lecter: 1, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 4 }]
	])('deals %i players the table of RULES.md', (n, roles) => {
		expect(suggestRoles('godfather', n)).toEqual(roles);
		expect(checkTable(configFor('godfather', roles, n))).toEqual([]);
	});

	it('cannot be changed, and says so', () => {
		const changed = { godfather: 1, mafia: 2, doctor: 1, detective: 1, villager: 2 };
		expect(checkRoles('godfather', 7, changed)).toContain('Godfather deals a fixed table for 7 players; it cannot be changed.');
		expect(checkRoles('godfather', 11, { ...suggestRoles('godfather', 11), lecter: 1, villager: 3 })).toContain(
			'Godfather deals a fixed table for 11 players; it cannot be changed.'
		);
	});

	it('seats 5 to 12 players and calls plain town players Citizens', () => {
		expect(checkTable(configFor('godfather', { godfather: 1, doctor: 1, detective: 1, villager: 1 }, 4)).join(' ')).toMatch(
			/Godfather needs at least 5 players; there are 4/
		);
		expect(namesFor('godfather').roles.villager.one).toBe('Citizen');
	});
});

describe('godfather: day zero and night zero', () => {
	it('after the cards, day zero: everyone speaks once in turn, with no clock', () => {
		const s = readCards(gameWith('godfather', SEVEN));
		const talk = phaseOf(s, 'talk');
		expect(talk).toMatchObject({ day: 0, clock: null, turns: { at: 0, reply: null, replying: false, handed: [] } });
		expect([...talk.turns!.order].sort()).toEqual([ALICE, BEN, CARA, DEV, EVE, FINN, GUS]);
	});

	it('day zero has no vote: its end is night zero', () => {
		const s = readCards(gameWith('godfather', SEVEN));
		expect(refusal(s, { type: 'ballot.cast', voter: ALICE, target: BEN })).toBe('Day zero has no vote: its talk ends with night zero.');
		expect(act(s, TALK_END).phase).toEqual({ kind: 'dusk', night: 0 });
	});

	it('the card shows no partners until the mafia have met on night zero', () => {
		let s = readCards(gameWith('godfather', SEVEN));
		expect(viewFor(s, { kind: 'seat', seat: BEN }).card?.partners).toEqual([]);
		expect(viewFor(s, { kind: 'seat', seat: EVE }).card?.partners).toEqual([]);
		s = act(s, TALK_END, { type: 'night.start' }, NEXT);
		expect(viewFor(s, { kind: 'seat', seat: BEN }).card?.partners).toEqual(['Eve']);
		expect(viewFor(s, { kind: 'seat', seat: EVE }).card?.partners).toEqual(['Ben']);
		expect(viewFor(s, { kind: 'seat', seat: CARA }).card?.partners).toEqual([]);
	});

	it('night zero: the mafia meet, nobody is picked, nobody else wakes, nobody dies', () => {
		const s = act(readCards(gameWith('godfather', SEVEN)), TALK_END, { type: 'night.start' });
		expect(phaseOf(s, 'night').wakes).toEqual([{ role: 'mafia', actors: [BEN, EVE], forShow: false, meeting: true }]);
		expect(refusal(s, pick('mafia', BEN, ALICE))).toBe('Tonight the Mafia only meet: nobody is picked.');
		expect(refusal(s, pick('doctor', DEV, ALICE))).toBe('The Doctor is not awake now.');
		const morning = act(s, NEXT);
		expect(morning.phase).toMatchObject({ kind: 'morning', night: 0, deaths: [] });
		expect(lastLine(morning)).toBe('Night 0: Nobody died in the night.');
	});

	it('then day 1, with no count reveal: nobody has been eliminated', () => {
		expect(day1().phase).toMatchObject({ kind: 'talk', day: 1 });
	});

	it('night 1 wakes every role: Mafia, Doctor, Detective, Sniper', () => {
		expect(wakesFor(night1()).map((w) => w.role)).toEqual(['mafia', 'doctor', 'detective', 'sniper']);
	});
});

describe("godfather: the mafia's kill", () => {
	it('the Godfather alone makes it; the Mafia’s pick is advice', () => {
		expect(deaths(finishNight(act(night1(), pick('mafia', EVE, GUS), pick('mafia', BEN, ALICE))))).toEqual([ALICE]);
		expect(deaths(finishNight(act(night1(), pick('mafia', EVE, GUS))))).toEqual([]);
	});

	it('the team sees the advisory pick, and who makes the kill', () => {
		const s = act(night1(), pick('mafia', EVE, GUS));
		const wake = viewFor(s, { kind: 'narrator' }).phase;
		expect(wake).toMatchObject({ kind: 'night', killer: BEN, picks: [{ by: EVE, target: GUS }] });
	});

	it('may not pick one of the mafia', () => {
		expect(refusal(night1(), pick('mafia', BEN, EVE))).toBe('Eve is one of the Mafia: pick somebody else.');
	});

	it('when the Godfather is dead, a living Mafia inherits the kill', () => {
		let s = act(day1(), TALK_END);
		s = vote(s, [[ALICE, BEN], [BEN, ALICE], [CARA, BEN], [DEV, BEN], [EVE, ALICE], [FINN, BEN], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
		s = startNight(act(s, VERDICT));
		expect(viewFor(s, { kind: 'narrator' }).phase).toMatchObject({ killer: EVE });
		expect(deaths(finishNight(act(s, pick('mafia', EVE, CARA))))).toEqual([CARA]);
	});

	it('of two Mafia, the first in seat order inherits it; the other’s pick stays advice', () => {
		let s = act(day1(EIGHT), TALK_END);
		s = vote(s, [[ALICE, BEN], [BEN, ALICE], [CARA, BEN], [DEV, BEN], [EVE, ALICE], [FINN, BEN], [GUS, BEN], [HANA, null]]);
		s = startNight(act(s, VERDICT));
		expect(viewFor(s, { kind: 'narrator' }).phase).toMatchObject({ killer: EVE });
		expect(deaths(finishNight(act(s, pick('mafia', HANA, CARA), pick('mafia', EVE, ALICE))))).toEqual([ALICE]);
	});
});

describe('godfather: the Detective and the Doctor', () => {
	it('the Godfather reads "not mafia"; a Mafia reads "mafia"', () => {
		const at = () => wakeUp(night1(), 'detective');
		expect(finishNight(act(at(), pick('detective', CARA, BEN))).log.at(-1)).toMatchObject({ check: { target: BEN, answer: 'not-mafia' } });
		expect(finishNight(act(at(), pick('detective', CARA, EVE))).log.at(-1)).toMatchObject({ check: { target: EVE, answer: 'mafia' } });
	});

	it('the Doctor may cover himself, not two nights running', () => {
		let s = finishNight(act(night1(), pick('mafia', BEN, DEV), NEXT, pick('doctor', DEV, DEV)));
		expect(deaths(s)).toEqual([]);
		s = wakeUp(startNight(act(abstain(toBallot(s)), VERDICT)), 'doctor');
		expect(refusal(s, pick('doctor', DEV, DEV))).toBe('Dev covered themselves last night: not two nights running.');
	});

	it('the Doctor may cover the same other player two nights running', () => {
		let s = finishNight(act(wakeUp(night1(), 'doctor'), pick('doctor', DEV, CARA)));
		s = startNight(act(abstain(toBallot(s)), VERDICT));
		s = finishNight(act(s, pick('mafia', BEN, CARA), NEXT, pick('doctor', DEV, CARA)));
		expect(deaths(s)).toEqual([]);
	});
});

describe('godfather: the Sniper', () => {
	const atSniper = () => wakeUp(night1(), 'sniper');

	it('may hold fire', () => {
		expect(deaths(finishNight(act(atSniper(), pick('sniper', FINN, null))))).toEqual([]);
		expect(deaths(finishNight(atSniper()))).toEqual([]);
	});

	it('a shot at a Mafia kills it', () => {
		expect(deaths(finishNight(act(atSniper(), pick('sniper', FINN, EVE))))).toEqual([EVE]);
	});

	it('the Godfather cannot be shot', () => {
		const s = finishNight(act(atSniper(), pick('sniper', FINN, BEN)));
		expect(deaths(s)).toEqual([]);
		expect(s.log.at(-1)).toMatchObject({ shot: { by: FINN, target: BEN } });
	});

	it('a shot at a town player kills the target and the Sniper', () => {
		const s = finishNight(act(atSniper(), pick('sniper', FINN, GUS)));
		expect(deaths(s)).toEqual([FINN, GUS]);
		expect(lastLine(s)).toBe('Night 1: Finn and Gus died in the night.');
	});

	it("the Doctor's cover does not stop the shot", () => {
		const s = finishNight(act(night1(), NEXT, pick('doctor', DEV, EVE), NEXT, NEXT, pick('sniper', FINN, EVE)));
		expect(deaths(s)).toEqual([EVE]);
	});

	it('may not shoot himself', () => {
		expect(refusal(atSniper(), pick('sniper', FINN, FINN))).toBe('Finn cannot pick themselves.');
	});
});

describe('godfather: Dr. Lecter (twelve players)', () => {
	// Seed 1's deal, whatever seats it gives.
	const twelve = () => gameFromSeed('godfather', suggestRoles('godfather', 12), 12, 1);
	const base = twelve();
	const [GF] = seatsOf(base, 'godfather');
	const [LECTER] = seatsOf(base, 'lecter');
	const [M1, M2] = seatsOf(base, 'mafia');
	const [SNIPER] = seatsOf(base, 'sniper');
	const [DET] = seatsOf(base, 'detective');
	const [CITIZEN] = seatsOf(base, 'villager');
	const night = () => {
		let s = act(readCards(twelve()), TALK_END, { type: 'night.start' });
		expect(phaseOf(s, 'night').wakes[0]).toMatchObject({ meeting: true, actors: [GF, LECTER, M1, M2].sort((a, b) => a - b) });
		s = act(s, NEXT, MORNING, TALK_END);
		return startNight(act(abstain(s), VERDICT));
	};

	it('wakes after the Mafia, before the Doctor', () => {
		expect(wakesFor(night()).map((w) => w.role)).toEqual(['mafia', 'lecter', 'doctor', 'detective', 'sniper']);
		expect(suggestRoles('godfather', 11).lecter).toBeUndefined();
	});

	it('shields a teammate from the Sniper', () => {
		const s = finishNight(act(wakeUp(night(), 'lecter'), pick('lecter', LECTER, M1), NEXT, NEXT, NEXT, pick('sniper', SNIPER, M1)));
		expect(deaths(s)).toEqual([]);
	});

	it('a shield on another teammate does not save the one shot', () => {
		const s = finishNight(act(wakeUp(night(), 'lecter'), pick('lecter', LECTER, M2), NEXT, NEXT, NEXT, pick('sniper', SNIPER, M1)));
		expect(deaths(s)).toEqual([M1]);
	});

	it('a Sniper can shoot Dr. Lecter himself', () => {
		const s = finishNight(act(wakeUp(night(), 'sniper'), pick('sniper', SNIPER, LECTER)));
		expect(deaths(s)).toEqual([LECTER]);
	});

	it('shields only a teammate, never himself or the town', () => {
		const s = wakeUp(night(), 'lecter');
		const name = (seat: Seat) => s.players[seat].name;
		expect(refusal(s, pick('lecter', LECTER, CITIZEN))).toBe(`Dr. Lecter shields a fellow mafia, not ${name(CITIZEN)}.`);
		expect(refusal(s, pick('lecter', LECTER, LECTER))).toBe(`Dr. Lecter shields a fellow mafia, not ${name(LECTER)}.`);
	});

	it('reads "mafia" to the Detective, and counts as mafia for the win', () => {
		const s = finishNight(act(wakeUp(night(), 'detective'), pick('detective', DET, LECTER)));
		expect(s.log.at(-1)).toMatchObject({ check: { target: LECTER, answer: 'mafia' } });
		const onlyLecter = { ...s, players: s.players.map((p) => ({ ...p, alive: p.seat === LECTER || p.role === 'villager' })) };
		expect(checkWinner(onlyLecter)).toBeNull();
	});
});

describe('godfather: the Die-hard', () => {
	const GUS_DH = GUS; // Gus is the Die-hard at the eight-player table.

	it('absorbs the first night kill, and nobody is told; the second kills him', () => {
		let s = finishNight(act(night1(EIGHT), pick('mafia', BEN, GUS_DH)));
		expect(deaths(s)).toEqual([]);
		expect(s.players[GUS_DH].alive).toBe(true);
		expect(lastLine(s)).toBe('Night 1: Nobody died in the night.');
		expect(JSON.stringify(viewFor(s, { kind: 'table' }))).not.toMatch(/absorbed/);
		// Not an elimination: no count reveal before day 2.
		s = act(s, MORNING);
		expect(s.phase.kind).toBe('talk');
		s = finishNight(act(startNight(act(abstain(act(s, TALK_END)), VERDICT)), pick('mafia', BEN, GUS_DH)));
		expect(deaths(s)).toEqual([GUS_DH]);
	});

	it('absorbs the first vote-out: "Nobody leaves."; the second sends him', () => {
		const outGus: [Seat, Seat | null][] = [[ALICE, GUS_DH], [BEN, GUS_DH], [CARA, GUS_DH], [DEV, GUS_DH], [EVE, GUS_DH], [FINN, null], [GUS_DH, ALICE], [HANA, null]];
		let s = vote(act(day1(EIGHT), TALK_END), outGus);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'stays' });
		expect(lastLine(s)).toBe('Day 1: Nobody leaves.');
		expect(s.players[GUS_DH].alive).toBe(true);
		expect(JSON.stringify(viewFor(s, { kind: 'table' }))).not.toMatch(/absorbed/);
		s = startNight(act(s, VERDICT));
		s = act(finishNight(s), MORNING);
		expect(s.phase.kind).toBe('talk'); // nobody was eliminated: no count reveal
		s = vote(act(s, TALK_END), outGus);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: GUS_DH });
	});

	it('a Sniper shot is his first attempt too — and the Sniper, who shot a town player, dies', () => {
		const s = finishNight(act(wakeUp(night1(EIGHT), 'sniper'), pick('sniper', FINN, GUS_DH)));
		expect(deaths(s)).toEqual([FINN]);
		expect(s.players[GUS_DH].alive).toBe(true);
	});
});

describe('godfather: deaths never name the role', () => {
	it('not in the morning, not at the vote-out', () => {
		let s = finishNight(act(night1(), pick('mafia', BEN, CARA)));
		expect(lastLine(s)).toBe('Night 1: Cara died in the night.');
		s = vote(toBallot(s), [[ALICE, EVE], [BEN, ALICE], [DEV, EVE], [EVE, ALICE], [FINN, EVE], [GUS, EVE]]);
		expect(lastLine(s)).toBe('Day 2: Eve goes.');
		expect(viewFor(s, { kind: 'table' }).players.some((p) => p.role)).toBe(false);
	});
});

describe('godfather: the count-reveal vote', () => {
	/** Night 1: the Godfather kills Cara; the morning moves on to the count reveal. */
	const reveal = () => act(finishNight(act(night1(), pick('mafia', BEN, CARA))), MORNING);

	it('is offered before a day when somebody was eliminated since the last reveal', () => {
		expect(reveal().phase).toEqual({ kind: 'countReveal', day: 2, result: null });
		expect(viewFor(reveal(), { kind: 'table' }).phase).toMatchObject({ kind: 'countReveal', voters: 6, left: 2 });
	});

	it('a majority yes reveals the living mafia and others, and spends one reveal', () => {
		const s = act(reveal(), revealVote(4));
		expect(phaseOf(s, 'countReveal').result).toEqual({ revealed: true, mafia: 2, others: 4 });
		expect(s.reveals).toEqual({ left: 1, due: false });
		expect(lastLine(s)).toBe('Day 2, count reveal: 4 of 6 said yes. 2 Mafia and 4 others are alive.');
		expect(act(s, REVEAL_CONTINUE).phase).toMatchObject({ kind: 'talk', day: 2 });
	});

	it('half is not a majority: the counts stay hidden and nothing is spent', () => {
		const s = act(reveal(), revealVote(3));
		expect(phaseOf(s, 'countReveal').result).toEqual({ revealed: false, mafia: 0, others: 0 });
		expect(s.reveals.left).toBe(2);
		expect(lastLine(s)).toBe('Day 2, count reveal: 3 of 6 said yes. No majority for the reveal: the counts stay hidden.');
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).phase)).not.toMatch(/"mafia":[1-9]/);
	});

	it("the screen's heading asks the question, then says what the hands decided", () => {
		const heading = (s: GameState) => revealHeading(phaseOf(s, 'countReveal').result);
		expect(heading(reveal())).toBe('Count reveal?');
		expect(heading(act(reveal(), revealVote(4)))).toBe('The counts are told');
		expect(heading(act(reveal(), revealVote(3)))).toBe('The counts stay hidden');
	});

	it('refuses a count that cannot be, a second vote, and moving on before the vote', () => {
		expect(refusal(reveal(), revealVote(7))).toBe('Between 0 and 6 players can say yes.');
		expect(refusal(reveal(), revealVote(-1))).toBe('Between 0 and 6 players can say yes.');
		expect(refusal(reveal(), REVEAL_CONTINUE)).toBe('That can only happen after the count-reveal vote.');
		expect(refusal(act(reveal(), revealVote(2)), revealVote(5))).toBe('That can only happen at the count-reveal vote.');
	});

	it('is not offered when nothing changed since the last reveal: a save, a tie', () => {
		let s = act(act(reveal(), revealVote(6), REVEAL_CONTINUE), TALK_END);
		// Day 2 ties: nobody goes.
		s = vote(s, [[ALICE, EVE], [BEN, ALICE], [DEV, EVE], [EVE, ALICE], [FINN, null], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome.kind).toBe('nobody');
		// Night 2: the Doctor saves Alice.
		s = finishNight(act(startNight(act(s, VERDICT)), pick('mafia', BEN, ALICE), NEXT, pick('doctor', DEV, ALICE)));
		expect(act(s, MORNING).phase.kind).toBe('talk');
	});

	it('after a "no", it is offered again before the next day', () => {
		let s = act(reveal(), revealVote(0), REVEAL_CONTINUE, TALK_END);
		s = startNight(act(abstain(s), VERDICT));
		s = act(finishNight(s), MORNING);
		expect(s.phase).toMatchObject({ kind: 'countReveal', day: 3 });
	});

	it('two reveals per game, then never again', () => {
		// Eight players (three mafia). Night 1 Alice dies: yes. Day 2 Eve goes. Night 2 nobody dies: yes.
		let s = act(finishNight(act(night1(EIGHT), pick('mafia', BEN, ALICE))), MORNING, revealVote(7));
		expect(s.reveals.left).toBe(1);
		s = act(s, REVEAL_CONTINUE, TALK_END);
		s = vote(s, [[BEN, CARA], [CARA, EVE], [DEV, EVE], [EVE, CARA], [FINN, EVE], [GUS, EVE], [HANA, CARA]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: EVE });
		s = act(finishNight(startNight(act(s, VERDICT))), MORNING);
		expect(phaseOf(s, 'countReveal').day).toBe(3);
		s = act(s, revealVote(4));
		expect(phaseOf(s, 'countReveal').result).toEqual({ revealed: true, mafia: 2, others: 4 });
		expect(s.reveals.left).toBe(0);
		// Day 3 Hana goes; before day 4 nothing is offered any more.
		s = vote(act(s, REVEAL_CONTINUE, TALK_END), [[BEN, CARA], [CARA, HANA], [DEV, HANA], [FINN, HANA], [GUS, HANA], [HANA, CARA]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: HANA });
		s = act(finishNight(startNight(act(s, VERDICT))), MORNING);
		expect(s.phase).toMatchObject({ kind: 'talk', day: 4 });
	});
});

describe('godfather: speaking in turn', () => {
	const turnsOf = (s: GameState) => phaseOf(s, 'talk').turns!;
	const speaker = (s: GameState) => turnsOf(s).order[turnsOf(s).at];

	it('every living player speaks in turn, in an order reshuffled each day from the seed', () => {
		const zero = readCards(gameWith('godfather', SEVEN));
		const one = day1();
		expect([...turnsOf(one).order].sort()).toEqual([ALICE, BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(turnsOf(one).order).not.toEqual(turnsOf(zero).order);
		// The dead do not speak.
		const two = act(finishNight(act(night1(), pick('mafia', BEN, CARA))), MORNING, revealVote(0), REVEAL_CONTINUE);
		expect(turnsOf(two).order).not.toContain(CARA);
		expect(turnsOf(two).order).toHaveLength(6);
	});

	it('the same record gives the same order (it comes from the seed)', () => {
		const start = gameWith('godfather', SEVEN);
		const record = { ...createRecord(start.config, 'order', 0) };
		record.actions = start.players.map((p, i) => ({ type: 'card.seen', seat: p.seat, at: i }) as TimedAction);
		const a = replay(record);
		const b = replay(JSON.parse(JSON.stringify(record)));
		expect(a.ok && b.ok && turnsOf(a.value).order).toEqual(b.ok && turnsOf(b.value).order);
	});

	it('the screen shows who speaks now and who is next', () => {
		const s = act(day1(), turnNext);
		const view = viewFor(s, { kind: 'table' }).phase;
		expect(view).toMatchObject({ kind: 'talk', turns: { at: 1 } });
		const t = turnsOf(s);
		expect(speaker(s)).toBe(t.order[1]);
		expect(t.order[2]).toBeDefined();
	});

	it('a speaker may hand one out-of-turn reply, taken right after their own turn', () => {
		let s = day1();
		const [first, second] = turnsOf(s).order;
		const to = turnsOf(s).order[4];
		s = act(s, reply(to));
		expect(turnsOf(s)).toMatchObject({ at: 0, reply: to, replying: false, handed: [first] });
		s = act(s, turnNext);
		expect(turnsOf(s)).toMatchObject({ at: 0, reply: to, replying: true });
		s = act(s, turnNext);
		expect(turnsOf(s)).toMatchObject({ at: 1, reply: null, replying: false });
		expect(speaker(s)).toBe(second);
	});

	it('once per player per day; a reply cannot be handed on; only to another living player', () => {
		let s = day1();
		const [first] = turnsOf(s).order;
		const name = s.players[first].name;
		const others = turnsOf(s).order.slice(1);
		s = act(s, reply(others[2]));
		expect(refusal(s, reply(others[3]))).toBe(`${name} has already handed out a reply today.`);
		s = act(s, turnNext);
		expect(refusal(s, reply(others[3]))).toBe('A reply cannot be handed on again.');
		const fresh = day1();
		expect(refusal(fresh, reply(first))).toBe('Hand the reply to another living player.');
		const afterDeath = act(finishNight(act(night1(), pick('mafia', BEN, CARA))), MORNING, revealVote(0), REVEAL_CONTINUE);
		expect(refusal(afterDeath, reply(CARA))).toBe('Hand the reply to another living player.');
	});

	it('the one who replied may still hand their own reply on their own turn', () => {
		let s = day1();
		const order = turnsOf(s).order;
		s = act(s, reply(order[1]), turnNext, turnNext);
		expect(speaker(s)).toBe(order[1]);
		s = act(s, reply(order[0]));
		expect(turnsOf(s)).toMatchObject({ reply: order[0], handed: [order[0], order[1]] });
	});

	it('when everyone has spoken, no more turns; the narrator opens the vote', () => {
		let s = day1();
		for (let i = 0; i < 7; i++) s = act(s, turnNext);
		expect(turnsOf(s).at).toBe(7);
		expect(refusal(s, turnNext)).toBe('Everyone has spoken.');
		expect(refusal(s, reply(ALICE))).toBe('Everyone has spoken.');
		expect(act(s, TALK_END).phase.kind).toBe('ballot');
	});

	it('the replies handed out are forgotten the next day', () => {
		let s = act(day1(), reply(turnsOf(day1()).order[1]));
		s = startNight(act(abstain(act(s, TALK_END)), VERDICT));
		s = act(finishNight(s), MORNING);
		expect(turnsOf(s).handed).toEqual([]);
	});
});

describe('godfather: the vote', () => {
	const ballot = () => act(day1(), TALK_END);

	it('more than half of the living votes sends a player', () => {
		const s = vote(ballot(), [[ALICE, EVE], [BEN, ALICE], [CARA, EVE], [DEV, EVE], [EVE, ALICE], [FINN, EVE], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: EVE });
	});

	it('otherwise nobody goes and the day ends — even with the most votes', () => {
		let s = vote(ballot(), [[ALICE, EVE], [BEN, ALICE], [CARA, EVE], [DEV, EVE], [EVE, null], [FINN, null], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'no-majority' });
		expect(lastLine(s)).toBe('Day 1: Nobody has more than half of the votes: nobody goes.');
		s = act(s, VERDICT);
		expect(s.phase).toEqual({ kind: 'dusk', night: 1 });
		expect(alive(s)).toHaveLength(7);
	});

	it('exactly half is not enough', () => {
		const s = vote(act(day1(EIGHT), TALK_END), [[ALICE, EVE], [BEN, ALICE], [CARA, EVE], [DEV, EVE], [EVE, null], [FINN, EVE], [GUS, null], [HANA, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'no-majority' });
	});

	it('a tie sends nobody, with no revote', () => {
		const s = vote(ballot(), [[ALICE, EVE], [BEN, ALICE], [CARA, EVE], [DEV, ALICE], [EVE, null], [FINN, null], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome.kind).toBe('nobody');
		expect(act(s, VERDICT).phase).toEqual({ kind: 'dusk', night: 1 });
	});

	it('no vote for yourself', () => {
		expect(refusal(ballot(), { type: 'ballot.cast', voter: EVE, target: EVE })).toBe('Eve cannot vote for themselves.');
	});
});

describe('godfather: winning', () => {
	it('the town wins when the last mafioso goes, the dead included', () => {
		let s = vote(act(day1(), TALK_END), [[ALICE, BEN], [BEN, ALICE], [CARA, BEN], [DEV, BEN], [EVE, ALICE], [FINN, BEN], [GUS, null]]);
		s = finishNight(act(startNight(act(s, VERDICT)), pick('mafia', EVE, ALICE)));
		s = act(s, MORNING, revealVote(0), REVEAL_CONTINUE, TALK_END);
		s = vote(s, [[CARA, EVE], [DEV, EVE], [EVE, CARA], [FINN, EVE], [GUS, EVE]]);
		expect(winners(s)).toEqual({ side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'] });
		expect(story(s).at(-1)).toBe('Winners: Town: Alice, Cara, Dev, Finn, Gus');
	});

	it('the mafia win at parity, the moment the morning leaves them as many as the rest', () => {
		// Night 1: the Godfather kills Alice and the Sniper shoots Gus (and dies): 2 against 2.
		const s = finishNight(act(night1(), pick('mafia', BEN, ALICE), NEXT, NEXT, NEXT, pick('sniper', FINN, GUS)));
		expect(deaths(s)).toEqual([ALICE, FINN, GUS]);
		expect(winners(s)).toEqual({ side: 'mafia', names: ['Ben', 'Eve'] });
		expect(act(s, MORNING).phase.kind).toBe('ended');
	});

	it('the mafia win at parity after a vote', () => {
		// Night 1: the Sniper shoots Gus and dies with him: 2 against 3. Day 2: Cara goes.
		let s = finishNight(act(wakeUp(night1(), 'sniper'), pick('sniper', FINN, GUS)));
		expect(s.winner).toBeNull();
		s = vote(toBallot(s), [[ALICE, EVE], [BEN, CARA], [CARA, EVE], [DEV, CARA], [EVE, CARA]]);
		expect(winners(s)).toEqual({ side: 'mafia', names: ['Ben', 'Eve'] });
	});
});
