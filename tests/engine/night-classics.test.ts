import { describe, expect, it } from 'vitest';
import { applyAction, checkTable, viewFor, type GameState, type NightWakeView, type Seat } from '../../src/lib/engine/index';
import { stepLine } from '../../src/lib/history/steps';
import { MORNING, NEXT, TALK_END, VERDICT, act, configFor, countsOf, deaths, finishNight, gameWith, narratorWake, pick, quietDay, readCards, refusal, startNight, vote, wakeUp } from './helpers';

/**
 * The Werewolf classics of the custom table that act at night or change a night's deaths (RULES.md "The custom
 * table and its new roles"): the Witch, the Elder, the Serial Killer and the Wolf Cub.
 */

const narratorNight = narratorWake;
const actOf = (s: GameState, act: 'heal' | 'poison' | 'second' | null) => narratorNight(s).acts.find((a) => a.act === act)!;
const lastNight = (s: GameState) => {
	const entry = s.log.findLast((e) => e.kind === 'night');
	if (entry?.kind !== 'night') throw new Error('no night in the log');
	return entry;
};
describe('the Witch', () => {
	// Ana the killer, Wil the Witch, Cy the Detective, Doc the Doctor, Ed and Fi Villagers.
	const ANA = 0, WIL = 1, CY = 2, DOC = 3, ED = 4, FI = 5;
	const TABLE = ['mafia', 'witch', 'detective', 'doctor', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('wakes after the Doctor and before the Detective, shown the killers\' victim, and heals only that player', () => {
		let s = night1();
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'doctor', 'witch', 'detective']);
		s = wakeUp(act(s, pick('mafia', ANA, ED), NEXT, pick('doctor', DOC, FI)), 'witch');
		expect(narratorNight(s).victims).toEqual([ED]);
		expect(actOf(s, 'heal').grids[0].choices).toEqual([{ seat: ED }]);
		expect(actOf(s, 'heal').nobody).toBe('Keep the potion');
		expect(refusal(s, pick('witch', WIL, FI, 'heal'))).toBe("Finn is not tonight's victim: the healing potion saves only a player the killers picked tonight.");
		// The death potion may take anyone but herself.
		expect(actOf(s, 'poison').grids[0].choices.filter((c) => c.refused)).toEqual([{ seat: WIL, refused: 'The death potion is for somebody else.' }]);
	});

	it('uses both potions the same night: the victim lives, the poisoned dies, and each is spent for the game', () => {
		let s = wakeUp(act(night1(), pick('mafia', ANA, ED), NEXT, pick('doctor', DOC, FI)), 'witch');
		s = act(s, pick('witch', WIL, ED, 'heal'), pick('witch', WIL, CY, 'poison'), NEXT, pick('detective', CY, ANA), NEXT);
		expect(deaths(s)).toEqual([CY]);
		expect(lastNight(s)).toMatchObject({ target: ED, healed: ED, poisoned: CY });
		expect(s.spent).toEqual({ heal: [WIL], poison: [WIL] });
		// The table hears who died, nothing of the potions.
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).log)).not.toMatch(/healed|poisoned/);
		s = wakeUp(act(quietDay(s), pick('mafia', ANA, FI), NEXT, pick('doctor', DOC, ED)), 'witch');
		expect(actOf(s, 'heal').closed).toBe('The healing potion is spent: it is used once a game.');
		expect(actOf(s, 'poison').closed).toBe('The death potion is spent: it is used once a game.');
		expect(refusal(s, pick('witch', WIL, FI, 'heal'))).toBe('The healing potion is spent: it is used once a game.');
		// Spent potions ask nothing of her: Done is open at once, and the killers' victim dies.
		expect(narratorNight(s).canEnd).toEqual({ ok: true });
		s = finishNight(s);
		expect(deaths(s)).toEqual([FI]);
	});

	it('must choose about each potion before Done, and "Keep the potion" keeps it for later', () => {
		let s = wakeUp(act(night1(), pick('mafia', ANA, ED), NEXT, pick('doctor', DOC, FI)), 'witch');
		expect(narratorNight(s).canEnd).toEqual({ ok: false, reason: 'Ben has not chosen about the healing potion yet: tap whom it saves, or “Keep the potion”.' });
		s = act(s, pick('witch', WIL, null, 'heal'));
		expect(narratorNight(s).canEnd).toEqual({ ok: false, reason: 'Ben has not chosen about the death potion yet: tap whom it kills, or “Keep the potion”.' });
		s = act(s, pick('witch', WIL, null, 'poison'), NEXT, NEXT);
		expect(deaths(s)).toEqual([ED]);
		expect(s.spent).toBeUndefined();
	});

	it('spends a heal on a player the Doctor already covered; her poison goes through the Doctor\'s cover', () => {
		let s = wakeUp(act(night1(), pick('mafia', ANA, ED), NEXT, pick('doctor', DOC, ED)), 'witch');
		s = act(s, pick('witch', WIL, ED, 'heal'), pick('witch', WIL, null, 'poison'), NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
		expect(s.spent).toEqual({ heal: [WIL], poison: [] });
		s = wakeUp(act(quietDay(s), pick('mafia', ANA, FI), NEXT, pick('doctor', DOC, CY)), 'witch');
		s = act(s, pick('witch', WIL, CY, 'poison'), NEXT, NEXT);
		expect(deaths(s)).toEqual([CY, FI]);
	});

	it('has no one to heal when the killers picked nobody, and saves herself when she is the victim', () => {
		let s = wakeUp(act(night1(), pick('mafia', ANA, null), NEXT, pick('doctor', DOC, FI)), 'witch');
		expect(actOf(s, 'heal').closed).toBe('Nobody was picked tonight: there is no one to heal.');
		expect(narratorNight(s).victims).toEqual([]);
		s = wakeUp(act(night1(), pick('mafia', ANA, WIL), NEXT, pick('doctor', DOC, FI)), 'witch');
		s = act(s, pick('witch', WIL, WIL, 'heal'), pick('witch', WIL, null, 'poison'), NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
	});

	it('is told in the History as a heal and a poison', () => {
		const s = wakeUp(act(night1(), pick('mafia', ANA, ED), NEXT, pick('doctor', DOC, FI)), 'witch');
		const line = (action: Parameters<typeof applyAction>[1]) => {
			const after = applyAction(s, action);
			return after.ok ? stepLine(s, action, after.value) : after.reason;
		};
		expect(line({ ...pick('witch', WIL, ED, 'heal'), at: 1 })).toBe('Ben (Witch) healed Eve.');
		expect(line({ ...pick('witch', WIL, CY, 'poison'), at: 1 })).toBe('Ben (Witch) poisoned Cara.');
		expect(line({ ...pick('witch', WIL, null, 'poison'), at: 1 })).toBe('Ben (Witch) kept the potion.');
	});

	it('cannot be dealt for a night where everyone takes the phone, and says why', () => {
		const config = configFor('custom', countsOf([...TABLE]), TABLE.length, { narration: 'round', ballotMode: 'secret' });
		expect(checkTable(config)).toContain(
			"The Witch must be shown tonight's victim before choosing, which a night where everyone takes the phone cannot do: let a narrator or the app run the night."
		);
	});
});

describe('the Elder', () => {
	// Ana the killer, Eld the Elder, Cy the Detective, Sni the Sniper, Ed and Fi Villagers.
	const ANA = 0, ELD = 1, CY = 2, SNI = 3, ED = 4;
	const TABLE = ['mafia', 'elder', 'detective', 'sniper', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('survives the first night kill silently, and the second kills him', () => {
		let s = act(night1(), pick('mafia', ANA, ELD), NEXT, NEXT, NEXT);
		expect(deaths(s)).toEqual([]);
		expect(lastNight(s).absorbed).toEqual([ELD]);
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).log)).not.toMatch(/absorbed/);
		s = act(quietDay(s), pick('mafia', ANA, ELD), NEXT, NEXT, NEXT);
		expect(deaths(s)).toEqual([ELD]);
	});

	it("dies at once of a shot, and of a vote, even the first time", () => {
		const shot = act(night1(), pick('mafia', ANA, ED), NEXT, NEXT, pick('sniper', SNI, ELD), NEXT);
		expect(deaths(shot)).toEqual([ELD, SNI, ED].sort((a, b) => a - b));
		let s = act(night1(), pick('mafia', ANA, ED), NEXT, NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ANA, ELD], [ELD, ANA], [CY, ELD], [SNI, ELD], [5, ELD]]);
		expect(s.players[ELD].alive).toBe(false);
	});

	it('is called "Elder" in the Werewolf set, where the Die-hard is now the Tough Guy: no two roles share a name', () => {
		const werewolf = gameWith('custom', ['mafia', 'elder', 'diehard', 'sniper', 'villager', 'villager']);
		const config = { ...werewolf.config, theme: { builtIn: 'werewolf' as const } };
		expect(checkTable(config)).toEqual([]);
		const names = viewFor({ ...werewolf, config }, { kind: 'narrator' }).names.roles;
		expect([names.elder.one, names.diehard.one]).toEqual(['Elder', 'Tough Guy']);
		const clash = { ...werewolf.config, theme: { roles: { elder: { one: 'Old One', many: 'Old Ones' }, diehard: { one: 'old one', many: 'Old Ones' } } } };
		expect(checkTable(clash)).toContain('Two roles dealt are both called “old one”: the table could not tell them apart. Give one another name in the theme.');
	});
});

describe('the Serial Killer', () => {
	// Ana the killer, Sam the Serial Killer, Cy the Detective, Doc the Doctor, Ed and Fi Villagers.
	const ANA = 0, SAM = 1, CY = 2, DOC = 3, ED = 4, FI = 5;
	const TABLE = ['mafia', 'serialkiller', 'detective', 'doctor', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('wakes alone after the killers and kills one player; the Doctor\'s cover stops him; he never picks himself', () => {
		let s = night1();
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'serialkiller', 'doctor', 'detective']);
		s = act(s, pick('mafia', ANA, ED), NEXT);
		expect(refusal(s, pick('serialkiller', SAM, SAM))).toBe('Ben cannot pick themselves.');
		s = act(s, pick('serialkiller', SAM, FI), NEXT, pick('doctor', DOC, FI), NEXT, pick('detective', CY, SAM), NEXT);
		expect(deaths(s)).toEqual([ED]);
		expect(lastNight(s)).toMatchObject({ stabbed: FI, covered: FI, check: { target: SAM, answer: 'not-mafia' } });
	});

	it('keeps the town from winning while he lives, and wins alone with one other player alive', () => {
		let s = act(night1(), pick('mafia', ANA, DOC), NEXT, pick('serialkiller', SAM, CY), NEXT, NEXT, NEXT);
		expect(deaths(s)).toEqual([CY, DOC]);
		s = vote(act(s, MORNING, TALK_END), [[ANA, SAM], [SAM, ANA], [ED, ANA], [FI, ANA]]);
		// The killers are gone, but the Serial Killer lives: nobody has won.
		expect(s.players[ANA].alive).toBe(false);
		expect(s.winner).toBeNull();
		s = finishNight(act(wakeUp(startNight(act(s, VERDICT)), 'serialkiller'), pick('serialkiller', SAM, ED)));
		expect(s.winner).toEqual({ side: 'serial', seats: [SAM] });
	});

	it('keeps the killers from winning at parity while he lives; with both dead the town wins', () => {
		let s = act(night1(), pick('mafia', ANA, DOC), NEXT, pick('serialkiller', SAM, CY), NEXT, NEXT, NEXT, MORNING, TALK_END);
		s = vote(s, [[ANA, ED], [SAM, ED], [ED, ANA], [FI, ED]]);
		// Ana, Sam and Fi alive: one killer and two others, and the Serial Killer keeps anyone from winning.
		expect(s.winner).toBeNull();
		s = finishNight(act(startNight(act(s, VERDICT)), pick('mafia', ANA, SAM), NEXT, pick('serialkiller', SAM, ANA)));
		// Both die the same night: the town has won, Fi alive among them.
		expect(deaths(s)).toEqual([ANA, SAM]);
		expect(s.winner?.side).toBe('town');
	});
});

describe('the Wolf Cub', () => {
	// Ana a killer, Cub the Wolf Cub, Cy the Detective, Doc the Doctor, Ed, Fi and Gus Villagers.
	const ANA = 0, CUB = 1, CY = 2, DOC = 3, ED = 4, FI = 5, GUS = 6;
	const TABLE = ['mafia', 'wolfcub', 'detective', 'doctor', 'villager', 'villager', 'villager'] as const;
	const day1 = () => act(startNight(readCards(gameWith('custom', [...TABLE]))), pick('mafia', 'all', ED), NEXT, pick('doctor', DOC, FI), NEXT, pick('detective', CY, CUB), NEXT, MORNING, TALK_END);

	it('picks with the killers and is read as one of them', () => {
		const s = day1();
		expect(lastNight(s)).toMatchObject({ target: ED, check: { target: CUB, answer: 'mafia' } });
	});

	it('voted out, gives the killers two victims the next night: two picks, the second never the first, then back to one', () => {
		let s = vote(day1(), [[ANA, CY], [CUB, CY], [CY, CUB], [DOC, CUB], [FI, CUB], [GUS, CUB]]);
		expect(s.players[CUB].alive).toBe(false);
		s = startNight(act(s, VERDICT));
		expect(s.phase.kind === 'night' && s.phase.wakes[0]).toMatchObject({ role: 'mafia', double: true });
		expect(narratorNight(s).acts.map((a) => a.act)).toEqual([null, 'second']);
		expect(narratorNight(s).canEnd).toEqual({ ok: false, reason: 'The Mafia has not picked: tap a player or Nobody.' });
		s = act(s, pick('mafia', ANA, CY));
		expect(narratorNight(s).canEnd).toEqual({ ok: false, reason: 'The second victim is not picked yet: tap a player, or “Nobody”.' });
		expect(refusal(s, pick('mafia', ANA, CY, 'second'))).toBe('Cara is already the first victim: pick somebody else, or nobody.');
		s = act(s, pick('mafia', ANA, GUS, 'second'), NEXT, pick('doctor', DOC, DOC), NEXT, NEXT);
		expect(deaths(s)).toEqual([CY, GUS]);
		expect(lastNight(s)).toMatchObject({ target: CY, second: GUS });
		expect(s.cubAvenged).toBeUndefined();
		s = quietDay(s);
		expect(s.phase.kind === 'night' && s.phase.wakes[0].double).toBeUndefined();
	});

	it("the Doctor's cover saves either victim", () => {
		let s = vote(day1(), [[ANA, CY], [CUB, CY], [CY, CUB], [DOC, CUB], [FI, CUB], [GUS, CUB]]);
		s = act(startNight(act(s, VERDICT)), pick('mafia', ANA, CY), pick('mafia', ANA, GUS, 'second'), NEXT, pick('doctor', DOC, GUS), NEXT, NEXT);
		expect(deaths(s)).toEqual([CY]);
	});

	it('killed at night (a shot), gives the killers two victims the next night too', () => {
		// Seat 2 is a Sniper here.
		const SNI = 2;
		let s = startNight(readCards(gameWith('custom', ['mafia', 'wolfcub', 'sniper', 'doctor', 'villager', 'villager', 'villager'])));
		s = act(s, pick('mafia', 'all', ED), NEXT, NEXT, pick('sniper', SNI, CUB), NEXT);
		expect(deaths(s)).toEqual([CUB, ED]);
		expect(s.cubAvenged).toBe(true);
		s = quietDay(s);
		expect(s.phase.kind === 'night' && s.phase.wakes[0]).toMatchObject({ role: 'mafia', actors: [ANA], double: true });
	});

	it('calls the killers once on a night of two victims, as long as any night (app-narrated)', () => {
		const app = { narration: 'app' as const, ballotMode: 'secret' as const };
		let s = readCards(gameWith('custom', [...TABLE], app));
		s = startNight(s);
		const wakes = s.phase.kind === 'night' ? s.phase.wakes.length : 0;
		const killed = { ...s, cubAvenged: true as const, players: s.players.map((p) => (p.seat === CUB ? { ...p, alive: false } : p)) };
		const double = startNight({ ...killed, phase: { kind: 'dusk', night: 2 } });
		const single = startNight({ ...killed, cubAvenged: undefined, phase: { kind: 'dusk', night: 2 } });
		expect(double.phase.kind === 'night' && double.phase.wakes.length).toBe(wakes);
		// What the table sees and hears of the night is the same as on a night of one victim.
		const heard = (s: GameState) => ({ ...viewFor(s, { kind: 'table' }).phase, clock: null });
		expect(heard(double)).toEqual(heard(single));
	});

	it('cannot be dealt for a night where everyone takes the phone, and says why', () => {
		const config = configFor('custom', countsOf([...TABLE]), TABLE.length, { narration: 'round', ballotMode: 'secret' });
		expect(checkTable(config)).toContain(
			'With a Wolf Cub dealt, the killers may have to pick two victims together, which a night where everyone takes the phone cannot do: let a narrator or the app run the night.'
		);
	});
});
