// A new version of the app, shared between the layout (which registers the service worker) and the pages that
// speak of it. It waits until a player asks for it on the home screen, between games: "Update now" tells the
// waiting worker to take over, and only the tab that asked reloads, and never a game page. Every other tab open
// on the app (a game going on in another tab, say) is taken over by the new worker too, and keeps running the
// version it started with until it is reloaded: a game tab says the new version loads after this game.
//
//   import { pwaUpdate } from '$lib/pwa/update.svelte';
//   {#if pwaUpdate.updateAvailable}<button onclick={pwaUpdate.applyUpdate}>Update now</button>{/if}

let registration: ServiceWorkerRegistration | undefined;
let updateAvailable = $state(false);
let newVersionInControl = $state(false);
/** This tab pressed "Update now": it alone reloads when the new version takes over. */
let asked = false;

/** Where a reload would wipe a game in progress off the table. */
const onGamePage = () => location.pathname === '/game';

/** Activates the new version: the waiting worker takes over, and this page reloads into it (never a game page). */
export function applyUpdate(): void {
	if (onGamePage()) return;
	asked = true;
	updateAvailable = false;
	const waiting = registration?.waiting;
	// Workbox's worker skips waiting on this message; then `controllerchange` below reloads this page.
	if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
	// Another tab already brought the new version in: only this page still runs the old one.
	else if (newVersionInControl) location.reload();
}

export const pwaUpdate = {
	/** True once a new version is installed and this page does not run it yet (reactive). */
	get updateAvailable(): boolean {
		return updateAvailable;
	},
	/** True once a new version controls the app while this page still runs the old one (reactive). */
	get newVersionInControl(): boolean {
		return newVersionInControl;
	},
	applyUpdate
};

/** A worker installed while an older one controls the app: a new version, waiting for applyUpdate(). */
function watchForWaiting(reg: ServiceWorkerRegistration): void {
	if (reg.waiting && navigator.serviceWorker.controller) updateAvailable = true;
	reg.addEventListener('updatefound', () => {
		const installing = reg.installing;
		installing?.addEventListener('statechange', () => {
			if (installing.state === 'installed' && navigator.serviceWorker.controller) updateAvailable = true;
		});
	});
}

/**
 * For +layout.svelte: registers the service worker. On the first visit it takes control of the open page by itself
 * (clientsClaim) and nothing else happens; after that, a new worker waits until a tab asks for it.
 */
export async function registerServiceWorker(url: string, scope: string): Promise<void> {
	let controlled = navigator.serviceWorker.controller !== null;
	navigator.serviceWorker.addEventListener('controllerchange', () => {
		const firstInstall = !controlled;
		controlled = true;
		if (firstInstall) return;
		if (asked && !onGamePage()) {
			location.reload();
			return;
		}
		// Not this tab's doing: it goes on as it is, and the new version loads with its next reload.
		newVersionInControl = true;
		updateAvailable = true;
	});
	try {
		registration = await navigator.serviceWorker.register(url, { scope });
		watchForWaiting(registration);
	} catch {
		// No worker (a browser that refuses it): the app still runs, online; nothing to tell the table.
	}
}
