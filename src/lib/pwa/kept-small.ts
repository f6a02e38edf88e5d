import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * A Workbox plugin that keeps each precached file gzip-compressed in the phone's Cache Storage and hands it back
 * whole when the app reads it. The app keeps every screen and every language's words for a night with no signal,
 * and most of them are never read on a given night: compressed, they take about a third of the room. Reading
 * one back costs a decompression of a few kilobytes, in a stream. A browser without CompressionStream keeps them
 * as they came, and a file kept either way is read back the same.
 */

/** Marks a kept response as compressed by us (never sent by a server; the header is not shown to the page). */
const KEPT_GZIP = 'x-nightfall-kept';

const canCompress = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

function withHeaders(response: Response, body: BodyInit | null, change: (headers: Headers) => void): Response {
	const headers = new Headers(response.headers);
	change(headers);
	return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export const keptSmall: WorkboxPlugin = {
	// Only a whole, good response is kept (what Workbox's own precache check does; this plugin takes its place).
	async cacheWillUpdate({ response }) {
		if (!response.ok || response.redirected || response.type === 'opaque') return null;
		if (!canCompress() || !response.body || response.headers.has(KEPT_GZIP)) return response;
		// Read at once (not streamed into the cache): the install then waits for the whole compressed file.
		const compressed = await new Response(response.body.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
		return withHeaders(response, compressed, (headers) => {
			headers.set(KEPT_GZIP, 'gzip');
			headers.delete('content-length');
			headers.delete('content-encoding');
		});
	},
	async cachedResponseWillBeUsed({ cachedResponse }) {
		if (!cachedResponse || cachedResponse.headers.get(KEPT_GZIP) !== 'gzip' || !cachedResponse.body) return cachedResponse ?? null;
		return withHeaders(cachedResponse, cachedResponse.body.pipeThrough(new DecompressionStream('gzip')), (headers) => headers.delete(KEPT_GZIP));
	}
};
