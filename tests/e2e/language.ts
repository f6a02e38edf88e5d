import { getLocale, overwriteGetLocale, type Locale } from '../../src/lib/paraglide/runtime.js';

const english = getLocale;

/**
 * Sets the language the drivers read their labels in (the app's own words, tests/e2e/drive.ts) for the rest of
 * this test; `inEnglish()` after it. The page is told the same language when a game is set up (setUpRecord).
 */
export function speakIn(locale: Locale): void {
	overwriteGetLocale(() => locale);
}

export function speakEnglish(): void {
	overwriteGetLocale(english);
}
