import { duskLine, morningScript, talkScript, verdictScript, wakeLine, winnerLine } from './narrator';
import type { GameView } from '../engine/view';
import type { Names } from '../engine/names';
import type { Clock, RoleId } from '../engine/types';
import { timeLeft } from '../engine/clock';

/**
 * App-narrated mode: what the phone announces now, on screen and aloud. One function of
 * what the table may know (the table's view, the chart's step and the time), so the same
 * announcements come in the same order and at the same times whether a role acted, is dead,
 * or was never dealt.
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
	if (secondsLeft > TURN_WARNING_SECONDS || meeting) return `${secondsLeft} s left`;
	return `${secondsLeft} s left: pick now`;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** "Killers' turn", in the theme's words and in the same form as the call (the screen shows the night above it). */
function turnHeading(role: RoleId, meeting: boolean, names: Names): string {
	if (meeting) return `The ${names.roles.mafia.many} meet`;
	const name = role === 'mafia' ? names.roles.mafia.many : names.roles[role].one;
	return `${possessive(name)} turn`;
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
			const line = duskLine(phase.night).say;
			return { key: `dusk-${phase.night}`, say: `${line} The phone will call each role in turn.` };
		}
		case 'night': {
			if (!('calling' in phase) || !phase.calling || !phase.clock) return null;
			const { role, meeting } = phase.calling;
			const countdown = countdownLeft(phase.clock, table.options.countdownSeconds, now);
			const key = `night-${phase.night}-${phase.calling.step}`;
			if (countdown > 0) return { key: `${key}-countdown`, say: 'Eyes closed. The next call is coming.', countdown };
			const lines = wakeLine({ role, actors: [], forShow: false, meeting }, table.names);
			const act = meeting ? '' : ' Pick up the phone, choose, and put it back down.';
			return {
				key: `${key}-call`,
				say: `${lines.open}${act}`,
				heading: turnHeading(role, meeting, table.names),
				turnLeft: Math.ceil(timeLeft(phase.clock, now) / 1000)
			};
		}
		case 'morning':
			return { key: `morning-${phase.night}`, say: morningScript(table).say };
		case 'verdict':
			return { key: `verdict-${phase.day}-${phase.round}`, say: verdictScript(table).say };
		case 'talk':
			// The screen's own line, so the voice says the theme's words ("The village talks.") exactly as shown.
			return { key: `talk-${phase.day}`, say: talkScript(table).say };
		case 'ballot':
			return { key: `ballot-${phase.day}-${phase.round}`, say: 'The vote is open. The phone goes round.' };
		case 'ended':
			return { key: 'ended', say: winnerLine(table) };
		default:
			return null;
	}
}
