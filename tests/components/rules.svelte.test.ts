import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ replaceState: vi.fn() }));

import { replaceState } from '$app/navigation';
import Rules from '../../src/routes/rules/+page.svelte';

/** Opens the rules screen at `address`, as a link from setup or a game's menu would. */
function openRules(address = '/rules') {
	history.replaceState(null, '', address);
	render(Rules);
}

const article = () => screen.getByRole('article');
const chosen = () => screen.getByRole('radio', { checked: true });

afterEach(() => {
	vi.mocked(replaceState).mockClear();
	history.replaceState(null, '', '/');
});

describe('the rules screen', () => {
	it('opens on Classic, written out in full, with every rule set to choose from', async () => {
		openRules();
		expect(chosen()).toHaveAccessibleName('Classic');
		expect(within(article()).getByRole('heading', { level: 2 })).toHaveTextContent('Classic');
		expect(within(article()).getByRole('heading', { name: 'A worked game' })).toBeInTheDocument();
		const choices = within(screen.getByRole('group', { name: 'Rule set' })).getAllByRole('radio');
		expect(choices.map((c) => c.getAttribute('value'))).toEqual(['classic', 'clocked', 'storyteller', 'godfather', 'custom']);
		expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
	});

	it('opens on the rule set the address names', async () => {
		openRules('/rules?preset=godfather');
		await vi.waitFor(() => expect(chosen()).toHaveAccessibleName('Godfather'));
		expect(within(article()).getByRole('heading', { name: 'The start: the cards, day zero, night zero' })).toBeInTheDocument();
		expect(article()).toHaveTextContent('Godfather, Mafia, Detective, Doctor, Sniper and 2 Citizens');
	});

	it('opens on an older #preset link too, and stays on Classic for an address that names no rule set', async () => {
		openRules('/rules#storyteller-night');
		await vi.waitFor(() => expect(chosen()).toHaveAccessibleName('Storyteller'));
		cleanup();
		openRules('/rules?preset=poker');
		await new Promise((settle) => setTimeout(settle, 50));
		expect(chosen()).toHaveAccessibleName('Classic');
	});

	it('shows the chosen rule set in its own words, and the address follows the choice', async () => {
		const user = userEvent.setup();
		openRules();
		await user.click(screen.getByRole('radio', { name: 'Storyteller' }));
		expect(within(article()).getByRole('heading', { level: 2 })).toHaveTextContent('Storyteller');
		expect(article()).toHaveTextContent('Townspeople');
		expect(article()).toHaveTextContent('Seductress');
		expect(article()).not.toHaveTextContent('Killer');
		expect(replaceState).toHaveBeenLastCalledWith('?preset=storyteller', {});

		await user.click(screen.getByRole('radio', { name: 'Clocked' }));
		expect(within(article()).getByRole('heading', { name: 'The clocks' })).toBeInTheDocument();
		expect(article()).toHaveTextContent('30 seconds at night, 60 seconds to talk, 30 seconds to vote');
		expect(article()).not.toHaveTextContent('Townspeople');
		// The contents lead to this rule set's own sections.
		const contents = screen.getByRole('navigation', { name: 'Clocked sections' });
		expect(within(contents).getByRole('link', { name: 'The clocks' })).toHaveAttribute('href', '#clocked-clocks');
		expect(replaceState).toHaveBeenLastCalledWith('?preset=clocked', {});
	});
});
