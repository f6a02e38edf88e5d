import { namesFor } from '../engine/names';
import type { PresetId } from '../engine/types';
import type { RulesSection } from './blocks';
import { classicRules } from './classic';
import { customRules } from './custom';
import { clockedRules } from './clocked';
import { godfatherRules } from './godfather';
import { storytellerRules } from './storyteller';

export type { RulesBlock, RulesSection } from './blocks';

/** Each rule set's rules, written out in full in its own display names. */
export function rulesFor(preset: PresetId): RulesSection[] {
	const names = namesFor(preset);
	switch (preset) {
		case 'classic':
			return classicRules(names);
		case 'clocked':
			return clockedRules(names);
		case 'storyteller':
			return storytellerRules(names);
		case 'godfather':
			return godfatherRules(names);
		case 'custom':
			return customRules(names);
	}
}
