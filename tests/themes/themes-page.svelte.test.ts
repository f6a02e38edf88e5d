import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import Themes from '../../src/routes/themes/+page.svelte';
import { nightfallDb } from '$lib/state/storage';
import { loadThemes } from '$lib/themes/store';

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

const item = (title: string) => screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('li') as HTMLElement;

beforeEach(async () => {
	await (await phone()).clear('settings');
});

/** The screen, once it has read the phone's themes (nothing can be changed before). */
async function open() {
	render(Themes);
	await waitFor(() => expect(screen.getByRole('button', { name: 'New theme' })).toBeEnabled());
}

/** Types over a field's whole value, as a host does. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
	const field = screen.getByRole('textbox', { name: label });
	await user.clear(field);
	if (value) await user.type(field, value);
}

describe('the themes screen', () => {
	it('lists the built-in themes, which can be copied but not changed or deleted', async () => {
		await open();
		const werewolf = item('Werewolf');
		expect(within(werewolf).getByText('Werewolves, Seer, Healer, Villagers')).toBeInTheDocument();
		expect(within(werewolf).getByText('built in')).toBeInTheDocument();
		expect(within(werewolf).getByRole('button', { name: 'Copy Werewolf' })).toBeInTheDocument();
		expect(within(werewolf).queryByRole('button', { name: /Delete|Change/ })).toBeNull();
		expect(within(item('Standard')).getByText('Killers, Detective, Doctor, Villagers')).toBeInTheDocument();
	});

	it('makes a theme: what is wrong is said beside the field, Save waits until it is right, and the theme is kept', async () => {
		const user = userEvent.setup();
		await open();
		await user.click(screen.getByRole('button', { name: 'New theme' }));
		const save = screen.getByRole('button', { name: 'Save the theme' });
		// Nothing typed yet: no error on the screen.
		expect(screen.queryByText('Give the theme a name.')).toBeNull();
		expect(screen.getByRole('textbox', { name: 'Theme name' })).toHaveAttribute('aria-invalid', 'false');
		// Save says what is missing, at the field, and keeps nothing.
		await user.click(save);
		expect(screen.getByText('Give the theme a name.')).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Theme name' })).toHaveFocus();
		expect((await loadThemes(await phone())).custom).toEqual([]);

		await retype(user, 'Theme name', 'Pirates');
		await retype(user, 'Mafia / Killer, one player', 'Mutineer');
		await retype(user, 'Mafia / Killer, several players', 'Mutineers');
		await retype(user, 'Detective, one player', 'mutineer');
		expect(screen.getByText('"mutineer" names both the Mafia / Killer and the Detective: each role needs a name of its own.')).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Detective, one player' })).toHaveAttribute('aria-invalid', 'true');

		await retype(user, 'Detective, one player', 'Lookout');
		await retype(user, 'Doctor, several players', '');
		expect(screen.getByText('Doctor: the name for several players is blank.')).toBeInTheDocument();
		await retype(user, 'Doctor, several players', 'Surgeons');
		await retype(user, 'The town’s side', 'Crew');
		await user.click(save);

		expect(await screen.findByText('Saved “Pirates”.')).toBeInTheDocument();
		expect(within(item('Pirates')).getByText('Mutineers, Lookout, Doctor, Villagers')).toBeInTheDocument();
		const kept = await loadThemes(await phone());
		expect(kept.custom).toHaveLength(1);
		expect(kept.custom[0]).toMatchObject({
			title: 'Pirates',
			roles: { mafia: { one: 'Mutineer', many: 'Mutineers' }, detective: { one: 'Lookout' }, doctor: { many: 'Surgeons' } },
			teams: { town: 'Crew', mafia: 'Killers' }
		});
	});

	it('refuses a second theme of the same name', async () => {
		const user = userEvent.setup();
		await open();
		await user.click(screen.getByRole('button', { name: 'New theme' }));
		await retype(user, 'Theme name', 'werewolf');
		expect(screen.getByText('There is already a theme called "Werewolf": choose another name.')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Save the theme' }));
		expect(screen.queryByText(/^Saved/)).toBeNull();
		expect((await loadThemes(await phone())).custom).toEqual([]);
	});

	it('copies Werewolf, changes the copy, and deletes it after asking', async () => {
		const user = userEvent.setup();
		await open();
		await user.click(screen.getByRole('button', { name: 'Copy Werewolf' }));
		expect(screen.getByRole('textbox', { name: 'Theme name' })).toHaveValue('Werewolf (copy)');
		expect(screen.getByRole('textbox', { name: 'Detective, one player' })).toHaveValue('Seer');
		await user.click(screen.getByRole('button', { name: 'Save the theme' }));
		await screen.findByText('Saved “Werewolf (copy)”.');

		await user.click(screen.getByRole('button', { name: 'Change Werewolf (copy)' }));
		await retype(user, 'Theme name', 'Moonlight');
		await retype(user, 'Detective, one player', 'Oracle');
		await user.click(screen.getByRole('button', { name: 'Save the theme' }));
		await screen.findByText('Saved “Moonlight”.');
		expect(within(item('Moonlight')).getByText('Werewolves, Oracle, Healer, Villagers')).toBeInTheDocument();
		expect((await loadThemes(await phone())).custom.map((t) => t.title)).toEqual(['Moonlight']);

		await user.click(screen.getByRole('button', { name: 'Delete Moonlight' }));
		expect(screen.getByText('Delete “Moonlight”? Games already played keep their names.')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'No, keep it' }));
		expect(item('Moonlight')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Delete Moonlight' }));
		await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
		await waitFor(() => expect(screen.queryByRole('heading', { name: 'Moonlight' })).toBeNull());
		expect((await loadThemes(await phone())).custom).toEqual([]);
	});

	it('cancel leaves everything as it was', async () => {
		const user = userEvent.setup();
		await open();
		await user.click(screen.getByRole('button', { name: 'New theme' }));
		await retype(user, 'Theme name', 'Half done');
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(screen.queryByRole('heading', { name: 'Half done' })).toBeNull();
		expect((await loadThemes(await phone())).custom).toEqual([]);
	});
});
