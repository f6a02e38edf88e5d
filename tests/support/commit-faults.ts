import { IDBTransaction } from 'fake-indexeddb';
import { vi } from 'vitest';

/** The parts of fake-indexeddb's transaction that decide when it commits (FDBTransaction.js). */
interface FakeTransaction {
	mode: IDBTransactionMode;
	objectStoreNames: DOMStringList;
	_state: string;
	_requests: { request: { readyState: string } }[];
	_start(): void;
	_abort(errorName: string | null): void;
}

/**
 * Makes every readwrite transaction touching `store` fail where Chromium reports a full disk: each put succeeds,
 * then the commit does not. The transaction is rolled back and aborts with a QuotaExceededError (its `complete`
 * never comes; idb's `tx.done` rejects with that error). Undo with the returned spy's mockRestore().
 */
export function failCommits(store: string, errorName = 'QuotaExceededError') {
	const proto = IDBTransaction.prototype as unknown as FakeTransaction;
	const start = proto._start;
	return vi.spyOn(proto, '_start').mockImplementation(function (this: FakeTransaction) {
		const committing = this._state !== 'finished' && !this._requests.some((r) => r.request.readyState !== 'done');
		if (committing && this.mode === 'readwrite' && this.objectStoreNames.contains(store)) return this._abort(errorName);
		return start.call(this);
	});
}
