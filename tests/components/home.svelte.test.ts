import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));
// The real reader, which a test can make fail in a way it never should.
vi.mock('$lib/files/import', async (actual) => {
	const real = await actual<typeof import('$lib/files/import')>();
	return { ...real, readRecordFile: vi.fn(real.readRecordFile) };
});

import { goto } from '$app/navigation';
import { readRecordFile } from '$lib/files/import';
import { createRecord, readRecord, type GameRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { listGames, loadGame, saveGame, type StoredGame } from '$lib/persistence';
import { applyUpdate, registerServiceWorker } from '$lib/pwa/update.svelte';
import { nightfallDb } from '$lib/state/storage';
import Home from '../../src/routes/+page.svelte';

const worked = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!worked.ok) throw new Error(worked.reason);
/** The worked game of the rules: played to the end, the town wins. */
const finishedRecord: GameRecord = worked.value;

const TABLE = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

function freshRecord(id: string): GameRecord {
	return createRecord(
		{
			preset: 'classic',
			players: TABLE,
			roles: { mafia: 2, detective: 1, doctor: 1, villager: 3 },
			options: PRESETS.classic.defaults,
			seed: 7
		},
		id,
		Date.now() - 3_600_000
	);
}

function stored(record: GameRecord, updatedAt: number): StoredGame {
	return {
		id: record.id,
		status: 'playing',
		createdAt: record.createdAt,
		updatedAt,
		record,
		snapshot: null,
		summary: { preset: record.preset, players: record.players, winner: null }
	};
}

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

beforeEach(async () => {
	vi.mocked(goto).mockClear();
	const db = await phone();
	await db.clear('games');
	await db.clear('settings');
});

afterEach(async () => {
	vi.restoreAllMocks();
	// Nothing waiting for the next test: applying the update clears the flag.
	applyUpdate();
	vi.unstubAllGlobals();
});

/** The home screen, once it has read the games on this phone. */
async function home() {
	render(Home);
	await screen.findByRole('heading', { name: 'Games on this phone' });
}

const importFile = (text: string, name = 'game.json') =>
	userEvent.upload(screen.getByLabelText('Import a game'), new File([text], name, { type: 'application/json' }));

describe('home', () => {
	it('offers a new game and the rules, and no Resume when nothing is saved', async () => {
		await home();
		expect(screen.getByRole('heading', { name: 'Nightfall' })).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'New game' })).toHaveAttribute('href', '/setup');
		expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
		// Named as the page it opens is titled.
		expect(screen.getByRole('link', { name: 'Themes' })).toHaveAttribute('href', '/themes');
		expect(screen.queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
		expect(screen.getByText(/No games yet/)).toBeInTheDocument();
	});

	it('offers to resume the unfinished game, with its table', async () => {
		await saveGame(await phone(), stored(freshRecord('game-1'), Date.now() - 5 * 60_000));
		await home();
		const resume = screen.getByRole('region', { name: 'Game in progress' });
		expect(within(resume).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game?id=game-1');
		expect(resume).toHaveTextContent('Classic, 7 players: Alice, Ben, Cara, Dev, Eve, Finn, Gus.');
		expect(resume).toHaveTextContent('saved 5 min ago');
	});

	it('lists each game with how it ended, newest first', async () => {
		const db = await phone();
		await saveGame(db, stored(freshRecord('game-1'), 1_000));
		await saveGame(db, { ...stored(finishedRecord, 2_000), status: 'finished', summary: { preset: 'classic', players: TABLE, winner: 'town' } });
		await home();
		const rows = within(screen.getByRole('region', { name: 'Games on this phone' })).getAllByRole('listitem');
		expect(rows).toHaveLength(2);
		expect(rows[0]).toHaveTextContent('Town won');
		expect(within(rows[0]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/game?id=classic-worked-game');
		expect(within(rows[1]).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game?id=game-1');
	});

	it('keeps an unreadable game listed, says why, and can still export it', async () => {
		const db = await phone();
		await db.put('games', { ...stored(freshRecord('broken'), 1_000), record: { format: 'nightfall/game-record' } } as unknown as StoredGame);
		const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
		await home();
		const row = within(screen.getByRole('region', { name: 'Games on this phone' })).getByRole('listitem');
		expect(row).toHaveTextContent('This saved game cannot be read.');
		expect(within(row).queryByRole('link')).not.toBeInTheDocument();
		await userEvent.click(within(row).getByRole('button', { name: 'Export' }));
		await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
		const link = clicked.mock.contexts[0] as HTMLAnchorElement;
		expect(link.download).toMatch(/^nightfall-classic-\d{4}-\d\d-\d\d-\d{4}\.json$/);
	});

	it('refuses a corrupt file, says why, and saves nothing', async () => {
		await home();
		await importFile('{"format": "nightfall/game-rec');
		expect(await screen.findByText(/it is not JSON text/)).toBeInTheDocument();
		await importFile('{"hello": "world"}');
		expect(await screen.findByText(/This is not a Nightfall game record/)).toBeInTheDocument();
		expect(await listGames(await phone())).toEqual([]);
		expect(goto).not.toHaveBeenCalled();
	});

	it('imports a finished game and opens it', async () => {
		await home();
		await importFile(JSON.stringify(finishedRecord));
		await waitFor(() => expect(goto).toHaveBeenCalledWith('/game?id=classic-worked-game'));
		const saved = await loadGame(await phone(), 'classic-worked-game');
		if (!saved.ok) throw new Error(saved.problem.message);
		expect(saved.game.status).toBe('finished');
		expect(saved.game.snapshot).toBeNull();
		expect(saved.game.summary.winner).toBe('town');
		expect(saved.game.createdAt).toBe(finishedRecord.createdAt);
	});

	it('refuses a record that deals a role nobody knows, naming it, and imports nothing', async () => {
		await home();
		await importFile(JSON.stringify({ ...finishedRecord, roles: { ...finishedRecord.roles, killer: 1 } }));
		expect(await screen.findByText(/^This game record deals an unknown role "killer" \(the roles are .*\)\. Nothing was imported\.$/)).toBeInTheDocument();
		expect(await listGames(await phone())).toEqual([]);
		expect(goto).not.toHaveBeenCalled();
	});

	it('says in words anything unexpected that goes wrong on the way, and imports nothing', async () => {
		vi.mocked(readRecordFile).mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'nightOrder')"));
		await home();
		await importFile(JSON.stringify(finishedRecord));
		expect(
			await screen.findByText(
				"Something unexpected went wrong while reading this file (Cannot read properties of undefined (reading 'nightOrder')). Nothing was imported."
			)
		).toBeInTheDocument();
		expect(await listGames(await phone())).toEqual([]);
		// The picker still works: the next file is read.
		await importFile(JSON.stringify(finishedRecord));
		await waitFor(() => expect(goto).toHaveBeenCalledWith('/game?id=classic-worked-game'));
	});

	it('opens a game already on this phone rather than importing it again', async () => {
		const db = await phone();
		const record = freshRecord('game-1');
		await saveGame(db, stored(record, 1_000));
		await home();
		await importFile(JSON.stringify({ ...record, players: [...TABLE].reverse() }));
		await waitFor(() => expect(goto).toHaveBeenCalledWith('/game?id=game-1'));
		const kept = await loadGame(db, 'game-1');
		expect(kept.ok && kept.game.record.players).toEqual(TABLE);
	});

	it('offers a waiting update, and applies it when asked: the waiting worker is told to take over', async () => {
		// A phone with the app installed (a worker in control) and a new version installed and waiting.
		const waiting = { state: 'installed', postMessage: vi.fn() };
		const workers = Object.assign(new EventTarget(), {
			controller: { state: 'activated' },
			register: vi.fn(async () => Object.assign(new EventTarget(), { waiting, installing: null }))
		});
		vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: workers }));
		await registerServiceWorker('/service-worker.js', '/');
		expect(workers.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
		await home();
		expect(screen.getByText('A new version of Nightfall is ready.')).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
		expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
		expect(screen.queryByText('A new version of Nightfall is ready.')).not.toBeInTheDocument();
	});
});
