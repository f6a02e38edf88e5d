import {
	rulesOf,
	applyAction,
	awaitingActs,
	clockOf,
	createRecord,
	currentWake,
	killerOf,
	newGame,
	nextVoter,
	shuffle,
	streamFor,
	timeLeft,
	viewFor,
	type Action,
	type GameConfig,
	type GameRecord,
	type GameState,
	type RoleId,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';
import { expiryOf } from '../support/autoplay';

/**
 * One public walk of a game, played on several deals of the same table: the same names, the same options, the
 * same things said and done in sight of the table (who is killed, who is silenced, who is voted out, how many
 * hands go up), whoever holds which card. The roles act as the walk says, each from its own seat. Two deals
 * whose table views agree at every step must show the table the same screens: any difference is a leak.
 */
export interface Walk {
	/** The player the killers take at each night (by night number); none: nobody dies. */
	kills: Record<number, Seat>;
	/** The player the Seductress silences, by night. */
	silences?: Record<number, Seat>;
	/** The player voted out each day: everyone votes for them, and they for somebody else. */
	outs: Record<number, Seat>;
	/** Where the walk ends: the screen then up is the last one compared. */
	until: (state: GameState) => boolean;
}

/** The role awake's pick for this walk: the killers' and the Seductress's target, and "nobody" for everyone else. */
function targetOf(walk: Walk, role: RoleId, night: number): Seat | null {
	if (role === 'mafia') return walk.kills[night] ?? null;
	if (role === 'seductress') return walk.silences?.[night] ?? null;
	return null;
}

/** The next move of the walk, or null when it ends. Every night's holders pick (app-narrated too, phone in hand). */
function nextMove(state: GameState, walk: Walk, now: number): Action | null {
	if (walk.until(state)) return null;
	const phase = state.phase;
	const clock = clockOf(phase);
	if (clock && timeLeft(clock, now) === 0) return { type: 'clock.expire' };
	const app = state.config.options.narration === 'app';
	switch (phase.kind) {
		case 'deal':
			return { type: 'card.seen', seat: phase.next };
		case 'dusk':
			return { type: 'night.start' };
		case 'night': {
			const wake = currentWake(phase);
			const owed = awaitingActs(state);
			const waiting = [...new Set(owed.map((o) => o.by))];
			if (!wake || wake.forShow || wake.meeting || waiting.length === 0) return app ? { type: 'clock.expire' } : { type: 'night.next' };
			// The Witch's potions and a second victim are kept for later: the walk plays each role's one pick.
			const extra = owed.find((o) => o.act !== null);
			if (extra && !owed.some((o) => o.act === null)) return { type: 'night.pick', role: wake.role, by: extra.by, target: null, act: extra.act! };
			const target = targetOf(walk, wake.role, phase.night);
			const godfather = wake.role === 'mafia' && rulesOf(state.config).mafiaKill === 'godfather';
			// The Godfather's table: the one whose pick counts takes the kill; the table of killers elsewhere agrees as one.
			if (godfather) return { type: 'night.pick', role: wake.role, by: waiting[0], target: waiting[0] === killerOf(state, wake.actors) ? target : null };
			const by = wake.actors.length > 1 ? 'all' : waiting[0];
			return { type: 'night.pick', role: wake.role, by, target };
		}
		case 'morning':
			return { type: 'morning.continue' };
		case 'lastWord':
			return { type: 'word.next' };
		case 'countReveal':
			// Every hand goes up: the count is told.
			return phase.result ? { type: 'reveal.continue' } : { type: 'reveal.vote', yes: state.players.filter((p) => p.alive).length };
		case 'talk':
			return { type: 'talk.end' };
		case 'ballot': {
			const voter = nextVoter(phase);
			if (voter === null) return null;
			const out = walk.outs[phase.day];
			if (out === undefined) return { type: 'ballot.cast', voter, target: null };
			const other = phase.candidates.find((c) => c !== out && c !== voter) ?? null;
			return { type: 'ballot.cast', voter, target: voter === out ? other : out };
		}
		case 'verdict':
			return { type: 'verdict.continue' };
		case 'lastAct':
			// A dead Hunter takes the first living player with him.
			return phase.done ? { type: 'last.continue' } : { type: 'last.pick', target: state.players.find((p) => p.alive)!.seat };
		default:
			return null;
	}
}

/** What the table may see at a step: its view, the story characters left out (only the cards show them). */
const tableSees = (state: GameState): string =>
	JSON.stringify(viewFor(state, { kind: 'table' }), (key, value) => (key === 'character' ? undefined : value));

export interface WalkedDeal {
	record: GameRecord;
	/** Each seat's role, in seat order. */
	roles: RoleId[];
	/** The table's view after every step: what two deals must share. */
	seen: string;
}

/**
 * The walk on the deal of `seed`, as the record a phone would keep, or null when this deal cannot walk it (the
 * Killers cannot take one of their own; the game would end before the walk does). The page's clock stands
 * still between taps (tests/e2e/drive.ts), so every move is at the same moment but a clock running out.
 */
export function walkDeal(table: Omit<GameConfig, 'seed'>, seed: number, walk: Walk): WalkedDeal | null {
	const config = { ...table, seed };
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	// Before the page's clock (tests/e2e/drive.ts): a walk imported part-played goes on at later times.
	const createdAt = Date.parse('2026-11-30T19:00:00Z');
	let now = createdAt + 1000;
	const actions: TimedAction[] = [];
	const seen = [tableSees(state)];
	for (let guard = 0; guard < 500; guard++) {
		const move = nextMove(state, walk, now);
		if (!move) break;
		if (move.type === 'clock.expire') now = Math.max(now, expiryOf(state) ?? now);
		const next = applyAction(state, { ...move, at: now } as TimedAction);
		if (!next.ok) return null;
		state = next.value;
		actions.push({ ...move, at: now } as TimedAction);
		seen.push(tableSees(state));
		if (state.phase.kind === 'ended') return null;
	}
	if (!walk.until(state)) return null;
	const record = { ...createRecord(config, 'same-table', createdAt), actions };
	return { record, roles: state.players.map((p) => p.role), seen: seen.join('\n') };
}

/**
 * `want` deals of one table that walk the same public walk, each dealt differently. `godfather`'s speaking order
 * is drawn from the seed as well (and public): seeds are first sorted by the orders of day zero and day one, so
 * deals that share them are found among a few thousand seeds, and only those are walked.
 */
export function dealsSharingTheWalk(table: Omit<GameConfig, 'seed'>, walk: Walk, want = 3): WalkedDeal[] {
	const turns = rulesOf(table).turns;
	const seats = table.players.map((_, seat) => seat);
	const byOrder = new Map<string, number[]>();
	const groups = new Map<string, WalkedDeal[]>();
	for (let seed = 1; seed < 1_000_000; seed++) {
		const order = turns ? [0, 1].map((day) => shuffle(seats, streamFor(seed, `day-${day}-order`)).join()).join('|') : '';
		const alike = byOrder.get(order) ?? [];
		alike.push(seed);
		byOrder.set(order, alike);
		if (turns && alike.length < 2) continue;
		// The first seed of an order is walked once a second one shares it.
		for (const candidate of turns && alike.length === 2 ? alike : [seed]) {
			const walked = walkDeal(table, candidate, walk);
			if (!walked) continue;
			const group = groups.get(walked.seen) ?? [];
			if (group.some((g) => g.roles.join() === walked.roles.join())) continue;
			group.push(walked);
			groups.set(walked.seen, group);
			if (group.length >= want) return group;
		}
	}
	// Either the walk depends on who holds what, or the table's view itself tells deals apart: compare two walkDeal's `seen`.
	throw new Error(`No ${want} deals of this ${table.preset} table give the table the same view at every step of the walk.`);
}
