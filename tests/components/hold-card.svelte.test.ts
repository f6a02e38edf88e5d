import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import DealScreenHarness from './DealHarness.svelte';
import { readRecord, replay } from '../../src/lib/engine';
import { TableSession } from '../../src/lib/state/table.svelte';

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;

/** The worked game's deal with `seen` cards read: the phone is Ben's (a Killer) after one, Cara's (the Detective) after two. */
function dealSession(seen = 1) {
	const saved: unknown[] = [];
	const session = new TableSession({
		id: 'g',
		createdAt: 0,
		record: { ...worked, actions: worked.actions.slice(0, seen) },
		store: { save: async (g) => (saved.push(g), null) },
		now: () => 1
	});
	return { session, saved };
}

describe('reading a card on the passed phone', () => {
	it('shows Ben his role only while he holds the card, and his partner', async () => {
		const { session } = dealSession();
		render(DealScreenHarness, { session });
		expect(screen.getByRole('heading', { name: 'Pass the phone to Ben' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'I am Ben' }));
		const card = screen.getByRole('button', { name: /Hold to see your card/ });
		expect(document.body.textContent).not.toMatch(/Killer/);
		await fireEvent.pointerDown(card, { pointerId: 1 });
		expect(card).toHaveTextContent('Killer');
		expect(card).toHaveTextContent('Your partners: Eve');
		await fireEvent.pointerUp(card, { pointerId: 1 });
		expect(document.body.textContent).not.toMatch(/Killer|Eve/);
	});

	it("gives every card the same lines, whatever the role: a player with no partner is told so in the partners' line", async () => {
		const linesOf = async (seen: number, name: string) => {
			const { session } = dealSession(seen);
			const { unmount } = render(DealScreenHarness, { session });
			await fireEvent.click(screen.getByRole('button', { name: `I am ${name}` }));
			const card = screen.getByRole('button', { name: /Hold to see your card/ });
			// Face down, the card keeps the face's lines, blank: nothing on it but how to hold it.
			const blank = [...card.querySelectorAll('.face > *')].map((line) => line.className);
			expect(card.textContent?.trim()).toBe('Hold to see your card Press and hold to see it; let go to hide it. With a keyboard, hold Space.');
			await fireEvent.pointerDown(card, { pointerId: 1 });
			const lines = [...card.querySelectorAll('.face > *')].map((line) => ({ line: line.className, text: line.textContent }));
			unmount();
			expect(lines.map((l) => l.line)).toEqual(blank);
			return lines;
		};
		const killer = await linesOf(1, 'Ben');
		const detective = await linesOf(2, 'Cara');
		expect(detective.map((l) => l.line)).toEqual(killer.map((l) => l.line));
		expect(killer.at(-1)?.text).toBe('Your partners: Eve');
		expect(detective.at(-1)?.text).toBe('You know no one else’s card.');
	});

	it('hides the card the moment the page loses focus', async () => {
		const { session } = dealSession();
		render(DealScreenHarness, { session });
		await fireEvent.click(screen.getByRole('button', { name: 'I am Ben' }));
		const card = screen.getByRole('button', { name: /Hold to see your card/ });
		await fireEvent.keyDown(card, { key: ' ' });
		expect(card).toHaveTextContent('Killer');
		await fireEvent.blur(window);
		expect(document.body.textContent).not.toMatch(/Killer/);
	});

	it('Done waits, saying why, until the card has been held; then it passes the phone to the next player and saves the step', async () => {
		const { session, saved } = dealSession();
		render(DealScreenHarness, { session });
		await fireEvent.click(screen.getByRole('button', { name: 'I am Ben' }));
		const done = screen.getByRole('button', { name: /Done/ });
		expect(done).toBeDisabled();
		expect(done).toHaveAccessibleDescription('Hold the card to read it first: the phone passes on once the card has been seen.');
		const card = screen.getByRole('button', { name: /Hold to see your card/ });
		await fireEvent.pointerDown(card, { pointerId: 1 });
		await fireEvent.pointerUp(card, { pointerId: 1 });
		expect(done).toBeEnabled();
		expect(document.body.textContent).not.toMatch(/Hold the card to read it first/);
		await fireEvent.click(done);
		expect(screen.getByRole('heading', { name: 'Pass the phone to Cara' })).toBeInTheDocument();
		await session.flushed();
		// "I am Ben", the card let go, Done: each a saved screen.
		expect(saved).toHaveLength(3);
		const last = saved.at(-1) as { record: typeof worked };
		expect(last.record.actions).toHaveLength(2);
		expect(replay(last.record).ok).toBe(true);
	});
});
