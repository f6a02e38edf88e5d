import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readRecord } from '$lib/engine/record';
import { readBack, stepByStep } from '$lib/history/read-back';

const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const worked = read.value;

describe('a game read back for the history', () => {
	it('gives the narrator’s view of the finished game and its winners, in words', () => {
		const game = readBack(worked);
		expect(game?.winnerLine).toMatch(/^Town wins: Alice, Cara, Dev, Finn and Gus\./);
		expect(game?.view.players.every((p) => p.role !== undefined)).toBe(true);
		expect(game?.winners.map((s) => worked.players[s])).toEqual(['Alice', 'Cara', 'Dev', 'Finn', 'Gus']);
	});

	it('reads each step on demand: before the first, who sat down; at the last, who was alive and as what', () => {
		const steps = stepByStep(worked);
		expect(steps.steps).toBe(worked.actions.length);
		expect(steps.at(0)).toMatchObject({ line: 'The table has sat down: nothing has happened yet.', action: null });
		const last = steps.at(steps.steps);
		expect(last.action).toEqual(worked.actions.at(-1));
		expect(last.players.filter((p) => !p.alive).map((p) => p.name)).toEqual(['Alice', 'Ben', 'Eve']);
		expect(last.players.every((p) => p.role !== undefined)).toBe(true);
	});
});
