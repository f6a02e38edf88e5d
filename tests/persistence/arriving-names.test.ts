import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { confusables } from '$lib/engine/confusables-table';
import { createRecord, type GameRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { readRecordFile } from '$lib/files/import';
import { readBackupFile } from '$lib/files/backup-file';
import { backupText, exportBackup, readBackup, saveNewGame, type StoredGame } from '$lib/persistence';
import { freshPhone } from './phone';

/**
 * A game or a backup that arrives in a file, with names that lie: it is refused with the reason in words and
 * nothing is written, rather than its names rewritten on the way in (the record is the truth of its game).
 */

const RLO = '\u202e';
const CYRILLIC_BEN = '\u0412\u0435n';

const recordOf = (players: string[], id = 'g1'): GameRecord =>
	createRecord(
		{ preset: 'classic', players, roles: { mafia: 1, detective: 1, villager: players.length - 2 }, options: PRESETS.classic.defaults, seed: 3 },
		id,
		1
	);

const fileOf = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });
const names = (second: string) => ['Ann', second, 'Cara', 'Ben', 'Eve'];

describe('a game record file with names that lie', () => {
	it('is refused when a name holds a right-to-left override, naming the player and the character', async () => {
		const read = await readRecordFile(fileOf(recordOf(['Ann', `Ben${RLO}`, 'Cara', 'Dev', 'Eve'])));
		expect(read).toEqual({
			ok: false,
			reason: 'This game was not imported. Player 2 (“Ben”) has characters in their name that do not show or that turn the text around (U+202E).'
		});
	});

	it('is refused when a name is another with a zero-width space', async () => {
		const read = await readRecordFile(fileOf(recordOf(names('Ben\u200b'))));
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.reason).toMatch(/Player 2 \(“Ben”\) has characters in their name that do not show.*\(U\+200B\)/);
	});

	it('is refused when a name is only a braille blank', async () => {
		const read = await readRecordFile(fileOf(recordOf(names('\u2800'))));
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.reason).toBe('This game was not imported. Player 2 has characters in their name that do not show or that turn the text around (U+2800).');
	});

	it.each([
		['Cyrillic', CYRILLIC_BEN],
		['full-width', 'Ｂｅｎ']
	])('is refused when a %s name looks like another player’s', async (_, lookalike) => {
		const read = await readRecordFile(fileOf(recordOf(names(lookalike))));
		expect(read).toEqual({
			ok: false,
			reason: `This game was not imported. The names of players 2 and 4 (“${lookalike}” and “Ben”) look alike: the table could not tell them apart.`
		});
	});

	it('is taken when its names are sound, right-to-left and emoji ones included', async () => {
		const read = await readRecordFile(fileOf(recordOf(['Ann', 'سارة', 'Cara', '👨‍👩‍👧', 'Zoë'])));
		expect(read.ok).toBe(true);
	});
});

describe('a backup with names that lie', () => {
	async function backupWith(game: StoredGame) {
		const phone = await freshPhone();
		expect(await saveNewGame(phone, game)).toBeNull();
		const exported = await exportBackup(phone, 5);
		if (!exported.ok) throw new Error(exported.reason);
		return exported.value;
	}

	const stored = (players: string[]): StoredGame => ({
		id: 'g1',
		status: 'playing',
		createdAt: 1,
		updatedAt: 1,
		record: recordOf(players),
		snapshot: null,
		summary: { preset: 'classic', players, winner: null }
	});

	it('is refused when one of its games seats look-alikes, saying which game and which names', async () => {
		const backup = await backupWith(stored(names(CYRILLIC_BEN)));
		const file = new Blob([backupText(backup)]);
		expect(await readBackupFile(file)).toEqual({
			ok: false,
			reason: `Game 1 of 1 in this backup cannot be taken: the names of players 2 and 4 (“${CYRILLIC_BEN}” and “Ben”) look alike: the table could not tell them apart.`
		});
	});

	it('is refused when a regular’s name holds hidden characters', async () => {
		const backup = await backupWith(stored(['Ann', 'Bo', 'Cara', 'Dev', 'Eve']));
		backup.roster[1] = { ...backup.roster[1], name: `Bo${RLO}` };
		expect(readBackup(backupText(backup), confusables)).toEqual({
			ok: false,
			reason: 'Player 2 of this backup (“Bo”) has characters in their name that do not show or that turn the text around (U+202E).'
		});
	});
});
