import { describe, expect, it } from 'vitest';
import { savesKept, spaceUsed } from '$lib/persistence/kept';

/** A browser's StorageManager, as much of it as Settings asks. */
const storage = (parts: Partial<StorageManager>) => parts as StorageManager;

describe('whether the browser keeps the saves (Settings)', () => {
	it('says kept when the browser has promised to keep them, at risk when it has not', async () => {
		expect(await savesKept(storage({ persisted: async () => true }))).toBe('kept');
		expect(await savesKept(storage({ persisted: async () => false }))).toBe('at-risk');
	});

	it('says unknown, never throws, when the browser cannot tell or refuses to', async () => {
		expect(await savesKept(undefined)).toBe('unknown');
		expect(await savesKept(storage({}))).toBe('unknown');
		expect(
			await savesKept(
				storage({
					persisted: async () => {
						throw new DOMException('Not allowed here.', 'SecurityError');
					}
				})
			)
		).toBe('unknown');
	});
});

describe('the space the saves take (Settings: "Nightfall uses about … here")', () => {
	it('is the browser’s estimate of what this site uses', async () => {
		expect(await spaceUsed(storage({ estimate: async () => ({ usage: 123_456, quota: 1e9 }) }))).toBe(123_456);
		expect(await spaceUsed(storage({ estimate: async () => ({ usage: 0 }) }))).toBe(0);
	});

	it('is nothing at all, so Settings says nothing, when the browser gives no figure', async () => {
		expect(await spaceUsed(undefined)).toBeNull();
		expect(await spaceUsed(storage({}))).toBeNull();
		expect(await spaceUsed(storage({ estimate: async () => ({ quota: 1e9 }) }))).toBeNull();
		expect(
			await spaceUsed(
				storage({
					estimate: async () => {
						throw new TypeError('estimate() is not available');
					}
				})
			)
		).toBeNull();
	});

});
