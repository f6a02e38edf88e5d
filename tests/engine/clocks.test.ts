import { describe, it, expect } from 'vitest';
import {
	CLOCK_PRESETS,
	createRecord,
	isPaused,
	replay,
	timeLeft,
	type Action,
	type Clock,
	type GameOptions,
	type GameRecord,
	type GameState,
	type RoleId,
	type TimedAction
} from '../../src/lib/engine/index';
import {
	EXPIRE,
	MORNING,
	NEXT,
	PAUSE,
	RESUME,
	TALK_END,
	VERDICT,
	WORD,
	act,
	actAt,
	clockNow,
	deaths,
	finishNight,
	gameWith,
	phaseOf,
	pick,
	readCards,
	refusal,
	startNight,
	vote,
	wakeUp
} from './helpers';

// Clocks are data in the phase (time left, running since when); events carry their time.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];
const night1 = (options: Partial<GameOptions> = {}) => startNight(readCards(gameWith('clocked', SEVEN, options)));
const clockOf = (s: GameState): Clock => {
	const clock = 'clock' in s.phase ? s.phase.clock : null;
	if (!clock) throw new Error(`no clock at ${s.phase.kind}`);
	return clock;
};
/** When the phase's clock runs out, if nobody pauses it. */
const deadline = (s: GameState) => {
	const c = clockOf(s);
	if (c.runningSince === null) throw new Error('paused');
	return c.runningSince + c.leftMs;
};
const talk1 = () => act(finishNight(night1()), MORNING);
const ballot1 = () => act(talk1(), TALK_END);

describe('the talk clock', () => {
	it('starts with the talk, and the vote opens when it ends — not a moment before', () => {
		const s = talk1();
		expect(clockOf(s)).toEqual({ totalMs: 60_000, leftMs: 60_000, runningSince: expect.any(Number) });
		const end = deadline(s);
		expect(refusal(s, EXPIRE, end - 1)).toBe('The clock has not run out.');
		const ballot = actAt(s, EXPIRE, end);
		expect(ballot.phase).toMatchObject({ kind: 'ballot', day: 1, round: 1 });
		expect(clockOf(ballot)).toEqual({ totalMs: 30_000, leftMs: 30_000, runningSince: end });
	});

	it('the Fast preset gives 20 s a wake, 30 s of talk and 20 s to vote', () => {
		const s = night1({ ...CLOCK_PRESETS.fast });
		expect(clockOf(s).totalMs).toBe(20_000);
		const talk = act(finishNight(s), MORNING);
		expect(clockOf(talk).totalMs).toBe(30_000);
		expect(clockOf(act(talk, TALK_END)).totalMs).toBe(20_000);
	});
});

describe('pause', () => {
	it('stops the clock: it neither runs out nor loses time until resumed', () => {
		const s = talk1();
		const start = clockOf(s).runningSince!;
		const paused = actAt(s, PAUSE, start + 10_000);
		expect(clockOf(paused)).toEqual({ totalMs: 60_000, leftMs: 50_000, runningSince: null });
		expect(timeLeft(clockOf(paused), start + 3_600_000)).toBe(50_000);
		expect(refusal(paused, EXPIRE, start + 60_000)).toBe('The clock has not run out.');
		expect(refusal(paused, EXPIRE, start + 3_600_000)).toBe('The clock has not run out.');
		const resumed = actAt(paused, RESUME, start + 100_000);
		expect(clockOf(resumed)).toEqual({ totalMs: 60_000, leftMs: 50_000, runningSince: start + 100_000 });
		expect(refusal(resumed, EXPIRE, start + 149_999)).toBe('The clock has not run out.');
		expect(actAt(resumed, EXPIRE, start + 150_000).phase.kind).toBe('ballot');
	});

	it('stops the clock of every phase that has one: a wake, the morning, the talk, the vote, the result', () => {
		// Each phase is reached just before it is paused, so its clock is still running.
		const phases: [string, () => GameState][] = [
			['night', night1],
			['morning', () => finishNight(night1())],
			['talk', talk1],
			['ballot', ballot1],
			['verdict', () => vote(ballot1(), [[ALICE, null], [BEN, null], [CARA, null], [DEV, null], [EVE, null], [FINN, null], [GUS, null]])]
		];
		for (const [kind, reach] of phases) {
			const s = reach();
			expect(s.phase.kind).toBe(kind);
			const end = deadline(s);
			const paused = act(s, PAUSE);
			expect(clockOf(paused).runningSince, kind).toBeNull();
			expect(refusal(paused, EXPIRE, end + 60_000), kind).toBe('The clock has not run out.');
		}
	});

	it('a second Pause or Resume changes nothing: the clock neither loses nor gains time', () => {
		const s = talk1();
		const start = clockOf(s).runningSince!;
		expect(isPaused(clockOf(s))).toBe(false);
		// Resume on a running clock (a double tap): it keeps counting from when it started.
		const resumed = actAt(s, RESUME, start + 20_000);
		expect(clockOf(resumed)).toEqual(clockOf(s));
		const paused = actAt(resumed, PAUSE, start + 30_000);
		expect(isPaused(clockOf(paused))).toBe(true);
		expect(clockOf(actAt(paused, PAUSE, start + 40_000))).toEqual({ totalMs: 60_000, leftMs: 30_000, runningSince: null });
		expect(isPaused(clockOf(actAt(paused, RESUME, start + 50_000)))).toBe(false);
	});

	it('a paused wake can still act after its time would have run out', () => {
		const s = night1();
		const end = deadline(s);
		const paused = act(s, PAUSE);
		const picked = actAt(paused, pick('mafia', 'all', GUS), end + 10_000);
		expect(deaths(finishNight(picked))).toEqual([GUS]);
	});

	it('is refused where no clock runs, and says so', () => {
		const classic = readCards(gameWith('classic', SEVEN));
		expect(refusal(classic, PAUSE)).toBe('No clock is running.');
		const classicTalk = act(finishNight(startNight(classic)), MORNING);
		expect(classicTalk.phase).toMatchObject({ kind: 'talk', clock: null });
		expect(refusal(classicTalk, PAUSE)).toBe('No clock is running.');
		expect(refusal(classicTalk, EXPIRE)).toBe('The clock has not run out.');
	});
});

describe("a wake's clock (clocked: each role's wake gets the night clock)", () => {
	it('when it ends the role has not acted: its later picks are refused and the next role wakes with a fresh clock', () => {
		const s = night1();
		const end = deadline(s);
		expect(refusal(s, pick('mafia', 'all', ALICE), end)).toBe('Time is up: the Mafia did not act.');
		const doctor = actAt(s, EXPIRE, end);
		expect(phaseOf(doctor, 'night').wakes[phaseOf(doctor, 'night').step].role).toBe('doctor');
		expect(clockOf(doctor)).toEqual({ totalMs: 30_000, leftMs: 30_000, runningSince: end });
		expect(deaths(finishNight(doctor))).toEqual([]);
	});

	it('a Doctor whose clock ends covers nobody', () => {
		let s = wakeUp(act(night1(), pick('mafia', 'all', CARA)), 'doctor');
		const end = deadline(s);
		expect(refusal(s, pick('doctor', DEV, CARA), end + 1)).toBe('Time is up: the Doctor did not act.');
		s = finishNight(actAt(s, EXPIRE, end));
		expect(deaths(s)).toEqual([CARA]);
		expect(s.log.at(-1)).toMatchObject({ covered: null });
	});

	it('a pick made in time stands, even when the clock runs out before the narrator moves on', () => {
		let s = act(night1(), pick('mafia', BEN, FINN));
		s = actAt(s, EXPIRE, deadline(s));
		expect(deaths(finishNight(s))).toEqual([FINN]);
	});

	it('the narrator may always move on before the clock ends', () => {
		const s = act(night1(), NEXT);
		expect(phaseOf(s, 'night').step).toBe(1);
	});
});

describe('the vote clock', () => {
	it('closes the ballot with the votes cast so far; who did not vote counts for nobody', () => {
		let s = vote(ballot1(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN]]);
		const end = deadline(s);
		expect(refusal(s, { type: 'ballot.cast', voter: DEV, target: BEN }, end)).toBe('Time is up: the vote has closed.');
		s = actAt(s, EXPIRE, end);
		expect(phaseOf(s, 'verdict')).toMatchObject({ tally: { [BEN]: 2, [CARA]: 1 }, abstained: 0, outcome: { kind: 'out', seat: BEN } });
		expect(s.log.at(-1)).toMatchObject({ kind: 'vote', ballots: { [ALICE]: BEN, [BEN]: CARA, [CARA]: BEN } });
		expect(refusal(s, { type: 'ballot.cast', voter: DEV, target: BEN })).toBe('That can only happen during a vote.');
	});

	it('a clock that ends with no votes sends nobody', () => {
		const s = ballot1();
		const verdict = actAt(s, EXPIRE, deadline(s));
		expect(phaseOf(verdict, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'no-votes' });
	});
});

describe('the morning and the vote result (clocked: 5 s, the narrator can continue early)', () => {
	it('the morning moves on by itself after 5 s', () => {
		const s = finishNight(night1());
		expect(clockOf(s).totalMs).toBe(5_000);
		const end = deadline(s);
		expect(refusal(s, EXPIRE, end - 1)).toBe('The clock has not run out.');
		expect(actAt(s, EXPIRE, end).phase).toMatchObject({ kind: 'talk', day: 1 });
		expect(act(s, MORNING).phase.kind).toBe('talk');
	});

	it('the vote result moves on by itself after 5 s', () => {
		const s = vote(ballot1(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null]]);
		expect(clockOf(s).totalMs).toBe(5_000);
		const end = deadline(s);
		expect(refusal(s, EXPIRE, end - 1)).toBe('The clock has not run out.');
		expect(actAt(s, EXPIRE, end).phase).toEqual({ kind: 'dusk', night: 2 });
		expect(act(s, VERDICT).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('a morning that ends the game ends it when its 5 s are up', () => {
		const s = finishNight(act(startNight(readCards(gameWith('clocked', ['mafia', 'villager', 'detective', 'mafia', 'villager']))), pick('mafia', 'all', 1)));
		expect(s.winner?.side).toBe('mafia');
		expect(actAt(s, EXPIRE, deadline(s)).phase.kind).toBe('ended');
	});

	it('other presets have no result clock', () => {
		const classic = finishNight(startNight(readCards(gameWith('classic', SEVEN))));
		expect(classic.phase).toMatchObject({ kind: 'morning', clock: null });
	});
});

describe("storyteller's clocks: the last word and the discussion", () => {
	// Ben is the one Mafia; Cara Detective, Dev Doctor.
	const SIX: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'villager', 'villager'];
	const morning = () => finishNight(act(startNight(readCards(gameWith('storyteller', SIX))), pick('mafia', BEN, ALICE)));

	it('the killed get a 30 s last word; at its end the discussion opens with its 4 minutes', () => {
		const s = act(morning(), MORNING);
		expect(phaseOf(s, 'lastWord').speakers).toEqual([ALICE]);
		expect(clockOf(s).totalMs).toBe(30_000);
		const end = deadline(s);
		expect(refusal(s, EXPIRE, end - 1)).toBe('The clock has not run out.');
		const talk = actAt(s, EXPIRE, end);
		expect(talk.phase).toMatchObject({ kind: 'talk', day: 1 });
		expect(clockOf(talk)).toEqual({ totalMs: 240_000, leftMs: 240_000, runningSince: end });
	});

	it('the narrator may end a last word early, and skip the discussion to the vote', () => {
		const talk = act(morning(), MORNING, WORD);
		expect(talk.phase.kind).toBe('talk');
		expect(act(talk, TALK_END).phase.kind).toBe('ballot');
	});

	it('the last word is a clock like the others: pause stops it', () => {
		const s = act(morning(), MORNING);
		const end = deadline(s);
		const paused = act(s, PAUSE);
		expect(refusal(paused, EXPIRE, end + 1)).toBe('The clock has not run out.');
	});

	it('a changed last-word time is used; none at all skips it', () => {
		const longer = act(finishNight(act(startNight(readCards(gameWith('storyteller', SIX, { lastWordSeconds: 45 }))), pick('mafia', BEN, ALICE))), MORNING);
		expect(clockOf(longer).totalMs).toBe(45_000);
		const none = act(finishNight(act(startNight(readCards(gameWith('storyteller', SIX, { lastWordSeconds: null }))), pick('mafia', BEN, ALICE))), MORNING);
		expect(none.phase.kind).toBe('talk');
	});
});

describe('a clock survives a reload', () => {
	/** Plays actions into a record the way the app saves them, each with its time. */
	function recorded(start: GameState, steps: { action: Action; at: number }[]) {
		const record: GameRecord = { ...createRecord(start.config, 'reload', 0), actions: [] };
		let s = start;
		for (const { action, at } of steps) {
			s = actAt(s, action, at);
			record.actions.push({ ...action, at } as TimedAction);
		}
		return { record, state: s };
	}

	it('replaying the record gives the same clock data, paused or running, and the same time left', () => {
		const t = clockNow() + 1_000_000;
		const cards = gameWith('clocked', SEVEN).players.map((p, i) => ({ action: { type: 'card.seen', seat: p.seat } as Action, at: t + i * 1000 }));
		const start = gameWith('clocked', SEVEN);
		const { record, state } = recorded(start, [
			...cards,
			{ action: { type: 'night.start' }, at: t + 20_000 },
			{ action: pick('mafia', 'all', ALICE), at: t + 25_000 },
			{ action: NEXT, at: t + 30_000 },
			{ action: PAUSE, at: t + 42_000 }
		]);
		const reloaded = replay(record);
		expect(reloaded.ok).toBe(true);
		if (!reloaded.ok) return;
		expect(reloaded.value).toEqual(state);
		expect(clockOf(reloaded.value)).toEqual({ totalMs: 30_000, leftMs: 18_000, runningSince: null });
		// Hours later the reloaded game resumes with the 18 s it had left.
		const resumed = actAt(reloaded.value, RESUME, t + 7_200_000);
		expect(timeLeft(clockOf(resumed), t + 7_200_000 + 17_000)).toBe(1_000);
		// A running clock too: the same deadline after a reload.
		const running = replay({ ...record, actions: record.actions.slice(0, -1) });
		expect(running.ok && clockOf(running.value)).toEqual({ totalMs: 30_000, leftMs: 30_000, runningSince: t + 30_000 });
	});

	it('the clock is plain data: a saved and restored game is equal to the one that was saved', () => {
		const s = act(talk1(), PAUSE);
		expect(JSON.parse(JSON.stringify(s))).toEqual(s);
	});
});
