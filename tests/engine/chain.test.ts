import { describe, expect, it } from 'vitest';
import { tableStory, viewFor, type GameState, type NightWakeView, type Seat } from '../../src/lib/engine/index';
import { cardWords } from '../../src/lib/script/words/card';
import { MORNING, NEXT, TALK_END, VERDICT, abstainAll, act, deaths, finishNight, gameWith, narratorWake, pick, readCards, refusal, startNight, vote, wakeUp } from './helpers';

/**
 * Cupid, the Lovers and the Hunter (RULES.md "The custom table"): what a death sets off, in one order — the deaths of a
 * step together, then each dead Lover's partner, then each dead Hunter's shot, again until nothing more happens, then
 * the win check.
 */

const narratorNight = narratorWake;
const SHOOT = (target: Seat) => ({ type: 'last.pick' as const, target });
const GO_ON = { type: 'last.continue' as const };

describe('Cupid and the Lovers', () => {
	// Alice is Cupid, Ben a killer, Cara the Detective, Dev, Eve and Finn Villagers.
	const CU = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5;
	const TABLE = ['cupid', 'mafia', 'detective', 'villager', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('wakes first on the first night only, links two players, and never "nobody"', () => {
		let s = night1();
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['cupid', 'mafia', 'detective']);
		expect(narratorNight(s).acts.map((a) => [a.act, a.nobody])).toEqual([['lover', ''], ['beloved', '']]);
		expect(refusal(s, pick('cupid', CU, null, 'lover'))).toBe('Cupid links two players: pick a player.');
		expect(narratorNight(s).canEnd).toEqual({ ok: false, reason: 'Alice has not picked both Lovers yet.' });
		s = act(s, pick('cupid', CU, DEV, 'lover'));
		expect(refusal(s, pick('cupid', CU, DEV, 'beloved'))).toBe('Dev is already the first Lover: pick another player.');
		s = act(s, pick('cupid', CU, EVE, 'beloved'), NEXT, pick('mafia', BEN, FINN), NEXT, NEXT);
		expect(s.lovers).toEqual([DEV, EVE]);
		expect(s.log.at(-1)).toMatchObject({ kind: 'night', lovers: [DEV, EVE], deaths: [FINN] });
		s = startNight(act(abstainAll(act(s, MORNING, TALK_END)), VERDICT));
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'detective']);
	});

	it('each Lover learns the other on the card, in the one line every card has', () => {
		const s = finishNight(act(night1(), pick('cupid', CU, DEV, 'lover'), pick('cupid', CU, BEN, 'beloved')));
		const card = (seat: Seat) => viewFor(s, { kind: 'seat', seat }).card!;
		expect(card(DEV).lover).toBe('Ben');
		expect(cardWords.partners(card(DEV), viewFor(s, { kind: 'seat', seat: DEV }).names)).toBe('You are in love with Ben: if one of you dies, so does the other.');
		expect(card(BEN).lover).toBe('Dev');
		expect(card(CARA).lover).toBeUndefined();
		// The table hears nothing of the link.
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).log)).not.toMatch(/lovers/);
	});

	it('a Lover killed in the night takes the other with him, the same morning', () => {
		const s = act(night1(), pick('cupid', CU, DEV, 'lover'), pick('cupid', CU, EVE, 'beloved'), NEXT, pick('mafia', BEN, DEV), NEXT, NEXT);
		expect(deaths(s)).toEqual([DEV, EVE]);
		expect(s.log.at(-1)).toMatchObject({ grief: [EVE] });
		// The morning says who died of grief, on the screen, aloud, and in the story.
		const morning = viewFor(s, { kind: 'table' }).phase;
		expect(morning.kind === 'morning' && morning.grief.map((p) => p.name)).toEqual(['Eve']);
		expect(tableStory(s).slice(-2)).toEqual(['Night 1: Dev and Eve died in the night.', 'Night 1: Eve dies of grief.']);
	});

	it('a Lover voted out takes the other with him, and the table is told', () => {
		let s = act(night1(), pick('cupid', CU, DEV, 'lover'), pick('cupid', CU, CARA, 'beloved'), NEXT, pick('mafia', BEN, FINN), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[CU, DEV], [BEN, DEV], [CARA, BEN], [DEV, BEN], [EVE, DEV]]);
		expect(s.players[CARA].alive).toBe(false);
		const verdict = viewFor(s, { kind: 'table' }).phase;
		expect(verdict.kind === 'verdict' && verdict.grief.map((p) => p.name)).toEqual(['Cara']);
		expect(tableStory(s).slice(-2)).toEqual(['Day 1: Dev (Villager) goes.', 'Day 1: Cara dies of grief.']);
	});

	it('Lovers of opposite sides win together as the last two alive, and with no side before that', () => {
		// Ben the killer and Dev: the killers' parity with Dev alive is not Ben's win.
		let s = act(night1(), pick('cupid', CU, BEN, 'lover'), pick('cupid', CU, DEV, 'beloved'), NEXT, pick('mafia', BEN, FINN), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[CU, EVE], [BEN, EVE], [CARA, EVE], [DEV, EVE], [EVE, CU]]);
		s = finishNight(act(startNight(act(s, VERDICT)), pick('mafia', BEN, CARA)));
		s = vote(act(s, MORNING, TALK_END), [[CU, DEV], [BEN, CU], [DEV, CU]]);
		expect(s.winner).toEqual({ side: 'lovers', seats: [BEN, DEV] });
		expect(tableStory(s).at(-1)).toBe('Winners: Lovers: Ben, Dev');
	});
});

describe('the Hunter', () => {
	// Alice (ANA) and Ben (BO) killers, Cara (HU) the Hunter, Dev (CARA) the Detective, Eve, Finn and Gus Villagers.
	const ANA = 0, BO = 1, HU = 2, CARA = 3, DEV = 4, EVE = 5, FINN = 6;
	const TABLE = ['mafia', 'mafia', 'hunter', 'detective', 'villager', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('killed in the night, takes his shot once the morning is announced, before the day; his card is shown', () => {
		let s = act(night1(), pick('mafia', 'all', HU), NEXT, NEXT);
		expect(deaths(s)).toEqual([HU]);
		s = act(s, MORNING);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase).toMatchObject({ kind: 'lastAct', by: { seat: HU, role: 'hunter' }, done: null, canContinue: { ok: false } });
		expect(table.phase.kind === 'lastAct' && table.phase.choices.map((c) => c.seat)).toEqual([ANA, BO, CARA, DEV, EVE, FINN]);
		expect(refusal(s, GO_ON)).toBe('Cara must take somebody with him first: tap the player he points at.');
		expect(refusal(s, SHOOT(HU))).toBe('Cara is dead.');
		s = act(s, SHOOT(ANA));
		expect(s.players[ANA].alive).toBe(false);
		expect(refusal(s, SHOOT(BO))).toBe('Cara has taken the shot: tap Continue.');
		expect(tableStory(s).at(-1)).toBe('Day 1: Cara takes Alice with him.');
		s = act(s, GO_ON);
		expect(s.phase.kind).toBe('talk');
	});

	it('voted out, shoots before the night; the win check waits for his shot', () => {
		let s = act(night1(), pick('mafia', 'all', DEV), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ANA, HU], [BO, HU], [HU, ANA], [CARA, ANA], [EVE, BO], [FINN, HU]]);
		// Two killers against Cara, Eve and Finn: nobody has won yet, and the Hunter still owes his shot.
		expect(s.winner).toBeNull();
		s = act(s, VERDICT);
		expect(s.phase.kind).toBe('lastAct');
		s = act(s, SHOOT(CARA), GO_ON);
		// Ana and Bo against Eve and Finn: the killers' parity, checked after the shot.
		expect(s.winner?.side).toBe('mafia');
		expect(s.phase.kind).toBe('ended');
	});

	it("whose shot kills the last killer ends the game for the town", () => {
		let s = act(night1(), pick('mafia', 'all', DEV), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ANA, BO], [BO, ANA], [HU, BO], [CARA, BO], [EVE, BO], [FINN, BO]]);
		s = act(startNight(act(s, VERDICT)), pick('mafia', ANA, HU), NEXT, NEXT);
		// The killer is dead only once he shoots: until then nobody has won.
		expect(s.winner).toBeNull();
		s = act(s, MORNING, SHOOT(ANA), GO_ON);
		expect(s.winner?.side).toBe('town');
		expect(s.phase.kind).toBe('ended');
	});

	it('shoots a Lover: the other dies of grief in the same step', () => {
		const seats = ['cupid', 'mafia', 'hunter', 'detective', 'villager', 'villager', 'villager'] as const;
		let s = startNight(readCards(gameWith('custom', [...seats])));
		s = act(s, pick('cupid', 0, 4, 'lover'), pick('cupid', 0, 5, 'beloved'), NEXT, pick('mafia', 1, 2), NEXT, NEXT, MORNING);
		s = act(s, SHOOT(4));
		expect(s.players[5].alive).toBe(false);
		expect(s.log.at(-1)).toMatchObject({ kind: 'lastAct', by: 2, target: 4, deaths: [4, 5] });
		const view = viewFor(s, { kind: 'table' }).phase;
		expect(view.kind === 'lastAct' && view.done?.grief.map((p) => p.name)).toEqual(['Finn']);
	});

	it('shoots the Lover at the higher seat: the step still lists its deaths in seat order, his partner named as grief', () => {
		const seats = ['cupid', 'mafia', 'hunter', 'detective', 'villager', 'villager', 'villager'] as const;
		let s = startNight(readCards(gameWith('custom', [...seats])));
		s = act(s, pick('cupid', 0, 4, 'lover'), pick('cupid', 0, 5, 'beloved'), NEXT, pick('mafia', 1, 2), NEXT, NEXT, MORNING);
		s = act(s, SHOOT(5));
		expect(s.log.at(-1)).toMatchObject({ kind: 'lastAct', by: 2, target: 5 });
		expect(s.log.at(-1)?.kind === 'lastAct' && s.log.at(-1)).toHaveProperty('deaths', [4, 5]);
		const view = viewFor(s, { kind: 'table' }).phase;
		expect(view.kind === 'lastAct' && view.done?.grief.map((p) => p.name)).toEqual(['Eve']);
	});

	it('dead of grief, shoots too: the chain runs the kill, then grief, then the shot, then the win check', () => {
		// Cupid links the Hunter and Dev; the killer kills Dev; the Hunter dies of grief, and his shot takes the killer.
		const seats = ['cupid', 'mafia', 'hunter', 'villager', 'villager', 'villager', 'detective'] as const;
		let s = startNight(readCards(gameWith('custom', [...seats])));
		s = act(s, pick('cupid', 0, 2, 'lover'), pick('cupid', 0, 3, 'beloved'), NEXT, pick('mafia', 1, 3), NEXT, NEXT);
		expect(deaths(s)).toEqual([2, 3]);
		expect(s.log.at(-1)).toMatchObject({ grief: [2] });
		expect(s.winner).toBeNull();
		s = act(s, MORNING);
		expect(s.phase).toMatchObject({ kind: 'lastAct', by: 2 });
		s = act(s, SHOOT(1), GO_ON);
		expect(s.winner?.side).toBe('town');
	});

	it("shoots the Die-hard: his spare life takes the shot, and the next kill is his death", () => {
		// Alice the killer, Ben the Die-hard, Cara the Hunter, Dev the Detective, Eve, Finn and Gus Villagers.
		const seats = ['mafia', 'diehard', 'hunter', 'detective', 'villager', 'villager', 'villager'] as const;
		let s = startNight(readCards(gameWith('custom', [...seats])));
		s = act(s, pick('mafia', 0, 2), NEXT, NEXT, MORNING, SHOOT(1));
		expect(s.players[1].alive).toBe(true);
		expect(s.log.at(-1)).toEqual({ kind: 'lastAct', day: 1, by: 2, act: 'shot', target: 1, deaths: [] });
		expect(tableStory(s).at(-1)).toBe('Day 1: Ben survives the shot.');
		s = act(abstainAll(act(s, GO_ON, TALK_END)), VERDICT);
		// His spare life is spent: the killers' pick tonight is his death.
		s = finishNight(act(startNight(s), pick('mafia', 0, 1)));
		expect(deaths(s)).toEqual([1]);
	});

	it('shoots the Wolf Cub: the killers take two victims the next night', () => {
		// Alice the killer, Ben the Wolf Cub, Cara the Hunter, Dev the Detective, Eve, Finn, Gus and Hana Villagers.
		const seats = ['mafia', 'wolfcub', 'hunter', 'detective', 'villager', 'villager', 'villager', 'villager'] as const;
		let s = startNight(readCards(gameWith('custom', [...seats])));
		s = act(s, pick('mafia', 'all', 2), NEXT, NEXT, MORNING, SHOOT(1));
		expect(s.players[1].alive).toBe(false);
		s = startNight(act(abstainAll(act(s, GO_ON, TALK_END)), VERDICT));
		expect(narratorNight(s).acts.map((a) => a.act)).toEqual([null, 'second']);
	});
});

describe('the Mayor', () => {
	// Alice a killer, Ben the Mayor, Cara the Detective, Dev, Eve and Finn Villagers; Gus a second killer.
	const ALICE = 0, MAYOR = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
	const TABLE = ['mafia', 'mayor', 'detective', 'villager', 'villager', 'villager', 'mafia'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('is public from the first morning: the table sees who he is, and the talk says what his vote does', () => {
		let s = night1();
		expect(viewFor(s, { kind: 'table' }).mayor).toBeNull();
		s = act(s, pick('mafia', 'all', FINN), NEXT, NEXT);
		const table = viewFor(s, { kind: 'table' });
		expect(table.mayor).toBe(MAYOR);
		expect(table.players[MAYOR].role).toBe('mayor');
	});

	it('breaks a tie: the one of the tied he voted for goes, instead of a revote', () => {
		let s = act(night1(), pick('mafia', 'all', FINN), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ALICE, DEV], [MAYOR, GUS], [CARA, GUS], [DEV, ALICE], [EVE, DEV], [GUS, CARA]]);
		expect(s.phase).toMatchObject({ kind: 'verdict', outcome: { kind: 'out', seat: GUS, mayor: true } });
		expect(tableStory(s).at(-1)).toBe('Day 1: A tie, and the Mayor voted for Gus (Mafia): Gus (Mafia) goes.');
	});

	it('whose vote is not for one of the tied leaves the tie to the rule set', () => {
		let s = act(night1(), pick('mafia', 'all', FINN), NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ALICE, DEV], [MAYOR, null], [CARA, GUS], [DEV, GUS], [EVE, DEV], [GUS, CARA]]);
		expect(s.phase).toMatchObject({ kind: 'verdict', outcome: { kind: 'revote', tied: [DEV, GUS] } });
	});

	it('killed in the night names a living successor, publicly; the office passes, and so does the tie-break', () => {
		let s = act(night1(), pick('mafia', 'all', MAYOR), NEXT, NEXT, MORNING);
		expect(s.phase).toMatchObject({ kind: 'lastAct', by: MAYOR, act: 'successor' });
		expect(refusal(s, SHOOT(MAYOR))).toBe('Ben is dead.');
		s = act(s, SHOOT(CARA));
		expect(s.players.every((p) => p.seat === MAYOR || p.alive)).toBe(true);
		expect(tableStory(s).at(-1)).toBe('Day 1: Cara is the Mayor now.');
		// Naming a successor kills nobody: the step's record lists no deaths.
		expect(s.log.at(-1)).toMatchObject({ kind: 'lastAct', act: 'successor', target: CARA });
		expect(s.log.at(-1)).toHaveProperty('deaths', []);
		s = act(s, GO_ON);
		expect(s.phase.kind).toBe('talk');
		expect(viewFor(s, { kind: 'table' }).mayor).toBe(CARA);
		// Cara's card stays hers: the office is public, her role is not.
		expect(viewFor(s, { kind: 'table' }).players[CARA].role).toBeUndefined();
		s = vote(act(s, TALK_END), [[ALICE, DEV], [CARA, GUS], [DEV, GUS], [EVE, DEV], [FINN, ALICE], [GUS, CARA]]);
		expect(s.phase).toMatchObject({ kind: 'verdict', outcome: { kind: 'out', seat: GUS, mayor: true } });
	});

	it('voted out, names his successor before the night; in a won game, nobody asks him', () => {
		let s = act(night1(), pick('mafia', 'all', FINN), NEXT, NEXT, MORNING, TALK_END);
		s = act(vote(s, [[ALICE, MAYOR], [MAYOR, ALICE], [CARA, MAYOR], [DEV, MAYOR], [EVE, ALICE], [GUS, MAYOR]]), VERDICT);
		expect(s.phase).toMatchObject({ kind: 'lastAct', act: 'successor' });
		s = act(s, SHOOT(EVE), GO_ON);
		expect(s.phase.kind).toBe('dusk');
		expect(s.mayor).toBe(EVE);
		// The killers take Eve, and are at parity with Cara and Dev: the game is won, and nobody names a successor.
		s = finishNight(act(startNight(s), pick('mafia', 'all', EVE)));
		expect(s.winner?.side).toBe('mafia');
		s = act(s, MORNING);
		expect(s.phase.kind).toBe('ended');
		expect(s.log.filter((e) => e.kind === 'lastAct')).toHaveLength(1);
	});
});

describe('Dr. Lecter, the last of the killers', () => {
	it('inherits the kill, so a table where only he is left can still end (ours)', () => {
		// Alice the Godfather, Ben Dr. Lecter, Cara the Detective, Dev the Village Idiot, Eve and Finn Villagers.
		let s = startNight(readCards(gameWith('custom', ['godfather', 'lecter', 'detective', 'idiot', 'villager', 'villager'])));
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => [w.role, w.actors])).toEqual([['mafia', [0]], ['lecter', [1]], ['detective', [2]]]);
		s = act(s, pick('mafia', 0, 4), NEXT, NEXT, NEXT, MORNING, TALK_END);
		s = act(vote(s, [[0, 2], [1, 2], [2, 0], [3, 0], [5, 0]]), VERDICT);
		expect(s.players[0].alive).toBe(false);
		s = startNight(s);
		// With the Godfather gone, Ben wakes with the killers' call and makes the kill; his own call has nobody, and is
		// called for show where dead roles are.
		const lecterCall = s.config.options.callDeadRoles ? [['lecter', []]] : [];
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => [w.role, w.actors])).toEqual([['mafia', [1]], ...lecterCall, ['detective', [2]]]);
		s = finishNight(act(s, pick('mafia', 1, 2)));
		expect(deaths(s)).toEqual([2]);
	});
});
