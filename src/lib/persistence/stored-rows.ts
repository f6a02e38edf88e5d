import type { TimedAction } from '$lib/engine/types';
import type { StoredGame, UpgradeTransaction } from './db';
import { isObject } from '$lib/engine/outside';

/**
 * How a game is laid out on the phone (schema 3). Its row in 'games' holds everything but the record's actions,
 * so it stays small however long the game runs; the actions are rows of 'actions' keyed [game id, index]. A tap then
 * writes the one new action and the small row, never the whole record again (a 100,000-action record took seconds
 * to rewrite on every tap). Readers put the two back together, so every other part of the app sees whole games.
 *
 * The machine's snapshot holds the record as well, in its context: it is stored without the actions too, and gets
 * the record's back when it is read.
 */


/** A game's row as stored: `actionCount` says its actions are in the actions store, and how many there are. */
export type GameRow = Omit<StoredGame, 'record'> & { record: Omit<StoredGame['record'], 'actions'>; actionCount: number };

export type ActionKey = [gameId: string, index: number];

/** Every stored action of one game, in order, from `from` on. */
export const actionsOf = (gameId: string, from = 0): IDBKeyRange => IDBKeyRange.bound([gameId, from], [gameId, Infinity]);

/** The number of actions a row says the actions store holds for it; null for a row that keeps them itself. */
export function actionCountOf(row: unknown): number | null {
	return isObject(row) && typeof row.actionCount === 'number' && isObject(row.record) && !('actions' in row.record)
		? row.actionCount
		: null;
}

function snapshotRecord(snapshot: unknown): Record<string, unknown> | null {
	return isObject(snapshot) && isObject(snapshot.context) && isObject(snapshot.context.record) ? snapshot.context.record : null;
}

/** The snapshot with its record's actions left out, when they are the record's own (the same list); else as it is. */
function snapshotWithoutActions(snapshot: unknown, actions: unknown[]): unknown {
	const record = snapshotRecord(snapshot);
	if (!record || record.actions !== actions) return snapshot;
	const { actions: _, ...rest } = record;
	const s = snapshot as { context: Record<string, unknown> };
	return { ...s, context: { ...s.context, record: rest } };
}

/** A row to store for a game, and its actions; null for a row whose record has no list of actions (kept as it is). */
export function splitGame(game: unknown): { row: GameRow; actions: TimedAction[] } | null {
	if (!isObject(game) || !isObject(game.record) || !Array.isArray(game.record.actions)) return null;
	const { actions, ...record } = game.record as unknown as StoredGame['record'];
	const row = {
		...(game as unknown as StoredGame),
		record,
		snapshot: snapshotWithoutActions(game.snapshot, actions),
		actionCount: actions.length
	};
	return { row, actions };
}

/**
 * A stored row put back together with its actions, as the game was saved. A row that keeps its actions itself (one
 * written behind the app's back, or a damaged one) comes back as it is.
 */
export function joinGame(row: unknown, actions: unknown[]): unknown {
	if (actionCountOf(row) === null) return row;
	const { actionCount: _, ...game } = row as GameRow;
	const snapshot = snapshotRecord(game.snapshot);
	return {
		...game,
		record: { ...game.record, actions },
		snapshot:
			snapshot && !('actions' in snapshot)
				? { ...(game.snapshot as object), context: { ...(game.snapshot as { context: object }).context, record: { ...snapshot, actions } } }
				: game.snapshot
	};
}

/** Each game's actions, from the whole store read at once (its keys and values, in key order). */
export function actionsByGame(keys: IDBValidKey[], values: unknown[]): Map<string, unknown[]> {
	const byGame = new Map<string, unknown[]>();
	keys.forEach((key, i) => {
		const id = String((key as ActionKey)[0]);
		const list = byGame.get(id);
		if (list) list.push(values[i]);
		else byGame.set(id, [values[i]]);
	});
	return byGame;
}

/**
 * The v2 → v3 step: every game saved whole in one row is split into its row and its actions. A row without a list
 * of actions (a damaged one) stays as it is, to be exported. Runs inside the upgrade transaction: if a write fails,
 * the whole upgrade is undone and the games stay as they were.
 */
export async function moveActionsOut(upgrade: UpgradeTransaction): Promise<void> {
	const games = upgrade.objectStore('games');
	const actions = upgrade.objectStore('actions');
	const rows: unknown[] = await games.getAll();
	// Every write is queued before the first await, so the transaction stays active for all of them.
	const writes: Promise<unknown>[] = [];
	for (const raw of rows) {
		const split = splitGame(raw);
		if (!split) continue;
		split.actions.forEach((action, i) => writes.push(actions.put(action, [split.row.id, i])));
		writes.push(games.put(split.row));
	}
	await Promise.all(writes);
}
