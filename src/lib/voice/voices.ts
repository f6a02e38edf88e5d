import { m } from '../paraglide/messages.js';

/** The parts of a SpeechSynthesisVoice the queue reads. */
export interface VoiceLike {
	voiceURI: string;
	name: string;
	lang: string;
	/** On the phone itself; a voice that is not needs a network. */
	localService: boolean;
	default: boolean;
}

const primary = (lang: string) => lang.toLowerCase().replace('_', '-').split('-')[0];
const sameLang = (a: string, b: string) => a.toLowerCase().replace('_', '-') === b.toLowerCase().replace('_', '-');

/** The phone's voices that speak the table's language: a line read in another language's voice is not understood. */
export const voicesFor = (voices: VoiceLike[], lang: string): VoiceLike[] => voices.filter((v) => primary(v.lang) === primary(lang));

/**
 * The voice to speak with, among those that speak the table's language: the chosen one while it is on the phone;
 * otherwise one on the phone itself (works offline), then the exact dialect, then the phone's default. None when
 * the phone has no voice in the language: the lines are then shown only.
 */
export function pickVoice(voices: VoiceLike[], voiceURI: string | null, lang: string): VoiceLike | null {
	const speaking = voicesFor(voices, lang);
	const chosen = voiceURI ? speaking.find((v) => v.voiceURI === voiceURI) : undefined;
	if (chosen) return chosen;
	const score = (v: VoiceLike) => [
		v.localService ? 1 : 0,
		sameLang(v.lang, lang) ? 1 : 0,
		v.default ? 1 : 0
	];
	const ranked = speaking
		.map((voice, i) => ({ voice, i, s: score(voice) }))
		.sort((a, b) => {
			for (let k = 0; k < a.s.length; k++) if (a.s[k] !== b.s[k]) return b.s[k] - a.s[k];
			return a.i - b.i;
		});
	return ranked[0]?.voice ?? null;
}

/**
 * What setup says, beside "The app", about reading the calls aloud on this phone: before the deal,
 * not on the first night. `null` while the phone is still listing its voices.
 */
export function voiceAtSetup(
	speech: { available: boolean; waiting: boolean; otherLanguagesOnly: boolean; voice: VoiceLike | null },
	muted: boolean
): { speaks: boolean; words: string } | null {
	if (speech.waiting) return null;
	if (speech.otherLanguagesOnly) return { speaks: false, words: m.refusal_voice_setup_no_language() };
	if (!speech.available) return { speaks: false, words: m.refusal_voice_setup_none() };
	if (muted) return { speaks: false, words: m.refusal_voice_setup_muted() };
	const { voice } = speech;
	return { speaks: true, words: voice ? m.refusal_voice_setup_speaks_named({ voice: voice.name }) : m.refusal_voice_setup_speaks() };
}
