import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import NightScreen from '../../src/routes/game/NightScreen.svelte';
import { MORNING, NEXT, TALK_END, VERDICT, act, gameWith, pick, readCards, startNight, vote, wakeUp } from '../engine/helpers';
import { viewFor, type GameState } from '../../src/lib/engine/index';

/**
 * The narrator's night screen for a wake with more than one pick: the Witch's two potions, and the killers' second
 * victim after a Wolf Cub's death. What each grid offers and why not comes from the engine's view; a tap sends the
 * pick with the potion or victim it is for.
 */

function narrated(game: GameState) {
	const send = vi.fn();
	render(NightScreen, { view: viewFor(game, { kind: 'narrator' }), send });
	return send;
}

describe('the Witch awake', () => {
	// Alice the killer, Ben the Witch, Cara the Detective, Dev the Doctor, Eve and Finn Villagers.
	const game = () => startNight(readCards(gameWith('custom', ['mafia', 'witch', 'detective', 'doctor', 'villager', 'villager'])));

	it("is shown tonight's victim, may heal only her, and may poison anyone else; each tap names its potion", async () => {
		const user = userEvent.setup();
		const s = wakeUp(act(game(), pick('mafia', 0, 4), NEXT, pick('doctor', 3, 5)), 'witch');
		const send = narrated(s);
		expect(screen.getByText("Show tonight's victim: Eve.")).toBeTruthy();
		const heal = screen.getByRole('group', { name: 'Ben: the healing potion saves…' });
		// Only the victim is offered to the healing potion, and keeping it is a choice.
		expect(within(heal).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Eve', 'Keep the potion']);
		await user.click(within(heal).getByRole('button', { name: 'Eve' }));
		expect(send).toHaveBeenLastCalledWith({ type: 'night.pick', role: 'witch', by: 1, target: 4, act: 'heal' });
		const poison = screen.getByRole('group', { name: 'Ben: the death potion kills…' });
		await user.click(within(poison).getByRole('button', { name: 'Keep the potion' }));
		expect(send).toHaveBeenLastCalledWith({ type: 'night.pick', role: 'witch', by: 1, target: null, act: 'poison' });
		// Done waits for both choices, and says why.
		const done = screen.getByRole('button', { name: 'Done — next role' });
		expect((done as HTMLButtonElement).disabled).toBe(true);
		expect(screen.getByText('Ben has not chosen about the healing potion yet: tap whom it saves, or “Keep the potion”.')).toBeTruthy();
	});

	it('says a spent potion is spent instead of offering it', () => {
		let s = wakeUp(act(game(), pick('mafia', 0, 4), NEXT, pick('doctor', 3, 5)), 'witch');
		s = act(s, pick('witch', 1, 4, 'heal'), pick('witch', 1, 2, 'poison'), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, (s.phase.kind === 'ballot' ? s.phase.voters : []).map((v) => [v, null]));
		s = wakeUp(act(startNight(act(s, VERDICT)), pick('mafia', 0, 5), NEXT), 'witch');
		narrated(s);
		expect(screen.getByText('The healing potion is spent: it is used once a game.')).toBeTruthy();
		expect(screen.getByText('The death potion is spent: it is used once a game.')).toBeTruthy();
		expect(screen.queryByRole('group', { name: /potion/ })).toBeNull();
	});
});

describe('the killers on a night of two victims', () => {
	it('pick a second victim in a grid of its own, the first victim refused there', async () => {
		const user = userEvent.setup();
		// Alice a killer, Ben the Wolf Cub, voted out on day 1.
		let s = startNight(readCards(gameWith('custom', ['mafia', 'wolfcub', 'detective', 'doctor', 'villager', 'villager', 'villager'])));
		s = act(s, pick('mafia', 'all', 4), NEXT, NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[0, 2], [1, 2], [2, 1], [3, 1], [5, 1], [6, 1]]);
		s = act(startNight(act(s, VERDICT)), pick('mafia', 0, 2));
		const send = narrated(s);
		expect(screen.getByText(/Tonight they take two victims/)).toBeTruthy();
		const second = screen.getByRole('group', { name: "Alice's second victim…" });
		const cara = within(second).getByRole('button', { name: /Cara/ }) as HTMLButtonElement;
		expect(cara.disabled).toBe(true);
		expect(cara.textContent).toContain('Cara is already the first victim: pick somebody else, or nobody.');
		await user.click(within(second).getByRole('button', { name: /^Gus$/ }));
		expect(send).toHaveBeenLastCalledWith({ type: 'night.pick', role: 'mafia', by: 0, target: 6, act: 'second' });
	});
});
