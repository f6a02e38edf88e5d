import { m } from '../../paraglide/messages.js';
import type { Outcome } from '../../engine/types';

/** The vote's result screen: who goes, and the tally. */
export const verdictWords = {
	progress: (day: number, revote: boolean) => (revote ? m.game_verdict_progress_revote({ day }) : m.game_verdict_progress({ day })),
	/** `name`: who goes, or the Village Idiot who stays. */
	heading: (outcome: Outcome['kind'], name: string | undefined) => {
		switch (outcome) {
			case 'out':
				return m.game_verdict_goes({ name: String(name) });
			case 'idiot':
				return m.game_verdict_stays({ name: String(name) });
			case 'revote':
				return m.game_verdict_tie();
			default:
				return m.game_verdict_nobody();
		}
	},
	get tally() {
		return m.game_verdict_tally();
	},
	get abstained() {
		return m.game_verdict_abstained();
	},
	next: (outcome: Outcome['kind']) => (outcome === 'revote' ? m.game_verdict_start_revote() : m.game_shared_continue())
};
