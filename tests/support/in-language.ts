import { getLocale, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime.js';

/** Runs `make` with the table's language set to `locale`, then puts the language back. */
export function inLanguage<T>(locale: Locale, make: () => T): T {
	const before = getLocale;
	overwriteGetLocale(() => locale);
	try {
		return make();
	} finally {
		overwriteGetLocale(before);
	}
}
