/** Saving games and settings on this phone (IndexedDB). Every function answers with a problem in words, never throws. */
export * from './db';
export * from './games';
export * from './settings';
export * from './players';
export * from './roster';
export * from './backup';
export * from './kept';
