import { describe, expect, it } from 'vitest';
import { APP_TURN_CHOICES, PRESETS, checkOptions, createRecord, readRecord, replay, type GameOptions } from '../../src/lib/engine/index';
import { NAMES } from './helpers';

/** The app runs the night: its turn length and countdown are checked options of the game, kept in its record. */
const app = (over: Partial<GameOptions> = {}): GameOptions => ({ ...PRESETS.classic.defaults, narration: 'app', ...over });

function recordWith(options: GameOptions) {
	return createRecord({ preset: 'classic', players: NAMES.slice(0, 7), roles: { mafia: 2, detective: 1, doctor: 1, villager: 3 }, options, seed: 5 }, 'g', 0);
}

describe("the app's turn length", () => {
	it('every offered turn length is accepted, and the default (no night clock) is 30 s', () => {
		for (const seconds of APP_TURN_CHOICES) expect(checkOptions(app({ nightSeconds: seconds }))).toEqual([]);
		expect(checkOptions(app({ nightSeconds: null }))).toEqual([]);
	});

	it('a turn too short to pick in, or too long, is refused with the reason', () => {
		const reason = "With the app running the night, each role's turn lasts from 10 seconds to 5 minutes.";
		expect(checkOptions(app({ nightSeconds: 6 }))).toEqual([reason]);
		expect(checkOptions(app({ nightSeconds: 600 }))).toEqual([reason]);
		// A narrator's night clock is the rule set's own business.
		expect(checkOptions({ ...app({ nightSeconds: 6 }), narration: 'narrator' })).toEqual([]);
	});

	it('a countdown that is not whole seconds from 0 to 30 is refused', () => {
		const reason = 'The countdown before each call is a whole number of seconds from 0 to 30.';
		expect(checkOptions(app({ countdownSeconds: 0 }))).toEqual([]);
		expect(checkOptions(app({ countdownSeconds: -1 }))).toEqual([reason]);
		expect(checkOptions(app({ countdownSeconds: 2.5 }))).toEqual([reason]);
		expect(checkOptions(app({ countdownSeconds: 31 }))).toEqual([reason]);
	});

	it('the chosen length is carried into the record and every turn replays with it', () => {
		const record = recordWith(app({ nightSeconds: 45, countdownSeconds: 3 }));
		const read = readRecord(JSON.parse(JSON.stringify(record)));
		if (!read.ok) throw new Error(read.reason);
		expect(read.value.options).toMatchObject({ nightSeconds: 45, countdownSeconds: 3 });
		const actions = [...NAMES.slice(0, 7).map((_, seat) => ({ type: 'card.seen' as const, seat, at: 1 })), { type: 'night.start' as const, at: 100 }];
		const night = replay({ ...read.value, actions });
		if (!night.ok || night.value.phase.kind !== 'night') throw new Error('no night');
		expect(night.value.phase.clock).toEqual({ totalMs: 48_000, leftMs: 48_000, runningSince: 100 });
		// The next role's turn is just as long.
		const next = replay({ ...read.value, actions: [...actions, { type: 'clock.expire', at: 48_100 }] });
		if (!next.ok || next.value.phase.kind !== 'night') throw new Error('no second turn');
		expect(next.value.phase.step).toBe(1);
		expect(next.value.phase.clock?.totalMs).toBe(48_000);
	});
});

describe('no open vote with the app', () => {
	it('is refused, with the reason, at setup and in a record', () => {
		const reason = 'An open vote needs a narrator to enter each vote: with the app running the night, the vote is secret.';
		expect(checkOptions(app({ ballotMode: 'open' }))).toEqual([reason]);
		expect(checkOptions({ ...app({ ballotMode: 'open' }), narration: 'narrator' })).toEqual([]);
		const read = readRecord(JSON.parse(JSON.stringify(recordWith(app({ ballotMode: 'open' })))));
		expect(read).toEqual({ ok: false, reason: `This game cannot be set up: ${reason}` });
	});
});
