import { m } from '../../paraglide/messages.js';
import type { Outcome } from '../../engine/types';

/** The vote's result screen: who goes, and the tally. */
export const verdictWords = {
	progress: (day: number, revote: boolean) => (revote ? m.game_verdict_progress_revote({ day }) : m.game_verdict_progress({ day })),
	heading: (outcome: Outcome['kind'], out: string | undefined) =>
		outcome === 'out' ? m.game_verdict_goes({ name: String(out) }) : outcome === 'revote' ? m.game_verdict_tie() : m.game_verdict_nobody(),
	get tally() {
		return m.game_verdict_tally();
	},
	get abstained() {
		return m.game_verdict_abstained();
	},
	next: (outcome: Outcome['kind']) => (outcome === 'revote' ? m.game_verdict_start_revote() : m.game_shared_continue())
};
