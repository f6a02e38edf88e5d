import { m } from '../paraglide/messages.js';

/* What several rule sets' pages say alike. */

/** The host's options every rule set with a narrator's night offers alike: the ballot, and calling dead roles. */
export const options = (): [string, string][] => [
	[m.rules_options_ballot_term(), m.rules_options_ballot_detail()],
	[m.rules_options_dead_roles_term(), m.rules_options_dead_roles_detail()]
];

/** "30 seconds", in the words a count takes in the table's language. */
export const seconds = (count: number): string => m.rules_seconds({ count });
