import { createActor } from 'xstate';
import { tableMachine } from '../machine';
import { replay, type GameRecord } from '../engine/record';
import type { GameState } from '../engine/types';
import type { StoredGame } from '../persistence';
import { TableSession, type GameStore } from './table.svelte';
import { withGame } from './stored-snapshot';
import { isObject } from '../engine/outside';
import { m } from '../paraglide/messages.js';

/** Structural equality of stored data (a key holding undefined is the same as no key, as a clone keeps it). */
function same(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
	if (!isObject(a) || !isObject(b)) return false;
	const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
	const ka = keys(a);
	return ka.length === keys(b).length && ka.every((k) => k in b && same(a[k], b[k]));
}

/** The chart's screen for a snapshot value: its top state ('night' for { night: 'narrating' }). */
const screenOf = (value: unknown) => (typeof value === 'string' ? value : isObject(value) ? Object.keys(value)[0] : undefined);

/**
 * The saved snapshot is a cache of the record, used only when it is the record's game exactly: the chart restores
 * it without an error, on the screen of the game's phase, with the record and the game the record replays to. A
 * snapshot written by another version of the chart, damaged, or rewritten by hand fails one of these (XState
 * reports a state it does not have in the snapshot's status, it does not throw).
 */
function snapshotFits(snapshot: unknown, record: GameRecord, game: GameState): boolean {
	if (!isObject(snapshot) || !isObject(snapshot.context)) return false;
	if (!same(snapshot.context.record, record) || !same(snapshot.context.game, game)) return false;
	const ended = game.phase.kind === 'ended';
	if (snapshot.status !== (ended ? 'done' : 'active')) return false;
	const probe = createActor(tableMachine, { snapshot: snapshot as never, input: { record } });
	// Heard here, so that XState does not report it as an uncaught error as well.
	probe.subscribe({ error: () => {} });
	probe.start();
	const restored = probe.getSnapshot();
	probe.stop();
	if (restored.status !== snapshot.status) return false;
	// The last voter's sealed screen stays up while the game is already at the verdict.
	const screen = screenOf(restored.value);
	return screen === game.phase.kind || (game.phase.kind === 'verdict' && restored.matches({ ballot: 'cast' }));
}

/** Said to the whole table when the saved screen was set aside: the game goes on from its record. */
export const reopenedFromRecord = (): string => m.refusal_resume_from_record();

export interface Resumed {
	session: TableSession;
	/** Why the game is not on the screen it was left on, in words; null when it is (or there was none to return to). */
	notice: string | null;
}

/**
 * A game opened again after a reload, a crash or from the history: on exactly the screen it was left on, from the
 * saved snapshot; when the snapshot is not the record's game, rebuilt from the record (the truth), on the first
 * screen of the phase the game is in, and the table is told.
 */
export function resumeSession(
	game: Pick<StoredGame, 'id' | 'createdAt' | 'record' | 'snapshot'>,
	store: GameStore,
	now?: () => number
): Resumed {
	const base = { id: game.id, createdAt: game.createdAt, record: game.record, store, now };
	if (game.snapshot === null || game.snapshot === undefined) return { session: new TableSession(base), notice: null };
	const truth = replay(game.record);
	if (truth.ok) {
		try {
			// Rows keep no game beside the record (stored-snapshot.ts): the record's is the one to restore.
			const snapshot = withGame(game.snapshot, truth.value);
			if (snapshotFits(snapshot, game.record, truth.value)) {
				return { session: new TableSession({ ...base, persisted: snapshot }), notice: null };
			}
		} catch {
			// A snapshot the chart cannot even read: the record still is the truth.
		}
	}
	return { session: new TableSession(base), notice: reopenedFromRecord() };
}
