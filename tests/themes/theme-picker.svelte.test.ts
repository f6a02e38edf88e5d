import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { WEREWOLF_THEME } from '$lib/engine/names';
import { loadGame } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import { loadThemes, saveThemes } from '$lib/themes/store';
import { NO_SAVED_THEMES, STANDARD, draftFrom, withTheme } from '$lib/themes/themes';
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

const themeChoice = (title: string) => screen.getByRole('radio', { name: title });
const roles = () => screen.getByRole('group', { name: 'Roles' });

/** Setup once the phone's themes are read (the choices wait for them), its role names and roles opened under "Change…". */
async function openSetup() {
	const user = userEvent.setup();
	render(Setup);
	await user.click(screen.getByRole('button', { name: 'Change… Role names' }));
	await user.click(screen.getByRole('button', { name: 'Change… Roles' }));
	await waitFor(() => expect(themeChoice('Standard')).toBeEnabled());
	return user;
}

async function seat(user: ReturnType<typeof userEvent.setup>, names: string[]) {
	for (const [i, name] of names.entries()) {
		if (!screen.queryByLabelText(`Seat ${i + 1}`)) await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
		await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
	}
	await user.tab();
}

describe('choosing the role names at setup', () => {
	it('offers Standard (chosen at first) and Werewolf, each with how it reads', async () => {
		await openSetup();
		expect(themeChoice('Standard')).toBeChecked();
		expect(themeChoice('Standard')).toHaveAccessibleDescription('Killers, Detective, Doctor, Villagers');
		expect(themeChoice('Werewolf')).toHaveAccessibleDescription('Werewolves, Seer, Healer, Villagers');
	});

	it('Werewolf: the role counts, the suggestion and the refusals use its names, and the game record keeps them', async () => {
		const user = await openSetup();
		await user.click(themeChoice('Werewolf'));
		// The chosen names in their one line, closed or open.
		expect(within(screen.getByRole('region', { name: 'Role names' })).getByText('Werewolf', { selector: '.line' })).toBeInTheDocument();
		await seat(user, SEVEN);
		expect(within(roles()).getByText('Werewolves', { selector: '.name' })).toBeInTheDocument();
		expect(within(roles()).getByText('Seers', { selector: '.name' })).toBeInTheDocument();
		expect(within(roles()).getByText('Suggested for 7 players: 2 Werewolves, 1 Seer, 1 Healer')).toBeInTheDocument();
		expect(within(roles()).queryByText(/Killer|Detective|Doctor/)).toBeNull();

		await user.click(screen.getByRole('button', { name: 'More Werewolves' }));
		await user.click(screen.getByRole('button', { name: 'More Werewolves' }));
		expect(screen.getByText(/4 Werewolves against 3: the Werewolves must be fewer than the rest/)).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Use the suggestion' }));

		await user.click(screen.getByRole('button', { name: 'Start' }));
		await waitFor(() => expect(goto).toHaveBeenCalled());
		const id = decodeURIComponent(String(vi.mocked(goto).mock.calls[0][0]).split('id=')[1]);
		const game = await loadGame(await phone(), id);
		expect(game.ok && game.game.record.theme).toEqual(WEREWOLF_THEME);
	});

	it('Standard: the record carries no theme, and plays in the rule set’s own words', async () => {
		const user = await openSetup();
		await seat(user, SEVEN);
		await user.click(screen.getByRole('button', { name: 'Start' }));
		await waitFor(() => expect(goto).toHaveBeenCalled());
		const id = decodeURIComponent(String(vi.mocked(goto).mock.calls[0][0]).split('id=')[1]);
		const game = await loadGame(await phone(), id);
		expect(game.ok && 'theme' in game.game.record).toBe(false);
	});

	it('remembers the last choice for the next setup, with the host’s own themes listed', async () => {
		const pirates = draftFrom('classic', STANDARD, 'custom-pirates', 'Pirates');
		pirates.roles.mafia = { one: 'Mutineer', many: 'Mutineers' };
		await saveThemes(await phone(), withTheme(NO_SAVED_THEMES, pirates));
		const user = await openSetup();
		await user.click(themeChoice('Pirates'));
		await waitFor(async () => expect((await loadThemes(await phone())).chosen).toBe('custom-pirates'));
		expect(within(roles()).getByText('Mutineers', { selector: '.name' })).toBeInTheDocument();
	});

	it('a theme made right here is kept, chosen, and used at once', async () => {
		const user = await openSetup();
		await user.click(themeChoice('Werewolf'));
		await user.click(screen.getByRole('button', { name: 'Make a new theme' }));
		// It starts from the chosen theme's names.
		expect(screen.getByRole('textbox', { name: 'Detective, one player' })).toHaveValue('Seer');
		await user.type(screen.getByRole('textbox', { name: 'Theme name' }), 'Full moon');
		const one = screen.getByRole('textbox', { name: 'Mafia / Killer, several players' });
		await user.clear(one);
		await user.type(one, 'Wolves');
		await user.click(screen.getByRole('button', { name: 'Save the theme' }));

		await waitFor(() => expect(themeChoice('Full moon')).toBeChecked());
		expect(screen.queryByRole('button', { name: 'Save the theme' })).toBeNull();
		expect(within(roles()).getByText('Wolves', { selector: '.name' })).toBeInTheDocument();
		const kept = await loadThemes(await phone());
		expect(kept.custom.map((t) => t.title)).toEqual(['Full moon']);
		expect(kept.chosen).toBe(kept.custom[0].id);
	});
});
