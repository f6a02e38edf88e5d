import { describe, expect, it, vi } from 'vitest';

// A phone whose cache lost the look-alike data, and no network to fetch it again.
vi.mock('$lib/engine/confusables-table', () => {
	throw new Error('Failed to fetch dynamically imported module');
});

import { createRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { readRecordFile } from '$lib/files/import';
import { readBackupFile } from '$lib/files/backup-file';

const REASON = 'Nightfall could not load its check of names that look alike. Reload the page and try again.';

describe('when the check of look-alike names cannot be loaded', () => {
	it('an imported game is refused in words, not with an error thrown at the player', async () => {
		const record = createRecord(
			{ preset: 'classic', players: ['Ann', 'Ben', 'Cara', 'Dev', 'Eve'], roles: { mafia: 1, detective: 1, villager: 3 }, options: PRESETS.classic.defaults, seed: 3 },
			'g1',
			1
		);
		await expect(readRecordFile(new Blob([JSON.stringify(record)]))).resolves.toEqual({ ok: false, reason: REASON });
	});

	it('so is a backup', async () => {
		await expect(readBackupFile(new Blob(['{}']))).resolves.toEqual({ ok: false, reason: REASON });
	});
});
