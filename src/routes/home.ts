import { PRESETS, isPresetId } from '$lib/engine/presets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "saved 5 min ago": how stale a game is, in the words a table uses. */
export function savedAgo(then: number, now: number): string {
	const ago = Math.max(now - then, 0);
	if (ago < MINUTE) return 'saved just now';
	if (ago < HOUR) return `saved ${Math.floor(ago / MINUTE)} min ago`;
	if (ago < DAY) {
		const hours = Math.floor(ago / HOUR);
		return `saved ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
	}
	const days = Math.floor(ago / DAY);
	if (days === 1) return 'saved yesterday';
	if (days < 7) return `saved ${days} days ago`;
	return `saved on ${new Date(then).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** When a game was played, in the phone's own language: "Sat 14 Jun, 21:40". */
export function playedOn(at: number): string {
	if (!at) return 'Unknown date';
	const date = new Date(at);
	const day = date.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
	const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
	return `${day}, ${time}`;
}

/** The preset's title, or what the row says when it is not one this app knows (an unreadable row). */
export const presetTitle = (preset: string): string => (isPresetId(preset) ? PRESETS[preset].title : 'Unknown rules');

const pad = (n: number) => String(n).padStart(2, '0');

/** nightfall-classic-2025-06-14-2140.json: sorts by date in a folder; the time keeps two games of one evening apart. */
export function recordFileName(preset: string, createdAt: number): string {
	const d = new Date(createdAt || 0);
	const stamp = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
	const name = isPresetId(preset) ? preset : 'game';
	return `nightfall-${name}-${stamp}.json`;
}
