import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openNightfallDb, setSetting } from '$lib/persistence';
import {
	DEFAULT_VOICE_SETTINGS,
	VOICE_SETTINGS_KEY,
	loadVoiceSettings,
	readCountdown,
	readVoiceSettings,
	saveVoiceSettings
} from '$lib/voice/settings';

async function freshPhone() {
	const opened = await openNightfallDb({ factory: new IDBFactory() });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

describe('voice settings on this phone', () => {
	it('start with the voice on, full volume, normal speed, sounds and vibration on, a 5 s countdown and 30 s turns', async () => {
		expect(await loadVoiceSettings(await freshPhone())).toEqual({
			muted: false,
			volume: 1,
			rate: 1,
			voiceURI: null,
			sounds: true,
			vibration: true,
			countdownSeconds: 5,
			turnSeconds: 30
		});
	});

	it('are kept under one key and read back as saved', async () => {
		const db = await freshPhone();
		const chosen = { muted: true, volume: 0.3, rate: 1.4, voiceURI: 'moira', sounds: false, vibration: false, countdownSeconds: 10, turnSeconds: 60 };
		expect(await saveVoiceSettings(db, chosen)).toBeNull();
		expect(await loadVoiceSettings(db)).toEqual(chosen);
		expect(await db.getAllKeys('settings')).toEqual([VOICE_SETTINGS_KEY]);
	});

	it('a damaged field falls back to its default and keeps the others', async () => {
		const db = await freshPhone();
		await setSetting(db, VOICE_SETTINGS_KEY, { muted: 'yes', volume: 7, rate: 1.5, countdownSeconds: 2.5, sounds: false, turnSeconds: 33 });
		expect(await loadVoiceSettings(db)).toEqual({ ...DEFAULT_VOICE_SETTINGS, rate: 1.5, sounds: false });
		expect(readVoiceSettings('nonsense')).toEqual(DEFAULT_VOICE_SETTINGS);
	});
});

describe('the countdown as typed', () => {
	it('takes whole seconds from 0 to 30', () => {
		expect(readCountdown(' 8 ')).toEqual({ ok: true, value: 8 });
		expect(readCountdown('0')).toEqual({ ok: true, value: 0 });
		expect(readCountdown('30')).toEqual({ ok: true, value: 30 });
	});

	it('explains anything else in words', () => {
		for (const typed of ['', '31', '-1', '2.5', 'five']) {
			expect(readCountdown(typed)).toEqual({ ok: false, reason: 'The countdown is a whole number of seconds, from 0 to 30.' });
		}
	});
});
