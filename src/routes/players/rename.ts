import { nameKey } from '$lib/engine/player-names';
import type { StorageProblem } from '$lib/state/phone';
import { LAST_SETUP, isLastSetup, type LastSetup } from '../setup/setup-form';

/** Where the remembered table is read and written: the phone's settings (a fake in tests). */
export interface RememberedSetup {
	read(): Promise<LastSetup | null>;
	write(setup: LastSetup): Promise<StorageProblem | null>;
}

/** The phone's own remembered table, through the store. */
export async function phoneSetup(): Promise<RememberedSetup> {
	const { readSetting, writeSetting } = await import('$lib/state/phone');
	return {
		read: () => readSetting<LastSetup | null>(LAST_SETUP, null, isLastSetup),
		write: (setup) => writeSetting(LAST_SETUP, setup)
	};
}

/**
 * After a rename, the table setup remembers (the last one) seats the player under their new name, so the next
 * game started from it is theirs: the old name now belongs to nobody and would join the roster as a newcomer.
 * Only the remembered names change; a failure here loses nothing but that convenience. Never throws.
 */
export async function renameInLastSetup(remembered: RememberedSetup, oldName: string, newName: string): Promise<void> {
	const last = await remembered.read();
	if (!last) return;
	const old = nameKey(oldName);
	if (!last.names.some((name) => nameKey(name) === old)) return;
	await remembered.write({ ...last, names: last.names.map((name) => (nameKey(name) === old ? newName : name)) });
}
