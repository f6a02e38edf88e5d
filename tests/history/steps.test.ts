import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '$lib/engine/record';
import type { GameState } from '$lib/engine/types';
import { standingLine, stepLine, winnerWords } from '$lib/history/steps';
import { workedGame } from '../persistence/phone';
import { storytellerGame } from '../standings/storyteller-game';

/** The worked game of the `classic` source, read back step by step as its narrator saw it. */
function stateAt(step: number): GameState {
	const state = replay(workedGame, step);
	if (!state.ok) throw new Error(state.reason);
	return state.value;
}

const lines = workedGame.actions.map((action, i) => stepLine(stateAt(i), action, stateAt(i + 1)));

describe('the worked game, step by step', () => {
	it('has one line per step of the record', () => {
		expect(lines).toHaveLength(workedGame.actions.length);
		expect(lines.every((line) => line.length > 5)).toBe(true);
	});

	it('the deal names each card: the narrator sees every role once the game is over', () => {
		expect(lines.slice(0, 7)).toEqual([
			'Alice read their card: Villager.',
			'Ben read their card: Killer.',
			'Cara read their card: Detective.',
			'Dev read their card: Doctor.',
			'Eve read their card: Killer.',
			'Finn read their card: Villager.',
			'Gus read their card: Villager.'
		]);
	});

	it('night 1: the killers agree on Alice, Dev covers Finn, Cara learns Ben is a killer; Alice dies', () => {
		expect(lines).toContain('Night 1 began: everyone closed their eyes.');
		expect(lines).toContain('Ben (Killer) picked Alice.');
		expect(lines).toContain('Eve (Killer) picked Alice.');
		expect(lines).toContain('Dev (Doctor) covered Finn.');
		expect(lines).toContain('Cara (Detective) checked Ben: a Killer.');
		expect(lines).toContain('The night ended. Alice (Villager) died in the night.');
	});

	it('a pick the narrator entered for all the killers at once names them all', () => {
		const picks = workedGame.actions.filter((a) => a.type === 'night.pick' && a.role === 'mafia').slice(0, 2);
		const together = { ...workedGame, actions: workedGame.actions.map((a) => (a === picks[0] ? { ...a, by: 'all' as const } : a)).filter((a) => a !== picks[1]) };
		const i = together.actions.findIndex((a) => a.type === 'night.pick');
		const at = (n: number) => {
			const state = replay(together, n);
			if (!state.ok) throw new Error(state.reason);
			return state.value;
		};
		expect(stepLine(at(i), together.actions[i], at(i + 1))).toBe('The Killers (Ben and Eve) all picked Alice.');
	});

	it('day 1 vote by vote, then the tally and who goes', () => {
		const day1 = lines.findIndex((l) => l.startsWith('Day 1'));
		expect(lines[day1]).toBe('Day 1: the talk began.');
		expect(lines).toContain('Gus abstained. The vote closed: Ben 3, Cara 2, one abstained. Ben (Killer) goes.');
	});

	it('night 2: Eve alone picks Cara, Dev covers her, nobody dies, Finn is not a killer; then the town wins', () => {
		expect(lines).toContain('Eve (Killer) picked Cara.');
		expect(lines).toContain('Cara (Detective) checked Finn: not a Killer.');
		expect(lines).toContain('The night ended. Nobody died in the night.');
		expect(lines.at(-1)).toBe('The game ended. Town wins: Alice, Cara, Dev, Finn and Gus.');
	});

	it('says where the game stood after any step', () => {
		expect(standingLine(stateAt(0))).toBe('The cards are going round: Alice is next.');
		expect(standingLine(stateAt(7))).toBe('Night 1 is about to fall.');
		expect(standingLine(stateAt(8))).toBe('Night 1: the Killers are awake.');
		const firstVote = workedGame.actions.findIndex((a) => a.type === 'ballot.cast');
		expect(standingLine(stateAt(firstVote + 1))).toBe('Day 1: the vote, 1 of 6 voted.');
		expect(standingLine(stateAt(workedGame.actions.length))).toBe(winnerWords(stateAt(workedGame.actions.length)));
	});
});

describe('a storyteller game, step by step', () => {
	const at = (n: number) => {
		const state = replay(storytellerGame, n);
		if (!state.ok) throw new Error(state.reason);
		return state.value;
	};
	const story = storytellerGame.actions.map((action, i) => stepLine(at(i), action, at(i + 1)));

	it('tells the Seductress choosing nobody, the Jester voted out, and the extra winners', () => {
		expect(story).toContain('Fay (Seductress) chose nobody.');
		expect(story).toContain('Fay voted for Di. The vote closed: Di 4, Bo 1. Di (Jester) goes.');
		expect(story.at(-1)).toBe('The game ended. Mafia wins: Cy. Also won: Di (Jester), Fay (Seductress).');
	});
});

describe('a custom game with the Village Idiot, step by step', () => {
	const record = JSON.parse(readFileSync('tests/fixtures/records/custom-village-idiot.json', 'utf8')) as GameRecord;
	const at = (n: number) => {
		const state = replay(record, n);
		if (!state.ok) throw new Error(state.reason);
		return state.value;
	};
	const story = record.actions.map((action, i) => stepLine(at(i), action, at(i + 1)));

	it('tells his first vote-out as the table heard it, and his second as any other', () => {
		expect(story).toContain('Bo voted for Dev. The vote closed: Dev 4, Ana 2. Dev is the Village Idiot, and stays in the game without a vote.');
		expect(story).toContain('Bo voted for Dev. The vote closed: Dev 2, Bo 1. Dev (Village Idiot) goes.');
	});
});
