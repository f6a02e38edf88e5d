import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '$lib/engine/presets';
import { getSetting, setSetting } from '$lib/persistence';
import { renameInLastSetup } from '../../src/routes/players/rename';
import { LAST_SETUP, type LastSetup } from '../../src/routes/setup/setup-form';
import { freshPhone } from './phone';

const last: LastSetup = { preset: 'classic', names: ['Ana', 'gus', 'Cy', 'Di', 'Ed'], counts: null, options: PRESETS.classic.defaults };

describe('a rename and the table setup remembers', () => {
	it('seats the renamed player under the new name, whatever case the table used', async () => {
		const db = await freshPhone();
		await setSetting(db, LAST_SETUP, last);
		await renameInLastSetup(db, 'Gus', 'Gustav');
		expect(await getSetting(db, LAST_SETUP, null)).toEqual({ ...last, names: ['Ana', 'Gustav', 'Cy', 'Di', 'Ed'] });
	});

	it('leaves a remembered table without that player, or no remembered table, as it is', async () => {
		const db = await freshPhone();
		await renameInLastSetup(db, 'Gus', 'Gustav');
		expect(await getSetting(db, LAST_SETUP, null)).toBeNull();
		await setSetting(db, LAST_SETUP, last);
		await renameInLastSetup(db, 'Bo', 'Bob');
		expect(await getSetting(db, LAST_SETUP, null)).toEqual(last);
	});
});
