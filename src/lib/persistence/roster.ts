import { isolateName } from '$lib/engine/announce';
import { compareNames, nameKey, tidyName } from '$lib/engine/player-names';
import type { IDBPTransaction } from 'idb';
import { abandon, writeProblem, type NightfallDatabase, type NightfallDb, type StorageProblem, type StoredGame } from './db';
import { putGame, rememberSeats } from './games';
import { nameProblem, RosterIndex, seatable, type RosterPlayer } from './players';
import { m } from '../paraglide/messages.js';

const errorName = (e: unknown) => (typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '');

/** Regulars, the most recently seated first, then by name. Empty when the phone will not let us read. */
export async function listRoster(db: NightfallDatabase): Promise<RosterPlayer[]> {
	try {
		const players = await db.getAll('players');
		return players.sort((a, b) => b.lastPlayedAt - a.lastPlayedAt || compareNames(a.name, b.name));
	} catch {
		return [];
	}
}

/**
 * Saves a game that starts or arrives on this phone, with its players on the roster: each name finds its regular
 * (case and spacing ignored) or joins the roster, and the game keeps their ids in seat order. One transaction, so
 * a game is never saved without its players, nor players without their game. Never throws.
 */
export async function saveNewGame(db: NightfallDatabase, game: StoredGame): Promise<StorageProblem | null> {
	let tx: IDBPTransaction<NightfallDb, ('players' | 'games' | 'actions')[], 'readwrite'> | undefined;
	const writes: Promise<unknown>[] = [];
	try {
		tx = db.transaction(['players', 'games', 'actions'], 'readwrite');
		const players = tx.objectStore('players');
		const roster = new RosterIndex(await players.getAll());
		const names = game.record.players;
		// The engine refuses such a table before it is saved; a row is still never linked to the wrong player.
		const playerIds = seatable(names) ? roster.seat(names, game.createdAt) : undefined;
		for (const player of roster.changed.values()) writes.push(players.put(player));
		putGame(tx, writes, playerIds ? { ...game, playerIds } : game);
		await Promise.all([...writes, tx.done]);
		rememberSeats(db, game.id, playerIds);
		return null;
	} catch (e) {
		abandon(tx, writes);
		return writeProblem(e);
	}
}

export type Renamed = { ok: true; player: RosterPlayer } | { ok: false; reason: string };

/**
 * Renames a regular. Their games stay theirs (games point at the id); the records keep the names as they were at
 * the table. Refused, in words, when another regular has that name (case and spacing ignored). Never throws.
 */
export async function renamePlayer(db: NightfallDatabase, id: string, newName: string): Promise<Renamed> {
	const problem = nameProblem(newName);
	if (problem) return { ok: false, reason: problem };
	const name = tidyName(newName);
	try {
		const tx = db.transaction('players', 'readwrite');
		// Every regular is compared by their name as it reads now, not by the key stored with them: a key written on a
		// phone set to another language (Turkish lower-cases "I" to "ı") would otherwise hide a holder of the name.
		const key = nameKey(name);
		const [player, holder] = await Promise.all([tx.store.get(id), tx.store.getAll().then((all) => all.find((p) => nameKey(p.name) === key))]);
		if (!player) {
			await tx.done;
			return { ok: false, reason: m.refusal_roster_gone() };
		}
		if (holder && holder.id !== id) {
			await tx.done;
			return { ok: false, reason: m.refusal_roster_taken({ name: isolateName(holder.name) }) };
		}
		if (player.name === name) {
			await tx.done;
			return { ok: true, player };
		}
		const renamed: RosterPlayer = {
			...player,
			name,
			key,
			renamedFrom: [...(player.renamedFrom ?? []), player.name]
		};
		await Promise.all([tx.store.put(renamed), tx.done]);
		return { ok: true, player: renamed };
	} catch (e) {
		// Another tab took the name between our check and our write: the unique index refused it.
		if (errorName(e) === 'ConstraintError') return { ok: false, reason: m.refusal_roster_just_taken() };
		return writeProblem(e).kind === 'quota'
			? { ok: false, reason: m.refusal_roster_quota() }
			: { ok: false, reason: m.refusal_roster_write_failed() };
	}
}
