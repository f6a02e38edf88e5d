import { replay, type GameRecord } from '$lib/engine/record';
import { viewFor, type GameView, type SeatView } from '$lib/engine/view';
import { namesFor, type Names } from '$lib/engine/names';
import type { GameState, Seat, TimedAction } from '$lib/engine/types';
import { standingLine, stepLine, winnerWords } from './steps';
import { townHunchLines } from '$lib/script/hunches';
import { m } from '$lib/paraglide/messages.js';

/**
 * A game read back from its record, for the history: the screens get the narrator's view and the lines, never the
 * game itself. The record has been checked when the game was read, so it replays.
 */

/** A game's steps to read one at a time: how many, when it began, its names, and each step on demand. */
export interface StepByStep {
	steps: number;
	createdAt: number;
	names: Names;
	at: (n: number) => StepRead;
}

export const stepByStep = (record: GameRecord): StepByStep => ({
	steps: record.actions.length,
	createdAt: record.createdAt,
	names: namesFor(record.preset, record.theme),
	at: (n) => stepOf(record, n)
});

export interface FinishedGame {
	/** The narrator's view: every role and every night's picks, since the game is over (or its roles were shown). */
	view: GameView;
	winnerLine: string;
	/** Everyone who won, side and extra winners alike. */
	winners: Seat[];
	/** Everyone took the phone: each night's town's hunch ("Night 1: the town’s hunch: Ben, 3 of 5"); else none. */
	hunches: string[];
}

export function readBack(record: GameRecord): FinishedGame | null {
	const state = replay(record);
	if (!state.ok) return null;
	const game = state.value;
	return {
		view: viewFor(game, { kind: 'narrator' }),
		winnerLine: winnerWords(game),
		winners: game.winner?.seats ?? [],
		hunches: townHunchLines(game.log, (seat) => game.players[seat]?.name ?? '')
	};
}

export interface StepRead {
	/** What the step did, in words; the opening line before the first. */
	line: string;
	action: TimedAction | null;
	/** Where the game stood after it, and who was alive with which role. */
	standing: string | null;
	players: SeatView[];
}

const stateAfter = (record: GameRecord, n: number): GameState | null => {
	const state = replay(record, n);
	return state.ok ? state.value : null;
};

/** The game after its first `n` steps, as its narrator saw it. */
export function stepOf(record: GameRecord, n: number): StepRead {
	const after = stateAfter(record, n);
	const before = n > 0 ? stateAfter(record, n - 1) : null;
	const action = n > 0 ? (record.actions[n - 1] ?? null) : null;
	const line = action && before && after ? stepLine(before, action, after) : m.game_history_start();
	return {
		line,
		action,
		standing: after ? standingLine(after) : null,
		players: after ? viewFor(after, { kind: 'narrator' }).players : []
	};
}
