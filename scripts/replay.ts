/**
 * npm run replay -- FILE: reads a game record and prints the game as the table heard it,
 * ending with "Winners: <side>: <names…>" when the game is over, then "Also won: <name> (<role>), …" for any extra winners.
 *
 * Exit codes, so that a script can tell: 0 the game is over (its winners printed); 3 the record is good but the
 * game is not over yet; 1 the file cannot be read or the record is refused (the reason printed, in words);
 * 2 no file given.
 */
import { readFileSync } from 'node:fs';
import { readRecord, replay, tableStory } from '../src/lib/engine/index';

const FINISHED = 0;
const REFUSED = 1;
const USAGE = 2;
const UNFINISHED = 3;

function main(file: string | undefined): number {
	if (!file) {
		console.error('Usage: npm run replay -- FILE (a Nightfall game record, .json)');
		return USAGE;
	}
	let raw: unknown;
	try {
		raw = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		console.error(`Cannot read ${file}: ${(error as Error).message}`);
		return REFUSED;
	}
	const record = readRecord(raw);
	if (!record.ok) {
		console.error(`${file}: ${record.reason}`);
		return REFUSED;
	}
	const game = replay(record.value);
	if (!game.ok) {
		console.error(`${file}: ${game.reason}`);
		return REFUSED;
	}
	const { players, preset } = record.value;
	console.log(`${preset}, ${players.length} players: ${players.join(', ')}`);
	for (const line of tableStory(game.value)) console.log(line);
	if (game.value.secretsShown !== undefined) console.log('Every role was shown before the game was over: it cannot go on.');
	if (game.value.winner) return FINISHED;
	console.log('The game is not over yet.');
	return UNFINISHED;
}

const file = process.argv[2];
try {
	process.exitCode = main(file);
} catch (error) {
	// Every check of the record should have said what is wrong before this; if one did not, still words, not a trace.
	console.error(`${file}: Nightfall could not replay this record (${error instanceof Error ? error.message : String(error)}).`);
	process.exitCode = REFUSED;
}
