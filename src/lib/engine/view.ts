import { PRESETS } from './presets';
import { ROLES } from './roles';
import { namesFor, type Names } from './names';
import { nextVoter } from './ballot';
import { checkPick, currentWake, detectiveAnswer } from './night';
import type { Clock, DetectiveAnswer, GameState, LogEntry, Outcome, RoleId, Seat, Tally, Team, Wake, Win } from './types';

/**
 * Who is looking at the phone. The table: everyone, any time the phone is face up. The
 * narrator: the one who keeps the phone and sees every role. A seat: one player holding
 * their own card.
 */
export type Audience = { kind: 'table' } | { kind: 'narrator' } | { kind: 'seat'; seat: Seat };

export interface SeatView {
	seat: Seat;
	name: string;
	alive: boolean;
	/** Present only when this audience may know it. */
	role?: RoleId;
}

/** What a seat sees while holding their card. */
export interface Card {
	seat: Seat;
	name: string;
	role: RoleId;
	team: Team;
	/** Fellow mafia, when the preset shows partners on the card. */
	partners: string[];
}

export type PhaseView =
	| { kind: 'deal'; next: Seat }
	| { kind: 'dusk'; night: number }
	| { kind: 'night'; night: number }
	| {
			kind: 'night';
			night: number;
			/** Narrator only: who is called now and what has been picked. */
			wake: Wake;
			step: number;
			steps: number;
			picks: { by: Seat; target: Seat | null }[];
			/** The Detective's answer about the current pick, for the narrator to show. */
			answer: { target: Seat; answer: DetectiveAnswer } | null;
			/** Whom the Doctor may not cover tonight (covered last night). */
			notAgain: { by: Seat; target: Seat }[];
			/** For each actor awake, every living player and why they cannot be picked, if so. */
			choices: Record<Seat, { seat: Seat; refused?: string }[]>;
	  }
	| { kind: 'morning'; night: number; deaths: SeatView[] }
	| { kind: 'talk'; day: number; clock: Clock | null }
	| {
			kind: 'ballot';
			day: number;
			round: 1 | 2;
			candidates: Seat[];
			voters: Seat[];
			/** Who has voted: public. Never whom for. */
			voted: Seat[];
			next: Seat | null;
	  }
	| { kind: 'verdict'; day: number; round: 1 | 2; tally: Tally; abstained: number; outcome: Outcome; out: SeatView | null }
	| { kind: 'ended' };

export interface GameView {
	audience: Audience;
	preset: GameState['config']['preset'];
	names: Names;
	options: GameState['config']['options'];
	players: SeatView[];
	phase: PhaseView;
	/** Counts are public: how many of each role were dealt. */
	counts: Partial<Record<RoleId, number>>;
	/** Held by a seat: their own card. */
	card: Card | null;
	/** The record as this audience may read it, oldest first. */
	log: LogEntry[];
	winner: Win | null;
}

const publicLog = (entry: LogEntry): LogEntry =>
	entry.kind === 'night'
		? { kind: 'night', night: entry.night, picks: [], target: null, covered: null, check: null, deaths: entry.deaths }
		: { ...entry, ballots: {} };

function cardOf(state: GameState, seat: Seat): Card | null {
	const me = state.players[seat];
	if (!me) return null;
	const rules = PRESETS[state.config.preset].rules;
	const mafia = ROLES[me.role].countsAsMafia;
	const partners =
		mafia && rules.partnersOnCard
			? state.players.filter((p) => p.seat !== seat && ROLES[p.role].countsAsMafia).map((p) => p.name)
			: [];
	return { seat, name: me.name, role: me.role, team: ROLES[me.role].team, partners };
}

/**
 * The one function that decides what each audience may see. Screens render this, never
 * the raw state: a role reaches the table only when the rules have revealed it.
 */
export function viewFor(state: GameState, audience: Audience): GameView {
	const ended = state.phase.kind === 'ended';
	const narrator = audience.kind === 'narrator';
	const knows = (seat: Seat) => ended || narrator || state.revealed.includes(seat);
	const seatView = (seat: Seat): SeatView => {
		const p = state.players[seat];
		return knows(seat) ? { seat, name: p.name, alive: p.alive, role: p.role } : { seat, name: p.name, alive: p.alive };
	};
	const rules = PRESETS[state.config.preset].rules;
	const phase = state.phase;
	let phaseView: PhaseView;
	switch (phase.kind) {
		case 'night': {
			const wake = currentWake(phase);
			if (!narrator || !wake) {
				phaseView = { kind: 'night', night: phase.night };
				break;
			}
			const picks = phase.picks.filter((p) => p.role === wake.role).map(({ by, target }) => ({ by, target }));
			const check = wake.role === 'detective' ? picks.find((p) => p.target !== null) : undefined;
			const notAgain =
				wake.role === 'doctor' && rules.doctor.sameTwiceRunning === 'never'
					? state.lastNight
							.filter((p) => p.role === 'doctor' && p.target !== null && wake.actors.includes(p.by))
							.map((p) => ({ by: p.by, target: p.target as Seat }))
					: [];
			const living = state.players.filter((p) => p.alive);
			const choices = Object.fromEntries(
				wake.actors.map((actor) => [
					actor,
					living.map((p) => {
						const check = checkPick(state, wake.role, actor, p.seat);
						return check.ok ? { seat: p.seat } : { seat: p.seat, refused: check.reason };
					})
				])
			);
			phaseView = {
				kind: 'night',
				night: phase.night,
				wake,
				choices,
				step: phase.step,
				steps: phase.wakes.length,
				picks,
				answer: check && check.target !== null ? { target: check.target, answer: detectiveAnswer(state, check.target) } : null,
				notAgain
			};
			break;
		}
		case 'morning': {
			const deaths = phase.deaths.map((seat) => {
				const p = state.players[seat];
				const show = rules.nightDeathNamesRole || narrator || ended;
				return show ? { seat, name: p.name, alive: p.alive, role: p.role } : { seat, name: p.name, alive: p.alive };
			});
			phaseView = { kind: 'morning', night: phase.night, deaths };
			break;
		}
		case 'ballot':
			phaseView = {
				kind: 'ballot',
				day: phase.day,
				round: phase.round,
				candidates: phase.candidates,
				voters: phase.voters,
				voted: phase.voters.filter((v) => v in phase.votes),
				next: nextVoter(phase)
			};
			break;
		case 'verdict':
			phaseView = { ...phase, out: phase.outcome.kind === 'out' ? seatView(phase.outcome.seat) : null };
			break;
		default:
			phaseView = phase;
	}
	return {
		audience,
		preset: state.config.preset,
		names: namesFor(state.config.preset, state.config.theme),
		options: state.config.options,
		players: state.players.map((p) => seatView(p.seat)),
		phase: phaseView,
		counts: state.config.roles,
		card: audience.kind === 'seat' ? cardOf(state, audience.seat) : null,
		log: ended || narrator ? state.log : state.log.map(publicLog),
		winner: ended ? state.winner : null
	};
}
