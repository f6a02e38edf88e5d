import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { readRecord, type GameRecord } from '../../src/lib/engine';
import { tableMachine, tapsFor, type TableEvent } from '../../src/lib/machine';
import { screenOf } from '../../src/lib/state/screen';
import type { Tap } from '../../src/lib/state/table.svelte';
import UndoBar from '../../src/routes/game/UndoBar.svelte';
import GameMenu from '../../src/routes/game/GameMenu.svelte';

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked: GameRecord = read.value;

/** The worked game's table, played up to `upTo` actions, with the bar's taps going to it. */
function table(upTo: number) {
	const actor = createActor(tableMachine, { input: { record: { ...worked, actions: [] } } }).start();
	for (const action of worked.actions.slice(0, upTo)) for (const tap of tapsFor(action, 'secret')) actor.send(tap);
	const sent: Tap[] = [];
	const send = (tap: Tap) => {
		sent.push(tap);
		actor.send({ ...tap, at: 1 } as TableEvent);
	};
	return { actor, sent, send, undo: () => screenOf(actor.getSnapshot()).undo };
}

const firstVote = worked.actions.findIndex((a) => a.type === 'ballot.cast');

describe('undo on the ballot’s pass screen', () => {
	it('offers no Undo once a sealed vote is cast: the next voter cannot take the previous vote back (issue 32)', () => {
		const t = table(firstVote + 1);
		expect(t.actor.getSnapshot().value).toEqual({ ballot: 'passing' });
		render(UndoBar, { undo: t.undo(), send: t.send });
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('a narrator’s own tap is undone at once, with no question', async () => {
		const t = table(firstVote);
		render(UndoBar, { undo: t.undo(), send: t.send });
		await fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
		expect(t.sent).toEqual([{ type: 'table.undo' }]);
		expect(screen.queryByRole('alertdialog')).toBeNull();
	});

	it('shows no Undo at all when there is nothing to undo (an announced result)', () => {
		const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');
		const t = table(morning + 1);
		expect(t.actor.getSnapshot().value).toBe('morning');
		render(UndoBar, { undo: t.undo(), send: t.send });
		expect(screen.queryByRole('button')).toBeNull();
	});
});

describe('the game menu', () => {
	const noop = () => {};

	it('mid-game, the export says the file holds every role and asks first', async () => {
		const t = table(firstVote);
		let exported = 0;
		render(GameMenu, { undo: t.undo(), send: t.send, ended: false, preset: 'classic', onexport: () => exported++, onabandon: noop, moment: 0 });
		await fireEvent.click(screen.getByRole('button', { name: 'Export this game…' }));
		expect(exported).toBe(0);
		expect(screen.getByRole('alertdialog')).toHaveTextContent("This file holds every player's role: keep it away from the table.");
		await fireEvent.click(screen.getByRole('button', { name: 'Export it' }));
		expect(exported).toBe(1);
	});

	it('after the game, the export needs no warning', async () => {
		const t = table(worked.actions.length);
		let exported = 0;
		render(GameMenu, { undo: t.undo(), send: t.send, ended: true, preset: 'classic', onexport: () => exported++, onabandon: noop, moment: 0 });
		await fireEvent.click(screen.getByRole('button', { name: 'Export this game' }));
		expect(exported).toBe(1);
		expect(screen.queryByRole('alertdialog')).toBeNull();
	});

	it('on the ballot’s pass screen, “Redo this whole vote…” asks in public words, and only a yes starts the vote again', async () => {
		// Ben and Cara have voted: the phone is on its way to Dev.
		const t = table(firstVote + 2);
		render(GameMenu, { undo: t.undo(), send: t.send, ended: false, preset: 'classic', onexport: noop, onabandon: noop, moment: 0 });
		expect(screen.queryByRole('button', { name: 'Correct the last result…' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Redo this whole vote…' }));
		expect(t.sent).toEqual([]);
		const ask = screen.getByRole('alertdialog');
		expect(ask).toHaveTextContent('Redo this whole vote? Everyone votes again, from Ben, and every vote cast so far is void.');
		// It names who goes first, never whose vote was cast last nor what it was.
		expect(ask.textContent).not.toMatch(/Cara|Dev|abstain/);
		await fireEvent.click(screen.getByRole('button', { name: 'No' }));
		expect(t.sent).toEqual([]);
		await fireEvent.click(screen.getByRole('button', { name: 'Redo this whole vote…' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Yes, redo the whole vote' }));
		expect(t.sent).toEqual([{ type: 'table.redo' }]);
		expect(t.actor.getSnapshot().context.record.actions.at(-1)).toMatchObject({ type: 'ballot.redo' });
		expect(t.actor.getSnapshot().context.record.actions).toHaveLength(firstVote + 3);
	});

	it('on a result screen, “Correct the last result…” is in the menu, behind its confirmation', async () => {
		const morning = worked.actions.findIndex((a, i) => a.type === 'night.next' && worked.actions[i + 1]?.type === 'morning.continue');
		const t = table(morning + 1);
		render(GameMenu, { undo: t.undo(), send: t.send, ended: false, preset: 'classic', onexport: noop, onabandon: noop, moment: 0 });
		await fireEvent.click(screen.getByRole('button', { name: 'Correct the last result…' }));
		expect(t.sent).toEqual([]);
		expect(screen.getByRole('alertdialog')).toHaveTextContent('Go back to before the last result was announced?');
		await fireEvent.click(screen.getByRole('button', { name: 'Yes, correct it' }));
		expect(t.sent).toEqual([{ type: 'result.correct' }]);
		expect(t.actor.getSnapshot().context.record.actions.at(-1)).toMatchObject({ type: 'result.correct' });
	});
});

describe('the menu closes by itself', () => {
	const noop = () => {};
	const menuOpen = () => (document.querySelector('details.menu') as HTMLDetailsElement).open;

	it('on a tap outside it, and that tap reaches nothing underneath', async () => {
		const t = table(firstVote);
		let picked = 0;
		const below = document.body.appendChild(document.createElement('button'));
		below.addEventListener('click', () => picked++);
		render(GameMenu, { undo: t.undo(), send: t.send, ended: false, preset: 'classic', onexport: noop, onabandon: noop, moment: 0 });
		(document.querySelector('details.menu') as HTMLDetailsElement).open = true;
		await fireEvent.click(below);
		expect(menuOpen()).toBe(false);
		expect(picked).toBe(0);
		// Closed, the next tap is the screen's own again.
		await fireEvent.click(below);
		expect(picked).toBe(1);
		below.remove();
	});

	it('when the screen under it changes', async () => {
		const t = table(firstVote);
		const { rerender } = render(GameMenu, { undo: t.undo(), send: t.send, ended: false, preset: 'classic', onexport: noop, onabandon: noop, moment: 0 });
		(document.querySelector('details.menu') as HTMLDetailsElement).open = true;
		await rerender({ moment: 1 });
		expect(menuOpen()).toBe(false);
	});
});
