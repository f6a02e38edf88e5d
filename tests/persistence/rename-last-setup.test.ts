import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '$lib/engine/presets';
import { getSetting, setSetting } from '$lib/persistence';
import { renameInLastSetup, type RememberedSetup } from '../../src/routes/players/rename';
import { LAST_SETUP, isLastSetup, type LastSetup } from '../../src/routes/setup/setup-form';
import type { NightfallDatabase } from '$lib/persistence';
import { freshPhone } from './phone';

const on = (db: NightfallDatabase): RememberedSetup => ({
	read: () => getSetting<LastSetup | null>(db, LAST_SETUP, null, isLastSetup),
	write: (setup) => setSetting(db, LAST_SETUP, setup)
});

const last: LastSetup = { preset: 'classic', names: ['Ana', 'gus', 'Cy', 'Di', 'Ed'], counts: null, options: PRESETS.classic.defaults };

describe('a rename and the table setup remembers', () => {
	it('seats the renamed player under the new name, whatever case the table used', async () => {
		const db = await freshPhone();
		await setSetting(db, LAST_SETUP, last);
		await renameInLastSetup(on(db), 'Gus', 'Gustav');
		expect(await getSetting(db, LAST_SETUP, null)).toEqual({ ...last, names: ['Ana', 'Gustav', 'Cy', 'Di', 'Ed'] });
	});

	it('leaves a remembered table without that player, or no remembered table, as it is', async () => {
		const db = await freshPhone();
		await renameInLastSetup(on(db), 'Gus', 'Gustav');
		expect(await getSetting(db, LAST_SETUP, null)).toBeNull();
		await setSetting(db, LAST_SETUP, last);
		await renameInLastSetup(on(db), 'Bo', 'Bob');
		expect(await getSetting(db, LAST_SETUP, null)).toEqual(last);
	});
});
