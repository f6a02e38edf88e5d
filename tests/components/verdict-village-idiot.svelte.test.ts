import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import { readRecord, replay, type GameRecord } from '$lib/engine/record';
import { viewFor } from '$lib/engine/view';
import { WEREWOLF_THEME } from '$lib/engine/names';
import { getLocale, overwriteGetLocale } from '$lib/paraglide/runtime.js';
import VerdictScreen from '../../src/routes/game/VerdictScreen.svelte';
import BallotScreen from '../../src/routes/game/BallotScreen.svelte';
import CountRevealScreen from '../../src/routes/game/CountRevealScreen.svelte';

/**
 * The Village Idiot's first vote-out, on the screen the table reads: the heading says he stays, his card is
 * shown, and the narrator's line says he votes no more; from then on the ballot and the count reveal say so.
 */
const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/custom-village-idiot.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const record: GameRecord = read.value;
/** The game as it enters the phase `kind` for the `nth` time (from 1). */
function gameAt(kind: string, nth = 1, theme?: GameRecord['theme']) {
	let previous = '';
	for (let n = 1, seen = 0; n <= record.actions.length; n++) {
		const game = replay({ ...record, ...(theme ? { theme } : {}), actions: record.actions.slice(0, n) });
		if (!game.ok) throw new Error(game.reason);
		const entered = game.value.phase.kind === kind && previous !== kind;
		previous = game.value.phase.kind;
		if (entered && ++seen === nth) return game.value;
	}
	throw new Error(`the record never reaches ${kind} #${nth}`);
}
const send = () => {};
const before = getLocale;
afterEach(() => {
	cleanup();
	overwriteGetLocale(before);
});

describe('the verdict that keeps the Village Idiot', () => {
	it('names him, shows his card and says he votes no more', () => {
		render(VerdictScreen, { send, view: viewFor(gameAt('verdict'), { kind: 'table' }) });
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dev stays');
		expect(document.body).toHaveTextContent('Dev’s card: Village Idiot');
		expect(document.body).toHaveTextContent('Dev 4, Ana 2. Dev is the Village Idiot, and stays in the game without a vote.');
		expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
	});

	it('in the Werewolf theme and another language, under the theme’s own name for him', () => {
		overwriteGetLocale(() => 'fr');
		render(VerdictScreen, { send, view: viewFor(gameAt('verdict', 1, WEREWOLF_THEME), { kind: 'table' }) });
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dev reste');
		expect(document.body).toHaveTextContent('Dev est le Benêt et reste en jeu, sans droit de vote.');
		// The theme's Jester is the « Idiot du village »: the Village Idiot is not called so here.
		expect(document.body).not.toHaveTextContent('Idiot du village');
	});

	it('then the ballot goes round without him, and says why', () => {
		render(BallotScreen, { send, view: viewFor(gameAt('ballot', 2), { kind: 'table' }), stage: 'passing', choice: undefined });
		expect(document.body).toHaveTextContent('Dev has no vote for the rest of the game.');
		expect(document.body).toHaveTextContent('0 of 5');
		expect(within(screen.getByRole('list', { name: 'Players' })).getByText('no vote')).toBeInTheDocument();
	});

	it('and the count reveal counts the other hands', () => {
		render(CountRevealScreen, { send, view: viewFor(gameAt('countReveal', 2), { kind: 'table' }) });
		expect(document.body).toHaveTextContent('Dev has no vote for the rest of the game.');
		expect(document.body).toHaveTextContent('more than half of the 3 living');
	});
});
