import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSetting, openNightfallDb, setSetting, type NightfallDatabase } from '$lib/persistence';

async function freshPhone(): Promise<NightfallDatabase> {
	const opened = await openNightfallDb({ factory: new IDBFactory() });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

interface LastSetup {
	preset: string;
	players: string[];
}
const isLastSetup = (v: unknown): v is LastSetup =>
	typeof v === 'object' && v !== null && typeof (v as LastSetup).preset === 'string' && Array.isArray((v as LastSetup).players);

const noSetup: LastSetup = { preset: 'classic', players: [] };

afterEach(() => vi.restoreAllMocks());

describe('remembered settings', () => {
	it('gives the fallback before anything is remembered', async () => {
		const db = await freshPhone();
		expect(await getSetting(db, 'lastSetup', noSetup)).toEqual(noSetup);
	});

	it('remembers the last setup, and the latest choice wins', async () => {
		const db = await freshPhone();
		expect(await setSetting(db, 'lastSetup', { preset: 'clocked', players: ['Alice', 'Ben'] })).toBeNull();
		await setSetting(db, 'lastSetup', { preset: 'godfather', players: ['Alice', 'Ben', 'Cara'] });
		expect(await getSetting(db, 'lastSetup', noSetup, isLastSetup)).toEqual({
			preset: 'godfather',
			players: ['Alice', 'Ben', 'Cara']
		});
		expect(await db.count('settings')).toBe(1);
	});

	it('keeps falsy values rather than replacing them with the fallback', async () => {
		const db = await freshPhone();
		await setSetting(db, 'sound', false);
		expect(await getSetting(db, 'sound', true)).toBe(false);
	});

	it('falls back when a remembered value has a shape this version does not read', async () => {
		const db = await freshPhone();
		await setSetting(db, 'lastSetup', 'seven players, classic');
		expect(await getSetting(db, 'lastSetup', noSetup, isLastSetup)).toEqual(noSetup);
	});

	it('never throws: a full phone is reported in words, a closed database gives the fallback', async () => {
		const db = await freshPhone();
		const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		expect(await setSetting(db, 'lastSetup', noSetup)).toMatchObject({ kind: 'quota' });
		put.mockRestore();
		db.close();
		expect(await getSetting(db, 'lastSetup', noSetup)).toEqual(noSetup);
		expect(await setSetting(db, 'lastSetup', noSetup)).toMatchObject({ kind: 'write-failed' });
	});
});
