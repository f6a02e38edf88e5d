import type { StoredGame, UpgradeTransaction } from './db';
import { RosterIndex, seatable } from './players';
import { isObject, isTime } from '$lib/engine/outside';


/** The table's names of a stored row, when they can be read: a damaged row with sound names is linked too. */
function seatNames(row: unknown): string[] | null {
	if (!isObject(row) || !isObject(row.record) || typeof row.id !== 'string') return null;
	const players = row.record.players;
	return Array.isArray(players) && players.every((p) => typeof p === 'string') && seatable(players) ? players : null;
}

const playedAt = (row: Record<string, unknown>) =>
	isTime(row.createdAt) ? row.createdAt : 0;

/**
 * The v1 → v2 step: every saved game's players join the new roster by name (case and spacing ignored), oldest game
 * first, so a player keeps the name they were first saved under; each game gets its seats' roster ids. Runs inside
 * the upgrade transaction: if a write fails, the whole upgrade is undone and the v1 data stays as it was.
 */
export async function linkSavedGamesToRoster(upgrade: UpgradeTransaction): Promise<void> {
	const games = upgrade.objectStore('games');
	const players = upgrade.objectStore('players');
	const rows: unknown[] = await games.getAll();
	const roster = new RosterIndex([]);
	const linkable = rows
		.filter((row): row is Record<string, unknown> => seatNames(row) !== null && !('playerIds' in (row as object)))
		.sort((a, b) => playedAt(a) - playedAt(b));
	// Every write is queued before the first await, so the transaction stays active for all of them.
	const writes: Promise<unknown>[] = [];
	for (const row of linkable) {
		const playerIds = roster.seat(seatNames(row) as string[], playedAt(row));
		writes.push(games.put({ ...row, playerIds } as unknown as StoredGame));
	}
	for (const player of roster.changed.values()) writes.push(players.put(player));
	await Promise.all(writes);
}
