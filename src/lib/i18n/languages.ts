import { defineCustomClientStrategy, getLocale, locales, overwriteGetLocale, setLocale, toLocale, type Locale } from '../paraglide/runtime.js';

/** A language the table can play in, named in its own words (a Russian table looks for "Русский"). */
export interface Language {
	id: Locale;
	ownName: string;
}

/** The languages Settings offers, in this order. The pseudo-language (`en-XA`, a test of the words) is not one. */
export const LANGUAGES: Language[] = [
	{ id: 'en', ownName: 'English' },
	{ id: 'ru', ownName: 'Русский' },
	{ id: 'es', ownName: 'Español' },
	{ id: 'fr', ownName: 'Français' },
	{ id: 'de', ownName: 'Deutsch' },
	{ id: 'it', ownName: 'Italiano' }
];

/** The table's language now: the phone's choice, else the phone's own languages, else English. */
export const tableLanguage = (): Locale => getLocale();

/** Where the phone keeps the table's choice: src/app.html reads it before any script runs. */
export const CHOSEN_LANGUAGE_KEY = 'PARAGLIDE_LOCALE';

/**
 * Paraglide's strategy (vite.config.ts) is this one, then English. In the browser the page's language is the one
 * src/app.html decided before any script ran (the choice kept on the phone, else the phone's own languages, else
 * English) and named on <html lang>: every file's words were loaded in it (scripts/build/words-by-language.ts), so
 * every sentence, list, role name and voice gives that same answer. A new choice is kept where src/app.html looks
 * for it, and Paraglide reloads the page in it.
 */
const PAGE_STRATEGY = 'custom-page';
if (typeof document !== 'undefined') {
	defineCustomClientStrategy(PAGE_STRATEGY, {
		getLocale: () => toLocale(document.documentElement.lang),
		setLocale: (locale) => localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale)
	});
}

/**
 * Reads the page's language once and keeps it: every sentence asks for it, and a change of language reloads the
 * page, so it never goes stale. The layout calls it before any screen renders.
 */
export function settleLanguage(): void {
	if (typeof document === 'undefined') return;
	const page = toLocale(document.documentElement.lang);
	if (page) overwriteGetLocale(() => page);
}

/**
 * Keeps the choice on this phone and reloads the page in it. Nothing is lost: a game on screen is saved at every
 * step and resumes where it was, and the record holds no words, so it reads the same in every language.
 */
export function chooseLanguage(id: string): void {
	if (!(locales as readonly string[]).includes(id) || id === getLocale()) return;
	void setLocale(id as Locale);
}
