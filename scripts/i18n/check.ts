// Part of `npm run messages` (and so of the type check): every message of every area in every language, with the
// same parameters as the English. Paraglide itself would compile a missing translation as the English text and a
// parameter the English lacks as "undefined": this says which, in words, and fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_DIR, areas, pseudoOf } from './pseudo';

/** The languages a table can choose; the pseudo-language is generated from English and checked for staleness. */
export const TRANSLATED = ['ru', 'es', 'fr', 'de', 'it'] as const;

type Variant = { declarations?: string[]; match: Record<string, string> };
type Messages = Record<string, string | Variant[]>;

const placeholders = (text: string): string[] => [...text.matchAll(/\{([A-Za-z_][\w]*)\}/g)].map((found) => found[1]);

/** The inputs a message reads: declared ones and every `{name}` its texts use. */
function inputsOf(message: string | Variant[]): Set<string> {
	if (typeof message === 'string') return new Set(placeholders(message));
	const inputs = new Set<string>();
	for (const variant of message) {
		for (const declaration of variant.declarations ?? []) {
			const input = /^input (\w+)$/.exec(declaration.trim());
			if (input) inputs.add(input[1]);
		}
		const locals = new Set((variant.declarations ?? []).map((d) => /^local (\w+)/.exec(d.trim())?.[1]).filter(Boolean));
		for (const text of Object.values(variant.match)) for (const name of placeholders(text)) if (!locals.has(name)) inputs.add(name);
	}
	return inputs;
}

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
				const wanted = inputsOf(english[key]);
				const given = inputsOf(translated[key]);
				for (const input of given) if (!wanted.has(input)) problems.push(`${area}/${locale}.json "${key}" uses {${input}}, which the English does not give.`);
				// A plain sentence that drops a parameter loses a name the table needs (a variant may leave one out).
				if (typeof english[key] === 'string' && typeof translated[key] === 'string')
					for (const input of wanted) if (!given.has(input)) problems.push(`${area}/${locale}.json "${key}" leaves out {${input}}.`);
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
