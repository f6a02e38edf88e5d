import { describe, expect, it } from 'vitest';
import { CLOCK_PRESETS, PRESETS } from '$lib/engine/presets';
import type { GameOptions } from '$lib/engine/types';
import { clockSetOf, clockSetsFor, choicesFor, questionsFor, withClockSet, withDoctorMaySelf, withNarration, withRevealRoles } from '$lib/setup/options';
import { countsToDeal } from '$lib/setup/roles';

const classic = PRESETS.classic.defaults;
const SUGGESTED = { mafia: 2, detective: 1, doctor: 1 };

describe("setup's options: which apply", () => {
	it('asks calling dead roles and a call’s least time only where a narrator calls the roles', () => {
		const withNarrator = questionsFor({ preset: 'classic', roles: SUGGESTED }, classic);
		expect(withNarrator.has('callDeadRoles')).toBe(true);
		expect(withNarrator.has('callMin')).toBe(true);
		expect(withNarrator.has('openVote')).toBe(true);
		for (const way of ['app', 'round'] as const) {
			const asked = questionsFor({ preset: 'classic', roles: SUGGESTED }, withNarration('classic', classic, way));
			expect(asked.has('callDeadRoles')).toBe(false);
			expect(asked.has('callMin')).toBe(false);
			expect(asked.has('openVote')).toBe(false);
			expect(asked.has('ballotMode')).toBe(true);
		}
	});

	it("asks a Doctor's or a Jester's option only when one is dealt, and the second night only when the first is allowed", () => {
		const clocked = PRESETS.clocked.defaults;
		expect(questionsFor({ preset: 'clocked', roles: { mafia: 2, detective: 1, doctor: 1 } }, clocked).has('doctorMaySelf')).toBe(true);
		expect(questionsFor({ preset: 'clocked', roles: { mafia: 2, detective: 1 } }, clocked).has('doctorMaySelf')).toBe(false);
		expect(questionsFor({ preset: 'clocked', roles: { mafia: 2, doctor: 1 } }, { ...clocked, doctorMaySelf: false }).has('doctorSelfTwice')).toBe(false);
		const story = PRESETS.storyteller.defaults;
		expect(questionsFor({ preset: 'storyteller', roles: { mafia: 2 } }, story).has('jesterEndsGame')).toBe(false);
		expect(questionsFor({ preset: 'storyteller', roles: { mafia: 2, jester: 1 } }, story).has('jesterEndsGame')).toBe(true);
	});

	it('asks nothing a rule set does not let the host change, and the count reveals only for a table that plays them', () => {
		expect(questionsFor({ preset: 'godfather', roles: SUGGESTED }, PRESETS.godfather.defaults).has('reveal')).toBe(false);
		expect(questionsFor({ preset: 'classic', roles: SUGGESTED }, classic).has('clocks')).toBe(false);
		const custom = PRESETS.custom.defaults;
		expect(questionsFor({ preset: 'custom', roles: SUGGESTED }, custom).has('countReveals')).toBe(false);
		expect(questionsFor({ preset: 'custom', roles: SUGGESTED, countReveal: true }, custom).has('countReveals')).toBe(true);
	});

	it("asks the app's turn where the rule set sets no night clock, and says it is the night clock where it does", () => {
		expect(questionsFor({ preset: 'classic', roles: SUGGESTED }, withNarration('classic', classic, 'app')).has('appTurn')).toBe(true);
		const clocked = questionsFor({ preset: 'clocked', roles: SUGGESTED }, withNarration('clocked', PRESETS.clocked.defaults, 'app'));
		expect(clocked.has('appTurn')).toBe(false);
		expect(clocked.has('appTurnIsNightClock')).toBe(true);
	});
});

describe("setup's options: what a change implies", () => {
	it('with no narrator the vote is secret; each way of running the night keeps only its own least time', () => {
		const open: GameOptions = { ...classic, ballotMode: 'open', callMinSeconds: 15 };
		const app = withNarration('classic', open, 'app');
		expect(app.ballotMode).toBe('secret');
		expect(app).not.toHaveProperty('callMinSeconds');
		const round = withNarration('classic', app, 'round');
		expect(round.turnMinSeconds).toBe(8);
		const back = withNarration('classic', round, 'narrator');
		expect(back).not.toHaveProperty('turnMinSeconds');
		expect(back.callMinSeconds).toBe(10);
		// The ballot stays secret until the host chooses otherwise.
		expect(back.ballotMode).toBe('secret');
	});

	it("a night the app no longer calls goes back to the rule set's own night clock; `clocked` keeps its clocks", () => {
		expect(withNarration('classic', { ...classic, narration: 'app', nightSeconds: 45 }, 'narrator').nightSeconds).toBeNull();
		expect(withNarration('clocked', { ...PRESETS.clocked.defaults, narration: 'app', nightSeconds: 40 }, 'narrator').nightSeconds).toBe(40);
	});

	it('reveal roles names the role at night and by vote alike; a Doctor who may not cover himself may not do it twice', () => {
		expect(withRevealRoles(classic, true)).toMatchObject({ revealOnVoteOut: true, revealOnNightDeath: true });
		expect(withDoctorMaySelf({ ...classic, doctorSelfTwice: true }, false)).toMatchObject({ doctorMaySelf: false, doctorSelfTwice: false });
	});

	it('the clocks are a choice: none or a set, and your own starts from the times in use, never from empty boxes', () => {
		expect(clockSetsFor('clocked')).not.toContain('off');
		expect(clockSetsFor('custom')).toContain('off');
		const custom = PRESETS.custom.defaults;
		expect(clockSetOf(custom)).toBe('off');
		const own = withClockSet(custom, 'own');
		expect([own.nightSeconds, own.talkSeconds, own.voteSeconds]).toEqual([30, 60, 30]);
		expect(clockSetOf(withClockSet(custom, 'fast'))).toBe('fast');
		expect(withClockSet({ ...custom, ...CLOCK_PRESETS.fast, talkSeconds: 90 }, 'own')).toMatchObject({ nightSeconds: 20, talkSeconds: 90, voteSeconds: 20 });
		expect(clockSetOf(withClockSet(PRESETS.clocked.defaults, 'off'))).toBe('off');
	});

	it('a timed question always offers the value in use, even one from Settings that is not among its choices', () => {
		expect(choicesFor.countdown({ ...classic, countdownSeconds: 7 })).toEqual({ choices: [0, 3, 5, 7, 8, 10], value: 7 });
		expect(choicesFor.callMin(classic).value).toBe(10);
	});
});

describe('the roles setup deals', () => {
	it('follows the suggestion until the host sets a count; `clocked` on Auto keeps the mafia by table size', () => {
		expect(countsToDeal('classic', SUGGESTED, null, true)).toBe(SUGGESTED);
		expect(countsToDeal('classic', SUGGESTED, { mafia: 3 }, true)).toEqual({ mafia: 3 });
		expect(countsToDeal('clocked', SUGGESTED, { mafia: 3, doctor: 0 }, true)).toEqual({ mafia: 2, doctor: 0 });
		expect(countsToDeal('clocked', SUGGESTED, { mafia: 3, doctor: 0 }, false)).toEqual({ mafia: 3, doctor: 0 });
	});
});
