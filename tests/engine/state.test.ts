import { describe, expect, it } from 'vitest';
import { changed, withPhase, withoutCubNight } from '../../src/lib/engine/state';
import type { GameState } from '../../src/lib/engine/index';
import { gameWith } from './helpers';

/**
 * Every step of the engine makes its new state through src/lib/engine/state.ts. A field it forgot would be dropped
 * from the game at the next tap (a spent potion, the Mayor, a Lover), so the state below sets every field:
 * `Required<GameState>` makes a field added to the game a type error here until it is added to both.
 */
const full: Required<GameState> = {
	...gameWith('classic', ['mafia', 'doctor', 'detective', 'villager', 'villager', 'villager', 'villager']),
	spent: { heal: [1], poison: [] },
	cubAvenged: true,
	lovers: [2, 3],
	fired: [4],
	mayor: 5,
	voteless: [6],
	secretsShown: 1234,
	turnEndsUnpicked: true,
	callsUndealt: true,
	picksRepeat: true,
	winner: { side: 'town', seats: [1, 2] } as GameState['winner'],
	silenced: 3,
	characters: [0, 1, 2, 3, 4, 5, 6],
	mafiaMet: true
};

describe('the one place game states are made', () => {
	it('keeps every field of the game in a new phase, and changes nothing it was given', () => {
		const phase: GameState['phase'] = { kind: 'dusk', night: 2 };
		const before = structuredClone(full);
		const next = withPhase(full, phase);
		expect(next).toStrictEqual({ ...full, phase });
		expect(Object.keys(next).sort()).toEqual(Object.keys(full).sort());
		expect(full).toStrictEqual(before);
		expect(next).not.toBe(full);
	});

	it('changes the fields it is told to and keeps the rest; a field given as undefined stays as it was', () => {
		const next = changed(full, { mayor: 0, log: [], spent: undefined, phase: { kind: 'ended' } });
		expect(next).toStrictEqual({ ...full, mayor: 0, log: [], phase: { kind: 'ended' } });
	});

	it('adds an optional field only once it is set, so a game saved keeps exactly the keys it had', () => {
		const plain = gameWith('classic', ['mafia', 'doctor', 'detective', 'villager', 'villager', 'villager', 'villager']);
		const keys = Object.keys(plain).sort();
		expect(Object.keys(withPhase(plain, { kind: 'dusk', night: 1 })).sort()).toEqual(keys);
		expect(Object.keys(changed(plain, { mayor: undefined, cubAvenged: undefined })).sort()).toEqual(keys);
		expect(Object.keys(changed(plain, { mayor: 2 })).sort()).toEqual([...keys, 'mayor'].sort());
	});

	it("takes the Wolf Cub's pending night away, and only that", () => {
		const { cubAvenged: _gone, ...rest } = full;
		expect(withoutCubNight(full)).toStrictEqual(rest);
		const plain = withoutCubNight(rest);
		expect(plain).toBe(rest);
	});
});
