import { m } from '../paraglide/messages.js';
import type { PresetId } from './types';

/**
 * Each rule set by its id, in the order the app lists them, with its name in the table's language: all a screen
 * that only names rule sets needs (the home screen's saved games), without every rule set's rules.
 */
export const PRESET_ORDER: PresetId[] = ['classic', 'clocked', 'storyteller', 'godfather', 'custom'];

export const PRESET_TITLES: Record<PresetId, () => string> = {
	classic: () => m.refusal_preset_classic_title(),
	clocked: () => m.refusal_preset_clocked_title(),
	storyteller: () => m.refusal_preset_storyteller_title(),
	godfather: () => m.refusal_preset_godfather_title(),
	custom: () => m.refusal_preset_custom_title()
};

export const isPresetId = (value: unknown): value is PresetId => typeof value === 'string' && (PRESET_ORDER as string[]).includes(value);
