import { rulesOf } from './presets';
import { ROLES } from './roles';
import { detectiveAnswer, killerOf } from './night';
import { actOf, checkRoundChoice, livingPartners, turnSeat } from './round';
import type { Allowed, Choice } from './view';
import type { DetectiveAnswer, GameState, RoleId, Seat, Team } from './types';

/**
 * What the player whose turn it is sees while holding their night's card, on a pass-round night. Only
 * their own night: their role, whom they may choose and why not, and what their team may know.
 */
export interface HeldTurn {
	seat: Seat;
	name: string;
	night: number;
	role: RoleId;
	team: Team;
	/** The night role they act as tonight; null: they answer "Who do you suspect most?". */
	act: RoleId | null;
	/** Night zero (`godfather`): the mafia meet, seeing each other's names; nobody is picked. */
	meeting: boolean;
	/** Every living player in seat order, each with the reason this player may not choose them, in words. */
	choices: Choice[];
	/** Whether "nobody" is open to them (a role may pick nobody; a hunch names somebody). */
	nobody: Allowed;
	/** The fellow mafia they know, alive, in seat order. */
	partners: Seat[];
	/** The kill picks their partners have already made tonight, in the order made. */
	partnerPicks: { by: Seat; target: Seat | null }[];
	/** `godfather`: whose pick is the kill (the others' picks are advice); null under the other rules. */
	killer: Seat | null;
	/** The Doctor's cover of last night, which may not be repeated tonight. */
	notAgain: Seat | null;
	/** Their confirmed choice: a seat, null for nobody, undefined before they have chosen. */
	chosen: Seat | null | undefined;
	/** The Detective's answer about the player checked, once the check is confirmed. */
	answer: DetectiveAnswer | null;
}

const allowed = (check: { ok: true } | { ok: false; reason: string }): Allowed =>
	check.ok ? { ok: true } : { ok: false, reason: check.reason };

/** The turn's held view, once its player has the phone; null otherwise. */
export function heldTurnOf(state: GameState): HeldTurn | null {
	const phase = state.phase;
	if (phase.kind !== 'round' || !phase.turn) return null;
	const seat = turnSeat(phase);
	if (seat === null) return null;
	const me = state.players[seat];
	const act = actOf(state, seat, phase.night);
	const mafia = ROLES[me.role].countsAsMafia;
	const rules = rulesOf(state.config);
	const meeting = phase.night === 0 && mafia;
	const knowsTeam = rules.partnersOnCard || state.mafiaMet || meeting;
	const choices = state.players
		.filter((p) => p.alive)
		.map((p) => {
			const check = checkRoundChoice(state, seat, p.seat);
			return check.ok ? { seat: p.seat } : { seat: p.seat, refused: check.reason };
		});
	const own = act === null ? phase.hunches.find((h) => h.by === seat)?.target : phase.picks.find((p) => p.by === seat)?.target;
	const chosen = phase.turn.chosen ? (own ?? null) : undefined;
	const killers = state.players.filter((p) => p.alive && actOf(state, p.seat, phase.night) === 'mafia').map((p) => p.seat);
	const godfatherRule = rules.mafiaKill === 'godfather';
	const lastCover = act === 'doctor' || act === 'bodyguard' ? state.lastNight.find((p) => p.role === act && p.by === seat)?.target : undefined;
	const repeats = act === 'bodyguard' || rules.doctorRepeat === 'any' || (lastCover === seat && !state.config.options.doctorSelfTwice);
	const notAgain = lastCover !== undefined && lastCover !== null && repeats ? lastCover : null;
	return {
		seat,
		name: me.name,
		night: phase.night,
		role: me.role,
		team: ROLES[me.role].team,
		act,
		meeting,
		choices,
		nobody: allowed(checkRoundChoice(state, seat, null)),
		partners: mafia && knowsTeam ? livingPartners(state, seat) : [],
		partnerPicks: act === 'mafia' ? phase.picks.filter((p) => p.role === 'mafia' && p.by !== seat).map(({ by, target }) => ({ by, target })) : [],
		killer: act === 'mafia' && godfatherRule ? (killerOf(state, killers) ?? null) : null,
		notAgain,
		chosen,
		answer: act === 'detective' && chosen !== undefined && chosen !== null ? detectiveAnswer(state, chosen) : null
	};
}
