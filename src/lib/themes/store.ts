import { getSetting, setSetting, type NightfallDatabase, type StorageProblem } from '../persistence';
import { readSavedThemes, type SavedThemes } from './themes';

/** The settings key the themes are kept under. */
export const THEMES_KEY = 'themes';

/** The themes on this phone; none but the built-in ones when nothing (readable) is saved. Never throws. */
export async function loadThemes(db: NightfallDatabase): Promise<SavedThemes> {
	return readSavedThemes(await getSetting<unknown>(db, THEMES_KEY, null));
}

/** Saves the themes; a problem comes back in words. */
export function saveThemes(db: NightfallDatabase, saved: SavedThemes): Promise<StorageProblem | null> {
	// Plain copies: a screen's reactive state cannot be stored in IndexedDB as it is.
	return setSetting(db, THEMES_KEY, JSON.parse(JSON.stringify(saved)));
}
