import { PRESETS } from './presets';
import { ROLES } from './roles';
import { fillNames, namesFor, type Names } from './names';
import { nextVoter } from './ballot';
import { checkPick, currentWake, detectiveAnswer, killerOf } from './night';
import { STORY_CAST, type Character } from './story-cast';
import type {
	Clock,
	DetectiveAnswer,
	GameState,
	LogEntry,
	Outcome,
	RoleId,
	Seat,
	Tally,
	Team,
	Turns,
	Wake,
	Win
} from './types';

/**
 * Who is looking at the phone. The table: everyone, any time the phone is face up. The
 * narrator: the one who keeps the phone and sees every role. The holders: app-narrated, the
 * players of the role awake now, who have picked the phone up (they see each other, their
 * choices, and nothing of anybody else's night). A seat: one player holding their own card.
 */
export type Audience = { kind: 'table' } | { kind: 'narrator' } | { kind: 'holders' } | { kind: 'seat'; seat: Seat };

export interface SeatView {
	seat: Seat;
	name: string;
	alive: boolean;
	/** `storyteller`: the player's story character; neutral, so public. */
	character?: Character;
	/** Present only when this audience may know it. */
	role?: RoleId;
}

/** What a seat sees while holding their card. */
export interface Card {
	seat: Seat;
	name: string;
	role: RoleId;
	team: Team;
	character?: Character;
	/** Fellow mafia, when the preset shows partners on the card (`godfather`: once they have met). */
	partners: string[];
	/** `godfather`: a mafia card before night zero, when the team has not met yet. */
	meetsLater: boolean;
	/** What the role does, in the theme's words. */
	does: string;
}

/** The narrator's view of the role awake now. */
export interface NightWakeView {
	kind: 'night';
	night: number;
	wake: Wake;
	step: number;
	steps: number;
	picks: { by: Seat; target: Seat | null }[];
	/** `godfather`: the one mafia player whose pick is the kill; the others' picks are advice. */
	killer: Seat | null;
	/** The Detective's answer about the current pick, for the narrator to show. */
	answer: { target: Seat; answer: DetectiveAnswer } | null;
	/** Whom the Doctor may not cover tonight (covered last night). */
	notAgain: { by: Seat; target: Seat }[];
	/** For each actor awake, every living player and why they cannot be picked, if so. */
	choices: Record<Seat, { seat: Seat; refused?: string }[]>;
	clock: Clock | null;
}

export type PhaseView =
	| { kind: 'deal'; next: Seat }
	| { kind: 'dusk'; night: number }
	| {
			kind: 'night';
			night: number;
			clock: Clock | null;
			/** App-narrated: the role the phone is calling now (announced aloud, so public). */
			calling: { role: RoleId; meeting: boolean; step: number } | null;
	  }
	| NightWakeView
	| { kind: 'morning'; night: number; deaths: SeatView[]; silenced: SeatView | null; clock: Clock | null }
	| { kind: 'lastWord'; speaker: SeatView; clock: Clock | null; day: number }
	| { kind: 'countReveal'; day: number; voters: number; left: number; result: { revealed: boolean; mafia: number; others: number } | null }
	| { kind: 'talk'; day: number; clock: Clock | null; turns: Turns | null; silenced: SeatView | null }
	| {
			kind: 'ballot';
			day: number;
			round: 1 | 2;
			candidates: Seat[];
			voters: Seat[];
			/** Who has voted: public. Never whom for. */
			voted: Seat[];
			next: Seat | null;
			clock: Clock | null;
			silenced: SeatView | null;
	  }
	| {
			kind: 'verdict';
			day: number;
			round: 1 | 2;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
			out: SeatView | null;
			clock: Clock | null;
	  }
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

/** What the table heard of a night: who died and who is silenced, nothing of the picks. */
function publicLog(entry: LogEntry): LogEntry {
	if (entry.kind === 'night') {
		return { kind: 'night', night: entry.night, picks: [], target: null, covered: null, check: null, deaths: entry.deaths, silenced: entry.silenced ?? null };
	}
	if (entry.kind === 'vote') {
		const { absorbed: _secret, ...rest } = entry;
		return { ...rest, ballots: {} };
	}
	return entry;
}

const characterOf = (state: GameState, seat: Seat): Character | undefined =>
	state.characters ? STORY_CAST[state.characters[seat]] : undefined;

function cardOf(state: GameState, seat: Seat): Card | null {
	const me = state.players[seat];
	if (!me) return null;
	const rules = PRESETS[state.config.preset].rules;
	const mafia = ROLES[me.role].countsAsMafia;
	const knowsTeam = rules.partnersOnCard || state.mafiaMet;
	const partners =
		mafia && knowsTeam ? state.players.filter((p) => p.seat !== seat && ROLES[p.role].countsAsMafia).map((p) => p.name) : [];
	const character = characterOf(state, seat);
	const does = fillNames(ROLES[me.role].does, namesFor(state.config.preset, state.config.theme));
	const meetsLater = mafia && !knowsTeam;
	return { seat, name: me.name, role: me.role, team: ROLES[me.role].team, partners, meetsLater, does, ...(character ? { character } : {}) };
}

function doctorNotAgain(state: GameState, wake: Wake): { by: Seat; target: Seat }[] {
	if (wake.role !== 'doctor') return [];
	const rules = PRESETS[state.config.preset].rules;
	return state.lastNight
		.filter((p) => p.role === 'doctor' && p.target !== null && wake.actors.includes(p.by))
		.filter((p) => rules.doctorRepeat === 'any' || (p.target === p.by && !state.config.options.doctorSelfTwice))
		.map((p) => ({ by: p.by, target: p.target as Seat }));
}

/**
 * The one function that decides what each audience may see. Screens render this, never
 * the raw state: a role reaches the table only when the rules have revealed it.
 */
export function viewFor(state: GameState, audience: Audience): GameView {
	const ended = state.phase.kind === 'ended';
	const narrator = audience.kind === 'narrator';
	const awake = audience.kind === 'holders' && state.phase.kind === 'night' ? (currentWake(state.phase)?.actors ?? []) : [];
	const knows = (seat: Seat) => ended || narrator || state.revealed.includes(seat) || awake.includes(seat);
	const seatView = (seat: Seat): SeatView => {
		const p = state.players[seat];
		const character = characterOf(state, seat);
		return {
			seat,
			name: p.name,
			alive: p.alive,
			...(character ? { character } : {}),
			...(knows(seat) ? { role: p.role } : {})
		};
	};
	const silenced = state.silenced !== null ? seatView(state.silenced) : null;
	const phase = state.phase;
	let phaseView: PhaseView;
	switch (phase.kind) {
		case 'night': {
			const wake = currentWake(phase);
			if (!(narrator || audience.kind === 'holders') || !wake) {
				const app = state.config.options.narration === 'app';
				const calling = app && wake ? { role: wake.role, meeting: !!wake.meeting, step: phase.step } : null;
				phaseView = { kind: 'night', night: phase.night, clock: phase.clock, calling };
				break;
			}
			const picks = phase.picks.filter((p) => p.role === wake.role).map(({ by, target }) => ({ by, target }));
			const check = wake.role === 'detective' ? picks.find((p) => p.target !== null) : undefined;
			const living = state.players.filter((p) => p.alive);
			const choices = Object.fromEntries(
				wake.actors.map((actor) => [
					actor,
					living.map((p) => {
						const pickable = checkPick(state, wake.role, actor, p.seat);
						return pickable.ok ? { seat: p.seat } : { seat: p.seat, refused: pickable.reason };
					})
				])
			);
			const godfatherRule = PRESETS[state.config.preset].rules.mafiaKill === 'godfather';
			phaseView = {
				kind: 'night',
				night: phase.night,
				wake,
				step: phase.step,
				steps: phase.wakes.length,
				picks,
				killer: wake.role === 'mafia' && godfatherRule ? (killerOf(state, wake.actors) ?? null) : null,
				answer: check && check.target !== null ? { target: check.target, answer: detectiveAnswer(state, check.target) } : null,
				notAgain: doctorNotAgain(state, wake),
				choices,
				clock: phase.clock
			};
			break;
		}
		case 'morning':
			phaseView = {
				kind: 'morning',
				night: phase.night,
				deaths: phase.deaths.map(seatView),
				silenced: phase.silenced !== null ? seatView(phase.silenced) : null,
				clock: phase.clock
			};
			break;
		case 'lastWord':
			phaseView = { kind: 'lastWord', speaker: seatView(phase.speakers[0]), clock: phase.clock, day: phase.day };
			break;
		case 'countReveal':
			phaseView = {
				kind: 'countReveal',
				day: phase.day,
				voters: state.players.filter((p) => p.alive).length,
				left: state.reveals.left,
				result: phase.result
			};
			break;
		case 'talk':
			phaseView = { kind: 'talk', day: phase.day, clock: phase.clock, turns: phase.turns, silenced };
			break;
		case 'ballot':
			phaseView = {
				kind: 'ballot',
				day: phase.day,
				round: phase.round,
				candidates: phase.candidates,
				voters: phase.voters,
				voted: phase.voters.filter((v) => v in phase.votes),
				next: nextVoter(phase),
				clock: phase.clock,
				silenced
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
