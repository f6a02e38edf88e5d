/**
 * Checks for values that come from outside the app's own code: a file a player picked, a stored row, a backup.
 * Every reader of such a value uses these, so that a value is judged the same way wherever it enters.
 */

/** A plain object (not null, not an array): the shape of every record, row and setting read from outside. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
