// Part of `npm run messages` (and so of the type check): every message of every area in every language. Paraglide
// itself compiles a missing translation as the English text, silently; this says which, in words, and fails.
// Parameters need no check here: a message's inputs are those of all its languages together (a language may take
// another form of a name, `{doctor_The}`), and the type check holds every call to all of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_DIR, areas, pseudoOf } from './pseudo';

/** The languages a table can choose; the pseudo-language is generated from English and checked for staleness. */
export const TRANSLATED = ['ru', 'es', 'fr', 'de', 'it'] as const;

type Messages = Record<string, unknown>;

function read(area: string, locale: string, dir: string): Messages | string {
	try {
		return JSON.parse(readFileSync(join(dir, area, `${locale}.json`), 'utf8')) as Messages;
	} catch (error) {
		return `${area}/${locale}.json cannot be read: ${(error as Error).message}`;
	}
}

/** Every problem, one sentence each; none when every language has every message. */
export function messageProblems(dir = MESSAGES_DIR): string[] {
	const problems: string[] = [];
	for (const area of areas(dir)) {
		const english = read(area, 'en', dir);
		if (typeof english === 'string') {
			problems.push(english);
			continue;
		}
		const keys = Object.keys(english).filter((key) => key !== '$schema');
		for (const locale of TRANSLATED) {
			const translated = read(area, locale, dir);
			if (typeof translated === 'string') {
				problems.push(translated);
				continue;
			}
			for (const key of keys) {
				if (!(key in translated)) {
					problems.push(`${area}/${locale}.json has no "${key}".`);
					continue;
				}
			}
			for (const key of Object.keys(translated)) if (key !== '$schema' && !(key in english)) problems.push(`${area}/${locale}.json has "${key}", which English does not.`);
		}
		let pseudo = '';
		try {
			pseudo = readFileSync(join(dir, area, 'en-XA.json'), 'utf8');
		} catch {
			/* reported below */
		}
		if (pseudo !== pseudoOf(area, dir)) problems.push(`${area}/en-XA.json is not the pseudo-language of its English: run npm run messages:pseudo.`);
	}
	return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const problems = messageProblems();
	for (const problem of problems) console.error(problem);
	if (problems.length) {
		console.error(`${problems.length} message problem${problems.length === 1 ? '' : 's'}.`);
		process.exit(1);
	}
}
