/**
 * npm run replay -- FILE: reads a game record and prints the game as the table heard it,
 * ending with "Winners: <side>: <names…>" when the game is over, then "Also won: <name> (<role>), …" for any extra winners.
 */
import { readFileSync } from 'node:fs';
import { readRecord, replay, tableStory } from '../src/lib/engine/index';

const file = process.argv[2];
if (!file) {
	console.error('Usage: npm run replay -- FILE (a Nightfall game record, .json)');
	process.exit(2);
}
let raw: unknown;
try {
	raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
	console.error(`Cannot read ${file}: ${(error as Error).message}`);
	process.exit(1);
}
const record = readRecord(raw);
if (!record.ok) {
	console.error(`${file}: ${record.reason}`);
	process.exit(1);
}
const game = replay(record.value);
if (!game.ok) {
	console.error(`${file}: ${game.reason}`);
	process.exit(1);
}
const { players, preset } = record.value;
console.log(`${preset}, ${players.length} players: ${players.join(', ')}`);
for (const line of tableStory(game.value)) console.log(line);
if (!game.value.winner) console.log('The game is not over yet.');
