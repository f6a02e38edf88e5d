import type { Names } from './names';
import type { Outcome, RoleId, Seat, Tally, Win } from './types';
import { listOf } from '../i18n/format';
import { roleWords } from '../i18n/grammar';
import { m } from '../paraglide/messages.js';

/**
 * The words the table hears: one place, so the screens, the replay command and the voice agree. Each line is made
 * when it is said, in the table's language of that moment.
 */

/**
 * A right-to-left name (Hebrew, Arabic, Syriac, Thaana, N'Ko, Adlam…) inside an English sentence is isolated with
 * the Unicode first-strong isolate, so "سارة 3" keeps its number on the right side of the name. So is a name that
 * still holds a bidirectional control (the engine deals names without them, but a summary read from a file may
 * not be): the closing isolate ends whatever the name opened, so it cannot turn the rest of the line around.
 * Left-to-right names are left exactly as typed; an isolated name is not isolated twice.
 */
const TURNS_TEXT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const ISOLATED = /^\u2068[^\u2068\u2069]*\u2069$/u;
export const isolateName = (name: string): string => (TURNS_TEXT.test(name) && !ISOLATED.test(name) ? `\u2068${name}\u2069` : name);

/** "Alice, Ben and Cara" in the table's language, each name isolated. */
export const listNames = (names: string[]): string => listOf(names.map(isolateName));

interface Named {
	name: string;
	role?: RoleId;
}

const withRole = (p: Named, names: Names) =>
	p.role ? m.game_words_with_role({ name: isolateName(p.name), role: names.roles[p.role].one }) : isolateName(p.name);

/** "Alice died in the night." / "Nobody died in the night." — never how, never a cover. */
export function morningLine(deaths: Named[], names: Names): string {
	if (deaths.length === 0) return m.game_words_nobody_died();
	return m.game_words_died({ names: listNames(deaths.map((d) => withRole(d, names))), count: deaths.length });
}

/**
 * "Ben takes Cara with him." — a dead Hunter's shot ("Cara survives the shot." when a Die-hard's spare life took it).
 * The Hunter is named alone: the line may name a player whose card is still secret, and no role stands beside it.
 */
export function shotLine(by: Named, target: Named, landed: boolean, names: Names): string {
	return landed
		? m.game_last_shot({ name: isolateName(by.name), target: withRole(target, names) })
		: m.game_last_spared({ name: isolateName(target.name) });
}

/** "Cara is the Mayor now." — a dead Mayor's successor. */
export const successorLine = (target: string): string => m.game_last_successor_done({ target: isolateName(target) });

/** "Dev dies of grief." — a Lover whose partner died. */
export const griefLine = (lovers: string[]): string => m.game_words_grief({ names: listNames(lovers) });

/** "Ben 3, Cara 2, one abstained", highest first, then seat order. */
export function tallyLine(tally: Tally, abstained: number, nameOf: (seat: Seat) => string): string {
	const rows = Object.entries(tally)
		.map(([seat, n]) => ({ seat: Number(seat), n }))
		.filter((r) => r.n > 0)
		.sort((a, b) => b.n - a.n || a.seat - b.seat)
		.map((r) => m.game_words_tally_row({ name: isolateName(nameOf(r.seat)), count: r.n }));
	if (abstained > 0) rows.push(m.game_words_abstained({ count: abstained }));
	return rows.length ? rows.join(', ') : m.game_words_no_votes();
}

export function verdictLine(outcome: Outcome, out: Named | null, nameOf: (seat: Seat) => string, names: Names): string {
	switch (outcome.kind) {
		case 'out':
			// A tie the Mayor broke: the table hears why that player goes.
			if (outcome.mayor) return m.game_words_goes_mayor({ name: out ? withRole(out, names) : isolateName(nameOf(outcome.seat)) });
			return m.game_words_goes({ name: out ? withRole(out, names) : isolateName(nameOf(outcome.seat)) });
		case 'revote':
			return m.game_words_tie_revote({ names: listNames(outcome.tied.map(nameOf)) });
		case 'idiot':
			// Public: his card is shown, and the table learns he votes no more.
			return m.game_words_idiot_stays({ name: isolateName(nameOf(outcome.seat)), ...roleWords(names.roles.idiot) });
		case 'nobody':
			return nobodyGoes[outcome.why]();
	}
}

const nobodyGoes: Record<Extract<Outcome, { kind: 'nobody' }>['why'], () => string> = {
	// Said the same after a revote (`classic`, `storyteller`) and after a first vote (`clocked`, `godfather`: no revote).
	tie: () => m.game_words_nobody_tie(),
	'no-votes': () => m.game_words_nobody_no_votes(),
	// Abstentions equal to the top count save too (RULES.md: "abstentions ≥ the top count").
	abstentions: () => m.game_words_nobody_abstentions(),
	'no-majority': () => m.game_words_nobody_no_majority(),
	// A Die-hard's first vote-out: he stays, and the table is told nothing more.
	stays: () => m.game_words_nobody_stays()
};

/** The side's name in the winners line; a game ended by a Jester is won by the Jester. */
export const winningSideName = (win: Win, names: Names): string =>
	win.side === 'neutral' ? names.roles.jester.one : names.teams[win.side];

/** The winning side's own members, in seat order: the extra winners are told apart, not counted in. */
export const sideWinners = (win: Win): Seat[] => win.seats.filter((seat) => !win.also?.includes(seat));

/** "Winners: Town: Alice, Cara, Dev, Finn, Gus": the side's members only. */
export function winnersLine(win: Win, nameOf: (seat: Seat) => string, names: Names): string {
	return m.game_words_winners({ side: winningSideName(win, names), names: sideWinners(win).map((seat) => isolateName(nameOf(seat))).join(', ') });
}

/**
 * "Also won: Gus (Jester), Finn (Seductress)": each extra winner with the role that made them win (the game is
 * over, so it is no secret); null when there are none.
 */
export function alsoWonLine(win: Win, nameOf: (seat: Seat) => string, roleOf: (seat: Seat) => RoleId | undefined, names: Names): string | null {
	if (!win.also?.length) return null;
	return m.game_words_also_won({ names: win.also.map((seat) => withRole({ name: nameOf(seat), role: roleOf(seat) }, names)).join(', ') });
}

/** The history's "Town won: Alice, Cara and Dev": the side's members only. */
export function sideWonLine(win: Win, nameOf: (seat: Seat) => string, names: Names): string {
	return m.game_words_side_won({ side: winningSideName(win, names), names: listNames(sideWinners(win).map(nameOf)) });
}

/** `storyteller`: "Gus is silenced today: no speaking, no vote." */
export const silencedLine = (name: string): string => m.game_words_silenced({ name: isolateName(name) });

/** `godfather`'s count reveal, as its screen is headed: the question, then what the hands decided. */
export const revealHeading = (result: { revealed: boolean } | null): string =>
	!result ? m.game_words_reveal_question() : result.revealed ? m.game_words_reveal_told() : m.game_words_reveal_hidden();

/** `godfather`'s count reveal: "2 mafia and 5 others are alive." or that the table said no. */
export function revealLine(result: { revealed: boolean; mafia: number; others: number }, names: Names): string {
	if (!result.revealed) return m.game_words_reveal_no_majority();
	const { one, many } = names.roles.mafia;
	return m.game_words_reveal_counts({ mafia: result.mafia, role: one, roles: many, others: result.others });
}
