import { nameKey } from '$lib/engine/player-names';
import { getSetting, setSetting, type NightfallDatabase } from '$lib/persistence';
import { LAST_SETUP, isLastSetup, type LastSetup } from '../setup/setup-form';

/**
 * After a rename, the table setup remembers (the last one) seats the player under their new name, so the next
 * game started from it is theirs: the old name now belongs to nobody and would join the roster as a newcomer.
 * Only the remembered names change; a failure here loses nothing but that convenience. Never throws.
 */
export async function renameInLastSetup(db: NightfallDatabase, oldName: string, newName: string): Promise<void> {
	const last = await getSetting<LastSetup | null>(db, LAST_SETUP, null, isLastSetup);
	if (!last) return;
	const old = nameKey(oldName);
	if (!last.names.some((name) => nameKey(name) === old)) return;
	await setSetting(db, LAST_SETUP, { ...last, names: last.names.map((name) => (nameKey(name) === old ? newName : name)) });
}
