import {
	rulesOf,
	replay,
	viewFor,
	type GameState,
	type NightPick,
	type RoleId,
	type Seat,
	type Team,
	type TimedAction
} from '../../src/lib/engine/index';
import type { TableSnapshot } from './taps';
import type { TappedPicks } from './tapped-picks';

/**
 * What must hold after every tap, whatever was tapped. Each is written from ../shared/RULES.md rather
 * than from the engine's own helpers, so that a rule broken in the engine shows here. A violation comes
 * back in words; null when it holds. A new preset adds its roles to the tables below and its rules to
 * `restrictions` and `nightOracle`.
 */

/** RULES.md, "Roles": the side each role plays for. */
const SIDE: Record<RoleId, Team> = {
	cupid: 'town',
	hunter: 'town',
	mayor: 'town',
	mafia: 'mafia',
	godfather: 'mafia',
	wolfcub: 'mafia',
	lecter: 'mafia',
	witch: 'town',
	elder: 'town',
	serialkiller: 'serial',
	doctor: 'town',
	bodyguard: 'town',
	detective: 'town',
	sniper: 'town',
	diehard: 'town',
	lycan: 'town',
	idiot: 'town',
	villager: 'town',
	seductress: 'neutral',
	jester: 'neutral'
};

export interface Step {
	before: TableSnapshot;
	after: TableSnapshot;
	/** The night picks the test has tapped so far, this tap included: what a night's outcome is checked against. */
	tapped: TappedPicks;
}

/** An invariant's answer for a tap that gave it nothing to check (no new action of its kind, no new result). */
export const NOT_CONCERNED = Symbol('not concerned');

/** Null when it holds, the violation in words, or NOT_CONCERNED. */
export type Invariant = (step: Step) => string | null | typeof NOT_CONCERNED;

const isAlive = (game: GameState, seat: Seat) => game.players[seat]?.alive === true;

/** RULES.md for a pass-round night: who acts on their turn (the rest answer a hunch); night zero nobody acts. */
const actsAtNight = (role: RoleId, night: number) => night > 0 && !['villager', 'jester', 'diehard', 'lycan', 'elder', 'idiot', 'hunter', 'mayor'].includes(role);
/** The Godfather and the Wolf Cub pick with the Mafia; Dr. Lecter too, once no other killer lives (ours). */
const KILLERS: RoleId[] = ['mafia', 'godfather', 'wolfcub'];
const lecterKills = (game: GameState) => !game.players.some((p) => p.alive && KILLERS.includes(p.role));
const wakeRole = (role: RoleId, game: GameState): RoleId =>
	role === 'godfather' || role === 'wolfcub' || (role === 'lecter' && lecterKills(game)) ? 'mafia' : role;

/**
 * RULES.md, "Winning": town when no mafia lives; mafia when the living mafia are at least all the others;
 * `storyteller` with "jester ends the game": a Jester voted out ends it. "The custom table": while the Serial Killer
 * lives neither can win, and he wins alone when he is alive with at most one other player.
 */
export function sideThatWon(game: GameState): Team | null {
	const jesterVotedOut = game.log.some((e) => e.kind === 'vote' && e.outcome.kind === 'out' && game.players[e.outcome.seat].role === 'jester');
	if (game.config.options.jesterEndsGame && jesterVotedOut) return 'neutral';
	const living = game.players.filter((p) => p.alive);
	// "The custom table": Lovers of opposite sides, the last two alive, win together.
	const lovers = game.lovers;
	if (lovers && SIDE[game.players[lovers[0]].role] !== SIDE[game.players[lovers[1]].role] && living.length === 2 && lovers.every((seat) => isAlive(game, seat))) {
		return 'lovers';
	}
	if (living.some((p) => SIDE[p.role] === 'serial')) return living.length <= 2 ? 'serial' : null;
	const mafia = living.filter((p) => SIDE[p.role] === 'mafia').length;
	if (mafia === 0) return 'town';
	return mafia >= living.length - mafia ? 'mafia' : null;
}

/** Every winner: the whole side, dead included; `storyteller` adds the Seductress alive at the end and every Jester voted out. */
function winnersOf(game: GameState, side: Team): Seat[] {
	if (side === 'lovers') return [...(game.lovers ?? [])];
	const crossed: Seat[] = game.lovers && SIDE[game.players[game.lovers[0]].role] !== SIDE[game.players[game.lovers[1]].role] ? game.lovers : [];
	const jesters = game.log.flatMap((e) => (e.kind === 'vote' && e.outcome.kind === 'out' && game.players[e.outcome.seat].role === 'jester' ? [e.outcome.seat] : []));
	const seductress = game.players.filter((p) => p.role === 'seductress' && p.alive).map((p) => p.seat);
	// Lovers of opposite sides win with no side but their own.
	const sideSeats = side === 'neutral' ? [] : game.players.filter((p) => SIDE[p.role] === side && !crossed.includes(p.seat)).map((p) => p.seat);
	return [...new Set([...sideSeats, ...seductress, ...jesters])].sort((a, b) => a - b);
}

/** The screens of the chart for each phase of the game: they never disagree. */
const SCREEN_OF_PHASE: Record<GameState['phase']['kind'], string> = {
	deal: 'deal',
	dusk: 'dusk',
	night: 'night',
	round: 'round',
	morning: 'morning',
	lastWord: 'lastWord',
	countReveal: 'countReveal',
	talk: 'talk',
	ballot: 'ballot',
	verdict: 'verdict',
	lastAct: 'lastAct',
	ended: 'ended'
};

const screenName = (snapshot: TableSnapshot) =>
	typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];

export const chartFollowsTheGame: Invariant = ({ after }) => {
	const screen = screenName(after);
	const phase = after.context.game.phase.kind;
	// The last voter sees the same sealed screen as every other voter, though their vote closed the ballot.
	if (phase === 'verdict' && after.matches({ ballot: 'cast' })) return null;
	return screen === SCREEN_OF_PHASE[phase] ? null : `the chart shows "${screen}" while the game is at "${phase}"`;
};

/**
 * The game changes only through its record: one table action appended (a correction or a redo among them, written
 * in for all to see), or the last one undone; and the game is then the record replayed. Issue 32: a player's sealed
 * choice (a pass-round turn's choice or its end, a secret vote) is never undone, nor is a correction or a redo.
 */
export const gameMovesOnlyByTheRecord: Invariant = ({ before, after }) => {
	const was = before.context.record.actions;
	const now = after.context.record.actions;
	const appended = now.length === was.length + 1 && was.every((a, i) => a === now[i]);
	const undone = now.length === was.length - 1 && now.every((a, i) => a === was[i]);
	const same = now === was || (now.length === was.length && now.every((a, i) => a === was[i]));
	if (!appended && !undone && !same) return `the record went from ${was.length} to ${now.length} actions, not by one step`;
	const gone = undone ? was[was.length - 1] : null;
	const secret = before.context.game.config.options.ballotMode !== 'open';
	if (gone && (['round.pick', 'round.pass', 'round.redo', 'ballot.redo', 'result.correct'].includes(gone.type) || (gone.type === 'ballot.cast' && secret))) {
		return `an undo took back a ${gone.type}, which is final once made`;
	}
	const moved = after.context.game !== before.context.game;
	if (moved !== !same) return moved ? 'the game changed with no change to its record' : 'the record changed and the game did not';
	if (undone || (appended && ['result.correct', 'round.redo', 'ballot.redo'].includes(now[now.length - 1].type))) {
		const replayed = replay(after.context.record);
		if (!replayed.ok || JSON.stringify(replayed.value) !== JSON.stringify(after.context.game)) return 'an undo or a correction left a game the record does not replay to';
	}
	return null;
};

const newAction = ({ before, after }: Step): TimedAction | null =>
	after.context.record.actions.length > before.context.record.actions.length ? (after.context.record.actions.at(-1) ?? null) : null;

const nameOf = (game: GameState, seat: Seat) => game.players[seat]?.name ?? `seat ${seat}`;

/** RULES.md "The custom table": a Village Idiot the table once voted out (and kept) has no vote for the rest of the game. */
const votedOutIdiots = (game: GameState): Seat[] =>
	game.log.flatMap((e) => (e.kind === 'vote' && e.outcome.kind === 'idiot' && game.players[e.outcome.seat].role === 'idiot' ? [e.outcome.seat] : []));

/**
 * RULES.md: the dead are still called at night, for show, but never act; the dead watch the vote but never
 * vote, and neither does a player the Seductress silenced, nor a Village Idiot voted out once (in a ballot or
 * a count-reveal vote); nobody hands a reply to the dead.
 */
export const theDeadNeverActOrVote: Invariant = (step) => {
	const action = newAction(step);
	const game = step.before.context.game;
	if (action?.type === 'reveal.vote') {
		const entry = step.after.context.game.log.at(-1);
		if (entry?.kind !== 'reveal') return null;
		const voteless = votedOutIdiots(game);
		const voters = game.players.filter((p) => p.alive && !voteless.includes(p.seat)).length;
		return entry.voters === voters ? null : `the count reveal counted ${entry.voters} voters, the living with a vote are ${voters}`;
	}
	if (action?.type !== 'night.pick' && action?.type !== 'turn.reply' && action?.type !== 'ballot.cast') return NOT_CONCERNED;
	if (action.type === 'night.pick') {
		const phase = game.phase;
		if (phase.kind !== 'night') return 'a night pick outside the night';
		const wake = phase.wakes[phase.step];
		if (!wake || wake.role !== action.role) return `the ${action.role} picked while asleep`;
		const actors = action.by === 'all' ? wake.actors : [action.by];
		if (actors.length === 0) return `a pick for the ${action.role} with nobody alive to make it`;
		for (const by of actors) {
			if (!isAlive(game, by)) return `${game.players[by]?.name ?? `seat ${by}`}, dead, picked at night`;
			if (!wake.actors.includes(by)) return `${game.players[by]?.name} picked for the ${action.role} without being one`;
		}
	}
	if (action.type === 'turn.reply' && !isAlive(game, action.to)) return `a reply was handed to ${nameOf(game, action.to)}, who is dead`;
	if (action.type === 'ballot.cast') {
		const phase = game.phase;
		if (phase.kind !== 'ballot') return 'a vote outside a ballot';
		if (action.voter === game.silenced) return `${nameOf(game, action.voter)}, silenced today, voted`;
		if (!isAlive(game, action.voter)) return `${game.players[action.voter]?.name ?? `seat ${action.voter}`}, dead, voted`;
		if (action.voter in phase.votes) return `${game.players[action.voter].name} voted twice`;
		if (!phase.voters.includes(action.voter)) return `${game.players[action.voter].name} voted without being a voter`;
		const voteless = votedOutIdiots(game).filter((seat) => phase.voters.includes(seat));
		if (voteless.length > 0) return `${nameOf(game, voteless[0])}, a Village Idiot voted out once, is among the ballot's voters`;
	}
	return null;
};

const lastCover = (picks: NightPick[], by: Seat, role: RoleId = 'doctor') => picks.find((p) => p.role === role && p.by === by)?.target;

/** The preset's restrictions on whom each role may pick and whom a voter may vote for (RULES.md tables). */
export const picksKeepThePresetsRestrictions: Invariant = (step) => {
	const recorded = newAction(step);
	const round = step.before.context.game.phase;
	// A pass-round night: a role's choice on its own turn is its night pick (a hunch is checked with the turns).
	const action: TimedAction | null =
		recorded?.type === 'round.pick' && round.kind === 'round'
			? actsAtNight(step.before.context.game.players[recorded.seat].role, round.night)
				? { type: 'night.pick', role: wakeRole(step.before.context.game.players[recorded.seat].role, step.before.context.game), by: recorded.seat, target: recorded.target, at: recorded.at }
				: null
			: recorded;
	if (action?.type !== 'night.pick' && action?.type !== 'ballot.cast') return NOT_CONCERNED;
	const game = step.before.context.game;
	const rules = rulesOf(game.config);
	const options = game.config.options;
	if (action?.type === 'night.pick') {
		const target = action.target;
		if (target === null) return null;
		if (!isAlive(game, target)) return `the ${action.role} picked ${nameOf(game, target)}, who is dead`;
		const phase = game.phase;
		const actors = action.by === 'all' && phase.kind === 'night' ? (phase.wakes[phase.step]?.actors ?? []) : [action.by as Seat];
		const targetSide = SIDE[game.players[target].role];
		for (const by of actors) {
			const who = nameOf(game, by);
			const self = target === by;
			switch (action.role) {
				case 'mafia':
					if (self) return `${who} picked themselves to kill`;
					if (action.act === 'second' && phase.kind === 'night' && mafiaKillOracle(game, phase.picks).includes(target)) {
						return `${who} picked the first victim again as the second`;
					}
					if (rules.mafiaMayPick === 'non-mafia' && targetSide === 'mafia') return `${who} picked a fellow killer`;
					break;
				case 'doctor': {
					if (self && !options.doctorMaySelf) return `the Doctor ${who} covered themselves`;
					const again = lastCover(game.lastNight, by) === target;
					if (again && rules.doctorRepeat === 'any') return `the Doctor ${who} covered the same player two nights running`;
					if (again && self && !options.doctorSelfTwice) return `the Doctor ${who} covered themselves two nights running`;
					break;
				}
				// RULES.md "The custom table": one other player a night, never the same two nights running.
				case 'bodyguard':
					if (self) return `the Bodyguard ${who} protected themselves`;
					if (lastCover(game.lastNight, by, 'bodyguard') === target) return `the Bodyguard ${who} protected the same player two nights running`;
					break;
				case 'lecter':
					if (self || targetSide !== 'mafia') return `Dr. Lecter ${who} shielded ${nameOf(game, target)}, not a fellow mafia`;
					break;
				// RULES.md "The custom table": Cupid links two players, himself allowed, never one player twice.
				case 'cupid':
					if (action.act === 'beloved' && phase.kind === 'night' && phase.picks.some((p) => p.role === 'cupid' && p.by === by && p.act === 'lover' && p.target === target)) {
						return `Cupid ${who} linked ${nameOf(game, target)} with themselves`;
					}
					break;
				// RULES.md "The custom table": the healing potion saves a victim shown to her (herself too), the death potion
				// kills anyone else; each once a game.
				case 'witch': {
					const used = game.log.some((e) => e.kind === 'night' && e.picks.some((p) => p.role === 'witch' && p.by === by && p.act === action.act && p.target !== null));
					if (used) return `the Witch ${who} used her ${action.act} potion a second time`;
					if (action.act === 'poison' && self) return `the Witch ${who} poisoned herself`;
					if (action.act === 'heal' && phase.kind === 'night') {
						const tonight = phase.picks;
						const victims = [...mafiaKillOracle(game, tonight), ...mafiaKillOracle(game, tonight, 'second')];
						if (!victims.includes(target)) return `the Witch ${who} healed ${nameOf(game, target)}, who is not a victim of tonight`;
					}
					break;
				}
				default:
					if (self) return `the ${action.role} ${who} picked themselves`;
			}
		}
	}
	if (action?.type === 'ballot.cast' && action.target !== null) {
		const phase = game.phase;
		if (action.target === action.voter) return `${nameOf(game, action.voter)} voted for themselves`;
		if (phase.kind === 'ballot' && !phase.candidates.includes(action.target)) {
			return `${nameOf(game, action.voter)} voted for ${nameOf(game, action.target)}, who is not on the ballot`;
		}
	}
	return null;
};

/** RULES.md "Night": the mafia's kill under each preset's rule; for a tie broken by the seed, every player it could be. */
function mafiaKillOracle(game: GameState, tapped: NightPick[], act?: 'second'): Seat[] {
	const phase = game.phase;
	// A pass-round night: the killers are the living Mafia and Godfather, each picking on their own turn.
	const killers = phase.kind === 'round' ? phase.order.filter((seat) => wakeRole(game.players[seat].role, game) === 'mafia') : [];
	const wake =
		phase.kind === 'night'
			? phase.wakes.find((w) => w.role === 'mafia')
			: phase.kind === 'round'
				? { meeting: phase.night === 0, actors: killers }
				: undefined;
	if (!wake || wake.meeting || wake.actors.length === 0) return [];
	const picks = tapped.filter((p) => p.role === 'mafia' && wake.actors.includes(p.by) && p.act === act);
	const by = (seat: Seat) => picks.find((p) => p.by === seat)?.target ?? null;
	switch (rulesOf(game.config).mafiaKill) {
		case 'unanimous': {
			const all = wake.actors.map(by);
			return all[0] !== null && all.every((t) => t === all[0]) ? [all[0]] : [];
		}
		case 'earliest': {
			const first = picks.find((p) => p.target !== null);
			return first ? [first.target as Seat] : [];
		}
		case 'most': {
			const counts = new Map<Seat, number>();
			for (const p of picks) if (p.target !== null) counts.set(p.target, (counts.get(p.target) ?? 0) + 1);
			const top = Math.max(0, ...counts.values());
			return [...counts.keys()].filter((t) => counts.get(t) === top);
		}
		case 'godfather': {
			// The Godfather alone decides; with him dead, a living Mafia inherits the kill.
			const killer =
				wake.actors.find((a) => game.players[a].role === 'godfather') ??
				wake.actors.find((a) => game.players[a].role === 'mafia') ??
				wake.actors.find((a) => game.players[a].role === 'wolfcub') ??
				wake.actors.find((a) => game.players[a].role === 'lecter');
			const target = killer === undefined ? null : by(killer);
			return target === null ? [] : [target];
		}
	}
}

/**
 * The night's deaths follow from the picks the table tapped (RULES.md "Night", "The custom table"), and the engine's
 * log of the night holds exactly those picks: the killers' kill (and their second, the night after a Wolf Cub died)
 * and the Serial Killer's, unless the Doctor covered, the Bodyguard protected or the Witch healed that player; the
 * Sniper's shot at a mafia player (never the Godfather, nor one Dr. Lecter shielded), or at a town player and then
 * the Sniper too; the Witch's poison; a Die-hard's first attempt of any kind absorbed, an Elder's first kill; and
 * nobody else dies.
 */
export const nightFollowsItsPicks: Invariant = ({ before, after, tapped }) => {
	const entry = after.context.game.log.at(-1);
	if (after.context.game.log.length <= before.context.game.log.length || entry?.kind !== 'night') return NOT_CONCERNED;
	const game = before.context.game;
	const picks = tapped.of(entry.night);
	if (JSON.stringify(entry.picks) !== JSON.stringify(picks)) {
		return `night ${entry.night}: the log holds the picks ${JSON.stringify(entry.picks)}, the table tapped ${JSON.stringify(picks)}`;
	}
	const first = (role: RoleId, act?: NightPick['act']) => picks.find((p) => p.role === role && p.target !== null && p.act === act) ?? null;
	const kills = mafiaKillOracle(game, picks);
	if (kills.length > 1 ? !kills.includes(entry.target as Seat) : (kills[0] ?? null) !== entry.target) {
		return `night ${entry.night}: the mafia's kill was ${entry.target}, the picks say ${JSON.stringify(kills)}`;
	}
	const seconds = mafiaKillOracle(game, picks, 'second');
	const second = entry.second ?? null;
	if (seconds.length > 1 ? !seconds.includes(second as Seat) : (seconds[0] ?? null) !== second) {
		return `night ${entry.night}: the killers' second victim was ${second}, the picks say ${JSON.stringify(seconds)}`;
	}
	const covered = first('doctor')?.target ?? null;
	const guarded = first('bodyguard')?.target ?? null;
	const healed = first('witch', 'heal')?.target ?? null;
	const poisoned = first('witch', 'poison')?.target ?? null;
	const stabbed = first('serialkiller')?.target ?? null;
	const shield = first('lecter')?.target ?? null;
	const shot = first('sniper');
	const spared = [...game.absorbed];
	const dead = new Set<Seat>();
	const attempt = (seat: Seat, kill: boolean) => {
		const role = game.players[seat].role;
		if ((role === 'diehard' || (role === 'elder' && kill)) && !spared.includes(seat)) spared.push(seat);
		else dead.add(seat);
	};
	for (const victim of [entry.target, second, stabbed]) {
		if (victim !== null && victim !== covered && victim !== guarded && victim !== healed) attempt(victim, true);
	}
	if (shot && shot.target !== null) {
		const victim = game.players[shot.target];
		if (SIDE[victim.role] !== 'mafia') {
			attempt(shot.target, false);
			dead.add(shot.by);
		} else if (victim.role !== 'godfather' && shot.target !== shield) attempt(shot.target, false);
	}
	if (poisoned !== null) attempt(poisoned, false);
	// Then each dead Lover's partner, of grief: the Lovers linked before tonight, or by Cupid's picks tonight.
	const lover = first('cupid', 'lover')?.target;
	const beloved = first('cupid', 'beloved')?.target;
	const lovers = game.lovers ?? (lover != null && beloved != null ? [lover, beloved] : null);
	if (lovers) for (const [a, b] of [lovers, [lovers[1], lovers[0]]]) if (dead.has(a) && isAlive(game, b)) dead.add(b);
	const expected = [...dead].sort((a, b) => a - b);
	return JSON.stringify(entry.deaths) === JSON.stringify(expected)
		? null
		: `night ${entry.night}: ${JSON.stringify(entry.deaths)} died, the picks say ${JSON.stringify(expected)}`;
};

/**
 * RULES.md "Day": the tally is the ballots; most votes (or a majority of the voters) goes; a tie is revoted
 * once among the tied, or sends nobody; abstentions can save; a Die-hard voted out the first time stays; a
 * Village Idiot voted out the first time stays in the open, and goes the second time.
 */
export const ballotFollowsItsVotes: Invariant = ({ before, after }) => {
	const entry = after.context.game.log.at(-1);
	const ballot = before.context.game.phase;
	if (after.context.game.log.length <= before.context.game.log.length || entry?.kind !== 'vote' || ballot.kind !== 'ballot') return NOT_CONCERNED;
	const game = before.context.game;
	const rules = rulesOf(game.config).ballot;
	const counts = new Map<Seat, number>();
	let abstained = 0;
	for (const target of Object.values(entry.ballots)) {
		if (target === null) abstained++;
		else counts.set(target, (counts.get(target) ?? 0) + 1);
	}
	for (const [seat, n] of counts) if (entry.tally[seat] !== n) return `the tally gives ${entry.tally[seat]} votes to seat ${seat}, the ballots ${n}`;
	if (entry.abstained !== abstained) return `the tally counts ${entry.abstained} abstentions, the ballots ${abstained}`;
	const top = Math.max(0, ...counts.values());
	const leaders = [...counts.keys()].filter((s) => counts.get(s) === top).sort((a, b) => a - b);
	let expected: string;
	if (top === 0) expected = 'nobody';
	else if (rules.abstentionsSave && abstained >= top) expected = 'nobody';
	else if (rules.threshold === 'majority' && top * 2 <= ballot.voters.length) expected = 'nobody';
	else {
		// "The custom table": a tie the Mayor voted in goes to the one of the tied he voted for.
		const mayorsVote = game.mayor !== undefined && isAlive(game, game.mayor) ? entry.ballots[game.mayor] : undefined;
		const goes = leaders.length === 1 ? leaders[0] : mayorsVote != null && leaders.includes(mayorsVote) ? mayorsVote : null;
		if (goes === null) expected = rules.tie === 'revote' && entry.round === 1 ? `revote ${leaders.join(',')}` : 'nobody';
		else if (game.players[goes].role === 'diehard' && !game.absorbed.includes(goes)) expected = 'nobody';
		else if (game.players[goes].role === 'idiot' && !votedOutIdiots(game).includes(goes)) expected = `idiot ${goes}`;
		else expected = `out ${goes}`;
	}
	const o = entry.outcome;
	const got = o.kind === 'out' ? `out ${o.seat}` : o.kind === 'revote' ? `revote ${o.tied.join(',')}` : o.kind === 'idiot' ? `idiot ${o.seat}` : 'nobody';
	return got === expected ? null : `day ${entry.day}: the ballot says "${got}", the votes say "${expected}"`;
};

/** A winner is declared exactly when a side's condition holds, and only then; the whole side wins, dead included. */
export const winnerExactlyWhenASideHasWon: Invariant = ({ after }) => {
	const game = after.context.game;
	// A dead Hunter's shot comes before the win check.
	if (owesAShot(game)) return game.winner ? `a winner (${game.winner.side}) while a dead Hunter owes his shot` : null;
	const side = sideThatWon(game);
	const announcing = ['morning', 'verdict', 'lastAct', 'ended'].includes(game.phase.kind);
	if (!announcing) {
		if (game.winner) return `a winner (${game.winner.side}) during ${game.phase.kind}`;
		return side ? `${side} has won but the game is at ${game.phase.kind}` : null;
	}
	if ((game.winner?.side ?? null) !== side) return `the game says ${game.winner?.side ?? 'no winner'}, the living say ${side ?? 'no winner'}`;
	if (game.phase.kind === 'ended' && !game.winner) return 'the game ended with no winner';
	if (game.winner) {
		const seats = winnersOf(game, game.winner.side);
		if (JSON.stringify(seats) !== JSON.stringify(game.winner.seats)) return `the winners are ${JSON.stringify(game.winner.seats)}, the rules say ${JSON.stringify(seats)}`;
	}
	return null;
};

/** Every `role` anywhere in a view, with where it was found, but those of a seat the rules revealed. */
function rolesIn(value: unknown, revealed: Seat[], path: (string | number)[] = ['view'], found: string[] = []): string[] {
	if (Array.isArray(value)) {
		for (let i = 0; i < value.length; i++) {
			path.push(i);
			rolesIn(value[i], revealed, path, found);
			path.pop();
		}
	} else if (value && typeof value === 'object') {
		const seat = (value as { seat?: unknown }).seat;
		for (const key in value) {
			// The display names, the public counts, and (app-narrated) the role the phone calls aloud.
			if (key === 'names' || key === 'counts' || key === 'calling') continue;
			const v = (value as Record<string, unknown>)[key];
			if (key === 'role' && typeof v === 'string') {
				if (!(typeof seat === 'number' && revealed.includes(seat))) found.push(path.join('.'));
			} else if (v && typeof v === 'object') {
				path.push(key);
				rolesIn(v, revealed, path, found);
				path.pop();
			}
		}
	}
	return found;
}

/**
 * The table's view holds no role: only a seat whose role the rules revealed (a vote-out with reveal on, a
 * night death where the rule set names it), and everyone at the end. No night pick, cover, check, shot or
 * spare life, no ballot before the tally, no card.
 */
export const tableViewHoldsNoRole: Invariant = ({ before, after }) => {
	const game = after.context.game;
	if (game.phase.kind === 'ended') return NOT_CONCERNED;
	const view = viewFor(game, { kind: 'table' });
	if (view.card) return 'the table view holds a card';
	// The record's entries never change once written: only the new ones need reading (after an undo, none).
	const log = view.log.slice(Math.min(before.context.game.log.length, view.log.length));
	const leaked = rolesIn({ ...view, log }, game.revealed);
	if (leaked.length > 0) return `the table view holds a role at ${leaked.join(', ')}`;
	if ('wake' in view.phase) return 'the table view says who is awake';
	for (const entry of log) {
		if (entry.kind === 'night') {
			const secret = entry.picks.length > 0 || entry.target !== null || entry.covered !== null || entry.check !== null || !!entry.shot || (entry.absorbed ?? []).length > 0;
			if (secret) return `the table's record of night ${entry.night} holds its picks`;
		}
		if (entry.kind === 'vote' && (Object.keys(entry.ballots).length > 0 || (entry.absorbed ?? null) !== null)) {
			return `the table's record of day ${entry.day} holds who voted for whom, or a spare life`;
		}
	}
	return null;
};

/** RULES.md "The custom table": when one Lover dies, the other dies at once, in the same step. */
export const loversDieTogether: Invariant = ({ after }) => {
	const game = after.context.game;
	if (!game.lovers) return NOT_CONCERNED;
	const [a, b] = game.lovers;
	return isAlive(game, a) === isAlive(game, b) ? null : `${nameOf(game, a)} and ${nameOf(game, b)}, the Lovers, are not both alive or both dead`;
};

/**
 * RULES.md "The custom table": a dead Hunter takes his shot before anything else happens, and the game is never won
 * while one is owed.
 */
const owesAShot = (game: GameState) =>
	game.players.some((p) => p.role === 'hunter' && !p.alive && !(game.fired ?? []).includes(p.seat)) && game.players.some((p) => p.alive);

export const huntersShootFirst: Invariant = ({ after }) => {
	const game = after.context.game;
	if (!owesAShot(game)) return NOT_CONCERNED;
	if (game.winner) return 'the game was won while a dead Hunter still owed his shot';
	return ['morning', 'verdict', 'lastAct'].includes(game.phase.kind) ? null : `a dead Hunter owes his shot, and the game is at "${game.phase.kind}"`;
};

/** An ended game stays ended: nothing moves it on, nothing is recorded after the end. */
export const anEndStaysAnEnd: Invariant = ({ before, after }) => {
	if (before.context.game.phase.kind !== 'ended') return NOT_CONCERNED;
	return after.context.game !== before.context.game || after.value !== 'ended' ? 'the game moved after its end' : null;
};


/**
 * Everyone takes the phone (issue's rules): every living player has exactly one turn a night, in seat order; the dead
 * take none; each turn's choice is the player's own, made on their turn, after "I am …" and before the turn ends; the
 * night resolves only after the last turn, by its end, and never before.
 */
export const everyLivingPlayerHasOneTurnANight: Invariant = (step) => {
	const { before, after } = step;
	const game = before.context.game;
	const phase = game.phase;
	const action = newAction(step);
	const resolved = after.context.game.log.length > game.log.length && after.context.game.log.at(-1)?.kind === 'night';
	if (phase.kind !== 'round') return resolved && game.config.options.narration === 'round' ? 'a night resolved outside the round' : NOT_CONCERNED;
	if (resolved && action?.type !== 'round.pass') return `the night resolved on ${action?.type ?? 'no action'}, not on the end of the last turn`;
	if (!action || !action.type.startsWith('round.')) return NOT_CONCERNED;
	const livingSeats = game.players.filter((p) => p.alive).map((p) => p.seat);
	if (JSON.stringify(phase.order) !== JSON.stringify(livingSeats)) {
		return `night ${phase.night}: the turns go to ${JSON.stringify(phase.order)}, the living in seat order are ${JSON.stringify(livingSeats)}`;
	}
	const whose = phase.order[phase.at];
	switch (action.type) {
		case 'round.take':
			if (action.seat !== whose || phase.turn) return `${nameOf(game, action.seat)} took a turn that was not theirs to take`;
			return null;
		case 'round.pick': {
			const seat = action.seat;
			if (seat !== whose || !phase.turn || phase.turn.chosen) return `${nameOf(game, seat)} chose outside their own one turn`;
			if (actsAtNight(game.players[seat].role, phase.night)) return action.target !== null && !isAlive(game, action.target) ? `${nameOf(game, seat)} picked the dead` : null;
			const hunch = action.target;
			return hunch === null || hunch === seat || !isAlive(game, hunch) ? `${nameOf(game, seat)}'s hunch named ${hunch === null ? 'nobody' : nameOf(game, hunch)}` : null;
		}
		case 'round.pass': {
			const turn = phase.turn;
			const least = (game.config.options.turnMinSeconds ?? 8) * 1000;
			if (!turn || !turn.chosen) return 'a turn ended with no choice';
			if (action.at - turn.began < least) return `a turn ended ${action.at - turn.began} ms after it began`;
			const last = phase.at === phase.order.length - 1;
			if (resolved !== last) return resolved ? `night ${phase.night} resolved after ${phase.at + 1} of ${phase.order.length} turns` : `the last turn ended and night ${phase.night} did not resolve`;
			return null;
		}
	}
	return NOT_CONCERNED;
};

export const INVARIANTS: Record<string, Invariant> = {
	'the chart shows the game’s phase': chartFollowsTheGame,
	'the game moves only by a recorded table action': gameMovesOnlyByTheRecord,
	'the dead never act or vote': theDeadNeverActOrVote,
	'picks and votes keep the preset’s restrictions (the Doctor’s included)': picksKeepThePresetsRestrictions,
	'the night’s deaths follow from its picks': nightFollowsItsPicks,
	'the ballot’s result follows from its votes': ballotFollowsItsVotes,
	'a winner is declared exactly when a side’s condition holds': winnerExactlyWhenASideHasWon,
	'the table’s view never holds a role': tableViewHoldsNoRole,
	'an ended game stays ended': anEndStaysAnEnd,
	'a dead Lover’s partner dies in the same step': loversDieTogether,
	'a dead Hunter takes his shot before the win check': huntersShootFirst,
	'every living player has exactly one turn a night, and the night resolves only after the last': everyLivingPlayerHasOneTurnANight
};

/**
 * Every invariant broken by one tap, in words. `checked` counts, per invariant, the taps that gave it something to
 * check, so that a run can show that none of them held only because it never had anything to look at.
 */
export function broken(step: Step, checked?: Record<string, number>): string[] {
	const problems: string[] = [];
	for (const [name, check] of Object.entries(INVARIANTS)) {
		const problem = check(step);
		if (problem === NOT_CONCERNED) continue;
		if (checked) checked[name] = (checked[name] ?? 0) + 1;
		if (problem) problems.push(`${name}: ${problem}`);
	}
	return problems;
}
