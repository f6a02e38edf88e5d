import type { GameRecord } from '../engine/record';
import type { StorageProblem } from '../persistence';
import { m } from '../paraglide/messages.js';

/**
 * Games that could not be saved on this phone, kept for this page's life only, so a table whose phone refuses
 * IndexedDB (private browsing, a full disk) can still play: setup remembers the record, the game screen recalls it
 * from `/game?id=ID&memory=1`. A reload loses them, which the screen that offered "Play without saving" has said.
 */
const records = new Map<string, GameRecord>();

export function rememberRecord(record: GameRecord): void {
	records.set(record.id, record);
}

export function recallRecord(id: string): GameRecord | null {
	return records.get(id) ?? null;
}

/**
 * Why a new or imported game was not saved, in words. The store's own words for a failed write speak of "the last
 * step" of a game in play; before the first step there is only the game.
 */
export function notSavedWords(problem: StorageProblem): string {
	if (problem.kind === 'quota') return m.refusal_memory_quota();
	if (problem.kind === 'write-failed') return m.refusal_memory_write_failed();
	return problem.message;
}
