import { m } from '../paraglide/messages.js';
import type { GameConfig, PresetId } from './types';

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

/** A game's title: its rule set's name, or a custom table's own name with what it is. */
export const tableTitle = ({ preset, custom }: Pick<GameConfig, 'preset' | 'custom'>): string =>
	preset === 'custom' && custom ? m.refusal_preset_custom_named({ name: custom.name }) : PRESET_TITLES[preset]();
