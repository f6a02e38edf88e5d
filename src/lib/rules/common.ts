import { m } from '../paraglide/messages.js';
import type { RoleName } from '../engine/names';

/* What several rule sets' pages say alike. */

/** The host's options every rule set with a narrator's night offers alike: the ballot, and calling dead roles. */
export const options = (): [string, string][] => [
	[m.rules_options_ballot_term(), m.rules_options_ballot_detail()],
	[m.rules_options_dead_roles_term(), m.rules_options_dead_roles_detail()]
];

/** "30 seconds", in the words a count takes in the table's language. */
export const seconds = (count: number): string => m.rules_seconds({ count });

/** A table row's size: "4 players", "5–6 players". */
export const playersOf = (from: number, to: number): string =>
	from === to ? m.rules_table_players({ count: from }) : m.rules_table_players_range({ from, to });

/** "2 Mafia", "1 Mafia": a role dealt more than once, as a table row lists it. */
export const roleCount = (count: number, name: RoleName): string =>
	m.rules_table_role_count({ count, one: name.one, many: name.many });

/** "3 minutes", in the words a count takes in the table's language. */
export const minutes = (count: number): string => m.rules_minutes({ count });
