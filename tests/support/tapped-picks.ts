import type { NightPick, Seat } from '../../src/lib/engine/index';
import type { TableEvent } from '../../src/lib/machine/index';
import type { TableSnapshot } from './taps';

/** One night pick as the test tapped it: the role, every seat it stood for ("all" is each of them), and whom. */
interface PickTap {
	role: NightPick['role'];
	/** Which of the wake's picks (the Witch's potions, a second victim); absent for a role's one pick. */
	act?: NightPick['act'];
	bys: Seat[];
	target: Seat | null;
	/** How long the game's log was when it was tapped: a correction that takes the log back before it withdraws it. */
	logLength: number;
}

/**
 * The night picks as the test sent them, night by night, kept by the test itself so that the night's outcome can be
 * checked against what the table tapped rather than against the engine's own log of it. A tap counts when the chart
 * took it (the record grew by a pick); an undo that took a pick back takes it back here too, and so does a correction
 * of a result announced before it (the game goes back to before that announcement). RULES.md: a later pick by the
 * same player replaces the earlier one, and the picks stay in the order they were made.
 */
export class TappedPicks {
	readonly #nights: Map<number, PickTap[]>;

	constructor(from?: TappedPicks) {
		const copied = from ? [...from.#nights] : [];
		this.#nights = new Map(copied.map(([night, taps]) => [night, [...taps]]));
	}

	/** Notes one tap the chart was sent, and what it did. */
	note(tap: TableEvent, before: TableSnapshot, after: TableSnapshot): void {
		const phase = before.context.game.phase;
		const was = before.context.record.actions;
		const now = after.context.record.actions;
		if (tap.type === 'result.correct' && now.length === was.length + 1) {
			const back = after.context.game.log.length;
			for (const [night, taps] of this.#nights) this.#nights.set(night, taps.filter((t) => t.logLength <= back));
		}
		if (phase.kind === 'round') return this.#noteTurn(tap, before, after);
		if (phase.kind !== 'night') return;
		if (tap.type === 'night.pick' && now.length === was.length + 1 && now.at(-1)?.type === 'night.pick') {
			const actors = phase.wakes[phase.step]?.actors ?? [];
			const taps = this.#nights.get(phase.night) ?? [];
			const logLength = before.context.game.log.length;
			taps.push({ role: tap.role, ...(tap.act ? { act: tap.act } : {}), bys: tap.by === 'all' ? [...actors] : [tap.by], target: tap.target, logLength });
			this.#nights.set(phase.night, taps);
		}
		if (tap.type === 'table.undo' && now.length === was.length - 1 && was.at(-1)?.type === 'night.pick') {
			this.#nights.get(phase.night)?.pop();
		}
	}

	/**
	 * A pass-round night: a role's confirmed choice is its pick (the player the test chose; a hunch is none); the
	 * whole night redone takes every pick of it back.
	 */
	#noteTurn(tap: TableEvent, before: TableSnapshot, after: TableSnapshot): void {
		const was = before.context.game.phase;
		const now = after.context.game.phase;
		if (was.kind !== 'round' || now.kind !== 'round') return;
		const taps = this.#nights.get(was.night) ?? [];
		const chosen = before.context.choice;
		if (tap.type === 'round.confirm' && now.picks.length === was.picks.length + 1 && chosen !== undefined) {
			const { role, by } = now.picks[now.picks.length - 1];
			taps.push({ role, bys: [by], target: chosen, logLength: before.context.game.log.length });
		}
		const redone = tap.type === 'table.redo' && after.context.record.actions.length === before.context.record.actions.length + 1;
		this.#nights.set(was.night, redone ? [] : taps);
	}

	/** The picks of a night as they stand after every tap of it, in the order made (a changed pick moves to the end). */
	of(night: number): NightPick[] {
		let picks: NightPick[] = [];
		for (const { role, act, bys, target } of this.#nights.get(night) ?? []) {
			picks = picks.filter((p) => !(p.role === role && bys.includes(p.by) && p.act === act));
			picks.push(...bys.map((by) => (act ? { role, by, target, act } : { role, by, target })));
		}
		return picks;
	}
}
