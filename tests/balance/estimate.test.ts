import { describe, it, expect } from 'vitest';
import { baselineTownChance } from '../../src/lib/balance/baseline';
import { balanceLabel, estimateBalance } from '../../src/lib/balance/estimate';
import { townChance } from '../../src/lib/balance/roles';
import { castOf } from '../../src/lib/balance/treatment';

describe('the label', () => {
	it('reads "Town 46% · Mafia 54%", the two shares adding up to 100, and judges nothing', () => {
		expect(balanceLabel({ town: 0.455 })).toBe('Town 46% · Mafia 54%');
		// The suggested 7-player Classic table: far from even under random play, and still no "strongly".
		expect(balanceLabel({ town: 0.125 })).toBe('Town 13% · Mafia 87%');
	});

	it("uses the preset's names for the sides", () => {
		expect(balanceLabel({ town: 0.7 }, { town: 'Village', mafia: 'Werewolves' })).toBe('Village 70% · Werewolves 30%');
	});
});

describe('the estimate for a preset', () => {
	it('is the exact baseline for a classic table with no Detective or Doctor', () => {
		const estimate = estimateBalance('classic', { mafia: 2, villager: 5 });
		expect(estimate.town).toBe(baselineTownChance(5, 2, 'night'));
		expect(estimate.town + estimate.mafia).toBe(1);
		expect(estimate.model).toMatch(/^Nobody plays with skill/);
	});

	it('lets the caller start with a day vote', () => {
		expect(estimateBalance('classic', { mafia: 1, villager: 2 }, 'day').town).toBeCloseTo(1 / 3, 15);
		expect(estimateBalance('classic', { mafia: 1, villager: 2 }, 'day').lines).toContain('The game starts with a day vote.');
	});

	it('plays Godfather from day 1, with his Doctor barred only from himself two nights running', () => {
		const counts = { godfather: 1, mafia: 1, doctor: 1, detective: 1, sniper: 1, villager: 2 };
		const estimate = estimateBalance('godfather', counts);
		expect(estimate.town).toBe(townChance(castOf(counts), { first: 'day', cover: 'self-never', coverSelf: true }));
		expect(estimate.lines).toContain('Day zero and night zero remove nobody, so the first player goes at the day 1 vote.');
		expect(estimate.lines).toContain('The Godfather reads as not one of the Mafia, so he is never found.');
		expect(estimate.lines).toContain('The Sniper is not modelled: treated as a Citizen who never shoots.');
	});

	it('counts the Godfather as mafia the Detective never finds, and the Die-hard as town with a spare life', () => {
		expect(castOf({ godfather: 1, mafia: 2, lecter: 1, diehard: 1, sniper: 1, villager: 4, detective: 1, doctor: 1 })).toEqual({
			killers: 3,
			hiddenKillers: 1,
			others: 5,
			dieHards: 1,
			detective: true,
			doctor: true
		});
	});

	it('lets a clocked Doctor cover the same player again, but not himself two nights running (its default switches)', () => {
		const counts = { mafia: 2, detective: 1, doctor: 1, villager: 4 };
		expect(estimateBalance('clocked', counts).town).toBe(townChance(castOf(counts), { first: 'night', cover: 'self-never', coverSelf: true }));
		expect(estimateBalance('clocked', counts).lines).toContain(
			'The Doctor covers a random player, himself included, but not himself two nights running; a covered player survives the night.'
		);
	});

	it('takes under 50 ms for 20 players', () => {
		// CPU time, the median of 15 runs: what the work costs, however busy the shared machine is (its wall
		// time, from scripts/balance-timing.ts on a quiet machine, is about 11 ms).
		const counts = { mafia: 4, detective: 1, doctor: 1, seductress: 1, jester: 1, villager: 12 };
		const times: number[] = [];
		for (let i = 0; i < 15; i++) {
			const start = process.cpuUsage();
			estimateBalance('storyteller', counts);
			const used = process.cpuUsage(start);
			times.push((used.user + used.system) / 1000);
		}
		times.sort((a, b) => a - b);
		expect(times[7]).toBeLessThan(50);
	});
});

describe('the roles the model leaves out', () => {
	it('names each dealt one apart, so a Seductress added, whom the numbers ignore, is said rather than silent', () => {
		const without = estimateBalance('storyteller', { mafia: 2, detective: 1, doctor: 1, villager: 6 });
		const withHer = estimateBalance('storyteller', { mafia: 2, detective: 1, doctor: 1, seductress: 1, villager: 5 });
		expect(withHer.town).toBe(without.town);
		expect(without.leftOut).toEqual([]);
		expect(withHer.leftOut).toEqual(['The Seductress is not modelled: treated as a Townsperson (whom she silences changes nothing in a random vote).']);
		expect(withHer.lines).toContain(withHer.leftOut[0]);
	});
});
