import { getLocale, locales, overwriteGetLocale, setLocale, type Locale } from '../paraglide/runtime.js';

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

/**
 * Reads the language once when the page starts and keeps it: every sentence asks for it, and reading the phone's
 * storage for each would cost every render. A change of language reloads the page (below), so it never goes stale.
 */
export function settleLanguage(): Locale {
	const chosen = getLocale();
	overwriteGetLocale(() => chosen);
	document.documentElement.lang = chosen;
	return chosen;
}

/**
 * Keeps the choice on this phone and reloads the page in it. Nothing is lost: a game on screen is saved at every
 * step and resumes where it was, and the record holds no words, so it reads the same in every language.
 */
export function chooseLanguage(id: string): void {
	if (!(locales as readonly string[]).includes(id) || id === getLocale()) return;
	void setLocale(id as Locale);
}
