import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, checkNames, nameCharacters } from '../../src/lib/engine/index';

/** A name's length is what a reader sees, so the 24-character limit does not refuse a short name of emoji. */
describe('a name’s characters', () => {
	it.each([
		['Ben', 3],
		['Zoë', 3],
		['Zoe\u0301', 3], // e and a combining accent
		['👨‍👩‍👧', 1], // three people joined into one family
		['👍🏽', 1], // a thumb with a skin tone
		['❤️', 1], // a heart with its variation selector
		['🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1], // a flag written with tag characters
		['שרה בת-אברהם', 12],
		['李小龍', 3]
	])('%s has %i', (name, length) => {
		expect(nameCharacters(name)).toHaveLength(length);
		expect(nameCharacters(name).join('')).toBe(name);
	});

	it('accepts 24 family emoji and refuses 25, cutting the quoted name between emoji, never inside one', () => {
		const family = '👨‍👩‍👧';
		expect(checkNames([family.repeat(MAX_NAME_LENGTH), 'Ben'])).toEqual([]);
		const [problem] = checkNames([family.repeat(MAX_NAME_LENGTH + 1), 'Ben']);
		expect(problem).toBe(`"${family.repeat(MAX_NAME_LENGTH)}…" is too long: keep names to ${MAX_NAME_LENGTH} characters.`);
	});

	it('a mark at the very start of a name is a character of its own: 24 letters after it are too long', () => {
		const name = '\u0301' + 'a'.repeat(MAX_NAME_LENGTH);
		expect(nameCharacters(name)).toHaveLength(MAX_NAME_LENGTH + 1);
		expect(checkNames([name, 'Ben'])).toEqual([`"\u0301${'a'.repeat(MAX_NAME_LENGTH - 1)}…" is too long: keep names to ${MAX_NAME_LENGTH} characters.`]);
	});
});

describe('right-to-left names in the lines the table hears', () => {
	it('isolates a Hebrew or Arabic name so its vote count stays beside it; Latin names are untouched', async () => {
		const { tallyLine, listNames } = await import('../../src/lib/engine/announce');
		const names = ['Ben', 'سارة', 'דנה'];
		const line = tallyLine({ 0: 2, 1: 3, 2: 1 }, 0, (s) => names[s]);
		expect(line).toBe('\u2068سارة\u2069 3, Ben 2, \u2068דנה\u2069 1');
		expect(listNames(['Ben', 'Cara'])).toBe('Ben and Cara');
	});
});
