/**
 * The app's voice: a queue of lines spoken one after another with the phone's own speech
 * synthesis (its voices work in airplane mode). Lines never overlap: the next starts only
 * after the previous one ended or failed, plus a short pause. Everything the queue touches
 * is injected (the synthesiser, how an utterance is made, the timers), so tests pass fakes
 * and need no real time. Nothing here throws at the caller: a voice that fails, goes quiet
 * or never existed only means the line is shown as text and the game carries on.
 */

import { DEFAULT_MAX_CHUNK, splitForSpeech } from './split';
import { m } from '../paraglide/messages.js';
import { pickVoice, voicesFor, type VoiceLike } from './voices';

export { pickVoice, splitForSpeech, type VoiceLike };

/** The parts of a SpeechSynthesisUtterance the queue sets. */
export interface UtteranceLike {
	text: string;
	lang: string;
	voice: VoiceLike | null;
	volume: number;
	rate: number;
	onend: ((event?: unknown) => void) | null;
	onerror: ((event: { error?: string }) => void) | null;
}

/** The parts of window.speechSynthesis the queue uses. */
export interface SynthLike {
	speak(utterance: UtteranceLike): void;
	cancel(): void;
	getVoices(): VoiceLike[];
	paused?: boolean;
	resume?(): void;
	addEventListener?(type: 'voiceschanged', listener: () => void): void;
	removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

export interface Timers {
	set(run: () => void, ms: number): unknown;
	clear(handle: unknown): void;
}

export interface SpeechOptions {
	/** Nothing is spoken; lines are still shown and the queue still moves on. */
	muted: boolean;
	/** 0 to 1. */
	volume: number;
	/** 0.5 (slow) to 2 (fast); 1 is the voice's own pace. */
	rate: number;
	/** The chosen voice; null (or a voice no longer on the phone) picks the best one for the page language. */
	voiceURI: string | null;
}

export interface SpeechDeps {
	/** null where the browser has no speech synthesis at all. */
	synth: SynthLike | null;
	makeUtterance: (text: string) => UtteranceLike;
	timers?: Timers;
	/** The page language, e.g. 'en-GB': the voice is chosen to match it. */
	lang?: string;
	/** The pause after each line, before the next one starts. */
	pauseMs?: number;
	/** How long to wait for the phone to list its voices before saying it has none. */
	voiceWaitMs?: number;
	/** Longest piece spoken as one utterance (see splitForSpeech). */
	maxChunk?: number;
}

/** How a line ended: spoken aloud, shown only (muted or no voice), cancelled, or the voice failed on it. */
export type Said = 'spoken' | 'silent' | 'cancelled' | 'failed';

export interface SpeechStatus {
	/** False when nothing can be spoken on this phone; `reason` says why, in words. */
	available: boolean;
	/** Still waiting for the phone to list its voices (lines wait too, briefly). */
	waiting: boolean;
	reason: string | null;
	/** The phone has voices, none of them in the table's language. */
	otherLanguagesOnly: boolean;
	/** The voice lines are spoken with, when there is one. */
	voice: VoiceLike | null;
	/** The line being said (or shown, when silent) right now: the screen shows it as text too. */
	line: string | null;
}

export const DEFAULT_PAUSE_MS = 700;
export const DEFAULT_VOICE_WAIT_MS = 2000;

/** Why the voice does not speak, in words made when the status is read (so in the language chosen then). */
export const noSpeech = (): string => m.refusal_voice_no_speech();
export const noVoice = (): string => m.refusal_voice_no_voice();
export const noVoiceInLanguage = (): string => m.refusal_voice_no_voice_in_language();

const browserTimers: Timers = {
	set: (run, ms) => setTimeout(run, ms),
	clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
};

/** Longer than the piece could take to say at this rate: past it, the end was lost, not slow. */
const watchdogMs = (text: string, rate: number) => 2000 + (text.length * 100) / Math.max(rate, 0.1);

interface Job {
	text: string;
	resolve: (said: Said) => void;
}

export class SpeechQueue {
	#synth: SynthLike | null;
	#make: (text: string) => UtteranceLike;
	#timers: Timers;
	#lang: string;
	#pauseMs: number;
	#maxChunk: number;
	#options: SpeechOptions = { muted: false, volume: 1, rate: 1, voiceURI: null };
	#voices: VoiceLike[] = [];
	#waiting = false;
	/** The phone refused to speak until someone taps the screen (autoplay). */
	#blocked = false;
	#queue: Job[] = [];
	#current: Job | null = null;
	/** Timers of the line in progress (its watchdog or the pause after it), cleared on cancel. */
	#pending = new Set<unknown>();
	/** Bumped by cancel(): an utterance of an older generation that ends late is ignored. */
	#generation = 0;
	/** The utterance being spoken is kept here: Chrome may forget an unreferenced one and never end it. */
	#speaking: UtteranceLike | null = null;
	#idle: (() => void)[] = [];
	#listeners = new Set<(status: SpeechStatus) => void>();
	#onVoices = () => this.#readVoices();

	constructor(deps: SpeechDeps) {
		this.#synth = deps.synth;
		this.#make = deps.makeUtterance;
		this.#timers = deps.timers ?? browserTimers;
		this.#lang = deps.lang || 'en';
		this.#pauseMs = deps.pauseMs ?? DEFAULT_PAUSE_MS;
		this.#maxChunk = deps.maxChunk ?? DEFAULT_MAX_CHUNK;
		if (!this.#synth) return;
		try {
			this.#synth.addEventListener?.('voiceschanged', this.#onVoices);
			this.#voices = this.#synth.getVoices() ?? [];
		} catch {
			this.#voices = [];
		}
		if (this.#voices.length === 0) {
			// Chrome lists its voices a moment after the page loads; lines wait for them, briefly.
			this.#waiting = true;
			this.#timers.set(() => {
				if (!this.#waiting) return;
				this.#waiting = false;
				this.#changed();
				this.#next();
			}, deps.voiceWaitMs ?? DEFAULT_VOICE_WAIT_MS);
		}
	}

	get status(): SpeechStatus {
		const speaking = voicesFor(this.#voices, this.#lang);
		const available = this.#synth !== null && speaking.length > 0;
		const blocked = this.#blocked ? m.refusal_voice_blocked() : null;
		const reason = !this.#synth
			? noSpeech()
			: this.#waiting
				? blocked
				: this.#voices.length === 0
					? noVoice()
					: speaking.length === 0
						? noVoiceInLanguage()
						: blocked;
		return {
			available,
			waiting: this.#waiting,
			reason,
			otherLanguagesOnly: !this.#waiting && this.#voices.length > 0 && speaking.length === 0,
			voice: available ? pickVoice(this.#voices, this.#options.voiceURI, this.#lang) : null,
			line: this.#current?.text ?? null
		};
	}

	/** The phone's voices that speak the table's language, for a settings list. */
	get voices(): VoiceLike[] {
		return voicesFor(this.#voices, this.#lang);
	}

	get options(): SpeechOptions {
		return { ...this.#options };
	}

	/** Mute, volume, speed and voice; a line already being spoken keeps its settings. */
	setOptions(options: Partial<SpeechOptions>): void {
		this.#options = { ...this.#options, ...options };
		this.#options.volume = clamp(this.#options.volume, 0, 1, 1);
		this.#options.rate = clamp(this.#options.rate, 0.5, 2, 1);
		this.#changed();
	}

	/** Queues a line. Resolves once it has been said and the pause after it is over (or it was skipped). */
	say(text: string): Promise<Said> {
		const line = text.replace(/\s+/g, ' ').trim();
		return new Promise<Said>((resolve) => {
			this.#queue.push({ text: line, resolve });
			this.#next();
		});
	}

	/** Resolves when every queued line has been said (at once when nothing is queued). */
	allSaid(): Promise<void> {
		if (!this.#current && this.#queue.length === 0) return Promise.resolve();
		return new Promise((resolve) => this.#idle.push(resolve));
	}

	/** Stops the line being spoken and drops every queued one; each of them resolves as 'cancelled'. */
	cancel(): void {
		this.#generation++;
		for (const handle of this.#pending) this.#timers.clear(handle);
		this.#pending.clear();
		const dropped = [...(this.#current ? [this.#current] : []), ...this.#queue];
		this.#current = null;
		this.#queue = [];
		this.#speaking = null;
		try {
			this.#synth?.cancel();
		} catch {
			// A synthesiser that cannot even cancel has nothing left to say either.
		}
		for (const job of dropped) job.resolve('cancelled');
		this.#settleIdle();
		this.#changed();
	}

	/** Follows status changes: availability, the chosen voice, the line being said. */
	subscribe(listener: (status: SpeechStatus) => void): () => void {
		this.#listeners.add(listener);
		listener(this.status);
		return () => this.#listeners.delete(listener);
	}

	/** Stops listening to the phone and says nothing more. */
	dispose(): void {
		this.cancel();
		this.#synth?.removeEventListener?.('voiceschanged', this.#onVoices);
		this.#listeners.clear();
	}

	#readVoices() {
		try {
			this.#voices = this.#synth?.getVoices() ?? [];
		} catch {
			this.#voices = [];
		}
		if (this.#voices.length > 0) this.#waiting = false;
		this.#changed();
		this.#next();
	}

	#next() {
		if (this.#current) return;
		const job = this.#queue.shift();
		if (!job) return this.#settleIdle();
		if (this.#synth && this.#waiting && !this.#options.muted) {
			this.#queue.unshift(job); // wait for the voices, or for the wait to run out
			return;
		}
		this.#current = job;
		this.#changed();
		const voice = this.status.voice;
		// Muted, or nothing to speak with: the line is shown, and the queue moves straight on.
		if (this.#options.muted || !voice || !this.#synth || job.text === '') return this.#finish(job, 'silent', 0);
		// A slow voice takes longer over the same words: shorter pieces keep each under Chrome's 15 seconds.
		const max = Math.max(40, Math.round(this.#maxChunk * Math.min(this.#options.rate, 1)));
		this.#speak(job, splitForSpeech(job.text, max), 0, voice);
	}

	#speak(job: Job, chunks: string[], i: number, voice: VoiceLike) {
		const synth = this.#synth as SynthLike;
		const generation = this.#generation;
		let settled = false;
		let watchdog: unknown = null;
		const done = (said: Said, error?: string) => {
			if (settled || generation !== this.#generation) return;
			settled = true;
			this.#timers.clear(watchdog);
			this.#pending.delete(watchdog);
			this.#speaking = null;
			if (error === 'not-allowed') this.#blocked = true;
			else if (said === 'spoken') this.#blocked = false;
			if (said === 'spoken' && i + 1 < chunks.length) this.#speak(job, chunks, i + 1, voice);
			else this.#finish(job, said, this.#pauseMs);
		};
		let utterance: UtteranceLike;
		try {
			utterance = this.#make(chunks[i]);
			// The voice's own tag: always the table's language (pickVoice offers no other), in the voice's dialect.
			utterance.lang = voice.lang;
			utterance.voice = voice;
			utterance.volume = this.#options.volume;
			utterance.rate = this.#options.rate;
			utterance.onend = () => done('spoken');
			utterance.onerror = (event) => done('failed', event?.error);
		} catch {
			return this.#finish(job, 'failed', 0);
		}
		this.#speaking = utterance;
		watchdog = this.#timers.set(() => {
			// The end never came (the phone went quiet mid-line): stop it so the next line is not spoken over it.
			try {
				synth.cancel();
			} catch {
				// nothing more to stop
			}
			done('failed');
		}, watchdogMs(chunks[i], this.#options.rate));
		this.#pending.add(watchdog);
		try {
			// A synthesiser left paused (Chrome, after the page was hidden) would hold every line.
			if (synth.paused) synth.resume?.();
			synth.speak(utterance);
		} catch {
			done('failed');
		}
	}

	#finish(job: Job, said: Said, pauseMs: number) {
		const generation = this.#generation;
		const end = () => {
			if (generation !== this.#generation) return;
			this.#current = null;
			job.resolve(said);
			this.#changed();
			this.#next();
		};
		if (pauseMs <= 0) return end();
		const handle = this.#timers.set(() => {
			this.#pending.delete(handle);
			end();
		}, pauseMs);
		this.#pending.add(handle);
	}

	#settleIdle() {
		if (this.#current || this.#queue.length > 0) return;
		const waiting = this.#idle;
		this.#idle = [];
		for (const resolve of waiting) resolve();
	}

	#changed() {
		const status = this.status;
		for (const listener of this.#listeners) {
			try {
				listener(status);
			} catch {
				// A screen that fails to follow the voice must not stop it.
			}
		}
	}
}

function clamp(n: number, min: number, max: number, fallback: number): number {
	return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
