import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { createRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { listRoster, saveNewGame } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import Setup from '../../src/routes/setup/+page.svelte';

/** Setup's regulars: the roster in a tap, and new names joining it when the game starts. */

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

/** A phone where Ana, Bo, Cy, Di and Ed have played once. */
async function regularsHavePlayed() {
	const players = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
	const record = createRecord(
		{ preset: 'classic', players, roles: { mafia: 1, detective: 1, villager: 3 }, options: PRESETS.classic.defaults, seed: 3 },
		'earlier',
		1_000
	);
	await saveNewGame(await phone(), {
		id: 'earlier',
		status: 'finished',
		createdAt: 1_000,
		updatedAt: 1_000,
		record,
		snapshot: null,
		summary: { preset: 'classic', players, winner: 'town' }
	});
}

const regulars = () => screen.getByRole('region', { name: 'Regulars' });
const chip = (name: string) => within(regulars()).getByRole('button', { name });
const seatValues = () => screen.getAllByRole('textbox', { name: /^Seat \d+$/ }).map((field) => (field as HTMLInputElement).value);

beforeEach(async () => {
	vi.mocked(goto).mockClear();
	const db = await phone();
	await Promise.all([db.clear('games'), db.clear('settings'), db.clear('players')]);
});

describe('the regulars at setup', () => {
	it('shows nothing on a phone where nobody has played yet', async () => {
		render(Setup);
		await screen.findByRole('textbox', { name: 'Seat 1' });
		await new Promise((done) => setTimeout(done, 20));
		expect(screen.queryByRole('region', { name: 'Regulars' })).toBeNull();
	});

	it('a tapped regular fills the next empty seat and is marked at the table; a second tap frees the seat', async () => {
		await regularsHavePlayed();
		const user = userEvent.setup();
		render(Setup);
		await waitFor(() => expect(within(regulars()).getAllByRole('button')).toHaveLength(5));
		await user.click(chip('Cy'));
		await user.click(chip('Ana'));
		expect(seatValues()).toEqual(['Cy', 'Ana', '', '', '']);
		expect(chip('Cy')).toHaveAttribute('aria-pressed', 'true');
		expect(chip('Bo')).toHaveAttribute('aria-pressed', 'false');
		await user.click(chip('Cy'));
		expect(seatValues()).toEqual(['', 'Ana', '', '', '']);
		expect(chip('Cy')).toHaveAttribute('aria-pressed', 'false');
		await user.click(chip('Bo'));
		expect(seatValues()).toEqual(['Bo', 'Ana', '', '', '']);
	});

	it('a name typed in any case is the regular, marked at the table', async () => {
		await regularsHavePlayed();
		const user = userEvent.setup();
		render(Setup);
		await waitFor(() => chip('Di'));
		await user.type(screen.getByRole('textbox', { name: 'Seat 1' }), '  di ');
		expect(chip('Di')).toHaveAttribute('aria-pressed', 'true');
		// Tapping Di now frees that seat rather than seating a second Di.
		await user.click(chip('Di'));
		expect(seatValues()[0]).toBe('');
	});

	it('with every seat taken, a tapped regular gets a new seat', async () => {
		await regularsHavePlayed();
		const user = userEvent.setup();
		render(Setup);
		await waitFor(() => chip('Ana'));
		for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed']) await user.click(chip(name));
		const typed = screen.getByRole('textbox', { name: 'Seat 5' });
		await user.clear(typed);
		await user.type(typed, 'Fay');
		await user.click(chip('Ed'));
		expect(seatValues()).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Fay', 'Ed']);
	});

	it('new names join the roster when the game starts, and the game knows who played', async () => {
		await regularsHavePlayed();
		const user = userEvent.setup();
		render(Setup);
		await waitFor(() => chip('Ana'));
		for (const name of ['Ana', 'Bo', 'Cy', 'Di']) await user.click(chip(name));
		await user.type(screen.getByRole('textbox', { name: 'Seat 5' }), 'Fay');
		await user.click(screen.getByRole('button', { name: 'Start' }));
		await waitFor(() => expect(goto).toHaveBeenCalled());
		const db = await phone();
		const roster = await listRoster(db);
		expect(roster.map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay']);
		const id = decodeURIComponent(String(vi.mocked(goto).mock.calls[0][0]).split('id=')[1]);
		const game = await db.get('games', id);
		const earlier = await db.get('games', 'earlier');
		expect(game?.playerIds?.slice(0, 4)).toEqual(earlier?.playerIds?.slice(0, 4));
		expect(game?.playerIds?.[4]).toBe(roster.find((p) => p.name === 'Fay')?.id);
	});
});
