import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));
// A phone whose cache lost the look-alike data, and no network to fetch it again.
vi.mock('$lib/engine/confusables-table', () => {
	throw new Error('Failed to fetch dynamically imported module');
});

import { goto } from '$app/navigation';
import Setup from '../../src/routes/setup/+page.svelte';

describe('setup without the check of look-alike names', () => {
	it('says so in words where it would say "Ready", and deals nothing unchecked', async () => {
		render(Setup);
		for (const [i, name] of ['Ann', 'Ben', 'Cara', 'Dev', 'Eve'].entries()) {
			await fireEvent.input(screen.getByRole('textbox', { name: `Seat ${i + 1}` }), { target: { value: name } });
		}
		const reason = 'Nightfall could not load its check of names that look alike. Reload the page and try again.';
		expect(await screen.findByText(reason)).toBeInTheDocument();
		await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
		expect(await screen.findByText(reason)).toBeInTheDocument();
		expect(goto).not.toHaveBeenCalled();
	});
});
