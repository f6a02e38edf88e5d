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

/** The unit a size is said in, and how many digits after the point: "999 kB", "3.4 MB" as a phone's settings say it. */
function sizeUnit(bytes: number): { unit: string; value: number; digits: number } {
	if (bytes < 1000) return { unit: 'byte', value: bytes, digits: 0 };
	if (bytes < 1_000_000) return { unit: 'kilobyte', value: Math.round(bytes / 1000), digits: 0 };
	if (bytes < 1_000_000_000) return { unit: 'megabyte', value: bytes / 1_000_000, digits: 1 };
	return { unit: 'gigabyte', value: bytes / 1_000_000_000, digits: 1 };
}

/** A size in the table's language and its own units and decimal sign: "3.4 MB", "3,4 МБ", "3,4 Mo". */
export function sizeOf(bytes: number, locale: string = getLocale()): string {
	const { unit, value, digits } = sizeUnit(bytes);
	// The pseudo-language is not one Intl knows: its sizes read as English's do.
	const format = new Intl.NumberFormat(locale === 'en-XA' ? 'en' : locale, {
		style: 'unit',
		unit,
		// "999 bytes", "999 байт": a byte count reads in words; the larger units as a phone abbreviates them.
		unitDisplay: unit === 'byte' ? 'long' : 'short',
		minimumFractionDigits: digits,
		maximumFractionDigits: digits
	});
	return format.format(value);
}
