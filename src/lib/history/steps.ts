import { alsoWonLine, isolateName, listNames, morningLine, revealLine, sideWinners, silencedLine, tallyLine, verdictLine, winningSideName } from '$lib/engine/announce';
import { namesFor, type Names } from '$lib/engine/names';
import { currentWake, detectiveAnswer } from '$lib/engine/night';
import { actOf } from '$lib/engine/round';
import { detectiveFinding } from '$lib/script/detective';
import type { GameState, RoleId, Seat, TimedAction } from '$lib/engine/types';
import { m } from '$lib/paraglide/messages.js';
import { nightWords } from '$lib/script/words/night';
import { speakingTurnsWords } from '$lib/script/words/speaking-turns';

/**
 * A finished game read back step by step, as the narrator saw it: every role and every secret pick in words, since
 * the game is over. Pure: the history screen replays the record to any step and asks for these lines.
 */

const namesOf = (state: GameState): Names => namesFor(state.config.preset, state.config.theme);
// Every name set in a line is isolated, so a right-to-left name keeps the line's words in their order.
const nameOf = (state: GameState) => (seat: Seat | null) => (seat === null ? nightWords.nobody : isolateName(state.players[seat]?.name ?? '?'));
const roleOf = (state: GameState, seat: Seat) => namesOf(state).roles[state.players[seat].role].one;
const withRole = (state: GameState, seat: Seat) => m.game_words_with_role({ name: nameOf(state)(seat), role: roleOf(state, seat) });
const group = (names: Names, role: RoleId, n: number) => (n === 1 ? names.roles[role].one : names.roles[role].many);

export function winnerWords(state: GameState): string {
	if (!state.winner) return m.game_history_over();
	const side = winningSideName(state.winner, namesOf(state));
	const names = listNames(sideWinners(state.winner).map(nameOf(state)));
	const also = alsoWonLine(state.winner, nameOf(state), (seat) => state.players[seat].role, namesOf(state));
	const plural = side.endsWith('s') ? 'yes' : 'no';
	return also ? m.game_history_winner_also({ side, plural, names, also }) : m.game_history_winner({ side, plural, names });
}

function pickLine(before: GameState, action: Extract<TimedAction, { type: 'night.pick' }>): string {
	const names = namesOf(before);
	const target = nameOf(before)(action.target);
	if (action.by === 'all') {
		const phase = before.phase;
		const actors = phase.kind === 'night' ? (currentWake(phase)?.actors ?? []) : [];
		const all = { roles: group(names, action.role, 2), names: listNames(actors.map(nameOf(before))), target };
		return action.act === 'second' ? m.game_history_all_picked_second(all) : m.game_history_all_picked(all);
	}
	const who = withRole(before, action.by);
	if (action.target === null) return action.act === 'heal' || action.act === 'poison' ? m.game_history_kept_potion({ who }) : m.game_history_chose_nobody({ who });
	if (action.act === 'second') return m.game_history_picked_second({ who, target });
	switch (action.role) {
		case 'mafia':
			return m.game_history_picked({ who, target });
		case 'witch':
			return action.act === 'heal' ? m.game_history_healed({ who, target }) : m.game_history_poisoned({ who, target });
		case 'serialkiller':
			return m.game_history_stabbed({ who, target });
		case 'cupid':
			return m.game_history_lover({ who, target });
		case 'doctor':
			return m.game_history_covered({ who, target });
		case 'bodyguard':
			return m.game_history_protected({ who, target });
		case 'detective':
			return m.game_history_checked({ who, target, finding: detectiveFinding(detectiveAnswer(before, action.target), names) });
		case 'lecter':
			return m.game_history_shielded({ who, target });
		case 'seductress':
			return m.game_history_silenced({ who, target });
		case 'sniper':
			return m.game_history_shot_at({ who, target });
		default:
			return m.game_history_pointed_at({ who, target });
	}
}

/**
 * Where the game went next, in words: the steps that only move the table on (a tap on Continue, a clock running
 * out) are told by what they led to.
 */
function movedOn(before: GameState, after: GameState): string {
	const names = namesOf(before);
	const name = nameOf(after);
	const phase = after.phase;
	switch (phase.kind) {
		case 'night': {
			const wake = before.phase.kind === 'night' ? currentWake(before.phase) : undefined;
			if (!wake) return m.game_history_night_went_on({ night: phase.night });
			const who = group(names, wake.role, Math.max(wake.actors.length, 1));
			return wake.forShow ? m.game_history_called_for_show({ group: who }) : m.game_history_back_to_sleep({ group: who });
		}
		case 'round': {
			const next = phase.order[phase.at];
			return next === undefined ? m.game_history_night_went_on({ night: phase.night }) : m.game_history_round_went_on({ name: name(next) });
		}
		case 'morning': {
			const deaths = phase.deaths.map((seat) => ({ name: name(seat), role: after.players[seat].role }));
			const silenced = phase.silenced === null ? '' : ` ${silencedLine(name(phase.silenced))}`;
			return m.game_history_night_ended({ news: `${morningLine(deaths, names)}${silenced}` });
		}
		case 'lastWord':
			return m.game_history_last_word({ name: name(phase.speakers[0]) });
		case 'lastAct':
			return m.game_history_last_act({ name: name(phase.by) });
		case 'countReveal':
			return m.game_history_reveal_vote({ day: phase.day });
		case 'talk':
			return phase.day === 0 ? m.game_history_day_zero() : m.game_history_talk_began({ day: phase.day });
		case 'ballot':
			return phase.round === 2
				? m.game_history_revote({ names: listNames(phase.candidates.map(name)) })
				: m.game_history_vote_opened();
		case 'verdict': {
			const { tally, abstained, outcome } = phase;
			const out = outcome.kind === 'out' ? { name: name(outcome.seat), role: after.players[outcome.seat].role } : null;
			return m.game_history_vote_closed({ tally: tallyLine(tally, abstained, name), verdict: verdictLine(outcome, out, name, names) });
		}
		case 'dusk':
			return m.game_history_night_to_fall({ night: phase.night });
		case 'ended':
			return m.game_history_game_ended({ winner: winnerWords(after) });
		case 'deal':
			return m.game_history_next_card({ name: name(phase.next) });
	}
}

/** What one step did, in the narrator's words: `before` is the game just before it, `after` just after. */
export function stepLine(before: GameState, action: TimedAction, after: GameState): string {
	const name = nameOf(before);
	switch (action.type) {
		case 'card.seen':
			return m.game_history_read_card({ name: name(action.seat), role: roleOf(before, action.seat) });
		case 'night.start':
			if (after.phase.kind === 'round') return m.game_history_round_began({ night: after.phase.night });
			return after.phase.kind === 'night' ? m.game_history_night_began({ night: after.phase.night }) : m.game_history_the_night_began();
		case 'round.take':
			return m.game_history_round_took({ name: name(action.seat) });
		case 'round.pick': {
			const act = before.phase.kind === 'round' ? actOf(before, action.seat, before.phase.night) : null;
			if (act !== null) return pickLine(before, { type: 'night.pick', role: act, by: action.seat, target: action.target, at: action.at });
			return m.game_history_round_suspects({ who: withRole(before, action.seat), target: name(action.target) });
		}
		case 'round.pass':
			return movedOn(before, after);
		case 'round.redo':
			return m.game_history_round_redone({ name: name(after.phase.kind === 'round' ? (after.phase.order[0] ?? null) : null) });
		case 'ballot.redo':
			return m.game_history_vote_redone({ name: name(after.phase.kind === 'ballot' ? (after.phase.voters[0] ?? null) : null) });
		case 'night.pick':
			return pickLine(before, action);
		case 'ballot.cast': {
			const vote =
				action.target === null
					? m.game_history_abstained({ name: name(action.voter) })
					: m.game_history_voted_for({ name: name(action.voter), target: name(action.target) });
			return after.phase.kind === 'verdict' ? m.game_history_vote_and_result({ vote, result: movedOn(before, after) }) : vote;
		}
		case 'reveal.vote': {
			const result = after.phase.kind === 'countReveal' ? after.phase.result : null;
			return result
				? m.game_history_reveal_yes_result({ yes: action.yes, result: revealLine(result, namesOf(before)) })
				: m.game_history_reveal_yes({ yes: action.yes });
		}
		case 'turn.next': {
			const turns = after.phase.kind === 'talk' ? after.phase.turns : null;
			if (!turns) return m.game_history_next_spoke();
			if (turns.replying && turns.reply !== null) return m.game_history_replied({ name: name(turns.reply) });
			const speaker = turns.order[turns.at];
			return speaker === undefined ? speakingTurnsWords.everyoneSpoke : m.game_history_turn_to_speak({ name: name(speaker) });
		}
		case 'turn.reply':
			return m.game_history_handed_reply({ name: name(action.to) });
		case 'clock.pause':
			return m.game_history_clock_paused();
		case 'clock.resume':
			return m.game_history_clock_resumed();
		case 'clock.expire':
			return m.game_history_time_ran_out({ result: movedOn(before, after) });
		case 'secrets.shown':
			return m.game_history_secrets_shown();
		case 'result.correct':
			return m.game_history_corrected();
		case 'last.pick': {
			const by = before.phase.kind === 'lastAct' ? before.phase.by : 0;
			const words = { who: withRole(before, by), target: name(action.target) };
			return before.phase.kind === 'lastAct' && before.phase.act === 'successor' ? m.game_history_successor(words) : m.game_history_shot(words);
		}
		case 'last.continue':
		case 'night.next':
		case 'morning.continue':
		case 'word.next':
		case 'reveal.continue':
		case 'talk.end':
		case 'verdict.continue':
			return movedOn(before, after);
	}
}

/** Where the game stood after a step, for the narrator. */
export function standingLine(state: GameState): string {
	const names = namesOf(state);
	const name = nameOf(state);
	const phase = state.phase;
	switch (phase.kind) {
		case 'deal':
			return m.game_history_standing_deal({ name: name(phase.next) });
		case 'dusk':
			return m.game_history_standing_dusk({ night: phase.night });
		case 'night': {
			const wake = currentWake(phase);
			if (!wake) return m.game_history_standing_night({ night: phase.night });
			const awake = { night: phase.night, group: group(names, wake.role, Math.max(wake.actors.length, 1)) };
			return wake.forShow ? m.game_history_standing_for_show(awake) : m.game_history_standing_awake(awake);
		}
		case 'round': {
			const next = phase.order[phase.at];
			return next === undefined
				? m.game_history_standing_night({ night: phase.night })
				: m.game_history_round_standing({ night: phase.night, name: name(next), turn: phase.at + 1, turns: phase.order.length });
		}
		case 'morning':
			return m.game_history_standing_morning({ night: phase.night });
		case 'lastWord':
			return m.game_history_standing_last_word({ name: name(phase.speakers[0]) });
		case 'lastAct':
			return m.game_history_last_act({ name: name(phase.by) });
		case 'countReveal':
			return m.game_history_standing_reveal({ day: phase.day });
		case 'talk':
			return m.game_history_standing_talk({ day: phase.day });
		case 'ballot': {
			const count = { day: phase.day, voted: Object.keys(phase.votes).length, voters: phase.voters.length };
			return phase.round === 2 ? m.game_history_standing_revote(count) : m.game_history_standing_vote(count);
		}
		case 'verdict':
			return phase.round === 2 ? m.game_history_standing_revote_result({ day: phase.day }) : m.game_history_standing_result({ day: phase.day });
		case 'ended':
			return winnerWords(state);
	}
}
