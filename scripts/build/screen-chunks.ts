import type { Plugin } from 'vite';

/**
 * Offline, every file a screen needs is one more round trip through the service worker before it can be
 * tapped. Left to itself the bundler splits the home screen into about fifteen small shared chunks. This puts
 * everything the home screen loads at once (the Svelte runtime, SvelteKit's client, the layout and the home
 * page) in one chunk, and everything the game page loads at once beyond that in a second one. Only static
 * imports count, so what a screen loads later (the engine behind a dynamic import, the voice) stays out.
 * Each chunk is made one of the entry files the page loads anyway, not a file beside them: the shell becomes
 * SvelteKit's start file (the other entries it captures none of stay small files that point into it), the game's
 * becomes the game page's node. That is what 'allow-extension' lets the bundler do: an entry file may export more
 * than its own module. Client build only: the server build is prerendering, not loading.
 */

const KIT_START = '/@sveltejs/kit/src/runtime/client/entry.js';
/**
 * Every message is reachable from every screen (one `m` imports them all), but a screen uses few: forced into a
 * group they would all be kept. Left out, each goes where the screens that use it are, after tree-shaking.
 */
const MESSAGES = '/src/lib/paraglide/messages/';
const isMessage = (id: string) => id.includes(MESSAGES);
const GENERATED = '/.svelte-kit/generated/client-optimized/';

interface Module {
	importedIds: readonly string[];
}
type Lookup = (id: string) => Module | null;

/** Every module reachable from `roots` by static imports alone, the roots included. */
function staticallyReachable(lookup: Lookup, roots: string[]): Set<string> {
	const seen = new Set<string>();
	const queue = [...roots];
	while (queue.length > 0) {
		const id = queue.pop()!;
		if (seen.has(id)) continue;
		seen.add(id);
		queue.push(...(lookup(id)?.importedIds ?? []));
	}
	return seen;
}

/** Which chunk each module the home screen or the game page loads at once belongs to. */
function screensOf(lookup: Lookup, all: string[]): Map<string, 'shell' | 'game'> {
	/** The generated node (…/nodes/N.js) whose component is `route`. */
	const node = (route: string) =>
		all.filter((id) => id.includes(`${GENERATED}nodes/`) && lookup(id)!.importedIds.some((dep) => dep.endsWith(route)));
	const starts = all.filter((id) => id.endsWith(KIT_START) || id.endsWith(`${GENERATED}app.js`));
	const chunkOf = new Map<string, 'shell' | 'game'>();
	for (const id of staticallyReachable(lookup, [...starts, ...node('/src/routes/+layout.svelte'), ...node('/src/routes/+page.svelte')])) {
		if (!isMessage(id)) chunkOf.set(id, 'shell');
	}
	for (const id of staticallyReachable(lookup, node('/src/routes/game/+page.svelte'))) {
		if (!chunkOf.has(id) && !isMessage(id)) chunkOf.set(id, 'game');
	}
	return chunkOf;
}

/** The files a screen starts from, once bundled: SvelteKit's start file (the shell) and the game page's node. */
export const startsAScreen = (chunk: { isEntry: boolean; name: string; modules: Record<string, unknown> }) =>
	chunk.isEntry && (chunk.name === 'entry/start' || Object.keys(chunk.modules).some((id) => id.endsWith('/src/routes/game/+page.svelte')));

export function screenChunks(): Plugin {
	let ssr = false;
	let chunkOf = new Map<string, 'shell' | 'game'>();
	return {
		name: 'nightfall:screen-chunks',
		config(_config, env) {
			ssr = !!env.isSsrBuild;
		},
		buildEnd() {
			if (ssr) return;
			chunkOf = screensOf((id) => this.getModuleInfo(id) as Module | null, [...this.getModuleIds()]);
		},
		options(options) {
			if (ssr) return;
			return { ...options, preserveEntrySignatures: 'allow-extension' };
		},
		outputOptions(options) {
			if (ssr) return;
			return {
				...options,
				codeSplitting: {
					groups: [
						// The home screen's modules first: the game page's chunk takes only what the shell lacks. The
						// generated entries of app, layout and home stay out, so the shell can be the start file itself.
						{ name: 'shell', priority: 2, test: (id: string) => chunkOf.get(id) === 'shell' && !id.includes(GENERATED) },
						{ name: 'game', priority: 1, test: (id: string) => chunkOf.get(id) === 'game' }
					]
				}
			};
		}
	};
}
