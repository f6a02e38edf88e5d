import { describe, expect, it } from 'vitest';
import { noVoiceInLanguage, SpeechQueue } from '$lib/voice/speech';
import { voiceAtSetup } from '$lib/voice/voices';
import { FakeSynth, FakeTimers, FakeUtterance, voice } from '../voice/fakes';

const english = voice({ voiceURI: 'en', name: 'Samantha', lang: 'en-US', default: true });
const russian = voice({ voiceURI: 'ru', name: 'Milena', lang: 'ru-RU', default: false });

function tableIn(lang: string, voices = [english, russian]) {
	const synth = new FakeSynth(voices);
	const speech = new SpeechQueue({ synth, makeUtterance: (text) => new FakeUtterance(text), timers: new FakeTimers(), lang, pauseMs: 0 });
	return { speech, synth };
}

describe('the voice speaks the table’s language', () => {
	it('a Russian table: each line in a Russian voice, the utterance tagged Russian', () => {
		const { speech, synth } = tableIn('ru');
		void speech.say('Мафия, откройте глаза.');
		expect(synth.said.map((u) => [u.text, u.lang, u.voice?.name])).toEqual([['Мафия, откройте глаза.', 'ru-RU', 'Milena']]);
		expect(speech.voices.map((v) => v.name)).toEqual(['Milena']);
	});

	it('a phone with no voice in the language shows the lines instead, and says so before the deal', async () => {
		const { speech, synth } = tableIn('de', [english, russian]);
		expect(await speech.say('Werwölfe, öffnet die Augen.')).toBe('silent');
		expect(synth.said).toEqual([]);
		expect(speech.status).toMatchObject({ available: false, reason: noVoiceInLanguage() });
		expect(voiceAtSetup(speech.status, false)).toEqual({
			speaks: false,
			words: "This phone has no voice in the table's language: the app will show each call on screen only."
		});
	});
});
