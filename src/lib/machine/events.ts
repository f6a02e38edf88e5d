import type { Action, RoleId, Seat, TimedAction } from '../engine/types';

/**
 * Everything a tap can say, named 'domain.verb'. Each carries the time of the tap: the
 * statechart never reads the clock.
 */
export type TableEvent = { at: number } & (
	| { type: 'deal.identify' }
	| { type: 'deal.back' }
	/** The player has let go of their card (`clocked`: its few seconds start now). */
	| { type: 'deal.looked' }
	| { type: 'deal.done' }
	| { type: 'night.start' }
	| { type: 'night.pick'; role: RoleId; by: Seat | 'all'; target: Seat | null }
	| { type: 'night.next' }
	| { type: 'morning.continue' }
	| { type: 'word.next' }
	| { type: 'reveal.vote'; yes: number }
	| { type: 'reveal.continue' }
	| { type: 'turn.next' }
	| { type: 'turn.reply'; to: Seat }
	| { type: 'clock.pause' }
	| { type: 'clock.resume' }
	| { type: 'clock.expire' }
	| { type: 'talk.end' }
	| { type: 'ballot.identify' }
	| { type: 'ballot.choose'; target: Seat | null }
	| { type: 'ballot.back' }
	| { type: 'ballot.confirm' }
	| { type: 'ballot.pass' }
	| { type: 'ballot.cast'; voter: Seat; target: Seat | null }
	| { type: 'verdict.continue' }
	| { type: 'night.take' }
	| { type: 'night.done' }
	| { type: 'table.undo' }
	| { type: 'result.correct' }
	| { type: 'peek.open'; seat: Seat }
	| { type: 'peek.close' }
	| { type: 'problem.dismiss' }
);

export type TableEventType = TableEvent['type'];

/**
 * The taps that play one recorded table action through the real screens: what a table
 * would press to make the same move. Used to replay a record through the statechart and
 * to continue an imported game.
 */
export function tapsFor(action: TimedAction, ballotMode: 'secret' | 'open'): TableEvent[] {
	const at = action.at;
	const a = action as Action;
	switch (a.type) {
		case 'card.seen':
			return [{ type: 'deal.identify', at }, { type: 'deal.done', at }];
		case 'ballot.cast':
			return ballotMode === 'open'
				? [{ type: 'ballot.cast', voter: a.voter, target: a.target, at }]
				: [
						{ type: 'ballot.identify', at },
						{ type: 'ballot.choose', target: a.target, at },
						{ type: 'ballot.confirm', at },
						{ type: 'ballot.pass', at }
					];
		case 'result.correct':
			return [{ type: 'result.correct', at }];
		default:
			return [{ ...a, at } as TableEvent];
	}
}
