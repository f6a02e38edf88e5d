/**
 * Resolves once the screen has been painted: for work a first screen does not need in order to be usable
 * (reading saved games, registering the service worker), so it never competes with that screen's own loading.
 * Measured by `npm run bench` (first load). In a hidden tab it waits until the tab is shown.
 */
export function afterFirstPaint(): Promise<void> {
	return new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}

/**
 * Resolves once the screen has painted what the last tap changed, so that the work a tap queues after itself (writing
 * the game to IndexedDB: a copy of its snapshot and a few milliseconds of a slow phone's frame) comes after the
 * frame that answers the tap, never before it. Never waits long: a hidden page paints no frames, so the wait ends
 * at the latest after LATEST_MS, and at once when the page is hidden or left (a phone put away, the app switched:
 * the last moment a write is sure to be started).
 */
const LATEST_MS = 100;

const waiting = new Set<() => void>();
let listening = false;

function releaseAll(): void {
	for (const go of [...waiting]) go();
}

function listen(): void {
	if (listening) return;
	listening = true;
	addEventListener('pagehide', releaseAll);
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') releaseAll();
	});
}

export function afterNextPaint(): Promise<void> {
	if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState === 'hidden') {
		return Promise.resolve();
	}
	listen();
	return new Promise((resolve) => {
		const go = () => {
			if (!waiting.delete(go)) return;
			clearTimeout(latest);
			resolve();
		};
		const latest = setTimeout(go, LATEST_MS);
		waiting.add(go);
		// A frame's callbacks run just before it is painted: the task queued from one runs after the paint.
		requestAnimationFrame(() => setTimeout(go, 0));
	});
}
