/**
 * Keeps the screen awake while a game is open: a narrator reading in the dark, or a phone
 * lying on the table between roles, must not dim and lock. The phone lets the lock go
 * whenever the page is hidden, so it is asked for again each time the page is shown.
 * A phone that refuses, or a browser without the API, never stops the game: the state
 * says so, and the screen can tell the host to lengthen the phone's screen timeout.
 */

/** 'asking' until the phone answers; then on, refused, or not possible in this browser. */
export type ScreenAwakeState = 'asking' | 'on' | 'refused' | 'unsupported';

/** The parts of a WakeLockSentinel used here. */
export interface WakeSentinelLike {
	readonly released: boolean;
	release(): Promise<void>;
	addEventListener?(type: 'release', listener: () => void): void;
}

/** The parts of navigator.wakeLock used here. */
export interface WakeLockLike {
	request(type: 'screen'): Promise<WakeSentinelLike>;
}

/** The parts of document used here. */
export interface PageLike {
	readonly visibilityState: string;
	addEventListener(type: 'visibilitychange', listener: () => void): void;
	removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Takes the screen wake lock now and again whenever the page comes back into view.
 * Returns the function that lets it go (call it when the game screen closes).
 */
export function keepScreenAwake(
	deps: { wakeLock: WakeLockLike | null | undefined; page: PageLike },
	onstate: (state: ScreenAwakeState) => void
): () => void {
	const { wakeLock, page } = deps;
	if (!wakeLock || typeof wakeLock.request !== 'function') {
		onstate('unsupported');
		return () => {};
	}
	let held: WakeSentinelLike | null = null;
	let asking = false;
	let stopped = false;

	const letGo = (sentinel: WakeSentinelLike) => {
		try {
			sentinel.release().catch(() => undefined);
		} catch {
			// Already gone: nothing to let go of.
		}
	};

	async function take() {
		// Only a visible page may hold the lock; one request at a time; none while one is held.
		if (stopped || asking || page.visibilityState !== 'visible' || (held && !held.released)) return;
		asking = true;
		if (!held) onstate('asking');
		try {
			const sentinel = await wakeLock!.request('screen');
			asking = false;
			if (stopped) return letGo(sentinel); // the game screen closed while the phone was answering
			held = sentinel;
			sentinel.addEventListener?.('release', () => {
				if (held === sentinel) held = null;
			});
			onstate('on');
		} catch {
			asking = false;
			if (!stopped) onstate('refused');
		}
	}

	const onVisibility = () => {
		if (page.visibilityState === 'visible') void take();
	};
	page.addEventListener('visibilitychange', onVisibility);
	void take();

	return () => {
		stopped = true;
		page.removeEventListener('visibilitychange', onVisibility);
		if (held) letGo(held);
		held = null;
	};
}
