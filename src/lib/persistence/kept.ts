/**
 * Whether the browser has promised to keep Nightfall's saves when space runs low ('kept'), has not ('at-risk'), or
 * does not say ('unknown'). Asks nothing of the player. Never throws.
 */
export type SavesKept = 'kept' | 'at-risk' | 'unknown';

export async function savesKept(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<SavesKept> {
	try {
		if (!storage?.persisted) return 'unknown';
		return (await storage.persisted()) ? 'kept' : 'at-risk';
	} catch {
		return 'unknown';
	}
}

/** Bytes this site uses on the phone, as the browser estimates it; null when it does not say. Never throws. */
export async function spaceUsed(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<number | null> {
	try {
		const estimate = await storage?.estimate?.();
		return typeof estimate?.usage === 'number' ? estimate.usage : null;
	} catch {
		return null;
	}
}


