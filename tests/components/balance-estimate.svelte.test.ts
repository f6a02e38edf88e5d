import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { replay, type GameRecord } from '$lib/engine/record';
import { saveGame } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import { resultOf, type GameResult } from '$lib/standings/results';
import { workedGame } from '../persistence/phone';
import Setup from '../../src/routes/setup/+page.svelte';
import BalanceEstimate from '../../src/routes/setup/BalanceEstimate.svelte';

beforeEach(async () => {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	await opened.db.clear('settings'); // no remembered table from another test
});

function replayed(record: GameRecord) {
	const state = replay(record);
	if (!state.ok) throw new Error(state.reason);
	return state.value;
}

const odds = () => screen.getByText(/^Town \d+% · \w+ \d+%$/);
const MODEL = 'Each side’s chance under random, uninformed play: no talk, no bluffing.';

const ask = () => screen.getByRole('button', { name: 'How balanced is this?' });

describe('the balance estimate at setup', () => {
	it('is no verdict: nothing until the host asks how balanced the table is, then the model with what it assumes', async () => {
		const user = userEvent.setup();
		render(Setup);
		expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();

		for (const [i, name] of ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'].entries()) {
			if (i > 0) await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
			await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
		}
		// Suggested for seven: 2 Killers, a Detective, a Doctor, 3 Villagers. No number is shown before the host asks.
		expect(odds()).not.toBeVisible();
		await user.click(ask());
		expect(ask()).toHaveAttribute('aria-expanded', 'true');
		// The app's own suggestion is far from even under random play: the number says so beside what it assumes.
		expect(odds()).toBeVisible();
		expect(odds()).toHaveTextContent('Town 28% · Killers 72%');
		expect(screen.getByText(MODEL)).toBeVisible();
		expect(screen.getByRole('region', { name: 'Balance' })).not.toHaveTextContent(/strongly|leans|unfair/i);

		await user.click(screen.getByRole('button', { name: 'Change… Roles' }));
		await user.click(screen.getByRole('button', { name: 'Fewer Killers' }));
		expect(odds()).toHaveTextContent('Town 61% · Killers 39%');

		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		// Four Killers against three: the rules refuse the table, and there is nothing to estimate or to say.
		expect(screen.queryByText(/^Town \d+%/)).toBeNull();
		expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
	});

	it('at setup, reads the finished games on this phone for the table being set', async () => {
		const opened = await nightfallDb();
		if (!opened.ok) throw new Error(opened.problem.message);
		await opened.db.clear('games');
		const { id, createdAt, preset, players } = workedGame;
		await saveGame(opened.db, { id, status: 'finished', createdAt, updatedAt: createdAt, record: workedGame, snapshot: null, summary: { preset, players, winner: 'town' } });
		const user = userEvent.setup();
		render(Setup);
		for (const [i, name] of players.entries()) {
			if (i > 0) await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
			await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
		}
		expect(await screen.findByText('At this table: Town won 1 of 1 finished game with 7 players.')).toBeInTheDocument();
		await opened.db.clear('games');
	});

	it('states the model in plain words, in the preset\'s own names', async () => {
		const user = userEvent.setup();
		render(BalanceEstimate, { preset: 'classic', counts: { mafia: 1, detective: 1, doctor: 1 }, players: 5 });
		await user.click(ask());
		expect(odds()).toHaveTextContent('Town 49% · Killers 51%');
		expect(screen.getByText(MODEL)).toBeInTheDocument();
		const how = screen.getByText('How this is estimated');
		expect(screen.getByText(/checks a random player he has not checked yet/)).not.toBeVisible();
		await user.click(how);
		expect(screen.getByText(/Each night the Killers kill a random player who is not one of them/)).toBeVisible();
		expect(screen.getByText(/The Detective checks a random player he has not checked yet/)).toBeVisible();
		expect(screen.getByText(/The Doctor covers a random player, himself included, but never the same player two nights running/)).toBeVisible();
	});

	it('names a role it leaves out where the numbers are: a Seductress added changes no number, and says why', async () => {
		const user = userEvent.setup();
		const table = { preset: 'storyteller' as const, counts: { mafia: 2, detective: 1, doctor: 1 }, players: 10 };
		const { rerender } = render(BalanceEstimate, table);
		await user.click(ask());
		const without = odds().textContent;
		const seductress = 'The Seductress is not modelled: treated as a Townsperson (whom she silences changes nothing in a random vote).';
		expect(screen.queryByText(seductress)).toBeNull();
		await rerender({ ...table, counts: { ...table.counts, seductress: 1 } });
		expect(odds().textContent).toBe(without);
		expect(screen.getByText(seductress)).toBeVisible();
		// Said once, beside the numbers, not again among the model's rules.
		expect(screen.getAllByText(seductress)).toHaveLength(1);
	});

	it('shows what this phone’s finished games of the same rule set and size did, once there are some', async () => {
		const seven = { preset: 'classic' as const, counts: { mafia: 2, detective: 1, doctor: 1 }, players: 7 };
		const { rerender } = render(BalanceEstimate, { ...seven, played: [] });
		expect(screen.queryByText(/^At this table/)).toBeNull();

		// The worked game (seven players, the town wins), twice; a killers' win; and games that do not count here.
		const worked = resultOf({ id: 'w1', status: 'finished', record: workedGame }, replayed(workedGame));
		const killersWin: GameResult = { ...worked, id: 'k', winner: { side: 'mafia', seats: [1, 4] } };
		const abandoned: GameResult = { ...worked, id: 'a', status: 'abandoned' };
		const otherRules: GameResult = { ...worked, id: 'o', preset: 'clocked' };
		const otherSize: GameResult = { ...worked, id: 's', seats: worked.seats.slice(0, 6) };
		await rerender({ ...seven, played: [worked, { ...worked, id: 'w2' }, killersWin, abandoned, otherRules, otherSize] });
		// The table's own record is the first thing said, in sight; the model waits behind its question.
		expect(screen.getByText('At this table: Town won 2 of 3 finished games with 7 players.')).toBeVisible();
		expect(odds()).not.toBeVisible();
		expect(odds()).toHaveTextContent('Town 28% · Killers 72%');

		await rerender({ ...seven, players: 8, played: [worked] });
		expect(screen.queryByText(/^At this table/)).toBeNull();
	});
});
