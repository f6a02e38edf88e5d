import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
	PRESETS,
	checkNames,
	checkOptions,
	checkRoles,
	checkTable,
	countCards,
	deal,
	namesFor,
	newCustomTable,
	newGame,
	suggestRoles,
	type GameConfig,
	type RoleCounts,
	type RoleId
} from '../../src/lib/engine/index';

const NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea', 'Max'];

const table = (players: string[], roles: RoleCounts, seed = 1): GameConfig => ({
	preset: 'classic',
	players,
	roles,
	options: { ...PRESETS.classic.defaults },
	seed
});
const tableOf = (n: number, roles: RoleCounts = suggestRoles('classic', n), seed = 1) => table(NAMES.slice(0, n), roles, seed);

const tally = (cards: RoleId[]) => {
	const counts: Record<string, number> = {};
	for (const c of cards) counts[c] = (counts[c] ?? 0) + 1;
	return counts;
};
const nonZero = (roles: RoleCounts) => Object.fromEntries(Object.entries(roles).filter(([, n]) => (n ?? 0) > 0));

describe('checkTable: how many players', () => {
	it.each([5, 6, 7, 8, 9, 10, 11, 12])('seats %i players with the suggested roles', (n) => {
		expect(checkTable(tableOf(n))).toEqual([]);
		expect(newGame(tableOf(n)).ok).toBe(true);
	});

	it('refuses 4 players, saying the minimum, and deals nothing', () => {
		const config = tableOf(4, { mafia: 1, detective: 1, villager: 2 });
		const problems = checkTable(config);
		expect(problems.join(' ')).toMatch(/at least 5 players; there are 4/);
		const game = newGame(config);
		expect(game.ok).toBe(false);
		if (!game.ok) expect(game.reason).toMatch(/at least 5 players/);
	});

	it('refuses 13 players, saying the maximum', () => {
		const config = tableOf(13, { mafia: 3, detective: 1, doctor: 1, villager: 8 });
		expect(config.players).toHaveLength(13);
		expect(checkTable(config).join(' ')).toMatch(/at most 12 players; there are 13/);
		expect(newGame(config).ok).toBe(false);
	});
});

describe('checkRoles: the counts', () => {
	it('accepts Detective and Doctor at 0 or 1 each', () => {
		expect(checkRoles('classic', 7, { mafia: 2, detective: 1, doctor: 1, villager: 3 })).toEqual([]);
		expect(checkRoles('classic', 7, { mafia: 2, detective: 0, doctor: 1, villager: 4 })).toEqual([]);
		expect(checkRoles('classic', 7, { mafia: 2, detective: 1, villager: 4 })).toEqual([]);
		expect(checkRoles('classic', 5, { mafia: 1, villager: 4 })).toEqual([]);
	});

	it('refuses two Detectives', () => {
		const problems = checkRoles('classic', 8, { mafia: 2, detective: 2, doctor: 1, villager: 3 });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/at most one Detective/);
	});

	it('refuses two Doctors', () => {
		const problems = checkRoles('classic', 8, { mafia: 2, detective: 1, doctor: 2, villager: 3 });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/at most one Doctor/);
	});

	const SINGLE = ['detective', 'doctor', 'seductress', 'jester', 'godfather', 'lecter', 'sniper', 'diehard', 'lycan', 'bodyguard', 'idiot', 'witch', 'elder', 'serialkiller', 'wolfcub', 'hunter', 'cupid', 'mayor'] as const;
	it.each(SINGLE)('a custom table deals at most one %s, saying so', (role) => {
		const one = namesFor('custom').roles[role].one;
		expect(checkRoles('custom', 10, { mafia: 2, [role]: 2, villager: 6 })).toContain(`Deal at most one ${one}.`);
		expect(checkRoles('custom', 10, { mafia: 2, [role]: 1, villager: 7 }).join(' ')).not.toContain('at most one');
	});

	it('a custom table may deal several Killers and Villagers', () => {
		expect(checkRoles('custom', 10, { mafia: 3, villager: 7 })).toEqual([]);
	});

	it('refuses a table without a killer', () => {
		const problems = checkRoles('classic', 6, { detective: 1, doctor: 1, villager: 4 });
		expect(problems.join(' ')).toMatch(/at least one Killer/);
	});

	it('refuses fewer than two Villagers, saying why', () => {
		// 2 killers against 3 is allowed; it is the lone Villager that is refused.
		const problems = checkRoles('classic', 5, { mafia: 2, detective: 1, doctor: 1, villager: 1 });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/Only 1 Villager left: the town needs at least two/);
		expect(checkRoles('classic', 5, { mafia: 1, detective: 1, doctor: 1, villager: 2 })).toEqual([]);
		expect(checkRoles('classic', 7, { mafia: 3, detective: 1, doctor: 1, villager: 2 })).toEqual([]);
		expect(checkRoles('classic', 7, { mafia: 3, detective: 1, doctor: 1, villager: 1 }).join(' ')).toMatch(
			/at least two/
		);
	});

	it('refuses as many killers as the rest (3 killers at 6 players)', () => {
		const problems = checkRoles('classic', 6, { mafia: 3, villager: 3 });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/3 Killers against 3: the Killers must be fewer than the rest/);
		expect(checkRoles('classic', 5, { mafia: 3, villager: 2 }).join(' ')).toMatch(/must be fewer than the rest/);
		// One fewer is fine.
		expect(checkRoles('classic', 6, { mafia: 2, villager: 4 })).toEqual([]);
	});

	it('refuses counts that do not add up to the players', () => {
		expect(checkRoles('classic', 7, { mafia: 2, detective: 1, doctor: 1, villager: 2 }).join(' ')).toMatch(
			/add up to 6 cards for 7 players/
		);
		expect(checkRoles('classic', 7, { mafia: 2, detective: 1, doctor: 1, villager: 4 }).join(' ')).toMatch(
			/add up to 8 cards for 7 players/
		);
	});

	it('refuses a role classic does not have, and a count that is not a whole number', () => {
		expect(checkRoles('classic', 7, { mafia: 2, sniper: 1, villager: 4 }).join(' ')).toMatch(/Classic has no Sniper/);
		expect(checkRoles('classic', 7, { mafia: 2, detective: 0.5, villager: 4.5 }).join(' ')).toMatch(/whole number/);
	});

	it('refuses a count below zero as no whole number of cards', () => {
		expect(checkRoles('classic', 7, { mafia: 2, detective: -1, villager: 6 }).join(' ')).toMatch(/The count of .* must be a whole number/);
	});

	it('checkTable reports role problems and refuses to deal them', () => {
		const config = tableOf(6, { mafia: 3, villager: 3 });
		expect(checkTable(config).join(' ')).toMatch(/fewer than the rest/);
		const game = newGame(config);
		expect(game.ok).toBe(false);
		if (!game.ok) expect(game.reason).toMatch(/fewer than the rest/);
	});
});

describe('checkNames', () => {
	it('accepts distinct names', () => {
		expect(checkNames(NAMES.slice(0, 7))).toEqual([]);
	});

	it('refuses a blank name, saying which player', () => {
		const problems = checkNames(['Alice', 'Ben', '   ', 'Dev', 'Eve']);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/Player 3 has no name/);
		expect(checkNames(['', 'Ben'])[0]).toMatch(/Player 1 has no name/);
	});

	it.each([
		['Ben', 'ben'],
		['Ben', ' BEN '],
		['Ben Smith', 'ben   smith'],
		['Ben', '\tBen\n']
	])('refuses %j and %j as the same name', (a, b) => {
		const problems = checkNames(['Alice', a, 'Cara', b, 'Eve']);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/Two players are called/);
		expect(problems[0]).toContain(a.trim());
	});

	it('refuses names over 24 characters, saying the limit', () => {
		const ok24 = 'A'.repeat(24);
		expect(checkNames(['Alice', ok24, 'Cara', 'Dev', 'Eve'])).toEqual([]);
		const problems = checkNames(['Alice', 'B'.repeat(25), 'Cara', 'Dev', 'Eve']);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/too long: keep names to 24 characters/);
		// Spaces around a name do not count toward its length.
		expect(checkNames(['Alice', `  ${ok24}  `, 'Cara'])).toEqual([]);
	});

	it('checkTable refuses bad names and newGame deals nothing', () => {
		const config = table(['Alice', 'Ben', 'ben', 'Dev', ''], { mafia: 1, detective: 1, villager: 3 });
		const problems = checkTable(config).join(' ');
		expect(problems).toMatch(/Two players are called "Ben"/);
		expect(problems).toMatch(/Player 5 has no name/);
		expect(newGame(config).ok).toBe(false);
	});
});

describe("suggestRoles('classic', n)", () => {
	const expectedKillers: Record<number, number> = { 5: 1, 6: 1, 7: 2, 8: 2, 9: 2, 10: 3, 11: 3, 12: 3 };

	it.each([5, 6, 7, 8, 9, 10, 11, 12])('suggests a table of %i that checkRoles accepts', (n) => {
		const roles = suggestRoles('classic', n);
		expect(checkRoles('classic', n, roles)).toEqual([]);
		expect(countCards(roles)).toBe(n);
		expect(roles.mafia).toBe(expectedKillers[n]);
		expect(roles.detective).toBe(1);
		expect(roles.doctor ?? 0).toBe(n <= 6 ? 0 : 1);
		expect(roles.villager ?? 0).toBeGreaterThanOrEqual(2);
	});

	it('follows the source: 2 killers at 7–8, 3 at 10–11, no Doctor at 5–6', () => {
		expect([7, 8].map((n) => suggestRoles('classic', n).mafia)).toEqual([2, 2]);
		expect([10, 11].map((n) => suggestRoles('classic', n).mafia)).toEqual([3, 3]);
		expect([5, 6].map((n) => suggestRoles('classic', n).doctor ?? 0)).toEqual([0, 0]);
	});
});

describe('deal', () => {
	const config = tableOf(7);

	it('deals the same cards for the same seed', () => {
		expect(deal({ ...config, seed: 232 })).toEqual(deal({ ...config, seed: 232 }));
		expect(newGame({ ...config, seed: 99 })).toEqual(newGame({ ...config, seed: 99 }));
	});

	it('deals the worked game for seed 232: Ben and Eve killers, Cara Detective, Dev Doctor', () => {
		expect(deal({ ...config, seed: 232 })).toEqual([
			'villager',
			'mafia',
			'detective',
			'doctor',
			'mafia',
			'villager',
			'villager'
		]);
	});

	it('deals differently for different seeds', () => {
		const deals = new Set(Array.from({ length: 50 }, (_, seed) => deal({ ...config, seed }).join()));
		// 420 possible deals of 2/1/1/3; fifty seeds should find many of them.
		expect(deals.size).toBeGreaterThan(20);
		const killerSeats = new Set(
			Array.from({ length: 50 }, (_, seed) => deal({ ...config, seed }).indexOf('mafia'))
		);
		expect(killerSeats.size).toBeGreaterThan(3);
	});

	it('deals exactly the counts, and newGame gives each seat its dealt card', () => {
		const cards = deal(config);
		expect(cards).toHaveLength(7);
		expect(tally(cards)).toEqual(nonZero(config.roles));
		const game = newGame(config);
		expect(game.ok).toBe(true);
		if (game.ok) {
			expect(game.value.players.map((p) => p.role)).toEqual(cards);
			expect(game.value.players.map((p) => p.name)).toEqual(config.players);
			expect(game.value.players.every((p) => p.alive)).toBe(true);
		}
	});

	it('for any valid table and any seed, the deal is a permutation of the cards', () => {
		const validTable = fc
			.record({
				n: fc.integer({ min: 5, max: 12 }),
				mafiaShare: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
				detective: fc.integer({ min: 0, max: 1 }),
				doctor: fc.integer({ min: 0, max: 1 }),
				seed: fc.integer({ min: 0, max: 0xffffffff })
			})
			.map(({ n, mafiaShare, detective, doctor, seed }) => {
				const maxMafia = Math.ceil(n / 2) - 1; // fewer than the rest
				const mafia = 1 + Math.floor(mafiaShare * maxMafia);
				const roles: RoleCounts = { mafia, detective, doctor, villager: n - mafia - detective - doctor };
				return tableOf(n, roles, seed);
			})
			.filter((c) => (c.roles.villager ?? 0) >= 2);

		fc.assert(
			fc.property(validTable, (config) => {
				expect(checkTable(config)).toEqual([]);
				const cards = deal(config);
				expect(cards).toHaveLength(config.players.length);
				expect(tally(cards)).toEqual(nonZero(config.roles));
				expect(deal(config)).toEqual(cards);
			}),
			{ numRuns: 300 }
		);
	});
});

describe('what a preset never reveals', () => {
	const table = (preset: 'classic' | 'godfather', options: Partial<typeof PRESETS.classic.defaults>) => ({
		preset,
		players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fy', 'Gil'],
		roles: suggestRoles(preset, 7),
		options: { ...PRESETS[preset].defaults, ...options },
		seed: 3
	});
	it('godfather: deaths never name the role, even from an imported record', () => {
		expect(checkTable(table('godfather', { revealOnVoteOut: true })).join(' ')).toMatch(/Godfather never names the role of a player voted out/);
		expect(checkTable(table('godfather', { revealOnNightDeath: true })).join(' ')).toMatch(/never names the role of a player killed at night/);
		expect(checkTable(table('godfather', {}))).toEqual([]);
	});
	it('classic: a night death never names the role', () => {
		expect(checkTable(table('classic', { revealOnNightDeath: true })).join(' ')).toMatch(/Classic never names the role of a player killed at night/);
	});
});

describe('checkTable: the rule set and the clocks', () => {
	it('refuses a rule set that does not exist, by its name', () => {
		expect(checkTable({ ...tableOf(7), preset: 'bingo' as never })).toEqual(['There is no rule set called "bingo".']);
	});

	it.each([
		['nightSeconds', 'night'],
		['talkSeconds', 'talk'],
		['voteSeconds', 'vote'],
		['lastWordSeconds', 'last word']
	] as const)('the %s clock may run from 5 seconds to 60 minutes, no less, no more, and must be a number', (key, label) => {
		const options = (value: unknown) => ({ ...PRESETS.clocked.defaults, [key]: value });
		const refused = [`The ${label} clock must be between 5 seconds and 60 minutes.`];
		expect(checkOptions(options(5))).toEqual([]);
		expect(checkOptions(options(3600))).toEqual([]);
		expect(checkOptions(options(null))).toEqual([]);
		expect(checkOptions(options(4))).toEqual(refused);
		expect(checkOptions(options(3601))).toEqual(refused);
		expect(checkOptions(options('60'))).toEqual(refused);
		expect(checkOptions(options(Number.POSITIVE_INFINITY))).toEqual(refused);
	});

	it('a pass-round night cannot deal Cupid, and says why', () => {
		const config = { ...tableOf(7, { mafia: 2, cupid: 1, detective: 1, villager: 3 }), preset: 'custom' as const, custom: newCustomTable('Friday table') };
		config.options = { ...PRESETS.custom.defaults, narration: 'round', ballotMode: 'secret' };
		const names = namesFor('custom').roles;
		expect(checkTable(config).join(' ')).toContain(`${names.cupid.one} links two players on one turn, which a night where everyone takes the phone cannot do`);
		config.options = { ...PRESETS.custom.defaults, narration: 'narrator' };
		expect(checkTable(config).join(' ')).not.toContain('links two players');
	});
});
