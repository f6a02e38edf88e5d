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
