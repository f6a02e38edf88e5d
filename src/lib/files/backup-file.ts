import { MAX_BACKUP_BYTES, readBackup, type Backup } from '../persistence/backup';
import type { Checked } from '../engine/types';
import { refuse } from '../engine/types';
import { loadConfusables } from '../state/load-confusables';
import { m } from '../paraglide/messages.js';

/** Reads a file the player picked as a backup; every game in it is checked before anything is written. Never throws. */
export async function readBackupFile(file: Blob): Promise<Checked<Backup>> {
	if (file.size > MAX_BACKUP_BYTES) return refuse(m.refusal_file_backup_too_big());
	let text: string;
	try {
		text = await file.text();
	} catch {
		return refuse(m.refusal_file_unreadable());
	}
	const loaded = await loadConfusables();
	return loaded.ok ? readBackup(text, loaded.confusables) : refuse(loaded.reason);
}
