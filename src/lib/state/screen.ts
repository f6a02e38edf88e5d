import type { SnapshotFrom } from 'xstate';
import type { TableMachine } from '../machine';
import { viewFor, type Card, type GameView, type SeatView } from '../engine/view';
import { undoState } from '../engine/undo';
import { checkCardHeld } from '../engine/card-held';
import { tableTitle } from '../engine/preset-names';
import type { Checked, Clock, Seat } from '../engine/types';

type Snapshot = SnapshotFrom<TableMachine>;

/** Which screen is up: the chart's state, named as the screens know it. */
export type Stage =
	| 'deal.passing'
	| 'deal.reading'
	| 'dusk'
	| 'night.narrating'
	| 'night.waiting'
	| 'night.choosing'
	| 'night.done'
	| 'round.passing'
	| 'round.turn'
	| 'round.done'
	| 'morning'
	| 'lastWord'
	| 'countReveal'
	| 'talk'
	| 'ballot.open'
	| 'ballot.passing'
	| 'ballot.choosing'
	| 'ballot.confirming'
	| 'ballot.cast'
	| 'verdict'
	| 'lastAct'
	| 'ended';

/** What the undo bar offers, decided here once per transition rather than by the bar. */
export interface UndoView {
	/** The phone is in the narrator's (or by day, the table's) hands: undo may be offered at all. */
	offered: boolean;
	canUndo: boolean;
	/**
	 * The whole night (everyone taking the phone) or the whole vote may be started again, from its first player
	 * (named): the menu asks first, in words the whole table may see. A sealed choice is never undone.
	 */
	redo: { kind: 'night' | 'vote'; from: string } | null;
	/** The last announced result can be corrected (through a confirmation). */
	canCorrect: boolean;
}

/**
 * Everything a game screen may render, for whoever holds the phone now. Screens receive this
 * and a `send`; none of them sees the game state, the record or the chart.
 */
export interface TableScreenView {
	stage: Stage;
	/** The table's view: what anybody looking at the phone may see. */
	table: GameView;
	/** Narrator mode, night: the narrator's view of the role awake. */
	narrator: GameView | null;
	/** App-narrated night, once the holders have the phone: what the role awake may see. */
	holders: GameView | null;
	/** Everyone taking the phone, once the player whose turn it is has it: their night, for their own hold. */
	turn: GameView | null;
	/** Narrator mode: every role, for the narrator's own hold (dusk and talk). */
	everyRole: SeatView[] | null;
	/** The card of the player holding the phone to read it (the deal, or a look again). */
	card: Card | null;
	/** `clocked`, on the deal: the seconds left before the phone passes on, once the card has been let go. */
	reveal: Clock | null;
	/** On the deal: why Done cannot pass the phone on yet (the card has not been held), in words; null when it can. */
	passOnRefused: string | null;
	/** A player looking at their card again, between phases. */
	peek: { seat: Seat; name: string } | null;
	/** The ballot a voter has chosen and not yet confirmed (undefined: none chosen). */
	choice: Seat | null | undefined;
	/** Why the last tap was refused, in words, until dismissed. */
	problem: string | null;
	undo: UndoView;
	/** The rule set's title, for the top bar. */
	title: string;
}

function stageOf(snapshot: Snapshot): Stage {
	const value = snapshot.value;
	if (typeof value === 'string') return (value === 'route' ? 'ended' : value) as Stage;
	const [top, sub] = Object.entries(value)[0] as [string, string];
	return `${top}.${sub}` as Stage;
}

// Screens where a player, not the narrator, holds the phone: no undo there.
const HELD_BY_A_PLAYER: Stage[] = [
	'deal.passing',
	'deal.reading',
	'ballot.choosing',
	'ballot.confirming',
	'ballot.cast',
	'round.turn',
	'round.done',
	'ended'
];

const reasonOf = (check: Checked<true>): string | null => (check.ok ? null : check.reason);

/** The one place that turns the chart's snapshot into what each screen may show. */
export function screenOf(snapshot: Snapshot): TableScreenView {
	const { game, record, peek, choice, problem, reveal, cardHeld } = snapshot.context;
	const stage = stageOf(snapshot);
	const appNarrated = game.config.options.narration === 'app';
	const table = viewFor(game, { kind: 'table' });
	const night = stage.startsWith('night.');
	const narrator = night && !appNarrated ? viewFor(game, { kind: 'narrator' }) : null;
	const holders = stage === 'night.choosing' ? viewFor(game, { kind: 'holders' }) : null;
	const turn = stage === 'round.turn' || stage === 'round.done' ? viewFor(game, { kind: 'turn' }) : null;
	// Only a narrator has every role behind a hold: the app, and everyone taking the phone, have nobody outside the game.
	const narrated = game.config.options.narration === 'narrator';
	const everyRole = narrated && (stage === 'dusk' || stage === 'talk') ? viewFor(game, { kind: 'narrator' }).players : null;
	const cardSeat = peek !== null ? peek : stage === 'deal.reading' && game.phase.kind === 'deal' ? game.phase.next : null;
	const card = cardSeat !== null ? viewFor(game, { kind: 'seat', seat: cardSeat }).card : null;
	const offered = peek === null && !HELD_BY_A_PLAYER.includes(stage) && !(appNarrated && night);
	const undo = offered ? undoState(record) : null;
	return {
		stage,
		table,
		narrator,
		holders,
		turn,
		everyRole,
		card,
		// A game saved before the card's seconds were kept has none.
		reveal: stage === 'deal.reading' ? (reveal ?? null) : null,
		passOnRefused: stage === 'deal.reading' ? reasonOf(checkCardHeld(game, cardHeld ?? null)) : null,
		peek: peek !== null ? { seat: peek, name: game.players[peek]?.name ?? '' } : null,
		choice,
		problem,
		undo: {
			offered,
			canUndo: !!undo?.canUndo,
			redo: undo?.redo ? { kind: undo.redo.kind, from: game.players[undo.redo.from]?.name ?? '' } : null,
			canCorrect: !!undo?.correction
		},
		title: tableTitle(game.config)
	};
}
