/**
 * Code the bench runs inside the page. Kept as source text, not functions: tsx (which runs the bench) wraps
 * named functions in a helper that does not exist in the page, so a function handed to Playwright would break.
 */

/**
 * Installed before the app's own scripts on every navigation (addInitScript): notes, in ms since the navigation
 * started (performance.now()), when the app first became usable and when the first main heading showed.
 * "Usable" means hydrated — SvelteKit adds its route announcer only once the app has started, so a tap is
 * answered — with a visible button or link in <main>. It only watches; it changes nothing.
 */
export const WATCH_FIRST_SCREEN = `(() => {
	const marks = { usableAt: null, heading: null };
	window.__benchMarks = marks;
	const shown = (el) => el !== null && el.getClientRects().length > 0;
	const observer = new MutationObserver(() => {
		if (!document.getElementById('svelte-announcer')) return;
		const main = document.querySelector('main');
		if (!main) return;
		if (marks.usableAt === null) {
			const controls = main.querySelectorAll('a[href], button:not([disabled]), summary');
			if ([...controls].some(shown)) marks.usableAt = performance.now();
		}
		const h1 = main.querySelector('h1');
		if (marks.heading === null && shown(h1)) marks.heading = { at: performance.now(), text: h1.textContent.trim() };
		if (marks.usableAt !== null && marks.heading !== null) observer.disconnect();
	});
	observer.observe(document, { childList: true, subtree: true, characterData: true });
})()`;

export interface Marks {
	usableAt: number | null;
	heading: { at: number; text: string } | null;
}

export const READ_MARKS = '(() => window.__benchMarks ?? null)()';

/**
 * The JS and CSS files the page had finished loading by `until` ms after navigation (Resource Timing): what the
 * screen loaded before it was usable. What a screen only starts loading once it is up (its saved games, the
 * service worker's registration) arrives after it is usable, and does not count.
 */
export const scriptsAndStylesBy = (until: number) => `(() => performance.getEntriesByType('resource')
	.filter((r) => r.responseEnd <= ${until} && /\\.(js|css)$/.test(new URL(r.name).pathname))
	.map((r) => new URL(r.name).pathname))()`;

/** Every response the service worker keeps (Cache Storage), and their bytes as stored. */
export const CACHE_STORAGE_SIZE = `(async () => {
	let bytes = 0;
	let entries = 0;
	for (const name of await caches.keys()) {
		const cache = await caches.open(name);
		for (const request of await cache.keys()) {
			const response = await cache.match(request);
			bytes += (await response.arrayBuffer()).byteLength;
			entries++;
		}
	}
	return { bytes, entries };
})()`;

export const SERVICE_WORKER_IN_CONTROL = `(async () => {
	await navigator.serviceWorker.ready;
	return navigator.serviceWorker.controller !== null;
})()`;

const openDb = `await new Promise((resolve, reject) => {
		const request = indexedDB.open('nightfall');
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	})`;

/**
 * Whether the app has created its database with the 'games' store yet (it does on the home screen's first
 * mount). Opened without a version, so a later DB_VERSION is used as it is.
 */
export const APP_DB_READY = `(async () => {
	const known = await indexedDB.databases();
	if (!known.some((d) => d.name === 'nightfall')) return false;
	const db = ${openDb};
	const ready = db.objectStoreNames.contains('games');
	db.close();
	return ready;
})()`;

const put = `(db, row) => new Promise((resolve, reject) => {
		const tx = db.transaction('games', 'readwrite');
		tx.objectStore('games').put(row);
		tx.oncomplete = () => resolve();
		tx.onerror = () => reject(tx.error);
		tx.onabort = () => reject(tx.error);
	})`;

/** Puts one saved game (a StoredGame row) in the app's database. */
export const saveRow = (row: unknown) => `(async () => {
	const db = ${openDb};
	await (${put})(db, ${JSON.stringify(row)});
	db.close();
})()`;

/** Where the bench puts the app's saving in the page (scripts/bench/page-save.ts). */
export const PAGE_SAVE = '__nightfallSave';

/**
 * Times `count` saves of one transition with the app's own code (src/lib/persistence saveGame, compiled for the
 * page as PAGE_SAVE), as the game screen makes them: the game saved once and opened (loadGame), then each save one
 * more action, a clock paused or resumed, with the snapshot holding the same record, as the bridge's does. Each save
 * is awaited to its commit; warm-up saves first. The game is removed afterwards.
 */
export const timeSaves = (row: unknown, count: number, warmUp: number) => `(async () => {
	const { openNightfallDb, loadGame, saveGame } = window.${PAGE_SAVE};
	const opened = await openNightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	const db = opened.db;
	const game = ${JSON.stringify(row)};
	if (game.snapshot?.context) game.snapshot.context.record = game.record;
	const first = await saveGame(db, game);
	if (first) throw new Error(first.message);
	const loaded = await loadGame(db, game.id);
	if (!loaded.ok) throw new Error(loaded.problem.message);
	let { record, snapshot } = loaded.game;
	let at = record.actions.at(-1)?.at ?? record.createdAt;
	const times = [];
	for (let i = 0; i < ${warmUp + count}; i++) {
		const type = record.actions.at(-1)?.type === 'clock.pause' ? 'clock.resume' : 'clock.pause';
		record = { ...record, actions: [...record.actions, { type, at: (at += 1) }] };
		snapshot = { ...snapshot, context: { ...snapshot.context, record } };
		const start = performance.now();
		const problem = await saveGame(db, { ...loaded.game, record, snapshot, updatedAt: at });
		const ms = performance.now() - start;
		if (problem) throw new Error(problem.message);
		if (i >= ${warmUp}) times.push(ms);
	}
	await new Promise((resolve) => {
		const tx = db.transaction(['games', 'actions'], 'readwrite');
		tx.objectStore('games').delete(game.id);
		tx.objectStore('actions').delete(IDBKeyRange.bound([game.id, 0], [game.id, Infinity]));
		tx.oncomplete = resolve;
	});
	db.close();
	return times;
})()`;
