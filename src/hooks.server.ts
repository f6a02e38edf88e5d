import type { Handle } from '@sveltejs/kit';
import { startAfterPaint } from '$lib/server/start-after-paint';

/** Runs as each page is prerendered (there is no server at play time): see start-after-paint.ts. */
export const handle: Handle = ({ event, resolve }) => resolve(event, { transformPageChunk: ({ html }) => startAfterPaint(html) });
