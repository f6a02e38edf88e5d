import { openNightfallDb, saveGame, type Opened } from '../persistence';
import type { GameStore } from './table.svelte';

let opened: Promise<Opened> | null = null;

/** The phone's one Nightfall database, opened once per page. */
export function nightfallDb(): Promise<Opened> {
	opened ??= openNightfallDb();
	return opened;
}

/** Saves into IndexedDB; when it cannot open, every save reports why (the game goes on in memory). */
export const phoneStore: GameStore = {
	async save(game) {
		const db = await nightfallDb();
		return db.ok ? saveGame(db.db, game) : db.problem;
	}
};

/** Fresh randomness for a new game, from the platform (the engine itself never draws it). */
export function newSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0];
}

export function newGameId(): string {
	return crypto.randomUUID();
}
