import type { GameState } from '../engine/types';
import { isObject } from '$lib/engine/outside';

/**
 * What a game's row keeps of the chart's snapshot: the screen it rests on and what that screen holds (a choice not
 * yet confirmed, a card looked at again, a refusal on show), not the game. The game is what the record replays to,
 * and resuming replays it anyway to check the snapshot against it; kept beside the record it was two thirds of a
 * row at round 5 of a 20-player game, written again at every tap (a save took 2.2 ms instead of 0.7, npm run bench).
 */
export function snapshotToStore(persisted: unknown): unknown {
	if (!isObject(persisted) || !isObject(persisted.context) || !('game' in persisted.context)) return persisted;
	const { game: _, ...context } = persisted.context;
	return { ...persisted, context };
}

/**
 * A stored snapshot with the game the record replays to put back, for the chart to restore. A row saved before rows
 * left the game out keeps its own, which is left as it is: resuming compares it with the record's.
 */
export function withGame(stored: unknown, game: GameState): unknown {
	if (!isObject(stored) || !isObject(stored.context) || stored.context.game !== undefined) return stored;
	return { ...stored, context: { ...stored.context, game } };
}

