import type { SynthLike, Timers, UtteranceLike, VoiceLike } from '../../src/lib/voice/speech';

/** A clock the test moves by hand: nothing waits for real time. */
export class FakeTimers implements Timers {
	now = 0;
	#next = 1;
	#tasks = new Map<number, { at: number; run: () => void }>();

	set(run: () => void, ms: number): number {
		const id = this.#next++;
		this.#tasks.set(id, { at: this.now + ms, run });
		return id;
	}

	clear(handle: unknown): void {
		this.#tasks.delete(handle as number);
	}

	/** Runs every task due by now + ms, in time order (tasks a task sets are run too, if due). */
	advance(ms: number): void {
		const until = this.now + ms;
		for (;;) {
			const due = [...this.#tasks.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
			if (!due) break;
			this.#tasks.delete(due[0]);
			this.now = due[1].at;
			due[1].run();
		}
		this.now = until;
	}
}

export const voice = (over: Partial<VoiceLike> = {}): VoiceLike => ({
	voiceURI: 'local-en-GB',
	name: 'Daniel',
	lang: 'en-GB',
	localService: true,
	default: true,
	...over
});

export class FakeUtterance implements UtteranceLike {
	lang = '';
	voice: VoiceLike | null = null;
	volume = 1;
	rate = 1;
	onend: ((event?: unknown) => void) | null = null;
	onerror: ((event: { error?: string }) => void) | null = null;
	constructor(public text: string) {}
}

/**
 * A speechSynthesis that speaks nothing: it records what it was asked to say, and the test
 * decides when each utterance ends or fails. Speaking over a line still being spoken is
 * counted, so a test can prove lines never overlap.
 */
export class FakeSynth implements SynthLike {
	said: FakeUtterance[] = [];
	speaking: FakeUtterance | null = null;
	overlaps = 0;
	cancels = 0;
	paused = false;
	resumes = 0;
	#voiceListeners = new Set<() => void>();

	constructor(public voiceList: VoiceLike[] = [voice()]) {}

	speak(utterance: UtteranceLike): void {
		if (this.speaking) this.overlaps++;
		this.speaking = utterance as FakeUtterance;
		this.said.push(utterance as FakeUtterance);
	}

	cancel(): void {
		this.cancels++;
		const u = this.speaking;
		this.speaking = null;
		// As Chrome does: the utterance cut short reports an error.
		u?.onerror?.({ error: 'interrupted' });
	}

	resume(): void {
		this.resumes++;
		this.paused = false;
	}

	getVoices(): VoiceLike[] {
		return this.voiceList;
	}

	addEventListener(_type: 'voiceschanged', listener: () => void): void {
		this.#voiceListeners.add(listener);
	}

	removeEventListener(_type: 'voiceschanged', listener: () => void): void {
		this.#voiceListeners.delete(listener);
	}

	/** The phone lists (new) voices. */
	announceVoices(list: VoiceLike[]): void {
		this.voiceList = list;
		for (const listener of this.#voiceListeners) listener();
	}

	/** The utterance being spoken ends normally. */
	end(): void {
		const u = this.speaking;
		if (!u) throw new Error('nothing is being spoken');
		this.speaking = null;
		u.onend?.();
	}

	fail(error = 'synthesis-failed'): void {
		const u = this.speaking;
		if (!u) throw new Error('nothing is being spoken');
		this.speaking = null;
		u.onerror?.({ error });
	}

	get texts(): string[] {
		return this.said.map((u) => u.text);
	}
}
