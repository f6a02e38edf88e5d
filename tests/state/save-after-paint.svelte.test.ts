import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecord, type GameRecord } from '$lib/engine/record';
import { tapsFor } from '$lib/machine';
import type { StoredGame } from '$lib/persistence';
import type { GameStore, Tap } from '$lib/state/table.svelte';

/**
 * A tap's save waits for the frame that shows the tap's answer (a slow phone then answers within a frame), and never
 * for longer: with no frame coming (a hidden page) it goes soon after, and at once when the page is hidden or left.
 * Each save is still the transition's own, in order.
 */

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked: GameRecord = read.value;
// "That is me", the card held, then passed on: the last is the next screen.
const [first, held, second] = worked.actions.flatMap((a) => tapsFor(a, 'secret'));

/** Frames that come only when the test paints one. */
function frames() {
	const waiting: FrameRequestCallback[] = [];
	vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
	return {
		paint: () => {
			for (const callback of waiting.splice(0)) callback(performance.now());
		}
	};
}

async function table() {
	vi.resetModules(); // after-paint.ts listens for the page being hidden once per page
	const { resumeSession } = await import('$lib/state/resume');
	const saved: StoredGame[] = [];
	const store: GameStore = {
		async save(game) {
			saved.push(game);
			return null;
		}
	};
	const { session } = resumeSession({ id: worked.id, createdAt: worked.createdAt, record: { ...worked, actions: [] }, snapshot: null }, store);
	const tap = ({ at: _at, ...event }: typeof first) => session.send(event as Tap);
	return { session, saved, tap };
}

const tick = (ms = 0) => new Promise((done) => setTimeout(done, ms));

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('a tap is answered first, then saved', () => {
	it('the save is written once the frame showing the new screen is painted, not before', async () => {
		const { paint } = frames();
		const { session, saved, tap } = await table();
		tap(first);
		const screen = session.screen.stage;
		const snapshot = session.snapshot.value;
		await tick();
		expect(saved).toHaveLength(0);
		expect(session.pending).toBe(1); // a reload now would lose it, and the screen can say so
		paint();
		await session.flushed();
		expect(saved).toHaveLength(1);
		expect((saved[0].snapshot as { value: unknown }).value).toEqual(snapshot);
		expect(session.screen.stage).toBe(screen);
		expect(session.pending).toBe(0);
	});

	it('taps in one frame are saved in order, each as it was', async () => {
		const { paint } = frames();
		const { session, saved, tap } = await table();
		tap(first);
		const afterFirst = session.snapshot.value;
		tap(held);
		tap(second);
		const afterSecond = session.snapshot.value;
		expect(afterSecond).not.toEqual(afterFirst);
		for (let i = 0; i < 3; i++) {
			paint();
			await session.flushed();
		}
		expect(saved.map((g) => (g.snapshot as { value: unknown }).value)).toEqual([afterFirst, afterFirst, afterSecond]);
		expect(saved.map((g) => g.record.actions.length)).toEqual([0, 0, 1]); // "that is me", the card held, then the card seen
	});

	it('with no frame coming (a page in the background) the save still goes, within a tenth of a second', async () => {
		frames();
		const { session, saved, tap } = await table();
		tap(first);
		await tick(150);
		await session.flushed();
		expect(saved).toHaveLength(1);
	});

	it('a page being left saves at once, without waiting for a frame', async () => {
		frames();
		const { saved, tap } = await table();
		tap(first);
		await tick();
		expect(saved).toHaveLength(0);
		dispatchEvent(new Event('pagehide'));
		await tick();
		expect(saved).toHaveLength(1);
	});
});
