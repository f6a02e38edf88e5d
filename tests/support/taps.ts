import type { SnapshotFrom } from 'xstate';
import { ROLE_ORDER, checkRoundChoice, type Action, type GameState, type RoleId, type Seat } from '../../src/lib/engine/index';
import type { TableEvent, TableEventType, TableMachine } from '../../src/lib/machine/index';
import { expiryOf, finishingMove, randomMove, timeOf, type Choose } from './autoplay';

/**
 * Taps for the model tests of the statechart: what a table could press on the screen it sees (and a few
 * presses it should not make), a random tap from the whole vocabulary, and the tap that moves the game on.
 */
export type TableSnapshot = SnapshotFrom<TableMachine>;

const living = (game: GameState) => game.players.filter((p) => p.alive).map((p) => p.seat);
const dead = (game: GameState) => game.players.filter((p) => !p.alive).map((p) => p.seat);

/** The taps the current screen offers, and some it must refuse: a dead player picking or voting, a role that is asleep. */
export function screenTaps(snapshot: TableSnapshot, at = 0): TableEvent[] {
	const { game, choice } = snapshot.context;
	const phase = game.phase;
	const taps: TableEvent[] = [
		{ type: 'problem.dismiss', at },
		{ type: 'peek.open', seat: 0, at },
		{ type: 'peek.close', at },
		// The last voter's sealed screen stays up while the game is already at the verdict.
		{ type: 'ballot.pass', at },
		{ type: 'table.undo', at },
		// Redo this whole night or vote: taken only on a pass screen, once somebody has sealed a choice.
		{ type: 'table.redo', at },
		{ type: 'result.correct', at },
		{ type: 'clock.pause', at },
		{ type: 'clock.resume', at }
	];
	// Any clock may run out: the tap comes when it has.
	const expiry = expiryOf(game);
	if (expiry !== null) taps.push({ type: 'clock.expire', at: Math.max(at, expiry) });
	const firstDead = dead(game)[0];
	switch (phase.kind) {
		case 'deal':
			taps.push({ type: 'deal.identify', at }, { type: 'deal.looked', at }, { type: 'deal.back', at }, { type: 'deal.done', at });
			break;
		case 'dusk':
			taps.push({ type: 'night.start', at });
			break;
		case 'night': {
			taps.push({ type: 'night.next', at }, { type: 'night.take', at }, { type: 'night.done', at });
			const wake = phase.wakes[phase.step];
			if (!wake) break;
			const bys: (Seat | 'all')[] = wake.actors.length > 1 ? [...wake.actors, 'all'] : [...wake.actors];
			for (const by of bys) {
				for (const target of [null, ...living(game)]) taps.push({ type: 'night.pick', role: wake.role, by, target, at });
			}
			// Refused: the dead do not act, an asleep role does not act, nobody picks the dead.
			if (firstDead !== undefined) {
				taps.push({ type: 'night.pick', role: wake.role, by: firstDead, target: null, at });
				if (wake.actors[0] !== undefined) taps.push({ type: 'night.pick', role: wake.role, by: wake.actors[0], target: firstDead, at });
			}
			taps.push({ type: 'night.pick', role: 'villager', by: 0, target: null, at });
			break;
		}
		case 'round':
			// Done once the turn's least time is up (and too early, refused).
			taps.push({ type: 'round.identify', at }, { type: 'round.confirm', at }, { type: 'round.back', at }, { type: 'round.done', at });
			if (phase.turn) taps.push({ type: 'round.done', at: timeOf(game, { type: 'round.pass' }, at) });
			// Refused or ignored: a dead player, no seat at all.
			for (const target of [null, ...living(game), ...dead(game).slice(0, 1), -1]) taps.push({ type: 'round.choose', target, at });
			break;
		case 'morning':
			taps.push({ type: 'morning.continue', at });
			break;
		case 'lastWord':
			taps.push({ type: 'word.next', at });
			break;
		case 'countReveal':
			taps.push({ type: 'reveal.continue', at });
			for (let yes = 0; yes <= living(game).length + 1; yes++) taps.push({ type: 'reveal.vote', yes, at });
			break;
		case 'talk':
			taps.push({ type: 'talk.end', at }, { type: 'turn.next', at });
			for (const to of [...living(game), ...dead(game).slice(0, 1)]) taps.push({ type: 'turn.reply', to, at });
			break;
		case 'ballot': {
			const voter = phase.voters.find((v) => !(v in phase.votes));
			taps.push({ type: 'ballot.identify', at }, { type: 'ballot.back', at });
			if (choice !== undefined) taps.push({ type: 'ballot.confirm', at });
			for (const target of [null, ...phase.candidates]) {
				taps.push({ type: 'ballot.choose', target, at });
				if (voter !== undefined) taps.push({ type: 'ballot.cast', voter, target, at });
			}
			if (firstDead !== undefined) taps.push({ type: 'ballot.cast', voter: firstDead, target: null, at });
			break;
		}
		case 'verdict':
			taps.push({ type: 'verdict.continue', at });
			break;
	}
	return taps;
}

const TAP_TYPES: TableEventType[] = [
	'deal.identify',
	'deal.back',
	'deal.looked',
	'deal.done',
	'night.start',
	'night.pick',
	'night.next',
	'night.take',
	'night.done',
	'morning.continue',
	'word.next',
	'reveal.vote',
	'reveal.continue',
	'turn.next',
	'turn.reply',
	'clock.pause',
	'clock.resume',
	'clock.expire',
	'talk.end',
	'ballot.identify',
	'ballot.choose',
	'ballot.back',
	'ballot.confirm',
	'ballot.pass',
	'ballot.cast',
	'round.identify',
	'round.choose',
	'round.confirm',
	'round.done',
	'round.back',
	'verdict.continue',
	'peek.open',
	'peek.close',
	'problem.dismiss',
	'table.undo',
	'table.redo',
	'result.correct'
];

/**
 * Any tap at all, from three numbers: its type, and seats and roles that may be out of range, dead,
 * asleep or nobody. Most are refused or ignored; none may break a rule.
 */
export function wildTap(game: GameState, kind: number, a: number, b: number, at = 0): TableEvent {
	const n = game.players.length;
	const seat = (x: number): Seat => (x % (n + 2)) - 1; // -1 and n are no seat at all
	const target = (x: number): Seat | null => (x % (n + 3) === 0 ? null : seat(x));
	const role: RoleId = ROLE_ORDER[(a >>> 8) % ROLE_ORDER.length];
	const type = TAP_TYPES[kind % TAP_TYPES.length];
	switch (type) {
		case 'night.pick':
			return { type, role, by: (b >>> 8) % 4 === 0 ? 'all' : seat(a), target: target(b), at };
		case 'ballot.choose':
		case 'round.choose':
			return { type, target: target(b), at };
		case 'round.done':
			// Half the time before the turn's least time is up (refused), half the time once it is.
			return { type, at: b % 2 === 0 ? at : timeOf(game, { type: 'round.pass' }, at) };
		case 'ballot.cast':
			return { type, voter: seat(a), target: target(b), at };
		case 'peek.open':
			return { type, seat: seat(a), at };
		case 'turn.reply':
			return { type, to: seat(a), at };
		case 'reveal.vote':
			return { type, yes: (a % (n + 3)) - 1, at };
		case 'clock.expire':
			// Half the time it is early (refused), half the time the clock has run out.
			return { type, at: b % 2 === 0 ? at : Math.max(at, expiryOf(game) ?? at) };
		default:
			return { type, at } as TableEvent;
	}
}

const asTap = (action: Action, at: number): TableEvent => {
	if (action.type === 'card.seen') return { type: 'deal.done', at };
	return { ...action, at } as TableEvent;
};

/**
 * The tap that moves the game on from this screen: a random legal move (or, without `choose`, the
 * finisher's move), through the screens a table goes through (identify, choose, confirm, pass; the
 * app-narrated night's "take the phone" and "done"), at the time it can happen.
 */
export function progressTap(snapshot: TableSnapshot, choose: Choose | null, at = 0): TableEvent | null {
	const { game, problem, peek } = snapshot.context;
	if (problem !== null) return { type: 'problem.dismiss', at };
	if (peek !== null) return { type: 'peek.close', at };
	const move = choose ? randomMove(game, choose, at) : finishingMove(game, at);
	if (!move) return null;
	if (snapshot.matches({ deal: 'passing' })) return { type: 'deal.identify', at };
	// The card is held (and let go) before Done passes the phone on.
	if (snapshot.matches({ deal: 'reading' }) && game.phase.kind === 'deal' && snapshot.context.cardHeld !== game.phase.next) return { type: 'deal.looked', at };
	if (snapshot.matches({ ballot: 'passing' })) return { type: 'ballot.identify', at };
	if (snapshot.matches({ ballot: 'confirming' })) return { type: 'ballot.confirm', at };
	if (snapshot.matches({ ballot: 'cast' })) return { type: 'ballot.pass', at };
	if (snapshot.matches({ ballot: 'choosing' }) && move.type === 'ballot.cast') return { type: 'ballot.choose', target: move.target, at };
	// Everyone takes the phone: "I am …", a choice and its confirmation, then Done once the turn's least time is up.
	if (snapshot.matches({ round: 'passing' })) return { type: 'round.identify', at };
	if (snapshot.matches({ round: 'turn' }) && move.type === 'round.pick') {
		const { choice } = snapshot.context;
		const ready = choice !== undefined && checkRoundChoice(game, move.seat, choice).ok;
		return ready ? { type: 'round.confirm', at } : { type: 'round.choose', target: move.target, at };
	}
	if (snapshot.matches({ round: 'done' })) return { type: 'round.done', at: timeOf(game, { type: 'round.pass' }, at) };
	// App-narrated: the holders pick the phone up to choose, and put it down when done.
	if (snapshot.matches({ night: 'waiting' }) && move.type === 'night.pick') return { type: 'night.take', at };
	if (snapshot.matches({ night: 'choosing' }) && move.type !== 'night.pick') return { type: 'night.done', at };
	return asTap(move, timeOf(game, move, at));
}
