import { getLocale } from '../paraglide/runtime.js';

const lists = new Map<string, Intl.ListFormat>();

/**
 * "Alice, Ben and Cara" in the table's language. English keeps the form its lines always had (no comma before
 * "and": records' `Winners:` lines and their tests read so); every other language takes its own from `Intl`.
 */
export function listOf(items: string[], locale: string = getLocale()): string {
	if (items.length <= 1) return items[0] ?? '';
	// The pseudo-language joins with a sign, so that no English word is left between its names.
	if (locale === 'en-XA') return items.join(' · ');
	if (locale === 'en') return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
	let list = lists.get(locale);
	if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: 'conjunction' })));
	return list.format(items);
}

/** A count as the table's language writes it ("12 000" in French, "12.000" in German). */
export const numberOf = (n: number, locale: string = getLocale()): string => n.toLocaleString(locale);
