import type { Action, Seat, TimedAction } from '../engine/types';

/**
 * The one event vocabulary of the table: the engine's own actions, as the screens send them,
 * plus the few taps that only move the phone between hands. Each carries the time of the tap:
 * the statechart never reads the clock.
 */

/** Taps that say where the phone is and who holds it; none of them is a table action itself. */
export const SCREEN_TAPS = [
	'deal.identify',
	'deal.back',
	// The player has let go of their card: it has been held, so Done may pass the phone on; `clocked`'s few seconds start.
	'deal.looked',
	'deal.done',
	'ballot.identify',
	'ballot.choose',
	'ballot.back',
	'ballot.confirm',
	'ballot.pass',
	'night.take',
	'night.done',
	// Everyone takes the phone: "I am Cara", her choice (not yet confirmed), its confirmation, the turn's end,
	// and "Not Cara? Go back", which gives the phone back before she has chosen.
	'round.identify',
	'round.choose',
	'round.confirm',
	'round.done',
	'round.back',
	'table.undo',
	// "Redo this whole night / vote": the chart makes it the round's `round.redo` or `ballot.redo`.
	'table.redo',
	'result.correct',
	'peek.open',
	'peek.close',
	'problem.dismiss'
] as const;

type ScreenTapType = (typeof SCREEN_TAPS)[number];

type ScreenTap =
	| { type: Exclude<ScreenTapType, 'ballot.choose' | 'round.choose' | 'peek.open'> }
	/** A voter's choice, not yet confirmed: the confirmation casts it (`ballot.cast`). */
	| { type: 'ballot.choose'; target: Seat | null }
	/** The choice of the player whose night turn it is, not yet confirmed: the confirmation records it (`round.pick`). */
	| { type: 'round.choose'; target: Seat | null }
	| { type: 'peek.open'; seat: Seat };

/**
 * The engine's actions a tap sends as they are. `card.seen` is the deal's Done (the chart knows
 * whose card it was) and `result.correct` is asked for by a tap, its `keep` worked out by the engine.
 * No tap at the table sends `secrets.shown`: History writes it into an abandoned game's record.
 * A pass-round turn's actions are its taps' (the chart knows whose turn it is), and a redo is `table.redo`'s.
 */
type ActionTap = Exclude<
	Action,
	{ type: 'card.seen' } | { type: 'result.correct' } | { type: 'secrets.shown' } | { type: `round.${string}` } | { type: 'ballot.redo' }
>;

export type TableEvent = { at: number } & (ActionTap | ScreenTap);

export type TableEventType = TableEvent['type'];

const screenTaps: ReadonlySet<string> = new Set(SCREEN_TAPS);

/** The engine action a tap is, when it is one as sent (the deal's Done and a confirmed vote are worked out by the chart). */
export function actionTapOf(event: TableEvent): Action | null {
	if (screenTaps.has(event.type)) return null;
	const { at: _at, ...action } = event as ActionTap & { at: number };
	return action;
}

/**
 * The taps that play one recorded table action through the real screens: what a table
 * would press to make the same move. `lastVote`: whether a `ballot.cast` is its ballot's last. Used to replay a record through the statechart and
 * to continue an imported game.
 */
export function tapsFor(action: TimedAction, ballotMode: 'secret' | 'open', lastVote = true): TableEvent[] {
	const at = action.at;
	const a = action as Action;
	switch (a.type) {
		case 'card.seen':
			// "I am Cara", her card held and let go, Done: a card is passed on only once it has been held.
			return [{ type: 'deal.identify', at }, { type: 'deal.looked', at }, { type: 'deal.done', at }];
		case 'ballot.cast':
			return ballotMode === 'open'
				? [{ type: 'ballot.cast', voter: a.voter, target: a.target, at }]
				: [
						{ type: 'ballot.identify', at },
						{ type: 'ballot.choose', target: a.target, at },
						// Confirm hands the phone on: three taps a voter.
						{ type: 'ballot.confirm', at },
						// After the ballot's last vote, the Done of the screen that has the phone put down before the table sees
						// the result. (`lastVote` left out: sent anyway; after any other vote the chart does nothing with it.)
						...(lastVote ? [{ type: 'ballot.pass' as const, at }] : [])
					];
		case 'round.take':
			return [{ type: 'round.identify', at }];
		case 'round.pick':
			return [
				{ type: 'round.choose', target: a.target, at },
				{ type: 'round.confirm', at }
			];
		case 'round.pass':
			return [{ type: 'round.done', at }];
		case 'round.redo':
		case 'ballot.redo':
			return [{ type: 'table.redo', at }];
		case 'result.correct':
			return [{ type: 'result.correct', at }];
		case 'secrets.shown':
			// Nothing a table presses: the game stops there.
			return [];
		default:
			return [{ ...a, at }];
	}
}
