import { listNames, morningLine, silencedLine, tallyLine, verdictLine, winningSideName } from '../engine/announce';
import type { Names } from '../engine/names';
import type { GameView } from '../engine/view';
import type { RoleId, Wake } from '../engine/types';
import { nightName } from './words/shared';

/**
 * The narrator's script: the exact line to read aloud at each step, in the game's display
 * names, and what to watch for. Lines never name who holds a role, so reading one aloud
 * never gives anybody away.
 */

export interface ScriptLine {
	/** Read aloud, word for word. */
	say: string;
	/** For the narrator's eyes only: what to do or watch for. */
	note?: string;
}

const wakeLines: Partial<Record<RoleId, (n: Names) => { open: string; close: string }>> = {
	mafia: (n) => ({
		open: `${n.roles.mafia.many}, open your eyes. Look at each other, and point at the player you want to kill tonight.`,
		close: `${n.roles.mafia.many}, close your eyes.`
	}),
	doctor: (n) => ({
		open: `${n.roles.doctor.one}, open your eyes. Point at the player you want to cover tonight.`,
		close: `${n.roles.doctor.one}, close your eyes.`
	}),
	detective: (n) => ({
		open: `${n.roles.detective.one}, open your eyes. Point at the player you want to check.`,
		close: `${n.roles.detective.one}, close your eyes.`
	}),
	seductress: (n) => ({
		open: `${n.roles.seductress.one}, open your eyes. Point at the player who will stay silent tomorrow.`,
		close: `${n.roles.seductress.one}, close your eyes.`
	}),
	lecter: (n) => ({
		open: `${n.roles.lecter.one}, open your eyes. Point at the teammate you shield tonight.`,
		close: `${n.roles.lecter.one}, close your eyes.`
	}),
	sniper: (n) => ({
		open: `${n.roles.sniper.one}, open your eyes. Point at the player you shoot, or shake your head to hold fire.`,
		close: `${n.roles.sniper.one}, close your eyes.`
	})
};

/** Night zero (`godfather`): the mafia meet, and nobody is killed. */
export const meetingLines = (names: Names) => ({
	open: `${names.roles.mafia.many}, open your eyes and look at each other. Remember your team. Nobody is killed tonight.`,
	close: `${names.roles.mafia.many}, close your eyes.`
});

export function wakeLine(wake: Wake, names: Names): { open: string; close: string } {
	if (wake.meeting) return meetingLines(names);
	const lines = wakeLines[wake.role];
	if (lines) return lines(names);
	const name = names.roles[wake.role];
	const who = wake.actors.length > 1 ? name.many : name.one;
	return { open: `${who}, open your eyes and make your choice.`, close: `${who}, close your eyes.` };
}

export function duskLine(night: number): ScriptLine {
	return {
		say: `${nightName(night)} falls. Everyone, close your eyes and put your heads down.`,
		note: 'Wait until every head is down, then start the night.'
	};
}

export function forShowNote(wake: Wake, names: Names): string {
	const name = names.roles[wake.role];
	return `No ${name.one} is alive. Call them anyway and wait as long as usual, so the table cannot tell; then say the closing line.`;
}

export function morningScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'morning') return { say: '' };
	const deaths = view.phase.deaths.map((d) => ({ name: d.name, role: view.audience.kind === 'table' ? d.role : undefined }));
	const silenced = view.phase.silenced ? ` ${silencedLine(view.phase.silenced.name)}` : '';
	return { say: `Everyone, open your eyes. ${morningLine(deaths, view.names)}${silenced}` };
}

/**
 * The day's talk: introductions on day zero (`godfather`), speaking turns, or the open talk, which names the
 * town's side as the theme calls it ("The village talks.").
 */
export function talkScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'talk') return { say: '' };
	if (view.phase.day === 0) return { say: 'Everyone, introduce yourselves, one at a time.', note: 'No vote today: night zero follows.' };
	return {
		say: view.phase.turns ? 'Each of you speaks in turn.' : `The ${view.names.teams.town.toLowerCase()} talks. Who do you suspect?`,
		note: 'When the table is ready, start the vote. The dead watch the day but do not vote.'
	};
}

export function verdictScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'verdict') return { say: '' };
	const nameOf = (seat: number) => view.players[seat]?.name ?? '';
	const out = view.phase.out;
	return {
		say: `${tallyLine(view.phase.tally, view.phase.abstained, nameOf)}. ${verdictLine(view.phase.outcome, out, nameOf, view.names)}`
	};
}

export function winnerLine(view: GameView): string {
	if (!view.winner) return '';
	const side = winningSideName(view.winner, view.names);
	return `${side} win${side.endsWith('s') ? '' : 's'}.`;
}

export const namesOf = (view: GameView, seats: number[]): string => listNames(seats.map((s) => view.players[s]?.name ?? ''));
