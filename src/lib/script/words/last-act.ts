import { m } from '../../paraglide/messages.js';
import type { RoleName } from '../../engine/names';
import { roleInputs } from './shared';

/** A dead Hunter's last shot: who he was, the call to take it, and its grid. */
export const lastActWords = {
	heading: (name: string, role: RoleName) => m.game_last_heading({ name, ...roleInputs(role) }),
	grid: (name: string) => m.game_last_grid({ name }),
	get next() {
		return m.game_shared_continue();
	}
};
