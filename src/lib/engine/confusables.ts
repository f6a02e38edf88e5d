import unhomoglyph from 'unhomoglyph';
import type { Confusables } from './player-names';

/**
 * UTS #39's confusable mapping (Unicode's confusables.txt, as the unhomoglyph package ships it). About 28 KB
 * compressed: setup and import load this module with import() when they check names, so no screen waits for it.
 */
export const confusables: Confusables = unhomoglyph;
