import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import AppNightScreen from '../../src/routes/game/AppNightScreen.svelte';
import ClockFace from '../../src/lib/components/ClockFace.svelte';
import { gameFromSeed } from '../engine/helpers';
import { applyAction as apply, namesFor, viewFor, WEREWOLF_THEME, type GameState, type TimedAction } from '../../src/lib/engine/index';

function applyAction(game: GameState, action: TimedAction): GameState {
	const next = apply(game, action);
	if (!next.ok) throw new Error(next.reason);
	return next.value;
}

/**
 * App-narrated night, the holders' "Your turn" screen: the turn's time left is on screen, and
 * the warning comes at 10 s left, the same on every role's turn. Time is Vitest's fake clock.
 */
const COUNTDOWN = 5;
const TURN = 30;
const START = 1_000_000;

function nightStarted(turn = TURN): GameState {
	let game = gameFromSeed('classic', { mafia: 2, detective: 1, doctor: 1, villager: 3 }, 7, 3, {
		narration: 'app',
		nightSeconds: turn,
		countdownSeconds: COUNTDOWN
	});
	for (const p of game.players) game = applyAction(game, { type: 'card.seen', seat: p.seat, at: START - 1000 });
	return applyAction(game, { type: 'night.start', at: START });
}

function holdersScreen(game: GameState) {
	const send = vi.fn();
	render(AppNightScreen, {
		send,
		view: viewFor(game, { kind: 'table' }),
		choosing: true,
		holders: viewFor(game, { kind: 'holders' })
	});
	return send;
}

const timer = () => screen.getByRole('timer', { name: 'Time left in this turn' });

beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe("the holders' turn, timed", () => {
	it('shows the time left as the turn runs, and from 10 s left warns to pick now', async () => {
		holdersScreen(nightStarted());
		// The countdown is over: the role was called and its holders picked the phone up.
		await vi.advanceTimersByTimeAsync(COUNTDOWN * 1000);
		expect(timer()).toHaveTextContent('0:30');
		expect(timer()).toHaveTextContent('30 s left');
		expect(timer()).not.toHaveTextContent('pick now');

		await vi.advanceTimersByTimeAsync(19_000);
		expect(timer()).toHaveTextContent('0:11');
		expect(timer()).not.toHaveTextContent('pick now');
		expect(timer()).not.toHaveClass('warning');

		await vi.advanceTimersByTimeAsync(1000);
		expect(timer()).toHaveTextContent('0:10');
		expect(timer()).toHaveTextContent('10 s left: pick now');
		expect(timer()).toHaveClass('warning');

		await vi.advanceTimersByTimeAsync(7000);
		expect(timer()).toHaveTextContent('3 s left: pick now');
		// The holders can still choose and put the phone down.
		expect(screen.getByRole('button', { name: 'Done — put the phone down' })).toBeEnabled();
	});

	it('takes the turn away only when its time is gone', async () => {
		const send = holdersScreen(nightStarted());
		await vi.advanceTimersByTimeAsync((COUNTDOWN + TURN) * 1000 - 500);
		expect(send).not.toHaveBeenCalledWith({ type: 'clock.expire' });
		await vi.advanceTimersByTimeAsync(500);
		expect(send).toHaveBeenCalledWith({ type: 'clock.expire' });
	});

	it('a longer turn chosen at setup is what the holders see', async () => {
		holdersScreen(nightStarted(60));
		await vi.advanceTimersByTimeAsync(COUNTDOWN * 1000);
		expect(timer()).toHaveTextContent('1:00');
		await vi.advanceTimersByTimeAsync(49_000);
		expect(timer()).toHaveTextContent('11 s left');
		expect(timer()).not.toHaveClass('warning');
	});

	it('the table sees the same time left on the phone lying down, whatever the role called', async () => {
		const game = nightStarted();
		render(AppNightScreen, { send: vi.fn(), view: viewFor(game, { kind: 'table' }), choosing: false, holders: null });
		await vi.advanceTimersByTimeAsync((COUNTDOWN + 21) * 1000);
		const section = screen.getByRole('region');
		expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent("Killers' turn");
		expect(timer()).toHaveTextContent('9 s left: pick now');
	});
});

describe('the heading on the phone lying down', () => {
	it("says whose turn it is in the theme's words, as the call does", async () => {
		const game = nightStarted();
		const view = { ...viewFor(game, { kind: 'table' }), names: namesFor('classic', WEREWOLF_THEME) };
		render(AppNightScreen, { send: vi.fn(), view, choosing: false, holders: null });
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Next call in 5…');
		await vi.advanceTimersByTimeAsync(COUNTDOWN * 1000);
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Werewolves' turn");
		expect(screen.getByText(/^Werewolves, open your eyes/)).toBeInTheDocument();
	});
});

describe('one ticker for every clock on screen', () => {
	it('runs one interval however many clocks are drawn, and none once they are gone', async () => {
		const clock = { totalMs: 60_000, leftMs: 60_000, runningSince: START };
		const noop = () => {};
		const a = render(ClockFace, { clock, label: 'Talk clock', onpause: noop, onresume: noop });
		const b = render(ClockFace, { clock, label: 'Vote clock', onpause: noop, onresume: noop });
		const c = render(AppNightScreen, { send: vi.fn(), view: viewFor(nightStarted(), { kind: 'table' }), choosing: false, holders: null });
		await vi.advanceTimersByTimeAsync(2000);
		expect(vi.getTimerCount()).toBe(1);
		expect(screen.getAllByText('0:58')).toHaveLength(2);
		a.unmount();
		b.unmount();
		c.unmount();
		await vi.advanceTimersByTimeAsync(1000);
		expect(vi.getTimerCount()).toBe(0);
	});
});
