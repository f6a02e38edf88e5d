import { describe, it, expect } from 'vitest';
import {
	PRESETS,
	STORY_CAST,
	castCharacters,
	checkRoles,
	checkTable,
	checkWinner,
	mafiaTarget,
	namesFor,
	suggestRoles,
	viewFor,
	wakesFor,
	type GameOptions,
	type GameState,
	type RoleId
} from '../../src/lib/engine/index';
import {
	MORNING,
	NEXT,
	TALK_END,
	VERDICT,
	WORD,
	act,
	alive,
	configFor,
	deaths,
	finishNight,
	gameWith,
	lastLine,
	names,
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

// `storyteller` ("MAFIA by Perkuno", seeds/003). Ben and Eve Mafia, Cara Detective, Dev Doctor,
// Finn the Seductress, Gus the Jester, Alice and Hana Townspeople.
const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6, HANA = 7;
const EIGHT: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'seductress', 'jester', 'villager'];
const storyteller = (options: Partial<GameOptions> = {}) => gameWith('storyteller', EIGHT, options);
const night1 = (options: Partial<GameOptions> = {}) => startNight(readCards(storyteller(options)));
/** Morning → (last words) → the talk → the ballot. */
function toBallot(s: GameState): GameState {
	s = act(s, MORNING);
	while (s.phase.kind === 'lastWord') s = act(s, WORD);
	return act(s, TALK_END);
}
/** A night where only the Seductress acts. */
const silencing = (target: number, options: Partial<GameOptions> = {}) =>
	finishNight(act(wakeUp(night1(options), 'seductress'), pick('seductress', FINN, target)));

describe('storyteller: the table', () => {
	it.each([
		[4, { mafia: 1, detective: 1, doctor: 0, seductress: 0, jester: 0 }],
		[5, { mafia: 1, detective: 1, doctor: 1, seductress: 0, jester: 0 }],
		[6, { mafia: 1, detective: 1, doctor: 1, seductress: 0, jester: 0 }],
		[7, { mafia: 2, detective: 1, doctor: 1, seductress: 0, jester: 0 }],
		[8, { mafia: 2, detective: 1, doctor: 1, seductress: 0, jester: 0 }],
		[9, { mafia: 2, detective: 1, doctor: 1, seductress: 1, jester: 0 }],
		[11, { mafia: 2, detective: 1, doctor: 1, seductress: 1, jester: 0 }],
		[12, { mafia: 3, detective: 1, doctor: 1, seductress: 1, jester: 1 }],
		[15, { mafia: 3, detective: 1, doctor: 1, seductress: 1, jester: 1 }],
		[16, { mafia: 4, detective: 1, doctor: 1, seductress: 1, jester: 1 }],
		[20, { mafia: 4, detective: 1, doctor: 1, seductress: 1, jester: 1 }]
	])('suggests for %i players the source’s table, Townspeople for the rest', (n, roles) => {
		const others = Object.values(roles).reduce((a, b) => a + b, 0);
		expect(suggestRoles('storyteller', n)).toEqual({ ...roles, villager: n - others });
		expect(checkTable(configFor('storyteller', suggestRoles('storyteller', n), n))).toEqual([]);
	});

	it('seats 4 to 20 players (the narrator does not play)', () => {
		expect(checkTable(configFor('storyteller', { mafia: 1, detective: 1, villager: 1 }, 3)).join(' ')).toMatch(
			/Storyteller needs at least 4 players; there are 3/
		);
		const twentyOne = { ...configFor('storyteller', { mafia: 4, detective: 1, doctor: 1, villager: 15 }, 20) };
		twentyOne.players = [...twentyOne.players, 'Uma'];
		expect(checkTable(twentyOne).join(' ')).toMatch(/Storyteller seats at most 20 players; there are 21/);
	});

	it('the host may change the suggestion', () => {
		expect(checkRoles('storyteller', 8, { mafia: 2, detective: 1, doctor: 1, seductress: 1, jester: 1, villager: 2 })).toEqual([]);
		expect(checkRoles('storyteller', 6, { mafia: 1, jester: 1, villager: 4 })).toEqual([]);
	});

	it('refuses what the rules do not allow, saying why', () => {
		expect(checkRoles('storyteller', 6, { mafia: 3, detective: 1, villager: 2 }).join(' ')).toMatch(
			/3 Mafia against 3: the Mafia must be fewer than the rest/
		);
		expect(checkRoles('storyteller', 8, { mafia: 2, seductress: 2, villager: 4 })).toContain('Deal at most one Seductress.');
		expect(checkRoles('storyteller', 8, { mafia: 2, jester: 2, villager: 4 })).toContain('Deal at most one Jester.');
		expect(checkRoles('storyteller', 8, { godfather: 1, mafia: 1, villager: 6 })).toContain('Storyteller has no Godfather.');
		expect(checkRoles('storyteller', 6, { detective: 1, villager: 5 })).toContain('Deal at least one Mafia.');
	});

	it('calls plain town players Townspeople', () => {
		expect(namesFor('storyteller').roles.villager).toMatchObject({ one: 'Townsperson', many: 'Townspeople' });
	});
});

describe('storyteller: the story characters', () => {
	it('the built-in story has at least 20 characters, each with a one-line description', () => {
		expect(STORY_CAST.length).toBeGreaterThanOrEqual(20);
		expect(new Set(STORY_CAST.map((c) => c.name)).size).toBe(STORY_CAST.length);
		for (const { name, line } of STORY_CAST) {
			expect(name.trim()).not.toBe('');
			expect(line, name).toMatch(/^[A-Z].{10,100}\.$/);
			expect(line, name).not.toMatch(/\n/);
		}
	});

	it('no character hints at a role', () => {
		const hints =
			/mafia|kill|murder|victim|doctor|heal|cure|medic|nurse|protect|guard|save|detect|investig|inspect|check|suspect|spy|seduc|silen|charm|jest|fool|joke|prank|snip|shoot|gun|godfather|boss|poison|knife|blood|secret|\blie|liar|villager|townsperson|who walked|remembers/i;
		for (const { name, line } of STORY_CAST) expect(`${name}: ${line}`).not.toMatch(hints);
	});

	it('every player gets a different character, drawn from the seed', () => {
		const config = configFor('storyteller', suggestRoles('storyteller', 20), 20);
		const cast = castCharacters(config);
		expect(new Set(cast).size).toBe(20);
		expect(castCharacters(config)).toEqual(cast);
		const others = [2, 3, 4, 5].map((seed) => castCharacters({ ...config, seed }));
		expect(others.some((c) => JSON.stringify(c) !== JSON.stringify(cast))).toBe(true);
	});

	it('the card shows the character above the role; the table sees characters, never roles', () => {
		const s = storyteller();
		const card = viewFor(s, { kind: 'seat', seat: BEN }).card!;
		expect(card.character).toEqual(STORY_CAST[s.characters![BEN]]);
		expect(card.role).toBe('mafia');
		// Partners are on the card in this preset.
		expect(card.partners).toEqual(['Eve']);
		const table = viewFor(s, { kind: 'table' });
		expect(table.players.every((p) => p.character && !p.role)).toBe(true);
	});

	it('only storyteller deals characters', () => {
		expect(gameWith('classic', ['villager', 'mafia', 'detective', 'villager', 'villager']).characters).toBeNull();
	});
});

describe('storyteller: the night', () => {
	it('wakes the Mafia, the Seductress, the Doctor, the Detective; never the Jester or the Townspeople', () => {
		expect(wakesFor(night1()).map((w) => w.role)).toEqual(['mafia', 'seductress', 'doctor', 'detective']);
	});

	it('the Detective sees the Seductress and the Jester as not mafia', () => {
		const at = () => wakeUp(night1(), 'detective');
		for (const [target, answer] of [[FINN, 'not-mafia'], [GUS, 'not-mafia'], [BEN, 'mafia']] as const) {
			expect(finishNight(act(at(), pick('detective', CARA, target))).log.at(-1)).toMatchObject({ check: { target, answer } });
		}
	});

	it('the Doctor may cover himself, but not the same player two nights running', () => {
		const atDoctor = () => wakeUp(night1(), 'doctor');
		expect(deaths(finishNight(act(night1(), pick('mafia', 'all', DEV), NEXT, NEXT, pick('doctor', DEV, DEV))))).toEqual([]);
		let s = finishNight(act(atDoctor(), pick('doctor', DEV, ALICE)));
		s = toBallot(s);
		s = vote(s, phaseOf(s, 'ballot').voters.map((v) => [v, null]));
		s = wakeUp(startNight(act(s, VERDICT)), 'doctor');
		expect(refusal(s, pick('doctor', DEV, ALICE))).toBe('Dev covered Alice last night: not the same player two nights running.');
	});
});

describe("storyteller: the Mafia's picks", () => {
	// Three Mafia: Ben, Eve and Ivo.
	const TEN: RoleId[] = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'seductress', 'jester', 'villager', 'mafia', 'villager'];
	const IVO = 8;
	const night = () => startNight(readCards(gameWith('storyteller', TEN)));

	it('most picks wins', () => {
		const s = finishNight(act(night(), pick('mafia', BEN, HANA), pick('mafia', EVE, ALICE), pick('mafia', IVO, HANA)));
		expect(deaths(s)).toEqual([HANA]);
	});

	it('a tie is settled at random among the tied, from the game’s seed', () => {
		const tied = act(night(), pick('mafia', BEN, ALICE), pick('mafia', EVE, HANA), pick('mafia', IVO, null));
		const victim = deaths(finishNight(tied));
		expect([[ALICE], [HANA]]).toContainEqual(victim);
		// The same game settles it the same way, every time.
		expect(deaths(finishNight(tied))).toEqual(victim);
		// Across seeds, both tied players can be chosen, and nobody else ever is.
		const chosen = new Set<number | null>();
		for (let seed = 0; seed < 40; seed++) {
			const other = { ...tied, config: { ...tied.config, seed } };
			chosen.add(mafiaTarget(other, phaseOf(other, 'night')));
		}
		expect([...chosen].sort()).toEqual([ALICE, HANA]);
	});

	it('no picks: nobody dies', () => {
		expect(deaths(finishNight(night()))).toEqual([]);
	});

	it('may not pick a fellow Mafia', () => {
		expect(refusal(night(), pick('mafia', BEN, IVO))).toBe('Ivo is one of the Mafia: pick somebody else.');
	});
});

describe('storyteller: the Seductress', () => {
	it('silences a player for the next day, and the morning names the silenced', () => {
		const s = silencing(HANA);
		expect(s.phase).toMatchObject({ kind: 'morning', deaths: [], silenced: HANA });
		const morning = viewFor(s, { kind: 'table' }).phase;
		expect(morning.kind === 'morning' && morning.silenced?.name).toBe('Hana');
		expect(story(s)).toEqual(['Night 1: Nobody died in the night.', 'Night 1: Hana is silenced today: no speaking, no vote.']);
	});

	it('the silenced cannot vote, but can be voted out', () => {
		const s = toBallot(silencing(HANA));
		expect(phaseOf(s, 'ballot').voters).toEqual([ALICE, BEN, CARA, DEV, EVE, FINN, GUS]);
		expect(refusal(s, { type: 'ballot.cast', voter: HANA, target: BEN })).toBe('Hana is silenced today and cannot vote.');
		const out = vote(s, [[ALICE, HANA], [BEN, HANA], [CARA, HANA], [DEV, HANA], [EVE, null], [FINN, null], [GUS, null]]);
		expect(phaseOf(out, 'verdict').outcome).toEqual({ kind: 'out', seat: HANA });
	});

	it('the silenced voted out get no last word', () => {
		let s = toBallot(silencing(HANA));
		s = vote(s, [[ALICE, HANA], [BEN, HANA], [CARA, HANA], [DEV, HANA], [EVE, null], [FINN, null], [GUS, null]]);
		expect(act(s, VERDICT).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('the silence lasts one day', () => {
		let s = toBallot(silencing(HANA));
		s = vote(s, phaseOf(s, 'ballot').voters.map((v) => [v, null]));
		s = finishNight(startNight(act(s, VERDICT)));
		expect(s.phase).toMatchObject({ kind: 'morning', silenced: null });
		expect(phaseOf(toBallot(s), 'ballot').voters).toContain(HANA);
	});

	it('a player killed that night is not silenced', () => {
		const s = finishNight(act(night1(), pick('mafia', 'all', HANA), NEXT, pick('seductress', FINN, HANA)));
		expect(s.phase).toMatchObject({ kind: 'morning', deaths: [HANA], silenced: null });
	});

	it('may not silence herself or the dead', () => {
		const s = wakeUp(night1(), 'seductress');
		expect(refusal(s, pick('seductress', FINN, FINN))).toBe('Finn cannot pick themselves.');
	});
});

describe('storyteller: the last word', () => {
	it('the killed get one in the morning, the voted-out one after the vote', () => {
		let s = act(finishNight(act(night1(), pick('mafia', 'all', ALICE))), MORNING);
		expect(s.phase).toMatchObject({ kind: 'lastWord', speakers: [ALICE] });
		s = act(s, WORD, TALK_END);
		s = vote(s, [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, BEN], [HANA, BEN]]);
		s = act(s, VERDICT);
		expect(s.phase).toMatchObject({ kind: 'lastWord', speakers: [BEN] });
		expect(viewFor(s, { kind: 'table' }).phase).toMatchObject({ kind: 'lastWord', speaker: { name: 'Ben' } });
		expect(act(s, WORD).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('a night nobody dies has none', () => {
		expect(act(finishNight(night1()), MORNING).phase.kind).toBe('talk');
	});
});

describe('storyteller: the vote', () => {
	const ballot = (options: Partial<GameOptions> = {}) => toBallot(finishNight(night1(options)));

	it('most votes goes; the role is not named unless "reveal roles" is on', () => {
		const ballots: [number, number | null][] = [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, null], [HANA, BEN]];
		const s = vote(ballot(), ballots);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
		expect(lastLine(s)).toBe('Day 1: Ben goes.');
		const shown = vote(ballot({ revealOnVoteOut: true }), ballots);
		expect(lastLine(shown)).toBe('Day 1: Ben (Mafia) goes.');
	});

	it('abstentions equal to the top count send nobody', () => {
		const s = vote(ballot(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, null], [FINN, null], [GUS, null], [HANA, CARA]]);
		expect(phaseOf(s, 'verdict')).toMatchObject({ tally: { [BEN]: 3, [CARA]: 2 }, abstained: 3, outcome: { kind: 'nobody', why: 'abstentions' } });
		expect(lastLine(s)).toBe('Day 1: As many abstained as the top count, or more: nobody goes.');
		expect(act(s, VERDICT).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('abstentions fewer than the top count do not', () => {
		const s = vote(ballot(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, null], [FINN, BEN], [GUS, null], [HANA, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
	});

	it('a tie is voted again between the tied only; a second tie sends nobody', () => {
		let s = vote(ballot(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, CARA], [GUS, null], [HANA, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'revote', tied: [BEN, CARA] });
		s = act(s, VERDICT);
		expect(s.phase).toMatchObject({ kind: 'ballot', round: 2, candidates: [BEN, CARA] });
		expect(refusal(s, { type: 'ballot.cast', voter: ALICE, target: DEV })).toBe('Only the tied players can be voted on again; Dev is not one of them.');
		s = vote(s, [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, CARA], [EVE, CARA], [FINN, BEN], [GUS, null], [HANA, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'tie' });
		expect(lastLine(s)).toBe('Day 1, revote: A tie: nobody goes.');
		expect(act(s, VERDICT).phase).toEqual({ kind: 'dusk', night: 2 });
	});

	it('the revote can send one of the tied; the silenced still do not vote in it', () => {
		let s = toBallot(silencing(HANA));
		s = vote(s, [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, CARA], [EVE, CARA], [FINN, null], [GUS, BEN]]);
		s = act(s, VERDICT);
		expect(phaseOf(s, 'ballot').voters).not.toContain(HANA);
		s = vote(s, [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, null], [GUS, BEN]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'out', seat: BEN });
	});

	it('in a revote too, abstentions equal to the top count send nobody', () => {
		let s = vote(ballot(), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, CARA], [EVE, null], [FINN, null], [GUS, BEN], [HANA, CARA]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'revote', tied: [BEN, CARA] });
		s = vote(act(s, VERDICT), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, null], [EVE, null], [FINN, null], [GUS, null], [HANA, null]]);
		expect(phaseOf(s, 'verdict').outcome).toEqual({ kind: 'nobody', why: 'abstentions' });
	});

	it('no vote for yourself', () => {
		expect(refusal(ballot(), { type: 'ballot.cast', voter: GUS, target: GUS })).toBe('Gus cannot vote for themselves.');
	});
});

describe('storyteller: the Jester', () => {
	/** Day 1: everyone but Gus and Finn votes Gus out. */
	const gusOut = (options: Partial<GameOptions> = {}) =>
		vote(toBallot(finishNight(night1(options))), [[ALICE, GUS], [BEN, GUS], [CARA, GUS], [DEV, GUS], [EVE, GUS], [FINN, null], [GUS, ALICE], [HANA, GUS]]);

	it('voted out, he has won, and the game goes on (with his last word)', () => {
		const s = gusOut();
		expect(s.winner).toBeNull();
		expect(s.jestersOut).toEqual([GUS]);
		expect(act(s, VERDICT).phase).toMatchObject({ kind: 'lastWord', speakers: [GUS] });
	});

	it('he is among the winners when the game ends later, whoever wins', () => {
		let s = act(gusOut(), VERDICT, WORD);
		s = toBallot(finishNight(startNight(s)));
		s = vote(s, [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [HANA, BEN]]);
		s = act(s, VERDICT, WORD);
		s = toBallot(finishNight(startNight(s)));
		s = vote(s, [[ALICE, EVE], [CARA, EVE], [DEV, EVE], [EVE, CARA], [FINN, EVE], [HANA, EVE]]);
		expect(winners(s)).toEqual({ side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Hana'] });
		// Finn (the Seductress, alive) and Gus win beside the town, not as part of it.
		expect(s.winner?.also).toEqual([FINN, GUS]);
		expect(story(s).slice(-2)).toEqual(['Winners: Town: Alice, Cara, Dev, Hana', 'Also won: Finn (Seductress), Gus (Jester)']);
	});

	it('with "jester ends the game" on, his vote-out ends it: he wins, with the Seductress if alive', () => {
		const s = gusOut({ jesterEndsGame: true });
		expect(winners(s)).toEqual({ side: 'neutral', names: ['Finn', 'Gus'] });
		expect(story(s).slice(-2)).toEqual(['Winners: Jester: Gus', 'Also won: Finn (Seductress)']);
		expect(act(s, VERDICT).phase.kind).toBe('ended');
	});
});

describe('storyteller: a Jester voted out at the Mafia’s parity', () => {
	// Five players: Alice and Ben Mafia, Cara Jester, Dev and Eve Townspeople. Sending Cara leaves 2 against 2.
	const FIVE: RoleId[] = ['mafia', 'mafia', 'jester', 'villager', 'villager'];
	const sendCara = (jesterEndsGame: boolean) =>
		vote(toBallot(finishNight(startNight(readCards(gameWith('storyteller', FIVE, { jesterEndsGame }))))), [[0, 2], [1, 2], [2, 3], [3, 2], [4, null]]);

	it.each([false, true])('the Mafia win, and the Jester with them ("jester ends the game": %s)', (jesterEndsGame) => {
		const s = sendCara(jesterEndsGame);
		expect(winners(s)).toEqual({ side: 'mafia', names: ['Alice', 'Ben', 'Cara'] });
		expect(story(s).slice(-2)).toEqual(['Winners: Mafia: Alice, Ben', 'Also won: Cara (Jester)']);
	});
});

describe('storyteller: winning', () => {
	it('the town wins with the Seductress, alive at the end', () => {
		let s = toBallot(finishNight(night1()));
		s = vote(s, [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [FINN, BEN], [GUS, BEN], [HANA, BEN]]);
		s = toBallot(finishNight(startNight(act(s, VERDICT, WORD))));
		s = vote(s, [[ALICE, EVE], [CARA, EVE], [DEV, EVE], [EVE, CARA], [FINN, EVE], [GUS, EVE], [HANA, EVE]]);
		expect(winners(s)).toEqual({ side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Hana'] });
	});

	it('a dead Seductress does not win', () => {
		let s = finishNight(act(night1(), pick('mafia', 'all', FINN)));
		s = vote(toBallot(s), [[ALICE, BEN], [BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [GUS, BEN], [HANA, BEN]]);
		s = toBallot(finishNight(startNight(act(s, VERDICT, WORD))));
		s = vote(s, [[ALICE, EVE], [CARA, EVE], [DEV, EVE], [EVE, CARA], [GUS, EVE], [HANA, EVE]]);
		expect(winners(s)).toEqual({ side: 'town', names: ['Alice', 'Cara', 'Dev', 'Hana'] });
	});

	it('the Mafia win with the Seductress, alive at the end', () => {
		// Four players: Alice Mafia, Ben Seductress, Cara and Dev Townspeople.
		let s = startNight(readCards(gameWith('storyteller', ['mafia', 'seductress', 'villager', 'villager'])));
		s = finishNight(act(s, pick('mafia', 0, 2)));
		expect(s.winner).toBeNull();
		s = vote(toBallot(s), [[0, 3], [1, 3], [3, 0]]);
		expect(winners(s)).toEqual({ side: 'mafia', names: ['Alice', 'Ben'] });
		expect(story(s).slice(-2)).toEqual(['Winners: Mafia: Alice', 'Also won: Ben (Seductress)']);
	});

	it('neutrals count among the others in the Mafia’s parity', () => {
		const s = storyteller();
		const leave = (living: number[]): GameState => ({ ...s, players: s.players.map((p) => ({ ...p, alive: living.includes(p.seat) })) });
		// Two Mafia against the Seductress and the Jester: parity.
		expect(checkWinner(leave([BEN, EVE, FINN, GUS]))?.side).toBe('mafia');
		// Two Mafia against the Seductress, the Jester and one Townsperson: not yet.
		expect(checkWinner(leave([BEN, EVE, FINN, GUS, HANA]))).toBeNull();
		expect(alive(leave([BEN, EVE]))).toEqual(['Ben', 'Eve']);
	});

	it('the Mafia win the moment a morning leaves them at parity, the Jester counted among the others', () => {
		// Four players: Alice Mafia, Ben Jester, Cara and Dev Townspeople.
		let s = startNight(readCards(gameWith('storyteller', ['mafia', 'jester', 'villager', 'villager'])));
		s = finishNight(act(s, pick('mafia', 0, 2)));
		expect(s.winner).toBeNull();
		s = act(s, MORNING, WORD, TALK_END);
		s = finishNight(act(startNight(act(vote(s, [[0, null], [1, null], [3, null]]), VERDICT)), pick('mafia', 0, 3)));
		expect(winners(s)).toEqual({ side: 'mafia', names: ['Alice'] });
		expect(act(s, MORNING).phase.kind).toBe('ended');
	});
});
