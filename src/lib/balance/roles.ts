import { settled, type FirstPhase } from './baseline';
import { StateMemo } from './memo';

/**
 * The balance model with the Detective, the Doctor and the Die-hard, solved exactly.
 *
 * Nobody plays with skill; every choice is uniformly random among what the rules allow:
 * - Night (all at once, three independent draws): the mafia kill a random living non-mafia player. The
 *   Doctor, while alive, covers a random living player, himself included unless the preset forbids it
 *   (`coverSelf`), but not the player he covered the night before when the preset forbids that (`cover`);
 *   a covered target survives. The Detective, while alive, checks a random living player other than
 *   himself whom he has not checked yet (nobody left: no check).
 * - Day: if the Detective is alive and has found a living mafia player (one who reads as mafia), the table
 *   votes that player out; otherwise a random living player goes (no abstention, no tie).
 * - A Die-hard survives the first kill or vote-out aimed at him (a covered kill does not count); the second
 *   counts. A mafia player the Detective reads as not mafia (the Godfather) is never found.
 * - The game ends when no mafia are left (the town wins) or the mafia are at least as many as the rest.
 *
 * The chain tracks only what this model needs: how many living players of each kind below, and of which
 * kind is the one player the Doctor may not cover tonight. While the Detective lives, "checked" matters
 * (he never checks a player twice, and a found player is voted out); once he is dead it no longer does,
 * and checked players are merged back with the rest so that equal futures share one state. Every day
 * removes a player or spends a Die-hard's spare life, so the chain has no cycles: memoised recursion over
 * it gives the exact probability (in floating point, ~1e-15; not a simulation).
 */

/** Who sits at the table, as the model sees them. */
export interface Cast {
	/** Mafia the Detective reads as mafia (Mafia, Dr. Lecter). */
	killers: number;
	/** Mafia the Detective reads as not mafia (the Godfather). */
	hiddenKillers: number;
	/** Non-mafia players with no power in the model (Villagers, and roles treated as them). */
	others: number;
	/** Non-mafia players who survive the first attempt on their life. */
	dieHards: number;
	detective: boolean;
	doctor: boolean;
}

/** Whom the Doctor may not cover: as the preset's `doctor.sameTwiceRunning` says. */
export type CoverRule = 'never' | 'self-never' | 'allowed';

export interface ChainRules {
	first: FirstPhase;
	cover: CoverRule;
	/** The Doctor may cover himself (the preset's `doctor.maySelf`). */
	coverSelf: boolean;
}

// The kinds of living player. Each unchecked kind has a checked twin (the Detective has seen them).
const OTHER = 0;
const OTHER_CHECKED = 1;
const KILLER = 2;
const KILLER_FOUND = 3;
const HIDDEN = 4;
const HIDDEN_CLEARED = 5;
const DIEHARD = 6;
const DIEHARD_CHECKED = 7;
const DIEHARD_HIT = 8;
const DIEHARD_HIT_CHECKED = 9;
const DETECTIVE = 10;
const DOCTOR = 11;
const DOCTOR_CHECKED = 12;
const KINDS = 13;

const isMafia = (k: number) => k >= KILLER && k <= HIDDEN_CLEARED;
/** The same player once checked (unchecked kinds only; the Detective never checks himself). */
const CHECKED_TWIN = [OTHER_CHECKED, -1, KILLER_FOUND, -1, HIDDEN_CLEARED, -1, DIEHARD_CHECKED, -1, DIEHARD_HIT_CHECKED, -1, -1, DOCTOR_CHECKED, -1];
/** The same player before the check: where checked players go once the Detective is dead. */
const UNCHECKED_TWIN = [OTHER, OTHER, KILLER, KILLER, HIDDEN, HIDDEN, DIEHARD, DIEHARD, DIEHARD_HIT, DIEHARD_HIT, DETECTIVE, DOCTOR, DOCTOR];
const isChecked = (k: number) => UNCHECKED_TWIN[k] !== k;
/** What an attempt on a player leaves: a Die-hard with a spare life loses it; -1 is death. */
const AFTER_HIT = [-1, -1, -1, -1, -1, -1, DIEHARD_HIT, DIEHARD_HIT_CHECKED, -1, -1, -1, -1, -1];

const STAGE_CHECK = 0;
const STAGE_COVER = 1;
const STAGE_KILL = 2;
const STAGE_VOTE = 3;
const STAGES = 4;

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/** The town's chance of winning under the model above, for this cast and these rules. */
export function townChance(cast: Cast, rules: ChainRules): number {
	const { killers, hiddenKillers, others, dieHards } = cast;
	if (![killers, hiddenKillers, others, dieHards].every(whole)) {
		throw new RangeError('A cast needs whole, non-negative counts.');
	}
	const counts = new Int32Array(KINDS);
	counts[OTHER] = others;
	counts[KILLER] = killers;
	counts[HIDDEN] = hiddenKillers;
	counts[DIEHARD] = dieHards;
	counts[DETECTIVE] = cast.detective ? 1 : 0;
	counts[DOCTOR] = cast.doctor ? 1 : 0;

	/**
	 * One player the chain follows by kind, -1 for none. From the morning to the Doctor's draw: the player
	 * he may not cover tonight (he covered them last night and the rule forbids it again). From the cover
	 * to the kill: the player covered tonight. Each is one player of that kind, drawn apart from the rest.
	 */
	let marked = -1;

	// A state's key: the counts in mixed radix (a kind holds at most its family's starting size), then the
	// marked player's kind, then the stage.
	const most = [others, others, killers, killers, hiddenKillers, hiddenKillers, dieHards, dieHards, dieHards, dieHards, 1, 1, 1];
	const stride: number[] = [];
	let size = 1;
	for (let k = 0; k < KINDS; k++) {
		stride.push(size);
		size *= most[k] + 1;
	}
	// Keys past 2^53 would collide silently; no table anyone plays comes near (50 players: ~3e8).
	if (size * (KINDS + 1) * STAGES > Number.MAX_SAFE_INTEGER) {
		throw new RangeError('This table is too large for the exact chain.');
	}
	const memo = new StateMemo();
	const keyOf = (stage: number) => {
		let key = 0;
		for (let k = 0; k < KINDS; k++) key += counts[k] * stride[k];
		return (key * (KINDS + 1) + marked + 1) * STAGES + stage;
	};
	const memoised = (stage: number, solve: () => number) => (): number => {
		const key = keyOf(stage);
		const known = memo.get(key);
		if (known !== undefined) return known;
		const value = solve();
		memo.set(key, value);
		return value;
	};

	const outcome = () => {
		let mafia = 0;
		let rest = 0;
		for (let k = 0; k < KINDS; k++) {
			if (isMafia(k)) mafia += counts[k];
			else rest += counts[k];
		}
		return settled(rest, mafia);
	};
	const doctorAlive = () => counts[DOCTOR] + counts[DOCTOR_CHECKED] > 0;
	const mayCover = (k: number) => rules.coverSelf || (k !== DOCTOR && k !== DOCTOR_CHECKED);

	/**
	 * An attempt (kill or vote-out) lands on a player of kind k, `isMarked` if it is the marked player;
	 * then `next` gives the chance from there, and the state is put back.
	 */
	const struck = (k: number, isMarked: boolean, next: () => number): number => {
		const keptMarked = marked;
		const hit = AFTER_HIT[k];
		counts[k]--;
		if (hit >= 0) {
			// A Die-hard's spare life: he stays, one attempt the wiser.
			counts[hit]++;
			if (isMarked) marked = hit;
			const value = outcome() ?? next();
			counts[hit]--;
			counts[k]++;
			marked = keptMarked;
			return value;
		}
		if (isMarked || k === DOCTOR || k === DOCTOR_CHECKED) marked = -1;
		// With the Detective dead, checked and unchecked players have the same future: merge them.
		const kept = k === DETECTIVE ? counts.slice() : null;
		if (kept) forgetChecks();
		const value = outcome() ?? next();
		if (kept) counts.set(kept);
		counts[k]++;
		marked = keptMarked;
		return value;
	};

	const forgetChecks = () => {
		for (let k = 0; k < KINDS; k++) {
			if (!isChecked(k) || counts[k] === 0) continue;
			counts[UNCHECKED_TWIN[k]] += counts[k];
			counts[k] = 0;
		}
		if (marked >= 0) marked = UNCHECKED_TWIN[marked];
	};

	/** The night begins with the Detective's check (the night's three draws are independent: order is free). */
	const check = memoised(STAGE_CHECK, () => {
		if (counts[DETECTIVE] === 0) return cover();
		let pool = 0;
		for (let k = 0; k < KINDS; k++) if (CHECKED_TWIN[k] >= 0) pool += counts[k];
		if (pool === 0) return cover();
		let value = 0;
		for (let k = 0; k < KINDS; k++) {
			const n = counts[k];
			const twin = CHECKED_TWIN[k];
			if (twin < 0 || n === 0) continue;
			counts[k]--;
			counts[twin]++;
			if (k === marked) {
				// The marked player is checked one time in n.
				marked = twin;
				value += (1 / pool) * cover();
				marked = k;
				if (n > 1) value += ((n - 1) / pool) * cover();
			} else value += (n / pool) * cover();
			counts[twin]--;
			counts[k]++;
		}
		return value;
	});

	/** The Doctor covers anybody living but the barred player; the covered player becomes the marked one. */
	const cover = memoised(STAGE_COVER, () => {
		// No Doctor: nobody is covered (and nobody was barred, since his death cleared it).
		if (!doctorAlive()) return kill();
		const barred = marked;
		let pool = 0;
		for (let k = 0; k < KINDS; k++) if (mayCover(k)) pool += counts[k] - (k === barred ? 1 : 0);
		let value = 0;
		for (let k = 0; k < KINDS; k++) {
			const n = counts[k] - (k === barred ? 1 : 0);
			if (n === 0 || !mayCover(k)) continue;
			marked = k;
			value += (n / pool) * kill();
		}
		marked = barred;
		return value;
	});

	/** The kill: a random living non-mafia player dies unless covered. Then the morning. */
	const kill = memoised(STAGE_KILL, () => {
		const covered = marked;
		// The player barred tomorrow night: the one covered tonight, if the preset forbids covering them again.
		const barred =
			rules.cover === 'never' || (rules.cover === 'self-never' && (covered === DOCTOR || covered === DOCTOR_CHECKED)) ? covered : -1;
		let pool = 0;
		for (let k = 0; k < KINDS; k++) if (!isMafia(k)) pool += counts[k];
		let value = 0;
		marked = barred;
		for (let k = 0; k < KINDS; k++) {
			const n = counts[k];
			if (n === 0 || isMafia(k)) continue;
			if (k === covered) {
				// The covered player is the target one time in n: nobody dies.
				value += (1 / pool) * (outcome() ?? vote());
				if (n > 1) value += ((n - 1) / pool) * struck(k, false, vote);
			} else value += (n / pool) * struck(k, false, vote);
		}
		marked = covered;
		return value;
	});

	/** The day's vote-out: a found mafia player while the Detective lives, else anybody at random. */
	const vote = memoised(STAGE_VOTE, () => {
		const found = counts[DETECTIVE] > 0 && counts[KILLER_FOUND] > 0;
		let pool = 0;
		for (let k = 0; k < KINDS; k++) if (!found || k === KILLER_FOUND) pool += counts[k];
		let value = 0;
		for (let k = 0; k < KINDS; k++) {
			const n = counts[k];
			if (n === 0 || (found && k !== KILLER_FOUND)) continue;
			if (k === marked) {
				value += (1 / pool) * struck(k, true, check);
				if (n > 1) value += ((n - 1) / pool) * struck(k, false, check);
			} else value += (n / pool) * struck(k, false, check);
		}
		return value;
	});

	const start = outcome();
	if (start !== null) return start;
	return rules.first === 'night' ? check() : vote();
}
