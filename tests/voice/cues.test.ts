import { describe, expect, it } from 'vitest';
import { Cues, type AudioLike, type CueDeps, type GainLike, type OscillatorLike, type ParamLike } from '../../src/lib/voice/cues';

/** Records every tone the cues would play: its pitch, when it starts, and how loud it gets. */
class FakeAudio implements AudioLike {
	currentTime = 10;
	state = 'running';
	destination = { name: 'speaker' };
	resumes = 0;
	tones: { hz: number; start: number; stop: number; peak: number; reachesSpeaker: boolean }[] = [];

	resume() {
		this.resumes++;
		this.state = 'running';
		return Promise.resolve();
	}

	createGain(): GainLike {
		const values: number[] = [];
		const param: ParamLike = {
			setValueAtTime: (v) => values.push(v),
			linearRampToValueAtTime: (v) => values.push(v),
			exponentialRampToValueAtTime: (v) => values.push(v)
		};
		const node = { gain: param, values, to: null as unknown, connect: (to: unknown) => (node.to = to) };
		return node;
	}

	createOscillator(): OscillatorLike {
		let hz = 0;
		let into: (GainLike & { values: number[]; to: unknown }) | null = null;
		const osc: OscillatorLike = {
			type: '',
			frequency: {
				setValueAtTime: (v) => (hz = v),
				linearRampToValueAtTime: () => undefined,
				exponentialRampToValueAtTime: () => undefined
			},
			connect: (node) => (into = node as typeof into),
			start: (when = 0) => {
				const tone = { hz, start: when, stop: Infinity, peak: Math.max(...(into?.values ?? [0])), reachesSpeaker: into?.to === this.destination };
				this.tones.push(tone);
				osc.stop = (at = 0) => (tone.stop = at);
			},
			stop: () => undefined
		};
		return osc;
	}
}

function phone(over: Partial<CueDeps> = {}) {
	const audio = new FakeAudio();
	const buzzes: (number | number[])[] = [];
	const deps: CueDeps = {
		makeAudio: () => audio,
		vibrate: (pattern) => {
			buzzes.push(pattern);
			return true;
		},
		...over
	};
	return { cues: new Cues(deps), audio, buzzes };
}

describe('cues', () => {
	it('a clock’s end: a soft two-note chime that reaches the speaker and fades out, and a buzz', () => {
		const { cues, audio, buzzes } = phone();
		cues.chime();
		const notes = [...new Set(audio.tones.map((t) => t.start))];
		expect(notes).toHaveLength(2); // two notes, one after the other
		expect(audio.tones.every((t) => t.reachesSpeaker)).toBe(true);
		expect(audio.tones.every((t) => t.peak > 0 && t.peak <= 0.25)).toBe(true); // soft, below the voice
		expect(audio.tones.every((t) => t.stop > t.start && t.start >= audio.currentTime)).toBe(true);
		expect(buzzes).toHaveLength(1);
	});

	it('a countdown tick is short, and the last one higher and longer', () => {
		const { cues, audio } = phone();
		cues.tick();
		cues.tick(true);
		const [tick, last] = audio.tones;
		expect(tick.stop - tick.start).toBeLessThan(0.2);
		expect(last.hz).toBeGreaterThan(tick.hz);
		expect(last.stop - last.start).toBeGreaterThan(tick.stop - tick.start);
	});

	it('sounds off: no tone, but the buzz still comes', () => {
		const { cues, audio, buzzes } = phone();
		cues.switches = { sounds: false, vibration: true, volume: 1 };
		cues.chime();
		cues.tick();
		expect(audio.tones).toEqual([]);
		expect(buzzes).toHaveLength(2);
	});

	it('vibration off: the tone plays, the phone does not buzz', () => {
		const { cues, audio, buzzes } = phone();
		cues.switches = { sounds: true, vibration: false, volume: 1 };
		cues.tick();
		expect(audio.tones).toHaveLength(1);
		expect(buzzes).toEqual([]);
	});

	it('a turn’s warning is heard and felt: two short notes unlike the chime and the ticks, and one short buzz', () => {
		const { cues, audio, buzzes } = phone();
		cues.warn();
		expect(buzzes).toEqual([120]);
		const warning = audio.tones;
		expect(new Set(warning.map((t) => t.start)).size).toBe(2);
		expect(warning.every((t) => t.reachesSpeaker && t.peak > 0 && t.peak <= 0.25 && t.stop - t.start < 0.3)).toBe(true);
		const other = phone();
		other.cues.chime();
		other.cues.tick();
		other.cues.tick(true);
		const pitches = new Set(other.audio.tones.map((t) => t.hz));
		expect(warning.some((t) => pitches.has(t.hz))).toBe(false);
		// Sounds off: felt only; vibration off: heard only.
		const felt = phone();
		felt.cues.switches = { sounds: false, vibration: true, volume: 1 };
		felt.cues.warn();
		expect([felt.audio.tones.length, felt.buzzes.length]).toEqual([0, 1]);
		const heard = phone();
		heard.cues.switches = { sounds: true, vibration: false, volume: 1 };
		heard.cues.warn();
		expect([heard.audio.tones.length, heard.buzzes.length]).toEqual([2, 0]);
	});

	it('follows the volume: quieter at half, silent at nought', () => {
		const loud = phone();
		loud.cues.tick();
		const half = phone();
		half.cues.switches = { sounds: true, vibration: true, volume: 0.5 };
		half.cues.tick();
		expect(half.audio.tones[0].peak).toBeCloseTo(loud.audio.tones[0].peak / 2);
		const none = phone();
		none.cues.switches = { sounds: true, vibration: true, volume: 0 };
		none.cues.tick();
		expect(none.audio.tones).toEqual([]);
	});

	it('wakes audio the phone keeps asleep until a tap', () => {
		const { cues, audio } = phone();
		audio.state = 'suspended';
		cues.unlock();
		expect(audio.resumes).toBe(1);
		expect(audio.state).toBe('running');
	});

	it('no Web Audio and no vibration: every cue does nothing, and nothing throws', () => {
		const { cues } = phone({ makeAudio: () => null, vibrate: null });
		expect(() => {
			cues.unlock();
			cues.chime();
			cues.tick(true);
		}).not.toThrow();
		expect(cues.canSound).toBe(false);
		expect(cues.canVibrate).toBe(false);
	});

	it('audio that cannot start and vibration that throws are carried past', () => {
		let made = 0;
		const { cues } = phone({
			makeAudio: () => {
				made++;
				throw new Error('AudioContext not allowed');
			},
			vibrate: () => {
				throw new Error('not allowed before a tap');
			}
		});
		expect(() => {
			cues.chime();
			cues.tick();
		}).not.toThrow();
		expect(made).toBe(1); // tried once, not on every cue
	});

	it('a tone that fails mid-game does not stop the buzz', () => {
		const { cues, audio, buzzes } = phone();
		audio.createOscillator = () => {
			throw new Error('audio device lost');
		};
		expect(() => cues.chime()).not.toThrow();
		expect(buzzes).toHaveLength(1);
	});
});
