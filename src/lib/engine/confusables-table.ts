import table from 'unhomoglyph/data.json?raw';
import type { Confusables } from './player-names';

/**
 * UTS #39's confusable mapping: Unicode's confusables.txt (13.0) as the unhomoglyph package ships it, each source a
 * single character. Read as text and parsed once, which bundles it at its own size (about 28 KB compressed; the
 * package's own entry point, through the bundler's JSON import, made it twice that). Setup and import load this
 * module with import() when they check names, so no screen waits for it.
 */
const prototypes = new Map(Object.entries(JSON.parse(table) as Record<string, string>));

/** Each character replaced by its prototype, as the package's own function does ("В" → "B", "m" → "rn"). */
export const confusables: Confusables = (text) => Array.from(text, (c) => prototypes.get(c) ?? c).join('');
