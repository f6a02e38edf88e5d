import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { nightfallDb } from '$lib/state/storage';
import Setup from '../../src/routes/setup/+page.svelte';
import BalanceEstimate from '../../src/routes/setup/BalanceEstimate.svelte';

beforeEach(async () => {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	await opened.db.clear('settings'); // no remembered table from another test
});

const odds = () => screen.getByText(/^Town \d+% · \w+ \d+% — /);

describe('the balance estimate at setup', () => {
	it('appears for a table the rules accept, and follows the counts as the host changes them', async () => {
		const user = userEvent.setup();
		render(Setup);
		expect(screen.queryByText(/^Town \d+%/)).toBeNull();
		expect(screen.getByText('The balance shows once the seats and the roles make a table the rules accept.')).toBeInTheDocument();

		for (const [i, name] of ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'].entries()) {
			if (i > 0) await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
			await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
		}
		// Suggested for seven: 2 Killers, a Detective, a Doctor, 3 Villagers.
		expect(odds()).toHaveTextContent('Town 28% · Killers 72% — strongly killers');

		await user.click(screen.getByRole('button', { name: 'Fewer Killers' }));
		expect(odds()).toHaveTextContent('Town 61% · Killers 39% — leans town');

		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		await user.click(screen.getByRole('button', { name: 'More Killers' }));
		// Four Killers against three: the rules refuse the table, and there is nothing to estimate.
		expect(screen.queryByText(/^Town \d+%/)).toBeNull();
		expect(screen.getByText(/The balance shows once/)).toBeInTheDocument();
	});

	it('states the model in plain words, in the preset\'s own names', async () => {
		const user = userEvent.setup();
		render(BalanceEstimate, { preset: 'classic', counts: { mafia: 1, detective: 1, doctor: 1 }, players: 5 });
		expect(odds()).toHaveTextContent('Town 49% · Killers 51% — balanced');
		const how = screen.getByText('How this is estimated');
		expect(screen.getByText(/checks a random player he has not checked yet/)).not.toBeVisible();
		await user.click(how);
		expect(screen.getByText(/Each night the Killers kill a random player who is not one of them/)).toBeVisible();
		expect(screen.getByText(/The Detective checks a random player he has not checked yet/)).toBeVisible();
		expect(screen.getByText(/The Doctor covers a random player, himself included, but never the same player two nights running/)).toBeVisible();
	});

	it('says which roles it leaves out and what it treats them as', () => {
		render(BalanceEstimate, {
			preset: 'storyteller',
			counts: { mafia: 2, detective: 1, doctor: 1, seductress: 1 },
			players: 10
		});
		expect(odds()).toBeInTheDocument();
		expect(screen.getByText('The Seductress is not modelled: treated as a Townsperson (whom she silences changes nothing in a random vote).')).toBeInTheDocument();
	});
});
