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

	it('names a message a language lacks, one only a translation has, and a stale pseudo-language', () => {
		const dir = folder({ a_hello: 'Hello {name}', a_bye: 'Bye' }, (locale) =>
			locale === 'de' ? { a_hello: 'Hallo {name}' } : locale === 'ru' ? { a_hello: 'Привет', a_bye: 'Пока', a_extra: '…' } : { a_hello: '{name}!', a_bye: '…' }
		);
		writeFileSync(join(dir, 'area', 'en.json'), JSON.stringify({ ...SCHEMA, a_hello: 'Hello {name}', a_bye: 'Bye!' }));
		expect(messageProblems(dir)).toEqual([
			'area/ru.json has "a_extra", which English does not.',
			'area/de.json has no "a_bye".',
			'area/en-XA.json is not the pseudo-language of its English: run npm run messages:pseudo.'
		]);
	});
});
