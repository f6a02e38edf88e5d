import { PRESETS } from '../engine/presets';
import { text, type RulesSection } from './blocks';
import { m } from '../paraglide/messages.js';

/** The rules of a custom table: what it is. Each rule's choices are the setup screen's. */
export function customRules(): RulesSection[] {
	return [{ id: 'table', heading: PRESETS.custom.title, blocks: [text(PRESETS.custom.summary), text(m.rules_page_source({ source: PRESETS.custom.title }))] }];
}
