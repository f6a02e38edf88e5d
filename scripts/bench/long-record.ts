/**
 * A record as long as the import accepts: a game stopped where a clock runs, whose clock is then paused and resumed
 * again and again (every action legal: the engine accepts each one) until the record, as compact JSON, is just under
 * the import's cap. A real table never taps that much; a file can hold it, and the phone must still save each tap
 * of it at once. Used by the bench (the save at the cap) and the persistence tests.
 */
import { applyAction, newGame, configOf } from '../../src/lib/engine/index';
import type { GameRecord, GameState, TimedAction } from '../../src/lib/engine/index';

/** The record up to the first moment a clock runs, and the game state there. */
function toRunningClock(record: GameRecord): { actions: TimedAction[]; state: GameState } {
	const start = newGame(configOf(record));
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const at = (i: number) => record.actions[i]?.at ?? record.createdAt;
	for (let i = 0; i <= record.actions.length; i++) {
		if (applyAction(state, { type: 'clock.pause', at: at(i - 1) }).ok) return { actions: record.actions.slice(0, i), state };
		if (i === record.actions.length) break;
		const next = applyAction(state, record.actions[i]);
		if (!next.ok) throw new Error(next.reason);
		state = next.value;
	}
	throw new Error('this game never runs a clock: it cannot be made longer with pauses');
}

/** The next tap of the clock game: pause after an even count of them, resume after an odd one, a millisecond apart. */
export const clockTap = (n: number, from: number): TimedAction => ({ type: n % 2 === 0 ? 'clock.pause' : 'clock.resume', at: from + n + 1 });

/**
 * `record`, stopped at its first running clock, with clock taps added until its compact JSON would pass `maxBytes`
 * (or until it holds `maxActions` actions).
 */
export function lengthened(record: GameRecord, maxBytes: number, maxActions = Infinity): GameRecord {
	const { actions, state } = toRunningClock(record);
	const from = actions.at(-1)?.at ?? record.createdAt;
	let bytes = JSON.stringify({ ...record, actions }).length;
	const long = [...actions];
	for (let n = 0; long.length < maxActions; n++) {
		const tap = clockTap(n, from);
		bytes += JSON.stringify(tap).length + 1; // and its comma
		if (bytes > maxBytes) break;
		long.push(tap);
	}
	if (long.length > actions.length && !applyAction(state, long[actions.length]).ok) throw new Error('the clock would not pause');
	return { ...record, actions: long };
}
