import {
	PRESETS,
	viewFor,
	type GameState,
	type LogEntry,
	type NightPick,
	type RoleId,
	type Seat,
	type Team,
	type TimedAction
} from '../../src/lib/engine/index';
import type { TableSnapshot } from './taps';

/**
 * What must hold after every tap, whatever was tapped. Each is written from ../shared/RULES.md rather
 * than from the engine's own helpers, so that a rule broken in the engine shows here. A violation comes
 * back in words; null when it holds. A new preset adds its roles to the tables below and its rules to
 * `restrictions` and `nightOracle`.
 */

/** RULES.md, "Roles": the side each role plays for. */
const SIDE: Record<RoleId, Team> = {
	mafia: 'mafia',
	godfather: 'mafia',
	lecter: 'mafia',
	doctor: 'town',
	detective: 'town',
	sniper: 'town',
	diehard: 'town',
	villager: 'town',
	seductress: 'neutral',
	jester: 'neutral'
};

export interface Step {
	before: TableSnapshot;
	after: TableSnapshot;
}

export type Invariant = (step: Step) => string | null;

const isAlive = (game: GameState, seat: Seat) => game.players[seat]?.alive === true;

/** RULES.md, "Winning": town when no mafia lives; mafia when the living mafia are at least all the others. */
export function sideThatWon(game: GameState): Team | null {
	const living = game.players.filter((p) => p.alive);
	const mafia = living.filter((p) => SIDE[p.role] === 'mafia').length;
	if (mafia === 0) return 'town';
	return mafia >= living.length - mafia ? 'mafia' : null;
}

/** The screens of the chart for each phase of the game: they never disagree. */
const SCREEN_OF_PHASE: Record<GameState['phase']['kind'], string> = {
	deal: 'deal',
	dusk: 'dusk',
	night: 'night',
	morning: 'morning',
	talk: 'talk',
	ballot: 'ballot',
	verdict: 'verdict',
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

/** The game changes only by one recorded table action; the record only grows, one action at a time. */
export const gameMovesOnlyByTheRecord: Invariant = ({ before, after }) => {
	const was = before.context.record.actions;
	const now = after.context.record.actions;
	if (now.length !== was.length && now.length !== was.length + 1) return `the record went from ${was.length} to ${now.length} actions`;
	if (now.length === was.length + 1 && now.slice(0, -1).some((a, i) => a !== was[i])) return 'a recorded action was changed';
	const moved = after.context.game !== before.context.game;
	if (moved !== (now.length > was.length)) return moved ? 'the game changed with no recorded action' : 'an action was recorded and nothing changed';
	return null;
};

const newAction = ({ before, after }: Step): TimedAction | null =>
	after.context.record.actions.length > before.context.record.actions.length ? (after.context.record.actions.at(-1) ?? null) : null;

/** RULES.md: the dead are still called at night, for show, but never act; the dead watch the vote but never vote. */
export const theDeadNeverActOrVote: Invariant = (step) => {
	const action = newAction(step);
	const game = step.before.context.game;
	if (!action) return null;
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
	if (action.type === 'ballot.cast') {
		const phase = game.phase;
		if (phase.kind !== 'ballot') return 'a vote outside a ballot';
		if (!isAlive(game, action.voter)) return `${game.players[action.voter]?.name ?? `seat ${action.voter}`}, dead, voted`;
		if (action.voter in phase.votes) return `${game.players[action.voter].name} voted twice`;
		if (!phase.voters.includes(action.voter)) return `${game.players[action.voter].name} voted without being a voter`;
	}
	return null;
};

const lastCover = (picks: NightPick[], by: Seat) => picks.find((p) => p.role === 'doctor' && p.by === by)?.target;

/** The preset's restrictions on whom each role may pick and whom a voter may vote for (RULES.md tables). */
export const picksKeepThePresetsRestrictions: Invariant = (step) => {
	const action = newAction(step);
	const game = step.before.context.game;
	const rules = PRESETS[game.config.preset].rules;
	if (action?.type === 'night.pick') {
		const target = action.target;
		if (target === null) return null;
		if (!isAlive(game, target)) return `the ${action.role} picked ${game.players[target]?.name ?? `seat ${target}`}, who is dead`;
		const phase = game.phase;
		const actors = action.by === 'all' && phase.kind === 'night' ? (phase.wakes[phase.step]?.actors ?? []) : [action.by as Seat];
		for (const by of actors) {
			const who = game.players[by].name;
			switch (action.role) {
				case 'mafia':
					if (target === by) return `${who} picked themselves to kill`;
					if (rules.mafiaMayPick === 'non-mafia' && SIDE[game.players[target].role] === 'mafia') return `${who} picked a fellow killer`;
					break;
				case 'doctor': {
					if (target === by && !rules.doctor.maySelf) return `the Doctor ${who} covered themselves`;
					const again = lastCover(game.lastNight, by) === target;
					if (again && rules.doctor.sameTwiceRunning === 'never') return `the Doctor ${who} covered the same player two nights running`;
					if (again && target === by && rules.doctor.sameTwiceRunning === 'self-never') return `the Doctor ${who} covered themselves two nights running`;
					break;
				}
				case 'detective':
					if (target === by) return `the Detective ${who} checked themselves`;
					break;
			}
		}
	}
	if (action?.type === 'ballot.cast' && action.target !== null) {
		const phase = game.phase;
		if (action.target === action.voter) return `${game.players[action.voter].name} voted for themselves`;
		if (phase.kind === 'ballot' && !phase.candidates.includes(action.target)) {
			return `${game.players[action.voter].name} voted for ${game.players[action.target]?.name ?? 'nobody there'}, who is not on the ballot`;
		}
	}
	return null;
};

/** RULES.md "Night": how the mafia's picks become one kill, for each preset's rule. */
function mafiaKillOracle(game: GameState, entry: Extract<LogEntry, { kind: 'night' }>): Seat[] | 'any' {
	const killers = game.players.filter((p) => p.alive && SIDE[p.role] === 'mafia' && p.role !== 'lecter').map((p) => p.seat);
	const picks = entry.picks.filter((p) => p.role === 'mafia');
	const by = (seat: Seat) => picks.find((p) => p.by === seat)?.target ?? null;
	switch (PRESETS[game.config.preset].rules.mafiaKill) {
		case 'unanimous': {
			const all = killers.map(by);
			return all.length > 0 && all[0] !== null && all.every((t) => t === all[0]) ? [all[0]] : [];
		}
		case 'earliest': {
			const first = picks.find((p) => p.target !== null);
			return first ? [first.target as Seat] : [];
		}
		case 'most':
		case 'godfather':
			return 'any'; // The tie-break and the inheritance are the engine's tests; here only "one kill at most".
	}
}

/** The night's deaths follow from its picks: the mafia's kill, unless the Doctor covered that player. */
export const nightFollowsItsPicks: Invariant = ({ before, after }) => {
	const entry = after.context.game.log.at(-1);
	if (after.context.game.log.length === before.context.game.log.length || entry?.kind !== 'night') return null;
	const game = before.context.game;
	const kill = mafiaKillOracle(game, entry);
	if (kill === 'any') return entry.deaths.length <= 1 ? null : 'more than one player died in one night';
	const covered = entry.picks.filter((p) => p.role === 'doctor' && isAlive(game, p.by)).map((p) => p.target);
	const expected = kill.filter((t) => !covered.includes(t));
	return JSON.stringify(entry.deaths) === JSON.stringify(expected)
		? null
		: `night ${entry.night}: ${JSON.stringify(entry.deaths)} died, the picks say ${JSON.stringify(expected)}`;
};

/** RULES.md "Day": the tally is the ballots; most votes goes; a tie is revoted once among the tied, or sends nobody. */
export const ballotFollowsItsVotes: Invariant = ({ before, after }) => {
	const entry = after.context.game.log.at(-1);
	if (after.context.game.log.length === before.context.game.log.length || entry?.kind !== 'vote') return null;
	const rules = PRESETS[after.context.game.config.preset].rules.ballot;
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
	const voters = Object.keys(entry.ballots).length;
	let expected: string;
	if (top === 0) expected = 'nobody';
	else if (rules.abstentionsSave && abstained >= top) expected = 'nobody';
	else if (rules.threshold === 'majority' && top * 2 <= voters) expected = 'nobody';
	else if (leaders.length > 1) expected = rules.tie === 'revote' && entry.round === 1 ? `revote ${leaders.join(',')}` : 'nobody';
	else expected = `out ${leaders[0]}`;
	const o = entry.outcome;
	const got = o.kind === 'out' ? `out ${o.seat}` : o.kind === 'revote' ? `revote ${o.tied.join(',')}` : 'nobody';
	return got === expected ? null : `day ${entry.day}: the ballot says "${got}", the votes say "${expected}"`;
};

/** A winner is declared exactly when a side's condition holds, and only then; the whole side wins, dead included. */
export const winnerExactlyWhenASideHasWon: Invariant = ({ after }) => {
	const game = after.context.game;
	const side = sideThatWon(game);
	const announcing = ['morning', 'verdict', 'ended'].includes(game.phase.kind);
	if (!announcing) {
		if (game.winner) return `a winner (${game.winner.side}) during ${game.phase.kind}`;
		return side ? `${side} has won but the game is at ${game.phase.kind}` : null;
	}
	if ((game.winner?.side ?? null) !== side) return `the game says ${game.winner?.side ?? 'no winner'}, the living say ${side ?? 'no winner'}`;
	if (game.phase.kind === 'ended' && !game.winner) return 'the game ended with no winner';
	if (game.winner) {
		const seats = game.players.filter((p) => SIDE[p.role] === game.winner?.side).map((p) => p.seat);
		if (JSON.stringify(seats) !== JSON.stringify(game.winner.seats)) return `the winners are ${JSON.stringify(game.winner.seats)}, the side is ${JSON.stringify(seats)}`;
	}
	return null;
};

/** Every `role` anywhere in a view, with the path it was found at. */
function rolesIn(value: unknown, path = 'view', found: string[] = []): string[] {
	if (Array.isArray(value)) value.forEach((v, i) => rolesIn(v, `${path}[${i}]`, found));
	else if (value && typeof value === 'object') {
		for (const [key, v] of Object.entries(value)) {
			if (key === 'names' || key === 'counts') continue; // the display names and the public counts
			if (key === 'role' && typeof v === 'string') found.push(path);
			else rolesIn(v, `${path}.${key}`, found);
		}
	}
	return found;
}

/**
 * The table's view holds no role: only a seat whose role the rules revealed (a vote-out with reveal on),
 * a night death where the preset names it, and everyone at the end. No night pick, cover or check, no
 * ballot before the tally, no card.
 */
export const tableViewHoldsNoRole: Invariant = ({ after }) => {
	const game = after.context.game;
	if (game.phase.kind === 'ended') return null;
	const view = viewFor(game, { kind: 'table' });
	if (view.card) return 'the table view holds a card';
	const allowed = new Set(game.revealed.map((seat) => `view.players[${seat}]`));
	if (view.phase.kind === 'verdict' && view.phase.out && game.revealed.includes(view.phase.out.seat)) allowed.add('view.phase.out');
	if (view.phase.kind === 'morning' && PRESETS[game.config.preset].rules.nightDeathNamesRole) {
		view.phase.deaths.forEach((_, i) => allowed.add(`view.phase.deaths[${i}]`));
	}
	const leaked = rolesIn(view).filter((path) => !allowed.has(path));
	if (leaked.length > 0) return `the table view holds a role at ${leaked.join(', ')}`;
	if ('wake' in view.phase) return 'the table view says who is awake';
	for (const entry of view.log) {
		if (entry.kind === 'night' && (entry.picks.length > 0 || entry.target !== null || entry.covered !== null || entry.check !== null)) {
			return `the table's record of night ${entry.night} holds its picks`;
		}
		if (entry.kind === 'vote' && Object.keys(entry.ballots).length > 0) return `the table's record of day ${entry.day} holds who voted for whom`;
	}
	return null;
};

/** An ended game stays ended: nothing moves it on, nothing is recorded after the end. */
export const anEndStaysAnEnd: Invariant = ({ before, after }) =>
	before.context.game.phase.kind === 'ended' && (after.context.game !== before.context.game || after.value !== 'ended')
		? 'the game moved after its end'
		: null;

export const INVARIANTS: Record<string, Invariant> = {
	'the chart shows the game’s phase': chartFollowsTheGame,
	'the game moves only by a recorded table action': gameMovesOnlyByTheRecord,
	'the dead never act or vote': theDeadNeverActOrVote,
	'picks and votes keep the preset’s restrictions (the Doctor’s included)': picksKeepThePresetsRestrictions,
	'the night’s deaths follow from its picks': nightFollowsItsPicks,
	'the ballot’s result follows from its votes': ballotFollowsItsVotes,
	'a winner is declared exactly when a side’s condition holds': winnerExactlyWhenASideHasWon,
	'the table’s view never holds a role': tableViewHoldsNoRole,
	'an ended game stays ended': anEndStaysAnEnd
};

/** Every invariant broken by one tap, in words. */
export function broken(step: Step): string[] {
	const problems: string[] = [];
	for (const [name, check] of Object.entries(INVARIANTS)) {
		const problem = check(step);
		if (problem) problems.push(`${name}: ${problem}`);
	}
	return problems;
}
