import { MAX_NAME_LENGTH, nameKey, tidyName } from '$lib/engine/player-names';
import { m } from '../paraglide/messages.js';
import { isObject, isTime } from '$lib/engine/outside';

/**
 * A regular player: one identity across games. Games point at players by `id` (StoredGame.playerIds, in seat
 * order), so a renamed player keeps their history; a game record keeps the name as it was at the table.
 */
export interface RosterPlayer {
	id: string;
	/** The name the roster shows now, tidied. */
	name: string;
	/**
	 * `nameKey(name)` when it was written: unique on the roster (an IndexedDB unique index). Players are found by
	 * `nameKey(name)` worked out again, since an older Nightfall on a phone set to another language wrote other keys.
	 */
	key: string;
	createdAt: number;
	/** When they last sat at a table: the setup's roster lists the most recent first. */
	lastPlayedAt: number;
	/** Names they had before, oldest first; only after a rename. */
	renamedFrom?: string[];
}

/** A new roster id. crypto.randomUUID needs a secure context; getRandomValues works everywhere. */
export function newPlayerId(): string {
	if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Why a name cannot be a player's name, in words; null when it can. */
export function nameProblem(raw: string): string | null {
	const name = tidyName(raw);
	if (!name) return m.refusal_player_no_name();
	if ([...name].length > MAX_NAME_LENGTH) return m.refusal_player_name_length({ max: MAX_NAME_LENGTH });
	return null;
}

/** Names a table can be seated under: each a valid name, no two alike (case and spacing ignored). */
export function seatable(names: string[]): boolean {
	const keys = names.map(nameKey);
	return names.every((name) => nameProblem(name) === null) && new Set(keys).size === keys.length;
}

/**
 * The roster as a table finds it: players by name (case and spacing ignored). Seating a table looks every name
 * up and adds the missing ones, so the same names always come back as the same players.
 */
export class RosterIndex {
	readonly #byKey = new Map<string, RosterPlayer>();
	/** Players added or changed since the index was made: the ones to write back. */
	readonly changed = new Map<string, RosterPlayer>();

	constructor(players: Iterable<RosterPlayer>) {
		for (const player of players) this.#byKey.set(nameKey(player.name), player);
	}

	find(name: string): RosterPlayer | undefined {
		return this.#byKey.get(nameKey(name));
	}

	/** The roster id of each seat, in seat order; a name not yet on the roster joins it. */
	seat(names: string[], at: number, newId: () => string = newPlayerId): string[] {
		return names.map((raw) => {
			const name = tidyName(raw);
			const found = this.find(name);
			const player: RosterPlayer = found
				? { ...found, lastPlayedAt: Math.max(found.lastPlayedAt, at) }
				: { id: newId(), name, key: nameKey(name), createdAt: at, lastPlayedAt: at };
			this.#byKey.set(nameKey(player.name), player);
			if (!found || found.lastPlayedAt !== player.lastPlayedAt) this.changed.set(player.id, player);
			return player.id;
		});
	}
}


/** A roster row as this app writes it; anything else is not trusted (a backup file, a damaged row). */
export function isRosterPlayer(v: unknown): v is RosterPlayer {
	return (
		isObject(v) &&
		typeof v.id === 'string' &&
		v.id !== '' &&
		typeof v.name === 'string' &&
		nameProblem(v.name) === null &&
		v.name === tidyName(v.name) &&
		typeof v.key === 'string' &&
		isTime(v.createdAt) &&
		isTime(v.lastPlayedAt) &&
		(v.renamedFrom === undefined || (Array.isArray(v.renamedFrom) && v.renamedFrom.every((n) => typeof n === 'string')))
	);
}
