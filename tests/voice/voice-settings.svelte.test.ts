import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import VoiceSettings from '../../src/lib/voice/VoiceSettings.svelte';
import { createTableVoice } from '../../src/lib/voice/table-voice';
import { loadVoiceSettings, saveVoiceSettings, DEFAULT_VOICE_SETTINGS } from '../../src/lib/voice/settings';
import { noSpeech } from '../../src/lib/voice/speech';
import { nightfallDb } from '../../src/lib/state/storage';
import { FakeSynth, FakeTimers, FakeUtterance, voice } from './fakes';

const SAMPLE = 'Night 1 falls. Everyone, close your eyes and put your heads down.';

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

function tableVoice(synth: FakeSynth | null, canVibrate = true) {
	const buzzes: unknown[] = [];
	const made = createTableVoice(
		{ synth, makeUtterance: (t) => new FakeUtterance(t), timers: new FakeTimers(), lang: 'en-GB' },
		{ makeAudio: () => null, vibrate: canVibrate ? (p) => (buzzes.push(p), true) : null }
	);
	return { voice: made, buzzes };
}

beforeEach(async () => {
	await (await phone()).clear('settings');
});

describe('voice settings', () => {
	it('lists the phone’s voices, and "Test the voice" speaks the sample line and shows it as text', async () => {
		const synth = new FakeSynth([voice(), voice({ voiceURI: 'moira', name: 'Moira', lang: 'en-IE', default: false, localService: false })]);
		const user = userEvent.setup();
		render(VoiceSettings, { voice: tableVoice(synth).voice });

		const select = screen.getByLabelText('Voice');
		expect(screen.getByRole('option', { name: 'Best for this phone (Daniel)' })).toBeInTheDocument();
		expect(screen.getByRole('option', { name: 'Moira — en-IE (needs a network)' })).toBeInTheDocument();
		await user.selectOptions(select, 'moira');

		await user.click(screen.getByRole('button', { name: 'Test the voice' }));
		expect(synth.texts).toEqual([SAMPLE]);
		expect(synth.said[0].voice?.name).toBe('Moira');
		expect(screen.getByText(`“${SAMPLE}”`)).toBeInTheDocument();
		await waitFor(async () => expect((await loadVoiceSettings(await phone())).voiceURI).toBe('moira'));
	});

	it('says plainly when the phone cannot speak, and still shows the line', async () => {
		const user = userEvent.setup();
		render(VoiceSettings, { voice: tableVoice(null).voice });
		expect(screen.getByText(noSpeech())).toBeInTheDocument();
		expect(screen.getByLabelText('Voice')).toBeDisabled();
		await user.click(screen.getByRole('button', { name: 'Test the voice' }));
		expect(screen.getByText(`“${SAMPLE}”`)).toBeInTheDocument();
	});

	it('mute: saved on the phone, and the test line is shown but not spoken', async () => {
		const synth = new FakeSynth();
		const user = userEvent.setup();
		render(VoiceSettings, { voice: tableVoice(synth).voice });
		await user.click(screen.getByRole('checkbox', { name: /Speak the lines aloud/ }));
		await waitFor(async () => expect((await loadVoiceSettings(await phone())).muted).toBe(true));
		await user.click(screen.getByRole('button', { name: 'Test the voice' }));
		expect(synth.said).toEqual([]);
		expect(screen.getByText(`“${SAMPLE}”`)).toBeInTheDocument();
	});

	it('opens with the settings saved on this phone', async () => {
		await saveVoiceSettings(await phone(), { ...DEFAULT_VOICE_SETTINGS, muted: true, sounds: false, volume: 0.4, countdownSeconds: 8 });
		render(VoiceSettings, { voice: tableVoice(new FakeSynth()).voice });
		await waitFor(() => expect(screen.getByRole('checkbox', { name: /Speak the lines aloud/ })).not.toBeChecked());
		expect(screen.getByRole('checkbox', { name: /Sounds/ })).not.toBeChecked();
		expect(screen.getByLabelText('Volume')).toHaveValue('40');
		expect(screen.getByLabelText('Countdown between roles, in seconds')).toHaveValue('8');
	});

	it('a countdown that is not a whole number of seconds is explained and not saved; a good one is', async () => {
		const user = userEvent.setup();
		render(VoiceSettings, { voice: tableVoice(new FakeSynth()).voice });
		const field = screen.getByLabelText('Countdown between roles, in seconds');
		await user.clear(field);
		await user.type(field, '-3');
		expect(screen.getByText('The countdown is a whole number of seconds, from 0 to 30.')).toBeInTheDocument();
		expect(field).toHaveValue('-3'); // what was typed is kept, to be corrected
		expect(field).toHaveAttribute('aria-invalid', 'true');
		expect((await loadVoiceSettings(await phone())).countdownSeconds).toBe(5);

		await user.clear(field);
		await user.type(field, '8');
		await waitFor(async () => expect((await loadVoiceSettings(await phone())).countdownSeconds).toBe(8));
		expect(field).toHaveAttribute('aria-invalid', 'false');
	});

	it("each role's turn at night is chosen from 20 to 90 s, 30 s unless changed, and saved", async () => {
		const user = userEvent.setup();
		render(VoiceSettings, { voice: tableVoice(new FakeSynth()).voice });
		const turn = screen.getByRole('combobox', { name: "Each role's turn at night" });
		expect(turn).toHaveValue('30');
		expect([...turn.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['20 s', '30 s', '45 s', '60 s', '90 s']);
		await user.selectOptions(turn, '45');
		await waitFor(async () => expect((await loadVoiceSettings(await phone())).turnSeconds).toBe(45));
	});

	it('vibration cannot be switched on where the phone cannot vibrate, and says why', () => {
		render(VoiceSettings, { voice: tableVoice(new FakeSynth(), false).voice });
		expect(screen.getByRole('checkbox', { name: /Vibration/ })).toBeDisabled();
		expect(screen.getByText('(this phone cannot vibrate)')).toBeInTheDocument();
	});
});
