/**
 * npm run replay -- FILE [--lang CODE]: reads a game record and prints the game as the table heard it,
 * ending with "Winners: <side>: <names…>" when the game is over, then "Also won: <name> (<role>), …" for any extra winners.
 * Every line is in the language CODE (en ru es fr de it; English when not given): the record holds no words, so
 * the same file tells the same game in any of them.
 *
 * Exit codes, so that a script can tell: 0 the game is over (its winners printed); 3 the record is good but the
 * game is not over yet; 1 the file cannot be read or the record is refused (the reason printed, in words);
 * 2 no file given, or a language the app does not have.
 */
import { readFileSync } from 'node:fs';
import { readRecord, replay, tableStory } from '../src/lib/engine/index';
import { m } from '../src/lib/paraglide/messages.js';
import { baseLocale, isLocale, locales, overwriteGetLocale } from '../src/lib/paraglide/runtime.js';

const FINISHED = 0;
const REFUSED = 1;
const USAGE = 2;
const UNFINISHED = 3;

/** The languages a table can choose (the pseudo-language is the app's own check, not a table's). */
const LANGUAGES = locales.filter((code) => code !== 'en-XA');

/** FILE and the language from the command line, in either order. */
function argumentsOf(args: string[]): { file: string | undefined; lang: string } {
	const at = args.indexOf('--lang');
	const lang = at >= 0 ? (args[at + 1] ?? '') : baseLocale;
	const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
	return { file: rest[0], lang };
}

function main(file: string | undefined): number {
	if (!file) {
		console.error(m.refusal_replay_usage({ languages: LANGUAGES.join(', ') }));
		return USAGE;
	}
	let raw: unknown;
	try {
		raw = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		console.error(m.refusal_replay_cannot_read({ file, error: (error as Error).message }));
		return REFUSED;
	}
	const record = readRecord(raw);
	if (!record.ok) {
		console.error(m.refusal_replay_refused({ file, reason: record.reason }));
		return REFUSED;
	}
	const game = replay(record.value);
	if (!game.ok) {
		console.error(m.refusal_replay_refused({ file, reason: game.reason }));
		return REFUSED;
	}
	const { players, preset } = record.value;
	console.log(m.refusal_replay_header({ preset, count: players.length, names: players.join(', ') }));
	for (const line of tableStory(game.value)) console.log(line);
	if (game.value.secretsShown !== undefined) console.log(m.refusal_replay_roles_shown());
	if (game.value.winner) return FINISHED;
	console.log(m.refusal_replay_not_over());
	return UNFINISHED;
}

const { file, lang } = argumentsOf(process.argv.slice(2));
if (!isLocale(lang) || lang === 'en-XA') {
	// Said in English: the language asked for is the one the app does not have.
	console.error(m.refusal_replay_unknown_language({ code: lang, languages: LANGUAGES.join(', ') }, { locale: baseLocale }));
	process.exitCode = USAGE;
} else {
	overwriteGetLocale(() => lang);
	try {
		process.exitCode = main(file);
	} catch (error) {
		// Every check of the record should have said what is wrong before this; if one did not, still words, not a trace.
		console.error(m.refusal_replay_crashed({ file: file ?? '', error: error instanceof Error ? error.message : String(error) }));
		process.exitCode = REFUSED;
	}
}
