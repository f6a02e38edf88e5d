import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { readRecord } from '$lib/engine/record';
import { loadGame } from '$lib/persistence';
import { recallRecord } from '$lib/state/memory';
import { nightfallDb } from '$lib/state/storage';
import Setup from '../../src/routes/setup/+page.svelte';

const SEVEN = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

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

afterEach(() => {
	vi.restoreAllMocks();
});

/** Types the names seat by seat, the way a host does: Enter in the last field makes the next one. */
async function seat(names: string[]) {
	const user = userEvent.setup();
	render(Setup);
	for (const [i, name] of names.entries()) {
		const field = screen.queryByLabelText(`Seat ${i + 1}`) ?? (await addByEnter(user, i));
		await user.type(field, name);
	}
	await user.tab(); // leaving a field tidies its name
	// The roles are one line until the host opens them under "Change…".
	await user.click(screen.getByRole('button', { name: 'Change… Roles' }));
	return user;
}

async function addByEnter(user: ReturnType<typeof userEvent.setup>, i: number) {
	await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
	const field = screen.getByLabelText(`Seat ${i + 1}`);
	expect(field).toHaveFocus();
	return field;
}

const start = () => screen.getByRole('button', { name: 'Start' });
const countOf = (role: string) => within(screen.getByText(role, { selector: '.name' }).closest('li')!).getByRole('status');
const villagers = () => screen.getByText(/^\d+ Villagers?\b/);

describe('setup', () => {
	it('refuses four players, and says why', async () => {
		await seat(['Alice', 'Ben', 'Cara', 'Dev']);
		expect(screen.getByText('Classic needs at least 5 players; there are 4.')).toBeInTheDocument();
		expect(start()).toBeDisabled();
	});

	it('suggests the roles for seven and lets the game start', async () => {
		await seat(SEVEN);
		// The suggested table in one line, every card counted.
		expect(within(screen.getByRole('region', { name: 'Roles' })).getByText('2 Killers, 1 Detective, 1 Doctor, 3 Villagers')).toBeInTheDocument();
		expect(screen.getByText('Suggested for 7 players: 2 Killers, 1 Detective, 1 Doctor')).toBeInTheDocument();
		expect(countOf('Killers')).toHaveTextContent(/^2/);
		expect(countOf('Detectives')).toHaveTextContent(/^1/);
		expect(countOf('Doctors')).toHaveTextContent(/^1/);
		expect(villagers()).toHaveTextContent(/^3 Villagers/);
		expect(start()).toBeEnabled();
		expect(screen.getByText('Ready to deal for 7 players.')).toBeInTheDocument();
	});

	it('refuses two players with the same name, whatever the case and spaces', async () => {
		await seat(['Ben', 'Alice', 'Cara', 'Dev', ' ben']);
		expect(screen.getByLabelText('Seat 5')).toHaveValue('ben');
		expect(screen.getByLabelText('Seat 5')).toHaveAccessibleDescription('Two players are called "Ben": give one of them another name.');
		expect(within(screen.getByRole('region', { name: 'Start' })).getByText(/Two players are called "Ben"/)).toBeInTheDocument();
		expect(start()).toBeDisabled();
	});

	it('refuses three Killers at six, and can go back to the suggestion', async () => {
		const user = await seat(SEVEN.slice(0, 6));
		expect(screen.getByText('Suggested for 6 players: 1 Killer, 1 Detective')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		expect(countOf('Killers')).toHaveTextContent(/^3/);
		expect(screen.getByText(/3 Killers against 3/)).toBeInTheDocument();
		expect(start()).toBeDisabled();

		await user.click(screen.getByRole('button', { name: 'Use the suggestion' }));
		expect(countOf('Killers')).toHaveTextContent(/^1/);
		expect(start()).toBeEnabled();
	});

	it('keeps the Villagers at whoever is left as the Doctor changes', async () => {
		const user = await seat(SEVEN.slice(0, 5));
		// No Doctor is suggested at five: one Killer, one Detective, three Villagers.
		expect(countOf('Doctors')).toHaveTextContent(/^0/);
		expect(villagers()).toHaveTextContent(/^3 Villagers/);
		await user.click(screen.getByRole('button', { name: 'More Doctors' }));
		expect(villagers()).toHaveTextContent(/^2 Villagers/);
		expect(start()).toBeEnabled();
		await user.click(screen.getByRole('button', { name: 'Fewer Doctors' }));
		expect(villagers()).toHaveTextContent(/^3 Villagers/);
	});

	it('lets the host reorder the seats', async () => {
		const user = await seat(['Alice', 'Ben']);
		await user.click(screen.getByRole('button', { name: 'Move Ben up' }));
		expect(screen.getByLabelText('Seat 1')).toHaveValue('Ben');
		expect(screen.getByLabelText('Seat 2')).toHaveValue('Alice');
		expect(screen.getByRole('button', { name: 'Move Ben down' })).toHaveFocus();
		await user.click(screen.getByRole('button', { name: 'Remove Alice' }));
		expect(screen.getByLabelText('Seat 2')).toHaveValue('');
	});

	it('saves a game that replays, opens it, and remembers the table for next time', async () => {
		const user = await seat(SEVEN);
		await user.click(start());
		await waitFor(() => expect(goto).toHaveBeenCalledOnce());
		const href = vi.mocked(goto).mock.calls[0][0] as string;
		expect(href).toMatch(/^\/game\?id=/);

		const id = decodeURIComponent(href.slice('/game?id='.length));
		const saved = await loadGame(await phone(), id);
		if (!saved.ok) throw new Error(saved.problem.message);
		expect(saved.game.status).toBe('playing');
		expect(saved.game.snapshot).toBeNull();
		expect(saved.game.record.players).toEqual(SEVEN);
		expect(saved.game.record.roles).toEqual({ mafia: 2, detective: 1, doctor: 1, villager: 3 });
		expect(readRecord(JSON.parse(JSON.stringify(saved.game.record))).ok).toBe(true);

		document.body.innerHTML = '';
		render(Setup);
		await waitFor(() => expect(screen.getByLabelText('Seat 7')).toHaveValue('Gus'));
		expect(screen.getByLabelText('Seat 1')).toHaveValue('Alice');
	});

	it('says so when the phone will not save, and can still play in memory', async () => {
		const user = await seat(SEVEN);
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The disk is full.', 'QuotaExceededError');
		});
		await user.click(start());
		expect(await screen.findByText(/This phone is out of space for Nightfall, so the game was not saved\./)).toBeInTheDocument();
		expect(goto).not.toHaveBeenCalled();

		await user.click(screen.getByRole('button', { name: 'Play without saving' }));
		const href = vi.mocked(goto).mock.calls[0][0] as string;
		const id = decodeURIComponent(/id=([^&]+)&memory=1$/.exec(href)![1]);
		expect(recallRecord(id)?.players).toEqual(SEVEN);
	});
});
