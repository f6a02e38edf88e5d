import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseLocale, extractLocaleFromNavigator, locales, toLocale } from '../../src/lib/paraglide/runtime.js';
import { CHOSEN_LANGUAGE_KEY } from '../../src/lib/i18n/languages';

/**
 * The page's language is decided once, by the script at the top of src/app.html, before any other script: each
 * file of the app then loads its words in the language that script put on <html lang>, and Paraglide reads it from
 * there (src/lib/i18n/languages.ts). The choice kept in Settings comes first, then the phone's own languages matched
 * as Paraglide's own functions match them (a whole tag, then its language), then English.
 */

const html = readFileSync('src/app.html', 'utf8');
const script = html.match(/<script>([\s\S]*?)<\/script>/)![1];

interface Phone {
	stored: string | null;
	languages: string[];
	storageRefused?: boolean;
}

/** The page as src/app.html leaves it on a phone: <html lang>, and whether it waits for its words. */
function pageOn(phone: Phone) {
	const attributes = new Map<string, string>();
	const element = { lang: 'en', setAttribute: (name: string, value: string) => attributes.set(name, value) };
	vi.stubGlobal('document', { documentElement: element });
	vi.stubGlobal('navigator', { languages: phone.languages });
	vi.stubGlobal('localStorage', {
		getItem: (key: string) => {
			if (phone.storageRefused) throw new DOMException('The operation is insecure.', 'SecurityError');
			return key === CHOSEN_LANGUAGE_KEY ? phone.stored : null;
		}
	});
	new Function(script)();
	return { lang: element.lang, waits: attributes.get('data-words') === 'waiting' };
}

/** Paraglide's answer for the same phone, by its own functions: the kept choice, the phone's languages, English. */
function paraglideOn(phone: Phone) {
	vi.stubGlobal('navigator', { languages: phone.languages });
	return (phone.storageRefused ? undefined : toLocale(phone.stored)) ?? extractLocaleFromNavigator() ?? baseLocale;
}

afterEach(() => vi.unstubAllGlobals());

describe('src/app.html decides the page language as Paraglide would', () => {
	it('knows exactly the languages the project has', () => {
		const listed = script.match(/L=\[([^\]]*)\]/)![1].split(',').map((l) => l.replace(/'/g, ''));
		expect(listed).toEqual([...locales]);
		expect(JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')).locales).toEqual(listed);
	});

	const phones: [string, Phone, string][] = [
		['a choice kept in Settings wins over the phone', { stored: 'de', languages: ['ru-RU', 'en'] }, 'de'],
		['no choice: the phone’s first language the app speaks', { stored: null, languages: ['ja-JP', 'fr-CA', 'de'] }, 'fr'],
		['a full tag the app has is taken whole', { stored: null, languages: ['en-XA'] }, 'en-XA'],
		['case does not matter', { stored: 'RU', languages: [] }, 'ru'],
		['a kept choice the app no longer has is passed over', { stored: 'pt-BR', languages: ['it-IT'] }, 'it'],
		['nothing known: English', { stored: null, languages: ['ja', 'zh-CN'] }, 'en'],
		['storage refused (private browsing): the phone’s languages', { stored: 'de', languages: ['es-MX'], storageRefused: true }, 'es']
	];
	it.each(phones)('%s', (_, phone, expected) => {
		const page = pageOn(phone);
		expect(page.lang).toBe(expected);
		expect(paraglideOn(phone)).toBe(expected);
		// The page is prerendered in English: only another language waits for its words.
		expect(page.waits).toBe(expected !== 'en');
	});
});
