import { describe, expect, it } from 'vitest';
import { voiceAtSetup } from '$lib/voice/voices';
import { voice } from './fakes';

/** What setup says beside "The app" about the phone's voice, before the deal. */
const status = (over: Partial<{ available: boolean; waiting: boolean; otherLanguagesOnly: boolean }> = {}, chosen = voice()) => ({
	available: true,
	waiting: false,
	otherLanguagesOnly: false,
	voice: over.available === false ? null : chosen,
	...over
});

describe('the voice, said at setup', () => {
	it('no speech or no voices: the calls will be on screen only', () => {
		expect(voiceAtSetup(status({ available: false }), false)).toEqual({
			speaks: false,
			words: 'This phone has no voice: the app will show each call on screen only.'
		});
	});

	it('waits while the phone lists its voices', () => {
		expect(voiceAtSetup(status({ available: false, waiting: true }), false)).toBeNull();
	});

	it('a voice in the language reads the calls; muted in Settings, it does not', () => {
		expect(voiceAtSetup(status(), false)).toEqual({ speaks: true, words: 'The phone reads each call aloud (Daniel) and shows it on screen.' });
		expect(voiceAtSetup(status(), true)?.speaks).toBe(false);
	});

	it('voices only in other languages: said plainly', () => {
		expect(voiceAtSetup(status({ available: false, otherLanguagesOnly: true }), false)).toEqual({
			speaks: false,
			words: "This phone has no voice in the table's language: the app will show each call on screen only."
		});
	});
});
