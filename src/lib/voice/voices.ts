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

/**
 * The voice to speak with: the chosen one while it is on the phone; otherwise the best for the
 * page language — its language first, then one on the phone itself (works offline), then the
 * exact dialect, then the phone's default.
 */
export function pickVoice(voices: VoiceLike[], voiceURI: string | null, lang: string): VoiceLike | null {
	const chosen = voiceURI ? voices.find((v) => v.voiceURI === voiceURI) : undefined;
	if (chosen) return chosen;
	const score = (v: VoiceLike) => [
		primary(v.lang) === primary(lang) ? 1 : 0,
		v.localService ? 1 : 0,
		sameLang(v.lang, lang) ? 1 : 0,
		v.default ? 1 : 0
	];
	const ranked = voices
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
	speech: { available: boolean; waiting: boolean; voice: VoiceLike | null },
	voices: VoiceLike[],
	lang: string,
	muted: boolean
): { speaks: boolean; words: string } | null {
	if (speech.waiting) return null;
	if (!speech.available) return { speaks: false, words: m.refusal_voice_setup_none() };
	if (muted) return { speaks: false, words: m.refusal_voice_setup_muted() };
	if (!voices.some((v) => primary(v.lang) === primary(lang))) {
		const { voice } = speech;
		const words = voice ? m.refusal_voice_setup_other_language_named({ voice: voice.name, lang: voice.lang }) : m.refusal_voice_setup_other_language();
		return { speaks: true, words };
	}
	const { voice } = speech;
	return { speaks: true, words: voice ? m.refusal_voice_setup_speaks_named({ voice: voice.name }) : m.refusal_voice_setup_speaks() };
}
