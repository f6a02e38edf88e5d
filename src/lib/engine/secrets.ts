import { replay, type GameRecord } from './record';
import type { Checked } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * A game's secrets shown before it is over. Reading an unfinished game's roles is allowed (a table
 * that gives up wants to know who was who), but never without trace: the record says when, and the
 * game cannot be carried on afterwards as if nobody had seen them.
 */

/** When every role of this game was shown before it was over, if it ever was. */
export function secretsShownAt(record: GameRecord): number | null {
	return record.actions.find((a) => a.type === 'secrets.shown')?.at ?? null;
}

/** The record with every role shown at `at`; the same record when they already were. */
export function showSecrets(record: GameRecord, at: number): Checked<GameRecord> {
	if (secretsShownAt(record) !== null) return ok(record);
	const state = replay(record);
	if (!state.ok) return state;
	if (state.value.phase.kind === 'ended') return refuse(m.refusal_secrets_game_over());
	// Never before the last step, whatever the phone's clock says: a record's times only go forward.
	const after = Math.max(at, record.actions.at(-1)?.at ?? record.createdAt);
	return ok({ ...record, actions: [...record.actions, { type: 'secrets.shown', at: after }] });
}
