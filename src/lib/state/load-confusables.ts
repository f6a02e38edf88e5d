import type { Confusables } from '$lib/engine/player-names';
import { m } from '../paraglide/messages.js';

export type LoadedConfusables = { ok: true; confusables: Confusables } | { ok: false; reason: string };

let loading: Promise<LoadedConfusables> | undefined;

/**
 * UTS #39's look-alike data, loaded once, on first use: setup and import need it, no screen waits for it. A phone
 * that cannot load it (a damaged cache, offline before the app was ever fully loaded) is told so in words, and
 * the next call tries again. Never throws.
 */
export function loadConfusables(): Promise<LoadedConfusables> {
	loading ??= import('$lib/engine/confusables-table').then(
		({ confusables }): LoadedConfusables => ({ ok: true, confusables }),
		(): LoadedConfusables => {
			loading = undefined;
			return { ok: false, reason: m.refusal_names_check_unloaded() };
		}
	);
	return loading;
}
