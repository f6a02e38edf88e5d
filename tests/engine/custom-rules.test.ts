import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
	BALLOT_CHOICES,
	CUSTOM_CHOICES,
	DEFAULT_CUSTOM_RULES,
	PRESETS,
	ROLE_ORDER,
	checkTable,
	customRulesFrom,
	newCustomTable,
	readCustomTable,
	readRecord,
	replay,
	rulesOf,
	viewFor,
	type CustomRules,
	type GameConfig,
	type GameOptions,
	type GameRecord,
	type PresetId,
	type RoleCounts
} from '../../src/lib/engine/index';
import { tableFor } from '../support/autoplay';
import { nightWords } from '../../src/lib/script/words/night';
import { MORNING, NEXT, TALK_END, act, configFor, deaths, gameWith, names, pick, readCards, refusal, startNight, vote, wakeUp } from './helpers';

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4;
const customWith = (changes: Partial<CustomRules>) => ({ name: 'Friday table', rules: { ...DEFAULT_CUSTOM_RULES, ...changes } });
/** A custom game of these seats under these rule changes. */
const customGame = (seats: Parameters<typeof gameWith>[1], changes: Partial<CustomRules>) => {
	const game = gameWith('custom', seats);
	return { ...game, config: { ...game.config, custom: customWith(changes) } };
};
const SEATS = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'] as const;

describe('a custom table read from a record or a file', () => {
	it('reads every rule with each of its choices', () => {
		for (const [rule, choices] of Object.entries(CUSTOM_CHOICES)) {
			for (const value of choices) {
				const read = readCustomTable({ name: 'T', rules: { ...DEFAULT_CUSTOM_RULES, [rule]: value } });
				expect(read.ok && (read.value.rules as unknown as Record<string, unknown>)[rule], rule).toBe(value);
			}
		}
		for (const [rule, choices] of Object.entries(BALLOT_CHOICES)) {
			for (const value of choices) {
				const read = readCustomTable({ name: 'T', rules: { ...DEFAULT_CUSTOM_RULES, ballot: { ...DEFAULT_CUSTOM_RULES.ballot, [rule]: value } } });
				expect(read.ok && (read.value.rules.ballot as unknown as Record<string, unknown>)[rule], rule).toBe(value);
			}
		}
	});

	it('refuses what is wrong, naming the rule', () => {
		const rules = DEFAULT_CUSTOM_RULES;
		const reason = (raw: unknown) => {
			const read = readCustomTable(raw);
			return read.ok ? 'read' : read.reason;
		};
		expect(reason({ name: 'T', rules: { ...rules, nightKill: 'all' } })).toBe('There is no custom rule called “nightKill”.');
		const { turns: _, ...noTurns } = rules;
		expect(reason({ name: 'T', rules: noTurns })).toBe('The custom table does not say its rule “turns”.');
		expect(reason({ name: 'T', rules: { ...rules, mafiaKill: 'loudest' } })).toBe(
			'The rule “mafiaKill” cannot be "loudest": it is one of "unanimous", "earliest", "most", "godfather".'
		);
		expect(reason({ name: 'T', rules: { ...rules, minVillagers: 3 } })).toBe('The rule “minVillagers” cannot be 3: it is one of 0, 2.');
		expect(reason({ name: 'T', rules: { ...rules, ballot: { ...rules.ballot, tie: 'coin' } } })).toBe(
			'The rule “tie” cannot be "coin": it is one of "revote", "nobody".'
		);
		expect(reason({ name: 'T', rules: { ...rules, ballot: 'most' } })).toBe('The custom table’s rules are missing (“ballot”).');
		expect(reason({ name: '   ', rules })).toBe('Give the custom table a name.');
		expect(reason({ name: 'x'.repeat(31), rules })).toBe('A table’s name has at most 30 characters.');
		expect(reason({ name: 'T', rules, colour: 'red' })).toBe('There is no custom rule called “colour”.');
		expect(reason('classic')).toBe('The custom table’s rules are missing (“custom”).');
	});

	it('takes a name of exactly 30 characters, and refuses rules that are no group of choices', () => {
		const reason = (raw: unknown) => {
			const read = readCustomTable(raw);
			return read.ok ? 'read' : read.reason;
		};
		expect(reason({ name: 'x'.repeat(30), rules: DEFAULT_CUSTOM_RULES })).toBe('read');
		expect(reason({ name: 42, rules: DEFAULT_CUSTOM_RULES })).toBe('Give the custom table a name.');
		expect(reason({ name: 'T', rules: null })).toBe('The custom table’s rules are missing (“rules”).');
		expect(reason({ name: 'T', rules: [DEFAULT_CUSTOM_RULES] })).toBe('The custom table’s rules are missing (“rules”).');
		expect(reason({ name: 'T', rules: { ...DEFAULT_CUSTOM_RULES, ballot: [] } })).toBe('The custom table’s rules are missing (“ballot”).');
	});

	it('tidies the name as a player’s is', () => {
		const read = readCustomTable({ name: '  Friday\u200b   table ', rules: DEFAULT_CUSTOM_RULES });
		expect(read.ok && read.value.name).toBe('Friday table');
	});
});

describe('setting up a custom table', () => {
	const table = (changes: Partial<CustomRules>, roles: RoleCounts = { mafia: 2, detective: 1, doctor: 1 }, options = {}): GameConfig => ({
		...configFor('custom', { ...roles, villager: 7 - Object.values(roles).reduce((a, b) => a + (b ?? 0), 0) }, 7, options),
		custom: customWith(changes)
	});

	it('deals every role of the catalogue, from 4 to 20 players', () => {
		expect(new Set(PRESETS.custom.rules.roles)).toEqual(new Set(ROLE_ORDER));
		expect(PRESETS.custom.rules.players).toEqual({ min: 4, max: 20 });
		// Seven special cards and no Villager: no rule set deals this table, a custom one may.
		expect(checkTable(table({}, { mafia: 1, godfather: 1, lecter: 1, detective: 1, doctor: 1, sniper: 1, diehard: 1 }))).toEqual([]);
	});

	it('refuses, in words, a rule that needs a role nobody was dealt', () => {
		expect(checkTable(table({ mafiaKill: 'godfather' }))).toEqual(['The kill rule “the Godfather decides” needs a Godfather at the table.']);
		expect(checkTable(table({ mafiaKill: 'godfather' }, { godfather: 1, mafia: 1, detective: 1, doctor: 1 }))).toEqual([]);
	});

	it('refuses, in words, a table whose own rules cannot be read', () => {
		expect(checkTable({ ...table({}), custom: { name: ' ', rules: DEFAULT_CUSTOM_RULES } })).toContain('Give the custom table a name.');
	});

	it('refuses a count-reveal vote with no reveal to spend, and more than five', () => {
		expect(checkTable(table({ countReveal: true }, undefined, { countReveals: 0 }))).toEqual(['A count-reveal vote needs from 1 to 5 reveals to spend.']);
		expect(checkTable(table({ countReveal: true }, undefined, { countReveals: 6 }))).toEqual(['A count-reveal vote needs from 1 to 5 reveals to spend.']);
		expect(checkTable(table({ countReveal: true }, undefined, { countReveals: 1 }))).toEqual([]);
		expect(checkTable(table({ countReveal: true }, undefined, { countReveals: 5 }))).toEqual([]);
		expect(checkTable(table({ countReveal: true }, undefined, { countReveals: 1.5 }))).toEqual(['A count-reveal vote needs from 1 to 5 reveals to spend.']);
		// Without the vote, the number is not a rule of the table.
		expect(checkTable(table({ countReveal: false }, undefined, { countReveals: 0 }))).toEqual([]);
	});

	it('keeps the refusals every rule set has: the killers’ majority, the plain Villagers the table asked for', () => {
		expect(checkTable(table({}, { mafia: 4, detective: 1, doctor: 1 }))).toEqual([
			'4 Mafia against 3: the Mafia must be fewer than the rest, or they win before the first night.'
		]);
		const fewVillagers = { mafia: 2, detective: 1, doctor: 1, sniper: 1, diehard: 1 };
		expect(checkTable(table({ minVillagers: 2 }, fewVillagers))).toEqual([
			'Only 1 Villager left: the town needs at least two, or there is nobody for the special roles to hide behind.'
		]);
		expect(checkTable(table({ minVillagers: 0 }, fewVillagers))).toEqual([]);
	});

	it('refuses a custom table with no rules, and rules on a table of another rule set', () => {
		const { custom: _, ...bare } = table({});
		expect(checkTable(bare)).toEqual(['The custom table’s rules are missing (“custom”).']);
		expect(checkTable({ ...configFor('classic', { mafia: 2, detective: 1, doctor: 1, villager: 3 }, 7), custom: newCustomTable('X') })).toEqual([
			'Only a custom table has rules of its own.'
		]);
	});
});

describe('a custom table plays by the rules it chose', () => {
	it('the kill: every killer must agree, or the earliest pick goes', () => {
		const night = (kill: CustomRules['mafiaKill']) => {
			let s = startNight(readCards(customGame([...SEATS], { mafiaKill: kill })));
			s = act(s, pick('mafia', BEN, ALICE), pick('mafia', EVE, CARA), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, BEN), NEXT);
			return deaths(s);
		};
		expect(night('unanimous')).toEqual([]);
		expect(night('earliest')).toEqual([ALICE]);
	});

	it('whom the killers may pick: `not-self` lets them pick a fellow killer', () => {
		const s = wakeUp(startNight(readCards(customGame([...SEATS], { mafiaKill: 'earliest', mafiaMayPick: 'not-self' }))), 'mafia');
		expect(act(s, pick('mafia', BEN, EVE)).phase).toMatchObject({ picks: [{ by: BEN, target: EVE }] });
		const strict = wakeUp(startNight(readCards(customGame([...SEATS], { mafiaKill: 'earliest' }))), 'mafia');
		expect(refusal(strict, pick('mafia', BEN, EVE))).toMatch(/Eve/);
	});

	it('the ballot: a majority of the living, and a tie that sends nobody at once', () => {
		const day = (ballot: CustomRules['ballot']) => {
			let s = startNight(readCards(customGame([...SEATS], { ballot })));
			s = act(s, pick('mafia', 'all', ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, BEN), NEXT, MORNING, TALK_END);
			return s;
		};
		// Six voters: Ben 3, Cara 2, one abstains.
		const ballots: [number, number | null][] = [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [5, BEN], [6, null]];
		expect(vote(day({ threshold: 'most', tie: 'revote', abstentionsSave: false }), ballots).phase).toMatchObject({ outcome: { kind: 'out', seat: BEN } });
		expect(vote(day({ threshold: 'majority', tie: 'revote', abstentionsSave: false }), ballots).phase).toMatchObject({ outcome: { kind: 'nobody', why: 'no-majority' } });
		const tie: [number, number | null][] = [[BEN, CARA], [CARA, BEN], [DEV, BEN], [EVE, CARA], [5, null], [6, null]];
		expect(vote(day({ threshold: 'most', tie: 'nobody', abstentionsSave: false }), tie).phase).toMatchObject({ outcome: { kind: 'nobody', why: 'tie' } });
		expect(vote(day({ threshold: 'most', tie: 'revote', abstentionsSave: false }), tie).phase).toMatchObject({ outcome: { kind: 'revote' } });
		expect(vote(day({ threshold: 'most', tie: 'revote', abstentionsSave: true }), tie).phase).toMatchObject({ outcome: { kind: 'nobody', why: 'abstentions' } });
	});

	it('a day zero: the game opens with talk, then night zero, where the killers only meet', () => {
		let s = readCards(customGame([...SEATS], { dayZero: true }));
		expect(s.phase).toMatchObject({ kind: 'talk', day: 0 });
		s = act(s, TALK_END, { type: 'night.start' });
		expect(s.phase).toMatchObject({ kind: 'night', night: 0, wakes: [{ role: 'mafia', meeting: true }] });
		// Before they meet, a killer's card does not name the others: they meet on night zero instead.
		expect(rulesOf(s.config).partnersOnCard).toBe(false);
		expect(rulesOf(customGame([...SEATS], {}).config).partnersOnCard).toBe(true);
	});

	it('app-narrated, only the roles dealt are called, of all the catalogue the table could have had (the counts are public)', () => {
		const game = gameWith('custom', [...SEATS], { narration: 'app' });
		const s = startNight(readCards(game));
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => [w.role, w.forShow])).toEqual([
			['mafia', false],
			['doctor', false],
			['detective', false]
		]);
	});

	it('speaking in turn by day, when the table chose it', () => {
		const talk = (turns: boolean) => {
			const s = act(startNight(readCards(customGame([...SEATS], { turns }))), pick('mafia', 'all', ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, BEN), NEXT, MORNING);
			return s.phase.kind === 'talk' ? s.phase.turns : 'not talk';
		};
		expect(talk(false)).toBeNull();
		expect(talk(true)).toMatchObject({ at: 0 });
	});
});

describe('each rule set is a custom table', () => {
	const dir = fileURLToPath(new URL('../fixtures/records/', import.meta.url));
	// App-narrated, a custom night calls every night role of the catalogue (the table cannot tell what a silence
	// means), where a rule set calls its own: those records' clocks run differently, so they are left out here.
	const records = readdirSync(dir)
		.filter((f) => f.endsWith('.json') && !f.startsWith('custom-') && !f.includes('app-narrated'))
		.map((file) => {
			const read = readRecord(JSON.parse(readFileSync(dir + file, 'utf8')));
			if (!read.ok) throw new Error(`${file}: ${read.reason}`);
			return { file, record: read.value };
		});

	it.each(records.map(({ file }) => file))('%s, played as a custom table with its rule set’s choices, ends the same', (file) => {
		const { record } = records.find((r) => r.file === file)!;
		const preset = record.preset as Exclude<PresetId, 'custom'>;
		const custom: GameRecord = { ...record, preset: 'custom', custom: { name: 'Same rules', rules: customRulesFrom(preset) } };
		const original = replay(record);
		const again = replay(custom);
		if (!original.ok || !again.ok) throw new Error(original.ok ? (again as { reason: string }).reason : original.reason);
		expect(again.value.winner).toEqual(original.value.winner);
		expect(again.value.players).toEqual(original.value.players);
		expect(again.value.log).toEqual(original.value.log);
	});

	it('covers every rule set', () => {
		expect(new Set(records.map((r) => r.record.preset))).toEqual(new Set(['classic', 'clocked', 'storyteller', 'godfather']));
	});
});

describe('the custom tables the model-based and random-play tests draw', () => {
	const drawn = Array.from({ length: 200 }, (_, seed) => {
		const players = 4 + (seed % 17);
		const table = tableFor('custom', players, seed);
		return { table, problems: checkTable(table) };
	});

	it('can all be dealt', () => {
		expect(drawn.filter((d) => d.problems.length > 0)).toEqual([]);
	});

	it('make every choice of every rule, and deal every role of the catalogue', () => {
		for (const [rule, choices] of Object.entries(CUSTOM_CHOICES)) {
			const made = new Set(drawn.map((d) => (d.table.custom!.rules as unknown as Record<string, unknown>)[rule]));
			expect(made, rule).toEqual(new Set<unknown>(choices));
		}
		for (const [rule, choices] of Object.entries(BALLOT_CHOICES)) {
			const made = new Set(drawn.map((d) => (d.table.custom!.rules.ballot as unknown as Record<string, unknown>)[rule]));
			expect(made, rule).toEqual(new Set<unknown>(choices));
		}
		const dealt = new Set(drawn.flatMap((d) => Object.entries(d.table.roles).filter(([, n]) => (n ?? 0) > 0).map(([role]) => role)));
		expect(dealt).toEqual(new Set(PRESETS.custom.rules.roles));
	});
});

describe('a card says the rules its game plays by', () => {
	const card = (preset: PresetId, seats: Parameters<typeof gameWith>[1], seat: number, options: Partial<GameOptions> = {}, changes?: Partial<CustomRules>) => {
		const game = gameWith(preset, seats, options);
		const state = changes ? { ...game, config: { ...game.config, custom: customWith(changes) } } : game;
		return viewFor(state, { kind: 'seat', seat }).card?.does;
	};
	const GODFATHER_TABLE = ['villager', 'godfather', 'detective', 'doctor', 'mafia', 'sniper', 'villager'] as const;

	it("the Godfather: who makes the kill, and what the Detective reads him as", () => {
		expect(card('godfather', [...GODFATHER_TABLE], BEN)).toBe('Leads the Mafia: makes the one kill each night. Checked by the Detective, you read as not mafia.');
		expect(card('custom', [...GODFATHER_TABLE], BEN, {}, { mafiaKill: 'godfather', leaderReads: 'mafia' })).toBe(
			'Leads the Mafia: makes the one kill each night. Checked by the Detective, you read as one of them.'
		);
		expect(card('custom', [...GODFATHER_TABLE], BEN, {}, { mafiaKill: 'most' })).toBe(
			'Wakes with the other Mafia at night and picks a victim. Checked by the Detective, you read as not mafia.'
		);
		expect(card('custom', [...GODFATHER_TABLE], BEN, {}, { mafiaKill: 'most', leaderReads: 'mafia' })).toBe(
			'Wakes with the other Mafia at night and picks a victim. Win when you are as many as the rest.'
		);
	});

	it("the Doctor: whom he may cover, and what not two nights running (clocked's switches included)", () => {
		expect(card('classic', [...SEATS], DEV)).toBe(
			'Covers one player a night, yourself included; if the Killers picked them, nobody dies. Not the same player two nights running.'
		);
		expect(card('clocked', [...SEATS], DEV)).toBe(
			'Covers one player a night, yourself included; if the Mafia picked them, nobody dies. Not yourself two nights running.'
		);
		expect(card('clocked', [...SEATS], DEV, { doctorSelfTwice: true })).toBe(
			'Covers one player a night, yourself included; if the Mafia picked them, nobody dies.'
		);
		expect(card('clocked', [...SEATS], DEV, { doctorMaySelf: false })).toBe('Covers one other player a night; if the Mafia picked them, nobody dies.');
		expect(card('custom', [...SEATS], DEV, { doctorMaySelf: false }, { doctorRepeat: 'any' })).toBe(
			'Covers one other player a night; if the Mafia picked them, nobody dies. Not the same player two nights running.'
		);
	});
});

describe('the Lycan', () => {
	const LYCAN_TABLE = ['villager', 'mafia', 'detective', 'doctor', 'lycan', 'villager', 'villager'] as const;
	const LYCAN = 4;

	it('plays for the town, and the Detective reads him as a killer', () => {
		let s = startNight(readCards(gameWith('custom', [...LYCAN_TABLE])));
		s = act(s, pick('mafia', BEN, ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, LYCAN), NEXT);
		const night = s.log.at(-1);
		expect(night?.kind === 'night' && night.check).toEqual({ by: CARA, target: LYCAN, answer: 'mafia' });
		expect(viewFor(s, { kind: 'seat', seat: LYCAN }).card).toMatchObject({
			team: 'town',
			does: 'No night action. You play for the town, yet checked by the Detective, you read as one of the Mafia.'
		});
	});

	it('counts as the town for the win: the town wins with him alive once the killers are gone', () => {
		let s = startNight(readCards(gameWith('custom', [...LYCAN_TABLE])));
		s = act(s, pick('mafia', BEN, ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, LYCAN), NEXT, MORNING, TALK_END);
		s = vote(s, [[BEN, LYCAN], [CARA, BEN], [DEV, BEN], [LYCAN, BEN], [5, BEN], [6, BEN]]);
		expect(s.winner).toMatchObject({ side: 'town' });
		expect(s.winner?.seats).toContain(LYCAN);
	});

	it('is never called at night: he has nothing to do', () => {
		const s = startNight(readCards(gameWith('custom', [...LYCAN_TABLE])));
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'doctor', 'detective']);
	});
});

describe('the Bodyguard', () => {
	// Alice the killer, Ben the Bodyguard, Cara the Detective, Dev the Sniper, Eve and Finn Villagers.
	const ANA = 0, BO = 1, CY = 2, DI = 3, ED = 4;
	const TABLE = ['mafia', 'bodyguard', 'detective', 'sniper', 'villager', 'villager'] as const;
	const night1 = () => startNight(readCards(gameWith('custom', [...TABLE])));

	it('wakes after the killers, before the Detective, and his protection stops the kill', () => {
		let s = night1();
		expect(s.phase.kind === 'night' && s.phase.wakes.map((w) => w.role)).toEqual(['mafia', 'bodyguard', 'detective', 'sniper']);
		s = act(s, pick('mafia', ANA, CY), NEXT, pick('bodyguard', BO, CY), NEXT, pick('detective', CY, ANA), NEXT, pick('sniper', DI, null), NEXT);
		expect(deaths(s)).toEqual([]);
		const entry = s.log.at(-1);
		expect(entry?.kind === 'night' && entry.guarded).toBe(CY);
		// The table hears only that nobody died: whom he protected stays in the narrator's record.
		expect(JSON.stringify(viewFor(s, { kind: 'table' }).log)).not.toMatch(/guarded/);
	});

	it('never protects himself, nor the same player two nights running; the reason is said', () => {
		let s = act(night1(), pick('mafia', ANA, ED), NEXT);
		expect(refusal(s, pick('bodyguard', BO, BO))).toBe('The Bodyguard protects somebody else.');
		s = act(s, pick('bodyguard', BO, CY), NEXT, pick('detective', CY, ANA), NEXT, pick('sniper', DI, null), NEXT, MORNING, TALK_END);
		s = vote(s, [[ANA, null], [BO, null], [CY, null], [DI, null], [5, null]]);
		s = act(s, { type: 'verdict.continue' }, { type: 'night.start' }, pick('mafia', ANA, CY), NEXT);
		expect(refusal(s, pick('bodyguard', BO, CY))).toBe('Ben protected Cara last night: not the same player two nights running.');
		// The narrator is told before the tap, as for the Doctor.
		const narrator = viewFor(s, { kind: 'narrator' });
		expect(narrator.phase.kind === 'night' && 'notAgain' in narrator.phase ? narrator.phase.notAgain : 'missing').toEqual([{ by: BO, target: CY }]);
		expect(nightWords.notAgain(names(s, [CY])[0], narrator.names, 'bodyguard')).toBe('The Bodyguard may not protect Cara tonight: protected last night.');
		expect(act(s, pick('bodyguard', BO, DI)).phase).toMatchObject({ picks: [{ role: 'mafia' }, { role: 'bodyguard', target: DI }] });
	});

	it("does not stop the Sniper's shot", () => {
		const s = act(night1(), pick('mafia', ANA, ED), NEXT, pick('bodyguard', BO, ANA), NEXT, pick('detective', CY, ANA), NEXT, pick('sniper', DI, ANA), NEXT);
		expect(deaths(s)).toEqual([ANA, ED]);
	});

	it('leaves no trace in the record of a game without him', () => {
		const s = act(startNight(readCards(gameWith('classic', [...SEATS]))), pick('mafia', 'all', ALICE), NEXT, pick('doctor', DEV, DEV), NEXT, pick('detective', CARA, BEN), NEXT);
		const entry = s.log.at(-1);
		expect(entry?.kind === 'night' && 'guarded' in entry).toBe(false);
	});
});
