import { describe, it, expect } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { townChance } from '../../src/lib/balance/roles';
import { balanceCommand } from '../../scripts/balance/command';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run balance -- …` told in this process: its output and exit code, as the terminal would show them. */
function balance(...args: string[]): { code: number; stdout: string; stderr: string } {
	const { code, out, err } = balanceCommand(args);
	const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
	return { code, stdout: text(out), stderr: text(err) };
}

describe('npm run balance', () => {
	it("prints one line, the town's chance: 7 players, 2 mafia, night first is 1/12", () => {
		const plain = balance('--players', '7', '--mafia', '2');
		expect(plain.code).toBe(0);
		expect(plain.stdout).toBe('town 0.08333333\n');
	});

	it('takes the Detective, the Doctor and a day start, and agrees with the solver to 8 decimals', () => {
		const roles = balance('--players=8', '--mafia=2', '--detective', '--doctor', '--start', 'day');
		const cast = { killers: 2, hiddenKillers: 0, others: 4, dieHards: 0, detective: true, doctor: true };
		const exact = townChance(cast, { first: 'day', cover: 'never', coverSelf: true });
		expect(roles.code).toBe(0);
		expect(roles.stdout).toBe(`town ${exact.toFixed(8)}\n`);
	});

	it('refuses a table where the mafia already have parity, and says why', () => {
		const parity = balance('--players', '6', '--mafia', '3');
		expect(parity.code).toBe(2);
		expect(parity.stdout).toBe('');
		expect(parity.stderr).toMatch(/3 mafia against 3 others: the mafia must be fewer than the rest/);
	});

	// The command itself, once (as npm runs it): its arguments, streams and exit code reach the terminal as told.
	it('as a command, refuses on stderr with the usage, prints nothing, and exits 2', async () => {
		const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
			execFile(`${root}node_modules/.bin/tsx`, ['scripts/balance.ts', '--players', '6', '--mafia', '3'], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) =>
				resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr })
			);
		});
		expect(run).toEqual(balance('--players', '6', '--mafia', '3'));
		expect(run.stderr).toMatch(/^Usage: npm run balance/m);
	}, 30_000); // one tsx start, on a loaded machine
});
