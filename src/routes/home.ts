import { PRESET_TITLES, isPresetId } from '$lib/engine/preset-names';
import { namesFor } from '$lib/engine/names';
import type { GameListing } from '$lib/state/phone';
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "saved 5 min ago": how stale a game is, in the words a table uses. */
export function savedAgo(then: number, now: number): string {
	const ago = Math.max(now - then, 0);
	if (ago < MINUTE) return m.pages_home_saved_just_now();
	if (ago < HOUR) return m.pages_home_saved_minutes({ count: Math.floor(ago / MINUTE) });
	if (ago < DAY) return m.pages_home_saved_hours({ count: Math.floor(ago / HOUR) });
	const days = Math.floor(ago / DAY);
	if (days === 1) return m.pages_home_saved_yesterday();
	if (days < 7) return m.pages_home_saved_days({ count: days });
	const date = new Intl.DateTimeFormat(getLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(then);
	return m.pages_home_saved_on({ date });
}

/** When a game was played, in the table's language: "Sat 14 Jun, 21:40". */
export function playedOn(at: number): string {
	if (!at) return m.pages_home_unknown_date();
	const locale = getLocale();
	const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(at);
	const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
	return `${day}, ${time}`;
}

/**
 * The winning side of a listed game, named now in the table's language and the game's own theme (a saved row keeps
 * the side's id, so a game finished in Russian reads in English once the table switches); null when nobody won yet.
 */
export function winnerName(game: Pick<GameListing, 'summary' | 'theme'>): string | null {
	const { preset, winner } = game.summary;
	if (!winner || !isPresetId(preset)) return null;
	const names = namesFor(preset, game.theme);
	return winner === 'neutral' ? names.roles.jester.one : names.teams[winner];
}

/** The preset's title, or what the row says when it is not one this app knows (an unreadable row). */
export const presetTitle = (preset: string): string =>
	isPresetId(preset) ? PRESET_TITLES[preset]() : m.pages_home_unknown_rules();

const pad = (n: number) => String(n).padStart(2, '0');

/** nightfall-classic-2025-06-14-2140.json: sorts by date in a folder; the time keeps two games of one evening apart. */
export function recordFileName(preset: string, createdAt: number): string {
	const d = new Date(createdAt || 0);
	const stamp = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
	const name = isPresetId(preset) ? preset : 'game';
	return `nightfall-${name}-${stamp}.json`;
}
