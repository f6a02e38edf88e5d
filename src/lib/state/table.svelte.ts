import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { tableMachine, type TableEvent, type TableMachine } from '../machine';
import type { GameRecord } from '../engine/record';
import { tableTitle } from '../engine/preset-names';
import { PROBLEM_WORDS, type StoredGame, type StorageProblem } from '../persistence';
import { screenOf, type TableScreenView } from './screen';
import { afterNextPaint } from '../after-paint';
import { snapshotToStore } from './stored-snapshot';

export type TableSnapshot = SnapshotFrom<TableMachine>;
/** A tap as the screens send it; the bridge stamps the time. */
export type Tap = TableEvent extends infer E ? (E extends TableEvent ? Omit<E, 'at'> : never) : never;

/** Where a game is kept: the real IndexedDB in the app, a fake in tests. */
export interface GameStore {
	save(game: StoredGame): Promise<StorageProblem | null>;
}

function summaryOf(record: GameRecord, snapshot: TableSnapshot): StoredGame['summary'] {
	const win = snapshot.context.game.winner;
	return { preset: record.preset, players: record.players, winner: snapshot.value === 'ended' && win ? win.side : null };
}

/**
 * The bridge from the statechart to the screens: one actor, its snapshot as a rune, and a
 * save of the snapshot and the record after every transition, in order, one at a time.
 * Data flows one way: tap → event → chart (guarded by the engine) → IndexedDB → view.
 */
export class TableSession {
	snapshot: TableSnapshot = $state.raw() as TableSnapshot;
	/** What the screens render: views for whoever holds the phone, never the game itself. */
	readonly screen: TableScreenView = $derived(screenOf(this.snapshot));
	/** The last save's problem, in words; null while everything is saved. */
	saveProblem: StorageProblem | null = $state(null);
	/** Saves not yet written (a reload now would lose these taps). */
	pending = $state(0);

	readonly id: string;
	readonly createdAt: number;
	#actor: Actor<TableMachine>;
	#store: GameStore;
	#queue: Promise<void> = Promise.resolve();
	#now: () => number;

	constructor(options: {
		id: string;
		createdAt: number;
		record: GameRecord;
		persisted?: unknown;
		store: GameStore;
		now?: () => number;
	}) {
		this.id = options.id;
		this.createdAt = options.createdAt;
		this.#store = options.store;
		this.#now = options.now ?? (() => Date.now());
		this.#actor = createActor(tableMachine, {
			input: { record: options.record },
			...(options.persisted ? { snapshot: options.persisted as never } : {})
		});
		this.snapshot = this.#actor.getSnapshot();
		this.#actor.subscribe((snapshot) => {
			const moved = snapshot !== this.snapshot;
			this.snapshot = snapshot;
			if (moved) this.#save();
		});
		this.#actor.start();
	}

	get record(): GameRecord {
		return this.snapshot.context.record;
	}

	get title(): string {
		return tableTitle(this.record);
	}

	get ended(): boolean {
		return this.snapshot.value === 'ended';
	}

	/** The game as a file: the whole record, secret deal included. */
	exportFile(): { name: string; text: string } {
		const day = new Date(this.createdAt).toISOString().slice(0, 10);
		return { name: `nightfall-${this.record.preset}-${day}.json`, text: JSON.stringify(this.record, null, '\t') };
	}

	/** Bound, so a screen can be handed `send` alone. */
	send = (tap: Tap): void => {
		this.#actor.send({ ...tap, at: this.#now() } as TableEvent);
	};

	/** A tap that happened at a known earlier time (a clock paused when the app was last seen). */
	sendAt(tap: Tap, at: number): void {
		this.#actor.send({ ...tap, at } as TableEvent);
	}

	/**
	 * Writes the snapshot and record of this transition; every transition queues one, in order. The tap's next
	 * screen is painted first ($lib/after-paint.ts): the snapshot is the transition's own (snapshots never change), so
	 * what is written is the same whenever it is written.
	 */
	#save(): void {
		const snapshot = this.snapshot;
		const updatedAt = this.#now();
		this.pending++;
		this.#queue = this.#queue.then(afterNextPaint).then(async () => {
			// A store says its problems in words and never throws; should one throw anyway, the game still goes on
			// (and the saves after it still run: a rejected queue would silently stop them all).
			try {
				const game: StoredGame = {
					id: this.id,
					status: snapshot.value === 'ended' ? 'finished' : 'playing',
					createdAt: this.createdAt,
					updatedAt,
					record: snapshot.context.record,
					snapshot: snapshotToStore(this.#actor.logic.getPersistedSnapshot(snapshot)),
					summary: summaryOf(snapshot.context.record, snapshot)
				};
				this.saveProblem = await this.#store.save(game);
			} catch {
				this.saveProblem = { kind: 'write-failed', message: PROBLEM_WORDS.writeFailed };
			}
			this.pending--;
		});
	}

	/** Resolves when every queued save has been written. */
	flushed(): Promise<void> {
		return this.#queue;
	}

	stop(): void {
		this.#actor.stop();
	}
}
