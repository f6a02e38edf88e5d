import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { checkTable } from '$lib/engine/setup';
import { listRoster, renamePlayer, saveNewGame, type StoredGame } from '$lib/persistence';
import type { RosterPlayer } from '$lib/persistence/players';
import { exportBackup, importBackup, readBackup, backupText } from '$lib/persistence/backup';
import { confusables } from '$lib/engine/confusables-table';
import { freshPhone } from './phone';

/**
 * A phone's language must not decide who is who. Turkish lower-cases "I" to a dotless "ı" and upper-cases "i" to
 * "İ", so on a Turkish phone a name compared with the language's rules makes "ISA" and "isa" two players, and the
 * game it saves is then refused on an English phone. The fake Turkish phone below uses Turkish wherever a string
 * method is left to the phone's language.
 */
const original = {
	lower: String.prototype.toLocaleLowerCase,
	upper: String.prototype.toLocaleUpperCase,
	compare: String.prototype.localeCompare
};

function onATurkishPhone() {
	String.prototype.toLocaleLowerCase = function (locales?: Intl.LocalesArgument) {
		return original.lower.call(this, locales ?? 'tr');
	};
	String.prototype.toLocaleUpperCase = function (locales?: Intl.LocalesArgument) {
		return original.upper.call(this, locales ?? 'tr');
	};
	String.prototype.localeCompare = function (that: string, locales?: Intl.LocalesArgument, options?: Intl.CollatorOptions) {
		return original.compare.call(this, that, locales ?? 'tr', options);
	};
}

afterEach(() => {
	String.prototype.toLocaleLowerCase = original.lower;
	String.prototype.toLocaleUpperCase = original.upper;
	String.prototype.localeCompare = original.compare;
});

const config = (players: string[]) => ({
	preset: 'classic' as const,
	players,
	roles: { mafia: 1, detective: 1, villager: players.length - 2 },
	options: PRESETS.classic.defaults,
	seed: 3
});

function game(id: string, players: string[], at: number): StoredGame {
	return {
		id,
		status: 'playing',
		createdAt: at,
		updatedAt: at,
		record: createRecord(config(players), id, at),
		snapshot: null,
		summary: { preset: 'classic', players, winner: null }
	};
}

/** What an older Nightfall on a Turkish phone stored for "ISA": its key lower-cased the Turkish way. */
const turkishIsa: RosterPlayer = { id: 'isa', name: 'ISA', key: 'ısa', createdAt: 1, lastPlayedAt: 1 };

describe('names compare the same whatever the phone’s language', () => {
	it('on a Turkish phone, setup refuses "ISA" and "isa" as one name, as an English phone does', () => {
		onATurkishPhone();
		expect(checkTable(config(['ISA', 'Ben', 'Cara', 'isa', 'Eve']))).toEqual([
			'Two players are called "ISA": give one of them another name.'
		]);
	});

	it('a regular saved by a Turkish phone is found again by name on any phone', async () => {
		const db = await freshPhone();
		await db.put('players', turkishIsa);
		expect(await saveNewGame(db, game('g1', ['Isa', 'Ben', 'Cara', 'Dev', 'Eve'], 10))).toBeNull();
		const roster = await listRoster(db);
		expect(roster.map((p) => p.name).sort()).toEqual(['Ben', 'Cara', 'Dev', 'Eve', 'ISA']);
		expect((await db.get('games', 'g1'))?.playerIds?.[0]).toBe('isa');
	});

	it('a rename to a regular’s name is refused, whatever key that regular was stored under', async () => {
		const db = await freshPhone();
		await db.put('players', turkishIsa);
		await db.put('players', { id: 'ben', name: 'Ben', key: 'ben', createdAt: 1, lastPlayedAt: 1 });
		expect(await renamePlayer(db, 'ben', 'isa')).toEqual({
			ok: false,
			reason: 'Another player is already called "ISA". Two players cannot share a name.'
		});
	});

	it('a backup from a Turkish phone reads and merges its players by name', async () => {
		const turkish = await freshPhone();
		await turkish.put('players', turkishIsa);
		const exported = await exportBackup(turkish, 5);
		if (!exported.ok) throw new Error(exported.reason);
		const read = readBackup(backupText(exported.value), confusables);
		expect(read.ok).toBe(true);
		if (!read.ok) return;
		const english = await freshPhone();
		await english.put('players', { id: 'here', name: 'Isa', key: 'isa', createdAt: 2, lastPlayedAt: 2 });
		const merged = await importBackup(english, read.value);
		expect(merged.ok && merged.report).toMatchObject({ playersMatched: 1, playersAdded: 0 });
	});

	it('the regulars are listed in the same order on a Turkish phone as on any other', async () => {
		const db = await freshPhone();
		for (const [i, name] of ['Işık', 'Ivo', 'İpek', 'Ida'].entries()) {
			await db.put('players', { id: `p${i}`, name, key: name.toLowerCase(), createdAt: 1, lastPlayedAt: 1 });
		}
		const english = (await listRoster(db)).map((p) => p.name);
		onATurkishPhone();
		expect((await listRoster(db)).map((p) => p.name)).toEqual(english);
	});
});
