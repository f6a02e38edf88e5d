import type { GameRecord } from '../engine/record';
import type { StorageProblem } from '../persistence';

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
	const then = 'You can still play it, but a reload will lose it.';
	if (problem.kind === 'quota') return `This phone is out of space for Nightfall, so the game was not saved. ${then}`;
	if (problem.kind === 'write-failed') return `This phone would not save the game. ${then}`;
	return problem.message;
}
