import { duskLine, lastActScript, morningScript, talkScript, verdictScript, wakeLine, winnerLine } from './narrator';
import type { GameView } from '../engine/view';
import type { Names } from '../engine/names';
import type { Clock, RoleId } from '../engine/types';
import { timeLeft } from '../engine/clock';
import { m } from '../paraglide/messages.js';

/**
 * App-narrated mode: what the phone announces now, on screen and aloud. One function of
 * what the table may know (the table's view, the chart's step and the time), so the same
 * announcements come in the same order and at the same times whether a dealt role acted or
 * is dead.
 */
export interface Announcement {
	/** A stable key: the voice speaks a line once, when its key first appears. */
	key: string;
	say: string;
	/** App-narrated night: the countdown before the next call is running. */
	countdown?: number;
	/** App-narrated night, once a role is called: what the screen's heading says is happening. */
	heading?: string;
	/** The called role's turn: whole seconds left, the same for every role whether anybody acts. */
	turnLeft?: number;
}

/** From this many seconds left, every turn shows and buzzes the same warning. */
export const TURN_WARNING_SECONDS = 10;

/** A turn's time left, in words: "25 s left", and from the warning on, to pick now. */
export function turnLeftWords(secondsLeft: number, meeting: boolean): string {
	if (secondsLeft > TURN_WARNING_SECONDS || meeting) return m.game_announce_turn_left({ seconds: secondsLeft });
	return m.game_announce_turn_left_pick({ seconds: secondsLeft });
}

/** English's possessive of a name that ends in "s" takes only the apostrophe ("Killers' turn"). */
const endsWithS = (name: string) => (name.endsWith('s') ? 'yes' : 'no');

/** "Killers' turn", in the theme's words and in the same form as the call (the screen shows the night above it). */
function turnHeading(role: RoleId, meeting: boolean, names: Names): string {
	if (meeting) return m.game_announce_turn_meet({ roles: names.roles.mafia.many });
	if (role === 'mafia') return m.game_announce_turn_group({ roles: names.roles.mafia.many, s: endsWithS(names.roles.mafia.many) });
	const name = names.roles[role].one;
	return m.game_announce_turn_one({ role: name, s: endsWithS(name) });
}

/** The part of a wake's clock that is the countdown, and how much of it is left. */
export function countdownLeft(clock: Clock, countdownSeconds: number, now: number): number {
	const windowMs = clock.totalMs - countdownSeconds * 1000;
	return Math.max(0, Math.ceil((timeLeft(clock, now) - windowMs) / 1000));
}

export function announcementFor(table: GameView, now: number): Announcement | null {
	const phase = table.phase;
	switch (phase.kind) {
		case 'dusk': {
			// Everyone taking the phone, eyes stay open: the voice says only the morning and the day.
			if (table.options.narration === 'round') return null;
			return { key: `dusk-${phase.night}`, say: m.game_announce_dusk({ line: duskLine(phase.night).say }) };
		}
		case 'night': {
			if (!('calling' in phase) || !phase.calling || !phase.clock) return null;
			const { role, meeting } = phase.calling;
			const countdown = countdownLeft(phase.clock, table.options.countdownSeconds, now);
			const key = `night-${phase.night}-${phase.calling.step}`;
			if (countdown > 0) return { key: `${key}-countdown`, say: m.game_announce_countdown(), countdown };
			const lines = wakeLine({ role, actors: [], forShow: false, meeting }, table.names);
			return {
				key: `${key}-call`,
				say: meeting ? lines.open : m.game_announce_call({ line: lines.open }),
				heading: turnHeading(role, meeting, table.names),
				turnLeft: Math.ceil(timeLeft(phase.clock, now) / 1000)
			};
		}
		case 'morning':
			return { key: `morning-${phase.night}`, say: morningScript(table).say };
		case 'verdict':
			return { key: `verdict-${phase.day}-${phase.round}`, say: verdictScript(table).say };
		case 'lastAct':
			return { key: `last-${phase.day}-${phase.by.seat}-${phase.done ? 'taken' : 'called'}`, say: lastActScript(table).say };
		case 'talk':
			// The screen's own line, so the voice says the theme's words ("The village talks.") exactly as shown.
			return { key: `talk-${phase.day}`, say: talkScript(table).say };
		case 'ballot':
			return { key: `ballot-${phase.day}-${phase.round}`, say: m.game_announce_ballot() };
		case 'ended':
			return { key: 'ended', say: winnerLine(table) };
		default:
			return null;
	}
}
