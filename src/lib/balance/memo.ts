/**
 * A memo from whole-number keys (up to 2^53) to numbers, on two typed arrays with open addressing.
 * The exact chain looks up tens of thousands of states on every change at setup; a Map of boxed
 * numbers spent as much time collecting garbage as solving.
 */
export class StateMemo {
	private keys: Float64Array;
	private values: Float64Array;
	private size = 0;

	constructor(capacity = 1 << 12) {
		this.keys = new Float64Array(capacity).fill(-1);
		this.values = new Float64Array(capacity);
	}

	/** The slot holding `key`, or the empty slot where it would go. */
	private slot(key: number): number {
		const mask = this.keys.length - 1;
		// Mix both halves of the key, so keys that differ only in high digits still spread.
		let i = Math.imul((key >>> 0) ^ Math.floor(key / 4294967296), 0x9e3779b1) & mask;
		while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & mask;
		return i;
	}

	get(key: number): number | undefined {
		const i = this.slot(key);
		return this.keys[i] === key ? this.values[i] : undefined;
	}

	set(key: number, value: number): void {
		// Kept at most half full, so a search ends soon at an empty slot.
		if ((this.size + 1) * 2 > this.keys.length) this.grow();
		const i = this.slot(key);
		if (this.keys[i] !== key) {
			this.keys[i] = key;
			this.size++;
		}
		this.values[i] = value;
	}

	private grow() {
		const { keys, values } = this;
		this.keys = new Float64Array(keys.length * 2).fill(-1);
		this.values = new Float64Array(keys.length * 2);
		this.size = 0;
		for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i], values[i]);
	}
}
