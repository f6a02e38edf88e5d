import { describe, it, expect } from 'vitest';
import {
	PRESETS,
	WEREWOLF_THEME,
	alsoWonLine,
	applyAction,
	checkWinner,
	namesFor,
	sideWonLine,
	winnersLine,
	tableStory,
	viewFor,
	type Action,
	type GameState,
	type Player,
	type RoleId,
	type Seat,
	type Win
} from '../../src/lib/engine/index';
import { act, gameWith as dealtAs, wait } from './helpers';

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

/** A classic game whose deal puts exactly these roles in these seats (see helpers.ts). */
const gameWith = (roles: RoleId[]): GameState => dealtAs('classic', roles);
const refused = (state: GameState, action: Action) => !applyAction(state, { ...action, at: wait(1000) }).ok;

/** From the deal (or a dusk) through one night in which the killers all pick `kill` (or nobody). */
function night(s: GameState, kill: Seat | null): GameState {
	if (s.phase.kind === 'deal') s = act(s, ...s.players.map((p) => ({ type: 'card.seen' as const, seat: p.seat })));
	s = act(s, { type: 'night.start' });
	if (kill !== null) s = act(s, { type: 'night.pick', role: 'mafia', by: 'all', target: kill });
	while (s.phase.kind === 'night') s = act(s, { type: 'night.next' });
	return s;
}
/** From a morning through a day's vote: every living voter but `out` votes for `out` (who abstains). */
function day(s: GameState, out: Seat | null): GameState {
	s = act(s, { type: 'morning.continue' }, { type: 'talk.end' });
	if (s.phase.kind !== 'ballot') throw new Error('no ballot');
	for (const voter of s.phase.voters) s = act(s, { type: 'ballot.cast', voter, target: voter === out ? null : out });
	return s;
}
const next = (s: GameState) => act(s, { type: 'verdict.continue' });
const names = (s: GameState, seats: Seat[]) => seats.map((seat) => s.players[seat].name);

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;

describe('the town wins', () => {
	it('the moment no killer is alive, after the vote; the whole town wins, the dead included', () => {
		let s = gameWith(['villager', 'mafia', 'detective', 'villager', 'villager']);
		s = night(s, ALICE);
		expect(s.winner).toBeNull();
		s = day(s, BEN);
		expect(s.phase.kind).toBe('verdict');
		expect(s.winner).toEqual({ side: 'town', seats: [ALICE, CARA, DEV, EVE] });
		expect(s.players[ALICE].alive).toBe(false);
		expect(tableStory(s).at(-1)).toBe('Winners: Town: Alice, Cara, Dev, Eve');
	});

	it('with two killers, only when the second is out', () => {
		let s = gameWith(['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager']);
		s = day(night(s, null), BEN);
		expect(s.winner).toBeNull();
		s = day(night(next(s), null), EVE);
		expect(s.winner).toEqual({ side: 'town', seats: [ALICE, CARA, DEV, FINN, GUS] });
	});
});

describe('the killers win at parity', () => {
	it('1 against 1, after a morning', () => {
		let s = gameWith(['villager', 'mafia', 'detective', 'villager', 'villager']);
		s = day(night(s, ALICE), DEV); // Ben against Cara and Eve
		expect(s.winner).toBeNull();
		s = night(next(s), EVE);
		expect(s.phase.kind).toBe('morning');
		expect(s.players.filter((p) => p.alive).map((p) => p.name)).toEqual(['Ben', 'Cara']);
		expect(s.winner).toEqual({ side: 'mafia', seats: [BEN] });
		expect(tableStory(s).at(-1)).toBe('Winners: Killers: Ben');
	});

	it('2 against 2, after a morning', () => {
		const s = night(gameWith(['villager', 'mafia', 'detective', 'mafia', 'villager']), ALICE);
		expect(s.phase.kind).toBe('morning');
		expect(s.winner).toEqual({ side: 'mafia', seats: [BEN, DEV] });
	});

	it('2 against 2, after a vote', () => {
		let s = gameWith(['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager']);
		s = day(night(s, ALICE), FINN); // 2 against 4, then 3
		expect(s.winner).toBeNull();
		s = night(next(s), null);
		expect(s.winner).toBeNull();
		s = day(s, GUS);
		expect(s.phase.kind).toBe('verdict');
		expect(s.winner).toEqual({ side: 'mafia', seats: [BEN, EVE] });
	});

	it('a killer voted out on day one still wins when the partner reaches parity', () => {
		let s = gameWith(['villager', 'mafia', 'detective', 'mafia', 'villager']);
		s = day(night(s, null), BEN); // Dev against Alice, Cara, Eve
		expect(s.winner).toBeNull();
		s = night(next(s), ALICE); // 1 against 2
		expect(s.winner).toBeNull();
		s = day(s, EVE); // 1 against 1
		expect(s.winner).toEqual({ side: 'mafia', seats: [BEN, DEV] });
		expect(s.players[BEN].alive).toBe(false);
		expect(names(s, s.winner!.seats)).toEqual(['Ben', 'Dev']);
	});
});

describe('the end', () => {
	it("goes to 'ended' only after the morning's continue, and nothing else can happen first", () => {
		const s = night(gameWith(['villager', 'mafia', 'detective', 'mafia', 'villager']), ALICE);
		expect(s.phase.kind).toBe('morning');
		expect(s.winner).not.toBeNull();
		expect(viewFor(s, { kind: 'table' }).phase).toEqual({ kind: 'morning', night: 1, deaths: [{ seat: ALICE, name: 'Alice', alive: false }], grief: [], silenced: null, clock: null });
		expect(refused(s, { type: 'talk.end' })).toBe(true);
		expect(refused(s, { type: 'night.start' })).toBe(true);
		const ended = act(s, { type: 'morning.continue' });
		expect(ended.phase).toEqual({ kind: 'ended' });
		expect(ended.winner).toEqual(s.winner);
	});

	it("goes to 'ended' only after the verdict's continue, never to another night", () => {
		const s = day(night(gameWith(['villager', 'mafia', 'detective', 'villager', 'villager']), ALICE), BEN);
		expect(s.phase.kind).toBe('verdict');
		expect(refused(s, { type: 'night.start' })).toBe(true);
		const ended = next(s);
		expect(ended.phase).toEqual({ kind: 'ended' });
	});

	it('refuses every action once the game has ended', () => {
		const ended = next(day(night(gameWith(['villager', 'mafia', 'detective', 'villager', 'villager']), ALICE), BEN));
		const actions: Action[] = [
			{ type: 'card.seen', seat: 0 },
			{ type: 'night.start' },
			{ type: 'night.pick', role: 'mafia', by: BEN, target: CARA },
			{ type: 'night.next' },
			{ type: 'morning.continue' },
			{ type: 'talk.end' },
			{ type: 'ballot.cast', voter: CARA, target: DEV },
			{ type: 'verdict.continue' }
		];
		for (const action of actions) expect(refused(ended, action), action.type).toBe(true);
	});

	it('a game that nobody has won goes on to the next night after the vote', () => {
		const s = next(day(night(gameWith(['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager']), ALICE), FINN));
		expect(s.phase).toEqual({ kind: 'dusk', night: 2 });
		expect(s.winner).toBeNull();
	});
});

describe('checkWinner', () => {
	const players = (spec: [RoleId, boolean][]): Player[] =>
		spec.map(([role, alive], seat) => ({ seat, name: NAMES[seat], role, alive }));

	it.each([
		['no killer alive', [['mafia', false], ['villager', true], ['detective', false], ['villager', true], ['villager', true]], 'town'],
		['1 killer against 1', [['mafia', true], ['villager', true], ['detective', false], ['villager', false], ['villager', false]], 'mafia'],
		['2 killers against 2', [['mafia', true], ['mafia', true], ['doctor', true], ['villager', true], ['villager', false]], 'mafia'],
		['2 killers against 1', [['mafia', true], ['mafia', true], ['doctor', false], ['villager', true], ['villager', false]], 'mafia'],
		['1 killer against 2', [['mafia', true], ['villager', true], ['detective', true], ['villager', false], ['villager', false]], null],
		['2 killers against 3', [['mafia', true], ['mafia', true], ['doctor', true], ['villager', true], ['villager', true]], null]
	] as [string, [RoleId, boolean][], string | null][])('%s → %s', (_, spec, side) => {
		const state = { config: { options: PRESETS.classic.defaults }, players: players(spec), jestersOut: [] } as unknown as GameState;
		const win = checkWinner(state);
		expect(win?.side ?? null).toBe(side);
		if (win) {
			// The whole side, dead or alive, in seat order.
			const team = spec.map(([role], seat) => ({ role, seat })).filter(({ role }) => (role === 'mafia') === (side === 'mafia'));
			expect(win.seats).toEqual(team.map((t) => t.seat));
		}
	});
});

describe('the winners’ lines', () => {
	const seatNames = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
	const nameOf = (seat: Seat) => seatNames[seat];
	const roles: RoleId[] = ['villager', 'mafia', 'villager', 'villager', 'mafia', 'seductress', 'jester'];
	const roleOf = (seat: Seat) => roles[seat];
	const win: Win = { side: 'town', seats: [ALICE, CARA, DEV, FINN, GUS], also: [FINN, GUS] };

	it('list the side’s members only, then each extra winner with the role that won', () => {
		const names = namesFor('storyteller');
		expect(winnersLine(win, nameOf, names)).toBe('Winners: Town: Alice, Cara, Dev');
		expect(alsoWonLine(win, nameOf, roleOf, names)).toBe('Also won: Finn (Seductress), Gus (Jester)');
		expect(sideWonLine(win, nameOf, names)).toBe('Town won: Alice, Cara and Dev');
	});

	it('use the theme’s words for the side and the roles', () => {
		const names = namesFor('storyteller', WEREWOLF_THEME);
		expect(winnersLine(win, nameOf, names)).toBe('Winners: Village: Alice, Cara, Dev');
		expect(alsoWonLine(win, nameOf, roleOf, names)).toBe('Also won: Finn (Enchantress), Gus (Fool)');
	});

	it('say nothing more when only the side won, as a win saved before extra winners were told apart reads', () => {
		const names = namesFor('classic');
		const town: Win = { side: 'town', seats: [ALICE, CARA, DEV] };
		expect(winnersLine(town, nameOf, names)).toBe('Winners: Town: Alice, Cara, Dev');
		expect(alsoWonLine(town, nameOf, roleOf, names)).toBeNull();
	});
});

describe('a Jester voted out earlier', () => {
	// Six seats: a killer Lover (Alice), a town Lover (Ben), the Jester voted out (Cara), and three dead others.
	const spec: [RoleId, boolean][] = [['mafia', true], ['villager', true], ['jester', false], ['villager', false], ['mafia', false], ['serialkiller', false]];
	const atTheEnd = (alive: boolean[], lovers?: [Seat, Seat]) =>
		({
			config: { options: PRESETS.storyteller.defaults },
			players: spec.map(([role], seat) => ({ seat, name: NAMES[seat], role, alive: alive[seat] })),
			jestersOut: [CARA],
			lovers
		}) as unknown as GameState;

	it('keeps his win beside the Lovers who win as the last two', () => {
		const win = checkWinner(atTheEnd([true, true, false, false, false, false], [ALICE, BEN]));
		expect(win).toEqual({ side: 'lovers', seats: [ALICE, BEN, CARA], also: [CARA] });
	});

	it('keeps his win beside the Serial Killer who wins alone, as beside the Lovers', () => {
		const state = atTheEnd([false, true, false, false, false, true]);
		expect(checkWinner(state)).toEqual({ side: 'serial', seats: [CARA, FINN], also: [CARA] });
	});
});
