import { describe, it, expect } from 'vitest';
import {
	CLOCK_PRESETS,
	PRESETS,
	checkOptions,
	checkRoles,
	checkTable,
	newGame,
	suggestRoles,
	viewFor,
	wakesFor,
	withVillagers,
	type GameOptions,
	type GameState,
	type RoleId
} from '../../src/lib/engine/index';
import {
	MORNING,
	NEXT,
	TALK_END,
	VERDICT,
	act,
	alive,
	configFor,
	deaths,
	finishNight,
	gameWith,
	lastLine,
	phaseOf,
	pick,
	readCards,
	refusal,
	startNight,
	story,
	vote,
	wakeUp,
	winners
} from './helpers';

// `clocked` ("Who's the Mafia?", seeds/001): Ben and Eve Mafia, Cara Detective, Dev Doctor.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
const SEVEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];
const clocked = (options: Partial<GameOptions> = {}) => gameWith('clocked', SEVEN, options);
const night1 = (options: Partial<GameOptions> = {}) => startNight(readCards(clocked(options)));
/** Morning → talk → the ballot of day `n`. */
const toBallot = (s: GameState) => act(s, MORNING, TALK_END);
/** Morning → talk → everybody abstains → the next night. */
function quietDay(s: GameState): GameState {
	s = toBallot(s);
	s = vote(s, phaseOf(s, 'ballot').voters.map((v) => [v, null]));
	return startNight(act(s, VERDICT));
}

describe('clocked: the table', () => {
	it.each([
		[5, 1], [6, 1], [7, 2], [8, 2], [9, 2], [10, 3], [11, 3], [12, 3]
	])('Auto deals %i players %i Mafia, a Detective, a Doctor and Villagers for the rest', (n, mafia) => {
		expect(suggestRoles('clocked', n)).toEqual({ mafia, detective: 1, doctor: 1, villager: n - mafia - 2 });
		expect(checkTable(configFor('clocked', suggestRoles('clocked', n), n))).toEqual([]);
	});

	it('lets the host set 1, 2 or 3 Mafia while they stay fewer than the town', () => {
		expect(checkRoles('clocked', 5, { mafia: 2, detective: 1, doctor: 1, villager: 1 })).toEqual([]);
		expect(checkRoles('clocked', 7, { mafia: 3, detective: 1, doctor: 1, villager: 2 })).toEqual([]);
		expect(checkRoles('clocked', 12, { mafia: 1, detective: 1, doctor: 1, villager: 9 })).toEqual([]);
	});

	it('refuses Mafia that would not be fewer than the town, saying so', () => {
		expect(checkRoles('clocked', 5, { mafia: 3, detective: 1, villager: 1 }).join(' ')).toMatch(
			/3 Mafia against 2: the Mafia must be fewer than the rest, or they win before the first night/
		);
		expect(checkRoles('clocked', 6, { mafia: 3, detective: 1, doctor: 1, villager: 1 }).join(' ')).toMatch(/3 Mafia against 3/);
	});

	it('refuses a fourth Mafia and a table with none', () => {
		expect(checkRoles('clocked', 12, { mafia: 4, detective: 1, doctor: 1, villager: 6 })).toContain('Clocked deals at most 3 Mafia.');
		expect(checkRoles('clocked', 6, { detective: 1, doctor: 1, villager: 4 })).toContain('Deal at least one Mafia.');
	});

	it('turning the Detective or the Doctor off makes that seat a Villager, and the role is never called', () => {
		const noDoctor = withVillagers({ mafia: 1, detective: 1, doctor: 0 }, 6);
		expect(noDoctor).toEqual({ mafia: 1, detective: 1, doctor: 0, villager: 4 });
		expect(checkRoles('clocked', 6, noDoctor)).toEqual([]);
		const s = startNight(readCards(gameWith('clocked', ['villager', 'mafia', 'villager', 'villager', 'detective', 'villager'])));
		expect(wakesFor(s).map((w) => w.role)).toEqual(['mafia', 'detective']);
		const neither = startNight(readCards(gameWith('clocked', ['villager', 'villager', 'mafia', 'villager', 'villager'])));
		expect(wakesFor(neither).map((w) => w.role)).toEqual(['mafia']);
		expect(checkRoles('clocked', 6, { mafia: 1, detective: 2, villager: 3 })).toContain('Deal at most one Detective.');
	});

	it('seats 5 to 12 players', () => {
		expect(checkTable(configFor('clocked', { mafia: 1, detective: 1, villager: 2 }, 4)).join(' ')).toMatch(/Clocked needs at least 5 players; there are 4/);
		const thirteen = { ...configFor('clocked', suggestRoles('clocked', 12), 12), players: [...configFor('clocked', {}, 12).players, 'Zed'] };
		expect(checkTable({ ...thirteen, roles: { mafia: 3, detective: 1, doctor: 1, villager: 8 } }).join(' ')).toMatch(/at most 12 players; there are 13/);
	});
});

describe('clocked: the options', () => {
	it('defaults to reveal roles on, the Classic clocks, a 5 s result, and the Doctor’s self switch on, twice-running off', () => {
		expect(PRESETS.clocked.defaults).toMatchObject({
			revealOnNightDeath: true,
			revealOnVoteOut: true,
			nightSeconds: 30,
			talkSeconds: 60,
			voteSeconds: 30,
			resultSeconds: 5,
			doctorMaySelf: true,
			doctorSelfTwice: false
		});
	});

	it('has the Classic (30/60/30) and Fast (20/30/20) clock presets', () => {
		expect(CLOCK_PRESETS.classic).toMatchObject({ nightSeconds: 30, talkSeconds: 60, voteSeconds: 30 });
		expect(CLOCK_PRESETS.fast).toMatchObject({ nightSeconds: 20, talkSeconds: 30, voteSeconds: 20 });
	});

	it('accepts any clock from 5 seconds to 60 minutes', () => {
		const base = PRESETS.clocked.defaults;
		expect(checkOptions({ ...base, nightSeconds: 5, talkSeconds: 3600, voteSeconds: 45 })).toEqual([]);
		expect(checkOptions({ ...base, ...CLOCK_PRESETS.fast })).toEqual([]);
	});

	it.each([
		['nightSeconds', 'night', 4],
		['talkSeconds', 'talk', 3601],
		['voteSeconds', 'vote', 0],
		['nightSeconds', 'night', Number.NaN]
	] as const)('refuses a %s of %s, in words, and deals nothing', (key, label, value) => {
		const options = { ...PRESETS.clocked.defaults, [key]: value };
		expect(checkOptions(options)).toEqual([`The ${label} clock must be between 5 seconds and 60 minutes.`]);
		const game = newGame({ ...configFor('clocked', suggestRoles('clocked', 7), 7), options });
		expect(game.ok).toBe(false);
	});
});

describe("clocked: the Mafia's choice", () => {
	it('wakes the Mafia, then the Doctor, then the Detective, each with the night clock', () => {
		const s = night1();
		expect(wakesFor(s).map((w) => w.role)).toEqual(['mafia', 'doctor', 'detective']);
		expect(phaseOf(s, 'night').clock).toMatchObject({ totalMs: 30_000, leftMs: 30_000 });
		expect(phaseOf(act(s, NEXT), 'night').clock).toMatchObject({ totalMs: 30_000, leftMs: 30_000 });
	});

	it('all agree: that player dies', () => {
		expect(deaths(finishNight(act(night1(), pick('mafia', 'all', ALICE))))).toEqual([ALICE]);
	});

	it('disagree: the earliest pick is the kill', () => {
		expect(deaths(finishNight(act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, FINN))))).toEqual([ALICE]);
		expect(deaths(finishNight(act(night1(), pick('mafia', EVE, FINN), pick('mafia', BEN, ALICE))))).toEqual([FINN]);
	});

	it('a changed pick is a new pick: it goes behind the others', () => {
		const s = finishNight(act(night1(), pick('mafia', BEN, ALICE), pick('mafia', EVE, FINN), pick('mafia', BEN, GUS)));
		expect(deaths(s)).toEqual([FINN]);
	});

	it('one Mafia picking is enough; a "nobody" does not outrank a pick', () => {
		expect(deaths(finishNight(act(night1(), pick('mafia', EVE, GUS))))).toEqual([GUS]);
		expect(deaths(finishNight(act(night1(), pick('mafia', BEN, null), pick('mafia', EVE, GUS))))).toEqual([GUS]);
	});

	it('no pick: nobody is killed', () => {
		const s = finishNight(night1());
		expect(deaths(s)).toEqual([]);
		expect(lastLine(s)).toBe('Night 1: Nobody died in the night.');
		expect(deaths(finishNight(act(night1(), pick('mafia', 'all', null))))).toEqual([]);
	});

	it('may pick any living player but themselves — a fellow Mafia included', () => {
		const s = night1();
		expect(refusal(s, pick('mafia', BEN, BEN))).toBe('Ben cannot pick themselves.');
		const killed = finishNight(act(s, pick('mafia', BEN, EVE)));
		expect(deaths(killed)).toEqual([EVE]);
		// Once dead, nobody may be picked.
		const night2 = quietDay(killed);
		expect(refusal(night2, pick('mafia', BEN, EVE))).toBe('Eve is dead.');
	});
});

describe('clocked: the Doctor and the Detective', () => {
	const atDoctor = (options: Partial<GameOptions> = {}) => wakeUp(night1(options), 'doctor');

	it('the Doctor may protect himself by default, and the save is announced as nobody dying', () => {
		const s = finishNight(act(night1(), pick('mafia', 'all', DEV), NEXT, pick('doctor', DEV, DEV)));
		expect(deaths(s)).toEqual([]);
		expect(lastLine(s)).toBe('Night 1: Nobody died in the night.');
	});

	it('with the self switch off, the Doctor may not protect himself', () => {
		expect(refusal(atDoctor({ doctorMaySelf: false }), pick('doctor', DEV, DEV))).toBe('The Doctor may not cover themselves.');
	});

	it('may not protect himself two nights running, unless the host allows it', () => {
		let s = finishNight(act(atDoctor(), pick('doctor', DEV, DEV)));
		s = wakeUp(quietDay(s), 'doctor');
		expect(refusal(s, pick('doctor', DEV, DEV))).toBe('Dev covered themselves last night: not two nights running.');

		let allowed = finishNight(act(atDoctor({ doctorSelfTwice: true }), pick('doctor', DEV, DEV)));
		allowed = wakeUp(quietDay(allowed), 'doctor');
		expect(phaseOf(act(allowed, pick('doctor', DEV, DEV)), 'night').picks).toContainEqual({ role: 'doctor', by: DEV, target: DEV });
	});

	it('may protect the same other player two nights running', () => {
		let s = finishNight(act(atDoctor(), pick('doctor', DEV, CARA)));
		s = quietDay(s);
		s = finishNight(act(s, pick('mafia', 'all', CARA), NEXT, pick('doctor', DEV, CARA)));
		expect(deaths(s)).toEqual([]);
	});

	it('the Detective checks another living player and learns Mafia or not Mafia', () => {
		const s = wakeUp(night1(), 'detective');
		expect(refusal(s, pick('detective', CARA, CARA))).toBe('The Detective checks somebody else.');
		const checked = finishNight(act(s, pick('detective', CARA, EVE)));
		expect(checked.log.at(-1)).toMatchObject({ check: { by: CARA, target: EVE, answer: 'mafia' } });
		const villager = finishNight(act(s, pick('detective', CARA, GUS)));
		expect(villager.log.at(-1)).toMatchObject({ check: { by: CARA, target: GUS, answer: 'not-mafia' } });
	});
});

describe('clocked: reveal roles', () => {
	it('on (the default): the morning and the vote-out name the role', () => {
		let s = finishNight(act(night1(), pick('mafia', 'all', ALICE)));
		expect(lastLine(s)).toBe('Night 1: Alice (Villager) died in the night.');
		const morning = viewFor(s, { kind: 'table' }).phase;
		expect(morning.kind === 'morning' && morning.deaths[0]).toMatchObject({ name: 'Alice', role: 'villager' });
		s = vote(toBallot(s), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, BEN]]);
		expect(lastLine(s)).toBe('Day 1: Ben (Mafia) goes.');
	});

	it('off: only the name', () => {
		let s = finishNight(act(night1({ revealOnNightDeath: false, revealOnVoteOut: false }), pick('mafia', 'all', ALICE)));
		expect(lastLine(s)).toBe('Night 1: Alice died in the night.');
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).players)).not.toMatch(/"role"/);
		s = vote(toBallot(s), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, BEN]]);
		expect(lastLine(s)).toBe('Day 1: Ben goes.');
	});
});

describe('clocked: the vote', () => {
	const day1 = () => toBallot(finishNight(night1()));

	it('one sealed ballot: who has voted is public, whom for is not, until it closes', () => {
		const s = vote(day1(), [[ALICE, BEN], [BEN, CARA]]);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toMatchObject({ kind: 'ballot', voted: [ALICE, BEN], next: CARA });
		expect(JSON.stringify(table.phase)).not.toMatch(/votes|tally/);
		expect(table.log.filter((e) => e.kind === 'vote')).toEqual([]);
	});

	it('no vote for yourself, and no changing a vote', () => {
		const s = vote(day1(), [[ALICE, BEN]]);
		expect(refusal(s, { type: 'ballot.cast', voter: BEN, target: BEN })).toBe('Ben cannot vote for themselves.');
		expect(refusal(s, { type: 'ballot.cast', voter: ALICE, target: CARA })).toBe('Alice has already voted.');
	});

	it('most votes goes', () => {
		const s = vote(day1(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, FINN], [EVE, CARA], [FINN, BEN], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
	});

	it('a tie sends nobody, and there is no revote: night falls', () => {
		let s = vote(day1(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, CARA], [EVE, null], [FINN, null], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'tie' });
		expect(lastLine(s)).toBe('Day 1: A tie: nobody goes.');
		s = act(s, VERDICT);
		expect(phaseOf(s, 'dusk').night).toBe(2);
		expect(alive(s)).toHaveLength(7);
	});

	it('no votes sends nobody', () => {
		const s = vote(day1(), [[ALICE, null], [BEN, null], [CARA, null], [DEV, null], [EVE, null], [FINN, null], [GUS, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'no-votes' });
		expect(lastLine(s)).toBe('Day 1: Nobody voted: nobody goes.');
	});
});

describe('clocked: winning', () => {
	it('the Mafia win after a morning that leaves them as many as the town', () => {
		// Five players, two Mafia: one night kill leaves 2 against 2.
		const s = startNight(readCards(gameWith('clocked', ['mafia', 'villager', 'detective', 'mafia', 'villager'])));
		const morning = finishNight(act(s, pick('mafia', 'all', 1)));
		expect(winners(morning)).toEqual({ side: 'mafia', names: ['Alice', 'Dev'] });
		expect(act(morning, MORNING).phase.kind).toBe('ended');
	});

	it('the town wins the moment the last Mafia is voted out, the dead included', () => {
		let s = finishNight(act(night1(), pick('mafia', 'all', ALICE)));
		s = vote(toBallot(s), [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, BEN]]);
		s = finishNight(act(act(s, VERDICT), { type: 'night.start' }, pick('mafia', EVE, GUS)));
		s = vote(toBallot(s), [[CARA, EVE], [DEV, EVE], [EVE, CARA], [FINN, EVE]]);
		expect(winners(s)).toEqual({ side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'] });
		expect(story(s).at(-1)).toBe('Winners: Town: Alice, Cara, Dev, Finn, Gus');
		expect(act(s, VERDICT).phase.kind).toBe('ended');
	});
});
