/**
 * Checks for values that come from outside the app's own code: a file a player picked, a stored row, a backup.
 * Every reader of such a value uses these, so that a value is judged the same way wherever it enters.
 */

/** A plain object (not null, not an array): the shape of every record, row and setting read from outside. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The furthest Date reaches either side of 1970, in ms: past it, `new Date(t)` is "Invalid Date" and formatting throws. */
const LATEST_TIME = 8.64e15;

/** A time in ms since 1970 that a Date can hold: a whole number within Date's range. */
export const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= LATEST_TIME;

/** The most of a value from outside that a refusal quotes: enough to find it in the file, never a page of it. */
export const EXCERPT_LENGTH = 40;

/** A text from outside as a refusal quotes it: cut to EXCERPT_LENGTH characters and '…', never a page of it. */
export function excerpt(text: string): string {
	const chars = [...text.slice(0, EXCERPT_LENGTH * 2)];
	return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : text;
}

/**
 * A value from outside as a refusal quotes it: as written in the file ("yes" with its quotes, [1, 2]), cut as
 * excerpt cuts it. A hostile file's nested value would otherwise be echoed whole, a message millions long.
 */
export const excerptValue = (v: unknown): string => excerpt(JSON.stringify(v) ?? String(v));
