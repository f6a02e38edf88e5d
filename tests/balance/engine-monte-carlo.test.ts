import { describe, it, expect } from 'vitest';
import { estimateBalance } from '../../src/lib/balance/estimate';
import type { RoleCounts } from '../../src/lib/engine/index';
import { playRandomGame, seeded } from './random-table';

/**
 * The exact estimate against the real engine: whole `classic` games played by a table that follows the
 * model (random-table.ts), counted. The share the town wins must sit within 4 standard errors of the
 * exact value. Seeded, so the same games every run; 5,000 a table keeps the file near 2 s on a shared core.
 */
const GAMES = 5_000;

const tables: [string, RoleCounts][] = [
	['7 players, 2 Killers (the baseline)', { mafia: 2, villager: 5 }],
	['6 players, 1 Killer, Detective and Doctor', { mafia: 1, detective: 1, doctor: 1, villager: 3 }],
	['8 players, 2 Killers, Detective and Doctor', { mafia: 2, detective: 1, doctor: 1, villager: 4 }]
];

describe('the estimate agrees with the engine playing random games', () => {
	it.each(tables)('%s', (_, roles) => {
		const exact = estimateBalance('classic', roles).town;
		const draw = seeded(20_240_601);
		let town = 0;
		for (let i = 0; i < GAMES; i++) if (playRandomGame(roles, draw) === 'town') town++;
		const share = town / GAMES;
		const standardError = Math.sqrt((exact * (1 - exact)) / GAMES);
		expect(Math.abs(share - exact)).toBeLessThan(4 * standardError);
	}, 30_000);
});
