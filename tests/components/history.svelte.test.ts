import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import { readRecord, type GameRecord } from '$lib/engine/record';
import type { Team } from '$lib/engine/types';
import { saveGame, type StoredGame } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import History from '../../src/routes/history/+page.svelte';

const fixture = (file: string): GameRecord => {
	const read = readRecord(JSON.parse(readFileSync(`tests/fixtures/records/${file}`, 'utf8')));
	if (!read.ok) throw new Error(read.reason);
	return read.value;
};

const finished = (record: GameRecord, winner: Team, updatedAt: number): StoredGame => ({
	id: record.id,
	status: 'finished',
	createdAt: record.createdAt,
	updatedAt,
	record,
	snapshot: null,
	summary: { preset: record.preset, players: record.players, winner }
});

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

beforeEach(async () => {
	await (await phone()).clear('games');
});

/** The history's row for the game whose heading starts with `title`. */
async function row(title: string) {
	render(History);
	const heading = await screen.findByRole('heading', { name: new RegExp(`^${title}`) });
	return within(heading.closest('li')!);
}

describe('history: who won', () => {
	it('names the winning side’s members only, then who also won, each with their role', async () => {
		await saveGame(await phone(), finished(fixture('storyteller-seductress-and-jester.json'), 'town', 1_000));
		const game = await row('Storyteller');
		// Finn (the Seductress, alive at the end) and Gus (the Jester, voted out) won beside the town, not in it.
		expect(game.getByText('Town won: Alice, Hana, Jo, Kit, Dev, Cara and Lea')).toBeInTheDocument();
		expect(game.getByText('Also won: Finn (Seductress), Gus (Jester)')).toBeInTheDocument();
	});

	it('says nothing more when only the side won', async () => {
		await saveGame(await phone(), finished(fixture('classic-worked-game.json'), 'town', 1_000));
		const game = await row('Classic');
		expect(game.getByText('Town won: Alice, Cara, Dev, Finn and Gus')).toBeInTheDocument();
		expect(game.queryByText(/Also won/)).not.toBeInTheDocument();
	});
});
