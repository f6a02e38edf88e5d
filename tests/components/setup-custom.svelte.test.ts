import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { readRecord } from '$lib/engine/record';
import { loadGame } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import { loadTables } from '$lib/custom-tables/store';
import { CUSTOM_RULE_LIST } from '$lib/custom-tables/rule-list';
import { customTableWords } from '$lib/script/words/custom-table';
import { namesFor } from '$lib/engine/names';
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

/** Setup with Custom chosen and seven names seated. */
async function customTable() {
	const user = userEvent.setup();
	render(Setup);
	await user.click(screen.getByRole('radio', { name: 'Custom' }));
	for (const [i, name] of SEVEN.entries()) {
		if (i > 0) await user.click(screen.getByRole('button', { name: 'Add a player' }));
		await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
	}
	// The rules, the roles and the options, each opened under its "Change…".
	for (const part of ['The rules', 'Roles', 'Options']) await user.click(screen.getByRole('button', { name: `Change… ${part}` }));
	return user;
}

const start = () => screen.getByRole('button', { name: 'Start' });
const reasons = () => within(screen.getByRole('region', { name: 'Start' }));
const rule = (legend: string) => within(screen.getByRole('group', { name: legend }));

describe('setup of a custom table', () => {
	it('asks for the players before the table, and shows every rule as a named choice, each with the rule sets that make it', async () => {
		await customTable();
		// The players come first: a newcomer's first box is a seat, never the table's name.
		expect(screen.getAllByRole('textbox')[0]).toBe(screen.getByLabelText('Seat 1'));
		expect(within(screen.getByRole('region', { name: 'The rules' })).getByText('As in Classic', { selector: '.line' })).toBeInTheDocument();
		const roles = namesFor('custom').roles;
		for (const { key, choices } of CUSTOM_RULE_LIST) {
			expect(rule(customTableWords.ruleName(key, roles)).getAllByRole('radio')).toHaveLength(choices.length);
		}
		expect(rule('The night kill').getByRole('radio', { name: /^All must agree/ })).toBeChecked();
		expect(rule('The night kill').getByRole('radio', { name: /^Earliest pick/ })).toHaveAccessibleDescription('As in Clocked');
		expect(rule('A tie').getByRole('radio', { name: /^Nobody goes/ })).toHaveAccessibleDescription('As in Clocked and Godfather');
		expect(rule('What the Detective learns of the Godfather').getByRole('radio', { name: /^A killer/ })).toHaveAccessibleDescription('In none of the four rule sets');
		// Every role of the catalogue has its count.
		for (const roles of ['Mafia', 'Godfathers', 'Dr. Lecters', 'Seductresses', 'Doctors', 'Bodyguards', 'Detectives', 'Snipers', 'Die-hards', 'Lycans', 'Jesters']) {
			expect(screen.getByRole('button', { name: `More ${roles}` })).toBeInTheDocument();
		}
	});

	it('refuses a table with no name, and the leader’s kill rule with no leader, in words', async () => {
		const user = await customTable();
		expect(reasons().getByText('Give the custom table a name.')).toBeInTheDocument();
		expect(start()).toBeDisabled();
		await user.type(screen.getByLabelText("The table's name"), 'Friday');
		await user.click(rule('The night kill').getByRole('radio', { name: /^A leader binds/ }));
		expect(reasons().getByText('The kill rule “the Godfather decides” needs a Godfather at the table.')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'More Godfathers' }));
		await user.click(rule('Count reveal').getByRole('radio', { name: /^Before a day/ }));
		// The count-reveal rule asks how many reveals the table may spend (2 unless changed).
		expect(within(screen.getByRole('group', { name: 'Count reveals the table may spend' })).getByRole('radio', { name: '2' })).toBeChecked();
		expect(start()).toBeEnabled();
	});

	it('starts a game whose record carries the table and replays, and saves the table under its name', async () => {
		const user = await customTable();
		await user.type(screen.getByLabelText("The table's name"), '  Friday  ');
		await user.click(rule('Who goes at the vote').getByRole('radio', { name: /^More than half/ }));
		await user.click(screen.getByRole('button', { name: 'Save this table' }));
		await waitFor(() => expect(screen.getByText('“Friday” is saved on this phone.')).toBeInTheDocument());
		const [saved] = await loadTables(await phone());
		expect(saved).toMatchObject({ name: 'Friday', roles: { mafia: 2, detective: 1, doctor: 1 } });
		expect(saved.roles).not.toHaveProperty('villager');
		expect(saved.rules.ballot.threshold).toBe('majority');

		await user.click(start());
		await waitFor(() => expect(goto).toHaveBeenCalledOnce());
		const id = decodeURIComponent((vi.mocked(goto).mock.calls[0][0] as string).slice('/game?id='.length));
		const game = await loadGame(await phone(), id);
		if (!game.ok) throw new Error(game.problem.message);
		expect(game.game.record.preset).toBe('custom');
		expect(game.game.record.custom).toEqual({ name: 'Friday', rules: saved.rules });
		expect(readRecord(JSON.parse(JSON.stringify(game.game.record))).ok).toBe(true);
	});
});
