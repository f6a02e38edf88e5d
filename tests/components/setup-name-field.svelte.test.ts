import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { nightfallDb } from '$lib/state/storage';
import Setup from '../../src/routes/setup/+page.svelte';

/**
 * A name the table cannot take is refused at its own field, where the host is looking: the field is marked
 * invalid and described by the reason, which stands beside it. Start still summarises.
 */

beforeEach(async () => {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	await opened.db.clear('settings');
	await opened.db.clear('games');
	await opened.db.clear('players');
	vi.mocked(goto).mockClear();
});

const field = (n: number) => screen.getByRole('textbox', { name: `Seat ${n}` });
const start = () => screen.getByRole('button', { name: 'Start' });
const summary = () => within(screen.getByRole('region', { name: 'Start' })).queryAllByRole('listitem').map((li) => li.textContent);

async function seat(names: string[]) {
	render(Setup);
	for (const [i, name] of names.entries()) {
		await fireEvent.input(field(i + 1), { target: { value: name } });
		await fireEvent.blur(field(i + 1));
	}
}

/** The reason said beside a field: the text its aria-describedby points at, inside the field's own row. */
function besideField(n: number): string | null {
	const input = field(n);
	if (input.getAttribute('aria-invalid') !== 'true') return null;
	const id = input.getAttribute('aria-describedby');
	const message = id ? document.getElementById(id) : null;
	expect(message?.closest('li')).toBe(input.closest('li'));
	return message?.textContent ?? null;
}

describe('a name refused at its field', () => {
	it('a Cyrillic look-alike is marked at its own field, the first "Ben" is not', async () => {
		await seat(['Ben', 'Ann', 'Cara', '\u0412\u0435n', 'Eve']);
		await vi.waitFor(() => expect(besideField(4)).toBe('“Веn” looks like “Ben”: give one of them a different name.'));
		expect(besideField(1)).toBeNull();
		expect(field(4)).toHaveAccessibleDescription('“Веn” looks like “Ben”: give one of them a different name.');
		expect(summary()).toEqual(['“Веn” looks like “Ben”: give one of them a different name.']);
		expect(start()).toBeDisabled();
	});

	it('a copy with a zero-width space is the same name, said at the field', async () => {
		await seat(['Ben', 'Ann', 'Ben\u200b', 'Dev', 'Eve']);
		expect(besideField(3)).toBe('Two players are called "Ben": give one of them another name.');
		expect(start()).toBeDisabled();
	});

	it('a name of only invisible characters keeps its seat and is refused there, not silently left out', async () => {
		await seat(['Ann', '\u2800', 'Cara', 'Dev', 'Eve']);
		expect(besideField(2)).toBe('Player 2’s name is only invisible characters: type a name that shows.');
		expect(summary()).toEqual(['Player 2’s name is only invisible characters: type a name that shows.']);
		expect(start()).toBeDisabled();
	});

	it('a fixed name clears its field at once, and an override is gone from the name dealt', async () => {
		await seat(['Ben', 'Ann', 'Cara', 'ben', 'Eve\u202e']);
		expect(besideField(4)).toMatch(/Two players are called "Ben"/);
		await fireEvent.input(field(4), { target: { value: 'Dev' } });
		expect(besideField(4)).toBeNull();
		expect(field(4)).not.toHaveAttribute('aria-describedby');
		expect(field(5)).toHaveValue('Eve');
		await userEvent.setup().click(start());
		await vi.waitFor(() => expect(goto).toHaveBeenCalled());
		const opened = await nightfallDb();
		if (!opened.ok) throw new Error(opened.problem.message);
		const [game] = await opened.db.getAll('games');
		expect(game.record.players).toEqual(['Ben', 'Ann', 'Cara', 'Dev', 'Eve']);
	});
});
