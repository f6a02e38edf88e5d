import type { Names } from './names';
import type { Outcome, RoleId, Seat, Tally, Win } from './types';

/** The words the table hears: one place, so the screens, the replay command and the voice agree. */

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

export const listNames = (names: string[]): string => {
	const isolated = names.map(isolateName);
	return isolated.length <= 1 ? (isolated[0] ?? '') : `${isolated.slice(0, -1).join(', ')} and ${isolated[isolated.length - 1]}`;
};

interface Named {
	name: string;
	role?: RoleId;
}

const withRole = (p: Named, names: Names) => (p.role ? `${isolateName(p.name)} (${names.roles[p.role].one})` : isolateName(p.name));

/** "Alice died in the night." / "Nobody died in the night." — never how, never a cover. */
export function morningLine(deaths: Named[], names: Names): string {
	if (deaths.length === 0) return 'Nobody died in the night.';
	return `${listNames(deaths.map((d) => withRole(d, names)))} died in the night.`;
}

/** "Ben 3, Cara 2, one abstained", highest first, then seat order. */
export function tallyLine(tally: Tally, abstained: number, nameOf: (seat: Seat) => string): string {
	const rows = Object.entries(tally)
		.map(([seat, n]) => ({ seat: Number(seat), n }))
		.filter((r) => r.n > 0)
		.sort((a, b) => b.n - a.n || a.seat - b.seat)
		.map((r) => `${isolateName(nameOf(r.seat))} ${r.n}`);
	if (abstained > 0) rows.push(abstained === 1 ? 'one abstained' : `${abstained} abstained`);
	return rows.length ? rows.join(', ') : 'No votes';
}

export function verdictLine(outcome: Outcome, out: Named | null, nameOf: (seat: Seat) => string, names: Names): string {
	switch (outcome.kind) {
		case 'out':
			return `${out ? withRole(out, names) : isolateName(nameOf(outcome.seat))} goes.`;
		case 'revote':
			return `A tie between ${listNames(outcome.tied.map(nameOf))}: vote again, between them only.`;
		case 'nobody':
			return {
				// Said the same after a revote (`classic`, `storyteller`) and after a first vote (`clocked`, `godfather`: no revote).
				tie: 'A tie: nobody goes.',
				'no-votes': 'Nobody voted: nobody goes.',
				// Abstentions equal to the top count save too (RULES.md: "abstentions ≥ the top count").
				abstentions: 'As many abstained as the top count, or more: nobody goes.',
				'no-majority': 'Nobody has more than half of the votes: nobody goes.',
				// A Die-hard's first vote-out: he stays, and the table is told nothing more.
				stays: 'Nobody leaves.'
			}[outcome.why];
	}
}

/** The side's name in the winners line; a game ended by a Jester is won by the Jester. */
export const winningSideName = (win: Win, names: Names): string =>
	win.side === 'neutral' ? names.roles.jester.one : names.teams[win.side];

/** The winning side's own members, in seat order: the extra winners are told apart, not counted in. */
export const sideWinners = (win: Win): Seat[] => win.seats.filter((seat) => !win.also?.includes(seat));

/** "Winners: Town: Alice, Cara, Dev, Finn, Gus": the side's members only. */
export function winnersLine(win: Win, nameOf: (seat: Seat) => string, names: Names): string {
	return `Winners: ${winningSideName(win, names)}: ${sideWinners(win).map((seat) => isolateName(nameOf(seat))).join(', ')}`;
}

/**
 * "Also won: Gus (Jester), Finn (Seductress)": each extra winner with the role that made them win (the game is
 * over, so it is no secret); null when there are none.
 */
export function alsoWonLine(win: Win, nameOf: (seat: Seat) => string, roleOf: (seat: Seat) => RoleId | undefined, names: Names): string | null {
	if (!win.also?.length) return null;
	return `Also won: ${win.also.map((seat) => withRole({ name: nameOf(seat), role: roleOf(seat) }, names)).join(', ')}`;
}

/** The history's "Town won: Alice, Cara and Dev": the side's members only. */
export function sideWonLine(win: Win, nameOf: (seat: Seat) => string, names: Names): string {
	return `${winningSideName(win, names)} won: ${listNames(sideWinners(win).map(nameOf))}`;
}

/** `storyteller`: "Gus is silenced today: no speaking, no vote." */
export const silencedLine = (name: string): string => `${isolateName(name)} is silenced today: no speaking, no vote.`;

/** `godfather`'s count reveal, as its screen is headed: the question, then what the hands decided. */
export const revealHeading = (result: { revealed: boolean } | null): string =>
	!result ? 'Count reveal?' : result.revealed ? 'The counts are told' : 'The counts stay hidden';

/** `godfather`'s count reveal: "2 mafia and 5 others are alive." or that the table said no. */
export function revealLine(result: { revealed: boolean; mafia: number; others: number }, names: Names): string {
	if (!result.revealed) return 'No majority for the reveal: the counts stay hidden.';
	const mafia = result.mafia === 1 ? `1 ${names.roles.mafia.one}` : `${result.mafia} ${names.roles.mafia.many}`;
	return `${mafia} and ${result.others} ${result.others === 1 ? 'other' : 'others'} are alive.`;
}
