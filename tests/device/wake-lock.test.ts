import { describe, expect, it } from 'vitest';
import { keepScreenAwake, type PageLike, type ScreenAwakeState, type WakeLockLike, type WakeSentinelLike } from '$lib/device/wake-lock';

/** A page whose visibility the test switches, as a phone does when the app is left and come back to. */
class FakePage extends EventTarget implements PageLike {
	visibilityState = 'visible';
	show(state: 'visible' | 'hidden') {
		this.visibilityState = state;
		this.dispatchEvent(new Event('visibilitychange'));
	}
	addEventListener(type: 'visibilitychange', listener: () => void) {
		super.addEventListener(type, listener);
	}
	removeEventListener(type: 'visibilitychange', listener: () => void) {
		super.removeEventListener(type, listener);
	}
}

class FakeSentinel extends EventTarget implements WakeSentinelLike {
	released = false;
	release() {
		if (!this.released) {
			this.released = true;
			this.dispatchEvent(new Event('release'));
		}
		return Promise.resolve();
	}
	addEventListener(type: 'release', listener: () => void) {
		super.addEventListener(type, listener);
	}
}

/** navigator.wakeLock that grants or refuses, and counts the locks it handed out. */
class FakeWakeLock implements WakeLockLike {
	granted: FakeSentinel[] = [];
	requests = 0;
	refuse: Error | null = null;
	#answer: Promise<void> = Promise.resolve();
	#release: (() => void) | null = null;

	/** The next answer waits until `answer()` is called. */
	holdAnswer() {
		this.#answer = new Promise((resolve) => (this.#release = resolve));
	}
	answer() {
		this.#release?.();
	}

	async request(type: 'screen') {
		expect(type).toBe('screen');
		this.requests++;
		await this.#answer;
		if (this.refuse) throw this.refuse;
		const sentinel = new FakeSentinel();
		this.granted.push(sentinel);
		return sentinel;
	}

	get held() {
		return this.granted.filter((s) => !s.released).length;
	}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function awake(wakeLock: WakeLockLike | undefined, page = new FakePage()) {
	const states: ScreenAwakeState[] = [];
	const stop = keepScreenAwake({ wakeLock, page }, (s) => states.push(s));
	return { states, stop, page };
}

describe('keeping the screen awake during a game', () => {
	it('takes the lock when the game screen opens and says it is on', async () => {
		const lock = new FakeWakeLock();
		const { states } = awake(lock);
		await settle();
		expect(lock.held).toBe(1);
		expect(states).toEqual(['asking', 'on']);
	});

	it('takes it again when the page comes back into view (the phone let it go while hidden)', async () => {
		const lock = new FakeWakeLock();
		const { page } = awake(lock);
		await settle();
		page.show('hidden');
		lock.granted[0].release(); // what the phone does to a hidden page
		await settle();
		expect(lock.held).toBe(0);
		page.show('visible');
		await settle();
		expect(lock.held).toBe(1);
		expect(lock.requests).toBe(2);
	});

	it('does not ask twice while it holds the lock', async () => {
		const lock = new FakeWakeLock();
		const { page } = awake(lock);
		await settle();
		page.show('visible');
		page.show('visible');
		await settle();
		expect(lock.requests).toBe(1);
	});

	it('lets the lock go when the game screen closes', async () => {
		const lock = new FakeWakeLock();
		const { stop, page } = awake(lock);
		await settle();
		stop();
		expect(lock.held).toBe(0);
		page.show('hidden');
		page.show('visible');
		await settle();
		expect(lock.requests).toBe(1); // no longer listening
	});

	it('a lock granted after the screen closed is let go at once', async () => {
		const lock = new FakeWakeLock();
		lock.holdAnswer();
		const { stop } = awake(lock);
		stop();
		lock.answer();
		await settle();
		expect(lock.granted).toHaveLength(1);
		expect(lock.held).toBe(0);
	});

	it('a refusal is reported, never thrown, and asked again next time the page is shown', async () => {
		const lock = new FakeWakeLock();
		lock.refuse = Object.assign(new Error('Wake Lock permission request denied'), { name: 'NotAllowedError' });
		const { states, page } = awake(lock);
		await settle();
		expect(states).toEqual(['asking', 'refused']);
		lock.refuse = null;
		page.show('hidden');
		page.show('visible');
		await settle();
		expect(states.at(-1)).toBe('on');
	});

	it('a browser without the API: unsupported, and nothing else happens', () => {
		const { states, stop } = awake(undefined);
		expect(states).toEqual(['unsupported']);
		expect(() => stop()).not.toThrow();
	});

	it('a page opened in the background waits until it is shown', async () => {
		const lock = new FakeWakeLock();
		const page = new FakePage();
		page.visibilityState = 'hidden';
		awake(lock, page);
		await settle();
		expect(lock.requests).toBe(0);
		page.show('visible');
		await settle();
		expect(lock.held).toBe(1);
	});
});
