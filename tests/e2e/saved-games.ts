import { expect, type Page } from '@playwright/test';
import { PRESETS, suggestRoles, type GameOptions, type GameRecord, type GameState, type PresetId } from '../../src/lib/engine/index';
import { QUIET, playRandomGame, type TableHabits } from '../../scripts/bench/random-table';

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea'];

export interface SavedGameWanted {
	id: string;
	preset: PresetId;
	players: number;
	/** Where the random table stops: the screen wanted. */
	at: (state: GameState) => boolean;
	habits?: TableHabits;
	seed?: number;
	/** What the host changed from the preset's defaults (e.g. the app narrates). */
	options?: Partial<GameOptions>;
}

/** A game of this preset stopped where `at` says, made by a random table of legal moves, as the row the app keeps. */
export function savedGame({ id, preset, players, at, habits = QUIET, seed = 2000, options = {} }: SavedGameWanted) {
	const config = {
		preset,
		players: NAMES.slice(0, players),
		roles: suggestRoles(preset, players),
		options: { ...PRESETS[preset].defaults, ...options },
		seed
	};
	for (let walk = 1; walk < 500; walk++) {
		const game = playRandomGame({ ...config, seed: config.seed + walk }, walk, habits, at);
		if (!at(game.state)) continue;
		return savedRow({ ...game.record, id }, game.state.phase.kind === 'ended' ? 'finished' : 'playing');
	}
	throw new Error(`no random ${preset} game stopped where ${id} wants it`);
}

/** A record as the app keeps its row, its times moved near now so a clock of the saved game still runs when it opens. */
export function savedRow(record: GameRecord, status: 'playing' | 'finished' = 'playing') {
	const shift = Date.now() - (record.actions.at(-1)?.at ?? record.createdAt);
	const near: GameRecord = { ...record, actions: record.actions.map((a) => ({ ...a, at: a.at + shift })) };
	return {
		id: near.id,
		status,
		createdAt: near.createdAt,
		updatedAt: Date.now(),
		record: near,
		snapshot: null,
		summary: { preset: near.preset, players: near.players, winner: null }
	};
}

/** Puts rows into the phone's storage, as the app itself would have saved them. */
export async function putGames(page: Page, rows: unknown[]) {
	await page.goto('/');
	// The home screen creates the database on its first visit.
	await expect
		.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'nightfall')))
		.toBe(true);
	await page.evaluate(async (games) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('nightfall');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		await new Promise<void>((resolve, reject) => {
			const tx = db.transaction('games', 'readwrite');
			for (const game of games) tx.objectStore('games').put(game);
			tx.oncomplete = () => resolve();
			tx.onerror = () => reject(tx.error);
		});
		db.close();
	}, rows);
}

/** A saved game as the app last wrote it: its row, with its record's actions put back (schema 3 keeps them apart). */
export async function storedGame(page: Page, id: string) {
	return page.evaluate(async (key) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('nightfall');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const ask = <T>(request: IDBRequest) =>
			new Promise<T>((resolve, reject) => {
				request.onsuccess = () => resolve(request.result as T);
				request.onerror = () => reject(request.error);
			});
		const tx = db.transaction(['games', 'actions']);
		const row = await ask<{ status: string; actionCount?: number; snapshot: unknown; record: { actions?: { type: string; at: number }[] } }>(
			tx.objectStore('games').get(key)
		);
		const actions =
			typeof row.actionCount === 'number'
				? await ask<{ type: string; at: number }[]>(tx.objectStore('actions').getAll(IDBKeyRange.bound([key, 0], [key, Infinity])))
				: (row.record.actions ?? []);
		db.close();
		return { status: row.status, snapshot: JSON.stringify(row.snapshot), record: { ...row.record, actions } };
	}, id);
}
