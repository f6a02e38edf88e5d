import { describe, it, expect } from 'vitest';
import {
	tableStory,
	viewFor,
	wakesFor,
	type GameOptions,
	type GameState,
	type RoleId,
} from '../../src/lib/engine/index';
import { act, refusal, pick, NEXT, readCards, startNight, gameWith as dealtAs } from './helpers';


/** A classic game whose deal puts exactly these roles in these seats (see helpers.ts). */
const gameWith = (roles: RoleId[], options: Partial<GameOptions> = {}): GameState => dealtAs('classic', roles, options);

/** Morning → talk → everybody abstains → the next night's dusk. */
function quietDay(s: GameState): GameState {
	s = act(s, { type: 'morning.continue' }, { type: 'talk.end' });
	if (s.phase.kind !== 'ballot') throw new Error('no ballot');
	for (const voter of s.phase.voters) s = act(s, { type: 'ballot.cast', voter, target: null });
	return act(s, { type: 'verdict.continue' });
}
const wakeRole = (s: GameState) => (s.phase.kind === 'night' ? s.phase.wakes[s.phase.step]?.role : undefined);
const deaths = (s: GameState) => (s.phase.kind === 'morning' ? s.phase.deaths : 'not morning');
const alive = (s: GameState) => s.players.filter((p) => p.alive).map((p) => p.name);
const lastNightLine = (s: GameState) => tableStory(s).filter((l) => l.startsWith('Night')).at(-1);

// The worked game's seating: Ben and Eve killers, Cara Detective, Dev Doctor.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];

describe('who is woken, and in what order', () => {
	it('wakes the killers, then the Doctor, then the Detective, each with their living holders', () => {
		const s = startNight(readCards(gameWith(SEVEN)));
		expect(wakesFor(s)).toEqual([
			{ role: 'mafia', actors: [BEN, EVE], forShow: false },
			{ role: 'doctor', actors: [DEV], forShow: false },
			{ role: 'detective', actors: [CARA], forShow: false }
		]);
		if (s.phase.kind !== 'night') throw new Error('not night');
		expect(s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'doctor', 'detective']);
		expect(wakeRole(s)).toBe('mafia');
		expect(wakeRole(act(s, NEXT))).toBe('doctor');
		expect(wakeRole(act(s, NEXT, NEXT))).toBe('detective');
		expect(act(s, NEXT, NEXT, NEXT).phase.kind).toBe('morning');
	});

	it('does not call a role nobody was dealt', () => {
		const noDoctor = startNight(readCards(gameWith(['mafia', 'detective', 'villager', 'villager', 'villager'])));
		expect(wakesFor(noDoctor).map((w) => w.role)).toEqual(['mafia', 'detective']);
		const killersOnly = startNight(readCards(gameWith(['villager', 'mafia', 'villager', 'villager', 'villager'])));
		expect(wakesFor(killersOnly).map((w) => w.role)).toEqual(['mafia']);
		// One wake, so one "next" ends the night.
		expect(act(killersOnly, NEXT).phase.kind).toBe('morning');
	});

	function nightAfterDetectiveDies(options: Partial<GameOptions>) {
		let s = startNight(readCards(gameWith(SEVEN, options)));
		s = act(s, pick('mafia', BEN, CARA), pick('mafia', EVE, CARA), NEXT, NEXT, NEXT);
		expect(deaths(s)).toEqual([CARA]);
		return startNight(quietDay(s));
	}

	it('calls a dealt role whose holders are all dead, for show, when the option is on', () => {
		const s = nightAfterDetectiveDies({ callDeadRoles: true });
		expect(wakesFor(s)).toEqual([
			{ role: 'mafia', actors: [BEN, EVE], forShow: false },
			{ role: 'doctor', actors: [DEV], forShow: false },
			{ role: 'detective', actors: [], forShow: true }
		]);
		// The dead Detective's turn still takes a step of the night.
		const atDetective = act(s, NEXT, NEXT);
		expect(wakeRole(atDetective)).toBe('detective');
		// A role called for show cannot pick: not its dead holder, not "all".
		expect(refusal(atDetective, pick('detective', CARA, BEN))).toMatch(/No Detective is alive/);
		expect(refusal(atDetective, pick('detective', 'all', BEN))).toMatch(/No Detective is alive/);
		expect(act(atDetective, NEXT).phase.kind).toBe('morning');
	});

	it('skips a dealt role whose holders are all dead when the option is off', () => {
		const s = nightAfterDetectiveDies({ callDeadRoles: false });
		expect(wakesFor(s).map((w) => w.role)).toEqual(['mafia', 'doctor']);
		expect(act(s, NEXT, NEXT).phase.kind).toBe('morning');
	});

	it('lets nobody act before the night starts or out of turn', () => {
		const dusk = readCards(gameWith(SEVEN));
		expect(dusk.phase.kind).toBe('dusk');
		expect(refusal(dusk, pick('mafia', BEN, ALICE))).toMatch(/at night/);
		const s = startNight(dusk);
		expect(refusal(s, pick('doctor', DEV, ALICE))).toMatch(/not awake/);
		expect(refusal(s, pick('detective', CARA, BEN))).toMatch(/not awake/);
		// A villager or the Doctor cannot join the killers' pick.
		expect(refusal(s, pick('mafia', ALICE, FINN))).toMatch(/Alice cannot act now/);
		expect(refusal(s, pick('mafia', DEV, FINN))).toMatch(/Dev cannot act now/);
		// Once the killers' turn has passed, they cannot pick any more.
		expect(refusal(act(s, NEXT), pick('mafia', BEN, ALICE))).toMatch(/not awake/);
	});
});

describe("the killers' choice", () => {
	const night1 = () => startNight(readCards(gameWith(SEVEN)));
	const finish = (s: GameState) => act(s, ...Array(3 - (s.phase.kind === 'night' ? s.phase.step : 0)).fill(NEXT));

	it('lands when every living killer picks the same player', () => {
		const s = finish(act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, ALICE)));
		expect(deaths(s)).toEqual([ALICE]);
		expect(s.players[ALICE].alive).toBe(false);
		expect(lastNightLine(s)).toBe('Night 1: Alice died in the night.');
	});

	it('kills nobody when the killers disagree', () => {
		const s = finish(act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, FINN)));
		expect(deaths(s)).toEqual([]);
		expect(alive(s)).toHaveLength(7);
		expect(lastNightLine(s)).toBe('Night 1: Nobody died in the night.');
	});

	it('kills nobody when one killer does not pick', () => {
		expect(deaths(finish(act(night1(), pick('mafia', BEN, ALICE))))).toEqual([]);
		expect(deaths(finish(act(night1(), pick('mafia', EVE, GUS))))).toEqual([]);
		// Picking "nobody" explicitly is the same.
		expect(deaths(finish(act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, null))))).toEqual([]);
	});

	it('accepts "they all agree" for the whole group', () => {
		const s = act(night1(), pick('mafia', 'all', GUS));
		if (s.phase.kind !== 'night') throw new Error('not night');
		expect(s.phase.picks).toEqual([
			{ role: 'mafia', by: BEN, target: GUS },
			{ role: 'mafia', by: EVE, target: GUS }
		]);
		expect(deaths(finish(s))).toEqual([GUS]);
	});

	it('only needs the living killers to agree', () => {
		// Day 1 sends Ben out; on night 2 Eve alone decides.
		let s = finish(night1());
		s = act(s, { type: 'morning.continue' }, { type: 'talk.end' });
		for (const [voter, target] of [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, null]] as const) {
			s = act(s, { type: 'ballot.cast', voter, target });
		}
		s = startNight(act(s, { type: 'verdict.continue' }));
		expect(wakesFor(s)[0]).toEqual({ role: 'mafia', actors: [EVE], forShow: false });
		expect(refusal(s, pick('mafia', BEN, ALICE))).toMatch(/Ben cannot act now/);
		expect(deaths(finish(act(s, pick('mafia', EVE, FINN))))).toEqual([FINN]);
	});

	it('may not pick a killer', () => {
		const s = night1();
		expect(refusal(s, pick('mafia', BEN, EVE))).toMatch(/Eve is one of the Killers: pick somebody else/);
		expect(refusal(s, pick('mafia', BEN, BEN))).toMatch(/Ben is one of the Killers/);
		expect(refusal(s, pick('mafia', 'all', EVE))).toMatch(/Eve is one of the Killers/);
	});

	it('may not pick a dead player, and nobody may pick a seat that does not exist', () => {
		let s = finish(act(night1(), pick('mafia', 'all', ALICE)));
		s = startNight(quietDay(s));
		expect(refusal(s, pick('mafia', BEN, ALICE))).toMatch(/Alice is dead/);
		expect(refusal(s, pick('mafia', BEN, 42))).toMatch(/no such player/);
		s = act(s, NEXT);
		expect(refusal(s, pick('doctor', DEV, ALICE))).toMatch(/Alice is dead/);
		s = act(s, NEXT);
		expect(refusal(s, pick('detective', CARA, ALICE))).toMatch(/Alice is dead/);
	});

	it('a changed pick replaces the earlier one', () => {
		let s = act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, FINN), pick('mafia', BEN, FINN));
		if (s.phase.kind !== 'night') throw new Error('not night');
		expect(s.phase.picks.filter((p) => p.by === BEN)).toEqual([{ role: 'mafia', by: BEN, target: FINN }]);
		expect(s.phase.picks).toHaveLength(2);
		s = finish(s);
		expect(deaths(s)).toEqual([FINN]);
		expect(s.players[ALICE].alive).toBe(true);
		// And a change away from agreement undoes the kill.
		const undone = finish(act(night1(), pick('mafia', 'all', ALICE), pick('mafia', EVE, GUS)));
		expect(deaths(undone)).toEqual([]);
	});
});

describe('the Doctor', () => {
	const atDoctor = () => act(startNight(readCards(gameWith(SEVEN))), NEXT);

	it('may cover himself, and the cover saves him', () => {
		let s = startNight(readCards(gameWith(SEVEN)));
		s = act(s, pick('mafia', 'all', DEV), NEXT, pick('doctor', DEV, DEV), NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
		expect(s.players[DEV].alive).toBe(true);
	});

	it('saves the killers\' target, and the morning says only that nobody died', () => {
		let s = startNight(readCards(gameWith(SEVEN)));
		s = act(s, pick('mafia', 'all', CARA), NEXT, pick('doctor', DEV, CARA), NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
		expect(alive(s)).toHaveLength(7);
		expect(lastNightLine(s)).toBe('Night 1: Nobody died in the night.');
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toEqual({ kind: 'morning', night: 1, deaths: [], grief: [], silenced: null, clock: null });
		expect(JSON.stringify(table)).not.toMatch(/"covered":\d/);
	});

	it('covering somebody else does not stop the kill', () => {
		let s = startNight(readCards(gameWith(SEVEN)));
		s = act(s, pick('mafia', 'all', CARA), NEXT, pick('doctor', DEV, FINN), NEXT, NEXT);
		expect(deaths(s)).toEqual([CARA]);
	});

	it('may not cover the same player two nights running, and the reason names both', () => {
		let s = act(atDoctor(), pick('doctor', DEV, FINN), NEXT, NEXT);
		s = act(startNight(quietDay(s)), NEXT);
		expect(refusal(s, pick('doctor', DEV, FINN))).toMatch(/Dev covered Finn last night: not the same player two nights running/);
		// Himself, two nights running, is refused as well.
		let self = act(atDoctor(), pick('doctor', DEV, DEV), NEXT, NEXT);
		self = act(startNight(quietDay(self)), NEXT);
		expect(refusal(self, pick('doctor', DEV, DEV))).toMatch(/Dev covered Dev last night/);
	});

	it('may cover the same player again after a night in between', () => {
		let s = act(atDoctor(), pick('doctor', DEV, FINN), NEXT, NEXT); // night 1: Finn
		s = act(startNight(quietDay(s)), NEXT, pick('doctor', DEV, GUS), NEXT, NEXT); // night 2: Gus
		s = act(startNight(quietDay(s)), pick('mafia', 'all', FINN), NEXT); // night 3
		s = act(s, pick('doctor', DEV, FINN), NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
		expect(s.players[FINN].alive).toBe(true);
	});

	it('after a night without a cover, may cover last-but-one night\'s player', () => {
		let s = act(atDoctor(), pick('doctor', DEV, FINN), NEXT, NEXT); // night 1: Finn
		s = act(startNight(quietDay(s)), NEXT, NEXT, NEXT); // night 2: no cover
		s = act(startNight(quietDay(s)), NEXT);
		expect(act(s, pick('doctor', DEV, FINN)).phase.kind).toBe('night');
	});

	it('a changed cover replaces the earlier one', () => {
		let s = startNight(readCards(gameWith(SEVEN)));
		s = act(s, pick('mafia', 'all', ALICE), NEXT, pick('doctor', DEV, ALICE), pick('doctor', DEV, GUS), NEXT, NEXT);
		expect(deaths(s)).toEqual([ALICE]);
	});
});

describe('the Detective', () => {
	const atDetective = () => act(startNight(readCards(gameWith(SEVEN))), NEXT, NEXT);
	const checkOf = (s: GameState) => {
		const entry = s.log.at(-1);
		return entry?.kind === 'night' ? entry.check : 'no night';
	};

	it("is told 'mafia' for a killer", () => {
		const s = act(atDetective(), pick('detective', CARA, EVE), NEXT);
		expect(checkOf(s)).toEqual({ by: CARA, target: EVE, answer: 'mafia' });
	});

	it.each([
		['a villager', FINN],
		['the Doctor', DEV]
	])("is told 'not-mafia' for %s", (_, target) => {
		const s = act(atDetective(), pick('detective', CARA, target), NEXT);
		expect(checkOf(s)).toEqual({ by: CARA, target, answer: 'not-mafia' });
	});

	it('shows the answer to the narrator during the wake, never to the table', () => {
		const s = act(atDetective(), pick('detective', CARA, BEN));
		const narrator = viewFor(s, { kind: 'narrator' });
		expect(narrator.phase.kind === 'night' && 'answer' in narrator.phase ? narrator.phase.answer : null).toEqual({
			target: BEN,
			answer: 'mafia'
		});
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toEqual({ kind: 'night', night: 1, clock: null, calling: null });
		// Neither the answer nor any role appears as a value anywhere in what the table sees.
		expect(JSON.stringify(table)).not.toMatch(/answer|:"mafia"|:"not-mafia"/);
	});

	it('cannot check himself', () => {
		expect(refusal(atDetective(), pick('detective', CARA, CARA))).toMatch(/checks somebody else/);
	});

	it('a changed check replaces the earlier one', () => {
		const s = act(atDetective(), pick('detective', CARA, BEN), pick('detective', CARA, GUS), NEXT);
		expect(checkOf(s)).toEqual({ by: CARA, target: GUS, answer: 'not-mafia' });
	});
});
