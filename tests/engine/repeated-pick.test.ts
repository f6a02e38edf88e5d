import { describe, expect, it } from 'vitest';
import {
	RECORD_VERSION,
	configOf,
	createRecord,
	olderRulesOf,
	readRecord,
	replay,
	repeatsPick,
	type Action,
	type GameRecord,
	type GameState
} from '../../src/lib/engine/index';
import { NEXT, act, configFor, gameWith, pick, readCards, refusal, seatsOf, startNight, wakeUp } from './helpers';

/**
 * Issue 32, point 16: the same night pick tapped twice (a double tap, or two taps a second apart) was recorded twice,
 * and the Witch's heal three times for a triple tap; one Undo then took back a copy and seemed to do nothing. A pick
 * that already stands is no new action. An older record that holds such a repeat still replays as it was played.
 */
const CLASSIC = ['mafia', 'mafia', 'doctor', 'detective', 'villager', 'villager', 'villager'] as const;

describe('a night pick made again as it stands is no new action', () => {
	const night = () => startNight(readCards(gameWith('classic', [...CLASSIC])));

	it('the Doctor tapping Cara twice: the second is refused in words, and the game is as after the first', () => {
		let s = wakeUp(night(), 'doctor');
		const [doctor] = seatsOf(s, 'doctor');
		s = act(s, pick('doctor', doctor, 4));
		expect(repeatsPick(s, 'doctor', doctor, 4)).toBe(true);
		expect(refusal(s, pick('doctor', doctor, 4))).toBe('That pick is already made: tapping it again changes nothing.');
		// Another player, or nobody, is a new pick.
		expect(repeatsPick(s, 'doctor', doctor, 5)).toBe(false);
		expect(repeatsPick(s, 'doctor', doctor, null)).toBe(false);
		const changed = act(s, pick('doctor', doctor, null));
		expect(changed.phase.kind === 'night' && changed.phase.picks.filter((p) => p.role === 'doctor')).toEqual([{ role: 'doctor', by: doctor, target: null }]);
	});

	it('"all agree" for the killers, tapped again: refused; one killer picking the same again is refused too', () => {
		let s = night();
		const [a, b] = seatsOf(s, 'mafia');
		s = act(s, pick('mafia', 'all', 4));
		expect(repeatsPick(s, 'mafia', 'all', 4)).toBe(true);
		expect(repeatsPick(s, 'mafia', a, 4)).toBe(true);
		expect(refusal(s, pick('mafia', b, 4))).toMatch(/already made/);
		// One killer changing his mind is a pick; "all" for the player only one of them picked is a pick too.
		s = act(s, pick('mafia', a, 5));
		expect(repeatsPick(s, 'mafia', 'all', 4)).toBe(false);
		expect(repeatsPick(s, 'mafia', 'all', 5)).toBe(false);
	});

	it('the Witch’s heal tapped three times is one heal', () => {
		let s = startNight(readCards(gameWith('custom', ['mafia', 'witch', 'villager', 'villager', 'villager'])));
		s = act(s, pick('mafia', 'all', 3), NEXT);
		const [witch] = seatsOf(s, 'witch');
		s = act(s, pick('witch', witch, 3, 'heal'));
		expect(refusal(s, pick('witch', witch, 3, 'heal'))).toMatch(/already made/);
		expect(refusal(s, pick('witch', witch, 3, 'heal'))).toMatch(/already made/);
		// Her other potion is another pick.
		expect(repeatsPick(s, 'witch', witch, 3, 'poison')).toBe(false);
	});

	it('nothing is a repeat outside the night', () => {
		const s = readCards(gameWith('classic', [...CLASSIC]));
		expect(repeatsPick(s, 'doctor', 2, 4)).toBe(false);
	});
});

/** A clocked game of 7 with two killers in seats 0 and 1, as a record of `version`, dealt and read, the night begun. */
function clockedRecord(version: number, night: Action[]): GameRecord {
	const dealt = gameWith('clocked', [...CLASSIC], { nightSeconds: null });
	const record = createRecord(configFor('clocked', dealt.config.roles, 7, { nightSeconds: null }, dealt.config.seed), 'repeat', 1);
	const actions: Action[] = [...dealt.players.map((p) => ({ type: 'card.seen' as const, seat: p.seat })), { type: 'night.start' }, ...night];
	// A minute apart: every call lasts its least time.
	return { ...record, version, actions: actions.map((a, i) => ({ ...a, at: 60_000 * (i + 1) })) };
}

const phaseOf = (s: GameState) => s.phase;

describe('an older record holding a repeated pick replays as it was played', () => {
	// `clocked`: when the killers disagree, the earliest pick kills. Ben picks Eve, then Alice picks Finn, then Ben taps
	// Eve again: under the old rule his pick moved last, so Alice's Finn was the earliest and Finn died.
	const night: Action[] = [pick('mafia', 1, 4), pick('mafia', 0, 5), pick('mafia', 1, 4)];
	const rest: Action[] = [NEXT, pick('doctor', 2, null), NEXT, pick('detective', 3, 6), NEXT];

	it('version 3: the repeat stands as a pick made again, and Finn dies, as the table heard', () => {
		const old = clockedRecord(3, [...night, ...rest]);
		expect(olderRulesOf(old)).toEqual({ picksRepeat: true });
		const read = readRecord(JSON.parse(JSON.stringify(old)));
		expect(read.ok ? 'read' : read.reason).toBe('read');
		const game = replay(old);
		expect(game.ok && phaseOf(game.value)).toMatchObject({ kind: 'morning', deaths: [5] });
		// And the game goes on under the rule it was played by: another repeat is recorded as before.
		const upTo = replay(old, 11);
		expect(upTo.ok && repeatsPick(upTo.value, 'mafia', 0, 5)).toBe(false);
	});

	it('the same actions as a record of today are refused at the repeat, with the step and the reason', () => {
		const now = clockedRecord(RECORD_VERSION, [...night, ...rest]);
		const game = replay(now);
		expect(game.ok ? 'replayed' : game.reason).toMatch(/^Step 11 \(night\.pick\) was refused.*That pick is already made/);
	});

	it('an older record with no repeat keeps no older rule: it plays the same under today’s', () => {
		const old = clockedRecord(3, [pick('mafia', 1, 4), pick('mafia', 0, 4), ...rest]);
		expect(olderRulesOf(old)).toEqual({});
		const then = replay(old);
		const today = replay({ ...old, version: RECORD_VERSION });
		expect(then.ok && today.ok && phaseOf(today.value)).toEqual(then.ok && phaseOf(then.value));
		expect(then.ok && phaseOf(then.value)).toMatchObject({ kind: 'morning', deaths: [4] });
	});

	it('a record of today carries the version that never records a repeat', () => {
		expect(RECORD_VERSION).toBe(4);
		const record = clockedRecord(RECORD_VERSION, []);
		expect(createRecord(configOf(record), 'x', 1).version).toBe(4);
	});
});
