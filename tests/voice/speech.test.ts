import { describe, expect, it } from 'vitest';
import { noSpeech, noVoice, SpeechQueue, pickVoice, splitForSpeech, type Said, type SpeechStatus } from '../../src/lib/voice/speech';
import { FakeSynth, FakeTimers, FakeUtterance, voice } from './fakes';

const PAUSE = 700;

function table(synth: FakeSynth | null = new FakeSynth(), lang = 'en-GB') {
	const timers = new FakeTimers();
	const speech = new SpeechQueue({
		synth,
		makeUtterance: (text) => new FakeUtterance(text),
		timers,
		lang,
		pauseMs: PAUSE
	});
	return { speech, timers, synth: synth as FakeSynth };
}

/** Lets promise callbacks run (the queue's own work is synchronous; the test's awaits are not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records how each line ended, in the order they ended. */
function track(promises: Promise<Said>[], texts: string[]) {
	const ended: string[] = [];
	promises.forEach((p, i) => void p.then((said) => ended.push(`${texts[i]}: ${said}`)));
	return ended;
}

describe('the speech queue', () => {
	it('never speaks a line over another: the next starts only after the last one ended and the pause', async () => {
		const { speech, timers, synth } = table();
		const lines = ['Werewolves, open your eyes.', 'Werewolves, close your eyes.', 'Healer, open your eyes.'];
		const ended = track(lines.map((l) => speech.say(l)), lines);

		expect(synth.texts).toEqual([lines[0]]);
		timers.advance(3000); // time alone does not move a line that is still being spoken…
		expect(synth.texts).toEqual([lines[0]]);

		synth.end();
		expect(synth.texts).toEqual([lines[0]]); // …and the end alone does not either: the pause comes first
		timers.advance(PAUSE - 1);
		expect(synth.texts).toEqual([lines[0]]);
		timers.advance(1);
		expect(synth.texts).toEqual(lines.slice(0, 2));

		synth.end();
		timers.advance(PAUSE);
		synth.end();
		timers.advance(PAUSE);
		await settle();
		expect(synth.overlaps).toBe(0);
		expect(ended).toEqual(lines.map((l) => `${l}: spoken`));
	});

	it('resolves a line only after the pause that follows it, and "all said" after the last one', async () => {
		const { speech, timers, synth } = table();
		let first: Said | null = null;
		let all = false;
		void speech.say('Night 1 falls.').then((s) => (first = s));
		void speech.say('Everyone, close your eyes.');
		void speech.allSaid().then(() => (all = true));

		synth.end();
		await settle();
		expect(first).toBeNull();
		timers.advance(PAUSE);
		await settle();
		expect(first).toBe('spoken');
		expect(all).toBe(false);

		synth.end();
		timers.advance(PAUSE);
		await settle();
		expect(all).toBe(true);
		await expect(speech.allSaid()).resolves.toBeUndefined(); // nothing queued: at once
	});

	it('speaks with the settings: volume, speed and the chosen voice', () => {
		const chosen = voice({ voiceURI: 'moira', name: 'Moira', lang: 'en-IE', default: false });
		const { speech, synth } = table(new FakeSynth([voice(), chosen]));
		speech.setOptions({ volume: 0.4, rate: 1.3, voiceURI: 'moira' });
		void speech.say('Seer, open your eyes.');
		const u = synth.said[0];
		expect(u.voice?.name).toBe('Moira');
		expect(u.lang).toBe('en-IE');
		expect(u.volume).toBe(0.4);
		expect(u.rate).toBe(1.3);
	});

	it('keeps volume and speed within what a voice accepts', () => {
		const { speech } = table();
		speech.setOptions({ volume: 3, rate: 9 });
		expect(speech.options).toMatchObject({ volume: 1, rate: 2 });
		speech.setOptions({ volume: -1, rate: Number.NaN });
		expect(speech.options).toMatchObject({ volume: 0, rate: 1 });
	});

	it('muted: speaks nothing, yet shows every line and moves straight on', async () => {
		const { speech, synth } = table();
		speech.setOptions({ muted: true });
		const shown: (string | null)[] = [];
		speech.subscribe((s) => shown.push(s.line));
		const said = await Promise.all([speech.say('Werewolves, open your eyes.'), speech.say('Werewolves, close your eyes.')]);
		expect(said).toEqual(['silent', 'silent']);
		expect(synth.said).toEqual([]);
		expect(shown).toContain('Werewolves, open your eyes.');
		expect(shown).toContain('Werewolves, close your eyes.');
		expect(shown.at(-1)).toBeNull();
	});

	it('unmuted again, speaks the next line', async () => {
		const { speech, synth } = table();
		speech.setOptions({ muted: true });
		await speech.say('A quiet line.');
		speech.setOptions({ muted: false });
		void speech.say('A spoken line.');
		expect(synth.texts).toEqual(['A spoken line.']);
	});

	it('no speech at all: says so in words, and every line resolves at once so the game carries on', async () => {
		const { speech } = table(null);
		expect(speech.status).toMatchObject({ available: false, reason: noSpeech(), voice: null });
		await expect(speech.say('Werewolves, open your eyes.')).resolves.toBe('silent');
		await expect(speech.allSaid()).resolves.toBeUndefined();
	});

	it('no voice on the phone: waits briefly for the voices, then says so and carries on in text', async () => {
		const { speech, timers, synth } = table(new FakeSynth([]));
		expect(speech.status).toMatchObject({ available: false, waiting: true });
		let said: Said | null = null;
		void speech.say('Werewolves, open your eyes.').then((s) => (said = s));
		await settle();
		expect(said).toBeNull(); // waiting for the voices to be listed

		timers.advance(2000);
		await settle();
		expect(said).toBe('silent');
		expect(synth.said).toEqual([]);
		expect(speech.status).toMatchObject({ available: false, waiting: false, reason: noVoice() });
		await expect(speech.say('Next line.')).resolves.toBe('silent');
	});

	it('voices listed late (Chrome): the waiting line is spoken with them', () => {
		const { speech, synth } = table(new FakeSynth([]));
		void speech.say('Werewolves, open your eyes.');
		expect(synth.said).toEqual([]);
		synth.announceVoices([voice()]);
		expect(synth.texts).toEqual(['Werewolves, open your eyes.']);
		expect(speech.status).toMatchObject({ available: true, reason: null });
	});

	it('voices that arrive after "no voice" was reported make it available again', () => {
		const { speech, timers, synth } = table(new FakeSynth([]));
		timers.advance(2000);
		expect(speech.status.available).toBe(false);
		synth.announceVoices([voice()]);
		expect(speech.status).toMatchObject({ available: true, reason: null });
	});

	it('an utterance that fails does not stall the queue', async () => {
		const { speech, timers, synth } = table();
		const first = speech.say('Healer, open your eyes.');
		void speech.say('Healer, close your eyes.');
		synth.fail('synthesis-failed');
		timers.advance(PAUSE);
		await expect(first).resolves.toBe('failed');
		expect(synth.texts).toEqual(['Healer, open your eyes.', 'Healer, close your eyes.']);
	});

	it('a line whose end never comes is given up after a while, so the queue moves on', async () => {
		const { speech, timers, synth } = table();
		const first = speech.say('Seer, open your eyes.');
		void speech.say('Seer, close your eyes.');
		timers.advance(4000);
		expect(synth.texts).toEqual(['Seer, open your eyes.']); // a slow voice is not cut short
		timers.advance(1000);
		await expect(first).resolves.toBe('failed');
		expect(synth.cancels).toBe(1); // stopped, so the next line is not spoken over a stuck one
		expect(synth.texts).toEqual(['Seer, open your eyes.', 'Seer, close your eyes.']);
		expect(synth.overlaps).toBe(0);
	});

	it('a speak() that throws is a failed line, not a broken game', async () => {
		const synth = new FakeSynth();
		synth.speak = () => {
			throw new Error('boom');
		};
		const { speech, timers } = table(synth);
		const said = speech.say('Seer, open your eyes.');
		timers.advance(PAUSE);
		await expect(said).resolves.toBe('failed');
	});

	it('a voice blocked until a tap (not-allowed) is explained in words', () => {
		const { speech, synth } = table();
		void speech.say('Night falls.');
		synth.fail('not-allowed');
		expect(speech.status.reason).toMatch(/tap/);
		expect(speech.status.available).toBe(true);
	});

	it('cancel stops the line being spoken, drops the queued ones, and ignores the late end of the old line', async () => {
		const { speech, timers, synth } = table();
		const lines = ['One.', 'Two.', 'Three.'];
		const promises = lines.map((l) => speech.say(l));
		speech.cancel();
		expect(await Promise.all(promises)).toEqual(['cancelled', 'cancelled', 'cancelled']);
		expect(synth.cancels).toBe(1);
		await expect(speech.allSaid()).resolves.toBeUndefined();

		void speech.say('Four.');
		expect(synth.texts).toEqual(['One.', 'Four.']);
		timers.advance(PAUSE * 3);
		expect(synth.texts).toEqual(['One.', 'Four.']);
		expect(speech.status.line).toBe('Four.');
	});

	it('cancel during the pause after a line: the next line never starts', async () => {
		const { speech, timers, synth } = table();
		const first = speech.say('One.');
		const second = speech.say('Two.');
		synth.end();
		speech.cancel();
		timers.advance(PAUSE);
		expect(synth.texts).toEqual(['One.']);
		await expect(first).resolves.toBe('cancelled');
		await expect(second).resolves.toBe('cancelled');
	});

	it('speaks a long line in pieces, one after another, with no pause inside the line', async () => {
		const { speech, timers, synth } = table();
		const long =
			'Everyone, open your eyes. ' +
			'Last night the village lost somebody dear to all of them, and the werewolves are still among you, hiding in plain sight behind friendly faces and careful words. ' +
			'Talk now.';
		let done: Said | null = null;
		void speech.say(long).then((s) => (done = s));
		for (let i = 0; i < 10 && synth.speaking; i++) synth.end();
		expect(synth.said.length).toBeGreaterThan(1);
		expect(synth.said.every((u) => u.text.length <= 160)).toBe(true);
		expect(synth.texts.join(' ')).toBe(long.trim());
		expect(synth.overlaps).toBe(0);
		timers.advance(PAUSE);
		await settle();
		expect(done).toBe('spoken');
	});

	it('a slow voice gets shorter pieces, so none runs past Chrome’s 15 seconds', () => {
		const { speech, synth } = table();
		speech.setOptions({ rate: 0.5 });
		void speech.say('Everyone, open your eyes. The night was long and cold, and in the morning the village woke to find that somebody was missing from the square.');
		for (let i = 0; i < 10 && synth.speaking; i++) synth.end();
		expect(synth.said.length).toBeGreaterThan(1);
		expect(synth.said.every((u) => u.text.length <= 80)).toBe(true);
	});

	it('wakes a synthesiser left paused before speaking', () => {
		const synth = new FakeSynth();
		synth.paused = true;
		const { speech } = table(synth);
		void speech.say('Night falls.');
		expect(synth.resumes).toBe(1);
	});

	it('reports the line being said to whoever shows it as text', () => {
		const { speech, timers, synth } = table();
		const seen: SpeechStatus[] = [];
		speech.subscribe((s) => seen.push(s));
		void speech.say('Werewolves, open your eyes.');
		expect(speech.status.line).toBe('Werewolves, open your eyes.');
		synth.end();
		timers.advance(PAUSE);
		expect(speech.status.line).toBeNull();
		expect(seen.map((s) => s.line)).toContain('Werewolves, open your eyes.');
	});
});

describe('splitting a line for speech', () => {
	it('keeps short sentences together', () => {
		expect(splitForSpeech('Werewolves, open your eyes. Point at a player.')).toEqual([
			'Werewolves, open your eyes. Point at a player.'
		]);
	});

	it('cuts between sentences first, then at commas, then at spaces, never above the limit', () => {
		const text = 'First sentence here. ' + 'word, '.repeat(40) + 'end. ' + 'x'.repeat(50);
		const chunks = splitForSpeech(text, 60);
		expect(chunks.every((c) => c.length <= 60)).toBe(true);
		expect(chunks[0]).toBe('First sentence here.');
		expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text.trim());
	});

	it('says nothing for an empty line', () => {
		expect(splitForSpeech('   ')).toEqual([]);
	});
});

describe('choosing a voice', () => {
	const remoteGB = voice({ voiceURI: 'google-en-GB', name: 'Google UK English', localService: false, default: false });
	const localUS = voice({ voiceURI: 'local-en-US', name: 'Samantha', lang: 'en-US', default: false });
	const localFR = voice({ voiceURI: 'local-fr', name: 'Amélie', lang: 'fr-FR', default: true });

	it('keeps the chosen voice while it is on the phone', () => {
		expect(pickVoice([localUS, remoteGB], 'google-en-GB', 'en-GB')?.name).toBe('Google UK English');
	});

	it('prefers a voice of the page language that works offline over the exact dialect that needs a network', () => {
		expect(pickVoice([localFR, remoteGB, localUS], null, 'en-GB')?.name).toBe('Samantha');
	});

	it('falls back to the best voice when the chosen one is gone', () => {
		expect(pickVoice([localFR, localUS], 'uninstalled', 'en-GB')?.name).toBe('Samantha');
	});

	it('never reads the lines in another language: with no voice of the table\'s, there is none', () => {
		expect(pickVoice([localFR], null, 'en-GB')).toBeNull();
		expect(pickVoice([localFR, localUS], 'local-fr', 'en-GB')?.name).toBe('Samantha');
		expect(pickVoice([localFR, localUS], null, 'fr')?.name).toBe('Amélie');
		expect(pickVoice([], null, 'en-GB')).toBeNull();
	});
});
