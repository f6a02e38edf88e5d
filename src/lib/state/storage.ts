import { openNightfallDb, saveGame, type Opened } from '../persistence';
import type { GameStore } from './table.svelte';

let opened: Promise<Opened> | null = null;

/** The phone's one Nightfall database, opened once per page. */
export function nightfallDb(): Promise<Opened> {
	opened ??= openNightfallDb();
	return opened;
}

/**
 * Saves into IndexedDB; when it cannot open, every save reports why (the game goes on in memory). A write that
 * fails is tried once more on a freshly opened database: the connection may have been closed under the game (a
 * newer Nightfall upgrading the database in another tab, the browser clearing its storage), and opening again
 * either saves after all or says why it cannot (for instance that a newer version now holds the saves).
 */
export const phoneStore: GameStore = {
	async save(game) {
		const db = await nightfallDb();
		if (!db.ok) return db.problem;
		const problem = await saveGame(db.db, game);
		if (problem?.kind !== 'write-failed') return problem;
		opened = openNightfallDb();
		const again = await opened;
		return again.ok ? saveGame(again.db, game) : again.problem;
	}
};

/** Fresh randomness for a new game, from the platform (the engine itself never draws it). */
export function newSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0];
}

export function newGameId(): string {
	return crypto.randomUUID();
}
