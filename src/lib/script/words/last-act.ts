import { m } from '../../paraglide/messages.js';
import type { RoleName } from '../../engine/names';
import type { LastAct } from '../../engine/types';
import { roleInputs } from './shared';

/** A dead Hunter's last shot: who he was, the call to take it, and its grid. */
export const lastActWords = {
	heading: (name: string, role: RoleName) => m.game_last_heading({ name, ...roleInputs(role) }),
	grid: (name: string, act: LastAct = 'shot') => (act === 'successor' ? m.game_last_successor_grid({ name }) : m.game_last_grid({ name })),
	/** On the talk screen: who holds the office, and what it does. */
	mayor: (name: string) => m.game_talk_mayor({ name }),
	get next() {
		return m.game_shared_continue();
	}
};
