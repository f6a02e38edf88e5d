// `npm run messages:pseudo`: writes the pseudo-language (en-XA) of every messages/<area>/en.json: every English
// word accented and every message wrapped in [ ], its parameters ({name}) and selectors untouched. Played
// through a whole game, any text left plain on a screen was written in a component instead of a message.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ACCENTED: Record<string, string> = Object.fromEntries(
	[...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
		letter,
		[...'àƀçđêƒĝĥîĵķļɱñöþǫŕšŧüṽŵẋýžÅƁÇĐÊƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'][i]
	])
);

/** Accents the words of a message's text, leaving its `{parameters}` as they are. */
export function pseudoText(text: string): string {
	let out = '';
	let depth = 0;
	for (const ch of text) {
		if (ch === '{') depth++;
		out += depth > 0 ? ch : (ACCENTED[ch] ?? ch);
		if (ch === '}') depth = Math.max(0, depth - 1);
	}
	return `[${out}]`;
}

/** Data, not words: a role name's grammatical gender (messages/roles) stays as English gives it. */
const isData = (matchKey: string) => matchKey.includes('form=gender');

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Message = string | Variant[];

export function pseudoMessage(message: Message): Message {
	if (typeof message === 'string') return pseudoText(message);
	return message.map((variant) => ({
		...variant,
		match: Object.fromEntries(Object.entries(variant.match).map(([key, text]) => [key, isData(key) ? text : pseudoText(text)]))
	}));
}

export function pseudoFile(english: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(english).map(([key, value]) => [key, key === '$schema' ? value : pseudoMessage(value as Message)])
	);
}

export const MESSAGES_DIR = 'messages';
export const areas = (dir = MESSAGES_DIR): string[] => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
export const pseudoOf = (area: string, dir = MESSAGES_DIR): string =>
	JSON.stringify(pseudoFile(JSON.parse(readFileSync(join(dir, area, 'en.json'), 'utf8'))), null, '\t') + '\n';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	for (const area of areas()) writeFileSync(join(MESSAGES_DIR, area, 'en-XA.json'), pseudoOf(area));
	console.log(`Pseudo-language written for ${areas().length} areas.`);
}
