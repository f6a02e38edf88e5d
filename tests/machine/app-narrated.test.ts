import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tableMachine, type TableEvent } from '../../src/lib/machine';
import type { Tap } from '../../src/lib/state/table.svelte';
import { announcementFor } from '../../src/lib/script/announcements';
import { createRecord, PRESETS, viewFor, type PresetId, type RoleCounts, type RoleId } from '../../src/lib/engine';

/**
 * App-narrated nights: what the table hears and sees must be the same — the same calls, in
 * the same order, at the same times, and the same screen after each turn — whether a dealt
 * role acted or is dead. A role nobody was dealt is not called: the counts are public.
 */
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fy', 'Gil', 'Hal'];

function tableAt(preset: PresetId, roles: RoleCounts, players = 8) {
	const options = { ...PRESETS[preset].defaults, narration: 'app' as const, nightSeconds: 20, countdownSeconds: 5 };
	const record = createRecord({ preset, players: NAMES.slice(0, players), roles, options, seed: 11 }, 'g', 0);
	const actor = createActor(tableMachine, { input: { record } }).start();
	let t = 1000;
	const send = (e: Tap) => actor.send({ ...e, at: (t += 10) } as TableEvent);
	// Deal, and through to the first night.
	for (let i = 0; i < players; i++) {
		send({ type: 'deal.identify' });
		send({ type: 'deal.looked' });
		send({ type: 'deal.done' });
	}
	if (preset === 'godfather') {
		send({ type: 'talk.end' }); // day zero's introductions
		send({ type: 'night.start' });
		runNight(actor, () => t, (n) => (t = n), () => undefined);
		send({ type: 'morning.continue' });
		send({ type: 'talk.end' });
		for (const v of [...(actor.getSnapshot().context.game.phase as { voters: number[] }).voters]) {
			send({ type: 'ballot.identify' });
			send({ type: 'ballot.choose', target: null });
			send({ type: 'ballot.confirm' });
			send({ type: 'ballot.pass' });
			void v;
		}
		send({ type: 'verdict.continue' });
	}
	send({ type: 'night.start' });
	return { actor, time: () => t, setTime: (n: number) => (t = n) };
}

type Actor = ReturnType<typeof tableAt>['actor'];

/**
 * Runs one app-narrated night second by second. `act(role)` says whether the role's holders
 * pick up the phone and choose. Returns what the table perceives: each announcement with
 * its time since the night began, and the screen at the end of every turn.
 */
function runNight(actor: Actor, time: () => number, setTime: (t: number) => void, act: (role: RoleId, actors: number[]) => number | undefined) {
	const heard: string[] = [];
	const start = time();
	let lastKey = '';
	let acted = '';
	for (let t = start; actor.getSnapshot().matches('night'); t += 250) {
		setTime(t);
		const snap = actor.getSnapshot();
		const game = snap.context.game;
		const table = viewFor(game, { kind: 'table' });
		const said = announcementFor(table, t);
		if (said && said.key !== lastKey) {
			lastKey = said.key;
			heard.push(`${t - start}ms ${said.say}`);
		}
		const phase = game.phase;
		if (phase.kind !== 'night') break;
		const wake = phase.wakes[phase.step];
		const calling = said && !said.countdown;
		// The holders pick up the phone once, choose, and put it down.
		if (calling && acted !== `${phase.step}` && wake.actors.length > 0 && !wake.meeting) {
			const target = act(wake.role, wake.actors);
			acted = `${phase.step}`;
			if (target !== undefined) {
				actor.send({ type: 'night.take', at: t });
				actor.send({ type: 'night.pick', role: wake.role, by: 'all', target, at: t });
				actor.send({ type: 'night.done', at: t });
				expect(actor.getSnapshot().context.problem).toBeNull();
			}
		}
		const clock = phase.clock!;
		if (t >= clock.runningSince! + clock.leftMs) {
			// What is on screen as the turn ends: never a trace of whether anybody acted.
			const now = actor.getSnapshot();
			heard.push(`${t - start}ms screen:${JSON.stringify(now.matches({ night: 'done' }) ? { night: 'waiting' } : now.value)}`);
			actor.send({ type: 'clock.expire', at: t });
		}
	}
	return heard;
}

describe('app-narrated nights', () => {
	it('classic: the same calls and screens whether the Doctor and the Detective act or not', () => {
		const acted = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const acting = runNight(acted.actor, acted.time, acted.setTime, (role, actors) => (role === 'mafia' ? undefined : actors[0] === 0 ? 1 : 0));
		const still = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const idle = runNight(still.actor, still.time, still.setTime, () => undefined);
		expect(acting).toEqual(idle);
		// Killers, then Doctor, then Detective: three calls, each after its countdown.
		expect(acting.filter((line) => line.includes('open your eyes'))).toHaveLength(3);
		expect(acting.some((l) => l.startsWith('5000ms Killers, open your eyes'))).toBe(true);
		expect(acting.some((l) => l.startsWith('25000ms screen:'))).toBe(true);
	});

	it('classic with no Doctor: the Doctor is not called, and the night is the killers and the Detective', () => {
		const { actor, time, setTime } = tableAt('classic', { mafia: 2, detective: 1, villager: 5 });
		const heard = runNight(actor, time, setTime, () => undefined);
		expect(heard.filter((line) => line.includes('open your eyes')).map((l) => l.replace(/^\d+ms /, '').replace(/,.*/, ''))).toEqual(['Killers', 'Detective']);
		expect(heard.join('\n')).not.toMatch(/Doctor/);
		// Two turns of 25 s each (the countdown and the turn): the night is over after 50 s.
		expect(heard.at(-1)).toMatch(/^50000ms screen:/);
	});

	it('godfather at eight: the calls of every night, and never Dr. Lecter, nobody holding him', () => {
		const { actor, time, setTime } = tableAt('godfather', { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 1 });
		const heard = runNight(actor, time, setTime, () => undefined);
		const calls = heard.filter((line) => / open your eyes/.test(line)).map((l) => l.replace(/^\d+ms /, '').replace(/,.*/, ''));
		expect(calls).toEqual(['Mafia', 'Doctor', 'Detective', 'Sniper']);
		expect(heard.join('\n')).not.toMatch(/Lecter/);
	});

	it('a dead role is called for the same time, with the same screens', () => {
		const first = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const game = first.actor.getSnapshot().context.game;
		const doctor = game.players.find((p) => p.role === 'doctor')!.seat;
		// Night 1: the killers kill the Doctor; nobody else acts.
		runNight(first.actor, first.time, first.setTime, (role) => (role === 'mafia' ? doctor : undefined));
		expect(first.actor.getSnapshot().context.game.players[doctor].alive).toBe(false);
		const second = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const idle = runNight(second.actor, second.time, second.setTime, () => undefined);
		// The night with the Doctor dead sounded exactly like a night where nobody did anything.
		const againFirst = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const deadNight = runNight(againFirst.actor, againFirst.time, againFirst.setTime, (role) => (role === 'mafia' ? doctor : undefined));
		expect(deadNight).toEqual(idle);
	});

	it.each(['clocked', 'storyteller'] as PresetId[])('%s: the roles dealt are called, the others not', (preset) => {
		const all = tableAt(preset, preset === 'storyteller' ? { mafia: 2, detective: 1, doctor: 1, seductress: 1, villager: 3 } : { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const some = tableAt(preset, { mafia: 2, detective: 1, villager: 5 });
		const calls = (heard: string[]) => heard.filter((line) => / open your eyes/.test(line)).length;
		const a = runNight(all.actor, all.time, all.setTime, (role, actors) => (role === 'mafia' ? undefined : actors[0] === 7 ? 6 : 7));
		const b = runNight(some.actor, some.time, some.setTime, () => undefined);
		expect(calls(a)).toBe(preset === 'storyteller' ? 4 : 3);
		expect(calls(b)).toBe(2);
	});

	it('a role cannot cut its turn short: "Done" is refused by the rules', () => {
		const { actor } = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		actor.send({ type: 'night.next', at: 99_999 });
		expect(actor.getSnapshot().context.problem).toMatch(/full time/);
	});

	it('after "Done" the same "We have the phone" hands the holders back their choice until the turn ends', () => {
		const { actor, time } = tableAt('classic', { mafia: 2, detective: 1, doctor: 1, villager: 4 });
		const game = actor.getSnapshot().context.game;
		const victim = game.players.find((p) => p.role === 'villager')!.seat;
		const at = time() + 6000; // past the countdown: the Killers are called
		actor.send({ type: 'night.take', at });
		actor.send({ type: 'night.pick', role: 'mafia', by: 'all', target: victim, at });
		actor.send({ type: 'night.done', at });
		expect(actor.getSnapshot().matches({ night: 'done' })).toBe(true);
		actor.send({ type: 'night.take', at: at + 1000 });
		expect(actor.getSnapshot().matches({ night: 'choosing' })).toBe(true);
		const phase = actor.getSnapshot().context.game.phase;
		expect(phase.kind === 'night' && phase.picks.every((p) => p.target === victim)).toBe(true);
	});
});
