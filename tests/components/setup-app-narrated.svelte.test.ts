import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { goto } from '$app/navigation';
import { PRESETS } from '$lib/engine/presets';
import { readRecord, replay } from '$lib/engine/record';
import { loadGame, setSetting } from '$lib/persistence';
import { nightfallDb } from '$lib/state/storage';
import { DEFAULT_VOICE_SETTINGS, saveVoiceSettings } from '$lib/voice/settings';
import Setup from '../../src/routes/setup/+page.svelte';
import { LAST_SETUP, type LastSetup } from '../../src/routes/setup/setup-form';

/**
 * Setup with the app running the night: what this phone's voice can do is said before the deal,
 * the countdown and each role's turn start at this phone's Settings and go into the record, and
 * there is no open vote, since nobody is there to enter it. This page has no speechSynthesis: a
 * phone with no voice.
 */
const SEVEN = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

beforeEach(async () => {
	vi.mocked(goto).mockClear();
	const db = await phone();
	await db.clear('games');
	await db.clear('settings');
});

async function seat(names: string[]) {
	const user = userEvent.setup();
	render(Setup);
	for (const [i, name] of names.entries()) {
		const field = screen.queryByLabelText(`Seat ${i + 1}`);
		if (!field) await user.type(screen.getByLabelText(`Seat ${i}`), '{Enter}');
		await user.type(screen.getByLabelText(`Seat ${i + 1}`), name);
	}
	await user.tab();
	await user.click(screen.getByRole('button', { name: 'Change… Options' }));
	return user;
}

const start = () => screen.getByRole('button', { name: 'Start' });
const theApp = () => screen.getByRole('radio', { name: /The app/ });
const openVote = () => screen.queryByRole('radio', { name: /Open/ });
/** The chip of `seconds` in a timed question, by the question's name. */
const chip = (question: string, seconds: number) =>
	within(screen.getByRole('group', { name: question })).getByRole('radio', { name: `${seconds} s` });

async function savedOptions() {
	await waitFor(() => expect(goto).toHaveBeenCalledOnce());
	const href = vi.mocked(goto).mock.calls[0][0] as string;
	const saved = await loadGame(await phone(), decodeURIComponent(href.slice('/game?id='.length)));
	if (!saved.ok) throw new Error(saved.problem.message);
	return saved.game.record;
}

describe('setup, with the app running the night', () => {
	it("says there is no voice before the deal, takes this phone's countdown and turn, and records them", async () => {
		await saveVoiceSettings(await phone(), { ...DEFAULT_VOICE_SETTINGS, countdownSeconds: 8, turnSeconds: 45 });
		const user = await seat(SEVEN);
		expect(screen.queryByText(/This phone has no voice/)).not.toBeInTheDocument();
		await user.click(theApp());
		expect(await screen.findByText('This phone has no voice: the app will show each call on screen only.')).toBeInTheDocument();
		await waitFor(() => expect(chip("Each role's turn", 45)).toBeChecked());
		expect(chip('Countdown before each call', 8)).toBeChecked();
		// The whole setup says in one line how the night is run.
		expect(within(screen.getByRole('region', { name: 'Options' })).getByText('The app runs the night · secret vote')).toBeInTheDocument();

		await user.click(chip("Each role's turn", 60));
		await user.click(start());
		const record = await savedOptions();
		expect(record.options).toMatchObject({ narration: 'app', nightSeconds: 60, countdownSeconds: 8, ballotMode: 'secret' });
		// The record replays exactly: each role's first turn is the countdown and the 60 s chosen.
		const read = readRecord(JSON.parse(JSON.stringify(record)));
		if (!read.ok) throw new Error(read.reason);
		const game = replay({ ...read.value, actions: [...SEVEN.map((_, seat) => ({ type: 'card.seen' as const, seat, at: 1 })), { type: 'night.start', at: 2 }] });
		expect(game.ok && game.value.phase.kind === 'night' && game.value.phase.clock?.totalMs).toBe((8 + 60) * 1000);
	});

	it('offers no open vote: choosing the app makes the vote secret; a narrator brings the choice back', async () => {
		const user = await seat(SEVEN);
		await user.click(openVote()!);
		await user.click(theApp());
		expect(openVote()).not.toBeInTheDocument();
		expect(screen.getByRole('radio', { name: /Secret/ })).toBeChecked();
		expect(screen.getByText(/there is no narrator to enter an open vote/)).toBeInTheDocument();
		await user.click(screen.getByRole('radio', { name: /A narrator/ }));
		expect(openVote()).toBeInTheDocument();
		expect(screen.queryByRole('group', { name: "Each role's turn" })).not.toBeInTheDocument();
	});

	it('an old remembered setup with the app and an open vote is refused with the reason, until the vote is secret', async () => {
		const last: LastSetup = {
			preset: 'classic',
			names: SEVEN,
			counts: null,
			options: { ...PRESETS.classic.defaults, narration: 'app', ballotMode: 'open' }
		};
		await setSetting(await phone(), LAST_SETUP, last);
		const user = userEvent.setup();
		render(Setup);
		await waitFor(() => expect(screen.getByLabelText('Seat 7')).toHaveValue('Gus'));
		await user.click(screen.getByRole('button', { name: 'Change… Options' }));
		expect(screen.getByText('An open vote needs a narrator to enter each vote: with the app running the night, the vote is secret.')).toBeInTheDocument();
		expect(start()).toBeDisabled();
		expect(openVote()).not.toBeInTheDocument();
		await user.click(screen.getByRole('radio', { name: /Secret/ }));
		expect(start()).toBeEnabled();
	});
});
