import { describe, expect, it } from 'vitest';
import { checkTable, createRecord, replay, type GameState, type TimedAction } from '../../src/lib/engine/index';
import { MORNING, NEXT, TALK_END, VERDICT, abstainAll, act, actAt, gameWith, narratorWake, pick, readCards, refusal, startNight, wakeUp } from './helpers';
import { fixtureRecords } from '../support/records';

/**
 * With a narrator, every call lasts at least the same least time, its holders alive or dead (RULES.md): "Done —
 * next role" is refused before it, with the seconds to go, as a pass-round turn's Done is; the narrator's view
 * says from when Done may be pressed.
 */

// Ben and Eve the killers, Cara the Detective, Dev the Doctor.
const ALICE = 0, DEV = 3;
const TABLE = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'] as const;
const WITH_LEAST = { callMinSeconds: 10 };

const began = (s: GameState) => (s.phase.kind === 'night' ? s.phase.began : NaN);
const tooEarly = (left: number) =>
	`Keep the call going a moment longer: every call lasts at least 10 seconds, alive or dead, so the table cannot tell who is gone (${left} s to go).`;

/** Night 2, the Doctor's call for show: the killers took Dev on night 1, and nobody went on day 1. */
function doctorCalledForShow(): GameState {
	let s = act(startNight(readCards(gameWith('classic', [...TABLE], WITH_LEAST))), pick('mafia', 'all', DEV));
	while (s.phase.kind === 'night') s = act(s, NEXT);
	s = act(abstainAll(act(s, MORNING, TALK_END)), VERDICT);
	return wakeUp(act(startNight(s), pick('mafia', 'all', ALICE)), 'doctor');
}

describe("a narrator's call lasts its least time", () => {
	it('a living role: Done is refused 3 s into the call, with the seconds to go, and taken once 10 s have passed', () => {
		const s = act(startNight(readCards(gameWith('classic', [...TABLE], WITH_LEAST))), pick('mafia', 'all', ALICE));
		const start = began(s);
		expect(narratorWake(s).canEnd).toEqual({ ok: true });
		expect(narratorWake(s).endFrom).toBe(start + 10_000);
		expect(refusal(s, NEXT, start + 3_000)).toBe(tooEarly(7));
		expect(refusal(s, NEXT, start + 9_999)).toBe(tooEarly(1));
		const next = actAt(s, NEXT, start + 10_000);
		expect(narratorWake(next).wake.role).toBe('doctor');
		// The next call counts from its own start.
		expect(narratorWake(next).endFrom).toBe(start + 20_000);
	});

	it('a role called for show, with nothing to tap, lasts as long as any other', () => {
		const s = doctorCalledForShow();
		const start = began(s);
		expect(narratorWake(s).wake.forShow).toBe(true);
		expect(narratorWake(s).canEnd).toEqual({ ok: true });
		expect(narratorWake(s).endFrom).toBe(start + 10_000);
		expect(refusal(s, NEXT, start + 1_000)).toBe(tooEarly(9));
		expect(narratorWake(actAt(s, NEXT, start + 10_000)).wake.role).toBe('detective');
	});

	it('a missing pick is said first: the narrator has something to do before the time matters', () => {
		const s = startNight(readCards(gameWith('classic', [...TABLE], WITH_LEAST)));
		expect(refusal(s, NEXT, began(s) + 1_000)).toBe('The Killers have not picked: tap a player or Nobody.');
	});

	it('the setting is a whole number of seconds from 3 to 60; with no narrator it is not asked', () => {
		const game = gameWith('classic', [...TABLE]);
		const table = (callMinSeconds: number, narration: 'narrator' | 'app' = 'narrator') =>
			checkTable({ ...game.config, options: { ...game.config.options, narration, callMinSeconds } });
		expect(table(2)).toContain('With a narrator, a call\'s least time is a whole number of seconds from 3 to 60.');
		expect(table(7.5)).toContain('With a narrator, a call\'s least time is a whole number of seconds from 3 to 60.');
		expect(table(10)).toEqual([]);
		expect(table(2, 'app')).toEqual([]);
	});
});

describe('a game recorded before calls had a least time', () => {
	it('has none: its calls of a second or two still replay, the fixtures with a narrator among them', () => {
		const s = act(startNight(readCards(gameWith('classic', [...TABLE]))), pick('mafia', 'all', ALICE));
		expect(narratorWake(s).endFrom).toBeNull();
		expect(narratorWake(actAt(s, NEXT, began(s) + 1)).wake.role).toBe('doctor');
		const narrated = fixtureRecords().filter((f) => f.record.options.narration === 'narrator');
		expect(narrated.length).toBeGreaterThan(3);
		for (const { name, record } of narrated) {
			expect(record.options.callMinSeconds, name).toBeUndefined();
			expect(replay(record).ok, name).toBe(true);
		}
	});

	it('a record that sets it is held to it on replay: a call cut short is refused, by its step', () => {
		const game = gameWith('classic', [...TABLE], WITH_LEAST);
		const cards: TimedAction[] = game.players.map((p) => ({ type: 'card.seen', seat: p.seat, at: 1_000 + p.seat }));
		const night: TimedAction[] = [
			{ type: 'night.start', at: 2_000 },
			{ type: 'night.pick', role: 'mafia', by: 'all', target: ALICE, at: 5_000 },
			{ type: 'night.next', at: 6_000 }
		];
		const record = { ...createRecord(game.config, 'short-call', 0), actions: [...cards, ...night] };
		expect(replay(record)).toEqual({ ok: false, reason: `Step 10 (night.next) was refused: ${tooEarly(6)}` });
		night[2].at = 12_000;
		expect(replay(record).ok).toBe(true);
	});
});
