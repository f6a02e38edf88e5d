import { applyAction, newGame, PRESETS, ROLES, type Action, type GameState, type RoleCounts, type Seat } from '../../src/lib/engine/index';

/**
 * The real `classic` engine played through whole games by a table that follows the balance model:
 * the killers all pick one random living non-killer; the Doctor covers a random living player he did not
 * cover the night before; the Detective checks a random living player he has not checked; by day the
 * table votes out a killer the Detective has found while he lives, else a random living player: every
 * voter but that player votes for them, and they vote for somebody else. Randomness comes from `draw`.
 */

/** A small seeded generator of our own (xorshift32 with a splitmix start), so the test is repeatable. */
export function seeded(seed: number): () => number {
	let x = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0) || 1;
	return () => {
		x ^= x << 13;
		x >>>= 0;
		x ^= x >>> 17;
		x ^= x << 5;
		x >>>= 0;
		return x / 4294967296;
	};
}

const pickOne = <T>(items: T[], draw: () => number): T => items[Math.floor(draw() * items.length)];

let clock = 0;
function act(state: GameState, action: Action): GameState {
	const next = applyAction(state, { ...action, at: (clock += 1000) } as Parameters<typeof applyAction>[1]);
	if (!next.ok) throw new Error(`The engine refused ${JSON.stringify(action)}: ${next.reason}`);
	return next.value;
}

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea'];

/** One whole game of `classic` with these counts; the side that won. */
export function playRandomGame(roles: RoleCounts, draw: () => number): 'town' | 'mafia' {
	const players = NAMES.slice(0, Object.values(roles).reduce((a, b) => a + (b ?? 0), 0));
	const seed = Math.floor(draw() * 0x100000000);
	const game = newGame({ preset: 'classic', players, roles, options: { ...PRESETS.classic.defaults }, seed });
	if (!game.ok) throw new Error(game.reason);
	let state = game.value;
	const living = () => state.players.filter((p) => p.alive).map((p) => p.seat);
	const isKiller = (seat: Seat) => ROLES[state.players[seat].role].countsAsMafia;
	/** Whom the Detective has checked, and whom he found (from the engine's own answers). */
	const checked = new Set<Seat>();
	const found = new Set<Seat>();
	let lastCover: Seat | null = null;

	for (const p of state.players) state = act(state, { type: 'card.seen', seat: p.seat });
	while (!state.winner) {
		state = act(state, { type: 'night.start' });
		let covered: Seat | null = null;
		while (state.phase.kind === 'night') {
			const wake = state.phase.wakes[state.phase.step];
			if (!wake.forShow) {
				const by = wake.actors[0];
				if (wake.role === 'mafia') {
					const target = pickOne(living().filter((s) => !isKiller(s)), draw);
					state = act(state, { type: 'night.pick', role: 'mafia', by: 'all', target });
				} else if (wake.role === 'doctor') {
					covered = pickOne(living().filter((s) => s !== lastCover), draw);
					state = act(state, { type: 'night.pick', role: 'doctor', by, target: covered });
				} else if (wake.role === 'detective') {
					const unchecked = living().filter((s) => s !== by && !checked.has(s));
					// Nobody left to check: the narrator taps "Nobody" (Done needs a pick).
					const target = unchecked.length > 0 ? pickOne(unchecked, draw) : null;
					state = act(state, { type: 'night.pick', role: 'detective', by, target });
				}
			}
			state = act(state, { type: 'night.next' });
		}
		lastCover = covered;
		const night = state.log.at(-1);
		if (night?.kind === 'night' && night.check) {
			checked.add(night.check.target);
			if (night.check.answer === 'mafia') found.add(night.check.target);
		}
		state = act(state, { type: 'morning.continue' });
		if (state.phase.kind === 'ended') break;

		state = act(state, { type: 'talk.end' });
		const detectiveAlive = state.players.some((p) => p.alive && p.role === 'detective');
		const known = living().filter((s) => found.has(s));
		const out = detectiveAlive && known.length > 0 ? known[0] : pickOne(living(), draw);
		while (state.phase.kind === 'ballot') {
			const voter = state.phase.voters.find((v) => !(v in (state.phase as { votes: object }).votes))!;
			const target = voter === out ? pickOne(living().filter((s) => s !== out), draw) : out;
			state = act(state, { type: 'ballot.cast', voter, target });
		}
		if (state.phase.kind !== 'verdict' || state.phase.outcome.kind !== 'out' || state.phase.outcome.seat !== out) {
			throw new Error('The vote did not send out the chosen player.');
		}
		state = act(state, { type: 'verdict.continue' });
	}
	const side = state.winner?.side;
	if (side !== 'town' && side !== 'mafia') throw new Error(`The game ended with no town or mafia win (${side}).`);
	return side;
}
