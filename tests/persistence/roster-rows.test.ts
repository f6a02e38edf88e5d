import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_NAME_LENGTH } from '$lib/engine/player-names';
import { isRosterPlayer, nameProblem, newPlayerId, seatable, type RosterPlayer } from '$lib/persistence/players';

afterEach(() => vi.unstubAllGlobals());

const ben: RosterPlayer = { id: 'p-ben', name: 'Ben', key: 'ben', createdAt: 1000, lastPlayedAt: 2000 };

describe('a regular from a backup or a damaged row is trusted only as this app writes one', () => {
	it('takes a sound row, renamed or not', () => {
		expect(isRosterPlayer(ben)).toBe(true);
		expect(isRosterPlayer({ ...ben, renamedFrom: ['Benny', 'B'] })).toBe(true);
	});

	it.each([
		['nothing at all', null],
		['a list', [ben]],
		['a name alone', 'Ben'],
		['no id', { ...ben, id: undefined }],
		['an empty id', { ...ben, id: '' }],
		['a number for an id', { ...ben, id: 7 }],
		['no name', { ...ben, name: undefined }],
		['an empty name', { ...ben, name: '' }],
		['a name too long', { ...ben, name: 'B'.repeat(MAX_NAME_LENGTH + 1) }],
		['a name not tidied (spaces round it)', { ...ben, name: ' Ben ' }],
		['a time no date can hold', { ...ben, createdAt: 1e300 }],
		['a last seating at a fraction of a ms', { ...ben, lastPlayedAt: 1.5 }],
		['no key', { ...ben, key: undefined }],
		['a start that is no time', { ...ben, createdAt: 'yesterday' }],
		['a start that never was', { ...ben, createdAt: Number.NaN }],
		['a last game that is no time', { ...ben, lastPlayedAt: Infinity }],
		['old names that are no list', { ...ben, renamedFrom: 'Benny' }],
		['old names that are not all names', { ...ben, renamedFrom: ['Benny', 3] }]
	])('refuses %s', (_, row) => {
		expect(isRosterPlayer(row)).toBe(false);
	});
});

describe('names a table can be seated under', () => {
	it('seats a table of distinct, sound names', () => {
		expect(seatable(['Ben', 'Cara', 'Dev'])).toBe(true);
	});

	it('does not seat two players whose names differ only in case or spacing', () => {
		expect(seatable(['Ben', 'Cara', ' ben'])).toBe(false);
	});

	it('does not seat a table with a name missing or too long, even when the rest are sound', () => {
		expect(seatable(['Ben', '', 'Cara'])).toBe(false);
		expect(seatable(['Ben', 'C'.repeat(MAX_NAME_LENGTH + 1)])).toBe(false);
	});

	it(`takes a name of exactly ${MAX_NAME_LENGTH} characters, and says why one longer is refused`, () => {
		expect(nameProblem('N'.repeat(MAX_NAME_LENGTH))).toBeNull();
		expect(nameProblem('N'.repeat(MAX_NAME_LENGTH + 1))).toBe(`Keep names to ${MAX_NAME_LENGTH} characters.`);
		expect(nameProblem('   ')).toBe('A player needs a name.');
	});
});

describe('a new regular’s id', () => {
	it('is a fresh random id where the page is not a secure context (no randomUUID)', () => {
		const real = globalThis.crypto;
		vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
		const a = newPlayerId();
		const b = newPlayerId();
		expect(a).toMatch(/^[0-9a-f]{32}$/);
		expect(b).not.toBe(a);
	});

	it('is a UUID where the page has one', () => {
		expect(newPlayerId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
	});
});
