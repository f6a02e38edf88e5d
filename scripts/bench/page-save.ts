/** The app's own saving, compiled for the bench's page (compile.ts compileForPage): what a tap's save runs. */
export { openNightfallDb, loadGame, saveGame } from '../../src/lib/persistence/index';
