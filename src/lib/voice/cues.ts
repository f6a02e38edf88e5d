/**
 * Sound and touch cues for a dark table: a soft chime when a clock runs out, a short tick for
 * each second of a countdown, two low notes as a turn nears its end, and a buzz with each where
 * the phone can vibrate. The sounds are made with the Web Audio API (no audio files to
 * cache), each kind behind its own switch. Every call is
 * safe where the phone has no audio or no vibration: it does nothing, never throws.
 */

/** The parts of an AudioParam the cues set. */
export interface ParamLike {
	setValueAtTime(value: number, time: number): unknown;
	linearRampToValueAtTime(value: number, time: number): unknown;
	exponentialRampToValueAtTime(value: number, time: number): unknown;
}

export interface OscillatorLike {
	type: string;
	frequency: ParamLike;
	connect(node: unknown): unknown;
	start(when?: number): void;
	stop(when?: number): void;
}

export interface GainLike {
	gain: ParamLike;
	connect(node: unknown): unknown;
}

/** The parts of an AudioContext the cues use. */
export interface AudioLike {
	currentTime: number;
	state: string;
	destination: unknown;
	resume(): Promise<unknown>;
	createOscillator(): OscillatorLike;
	createGain(): GainLike;
}

export interface CueDeps {
	/** Makes the audio context, or null where there is no Web Audio. Called once, on the first cue. */
	makeAudio: () => AudioLike | null;
	/** navigator.vibrate where it exists, else null. */
	vibrate: ((pattern: number | number[]) => boolean) | null;
}

export interface CueSwitches {
	sounds: boolean;
	vibration: boolean;
	/** 0 to 1: the cues follow the voice's volume. */
	volume: number;
}

/** One note: a pure tone that rises in a few ms and fades away, so it never clicks. */
interface Note {
	hz: number;
	/** Seconds after the cue starts. */
	at: number;
	/** Seconds until it has faded out. */
	length: number;
	/** Loudness at full volume (0 to 1): the cues stay well below the voice. */
	peak: number;
}

/** A soft two-note chime, E then B a fifth below, with a quiet octave above each for shine. */
const CHIME: Note[] = [
	{ hz: 1318.5, at: 0, length: 1.4, peak: 0.22 },
	{ hz: 2637, at: 0, length: 0.7, peak: 0.05 },
	{ hz: 987.8, at: 0.28, length: 1.8, peak: 0.22 },
	{ hz: 1975.5, at: 0.28, length: 0.9, peak: 0.05 }
];
const TICK: Note[] = [{ hz: 1000, at: 0, length: 0.07, peak: 0.14 }];
/** The countdown's last second: higher and a little longer, so the table hears "now". */
const LAST_TICK: Note[] = [{ hz: 1500, at: 0, length: 0.16, peak: 0.18 }];

/**
 * A turn nears its end: two short low notes, unlike the chime and the ticks, so a holder who is reading hears it, and
 * the same on every role's turn, so the table hears nothing it did not already know.
 */
const WARN: Note[] = [
	{ hz: 659.3, at: 0, length: 0.18, peak: 0.16 },
	{ hz: 659.3, at: 0.22, length: 0.18, peak: 0.16 }
];

const BUZZ = { chime: [180, 90, 180], tick: 15, lastTick: 60, warn: 120 };

export class Cues {
	#deps: CueDeps;
	#audio: AudioLike | null | undefined;
	switches: CueSwitches = { sounds: true, vibration: true, volume: 1 };

	constructor(deps: CueDeps) {
		this.#deps = deps;
	}

	/** Whether this phone can make the sounds at all (false once the audio failed to start). */
	get canSound(): boolean {
		return this.#context() !== null;
	}

	get canVibrate(): boolean {
		return this.#deps.vibrate !== null;
	}

	/**
	 * Call from a tap: phones keep audio asleep until someone touches the page, so the first
	 * cue of a game (which comes from a timer, not a tap) would otherwise be silent.
	 */
	unlock(): void {
		const audio = this.#context();
		if (audio && audio.state === 'suspended') audio.resume().catch(() => undefined);
	}

	/** A clock has run out. */
	chime(): void {
		this.#play(CHIME);
		this.#buzz(BUZZ.chime);
	}

	/** One second of a countdown; `last` for the final one. */
	tick(last = false): void {
		this.#play(last ? LAST_TICK : TICK);
		this.#buzz(last ? BUZZ.lastTick : BUZZ.tick);
	}

	/** A turn is about to end: heard (two short notes) and felt (one short buzz), the same whoever holds the phone. */
	warn(): void {
		this.#play(WARN);
		this.#buzz(BUZZ.warn);
	}

	#context(): AudioLike | null {
		if (this.#audio === undefined) {
			try {
				this.#audio = this.#deps.makeAudio();
			} catch {
				this.#audio = null;
			}
		}
		return this.#audio;
	}

	#play(notes: Note[]) {
		if (!this.switches.sounds || this.switches.volume <= 0) return;
		const audio = this.#context();
		if (!audio) return;
		try {
			if (audio.state === 'suspended') audio.resume().catch(() => undefined);
			const start = audio.currentTime + 0.02;
			for (const note of notes) this.#note(audio, note, start);
		} catch {
			// A phone whose audio fails mid-game carries on without the sound.
		}
	}

	#note(audio: AudioLike, note: Note, start: number) {
		const osc = audio.createOscillator();
		const gain = audio.createGain();
		const t0 = start + note.at;
		const peak = Math.max(note.peak * Math.min(this.switches.volume, 1), 0.0002);
		osc.type = 'sine';
		osc.frequency.setValueAtTime(note.hz, t0);
		// From silence to the peak in 10 ms (no click), then an exponential fade, as a struck bell.
		gain.gain.setValueAtTime(0.0001, t0);
		gain.gain.linearRampToValueAtTime(peak, t0 + 0.01);
		gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.length);
		osc.connect(gain);
		gain.connect(audio.destination);
		osc.start(t0);
		osc.stop(t0 + note.length + 0.05);
	}

	#buzz(pattern: number | number[]) {
		if (!this.switches.vibration || !this.#deps.vibrate) return;
		try {
			this.#deps.vibrate(pattern);
		} catch {
			// Some browsers throw when vibration is not allowed yet: the cue is simply felt no more.
		}
	}
}

/** The phone's own audio and vibration, as far as it has them. */
export function browserCueDeps(): CueDeps {
	const AudioContextClass =
		typeof window === 'undefined'
			? undefined
			: (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
	const canVibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
	return {
		makeAudio: () => (AudioContextClass ? (new AudioContextClass() as unknown as AudioLike) : null),
		vibrate: canVibrate ? (pattern) => navigator.vibrate(pattern) : null
	};
}
