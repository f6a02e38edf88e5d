import { rulesOf, type PresetRules } from './presets';
import { ROLES } from './roles';
import { namesFor, type Names } from './names';
import { checkVote, isVoteless, nextVoter, votingSeats } from './ballot';
import { actsOf, checkPick, checkTurnEnd, closedAct, currentWake, detectiveAnswer, killerOf, nobodyLabel, victimsTonight } from './night';
import { heldTurnOf, type HeldTurn } from './round-view';
import { checkShot, loverOf } from './chain';
import { isolateName } from './announce';
import { turnMinOf, turnSeat } from './round';
import { callEndsFrom } from './call-length';
import { m } from '../paraglide/messages.js';
import { STORY_CAST, type Character } from './story-cast';
import type {
	Clock,
	DetectiveAnswer,
	GameState,
	LastAct,
	LogEntry,
	NightAct,
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
 * The turn: everyone taking the phone, the player whose turn it is, holding their night's card.
 */
export type Audience =
	| { kind: 'table' }
	| { kind: 'narrator' }
	| { kind: 'holders' }
	| { kind: 'seat'; seat: Seat }
	| { kind: 'turn' };

export interface SeatView {
	seat: Seat;
	name: string;
	alive: boolean;
	/** `storyteller`: the player's story character; neutral, so public. */
	character?: Character;
	/** Present only when this audience may know it. */
	role?: RoleId;
	/** Lost their vote for the rest of the game (a Village Idiot voted out once): public, as his card then is. */
	voteless?: true;
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
	/** The Lover Cupid linked them with, once linked (they learn each other). */
	lover?: string;
}

/** A player offered in a grid, and why they cannot be picked, in words, when they cannot. */
export interface Choice {
	seat: Seat;
	refused?: string;
}

/** One holder's grid of picks. */
export interface PickGrid {
	by: Seat;
	/** This pick counts (`godfather`: only the killer's; the others' picks are advice their team sees). */
	binding: boolean;
	choices: Choice[];
	/** Their pick so far: a seat, null for nobody, undefined for none yet. */
	picked: Seat | null | undefined;
}

/** Whether an action may be taken now; the reason in words when not. */
export type Allowed = { ok: true } | { ok: false; reason: string };

/** One kind of pick a wake asks for (most roles have one; the Witch has her two potions; the killers a second victim). */
export interface ActView {
	/** null: the role's one pick; else which of its picks. */
	act: NightAct | null;
	/** Each holder's grid, the one whose pick counts first: the players they may pick and why not, if so. */
	grids: PickGrid[];
	/**
	 * Several holders who pick as one (not `godfather`): the "they all agree on…" grid, refusing a player
	 * any of them may not pick, and the player they all picked (null: all nobody; undefined: not agreed).
	 */
	agreed: { choices: Choice[]; target: Seat | null | undefined } | null;
	/** What "nobody" is called for this pick ("Hold fire" for the Sniper, "Keep the potion" for the Witch). */
	nobody: string;
	/** Why this pick cannot be made tonight (a potion spent, no victim to heal), in words; absent when it can. */
	closed?: string;
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
	/** Whom the Doctor may not cover, or the Bodyguard protect, tonight (they did last night). */
	notAgain: { by: Seat; target: Seat }[];
	/** The picks this wake asks for, in the order shown. */
	acts: ActView[];
	/** The Witch's wake: the killers' victims tonight, whom she is shown (whether or not she may still heal). */
	victims: Seat[];
	/** Whether the narrator may end the role's turn now ("Done"); a role that acts must pick first. */
	canEnd: Allowed;
	/** When "Done" may be pressed at the earliest: the call's least time after it began (null: none holds). */
	endFrom: number | null;
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
	| RoundView
	| {
			kind: 'morning';
			night: number;
			deaths: SeatView[];
			/** Among the dead, the Lovers who died of grief: public, as the morning says it. */
			grief: SeatView[];
			silenced: SeatView | null;
			clock: Clock | null;
	  }
	| { kind: 'lastWord'; speaker: SeatView; clock: Clock | null; day: number }
	| {
			kind: 'countReveal';
			day: number;
			/** How many may raise a hand: the living who have a vote. */
			voters: number;
			left: number;
			result: { revealed: boolean; mafia: number; others: number } | null;
			/** The living who have lost their vote (a Village Idiot voted out once): they raise no hand, and are told so. */
			voteless: SeatView[];
	  }
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
			/** The candidates offered to the voter holding the phone (`next`), each refused in words when they may not. */
			choices: Choice[];
			/** Whether that voter may abstain. */
			abstain: Allowed;
			clock: Clock | null;
			silenced: SeatView | null;
			/** The living who have lost their vote (a Village Idiot voted out once): not among the voters, and told so. */
			voteless: SeatView[];
			/** How many times the whole vote was started again: public, so the table sees it happened. */
			redone: number;
	  }
	| {
			kind: 'verdict';
			day: number;
			round: 1 | 2;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
			out: SeatView | null;
			/** The voted-out's Lover, dead of grief with him: public. */
			grief: SeatView[];
			/** The Village Idiot voted out the first time: he stays, his card shown, and votes no more. */
			idiot: SeatView | null;
			clock: Clock | null;
	  }
	| LastActView
	| { kind: 'ended' };

/** A dead Hunter's last shot, or a dead Mayor naming his successor, as the whole table sees it: public, as both are. */
export interface LastActView {
	kind: 'lastAct';
	day: number;
	/** The Hunter (his card shown), or the Mayor. */
	by: SeatView;
	act: LastAct;
	/** Every living player, and why not when he may not take them. */
	choices: Choice[];
	/** Once taken: whom, whether it landed (a Die-hard's spare life may take it), and who died of grief. */
	done: { target: SeatView; landed: boolean; grief: SeatView[] } | null;
	/** Whether the table may move on ("Continue"): once the shot is taken. */
	canContinue: Allowed;
}

/**
 * A pass-round night as the table sees it: whose turn it is and how far round the phone is. The same
 * whatever anybody's card: every living player takes a turn of the same shape.
 */
export interface RoundView {
	kind: 'round';
	night: number;
	/** Whose turn it is now (null once every turn is done). */
	next: Seat | null;
	/** Whose turn comes after it (null: this is the last). */
	then: Seat | null;
	/** How many turns are done tonight, and how many there are. */
	done: number;
	turns: number;
	/** The player has the phone ("I am …"), and has confirmed their choice. */
	taken: boolean;
	chosen: boolean;
	/** When the turn may end at the earliest (its least time after it began); null before it began. */
	passFrom: number | null;
	/** This is the night's last turn: after it, the morning. */
	last: boolean;
	/** Every living player, in seat order: the one grid every turn offers, whatever the card. */
	grid: Seat[];
	/** How many times the whole night was started again tonight: public, so the table sees it happened. */
	redone: number;
}

export interface GameView {
	audience: Audience;
	preset: GameState['config']['preset'];
	/** What the screens show of the rules this game plays by (a custom table's are the host's): public, as a rule set's are. */
	rules: Pick<PresetRules, 'dayZero' | 'mafiaKill'>;
	names: Names;
	options: GameState['config']['options'];
	players: SeatView[];
	phase: PhaseView;
	/** Counts are public: how many of each role were dealt. */
	counts: Partial<Record<RoleId, number>>;
	/** Held by a seat: their own card. */
	card: Card | null;
	/** Held by the player whose turn it is, on a pass-round night: their night. */
	held: HeldTurn | null;
	/** The record as this audience may read it, oldest first. */
	log: LogEntry[];
	/** Who holds the Mayor's office: public from the morning of day 1. */
	mayor: Seat | null;
	winner: Win | null;
}

/** What the table heard of a night: who died and who is silenced, nothing of the picks. */
function publicLog(entry: LogEntry): LogEntry {
	if (entry.kind === 'night') {
		// A Lover's grief is said aloud with the morning: public.
		const grief = entry.grief?.length ? { grief: entry.grief } : {};
		return { kind: 'night', night: entry.night, picks: [], target: null, covered: null, check: null, deaths: entry.deaths, silenced: entry.silenced ?? null, ...grief };
	}
	if (entry.kind === 'vote') {
		const { absorbed: _secret, ...rest } = entry;
		return { ...rest, ballots: {} };
	}
	return entry;
}

const characterOf = (state: GameState, seat: Seat): Character | undefined =>
	state.characters ? STORY_CAST[state.characters[seat]] : undefined;

function publicRules(state: GameState): GameView['rules'] {
	const { dayZero, mafiaKill } = rulesOf(state.config);
	return { dayZero, mafiaKill };
}

function cardOf(state: GameState, seat: Seat): Card | null {
	const me = state.players[seat];
	if (!me) return null;
	const rules = rulesOf(state.config);
	const mafia = ROLES[me.role].countsAsMafia;
	const knowsTeam = rules.partnersOnCard || state.mafiaMet;
	const partners =
		mafia && knowsTeam ? state.players.filter((p) => p.seat !== seat && ROLES[p.role].countsAsMafia).map((p) => p.name) : [];
	const character = characterOf(state, seat);
	const does = ROLES[me.role].does(namesFor(state.config.preset, state.config.theme), { rules, options: state.config.options });
	const meetsLater = mafia && !knowsTeam;
	const lover = loverOf(state, seat);
	return {
		seat,
		name: me.name,
		role: me.role,
		team: ROLES[me.role].team,
		partners,
		meetsLater,
		does,
		...(character ? { character } : {}),
		...(lover !== null ? { lover: state.players[lover].name } : {})
	};
}

function notAgainTonight(state: GameState, wake: Wake): { by: Seat; target: Seat }[] {
	if (wake.role !== 'doctor' && wake.role !== 'bodyguard') return [];
	const rules = rulesOf(state.config);
	return state.lastNight
		.filter((p) => p.role === wake.role && p.target !== null && wake.actors.includes(p.by))
		.filter((p) => wake.role === 'bodyguard' || rules.doctorRepeat === 'any' || (p.target === p.by && !state.config.options.doctorSelfTwice))
		.map((p) => ({ by: p.by, target: p.target as Seat }));
}

const allowed = (check: { ok: true } | { ok: false; reason: string }): Allowed =>
	check.ok ? { ok: true } : { ok: false, reason: check.reason };

/**
 * "They all agree on…": a player any holder may not pick is refused (with that holder's reason), and
 * the agreed target is the one every holder picked.
 */
function agreedGrid(grids: PickGrid[]): NonNullable<ActView['agreed']> {
	const choices = grids[0].choices.map(({ seat }) => {
		const refused = grids.map((g) => g.choices.find((c) => c.seat === seat)?.refused).find(Boolean);
		return refused ? { seat, refused } : { seat };
	});
	const first = grids[0].picked;
	return { choices, target: grids.every((g) => g.picked !== undefined && g.picked === first) ? first : undefined };
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
			...(knows(seat) ? { role: p.role } : {}),
			...(isVoteless(state, seat) ? { voteless: true as const } : {})
		};
	};
	const silenced = state.silenced !== null ? seatView(state.silenced) : null;
	const votelessOf = () => state.players.filter((p) => p.alive && isVoteless(state, p.seat)).map((p) => seatView(p.seat));
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
			const ownPicks = phase.picks.filter((p) => p.role === wake.role);
			const picks = ownPicks.filter((p) => p.act === undefined).map(({ by, target }) => ({ by, target }));
			const check = wake.role === 'detective' ? picks.find((p) => p.target !== null) : undefined;
			const living = state.players.filter((p) => p.alive);
			const godfatherRule = rulesOf(state.config).mafiaKill === 'godfather';
			const killer = wake.role === 'mafia' && godfatherRule ? (killerOf(state, wake.actors) ?? null) : null;
			// The binding grid comes first, so the narrator who taps the first grid makes the kill.
			const order = killer === null ? wake.actors : [killer, ...wake.actors.filter((a) => a !== killer)];
			const actView = (act: NightAct | null): ActView => {
				const nobody = nobodyLabel(wake.role, act);
				const closed = closedAct(state, wake, act);
				if (wake.meeting || wake.forShow || closed) return { act, grids: [], agreed: null, nobody, ...(closed ? { closed } : {}) };
				const choicesOf = (actor: Seat): Choice[] =>
					living
						.map((p) => {
							const pickable = checkPick(state, wake.role, actor, p.seat, act);
							return pickable.ok ? { seat: p.seat } : { seat: p.seat, refused: pickable.reason };
						})
						// The healing potion is offered for tonight's victims only: they are who the Witch is shown.
						.filter((choice) => act !== 'heal' || !choice.refused);
				const pickOf = (actor: Seat) => ownPicks.find((p) => p.by === actor && (p.act ?? null) === act)?.target;
				const grids = order.map((by) => ({ by, binding: killer === null || by === killer, choices: choicesOf(by), picked: pickOf(by) }));
				return { act, grids, agreed: killer === null && grids.length > 1 ? agreedGrid(grids) : null, nobody };
			};
			phaseView = {
				kind: 'night',
				night: phase.night,
				wake,
				step: phase.step,
				steps: phase.wakes.length,
				picks,
				killer,
				answer: check && check.target !== null ? { target: check.target, answer: detectiveAnswer(state, check.target) } : null,
				notAgain: notAgainTonight(state, wake),
				acts: actsOf(wake).map(actView),
				victims: wake.role === 'witch' && !wake.forShow ? victimsTonight(state) : [],
				canEnd: allowed(checkTurnEnd(state)),
				endFrom: callEndsFrom(state),
				clock: phase.clock
			};
			break;
		}
		case 'round': {
			const next = turnSeat(phase);
			phaseView = {
				kind: 'round',
				night: phase.night,
				next,
				then: phase.order[phase.at + 1] ?? null,
				done: phase.at,
				turns: phase.order.length,
				taken: !!phase.turn,
				chosen: !!phase.turn?.chosen,
				passFrom: phase.turn ? phase.turn.began + turnMinOf(state.config.options) * 1000 : null,
				last: phase.at === phase.order.length - 1,
				grid: state.players.filter((p) => p.alive).map((p) => p.seat),
				redone: phase.redone ?? 0
			};
			break;
		}
		case 'morning': {
			const entry = state.log.at(-1);
			phaseView = {
				kind: 'morning',
				night: phase.night,
				deaths: phase.deaths.map(seatView),
				grief: entry?.kind === 'night' ? (entry.grief ?? []).map(seatView) : [],
				silenced: phase.silenced !== null ? seatView(phase.silenced) : null,
				clock: phase.clock
			};
			break;
		}
		case 'lastWord':
			phaseView = { kind: 'lastWord', speaker: seatView(phase.speakers[0]), clock: phase.clock, day: phase.day };
			break;
		case 'countReveal':
			phaseView = {
				kind: 'countReveal',
				day: phase.day,
				voters: votingSeats(state).length,
				left: state.reveals.left,
				result: phase.result,
				voteless: votelessOf()
			};
			break;
		case 'talk':
			phaseView = { kind: 'talk', day: phase.day, clock: phase.clock, turns: phase.turns, silenced };
			break;
		case 'ballot': {
			const next = nextVoter(phase);
			phaseView = {
				kind: 'ballot',
				day: phase.day,
				round: phase.round,
				candidates: phase.candidates,
				voters: phase.voters,
				voted: phase.voters.filter((v) => v in phase.votes),
				next,
				choices:
					next === null
						? []
						: phase.candidates.map((seat) => {
								const vote = checkVote(state, next, seat);
								return vote.ok ? { seat } : { seat, refused: vote.reason };
							}),
				abstain: next === null ? { ok: false, reason: m.refusal_ballot_all_voted() } : allowed(checkVote(state, next, null)),
				clock: phase.clock,
				silenced,
				voteless: votelessOf(),
				redone: phase.redone ?? 0
			};
			break;
		}
		case 'verdict': {
			const entry = state.log.at(-1);
			const grief = entry?.kind === 'vote' ? (entry.grief ?? []) : [];
			phaseView = {
				...phase,
				out: phase.outcome.kind === 'out' ? seatView(phase.outcome.seat) : null,
				grief: grief.map(seatView),
				idiot: phase.outcome.kind === 'idiot' ? seatView(phase.outcome.seat) : null
			};
			break;
		}
		case 'lastAct': {
			const choices = state.players
				.filter((p) => p.alive)
				.map((p) => {
					const shot = checkShot(state, p.seat);
					return shot.ok ? { seat: p.seat } : { seat: p.seat, refused: shot.reason };
				});
			const done = phase.done
				? {
						target: seatView(phase.done.target),
						landed: phase.done.deaths.includes(phase.done.target),
						grief: phase.done.deaths.filter((seat) => seat !== phase.done!.target).map(seatView)
					}
				: null;
			const canContinue: Allowed = phase.done
				? { ok: true }
				: { ok: false, reason: m.refusal_last_shot_owed({ name: isolateName(state.players[phase.by].name) }) };
			phaseView = { kind: 'lastAct', day: phase.day, by: seatView(phase.by), act: phase.act, choices: phase.done ? [] : choices, done, canContinue };
			break;
		}
		default:
			phaseView = phase;
	}
	return {
		audience,
		preset: state.config.preset,
		rules: publicRules(state),
		names: namesFor(state.config.preset, state.config.theme),
		options: state.config.options,
		players: state.players.map((p) => seatView(p.seat)),
		phase: phaseView,
		counts: state.config.roles,
		card: audience.kind === 'seat' ? cardOf(state, audience.seat) : null,
		held: audience.kind === 'turn' ? heldTurnOf(state) : null,
		log: ended || narrator ? state.log : state.log.map(publicLog),
		mayor: state.mayor ?? null,
		winner: ended ? state.winner : null
	};
}
