import type { Checked } from '../engine/types';
import { refuse } from '../engine/types';
import { m } from '../paraglide/messages.js';
import { readSavedTable, type SavedTable } from './saved-table';
import { excerptValue, isObject } from '../engine/outside';

/** A custom table as a file another phone can import (docs/custom-table.md). */
export const TABLE_FORMAT = 'nightfall/custom-table';
export const TABLE_VERSION = 1;

/** A table file is well under a kilobyte; anything this big is some other file picked by mistake. */
export const MAX_TABLE_BYTES = 64 * 1024;


const FILE_KEYS = ['format', 'version', 'name', 'rules', 'roles', 'options'];

/** The file's text: the table, headed by its format and version, indented so a person can read it. */
export function tableFileText(table: SavedTable): string {
	const { name, rules, roles, options } = table;
	return `${JSON.stringify({ format: TABLE_FORMAT, version: TABLE_VERSION, name, rules, roles, options }, null, 2)}\n`;
}

/** "Friday night.nightfall-table.json": the table's name, with what a file system refuses taken out. */
export function tableFileName(table: SavedTable): string {
	const safe = table.name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim() || 'table';
	return `${safe}.nightfall-table.json`;
}

/** A table file's text read and checked, or what is wrong with it in words, naming the part. Never throws. */
export function readTableText(text: string): Checked<SavedTable> {
	if (!text.trim()) return refuse(m.refusal_file_empty());
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return refuse(m.pages_table_file_not_json());
	}
	if (!isObject(parsed) || parsed.format !== TABLE_FORMAT) return refuse(m.pages_table_file_not_table());
	if (parsed.version !== TABLE_VERSION) {
		return refuse(m.pages_table_file_version({ version: parsed.version === undefined ? '?' : excerptValue(parsed.version), known: TABLE_VERSION }));
	}
	const extra = Object.keys(parsed).find((key) => !FILE_KEYS.includes(key));
	if (extra !== undefined) return refuse(m.pages_table_file_extra({ key: extra }));
	return readSavedTable(parsed);
}

/** A file the host picked, read as a table file. Never throws. */
export async function readTableFile(file: Blob): Promise<Checked<SavedTable>> {
	if (file.size > MAX_TABLE_BYTES) return refuse(m.pages_table_file_too_big());
	let text: string;
	try {
		text = await file.text();
	} catch {
		return refuse(m.refusal_file_unreadable());
	}
	return readTableText(text);
}
