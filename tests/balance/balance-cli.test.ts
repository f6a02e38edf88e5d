import { describe, it, expect } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { townChance } from '../../src/lib/balance/roles';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run balance -- …` the way npm does (tsx scripts/balance.ts); its output and exit code. */
function balance(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile('npx', ['tsx', 'scripts/balance.ts', ...args], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => {
			resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
		});
	});
}

describe('npm run balance', () => {
	// The three runs start together: each spends most of its time starting tsx.
	const runs = Promise.all([
		balance('--players', '7', '--mafia', '2'),
		balance('--players=8', '--mafia=2', '--detective', '--doctor', '--start', 'day'),
		balance('--players', '6', '--mafia', '3')
	]);

	it('prints one line, the town\'s chance: 7 players, 2 mafia, night first is 1/12', async () => {
		const [plain] = await runs;
		expect(plain.code).toBe(0);
		expect(plain.stdout).toBe('town 0.08333333\n');
	}, 30_000);

	it('takes the Detective, the Doctor and a day start, and agrees with the solver to 8 decimals', async () => {
		const [, roles] = await runs;
		const cast = { killers: 2, hiddenKillers: 0, others: 4, dieHards: 0, detective: true, doctor: true };
		const exact = townChance(cast, { first: 'day', cover: 'never', coverSelf: true });
		expect(roles.code).toBe(0);
		expect(roles.stdout).toBe(`town ${exact.toFixed(8)}\n`);
	}, 30_000);

	it('refuses a table where the mafia already have parity, and says why', async () => {
		const [, , parity] = await runs;
		expect(parity.code).toBe(2);
		expect(parity.stdout).toBe('');
		expect(parity.stderr).toMatch(/3 mafia against 3 others: the mafia must be fewer than the rest/);
	}, 30_000);
});
