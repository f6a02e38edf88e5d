/**
 * The pieces a rule set's page is written in, for the rules screen: short paragraphs, lists,
 * and terms with what they mean. Plain data, so each preset's rules are a function of its
 * display names and nothing else.
 */

export type RulesBlock =
	| { kind: 'text'; text: string }
	| { kind: 'list'; items: string[] }
	/** A term and what it means: a role, a step of the worked game. */
	| { kind: 'terms'; items: { term: string; detail: string }[] };

export interface RulesSection {
	/** Anchor on the rules screen. */
	id: string;
	heading: string;
	blocks: RulesBlock[];
}

export const text = (t: string): RulesBlock => ({ kind: 'text', text: t });
export const list = (...items: string[]): RulesBlock => ({ kind: 'list', items });
export const terms = (...items: [string, string][]): RulesBlock => ({
	kind: 'terms',
	items: items.map(([term, detail]) => ({ term, detail }))
});
