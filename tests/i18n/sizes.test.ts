import { describe, expect, it } from 'vitest';
import { sizeOf } from '$lib/i18n/format';

describe('a size on the phone, as Settings says it', () => {
	it('reads as a phone’s storage settings do, in English', () => {
		expect(sizeOf(0, 'en')).toBe('0 bytes');
		expect(sizeOf(999, 'en')).toBe('999 bytes');
		expect(sizeOf(1000, 'en')).toBe('1 kB');
		expect(sizeOf(120_400, 'en')).toBe('120 kB');
		expect(sizeOf(999_499, 'en')).toBe('999 kB');
		expect(sizeOf(1_000_000, 'en')).toBe('1.0 MB');
		expect(sizeOf(3_440_000, 'en')).toBe('3.4 MB');
		expect(sizeOf(2_345_000_000, 'en')).toBe('2.3 GB');
	});

	it('takes each language’s own units and decimal sign', () => {
		expect(sizeOf(1_100_000, 'ru')).toBe('1,1 МБ');
		expect(sizeOf(1_100_000, 'de')).toBe('1,1 MB');
		expect(sizeOf(1_100_000, 'fr')).toBe('1,1\u202fMo'); // French sets its units off with a narrow no-break space
		expect(sizeOf(120_000, 'ru')).toBe('120 кБ');
		expect(sizeOf(999, 'ru')).toBe('999 байт');
	});

	it('reads as English in the pseudo-language, which Intl does not know', () => {
		expect(sizeOf(3_440_000, 'en-XA')).toBe('3.4 MB');
	});
});
