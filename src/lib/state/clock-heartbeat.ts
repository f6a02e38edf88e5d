import { clockOf } from '../engine/game';
import { getSetting, setSetting, type NightfallDatabase } from '../persistence';
import type { TableSession } from './table.svelte';

/**
 * A clock survives a reload, a closed tab or a dead battery with the time it had left.
 * While a clock runs, the game page notes every couple of seconds that the app is still
 * seen; on reopening, a clock still running is paused at that moment and resumed now, so
 * the time the phone was away is not taken off it. Both steps go into the record.
 */
const key = (id: string) => `clockSeen:${id}`;
export const HEARTBEAT_MS = 2000;

export function runningClock(session: TableSession) {
	const clock = clockOf(session.snapshot.context.game.phase);
	return clock && clock.runningSince !== null ? clock : null;
}

export async function noteSeen(db: NightfallDatabase, session: TableSession, now: number): Promise<void> {
	if (runningClock(session)) await setSetting(db, key(session.id), now);
}

export async function resumeClock(db: NightfallDatabase, session: TableSession, now: number): Promise<void> {
	const clock = runningClock(session);
	if (!clock) return;
	const seen = await getSetting<number>(db, key(session.id), 0, (v): v is number => typeof v === 'number');
	const lastAction = session.record.actions.at(-1)?.at ?? 0;
	// The last moment the clock is known to have been watched; never before it started.
	const away = Math.max(seen, lastAction, clock.runningSince ?? 0);
	if (now - away < HEARTBEAT_MS * 1.5) return;
	session.sendAt({ type: 'clock.pause' }, away);
	session.sendAt({ type: 'clock.resume' }, now);
}
