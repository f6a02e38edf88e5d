import { afterEach, describe, expect, it } from 'vitest';
import { claimGame, type GameClaim } from '$lib/state/one-tab';

/**
 * One game, one tab: the claim each game screen makes, over the Web Locks API (a stand-in below with its
 * semantics: ifAvailable, a waiting request, signal, steal) and over the BroadcastChannel fallback (Node's
 * own, which delivers between channels of one process as between tabs). The real browser's locks are
 * tried in tests/e2e/two-tabs.e2e.ts.
 */

type Granted = { reject: (e: unknown) => void };

/** The Web Locks API for exclusive locks, as the tabs of one browser share it. */
class SharedLocks {
	#held = new Map<string, Granted>();
	#waiting = new Map<string, (() => void)[]>();

	request(name: string, options: LockOptions, callback: LockGrantedCallback<unknown>): Promise<unknown> {
		return new Promise((resolve, reject) => {
			const grant = () => {
				const entry: Granted = { reject };
				this.#held.set(name, entry);
				Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(
					(value) => {
						if (this.#held.get(name) === entry) {
							this.#held.delete(name);
							this.#waiting.get(name)?.shift()?.();
						}
						resolve(value);
					},
					reject
				);
			};
			const holder = this.#held.get(name);
			if (options.steal) {
				if (holder) holder.reject(new DOMException('The lock was stolen.', 'AbortError'));
				this.#held.delete(name);
				grant();
			} else if (!holder) {
				grant();
			} else if (options.ifAvailable) {
				Promise.resolve(callback(null)).then(resolve, reject);
			} else {
				const queue = this.#waiting.get(name) ?? [];
				queue.push(grant);
				this.#waiting.set(name, queue);
				options.signal?.addEventListener('abort', () => {
					queue.splice(queue.indexOf(grant), 1);
					reject(new DOMException('The request was aborted.', 'AbortError'));
				});
			}
		});
	}
}

const tick = (ms = 10) => new Promise((done) => setTimeout(done, ms));
const claims: GameClaim[] = [];
afterEach(() => {
	for (const claim of claims.splice(0)) claim.release();
});

/** A tab opening the game screen: it records what it was told, and stopping takes it a moment (its last save). */
function tab(log: string[], name: string, options: Partial<Parameters<typeof claimGame>[1]> = {}) {
	const claim = claimGame('g1', {
		onTakenOver: async () => {
			await tick(30);
			log.push(`${name} stopped and saved`);
		},
		patienceMs: 400,
		answerMs: 50,
		...options
	});
	claims.push(claim);
	return claim;
}

describe.each([
	['Web Locks', () => ({ locks: new SharedLocks() as unknown as LockManager })],
	['BroadcastChannel (no Web Locks)', () => ({ locks: null })]
])('one game, one tab, with %s', (_name, platform) => {
	it('the first tab plays; a second is told the game is open elsewhere', async () => {
		const shared = platform();
		const log: string[] = [];
		expect(await tab(log, 'first', shared).claimed).toBe('here');
		expect(await tab(log, 'second', shared).claimed).toBe('elsewhere');
		expect(log).toEqual([]);
	});

	it('taking over waits for the first tab to stop and save; then the game is only in the second', async () => {
		const shared = platform();
		const log: string[] = [];
		const first = tab(log, 'first', shared);
		await first.claimed;
		const second = tab(log, 'second', shared);
		expect(await second.claimed).toBe('elsewhere');
		await second.takeOver();
		log.push('second plays');
		expect(log).toEqual(['first stopped and saved', 'second plays']);
		expect(await tab(log, 'third', shared).claimed).toBe('elsewhere');
	});

	it('a closed game screen lets the game go: the next tab plays it', async () => {
		const shared = platform();
		const log: string[] = [];
		const first = tab(log, 'first', shared);
		await first.claimed;
		first.release();
		await tick();
		expect(await tab(log, 'second', shared).claimed).toBe('here');
	});
});

describe('a tab that never answers (frozen in the background)', () => {
	it('is taken over after a few seconds, and told so when it wakes', async () => {
		const locks = new SharedLocks() as unknown as LockManager;
		const log: string[] = [];
		// The first tab hears nothing: its channel is gone (a frozen tab's messages wait).
		const first = tab(log, 'first', { locks, openChannel: null });
		expect(await first.claimed).toBe('here');
		const second = tab(log, 'second', { locks });
		const started = Date.now();
		await second.takeOver();
		log.push('second plays');
		expect(Date.now() - started).toBeGreaterThanOrEqual(350);
		await tick(60);
		expect(log).toEqual(['second plays', 'first stopped and saved']);
	});
});

describe('a browser with neither', () => {
	it('lets every tab play (nothing can tell them apart)', async () => {
		const log: string[] = [];
		expect(await tab(log, 'first', { locks: null, openChannel: null }).claimed).toBe('here');
		expect(await tab(log, 'second', { locks: null, openChannel: null }).claimed).toBe('here');
	});
});
