/**
 * One game, one tab. Two tabs saving the same game would fork it: each would save its own next step over the
 * other's. So the tab showing a game holds it (a Web Lock named after the game, held while the game screen is
 * open); a second tab is told the game is open elsewhere and may take it over, politely: the first tab is asked
 * to stop, finishes its saves, lets go, and says the game moved. Where Web Locks are missing (Safari before
 * 15.4), the tabs ask each other over a BroadcastChannel instead. Where neither exists, every tab plays.
 */

export type Claim = 'here' | 'elsewhere';

export interface GameClaim {
	/** Whether this tab holds the game, once known. */
	readonly claimed: Promise<Claim>;
	/** Asks the tab holding the game to stop; resolves once this tab holds it (and the other has saved). */
	takeOver(): Promise<void>;
	/** Lets go, when the game screen closes. */
	release(): void;
}

export interface ClaimOptions {
	/** Another tab took the game over: stop taking taps and finish saving before this resolves. */
	onTakenOver: () => Promise<void> | void;
	/** The platform's; tests pass their own. */
	locks?: LockManager | null;
	openChannel?: ((name: string) => BroadcastChannel) | null;
	/** How long a polite take-over waits for the other tab before taking the game anyway (a frozen tab never answers). */
	patienceMs?: number;
	/** How long a new tab listens for the holder's answer (BroadcastChannel only). */
	answerMs?: number;
}

type Message = { type: 'who-has' | 'take-over'; from: string } | { type: 'i-have' | 'released'; to: string };

const lockName = (gameId: string) => `nightfall-game-${gameId}`;
const newTabId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);
const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function platformChannel(): ((name: string) => BroadcastChannel) | null {
	return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null;
}

export function claimGame(gameId: string, options: ClaimOptions): GameClaim {
	const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
	const openChannel = options.openChannel === undefined ? platformChannel() : options.openChannel;
	const patienceMs = options.patienceMs ?? 3000;
	const answerMs = options.answerMs ?? 300;
	const me = newTabId();
	const channel = openChannel?.(lockName(gameId)) ?? null;

	let holding = false;
	let released = false;
	/** Ends the lock callback, which lets the lock go. */
	let letGo: () => void = () => {};
	/** Resolves the running take-over request once the lock is granted. */
	let granted: () => void = () => {};

	/** Another tab has the game now: stop, save, and tell it (over the channel) that it may go ahead. */
	async function giveUp(to: string | null) {
		if (!holding) return;
		holding = false;
		try {
			await options.onTakenOver();
		} finally {
			letGo();
			if (to) channel?.postMessage({ type: 'released', to } satisfies Message);
		}
	}

	/** Holds the Web Lock until let go; a steal from another tab ends it with AbortError. */
	function hold(lockOptions: LockOptions): Promise<boolean> {
		return new Promise<boolean>((answer) => {
			/** This request was granted (an aborted wait never was, and must not end a game we hold by another request). */
			let mine = false;
			locks!
				.request(lockName(gameId), lockOptions, (lock) => {
					if (!lock || released) {
						answer(false);
						return undefined;
					}
					mine = true;
					holding = true;
					answer(true);
					granted();
					return new Promise<void>((done) => (letGo = done));
				})
				.catch((e: unknown) => {
					answer(false);
					// Stolen by a tab that could not wait for us (we were frozen): the game is over there now.
					if ((e as { name?: string })?.name === 'AbortError' && mine && holding) void giveUp(null);
				});
		});
	}

	channel?.addEventListener('message', (event: MessageEvent<Message>) => {
		const message = event.data;
		if (message.type === 'who-has' && holding) channel.postMessage({ type: 'i-have', to: message.from } satisfies Message);
		if (message.type === 'take-over' && holding) void giveUp(message.from);
	});

	/** Without Web Locks: ask who has the game, and wait a moment for an answer. */
	function askAround(): Promise<Claim> {
		if (!channel) return Promise.resolve('here');
		return new Promise<Claim>((answer) => {
			const onAnswer = (event: MessageEvent<Message>) => {
				if (event.data.type === 'i-have' && event.data.to === me) {
					clearTimeout(timer);
					channel.removeEventListener('message', onAnswer);
					answer('elsewhere');
				}
			};
			const timer = setTimeout(() => {
				channel.removeEventListener('message', onAnswer);
				holding = !released;
				answer('here');
			}, answerMs);
			channel.addEventListener('message', onAnswer);
			channel.postMessage({ type: 'who-has', from: me } satisfies Message);
		});
	}

	const claimed: Promise<Claim> = locks ? hold({ ifAvailable: true }).then((mine) => (mine ? 'here' : 'elsewhere')) : askAround();

	async function takeOver(): Promise<void> {
		if (holding) return;
		if (locks) {
			const polite = new AbortController();
			const got = new Promise<void>((done) => (granted = done));
			channel?.postMessage({ type: 'take-over', from: me } satisfies Message);
			void hold({ signal: polite.signal });
			const inTime = await Promise.race([got.then(() => true), wait(patienceMs).then(() => false)]);
			if (inTime) return;
			polite.abort();
			await hold({ steal: true });
			return;
		}
		if (!channel) return;
		const answered = new Promise<void>((done) => {
			const onReleased = (event: MessageEvent<Message>) => {
				if (event.data.type === 'released' && event.data.to === me) {
					channel.removeEventListener('message', onReleased);
					done();
				}
			};
			channel.addEventListener('message', onReleased);
		});
		channel.postMessage({ type: 'take-over', from: me } satisfies Message);
		await Promise.race([answered, wait(patienceMs)]);
		holding = !released;
	}

	return {
		claimed,
		takeOver,
		release() {
			released = true;
			holding = false;
			letGo();
			channel?.close();
		}
	};
}
