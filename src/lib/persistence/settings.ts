import { writeProblem, type NightfallDatabase, type StorageProblem } from './db';

/**
 * A remembered choice, or the fallback when there is none or it cannot be read. Pass `accept` to check the shape:
 * a value saved by an older Nightfall must not break the screen that reads it. Never throws.
 */
export async function getSetting<T>(
	db: NightfallDatabase,
	key: string,
	fallback: T,
	accept?: (value: unknown) => value is T
): Promise<T> {
	try {
		const value: unknown = await db.get('settings', key);
		if (value === undefined) return fallback;
		if (accept && !accept(value)) return fallback;
		return value as T;
	} catch {
		return fallback;
	}
}

/** Remembers a choice (e.g. 'lastSetup'). A problem comes back in words; never throws. */
export async function setSetting(db: NightfallDatabase, key: string, value: unknown): Promise<StorageProblem | null> {
	try {
		const tx = db.transaction('settings', 'readwrite');
		await Promise.all([tx.store.put(value, key), tx.done]);
		return null;
	} catch (e) {
		return writeProblem(e);
	}
}
