/**
 * What `npm run replay -- FILE [--lang CODE]` does, as a function: the story on standard output, then the winners or
 * that the game is not over; why not on standard error; and the exit code. scripts/replay.ts prints it; the tests call
 * it in their own process (one Node start for every record, not one a record).
 */
import { readFileSync } from 'node:fs';
import { readRecord, replay, tableStory } from '../../src/lib/engine/index';
import { m } from '../../src/lib/paraglide/messages.js';
import { baseLocale, getLocale, isLocale, locales, overwriteGetLocale } from '../../src/lib/paraglide/runtime.js';
import type { Told } from '../told';

/** Exit codes, so that a script can tell. */
export const FINISHED = 0;
export const REFUSED = 1;
export const USAGE = 2;
export const UNFINISHED = 3;

/** The languages a table can choose (the pseudo-language is the app's own check, not a table's). */
const LANGUAGES = locales.filter((code) => code !== 'en-XA');

/** FILE and the language from the command line, in either order. */
function argumentsOf(args: string[]): { file: string | undefined; lang: string } {
	const at = args.indexOf('--lang');
	const lang = at >= 0 ? (args[at + 1] ?? '') : baseLocale;
	const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
	return { file: rest[0], lang };
}

function tell(file: string | undefined, told: Told): number {
	if (!file) {
		told.err.push(m.refusal_replay_usage({ languages: LANGUAGES.join(', ') }));
		return USAGE;
	}
	let raw: unknown;
	try {
		raw = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		told.err.push(m.refusal_replay_cannot_read({ file, error: (error as Error).message }));
		return REFUSED;
	}
	const record = readRecord(raw);
	if (!record.ok) {
		told.err.push(m.refusal_replay_refused({ file, reason: record.reason }));
		return REFUSED;
	}
	const game = replay(record.value);
	if (!game.ok) {
		told.err.push(m.refusal_replay_refused({ file, reason: game.reason }));
		return REFUSED;
	}
	const { players, preset } = record.value;
	told.out.push(m.refusal_replay_header({ preset, count: players.length, names: players.join(', ') }));
	told.out.push(...tableStory(game.value));
	if (game.value.secretsShown !== undefined) told.out.push(m.refusal_replay_roles_shown());
	if (game.value.winner) return FINISHED;
	told.out.push(m.refusal_replay_not_over());
	return UNFINISHED;
}

/** The replay of the command line's arguments (without node and the script), in the language they ask for. */
export function replayCommand(args: string[]): Told {
	const told: Told = { code: FINISHED, out: [], err: [] };
	const { file, lang } = argumentsOf(args);
	if (!isLocale(lang) || lang === 'en-XA') {
		// Said in English: the language asked for is the one the app does not have.
		told.err.push(m.refusal_replay_unknown_language({ code: lang, languages: LANGUAGES.join(', ') }, { locale: baseLocale }));
		told.code = USAGE;
		return told;
	}
	// The story's words read the page's language: this one while it is told, whatever the caller's was after.
	const callers = getLocale;
	overwriteGetLocale(() => lang);
	try {
		told.code = tell(file, told);
	} catch (error) {
		// Every check of the record should have said what is wrong before this; if one did not, still words, not a trace.
		told.err.push(m.refusal_replay_crashed({ file: file ?? '', error: error instanceof Error ? error.message : String(error) }));
		told.code = REFUSED;
	} finally {
		overwriteGetLocale(callers);
	}
	return told;
}
