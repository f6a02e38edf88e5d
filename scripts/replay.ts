/**
 * npm run replay -- FILE [--lang CODE]: reads a game record and prints the game as the table heard it,
 * ending with "Winners: <side>: <names…>" when the game is over, then "Also won: <name> (<role>), …" for any extra winners.
 * Every line is in the language CODE (en ru es fr de it; English when not given): the record holds no words, so
 * the same file tells the same game in any of them.
 *
 * Exit codes, so that a script can tell: 0 the game is over (its winners printed); 3 the record is good but the
 * game is not over yet; 1 the file cannot be read or the record is refused (the reason printed, in words);
 * 2 no file given, or a language the app does not have. The work is scripts/replay/command.ts.
 */
import { replayCommand } from './replay/command';
import { print } from './told';

print(replayCommand(process.argv.slice(2)));
