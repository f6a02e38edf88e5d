import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, wakesFor, type GameOptions, type GameRecord, type GameState, type PresetId, type RoleCounts } from '../../src/lib/engine/index';
import { EXPIRE, MORNING, TALK_END, act, actAt, gameFromSeed, pick, readCards, seatsOf, startNight } from './helpers';

/**
 * RULES.md: a role nobody was dealt is not called (the counts are public, so calling it hides nothing and costs the
 * table time); a dealt role whose holders are dead is still called, for the same time. Whoever runs the night.
 */
const GODFATHER_EIGHT: RoleCounts = { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 1 };
const CLASSIC_NO_DOCTOR: RoleCounts = { mafia: 2, detective: 1, villager: 4 };

const WAYS: Partial<GameOptions>[] = [{ narration: 'narrator' }, { narration: 'app', ballotMode: 'secret' }];
const called = (s: GameState, night = 1) => wakesFor(s, night).map((w) => w.role);

describe('a role nobody was dealt is not called', () => {
	it.each(WAYS)('godfather at eight ($narration): every night calls the killers, the Doctor, the Detective and the Sniper, never Dr. Lecter', (way) => {
		const s = readCards(gameFromSeed('godfather', GODFATHER_EIGHT, 8, 7, way));
		for (const night of [1, 2, 3]) expect(called(s, night)).toEqual(['mafia', 'doctor', 'detective', 'sniper']);
	});

	it.each(WAYS)('classic with no Doctor ($narration): the killers, then the Detective', (way) => {
		expect(called(readCards(gameFromSeed('classic', CLASSIC_NO_DOCTOR, 7, 7, way)))).toEqual(['mafia', 'detective']);
	});

	it.each(['clocked', 'storyteller'] as PresetId[])('%s, app-narrated: the Doctor left out is not called, and the night is one call shorter', (preset) => {
		const app = { narration: 'app', ballotMode: 'secret' } as const;
		const without = readCards(gameFromSeed(preset, CLASSIC_NO_DOCTOR, 7, 7, app));
		const withDoctor = readCards(gameFromSeed(preset, { ...CLASSIC_NO_DOCTOR, doctor: 1, villager: 3 }, 7, 7, app));
		expect(called(without)).toEqual(['mafia', 'detective']);
		expect(called(withDoctor)).toEqual(['mafia', 'doctor', 'detective']);
	});

	it('a dealt role whose holders are all dead is still called, for show, app-narrated as with a narrator', () => {
		const app = { narration: 'app', ballotMode: 'secret' } as const;
		let s = startNight(readCards(gameFromSeed('classic', { ...CLASSIC_NO_DOCTOR, doctor: 1, villager: 3 }, 7, 7, app)));
		const [doctor] = seatsOf(s, 'doctor');
		// Night 1: the killers take the Doctor; every turn runs out its clock.
		s = act(s, pick('mafia', 'all', doctor));
		while (s.phase.kind === 'night') s = actAt(s, EXPIRE, s.phase.clock!.runningSince! + s.phase.clock!.leftMs);
		expect(s.players[doctor].alive).toBe(false);
		s = act(s, MORNING, TALK_END);
		expect(wakesFor(s, 2).map((w) => [w.role, w.forShow])).toEqual([
			['mafia', false],
			['doctor', true],
			['detective', false]
		]);
	});

	it('everyone taking the phone: each night the turns are the living players, whatever was dealt', () => {
		const s = startNight(readCards(gameFromSeed('classic', CLASSIC_NO_DOCTOR, 7, 7, { narration: 'round', ballotMode: 'secret' })));
		expect(s.phase.kind === 'round' && s.phase.order).toEqual([0, 1, 2, 3, 4, 5, 6]);
	});
});

describe('an app-narrated record of version 2, when every role of the rule set was called, dealt or not', () => {
	const old = JSON.parse(readFileSync(new URL('../fixtures/records/classic-six-app-narrated.json', import.meta.url), 'utf8')) as GameRecord;
	// Its first night: the killers pick, and three turns run out (the killers', the undealt Doctor's, the Detective's).
	const firstNight = old.actions.findIndex((a) => a.type === 'morning.continue');

	it('still opens, replays to its winners, and its nights still call the undealt Doctor', () => {
		expect(old.version).toBe(2);
		expect(old.roles.doctor).toBeUndefined();
		expect(old.actions.slice(0, firstNight).filter((a) => a.type === 'clock.expire')).toHaveLength(3);
		const game = replay(old);
		expect(game.ok && game.value.winner?.side).toBe('town');
		const night = replay(old, firstNight - 1);
		expect(night.ok && night.value.phase.kind === 'night' && night.value.phase.wakes.map((w) => [w.role, w.forShow])).toEqual([
			['mafia', false],
			['doctor', true],
			['detective', false]
		]);
	});

	it('is a game the rule of version 3 plays differently: its third turn running out finds the night over', () => {
		const now = replay({ ...old, version: 3 });
		expect(now.ok ? 'replayed' : now.reason).toMatch(/^Step 11 \(clock\.expire\) was refused/);
	});
});
