import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import DealScreenHarness from './DealHarness.svelte';
import { createRecord } from '../../src/lib/engine';
import { TableSession } from '../../src/lib/state/table.svelte';
import { tableFor } from '../support/autoplay';

/** `clocked`: once the player has let go of the card, it passes on by itself after five seconds. */
describe('a clocked deal', () => {
	beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
	afterEach(() => vi.useRealTimers());

	it('counts down from letting go, not from the card showing, and passes the phone on', async () => {
		const config = { ...tableFor('clocked', 5, 3), players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'] };
		const session = new TableSession({ id: 'g', createdAt: 0, record: createRecord(config, 'g', 0), store: { save: async () => null } });
		render(DealScreenHarness, { session });
		await fireEvent.click(screen.getByRole('button', { name: 'I am Ana' }));
		// Reading takes as long as it takes: no count while the card has not been let go.
		await vi.advanceTimersByTimeAsync(30_000);
		expect(screen.getByRole('heading', { name: 'Ana, this is your card' })).toBeInTheDocument();
		expect(document.body.textContent).not.toMatch(/Passing on/);
		const card = screen.getByRole('button', { name: /Hold to see your card/ });
		await fireEvent.pointerDown(card, { pointerId: 1 });
		await fireEvent.pointerUp(card, { pointerId: 1 });
		await vi.advanceTimersByTimeAsync(300);
		expect(screen.getByText('Passing on in 5 s')).toBeInTheDocument();
		await vi.advanceTimersByTimeAsync(2000);
		expect(screen.getByText('Passing on in 3 s')).toBeInTheDocument();
		await vi.advanceTimersByTimeAsync(3000);
		expect(screen.getByRole('heading', { name: 'Pass the phone to Bo' })).toBeInTheDocument();
		expect(session.record.actions).toEqual([{ type: 'card.seen', seat: 0, at: 1_800_000_035_000 }]);
	});
});
