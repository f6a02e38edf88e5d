import { getSetting, setSetting, type NightfallDatabase, type StorageProblem } from '../persistence';
import { readSavedTables, type SavedTable } from './saved-table';

/** The settings key the saved custom tables are kept under. */
export const TABLES_KEY = 'tables';

/** The custom tables saved on this phone, in name order; none when nothing (readable) is saved. Never throws. */
export async function loadTables(db: NightfallDatabase): Promise<SavedTable[]> {
	return readSavedTables(await getSetting<unknown>(db, TABLES_KEY, null));
}

/** Keeps the tables; a problem comes back in words. */
export function saveTables(db: NightfallDatabase, tables: SavedTable[]): Promise<StorageProblem | null> {
	// Plain copies: a screen's reactive state cannot be stored in IndexedDB as it is.
	return setSetting(db, TABLES_KEY, JSON.parse(JSON.stringify(tables)));
}
