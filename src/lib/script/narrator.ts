import { griefLine, listNames, morningLine, shotLine, silencedLine, successorLine, tallyLine, verdictLine, winningSideName } from '../engine/announce';
import type { Names } from '../engine/names';
import { isolateName } from '../engine/announce';
import type { GameView } from '../engine/view';
import type { RoleId, Wake } from '../engine/types';
import { m } from '../paraglide/messages.js';
import { nightName, roleInputs } from './words/shared';

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
		open: m.game_narrator_mafia_open({ roles: n.roles.mafia.many }),
		close: m.game_narrator_close_many({ roles: n.roles.mafia.many })
	}),
	doctor: (n) => ({
		open: m.game_narrator_doctor_open({ role: n.roles.doctor.one }),
		close: m.game_narrator_close_one({ role: n.roles.doctor.one })
	}),
	bodyguard: (n) => ({
		open: m.game_narrator_bodyguard_open({ role: n.roles.bodyguard.one }),
		close: m.game_narrator_close_one({ role: n.roles.bodyguard.one })
	}),
	cupid: (n) => ({
		open: m.game_narrator_cupid_open({ role: n.roles.cupid.one }),
		close: m.game_narrator_close_one({ role: n.roles.cupid.one })
	}),
	witch: (n) => ({
		open: m.game_narrator_witch_open({ role: n.roles.witch.one }),
		close: m.game_narrator_close_one({ role: n.roles.witch.one })
	}),
	serialkiller: (n) => ({
		open: m.game_narrator_serialkiller_open({ role: n.roles.serialkiller.one }),
		close: m.game_narrator_close_one({ role: n.roles.serialkiller.one })
	}),
	detective: (n) => ({
		open: m.game_narrator_detective_open({ role: n.roles.detective.one }),
		close: m.game_narrator_close_one({ role: n.roles.detective.one })
	}),
	seductress: (n) => ({
		open: m.game_narrator_seductress_open({ role: n.roles.seductress.one }),
		close: m.game_narrator_close_one({ role: n.roles.seductress.one })
	}),
	lecter: (n) => ({
		open: m.game_narrator_lecter_open({ role: n.roles.lecter.one }),
		close: m.game_narrator_close_one({ role: n.roles.lecter.one })
	}),
	sniper: (n) => ({
		open: m.game_narrator_sniper_open({ role: n.roles.sniper.one }),
		close: m.game_narrator_close_one({ role: n.roles.sniper.one })
	})
};

/** Night zero (`godfather`): the mafia meet, and nobody is killed. */
export const meetingLines = (names: Names) => ({
	open: m.game_narrator_meeting_open({ roles: names.roles.mafia.many }),
	close: m.game_narrator_close_many({ roles: names.roles.mafia.many })
});

export function wakeLine(wake: Wake, names: Names): { open: string; close: string } {
	if (wake.meeting) return meetingLines(names);
	const lines = wakeLines[wake.role];
	if (lines) return lines(names);
	const name = names.roles[wake.role];
	if (wake.actors.length > 1) return { open: m.game_narrator_open_many({ roles: name.many }), close: m.game_narrator_close_many({ roles: name.many }) };
	return { open: m.game_narrator_open_one({ role: name.one }), close: m.game_narrator_close_one({ role: name.one }) };
}

export function duskLine(night: number): ScriptLine {
	return { say: m.game_narrator_dusk({ night: nightName(night) }), note: m.game_narrator_dusk_note() };
}

export function forShowNote(wake: Wake, names: Names): string {
	return m.game_narrator_for_show(roleInputs(names.roles[wake.role]));
}

export function morningScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'morning') return { say: '' };
	const deaths = view.phase.deaths.map((d) => ({ name: d.name, role: view.audience.kind === 'table' ? d.role : undefined }));
	const silenced = view.phase.silenced ? ` ${silencedLine(view.phase.silenced.name)}` : '';
	const grief = view.phase.grief.length > 0 ? ` ${griefLine(view.phase.grief.map((p) => p.name))}` : '';
	return { say: m.game_narrator_morning({ news: `${morningLine(deaths, view.names)}${grief}${silenced}` }) };
}

/**
 * The day's talk: introductions on day zero (`godfather`), speaking turns, or the open talk, which names the
 * town's side as the theme calls it ("The village talks.").
 */
export function talkScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'talk') return { say: '' };
	if (view.phase.day === 0) return { say: m.game_narrator_intro(), note: m.game_narrator_intro_note() };
	const town = view.names.teams.town;
	return {
		say: view.phase.turns ? m.game_narrator_turns() : m.game_narrator_talk({ town, town_lower: town.toLowerCase() }),
		note: m.game_narrator_talk_note()
	};
}

export function verdictScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'verdict') return { say: '' };
	const nameOf = (seat: number) => view.players[seat]?.name ?? '';
	const out = view.phase.out;
	const grief = view.phase.grief.length > 0 ? ` ${griefLine(view.phase.grief.map((p) => p.name))}` : '';
	return {
		say: m.game_narrator_verdict({
			tally: tallyLine(view.phase.tally, view.phase.abstained, nameOf),
			verdict: `${verdictLine(view.phase.outcome, out, nameOf, view.names)}${grief}`
		})
	};
}

/** A dead Hunter's shot: the call to take it, then whom he took (and who died of grief), said to the whole table. */
export function lastActScript(view: GameView): ScriptLine {
	if (view.phase.kind !== 'lastAct') return { say: '' };
	const { by, done, act } = view.phase;
	if (act === 'successor') return { say: done ? successorLine(done.target.name) : m.game_last_successor_prompt({ name: isolateName(by.name) }) };
	if (!done) return { say: m.game_last_prompt({ name: isolateName(by.name) }) };
	const grief = done.grief.length > 0 ? ` ${griefLine(done.grief.map((p) => p.name))}` : '';
	return { say: `${shotLine(by, done.target, done.landed, view.names)}${grief}` };
}

export function winnerLine(view: GameView): string {
	if (!view.winner) return '';
	const side = winningSideName(view.winner, view.names);
	return m.game_narrator_winner({ side, plural: side.endsWith('s') ? 'yes' : 'no' });
}

export const namesOf = (view: GameView, seats: number[]): string => listNames(seats.map((s) => view.players[s]?.name ?? ''));
