import type { StoredGame } from '../persistence';
import { TableSession, type GameStore } from './table.svelte';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The saved snapshot is a cache of the record: it is used only when it holds exactly the saved record's
 * actions (both are written in one transaction, so anything else means the row was damaged or written
 * by another version of the chart).
 */
function snapshotFits(snapshot: unknown, record: StoredGame['record']): boolean {
	if (!isObject(snapshot) || !isObject(snapshot.context) || !isObject(snapshot.context.record)) return false;
	const actions = snapshot.context.record.actions;
	return Array.isArray(actions) && JSON.stringify(actions) === JSON.stringify(record.actions);
}

/**
 * A game opened again after a reload, a crash or from the history: on exactly the screen it was left
 * on, from the saved snapshot; when the snapshot does not fit the chart, rebuilt from the record (the
 * truth), on the first screen of the phase the game is in.
 */
export function resumeSession(
	game: Pick<StoredGame, 'id' | 'createdAt' | 'record' | 'snapshot'>,
	store: GameStore,
	now?: () => number
): TableSession {
	const base = { id: game.id, createdAt: game.createdAt, record: game.record, store, now };
	if (snapshotFits(game.snapshot, game.record)) {
		try {
			return new TableSession({ ...base, persisted: game.snapshot });
		} catch {
			// A snapshot from a chart this version does not know: the record still is the truth.
		}
	}
	return new TableSession(base);
}
