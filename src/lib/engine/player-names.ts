/**
 * Players' names as the table reads them, and when two of them are one player to the eye. A name is the only text a
 * player writes into the game, and it is set inside every line the table reads or hears: a right-to-left override
 * in it reverses the rest of the line, an invisible character makes "Ben" and "Ben" two players, and a Cyrillic "В"
 * passes for a Latin "B". Everything here is plain string work with no locale, so every phone agrees.
 */
import { isolateName } from './announce';
import { m } from '../paraglide/messages.js';

/** The longest name a card, a ballot row and the end screen lay out without breaking. */
export const MAX_NAME_LENGTH = 24;

/**
 * UTS #39's confusable mapping: each character replaced by its prototype ("В" → "B", "m" → "rn"), the middle step
 * of a skeleton. Its data is large, so it is passed in where names are checked (setup and import) rather than
 * bundled with the engine, which every screen loads.
 */
export type Confusables = (text: string) => string;

/** Bidirectional controls: embeddings, overrides, isolates and marks. In a name they reorder the rest of the line. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Joiners: part of an emoji sequence or of a word in many scripts, but only between two characters that show. */
const JOINER = /[\u200c\u200d]/u;
/** Variation selectors and tag characters: they change the character before them, and alone they are nothing. */
const MODIFIER = /[\ufe00-\ufe0f\u{e0020}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
/**
 * What shows nothing: format characters, default-ignorables (zero-width space, U+FEFF, soft hyphen, the Hangul
 * fillers U+3164, U+115F, U+1160, U+FFA0), control characters, and the braille blank U+2800, which looks like a space.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Line breaks, tabs and every kind of space count as one space. */
const SPACE = /[\s\u0085]+/gu;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Anything tidyName may take out besides spaces: when a name has none, it is only trimmed (the usual name, fast). */
const HIDDEN = new RegExp(`${BIDI_CONTROL.source}|${INVISIBLE.source}`, 'u');

/**
 * The names of the table, split once: every check, every deal and every replay tidies the same few names again, and
 * the Unicode work (normalising, matching) is most of what dealing a table costs. Cleared when full, so it stays small.
 */
const splitCache = new Map<string, Split>();
const SPLIT_CACHE_SIZE = 256;

interface Split {
	readonly kept: string;
	readonly removed: readonly string[];
}

/** The characters tidyName keeps, and those it takes out. */
function split(raw: string): Split {
	const known = splitCache.get(raw);
	if (known) return known;
	if (splitCache.size >= SPLIT_CACHE_SIZE) splitCache.clear();
	const done = splitAfresh(raw);
	splitCache.set(raw, done);
	return done;
}

function splitAfresh(raw: string): Split {
	const nfc = raw.normalize('NFC');
	if (!HIDDEN.test(nfc)) return { kept: nfc.replace(SPACE, ' ').trim(), removed: [] };
	const removed: string[] = [];
	const drop = (c: string) => (removed.push(c), false);
	// Joiners and modifiers are invisible too, but they are judged by their neighbours once the rest is gone.
	const visible = [...nfc.replace(SPACE, ' ')].filter(
		(c) => !(BIDI_CONTROL.test(c) || (INVISIBLE.test(c) && !JOINER.test(c) && !MODIFIER.test(c))) || drop(c)
	);
	const kept: string[] = [];
	visible.forEach((c, i) => {
		const before = kept[kept.length - 1];
		const attaches = before !== undefined && before !== ' ' && !JOINER.test(before);
		const after = visible[i + 1];
		const keep = JOINER.test(c)
			? attaches && after !== undefined && after !== ' ' && !JOINER.test(after) && !MODIFIER.test(after)
			: MODIFIER.test(c)
				? attaches
				: true;
		if (keep) kept.push(c);
		else drop(c);
	});
	return { kept: kept.join('').replace(/ +/g, ' ').trim().normalize('NFC'), removed };
}

/**
 * A typed name as the table will see it: NFC, without bidirectional controls or characters that show nothing
 * (joiners and variation selectors stay where they join or change a character that shows), spaces collapsed and
 * trimmed. May be empty: a name of invisible characters is no name.
 */
export const tidyName = (raw: string): string => split(raw).kept;

/**
 * A name read from outside (a record's theme, a saved theme, a backup): tidied as a typed one is, and null when
 * nothing shows or it is longer than a screen lays out. One reader, so a name is cleaned the same wherever it enters.
 */
export function readName(raw: unknown, max = MAX_NAME_LENGTH): string | null {
	if (typeof raw !== 'string') return null;
	const name = tidyName(raw);
	return name && nameCharacters(name).length <= max ? name : null;
}

/** The characters tidyName takes out of a name, as "U+202E" (spaces aside): what a refusal names. */
export const hiddenCharacters = (raw: string): string[] => split(raw).removed.map(codePoint);

/**
 * A name as players are told apart: tidied, compatibility forms folded (NFKC: full-width "Ｂｅｎ" is "Ben"),
 * joiners and selectors dropped, and lower-cased without the phone's language ("ISA" is "isa" on a Turkish phone
 * too), so "ben", " Ben " and "BEN" are one player everywhere.
 */
export function nameKey(name: string): string {
	const tidy = tidyName(name);
	// Printable ASCII has no compatibility forms and no ignorables: the usual name skips the Unicode work.
	return (/^[\x20-\x7e]*$/.test(tidy) ? tidy : tidy.normalize('NFKC').replace(/[\p{Default_Ignorable_Code_Point}]/gu, '')).toLowerCase();
}

/**
 * UTS #39 skeletons of a name, as written and lower-cased: two names with a skeleton in common look alike ("Веn"
 * in Cyrillic and "Ben"; "Ian" and "lan"). skeleton(X) = NFD(prototypes(NFD(X))), after NFKC and without the
 * default-ignorables, as the standard asks.
 */
export function skeletons(name: string, confusables: Confusables): string[] {
	const folded = tidyName(name).normalize('NFKC').replace(/[\p{Default_Ignorable_Code_Point}]/gu, '');
	const skeleton = (text: string) => confusables(text.normalize('NFD')).normalize('NFD');
	return [skeleton(folded), `lower:${skeleton(folded.toLowerCase())}`];
}

/**
 * Names in A-to-Z order, the same on every phone: the root collation (Unicode's default order), never the phone's
 * language, which puts "İ" and "I" or "ch" elsewhere; ties broken by code point so the order is total.
 */
export const compareNames = (a: string, b: string): number => a.localeCompare(b, 'und') || (a < b ? -1 : a > b ? 1 : 0);

/** Joiners, variation selectors, skin tones, tag characters and combining marks belong to the character before them. */
const ATTACHED = /[\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}\p{M}]/u;

/**
 * A name's characters as a reader sees them: "👨‍👩‍👧" (five code points joined) or "é" (e and an accent) is one.
 * Worked out from the text alone, not from the platform's Intl.Segmenter, so a record reads the same on any phone.
 */
export function nameCharacters(name: string): string[] {
	const chars: string[] = [];
	let joining = false;
	for (const c of name) {
		if (chars.length > 0 && (joining || ATTACHED.test(c))) chars[chars.length - 1] += c;
		else chars.push(c);
		joining = c === '\u200d';
	}
	return chars;
}

/** What is wrong with one seat's name, in words; the seat counts from 0. */
export interface SeatProblem {
	seat: number;
	problem: string;
	/** The earlier seat whose name this one is, or looks like. */
	like?: number;
}

/**
 * Everything wrong with the names of a table, seat by seat: no name (or only invisible characters), too long, the
 * same name as an earlier seat, and, given the confusable mapping, a name that looks like an earlier seat's.
 */
export function seatNameProblems(players: string[], confusables?: Confusables): SeatProblem[] {
	const problems: SeatProblem[] = [];
	const byKey = new Map<string, number>();
	const byLook = new Map<string, number>();
	players.forEach((raw, seat) => {
		const name = tidyName(raw);
		const say = (problem: string, like?: number) => problems.push(like === undefined ? { seat, problem } : { seat, problem, like });
		const nameAt = (other: number) => tidyName(players[other]);
		if (!name) {
			say(raw.trim() ? m.refusal_name_invisible({ seat: seat + 1 }) : m.refusal_name_missing({ seat: seat + 1 }));
			return;
		}
		// Characters as a reader counts them: counting code points made a family emoji five characters. A name of
		// no more code units than that has no more characters, so the usual name is not split at all.
		const chars = name.length > MAX_NAME_LENGTH ? nameCharacters(name) : null;
		if (chars && chars.length > MAX_NAME_LENGTH) {
			say(m.refusal_name_too_long({ start: isolateName(chars.slice(0, MAX_NAME_LENGTH).join('')), max: MAX_NAME_LENGTH }));
		}
		const key = nameKey(name);
		const same = byKey.get(key);
		if (same !== undefined) {
			// Told apart only by case or spacing, it is the same name; otherwise it only looks the same ("Ｂｅｎ").
			const first = nameAt(same);
			say(
				first.toLowerCase() === name.toLowerCase()
					? m.refusal_name_twice({ name: isolateName(first) })
					: m.refusal_name_looks_like({ name: isolateName(name), other: isolateName(first) }),
				same
			);
			return;
		}
		byKey.set(key, seat);
		if (!confusables) return;
		const looks = skeletons(name, confusables);
		const like = looks.map((look) => byLook.get(look)).find((other) => other !== undefined);
		if (like !== undefined) say(m.refusal_name_looks_like({ name: isolateName(name), other: isolateName(nameAt(like)) }), like);
		for (const look of looks) if (!byLook.has(look)) byLook.set(look, seat);
	});
	return problems;
}

/** Everything wrong with the names, in words, in seat order. */
export const checkNames = (players: string[], confusables?: Confusables): string[] =>
	seatNameProblems(players, confusables).map((p) => p.problem);

/**
 * Why a name that arrives in a file cannot be taken as it is, in words; null when it can. `who` says whose name
 * it is ("Player 2", in the table's language). Names are refused, not rewritten: a record is the truth of its game, and a name changed on
 * the way in would quietly make the file say something else.
 */
export function arrivingNameProblem(raw: string, who: string): string | null {
	const hidden = [...new Set(hiddenCharacters(raw))];
	if (hidden.length === 0) return null;
	const shown = tidyName(raw);
	const list = hidden.join(', ');
	return shown ? m.refusal_name_hidden_shown({ who, name: isolateName(shown), hidden: list }) : m.refusal_name_hidden({ who, hidden: list });
}

/**
 * Why the names of a game that arrives in a file cannot be taken, in words; null when they can: a name holding
 * hidden characters, or two names the table could not tell apart.
 */
export function arrivingNamesProblem(players: string[], confusables: Confusables): string | null {
	for (const [seat, raw] of players.entries()) {
		const problem = arrivingNameProblem(raw, m.refusal_name_player({ seat: seat + 1 }));
		if (problem) return problem;
	}
	const [first] = seatNameProblems(players, confusables);
	if (!first) return null;
	if (first.like === undefined) return first.problem;
	const [a, b] = [first.like, first.seat];
	return m.refusal_names_alike({ a: a + 1, b: b + 1, first: isolateName(tidyName(players[a])), second: isolateName(tidyName(players[b])) });
}
