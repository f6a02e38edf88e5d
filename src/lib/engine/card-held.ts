import type { Checked, GameState, Seat } from './types';
import { ok, refuse } from './types';
import { m } from '../paraglide/messages.js';

/**
 * Whether the player reading their card in the deal may pass the phone on: only once they have held it. A card
 * passed over unseen leaves a player who does not know their role, and nobody finds out until the night.
 *
 * Holding is the screen's fact, not a table action: the chart is told when the card is let go and keeps whose card
 * it was (`heldBy`, null while nobody's has been held on this screen), with the screen it saves. It is not in the
 * record: the record's `card.seen` is written only by a Done this allows, so it already says the card was read,
 * and a record from before this rule replays as it was. A reload that loses it only asks for the card to be held
 * again by the player who has the phone: nothing the table cannot do.
 */
export function checkCardHeld(state: GameState, heldBy: Seat | null): Checked<true> {
	const phase = state.phase;
	if (phase.kind !== 'deal' || heldBy === phase.next) return ok(true);
	return refuse(m.refusal_deal_hold_first());
}
