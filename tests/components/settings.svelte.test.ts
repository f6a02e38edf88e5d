import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { listGames } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import Settings from '../../src/routes/settings/+page.svelte';

/** The settings screen: whether the phone keeps the games, and a backup that refuses what it cannot read. */

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

/** The browser's storage manager as a phone offers it (or not at all). */
function storageSays(storage: Partial<StorageManager> | undefined) {
	Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

beforeEach(async () => {
	const db = await phone();
	await Promise.all([db.clear('games'), db.clear('settings'), db.clear('players')]);
});

afterEach(() => storageSays(undefined));

describe('keeping the games on this phone', () => {
	it('says so when the browser has granted persistent storage, and how much space Nightfall uses', async () => {
		storageSays({ persisted: async () => true, estimate: async () => ({ usage: 123_456, quota: 1e9 }) });
		render(Settings);
		expect(await screen.findByText(/^Granted: this browser keeps Nightfall's games/)).toBeInTheDocument();
		expect(screen.getByText('Nightfall uses about 123 kB here.')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Ask the browser to keep them' })).toBeNull();
	});

	it('says when it is not granted, and asks again on a tap', async () => {
		let granted = false;
		const persist = vi.fn(async () => (granted = true));
		storageSays({ persisted: async () => granted, persist });
		render(Settings);
		expect(await screen.findByText(/^Not granted: the browser may clear Nightfall's games/)).toBeInTheDocument();
		await userEvent.setup().click(screen.getByRole('button', { name: 'Ask the browser to keep them' }));
		expect(persist).toHaveBeenCalledOnce();
		expect(await screen.findByText(/^Granted/)).toBeInTheDocument();
	});

	it('says when the browser does not tell', async () => {
		storageSays(undefined);
		render(Settings);
		expect(await screen.findByText(/does not say whether it keeps Nightfall's games/)).toBeInTheDocument();
	});
});

describe('importing a backup', () => {
	const upload = async (name: string, text: string) => {
		const user = userEvent.setup();
		render(Settings);
		const input = await screen.findByLabelText('Import a backup');
		await user.upload(input, new File([text], name, { type: 'application/json' }));
	};

	it('refuses a game record with the reason, and imports nothing', async () => {
		await upload('game.json', readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8'));
		expect(
			await screen.findByText('Nothing was imported. This file is one game, not a backup: import it with "Import a game" on the home screen.')
		).toBeInTheDocument();
		expect(await listGames(await phone())).toEqual([]);
	});

	it('imports a good one and says what it added', async () => {
		const record = JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8'));
		const backup = {
			format: 'nightfall/backup',
			version: 1,
			exportedAt: 1,
			roster: [],
			games: [
				{
					id: record.id,
					status: 'finished',
					createdAt: 1,
					updatedAt: 2,
					record,
					snapshot: null,
					summary: { preset: 'classic', players: record.players, winner: 'town' }
				}
			],
			settings: { themes: [] }
		};
		await upload('backup.json', JSON.stringify(backup));
		// A game from before the roster finds its seven players by name, and they join the roster.
		expect(await screen.findByText('Added 7 players, 1 game, 1 setting.')).toBeInTheDocument();
		await waitFor(async () => expect((await listGames(await phone())).map((g) => g.id)).toEqual([record.id]));
	});
});
