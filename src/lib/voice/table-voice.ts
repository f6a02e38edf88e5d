import { tableLanguage } from '../i18n/languages';
import { Cues, browserCueDeps, type CueDeps } from './cues';
import { SpeechQueue, type SpeechDeps, type UtteranceLike } from './speech';
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from './settings';

/**
 * The table's one voice: the speech queue and the cues, with the host's settings applied.
 * One per page, so two screens never talk over each other. App-narrated mode says its lines
 * through `speech`, clocks chime through `cues`; the settings screen tunes both.
 */
export interface TableVoice {
	speech: SpeechQueue;
	cues: Cues;
	readonly settings: VoiceSettings;
	/** Applies new settings at once (a line already being spoken finishes as it began). */
	apply(settings: VoiceSettings): void;
}

export function createTableVoice(speechDeps: SpeechDeps, cueDeps: CueDeps): TableVoice {
	const speech = new SpeechQueue(speechDeps);
	const cues = new Cues(cueDeps);
	let settings = { ...DEFAULT_VOICE_SETTINGS };
	const voice: TableVoice = {
		speech,
		cues,
		get settings() {
			return settings;
		},
		apply(next) {
			settings = { ...next };
			speech.setOptions({ muted: next.muted, volume: next.volume, rate: next.rate, voiceURI: next.voiceURI });
			cues.switches = { sounds: next.sounds, vibration: next.vibration, volume: next.volume };
		}
	};
	voice.apply(settings);
	return voice;
}

/** The phone's own speech synthesis, where the browser has one. */
export function browserSpeechDeps(): SpeechDeps {
	const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
	const Utterance = typeof window !== 'undefined' ? window.SpeechSynthesisUtterance : undefined;
	return {
		synth: synth && Utterance ? (synth as unknown as SpeechDeps['synth']) : null,
		// The real utterance has the same fields; its event handler types are only stricter.
		makeUtterance: (text) => new (Utterance as typeof SpeechSynthesisUtterance)(text) as unknown as UtteranceLike,
		// The table's language: the voice speaks it, and only its voices are offered.
		lang: tableLanguage()
	};
}

let shared: TableVoice | null = null;
let loaded: Promise<TableVoice> | null = null;

/** The page's voice, made on first use (in the browser only: speech and audio need a page). */
export function tableVoice(): TableVoice {
	shared ??= createTableVoice(browserSpeechDeps(), browserCueDeps());
	return shared;
}

/** The page's voice with the settings saved on this phone (the defaults when they cannot be read). */
export function loadTableVoice(): Promise<TableVoice> {
	loaded ??= (async () => {
		const voice = tableVoice();
		// Loaded with the voice, not before: the phone's saves are not needed until the table speaks.
		const { voiceSettings } = await import('../state/phone');
		voice.apply((await voiceSettings()).settings);
		return voice;
	})();
	return loaded;
}

/** A clock has run out: a chime and a buzz, as the settings allow. Never throws. */
export function clockEndCue(): void {
	void loadTableVoice()
		.then((voice) => voice.cues.chime())
		.catch(() => undefined);
}
