import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { tableMachine, type TableEvent, type TableMachine } from '../machine';
import type { GameRecord } from '../engine/record';
import { PRESETS } from '../engine/presets';
import { namesFor } from '../engine/names';
import { winningSideName } from '../engine/announce';
import type { StoredGame, StorageProblem } from '../persistence';

export type TableSnapshot = SnapshotFrom<TableMachine>;
/** A tap as the screens send it; the bridge stamps the time. */
export type Tap = TableEvent extends infer E ? (E extends TableEvent ? Omit<E, 'at'> : never) : never;

/** Where a game is kept: the real IndexedDB in the app, a fake in tests. */
export interface GameStore {
	save(game: StoredGame): Promise<StorageProblem | null>;
}

function summaryOf(record: GameRecord, snapshot: TableSnapshot): StoredGame['summary'] {
	const win = snapshot.context.game.winner;
	const names = namesFor(record.preset, record.theme);
	return {
		preset: record.preset,
		players: record.players,
		winner: snapshot.value === 'ended' && win ? winningSideName(win, names) : null
	};
}

/**
 * The bridge from the statechart to the screens: one actor, its snapshot as a rune, and a
 * save of the snapshot and the record after every transition, in order, one at a time.
 * Data flows one way: tap → event → chart (guarded by the engine) → IndexedDB → view.
 */
export class TableSession {
	snapshot: TableSnapshot = $state.raw() as TableSnapshot;
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
		return PRESETS[this.record.preset].title;
	}

	send(tap: Tap): void {
		this.#actor.send({ ...tap, at: this.#now() } as TableEvent);
	}

	/** A tap that happened at a known earlier time (a clock paused when the app was last seen). */
	sendAt(tap: Tap, at: number): void {
		this.#actor.send({ ...tap, at } as TableEvent);
	}

	/** Writes the current snapshot and record; every transition queues one, in order. */
	#save(): void {
		const snapshot = this.snapshot;
		const game: StoredGame = {
			id: this.id,
			status: snapshot.value === 'ended' ? 'finished' : 'playing',
			createdAt: this.createdAt,
			updatedAt: this.#now(),
			record: snapshot.context.record,
			snapshot: this.#actor.getPersistedSnapshot(),
			summary: summaryOf(snapshot.context.record, snapshot)
		};
		this.pending++;
		this.#queue = this.#queue.then(async () => {
			const problem = await this.#store.save(game);
			this.saveProblem = problem;
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
