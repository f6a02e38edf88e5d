import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED, messageProblems } from '../../scripts/i18n/check';
import { pseudoOf } from '../../scripts/i18n/pseudo';

const SCHEMA = { $schema: 'https://inlang.com/schema/inlang-message-format' };

/** A messages folder of one area, English plus the five translations as given. */
function folder(english: Record<string, unknown>, translated: (locale: string) => Record<string, unknown>): string {
	const dir = mkdtempSync(join(tmpdir(), 'messages-'));
	mkdirSync(join(dir, 'area'));
	writeFileSync(join(dir, 'area', 'en.json'), JSON.stringify({ ...SCHEMA, ...english }));
	for (const locale of TRANSLATED) writeFileSync(join(dir, 'area', `${locale}.json`), JSON.stringify({ ...SCHEMA, ...translated(locale) }));
	writeFileSync(join(dir, 'area', 'en-XA.json'), pseudoOf('area', dir));
	return dir;
}

describe('every message in every language', () => {
	it('the app’s messages: every key in all six languages, the same parameters, the pseudo-language current', () => {
		expect(messageProblems()).toEqual([]);
	});

	it('names a message one language lacks, a parameter it invents, and one it drops', () => {
		const dir = folder({ a_hello: 'Hello {name}', a_bye: 'Bye' }, (locale) =>
			locale === 'de' ? { a_hello: 'Hallo {nam}' } : locale === 'ru' ? { a_hello: 'Привет', a_bye: 'Пока' } : { a_hello: '{name}!', a_bye: '…' }
		);
		expect(messageProblems(dir)).toEqual([
			'area/ru.json "a_hello" leaves out {name}.',
			'area/de.json "a_hello" uses {nam}, which the English does not give.',
			'area/de.json "a_hello" leaves out {name}.',
			'area/de.json has no "a_bye".'
		]);
	});

	it('a plural form may leave its count out (Russian "один голос"), but never invent one', () => {
		const plural = (one: string, other: string) => [
			{ declarations: ['input count', 'local n = count: plural'], selectors: ['n'], match: { 'n=one': one, 'n=*': other } }
		];
		const dir = folder({ a_votes: plural('{count} vote', '{count} votes') }, () => ({ a_votes: plural('один голос', '{count} {votes}') }));
		expect(messageProblems(dir)).toEqual(TRANSLATED.map((locale) => `area/${locale}.json "a_votes" uses {votes}, which the English does not give.`));
	});
});
