import { describe, it, expect, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCommand } from '../../scripts/replay/command';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = 'tests/fixtures/records/classic-worked-game.json';
const dir = mkdtempSync(join(tmpdir(), 'nightfall-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The replay command's streams and exit code, as the terminal would show them (run in this process). */
function runIn(file: string, ...args: string[]): { status: number; stdout: string; stderr: string } {
	const { code, out, err } = replayCommand([file, ...args]);
	const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
	return { status: code, stdout: text(out), stderr: text(err) };
}
const run = (file: string) => runIn(file);

describe('npm run replay', () => {
	it('prints the worked game and ends with its winners', () => {
		const { status, stdout } = run(fixture);
		expect(status).toBe(0);
		const lines = stdout.trim().split('\n');
		expect(lines.at(-1)).toBe('Winners: Town: Alice, Cara, Dev, Finn, Gus');
		expect(lines).toContain('Day 1: Ben (Killer) goes.');
		expect(lines).toContain('Night 2: Nobody died in the night.');
	});

	it('names the extra winners apart from the winning side, each with their role', () => {
		const { status, stdout } = run('tests/fixtures/records/storyteller-seductress-and-jester.json');
		expect(status).toBe(0);
		expect(stdout.trim().split('\n').slice(-2)).toEqual([
			'Winners: Town: Alice, Hana, Jo, Kit, Dev, Cara, Lea',
			'Also won: Finn (Seductress), Gus (Jester)'
		]);
	});

	it('exits non-zero with a clear message for a file that is not JSON', () => {
		const file = join(dir, 'corrupt.json');
		writeFileSync(file, readFileSync(join(root, fixture), 'utf8').slice(0, 200));
		const { status, stdout, stderr } = run(file);
		expect(status).not.toBe(0);
		expect(stderr).toMatch(/Cannot read .*corrupt\.json/);
		expect(stdout).not.toMatch(/Winners/);
	});

	it('exits non-zero and says why for a record with an illegal step', () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		// Alice, dead since night 1, "votes" on day 1.
		const i = record.actions.findIndex((a: { type: string; voter?: number }) => a.type === 'ballot.cast' && a.voter === 6);
		record.actions[i] = { type: 'ballot.cast', voter: 0, target: 1, at: record.actions[i].at };
		const file = join(dir, 'illegal.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stdout, stderr } = run(file);
		expect(status).not.toBe(0);
		expect(stderr).toMatch(/illegal\.json: Step \d+ \(ballot\.cast\) was refused: Alice cannot vote/);
		expect(stdout).toBe('');
	});

	it('exits 1 and names the role for a record that deals a role nobody knows, with no stack trace', () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		record.roles = { ...record.roles, killer: 1 };
		const file = join(dir, 'killer.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stdout, stderr } = run(file);
		expect(status).toBe(1);
		expect(stderr.trim()).toMatch(/^.*killer\.json: This game record deals an unknown role "killer" \(the roles are .*\)\.$/);
		expect(stderr).not.toMatch(/\bat .*\.ts:\d+|TypeError/);
		expect(stdout).toBe('');
	});

	it('exits 3, its own code, for a game that is not over yet, after printing it', () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		record.actions = record.actions.slice(0, 20);
		const file = join(dir, 'unfinished.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stdout } = run(file);
		expect(status).toBe(3);
		expect(stdout.trim().split('\n').at(-1)).toBe('The game is not over yet.');
		expect(stdout).not.toMatch(/Winners/);
	});
});

describe('npm run replay -- FILE --lang CODE', () => {
	it('tells the same game in Russian: as many lines, each night and day in Russian, the same exit code', () => {
		const english = run(fixture).stdout.trim().split('\n');
		const { status, stdout } = runIn(fixture, '--lang', 'ru');
		expect(status).toBe(0);
		const russian = stdout.trim().split('\n');
		expect(russian).toHaveLength(english.length);
		expect(russian[0]).toBe('classic, 7 игроков: Alice, Ben, Cara, Dev, Eve, Finn, Gus');
		expect(russian.filter((line) => line.startsWith('Ночь 1: '))).toHaveLength(1);
		expect(russian.filter((line) => line.startsWith('День 2: '))).toHaveLength(2);
		expect(stdout).not.toMatch(/^(Night|Day) \d/m);
	});

	it('says in Russian that the game is not over, and exits 3 as in English', () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		record.actions = record.actions.slice(0, 20);
		const file = join(dir, 'unfinished-ru.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stdout } = runIn(file, '--lang', 'ru');
		expect(status).toBe(3);
		expect(stdout.trim().split('\n').at(-1)).toBe('Партия ещё не окончена.');
	});

	it('refuses a record in the language asked for, exit 1 as in English', () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		record.roles = { ...record.roles, killer: 1 };
		const file = join(dir, 'killer-de.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stderr } = runIn(file, '--lang', 'de');
		expect(status).toBe(1);
		expect(stderr.trim()).toMatch(/killer-de\.json: Dieses Spielprotokoll teilt eine unbekannte Rolle „killer“ aus \(die Rollen sind .*\)\.$/);
	});

	it('refuses a language it does not have, in words, with the usage exit code', () => {
		const { status, stdout, stderr } = runIn(fixture, '--lang', 'xx');
		expect(status).toBe(2);
		expect(stderr.trim()).toBe('There is no language "xx": the languages are en, ru, es, fr, de, it.');
		expect(stdout).toBe('');
	});
});

// The command itself, once: its arguments, streams and exit code reach the terminal as the function gives them.
// The mutation run (vitest.mutation.config.ts) leaves it out: a child process never sees a mutant.
describe.skipIf(process.env.MUTATION_RUN === '1')('tsx scripts/replay.ts, as npm run replay starts it', () => {
	it('prints an unfinished game in the language asked for, with nothing on stderr, and exits 3', async () => {
		const record = JSON.parse(readFileSync(join(root, fixture), 'utf8'));
		record.actions = record.actions.slice(0, 20);
		const file = join(dir, 'unfinished-cli.json');
		writeFileSync(file, JSON.stringify(record));
		const { status, stdout, stderr } = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
			execFile(join(root, 'node_modules/.bin/tsx'), ['scripts/replay.ts', file, '--lang', 'ru'], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) =>
				resolve({ status: error ? Number(error.code ?? -1) : 0, stdout, stderr })
			);
		});
		expect(stderr).toBe('');
		expect(status).toBe(3);
		expect(stdout).toBe(runIn(file, '--lang', 'ru').stdout);
		expect(stdout.trim().split('\n').at(-1)).toBe('Партия ещё не окончена.');
	}, 30_000); // one tsx start, on a loaded machine
});
