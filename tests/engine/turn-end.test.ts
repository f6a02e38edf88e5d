import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
	applyAction,
	replay,
	viewFor,
	type GameRecord,
	type GameState,
	type NightWakeView,
	type PresetId,
	type RoleId
} from '../../src/lib/engine/index';
import { EXPIRE, MORNING, NEXT, TALK_END, VERDICT, act, actAt, gameWith, pick, readCards, refusal, startNight, vote, wait, wakeUp } from './helpers';

/**
 * A role that acts must pick before its turn ends: a player, or an explicit "Nobody". "Done" with no
 * pick is refused by the engine, and the narrator's view says so in words before the tap.
 */

const night = (s: GameState): NightWakeView => {
	const view = viewFor(s, { kind: 'narrator' });
	if (view.phase.kind !== 'night' || !('wake' in view.phase)) throw new Error('no wake in view');
	return view.phase;
};
/** One tap, straight through the engine (the helpers' act() taps Nobody before a Done). */
const tap = (s: GameState, action: Parameters<typeof act>[1]) => {
	const next = applyAction(s, { ...action, at: wait(1000) });
	if (!next.ok) throw new Error(next.reason);
	return next.value;
};

// Ben and Eve the killers, Cara the Detective, Dev the Doctor; in `godfather` Ben is the Godfather and Finn the Sniper.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5;
const TABLES: Record<PresetId, RoleId[]> = {
	classic: ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'],
	clocked: ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'],
	storyteller: ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'],
	godfather: ['villager', 'godfather', 'detective', 'doctor', 'mafia', 'sniper', 'villager'],
	custom: ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager']
};
const KILL_GROUP: Record<PresetId, string> = { classic: 'Killers', clocked: 'Mafia', storyteller: 'Mafia', godfather: 'Mafia', custom: 'Mafia' };

/** Night 1's first wake that acts: `godfather` goes through day zero, night zero's meeting and an abstaining day 1. */
function firstKillWake(preset: PresetId): GameState {
	let s = readCards(gameWith(preset, TABLES[preset]));
	if (preset === 'godfather') {
		s = act(s, TALK_END, { type: 'night.start' });
		// Night zero: the mafia only meet, so their turn ends with no pick.
		expect(night(s).canEnd).toEqual({ ok: true });
		s = act(s, NEXT, MORNING, TALK_END);
		s = act(vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v) => [v, null])), VERDICT);
	}
	return startNight(s);
}

describe('"Done" with no pick', () => {
	for (const preset of ['classic', 'clocked', 'storyteller', 'godfather'] as PresetId[]) {
		it(`${preset}: is refused while the killers have not picked, with the reason in the view`, () => {
			const s = firstKillWake(preset);
			const reason =
				preset === 'godfather'
					? 'Ben has not picked the kill: tap a player or Nobody.'
					: `The ${KILL_GROUP[preset]} have not picked: tap a player or Nobody.`;
			expect(refusal(s, NEXT)).toBe(reason);
			expect(night(s).canEnd).toEqual({ ok: false, reason });
			// An explicit Nobody is a pick: the turn may end, and nobody dies of it.
			const by = preset === 'godfather' ? BEN : 'all';
			const nobody = tap(s, pick('mafia', by, null));
			expect(night(nobody).canEnd).toEqual({ ok: true });
			expect(night(tap(nobody, NEXT)).wake.role).not.toBe('mafia');
		});

		it(`${preset}: the Doctor and the Detective must pick too; a player counts as much as Nobody`, () => {
			let s = tap(firstKillWake(preset), pick('mafia', preset === 'godfather' ? BEN : 'all', ALICE));
			s = wakeUp(s, 'doctor');
			expect(refusal(s, NEXT)).toBe('The Doctor has not picked: tap a player or Nobody.');
			s = tap(tap(s, pick('doctor', DEV, CARA)), NEXT);
			s = wakeUp(s, 'detective');
			expect(night(s).canEnd).toEqual({ ok: false, reason: 'The Detective has not picked: tap a player or Nobody.' });
			s = tap(s, pick('detective', CARA, null));
			expect(night(s).canEnd).toEqual({ ok: true });
		});
	}

	it('godfather: the advice of the other Mafia is not needed; the Sniper is told to hold fire', () => {
		let s = firstKillWake('godfather');
		s = tap(s, pick('mafia', EVE, ALICE));
		expect(night(s).canEnd).toEqual({ ok: false, reason: 'Ben has not picked the kill: tap a player or Nobody.' });
		s = tap(s, pick('mafia', BEN, CARA));
		expect(night(s).canEnd).toEqual({ ok: true });
		s = wakeUp(tap(s, NEXT), 'sniper');
		expect(refusal(s, NEXT)).toBe('The Sniper has not picked: tap a player or Hold fire.');
		expect(night(s).acts[0].nobody).toBe('Hold fire');
	});

	it('classic: one killer of two picked, in "they disagree": the other is named', () => {
		const s = tap(firstKillWake('classic'), pick('mafia', BEN, ALICE));
		expect(refusal(s, NEXT)).toBe('Eve has not picked: tap a player or Nobody.');
	});

	it('a role called for show (its holders dead) needs no pick', () => {
		// Night 1 the killers kill Dev the Doctor; night 2 the Doctor is called for show.
		let s = tap(firstKillWake('classic'), pick('mafia', 'all', DEV));
		s = act(s, NEXT, NEXT, NEXT, MORNING, TALK_END);
		s = act(vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v) => [v, null])), VERDICT);
		s = wakeUp(act(startNight(s), pick('mafia', 'all', ALICE)), 'doctor');
		expect(night(s).wake.forShow).toBe(true);
		expect(night(s).canEnd).toEqual({ ok: true });
		expect(night(s).acts[0].grids).toEqual([]);
	});

	it("clocked: the wake's clock running out still ends the turn with no pick", () => {
		const s = firstKillWake('clocked');
		const clock = s.phase.kind === 'night' ? s.phase.clock : null;
		const over = actAt(s, EXPIRE, clock!.runningSince! + clock!.leftMs);
		expect(night(over).wake.role).toBe('doctor');
		expect(over.phase.kind === 'night' && over.phase.picks).toEqual([]);
	});
});

describe('a record of version 1, made when "Done" with no pick counted as nobody', () => {
	const old = JSON.parse(readFileSync(new URL('../fixtures/records/classic-five-open-vote.json', import.meta.url), 'utf8')) as GameRecord;

	it('still replays to its end, and goes on under its own rule', () => {
		expect(old.version).toBe(1);
		const game = replay(old);
		expect(game.ok && game.value.phase.kind).toBe('ended');
		expect(game.ok && game.value.winner?.side).toBe('mafia');
	});

	it('is the same game a version 2 record refuses: its Detective never picked', () => {
		const strict = replay({ ...old, version: 2 });
		expect(strict.ok ? 'replayed' : strict.reason).toBe(
			'Step 26 (night.next) was refused: The Detective has not picked: tap a player or Nobody.'
		);
	});
});

describe('the choices the night view offers', () => {
	it('"they all agree on…" refuses a player any killer may not pick, with that killer\'s reason', () => {
		// `clocked` lets a killer point at a fellow killer, never at themselves.
		const s = firstKillWake('clocked');
		const agreed = night(s).acts[0].agreed!;
		expect(agreed.choices.find((c) => c.seat === BEN)).toEqual({ seat: BEN, refused: 'Ben cannot pick themselves.' });
		expect(agreed.choices.find((c) => c.seat === EVE)).toEqual({ seat: EVE, refused: 'Eve cannot pick themselves.' });
		expect(agreed.choices.filter((c) => c.refused)).toHaveLength(2);
		// Each killer's own grid refuses only themselves.
		expect(night(s).acts[0].grids.map((g) => g.choices.filter((c) => c.refused).map((c) => c.seat))).toEqual([[BEN], [EVE]]);
	});

	it('says what the killers agree on, and nothing when they disagree', () => {
		const s = firstKillWake('classic');
		expect(night(s).acts[0].agreed!.target).toBeUndefined();
		expect(night(tap(s, pick('mafia', 'all', ALICE))).acts[0].agreed!.target).toBe(ALICE);
		expect(night(tap(s, pick('mafia', 'all', null))).acts[0].agreed!.target).toBeNull();
		const split = tap(tap(s, pick('mafia', BEN, ALICE)), pick('mafia', EVE, CARA));
		expect(night(split).acts[0].agreed!.target).toBeUndefined();
		expect(night(split).acts[0].grids.map((g) => [g.by, g.binding, g.picked])).toEqual([[BEN, true, ALICE], [EVE, true, CARA]]);
	});

	it("godfather: the Godfather's grid comes first and is the binding one, though a Mafia sits before him", () => {
		// Ben a Mafia in seat 1, Eve the Godfather in seat 4.
		let s = readCards(gameWith('godfather', ['villager', 'mafia', 'detective', 'doctor', 'godfather', 'sniper', 'villager']));
		s = act(s, TALK_END, { type: 'night.start' }, NEXT, MORNING, TALK_END);
		s = startNight(act(vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v) => [v, null])), VERDICT));
		const view = night(s);
		expect(view.killer).toBe(EVE);
		expect(view.acts[0].grids.map((g) => [g.by, g.binding])).toEqual([[EVE, true], [BEN, false]]);
		// No "all agree" grid: one player's pick is the kill.
		expect(view.acts[0].agreed).toBeNull();
	});

	it("the Doctor's grid refuses last night's cover in words", () => {
		let s = tap(firstKillWake('classic'), pick('mafia', 'all', ALICE));
		s = act(wakeUp(s, 'doctor'), pick('doctor', DEV, FINN), NEXT, NEXT, MORNING, TALK_END);
		s = act(vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v) => [v, null])), VERDICT);
		s = wakeUp(act(startNight(s), pick('mafia', 'all', CARA)), 'doctor');
		expect(night(s).acts[0].grids[0].choices.find((c) => c.seat === FINN)).toEqual({
			seat: FINN,
			refused: 'Dev covered Finn last night: not the same player two nights running.'
		});
	});
});
