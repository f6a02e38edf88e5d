import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { nightfallDb } from '$lib/state/storage';
import Setup from '../../src/routes/setup/+page.svelte';

/**
 * Bad input at setup, as a host types it: each refusal is a reason in words, Start stays off, and nothing
 * typed is lost (fix the one problem and the table is ready with everything else as it was).
 */

beforeEach(async () => {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	await opened.db.clear('settings');
});

/** Types the names into the seats (adding seats as needed), and leaves each field, which tidies it. */
async function seat(names: string[]) {
	const user = userEvent.setup();
	render(Setup);
	const fields = () => screen.getAllByRole('textbox', { name: /^Seat \d+$/ });
	while (fields().length < names.length) await user.click(screen.getByRole('button', { name: 'Add a player' }));
	while (fields().length > names.length) await user.click(screen.getAllByRole('button', { name: /^Remove / }).at(-1)!);
	for (const [i, name] of names.entries()) {
		await fireEvent.input(fields()[i], { target: { value: name } });
		await fireEvent.blur(fields()[i]);
	}
	await user.click(screen.getByRole('button', { name: 'Change… Roles' }));
	return { user, fields };
}

const start = () => screen.getByRole('button', { name: 'Start' });
const reasons = () => within(screen.getByRole('region', { name: 'Start' })).queryAllByRole('listitem').map((li) => li.textContent);
const ready = (n: number) => screen.queryByText(`Ready to deal for ${n} players.`);
const FIVE = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];

describe('bad names at setup', () => {
	it('leaves empty and blank seats out, and says there are too few players', async () => {
		const { fields } = await seat(['Ann', '   ', '', 'Bo', 'Cy', '\t ']);
		expect(reasons()).toEqual(['Classic needs at least 5 players; there are 3.']);
		expect(start()).toBeDisabled();
		expect(fields().map((f) => (f as HTMLInputElement).value)).toEqual(['Ann', '', '', 'Bo', 'Cy', '']);
	});

	it.each([
		['Ann Lee', 'ANN LEE'],
		['Ann Lee', '  ann   lee  '],
		['Zoë', 'ZOË'],
		['Ann', 'Ann']
	])('refuses %j and %j as one name (case and spacing ignored), and keeps both as typed', async (a, b) => {
		const { fields } = await seat([a, 'Bo', 'Cy', b, 'Ed']);
		expect(reasons()).toEqual([`Two players are called "${a}": give one of them another name.`]);
		expect(start()).toBeDisabled();
		await fireEvent.input(fields()[3], { target: { value: 'Di' } });
		expect(reasons()).toEqual([]);
		expect(ready(5)).toBeInTheDocument();
		expect(fields().map((f) => (f as HTMLInputElement).value)).toEqual([a, 'Bo', 'Cy', 'Di', 'Ed']);
	});

	it('refuses a name over 24 characters, quoting its start, and takes one of exactly 24', async () => {
		const { fields } = await seat(['Bartholomew-Maximilian-Jr', 'Bo', 'Cy', 'Di', 'Ed']);
		expect(reasons()).toEqual(['"Bartholomew-Maximilian-J…" is too long: keep names to 24 characters.']);
		expect(start()).toBeDisabled();
		await fireEvent.input(fields()[0], { target: { value: 'Bartholomew-Maximilian-J' } });
		expect(ready(5)).toBeInTheDocument();
	});

	it('refuses a pasted paragraph with a short quote, not the whole paste', async () => {
		await seat(['word '.repeat(200), 'Bo', 'Cy', 'Di', 'Ed']);
		expect(reasons()).toEqual(['"word word word word word…" is too long: keep names to 24 characters.']);
	});

	it('welcomes emoji, right-to-left, Chinese and accented names, a family emoji counting as one character', async () => {
		await seat(['🦊', 'שרה', 'سارة', '李小龍', 'Zoë O’Connor', '👨‍👩‍👧'.repeat(24)]);
		expect(reasons()).toEqual([]);
		expect(ready(6)).toBeInTheDocument();
		expect(start()).toBeEnabled();
	});

	it('refuses thirteen players, and says the most', async () => {
		await seat(Array.from({ length: 13 }, (_, i) => `Player ${i + 1}`));
		expect(reasons()).toEqual(['Classic seats at most 12 players; there are 13.']);
		expect(start()).toBeDisabled();
	});
});

describe('refused role mixes at setup, each with its reason', () => {
	const click = async (user: ReturnType<typeof userEvent.setup>, name: string, times = 1) => {
		for (let i = 0; i < times; i++) await user.click(screen.getByRole('button', { name }));
	};

	it('no Killer at all', async () => {
		const { user } = await seat(FIVE);
		await click(user, 'Fewer Killers');
		expect(reasons()).toEqual(['Deal at least one Killer.']);
		expect(start()).toBeDisabled();
	});

	it('as many Killers as everyone else', async () => {
		const { user } = await seat([...FIVE, 'Fi']);
		await click(user, 'More Killers', 2);
		expect(reasons()).toContain('3 Killers against 3: the Killers must be fewer than the rest, or they win before the first night.');
		expect(start()).toBeDisabled();
	});

	it('fewer than two Villagers left', async () => {
		const { user } = await seat(FIVE);
		await click(user, 'More Doctors');
		await click(user, 'More Killers');
		expect(reasons()).toEqual([
			'Only 1 Villager left: the town needs at least two, or there is nobody for the special roles to hide behind.'
		]);
		expect(start()).toBeDisabled();
	});

	it('more cards than players', async () => {
		const { user } = await seat(FIVE);
		await click(user, 'More Doctors');
		await click(user, 'More Killers', 3);
		expect(reasons()).toContain('The roles add up to 6 cards for 5 players.');
		expect(start()).toBeDisabled();
	});

	it('a second Detective or Doctor cannot even be asked for: the stepper stops at one', async () => {
		const { user } = await seat(FIVE);
		await click(user, 'More Doctors');
		expect(screen.getByRole('button', { name: 'More Detectives' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'More Doctors' })).toBeDisabled();
	});

	it('keeps the names while the counts are wrong, and is ready again with the suggestion', async () => {
		const { user, fields } = await seat(FIVE);
		await click(user, 'More Killers', 3);
		expect(start()).toBeDisabled();
		await click(user, 'Use the suggestion');
		expect(reasons()).toEqual([]);
		expect(ready(5)).toBeInTheDocument();
		expect(fields().map((f) => (f as HTMLInputElement).value)).toEqual(FIVE);
	});
});
