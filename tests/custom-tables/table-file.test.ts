import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openNightfallDb, setSetting } from '$lib/persistence';
import { newCustomTable } from '$lib/engine/custom-rules';
import { PRESETS } from '$lib/engine/presets';
import { checkTable } from '$lib/engine/setup';
import { withVillagers } from '$lib/engine/setup';
import { TABLES_KEY, loadTables, saveTables } from '$lib/custom-tables/store';
import { readSavedTable, sameTable, withTable, withoutTable, type SavedTable } from '$lib/custom-tables/saved-table';
import { TABLE_FORMAT, readTableFile, readTableText, tableFileName, tableFileText } from '$lib/custom-tables/table-file';

/** Friday's table: the Godfather decides, a majority sends a player out, and a day zero opens the game. */
function friday(name = 'Friday night'): SavedTable {
	const { rules } = newCustomTable(name);
	return {
		name,
		rules: { ...rules, mafiaKill: 'godfather', dayZero: true, ballot: { ...rules.ballot, threshold: 'majority' } },
		roles: { godfather: 1, mafia: 1, detective: 1, doctor: 1 },
		options: { ...PRESETS.custom.defaults, revealOnNightDeath: true }
	};
}

/** The file's JSON with one part changed, as a hand-edited or broken file would have it. */
const fileWith = (change: (file: Record<string, unknown>) => void): string => {
	const file = JSON.parse(tableFileText(friday())) as Record<string, unknown>;
	change(file);
	return JSON.stringify(file);
};

const reasonOf = (text: string) => {
	const read = readTableText(text);
	return read.ok ? 'read' : read.reason;
};

async function freshPhone() {
	const opened = await openNightfallDb({ factory: new IDBFactory() });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

describe('a table file', () => {
	it('comes back as the same table, and the table it sets up is one the engine deals', async () => {
		const text = tableFileText(friday());
		expect(JSON.parse(text)).toMatchObject({ format: TABLE_FORMAT, version: 1, name: 'Friday night' });
		expect(await readTableFile(new Blob([text]))).toEqual({ ok: true, value: friday() });
		const players = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
		const { name, rules, roles, options } = friday();
		const config = { preset: 'custom' as const, players, roles: withVillagers(roles, players.length), options, seed: 1, custom: { name, rules } };
		expect(checkTable(config)).toEqual([]);
	});

	it('is named after its table, without what a file system refuses', () => {
		expect(tableFileName(friday())).toBe('Friday night.nightfall-table.json');
		expect(tableFileName(friday('a/b: c?'))).toBe('ab c.nightfall-table.json');
	});

	it.each([
		['empty', '  ', 'This file is empty.'],
		['not JSON', '{ nope', 'This file is not a Nightfall table file: it is not JSON text.'],
		['another format', fileWith((f) => (f.format = 'nightfall/game-record')), 'This is not a Nightfall table file (its format should be “nightfall/custom-table”).'],
		['a later version', fileWith((f) => (f.version = 2)), 'This table file is version 2; this Nightfall reads version 1.'],
		['an extra part', fileWith((f) => (f.players = ['Ana'])), 'The table file has “players”, which a table file does not.'],
		['no name', fileWith((f) => (f.name = '  ')), 'The table cannot be read: Give the custom table a name.'],
		['a rule with a choice no rule set makes', fileWith((f) => ((f.rules as Record<string, unknown>).mafiaKill = 'vote')), /^The table cannot be read: The rule “mafiaKill” cannot be "vote": it is one of "unanimous", "earliest", "most", "godfather"\.$/],
		['a rule missing', fileWith((f) => delete (f.rules as Record<string, unknown>).dayZero), 'The table cannot be read: The custom table does not say its rule “dayZero”.'],
		['no roles', fileWith((f) => delete f.roles), 'The table file does not say its roles (“roles”).'],
		['a count of Villagers', fileWith((f) => ((f.roles as Record<string, unknown>).villager = 3)), 'A table file sets no count of Villagers (“villager”): they are whoever is left.'],
		['a role nobody knows', fileWith((f) => ((f.roles as Record<string, unknown>).wizard = 1)), 'The table file deals “wizard”, which is no role of the catalogue.'],
		['a count that is no count', fileWith((f) => ((f.roles as Record<string, unknown>).mafia = 1.5)), 'The table file\'s count of “mafia” is 1.5: it must be a whole number from 0 to 20.'],
		['no options', fileWith((f) => delete f.options), 'The table file does not say its options (“options”).'],
		['an option nobody knows', fileWith((f) => ((f.options as Record<string, unknown>).speed = 2)), 'The table file has an option “speed” this Nightfall does not know.'],
		['an option missing', fileWith((f) => delete (f.options as Record<string, unknown>).ballotMode), 'The table file does not say its option “ballotMode”.'],
		['an option of the wrong kind', fileWith((f) => ((f.options as Record<string, unknown>).revealOnVoteOut = 'yes')), 'The table file\'s option “revealOnVoteOut” cannot be "yes".'],
		['a way of running the night nobody knows', fileWith((f) => ((f.options as Record<string, unknown>).narration = 'robot')), 'The table file\'s option “narration” cannot be "robot".']
	])('refuses a file with %s, and says what is wrong', (_, text, reason) => {
		if (typeof reason === 'string') expect(reasonOf(text)).toBe(reason);
		else expect(reasonOf(text)).toMatch(reason);
	});

	it('refuses a file far too big before reading it', async () => {
		const read = await readTableFile(new Blob(['x'.repeat(100_000)]));
		expect(read).toEqual({ ok: false, reason: 'This file is far too big to be a table file.' });
	});
});

describe('the saved tables', () => {
	it('replace a table of the same name (told apart as players are), keep name order, and delete by name', () => {
		const saved = withTable(withTable([], friday('Zed')), friday('Friday night'));
		expect(saved.map((t) => t.name)).toEqual(['Friday night', 'Zed']);
		const again = withTable(saved, { ...friday('FRIDAY NIGHT'), roles: { mafia: 2 } });
		expect(again.map((t) => t.name)).toEqual(['FRIDAY NIGHT', 'Zed']);
		expect(again[0].roles).toEqual({ mafia: 2 });
		expect(withoutTable(again, 'friday night').map((t) => t.name)).toEqual(['Zed']);
	});

	it('are kept on the phone and read back; nothing saved reads as none', async () => {
		const db = await freshPhone();
		expect(await loadTables(db)).toEqual([]);
		expect(await saveTables(db, [friday()])).toBeNull();
		expect(await loadTables(db)).toEqual([friday()]);
	});

	it('are read defensively: what cannot be read is left out, never thrown', async () => {
		const db = await freshPhone();
		await setSetting(db, TABLES_KEY, 'not a list');
		expect(await loadTables(db)).toEqual([]);
		await setSetting(db, TABLES_KEY, [friday(), { name: 'Broken', rules: {} }, null, 7]);
		expect(await loadTables(db)).toEqual([friday()]);
		expect(readSavedTable({ ...friday(), rules: { ...friday().rules, turns: 'often' } }).ok).toBe(false);
	});
});

describe('two saved tables', () => {
	it('are the same table whatever order their parts were written in, and differ by any one rule', () => {
		const table = friday();
		const reordered = JSON.parse(JSON.stringify({ options: table.options, roles: table.roles, rules: table.rules, name: table.name })) as SavedTable;
		expect(sameTable(table, reordered)).toBe(true);
		expect(sameTable(table, { ...table, rules: { ...table.rules, turns: true } })).toBe(false);
	});
});
