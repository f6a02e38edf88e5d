import { getLocale, locales, overwriteGetLocale, setLocale, toLocale, type Locale } from '../paraglide/runtime.js';

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
 * In the browser the page's language was decided before any script ran (src/app.html) and is named on <html lang>:
 * every file's words were loaded in it (scripts/build/words-by-language.ts), so everything else that asks for the
 * language (lists, role names, the voice) gives that same answer, read once: every sentence asks for it, and reading
 * the phone's storage for each would cost every render. A change of language reloads the page, so it never goes
 * stale. The layout calls it before any screen renders.
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
