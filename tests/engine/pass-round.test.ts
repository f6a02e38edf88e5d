import { describe, expect, it } from 'vitest';
import { applyAction, checkOptions, createRecord, DEFAULT_CUSTOM_RULES, heldTurnOf, readRecord, replay, undoLast, undoState, viewFor, PRESETS } from '../../src/lib/engine/index';
import type { Action, GameOptions, GameState, HeldTurn, Seat } from '../../src/lib/engine/index';
import { hunchesBySeat, townHunches } from '../../src/lib/engine/hunches';
import { actAt, clockNow, gameWith, phaseOf, pick, readCards, refusal, seatsOf, startNight, wait, act, MORNING, NEXT, TALK_END, vote, VERDICT } from './helpers';

/** Everyone takes the phone: the pass-round night, played turn by turn with the times a table would tap at. */
const ROUND: Partial<GameOptions> = { narration: 'round' };

const take = (seat: Seat): Action => ({ type: 'round.take', seat });
const choose = (seat: Seat, target: Seat | null): Action => ({ type: 'round.pick', seat, target });
const PASS: Action = { type: 'round.pass' };

/** One whole turn: "I am …", the choice two seconds in, the phone passed on after `heldMs`. */
function turn(s: GameState, target: Seat | null, heldMs = 9000): GameState {
	const seat = phaseOf(s, 'round').order[phaseOf(s, 'round').at];
	const began = wait(1000);
	s = actAt(s, take(seat), began);
	s = actAt(s, choose(seat, target), began + 2000);
	return actAt(s, PASS, began + heldMs);
}

/** Plays tonight's turns with each seat's choice (a hunch or a pick). */
function night(s: GameState, choices: Record<Seat, Seat | null>): GameState {
	while (s.phase.kind === 'round') {
		const round = phaseOf(s, 'round');
		s = turn(s, choices[round.order[round.at]]);
	}
	return s;
}

// Ben and Eve kill, Cara checks, Dev covers: the worked game's table.
const CLASSIC = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'] as const;
const classic = () => startNight(readCards(gameWith('classic', [...CLASSIC], ROUND)));

describe('a pass-round night', () => {
	it('goes round every living player in seat order, and resolves only after the last turn', () => {
		let s = classic();
		expect(phaseOf(s, 'round').order).toEqual([0, 1, 2, 3, 4, 5, 6]);
		const choices: Record<Seat, Seat | null> = { 0: 1, 1: 0, 2: 5, 3: 2, 4: 0, 5: 1, 6: 2 };
		for (let i = 0; i < 6; i++) {
			s = turn(s, choices[i]);
			expect(s.phase.kind).toBe('round');
		}
		s = turn(s, choices[6]);
		expect(phaseOf(s, 'morning').deaths).toEqual([0]);
		// The hunches are kept beside the night, and never changed it.
		const entry = s.log.at(-1);
		expect(entry?.kind === 'night' && entry.hunches).toEqual([
			{ by: 0, target: 1 },
			{ by: 5, target: 1 },
			{ by: 6, target: 2 }
		]);
		expect(entry?.kind === 'night' && entry.check).toEqual({ by: 2, target: 5, answer: 'not-mafia' });
	});

	it('dead players take no turn', () => {
		let s = night(classic(), { 0: 1, 1: 0, 2: 5, 3: 2, 4: 0, 5: 1, 6: 2 });
		s = act(s, MORNING, TALK_END);
		s = vote(s, [[1, 5], [2, 1], [3, 1], [4, 5], [5, 1], [6, 1]]);
		s = act(s, VERDICT, { type: 'night.start' });
		expect(phaseOf(s, 'round').order).toEqual([2, 3, 4, 5, 6]);
		expect(refusal(s, take(0))).toBe("It is Cara's turn to take the phone.");
	});

	it('refuses a turn ended before its least time, with the reason, and lets it end once the time is up', () => {
		let s = classic();
		const began = wait(1000);
		s = actAt(s, take(0), began);
		s = actAt(s, choose(0, 4), began + 1000);
		expect(refusal(s, PASS, began + 7999)).toBe(
			'Keep the phone a moment longer: every turn lasts at least 8 seconds, so nobody can tell a turn from its length (1 s to go).'
		);
		expect(applyAction(s, { ...PASS, at: began + 8000 }).ok).toBe(true);
	});

	it('the least time is a setting, checked at setup', () => {
		const options = (turnMinSeconds: number) => ({ ...PRESETS.classic.defaults, narration: 'round' as const, turnMinSeconds });
		expect(checkOptions(options(12))).toEqual([]);
		expect(checkOptions(options(1))).toEqual(["With everyone taking the phone, a turn's least time is a whole number of seconds from 3 to 60."]);
		// From 3 to 60 seconds, both ends included.
		expect([2, 3, 60, 61].map((seconds) => checkOptions(options(seconds)).length)).toEqual([1, 0, 0, 1]);
		expect(checkOptions({ ...options(8), ballotMode: 'open' })).toEqual([
			'An open vote needs a narrator to enter each vote: with everyone taking the phone, the vote is secret.'
		]);
		let s = startNight(readCards(gameWith('classic', [...CLASSIC], { ...ROUND, turnMinSeconds: 12 })));
		const began = wait(1000);
		s = actAt(s, take(0), began);
		s = actAt(s, choose(0, 4), began + 1000);
		expect(refusal(s, PASS, began + 11_000)).toContain('at least 12 seconds');
	});

	it('a turn ends only once its choice is in, and a confirmed choice is final', () => {
		let s = classic();
		const began = wait(1000);
		expect(refusal(s, PASS, began)).toBe('Alice has not taken the phone yet.');
		s = actAt(s, take(0), began);
		expect(refusal(s, PASS, began + 20_000)).toBe('Alice has not chosen yet: pick a player, then confirm.');
		s = actAt(s, choose(0, 4), began + 1000);
		expect(refusal(s, choose(0, 1), began + 2000)).toBe('Alice has already chosen: a confirmed choice is final.');
	});

	it('the phone is with one player at a time: "I am …" once, and only the player whose turn it is chooses', () => {
		let s = classic();
		const began = wait(1000);
		expect(refusal(s, choose(0, 4), began)).toBe('Alice has not taken the phone yet.');
		s = actAt(s, take(0), began);
		expect(refusal(s, take(0), began + 500)).toBe('Alice already has the phone.');
		expect(refusal(s, choose(1, 4), began + 1000)).toBe("It is Alice's turn, not Ben's.");
		expect(refusal(s, choose(99, 4), began + 1000)).toBe("It is Alice's turn, not That seat's.");
		// None of it changed the turn: Alice chooses once, and the phone goes on after her least time.
		s = actAt(s, choose(0, 4), began + 2000);
		expect(phaseOf(actAt(s, PASS, began + 8000), 'round').at).toBe(1);
	});

	it('a hunch names a living player: the dead are refused, by name', () => {
		let s = night(classic(), { 0: 1, 1: 0, 2: 5, 3: 2, 4: 0, 5: 1, 6: 2 });
		expect(phaseOf(s, 'morning').deaths).toEqual([0]);
		s = act(s, MORNING, TALK_END);
		s = vote(s, [[1, null], [2, null], [3, null], [4, null], [5, null], [6, null]]);
		s = act(s, VERDICT, { type: 'night.start' });
		// Ben, Cara, Dev and Eve act; then Finn, who has no night action, names his hunch.
		for (const target of [2, 5, 3, 2]) s = turn(s, target);
		s = actAt(s, take(5), wait(1000));
		expect(refusal(s, choose(5, 0))).toBe('Alice is dead.');
	});

	it('a player with no night action names a living player other than themselves', () => {
		let s = classic();
		s = actAt(s, take(0), wait(1000));
		expect(refusal(s, choose(0, 0))).toBe('Name somebody other than yourself.');
		expect(refusal(s, choose(0, null))).toBe('Name the player you suspect most: it changes nothing in the game.');
		const held = heldTurnOf(s)!;
		expect(held.act).toBeNull();
		expect(held.choices.find((c) => c.seat === 0)?.refused).toBe('Name somebody other than yourself.');
		expect(held.choices.filter((c) => c.refused)).toHaveLength(1);
	});

	it('every turn is the same shape: the same actions, whatever the card', () => {
		const s = classic();
		let t = s;
		const shapes: string[][] = [];
		for (let i = 0; i < 7; i++) {
			const before = t.log.length;
			const seat = phaseOf(t, 'round').order[i];
			const target = seat === 1 || seat === 4 ? 0 : seat === 0 ? 1 : 0;
			const began = wait(1000);
			const steps: Action[] = [take(seat), choose(seat, target), PASS];
			const types: string[] = [];
			steps.forEach((a, k) => {
				t = actAt(t, a, began + [0, 2000, 9000][k]);
				types.push(a.type);
			});
			shapes.push(types);
			expect(t.log.length - before).toBe(i === 6 ? 1 : 0);
		}
		expect(new Set(shapes.map((x) => x.join())).size).toBe(1);
	});
});

describe('the kill rules on a pass-round night', () => {
	it('classic: the kill lands only if every killer picked the same player; each sees the partners’ picks so far', () => {
		let s = classic();
		s = turn(s, 2); // Alice
		const began = wait(1000);
		s = actAt(s, take(1), began);
		expect(heldTurnOf(s)).toMatchObject({ act: 'mafia', partners: [4], partnerPicks: [] });
		s = actAt(s, choose(1, 0), began + 1000);
		s = actAt(s, PASS, began + 9000);
		s = turn(s, 5); // Cara checks Finn
		s = turn(s, 2); // Dev covers Cara
		const eve = wait(1000);
		s = actAt(s, take(4), eve);
		expect(heldTurnOf(s)?.partnerPicks).toEqual([{ by: 1, target: 0 }]);
		// Eve picks somebody else: no kill.
		s = actAt(s, choose(4, 6), eve + 1000);
		s = actAt(s, PASS, eve + 9000);
		s = turn(s, 1);
		s = turn(s, 1);
		expect(phaseOf(s, 'morning').deaths).toEqual([]);
		const entry = s.log.at(-1);
		expect(entry?.kind === 'night' && entry.target).toBeNull();
	});

	it('classic: a killer cannot pick a partner (the reason shows only in the held view)', () => {
		let s = turn(classic(), 2);
		s = actAt(s, take(1), wait(1000));
		expect(refusal(s, choose(1, 4))).toBe('Eve is one of the Killers: pick somebody else.');
		expect(heldTurnOf(s)?.choices.find((c) => c.seat === 4)?.refused).toBe('Eve is one of the Killers: pick somebody else.');
		// The table's view of the same moment names nobody's role.
		const table = viewFor(s, { kind: 'table' });
		expect(table.held).toBeNull();
		expect(JSON.stringify(table.phase)).not.toContain('mafia');
	});

	it('storyteller: most picks; clocked: the earliest pick in the round', () => {
		const seats = ['mafia', 'mafia', 'mafia', 'villager', 'villager', 'villager', 'villager', 'detective'] as const;
		let s = startNight(readCards(gameWith('storyteller', [...seats], { ...ROUND, lastWordSeconds: null })));
		s = night(s, { 0: 4, 1: 5, 2: 5, 3: 4, 4: 3, 5: 3, 6: 3, 7: 3 });
		expect(phaseOf(s, 'morning').deaths).toEqual([5]);

		const clockedSeats = ['villager', 'mafia', 'villager', 'mafia', 'villager', 'villager', 'detective'] as const;
		let c = startNight(readCards(gameWith('clocked', [...clockedSeats], ROUND)));
		c = night(c, { 0: 1, 1: 4, 2: 1, 3: 5, 4: 1, 5: 1, 6: 1 });
		expect(phaseOf(c, 'morning').deaths).toEqual([4]);
	});

	it('godfather: night zero every player answers the hunch, the mafia see each other; later the Godfather binds and the others advise', () => {
		const seats = ['godfather', 'villager', 'mafia', 'doctor', 'detective', 'villager', 'sniper'] as const;
		let s = readCards(gameWith('godfather', [...seats], ROUND));
		// Day zero: introductions, then night zero.
		while (s.phase.kind === 'talk') s = act(s, s.phase.turns && s.phase.turns.at < s.phase.turns.order.length ? { type: 'turn.next' } : TALK_END);
		s = startNight(s);
		expect(phaseOf(s, 'round').night).toBe(0);
		expect(phaseOf(s, 'round').order).toHaveLength(7);
		s = actAt(s, take(0), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: null, meeting: true, partners: [2] });
		s = actAt(s, choose(0, 1), wait(1000));
		s = actAt(s, PASS, wait(9000));
		s = actAt(s, take(1), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: null, meeting: false, partners: [] });
		s = actAt(s, choose(1, 0), wait(1000));
		s = actAt(s, PASS, wait(9000));
		s = night(s, { 2: 3, 3: 2, 4: 0, 5: 0, 6: 0 });
		expect(phaseOf(s, 'morning').deaths).toEqual([]);
		expect(s.mafiaMet).toBe(true);

		s = act(s, MORNING);
		while (s.phase.kind === 'talk') s = act(s, s.phase.turns && s.phase.turns.at < s.phase.turns.order.length ? { type: 'turn.next' } : TALK_END);
		s = vote(s, seatsOf(s, 'villager').concat(seatsOf(s, 'doctor'), seatsOf(s, 'detective'), seatsOf(s, 'sniper'), seatsOf(s, 'godfather'), seatsOf(s, 'mafia')).map((v) => [v, null] as [Seat, null]));
		s = act(s, VERDICT, { type: 'night.start' });
		// The Godfather picks Ben; the Mafia advises Finn after seeing it: the Godfather's pick is the kill.
		s = turn(s, 1);
		s = turn(s, 0);
		s = actAt(s, take(2), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'mafia', killer: 0, partnerPicks: [{ by: 0, target: 1 }] });
		s = actAt(s, choose(2, 5), wait(1000));
		s = actAt(s, PASS, wait(9000));
		s = night(s, { 3: 3, 4: 2, 5: 0, 6: null });
		expect(phaseOf(s, 'morning').deaths).toEqual([1]);
	});

	it('the Detective’s answer is in the held view once the check is confirmed, and nowhere for the table', () => {
		let s = turn(turn(classic(), 1), 0);
		s = actAt(s, take(2), wait(1000));
		expect(heldTurnOf(s)?.answer).toBeNull();
		s = actAt(s, choose(2, 4), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'detective', chosen: 4, answer: 'mafia' });
		expect(JSON.stringify(viewFor(s, { kind: 'table' }))).not.toContain('"answer"');
	});
});

describe("the Doctor's held turn: last night's cover", () => {
	/** Night 1 with Dev (the Doctor) covering `cover`, a quiet day, then night 2 up to Dev's turn, the phone in his hands. */
	function devsSecondTurn(preset: 'classic' | 'clocked', cover: Seat, options: Partial<GameOptions> = {}) {
		let s = startNight(readCards(gameWith(preset, [...CLASSIC], { ...ROUND, ...options })));
		s = night(s, { 0: 1, 1: 0, 2: 5, 3: cover, 4: 0, 5: 1, 6: 2 });
		s = act(s, MORNING);
		while (s.phase.kind === 'talk') s = act(s, TALK_END);
		s = act(vote(s, phaseOf(s, 'ballot').voters.map((v): [Seat, null] => [v, null])), VERDICT, { type: 'night.start' });
		while (phaseOf(s, 'round').order[phaseOf(s, 'round').at] !== 3) s = turn(s, 5);
		return heldTurnOf(actAt(s, take(3), wait(1000)))!;
	}
	const refused = (held: HeldTurn) => held.choices.filter((c) => c.refused).map((c) => [c.seat, c.refused]);

	it('classic: not the same player two nights running, himself or another', () => {
		// The first night there is no last night.
		const first = turn(turn(turn(classic(), 1), 0), 5);
		expect(heldTurnOf(actAt(first, take(3), wait(1000)))).toMatchObject({ act: 'doctor', notAgain: null });
		const held = devsSecondTurn('classic', 2);
		expect(held).toMatchObject({ seat: 3, name: 'Dev', night: 2, role: 'doctor', team: 'town', act: 'doctor', meeting: false, notAgain: 2, nobody: { ok: true } });
		// A Doctor knows no Killer, sees no kill picks, has no kill to make and no answer to read.
		expect(held).toMatchObject({ partners: [], partnerPicks: [], killer: null, answer: null });
		expect(refused(held)).toEqual([[2, 'Dev covered Cara last night: not the same player two nights running.']]);
		expect(devsSecondTurn('classic', 3).notAgain).toBe(3);
	});

	it('the Killer and the Detective are told of no last night: they may choose the same player again', () => {
		let s = startNight(readCards(gameWith('classic', [...CLASSIC], ROUND)));
		// Ben picks Gus (Eve does not: nobody dies), Cara checks Finn, Dev covers Cara.
		s = night(s, { 0: 1, 1: 6, 2: 5, 3: 2, 4: 0, 5: 1, 6: 2 });
		s = act(s, MORNING);
		while (s.phase.kind === 'talk') s = act(s, TALK_END);
		s = act(vote(s, phaseOf(s, 'ballot').voters.map((v): [Seat, null] => [v, null])), VERDICT, { type: 'night.start' });
		s = turn(s, 1); // Alice's hunch
		s = actAt(s, take(1), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'mafia', meeting: false, partners: [4], notAgain: null });
		expect(heldTurnOf(s)?.choices.find((c) => c.seat === 6)).toEqual({ seat: 6 });
		s = actAt(actAt(s, choose(1, 6), wait(1000)), PASS, wait(9000));
		s = actAt(s, take(2), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'detective', notAgain: null });
		expect(heldTurnOf(s)?.choices.find((c) => c.seat === 5)).toEqual({ seat: 5 });
	});

	it('clocked: only himself, two nights running, and not when the table allows it', () => {
		const himself = devsSecondTurn('clocked', 3);
		expect(himself.notAgain).toBe(3);
		expect(refused(himself)).toEqual([[3, 'Dev covered themselves last night: not two nights running.']]);
		expect(devsSecondTurn('clocked', 3, { doctorSelfTwice: true })).toMatchObject({ notAgain: null, choices: [{ seat: 1 }, { seat: 2 }, { seat: 3 }, { seat: 4 }, { seat: 5 }, { seat: 6 }] });
		expect(devsSecondTurn('clocked', 2)).toMatchObject({ notAgain: null });
	});
});

describe("the Bodyguard's held turn: last night's protection", () => {
	// Alice kills, Ben guards, Cara checks; the table's Doctor rule ('self': only himself, two nights running) is not his.
	const TABLE = ['mafia', 'bodyguard', 'detective', 'villager', 'villager', 'villager'] as const;
	function bensSecondTurn(guarded: Seat) {
		const game = gameWith('custom', [...TABLE], ROUND);
		let s = startNight(readCards({ ...game, config: { ...game.config, custom: { name: 'Friday table', rules: { ...DEFAULT_CUSTOM_RULES, doctorRepeat: 'self' } } } }));
		s = night(s, { 0: 4, 1: guarded, 2: 0, 3: 0, 4: 0, 5: 0 });
		s = act(s, MORNING);
		while (s.phase.kind === 'talk') s = act(s, TALK_END);
		s = act(vote(s, phaseOf(s, 'ballot').voters.map((v): [Seat, null] => [v, null])), VERDICT, { type: 'night.start' });
		while (phaseOf(s, 'round').order[phaseOf(s, 'round').at] !== 1) s = turn(s, 3);
		return heldTurnOf(actAt(s, take(1), wait(1000)))!;
	}

	it('never himself, nor the player he protected last night, whatever the Doctor may repeat', () => {
		const held = bensSecondTurn(2);
		expect(held).toMatchObject({ seat: 1, name: 'Ben', act: 'bodyguard', notAgain: 2, partners: [], killer: null });
		expect(held.choices.filter((c) => c.refused).map((c) => [c.seat, c.refused])).toEqual([
			[1, 'The Bodyguard protects somebody else.'],
			[2, 'Ben protected Cara last night: not the same player two nights running.']
		]);
	});
});

describe('what the player holding the phone sees', () => {
	it('nothing before "I am …", and nothing on a night the narrator calls', () => {
		expect(heldTurnOf(classic())).toBeNull();
		expect(heldTurnOf(startNight(readCards(gameWith('classic', [...CLASSIC]))))).toBeNull();
	});

	it('their own confirmed choice: a hunch, a kill pick (not among the partners’ picks), a check of nobody (no answer)', () => {
		let s = classic();
		s = actAt(s, take(0), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ chosen: undefined, nobody: { ok: false, reason: 'Name the player you suspect most: it changes nothing in the game.' } });
		s = actAt(s, choose(0, 6), wait(1000));
		expect(heldTurnOf(s)?.chosen).toBe(6);
		s = actAt(s, PASS, wait(9000));
		s = actAt(s, take(1), wait(1000));
		s = actAt(s, choose(1, 0), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'mafia', chosen: 0, partnerPicks: [], killer: null, notAgain: null });
		s = actAt(s, PASS, wait(9000));
		s = actAt(s, take(2), wait(1000));
		s = actAt(s, choose(2, null), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'detective', chosen: null, answer: null });
		s = actAt(s, PASS, wait(9000));
		s = turn(turn(s, 2), 0);
		// Finn's hunch is his own, not Alice's.
		s = actAt(s, take(5), wait(1000));
		s = actAt(s, choose(5, 1), wait(1000));
		// A hunch is no check: it has no answer.
		expect(heldTurnOf(s)).toMatchObject({ act: null, chosen: 1, answer: null });
	});

	it('godfather: with the Godfather gone, the kill is the living Mafia’s; the Doctor has none', () => {
		const seats = ['godfather', 'villager', 'mafia', 'doctor', 'detective', 'villager', 'sniper'] as const;
		let s = readCards(gameWith('godfather', [...seats], ROUND));
		while (s.phase.kind === 'talk') s = act(s, s.phase.turns && s.phase.turns.at < s.phase.turns.order.length ? { type: 'turn.next' } : TALK_END);
		s = night(startNight(s), { 0: 1, 1: 0, 2: 3, 3: 2, 4: 0, 5: 1, 6: 2 });
		s = act(s, MORNING);
		while (s.phase.kind === 'talk') s = act(s, s.phase.turns && s.phase.turns.at < s.phase.turns.order.length ? { type: 'turn.next' } : TALK_END);
		s = vote(s, phaseOf(s, 'ballot').voters.map((v): [Seat, Seat | null] => [v, v === 0 ? null : 0]));
		expect(s.players[0].alive).toBe(false);
		s = act(s, VERDICT, { type: 'night.start' });
		s = turn(s, 2);
		s = actAt(s, take(2), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'mafia', killer: 2 });
		s = actAt(actAt(s, choose(2, 5), wait(1000)), PASS, wait(9000));
		s = actAt(s, take(3), wait(1000));
		expect(heldTurnOf(s)).toMatchObject({ act: 'doctor', killer: null });
	});
});

describe('the hunches, shown once the game is over', () => {
	/** Two nights of the worked table, the day between ending with everyone abstaining. */
	function twoNights() {
		// Night 1: Alice, Finn and Gus each name a different player (a tie); the Killers' pick is covered.
		let s = night(classic(), { 0: 6, 1: 2, 2: 5, 3: 2, 4: 2, 5: 1, 6: 5 });
		expect(phaseOf(s, 'morning').deaths).toEqual([]);
		s = act(s, MORNING, TALK_END);
		s = vote(s, [[0, null], [1, null], [2, null], [3, null], [4, null], [5, null], [6, null]]);
		s = act(s, VERDICT, { type: 'night.start' });
		// Night 2: Alice and Finn name Ben, Gus names Finn.
		return night(s, { 0: 1, 1: 3, 2: 4, 3: 3, 4: 3, 5: 1, 6: 5 });
	}

	it("each night's town's hunch: the most-named (every one of them on a tie, in seat order), of how many", () => {
		const s = twoNights();
		expect(townHunches(s.log)).toEqual([
			{ night: 1, hunch: { seats: [1, 5, 6], count: 1, of: 3 } },
			{ night: 2, hunch: { seats: [1], count: 2, of: 3 } }
		]);
		// A narrated night has no hunches: nothing to show.
		const narrated = act(startNight(readCards(gameWith('classic', [...CLASSIC]))), pick('mafia', 'all', 0), NEXT, NEXT, NEXT);
		expect(townHunches(narrated.log)).toEqual([]);
	});

	it("each player's hunches and how many pointed at a Killer", () => {
		expect([...hunchesBySeat(twoNights())]).toEqual([
			[0, { named: 2, atMafia: 1 }],
			[5, { named: 2, atMafia: 2 }],
			[6, { named: 2, atMafia: 0 }]
		]);
	});

	it("a mafia player's hunch on the night of the mafia's meeting knows the answer: it is not counted", () => {
		const seats = ['godfather', 'villager', 'mafia', 'doctor', 'detective', 'villager', 'sniper'] as const;
		let s = readCards(gameWith('godfather', [...seats], ROUND));
		while (s.phase.kind === 'talk') s = act(s, s.phase.turns && s.phase.turns.at < s.phase.turns.order.length ? { type: 'turn.next' } : TALK_END);
		s = night(startNight(s), { 0: 1, 1: 0, 2: 3, 3: 2, 4: 0, 5: 1, 6: 2 });
		expect([...hunchesBySeat(s)]).toEqual([
			[1, { named: 1, atMafia: 1 }],
			[3, { named: 1, atMafia: 1 }],
			[4, { named: 1, atMafia: 1 }],
			[5, { named: 1, atMafia: 0 }],
			[6, { named: 1, atMafia: 1 }]
		]);
	});
});

describe('undo and the record of a pass-round night', () => {
	it('an ended turn is final: the next holder cannot undo it, the table may redo the whole night (issue 32)', () => {
		const config = gameWith('classic', [...CLASSIC], ROUND).config;
		const base = createRecord(config, 'round', 0);
		let at = clockNow();
		const actions = [
			...config.players.map((_, seat) => ({ type: 'card.seen' as const, seat, at: (at += 1000) })),
			{ type: 'night.start' as const, at: (at += 1000) },
			{ type: 'round.take' as const, seat: 0, at: (at += 1000) },
			{ type: 'round.pick' as const, seat: 0, target: 1, at: (at += 1000) }
		];
		// Chosen, not yet passed on: still the player's own turn, and still final.
		expect(undoState({ ...base, actions })).toMatchObject({ canUndo: false, redo: { kind: 'night', from: 0 } });
		const rec = { ...base, actions: [...actions, { type: 'round.pass' as const, at: (at += 9000) }] };
		expect(undoState(rec)).toMatchObject({ canUndo: false, redo: { kind: 'night', night: 1, from: 0 } });
		expect(undoLast(rec)).toEqual({
			ok: false,
			reason: "A night turn's choice is final once confirmed: only the whole night can be started again, in front of the table (Menu)."
		});
		const redone = replay({ ...rec, actions: [...rec.actions, { type: 'round.redo' as const, at: (at += 1000) }] });
		expect(redone.ok && redone.value.phase).toMatchObject({ kind: 'round', at: 0, turn: null, picks: [], hunches: [], redone: 1 });
	});

	it('a record of a pass-round night is read back, refused when a turn was cut short', () => {
		const config = gameWith('classic', [...CLASSIC], ROUND).config;
		let at = 1_000_000;
		const actions = [
			...config.players.map((_, seat) => ({ type: 'card.seen', seat, at: (at += 1000) })),
			{ type: 'night.start', at: (at += 1000) },
			{ type: 'round.take', seat: 0, at: (at += 1000) },
			{ type: 'round.pick', seat: 0, target: 1, at: (at += 1000) },
			{ type: 'round.pass', at: (at += 3000) }
		];
		const raw = JSON.parse(JSON.stringify({ ...createRecord(config, 'r', 0), actions }));
		const read = readRecord(raw);
		expect(read.ok).toBe(false);
		expect(!read.ok && read.reason).toContain('Step 11 (round.pass) was refused: Keep the phone a moment longer');
		raw.actions[10].at += 5000;
		expect(readRecord(raw).ok).toBe(true);
		raw.actions[9].target = '1';
		expect(readRecord(raw)).toEqual({ ok: false, reason: 'Step 10 gives its choice as the text "1", not as a seat number.' });
	});
});
