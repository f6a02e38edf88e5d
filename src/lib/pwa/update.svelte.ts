// "Update available" state shared between the layout (which registers the service worker) and the page that
// shows the prompt (the home page, between games). A new version waits until applyUpdate(); nothing reloads
// on its own, so an update never interrupts a game in progress.
//
//   import { pwaUpdate } from '$lib/pwa/update.svelte';
//   {#if pwaUpdate.updateAvailable}<button onclick={pwaUpdate.applyUpdate}>Update</button>{/if}

type UpdateSW = (reloadPage?: boolean) => Promise<void>;

let updateSW: UpdateSW | undefined;
let updateAvailable = $state(false);

/** Activates the waiting service worker; the page reloads once the new version controls it. */
export async function applyUpdate(): Promise<void> {
	if (!updateSW) return;
	updateAvailable = false;
	await updateSW(true);
}

export const pwaUpdate = {
	/** True once a new version is installed and waiting (reactive). */
	get updateAvailable(): boolean {
		return updateAvailable;
	},
	applyUpdate
};

/** For +layout.svelte: the function returned by registerSW(). */
export function setUpdater(fn: UpdateSW): void {
	updateSW = fn;
}

/** For +layout.svelte's onNeedRefresh: a new version is installed and waiting. */
export function markUpdateAvailable(): void {
	updateAvailable = true;
}
