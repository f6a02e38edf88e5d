import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as registry from '../../src/lib/paraglide/registry.js';
import * as messages from '../../src/lib/paraglide/messages/_index.js';
import { locales } from '../../src/lib/paraglide/runtime.js';
import { localeFunctions } from '../../scripts/build/words-by-language';

/**
 * The browser build keeps each message's words in one language per file (scripts/build/words-by-language.ts),
 * taken out of Paraglide's compiled messages. Every message, in every language, must say there exactly what
 * Paraglide's own function says, whatever it is given: a plural, a number, a choice of form.
 */
const DIR = 'src/lib/paraglide/messages';
const files = readdirSync(DIR).filter((f) => f.endsWith('.js') && f !== '_index.js');

/** Inputs for any message: every parameter is the same value, so plurals, numbers and selectors all run. */
const inputsOf = (value: unknown) => new Proxy({}, { get: (_, key) => (typeof key === 'string' ? value : undefined) });
type Said = (inputs: object, options?: { locale?: string }) => string;

describe('every message says in the build what Paraglide says', () => {
	it('reads them all', () => expect(files.length).toBeGreaterThan(1000));

	it.each(['en', 'ru', 'de'])('a message with a plural, in %s, for 1, 2, 5 and 21', (locale) => {
		const file = files.find((f) => readFileSync(join(DIR, f), 'utf8').includes('registry.plural(') && f.startsWith('game_'))!;
		const byLocale = localeFunctions(readFileSync(join(DIR, file), 'utf8'), locales);
		const own = (messages as unknown as Record<string, Said>)[file.replace(/\.js$/, '')];
		for (const n of [1, 2, 5, 21]) expect(new Function(`return ${byLocale.get(locale)}`)()(inputsOf(n), registry)).toBe(own(inputsOf(n), { locale }));
	});

	it('every message, every language, with numbers and with words given', () => {
		let compared = 0;
		for (const file of files) {
			const byLocale = localeFunctions(readFileSync(join(DIR, file), 'utf8'), locales);
			const own = (messages as unknown as Record<string, Said>)[file.replace(/\.js$/, '')];
			for (const locale of locales) {
				const extracted = new Function(`return ${byLocale.get(locale)}`)();
				for (const value of [1, 3, 'one', 'gender', 'Ben']) {
					expect(extracted(inputsOf(value), registry), `${file} in ${locale}`).toBe(own(inputsOf(value), { locale }));
					compared++;
				}
			}
		}
		expect(compared).toBe(files.length * locales.length * 5);
	});
});
