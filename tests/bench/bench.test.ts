import { describe, expect, it } from 'vitest';
import { newCustomTable, PRESET_ORDER, PRESETS, readRecord, replay, suggestRoles, type GameConfig } from '../../src/lib/engine/index';
import { LIVELY, QUIET, playRandomGame } from '../../scripts/bench/random-table';
import { BUDGETS, brokenBudgets } from '../../scripts/bench/budgets';
import { median, percentile, round, spread } from '../../scripts/bench/stats';
import type { Figures } from '../../scripts/bench/figures';
import { sideBySideReport, slowerBeyondSpread, type SideBySideResult } from '../../scripts/bench/side-by-side';

const NAMES = Array.from({ length: 20 }, (_, i) => `Player ${i + 1}`);
const table = (preset: (typeof PRESET_ORDER)[number], players: number): GameConfig => ({
	preset,
	players: NAMES.slice(0, players),
	roles: suggestRoles(preset, players),
	options: PRESETS[preset].defaults,
	seed: players * 7,
	...(preset === 'custom' ? { custom: newCustomTable('Bench table') } : {})
});

describe("the bench's random table", () => {
	it.each(PRESET_ORDER)('plays %s from the deal to a winner, every move one the engine accepts', (preset) => {
		const { min, max } = PRESETS[preset].rules.players;
		for (const players of [min, max]) {
			for (const habits of [LIVELY, QUIET]) {
				const game = playRandomGame(table(preset, players), players, habits);
				expect(game.state.phase.kind).toBe('ended');
				expect(game.state.winner).not.toBeNull();
				// The record is the game: it replays to the same state, and reads back as the app reads it.
				expect(replay(game.record)).toEqual({ ok: true, value: game.state });
			}
		}
	});

	it('plays the same game from the same seeds', () => {
		const a = playRandomGame(table('classic', 9), 42, LIVELY);
		const b = playRandomGame(table('classic', 9), 42, LIVELY);
		expect(a.record.actions).toEqual(b.record.actions);
		expect(playRandomGame(table('classic', 9), 43, LIVELY).record.actions).not.toEqual(a.record.actions);
	});

	it('stops where asked, and the part played is a game the app reads', () => {
		const game = playRandomGame(table('classic', 12), 5, QUIET, (s) => s.phase.kind === 'talk' && s.phase.day === 2);
		expect(game.state.phase).toMatchObject({ kind: 'talk', day: 2 });
		expect(game.rounds).toBe(2);
		expect(readRecord(JSON.parse(JSON.stringify(game.record))).ok).toBe(true);
	});
});

const within: Figures = {
	firstLoadGzipBytes: 40_000,
	firstLoadByLanguage: { en: 39_000, ru: 40_000 },
	precacheBytes: 300_000,
	offlineColdStartMs: { min: 100, median: 200, max: 300 },
	resumeMs: { min: 100, median: 200, max: 300 },
	persistMs: { median: 0.5, p95: 1 },
	persistAtCapMs: { median: 0.6, p95: 1.2 },
	replayMs: 0.3,
	engineGamesPerSec: 25_000,
	balanceMs: null,
	battery: {
		talk: { screen: 'Talk', taskMs: 120, windowMs: 20_000, cpuPercent: 0.6 },
		appNight: { screen: "Killers' turn", taskMs: 200, windowMs: 20_000, cpuPercent: 1 },
		seconds: 20
	},
	offlineReloadMs: { min: 50, median: 60, max: 70 },
	taps: {
		cpuSlowdown: 4,
		round: 10,
		touchMs: 80,
		kinds: {
			'night pick': { eventMs: { median: 24, max: 50 }, screenMs: { median: 20, max: 40 }, taps: 5 },
			Undo: { eventMs: { median: 16, max: 16 }, screenMs: { median: 12, max: 14 }, taps: 5 }
		}
	},
	// Taps with the finger down and up at one instant are shown, not budgeted: no finger taps that way.
	instantTaps: {
		cpuSlowdown: 4,
		round: 10,
		touchMs: 0,
		kinds: { 'night pick': { eventMs: { median: 56, max: 72 }, screenMs: { median: 40, max: 60 }, taps: 5 } }
	},
	firstLoadFiles: [],
	precacheEntries: 30,
	table: { preset: 'classic', players: 12, rounds: 9, actions: 150, resumeActions: 90, capActions: 120_000, capBytes: 5_000_000, resumedOn: 'Talk', note: null },
	engineTable: 'classic, 7 players',
	balanceNote: '',
	runs: { coldStarts: 10, resumes: 10, reloads: 10, saves: 200, replays: 50 },
	machine: { cpus: 2, model: 'test', loadBefore: 0, loadAfter: 0 },
	broken: []
};

describe('the budgets', () => {
	it('hold for figures inside them; a balance not measured yet breaks none', () => {
		expect(brokenBudgets(within)).toEqual([]);
	});

	it('each say, in words, which figure broke them', () => {
		const over: Figures = {
			...within,
			firstLoadGzipBytes: BUDGETS.firstLoadGzipBytes + 1,
			precacheBytes: BUDGETS.precacheBytes + 1,
			persistMs: { median: 2.5, p95: 4 },
			persistAtCapMs: { median: 4100, p95: 4400 },
			replayMs: 6,
			engineGamesPerSec: 19_999,
			balanceMs: 51,
			battery: { ...within.battery, talk: { ...within.battery.talk, cpuPercent: 1.01 }, appNight: { ...within.battery.appNight, cpuPercent: 2.5 } },
			taps: { ...within.taps, kinds: { ...within.taps.kinds, Undo: { eventMs: { median: 40, max: 51 }, screenMs: { median: 30, max: 45 }, taps: 5 } } }
		};
		const broken = brokenBudgets(over);
		expect(broken).toHaveLength(10);
		expect(broken.join('\n')).toMatch(/the talk screen takes 1.01% of one core, over the 1% budget/);
		expect(broken.join('\n')).toMatch(/an app-narrated night takes 2.5% of one core/);
		expect(broken.join('\n')).toMatch(/a tap "Undo" took 51 ms to be answered \(Event Timing, longest\), over the 50 ms budget/);
		expect(broken.join('\n')).not.toMatch(/night pick/);
		expect(broken.join('\n')).toMatch(/first load is 40001 B gzip, over the 40000 B budget/);
		expect(broken.join('\n')).toMatch(/the precache is 1500001 B, over the 1500000 B budget/);
		expect(broken.join('\n')).toMatch(/saving a transition takes 2.5 ms/);
		expect(broken.join('\n')).toMatch(/saving a transition of a game at the import cap takes 4100 ms/);
		expect(broken.join('\n')).toMatch(/replaying the long game takes 6 ms/);
		expect(broken.join('\n')).toMatch(/19999 games\/s/);
		expect(broken.join('\n')).toMatch(/balance estimate takes 51 ms/);
	});
});

describe('the summaries', () => {
	it('give the median, the 95th percentile and the spread of the samples', () => {
		const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
		expect(median(samples)).toBe(50.5);
		expect(percentile(samples, 0.95)).toBe(95);
		expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
	});

	it('round to what a table can show', () => {
		expect(round(0.012345)).toBe(0.01);
		expect(round(12.345)).toBe(12.3);
		expect(round(1234.5)).toBe(1235);
	});
});

describe('the side by side, against the run\'s own spread', () => {
	const figures = (reload: number, settled: number, relaunch: number) => ({
		offlineReloadFcpMs: reload,
		offlineSettledReloadFcpMs: settled,
		offlineRelaunchFcpMs: relaunch,
		requestsBeforeLoad: 1,
		bytesBeforeLoad: 4300,
		requestsFirstSecond: 9,
		bytesFirstSecond: 133_300,
		cls: 0
	});
	const spreads = (ms: number) => ({ offlineReloadFcpMs: ms, offlineSettledReloadFcpMs: ms, offlineRelaunchFcpMs: ms });
	const results = (mine: ReturnType<typeof figures>, theirs: ReturnType<typeof figures>, spread = 6): SideBySideResult[] => [
		{ name: 'build/', figures: mine, spreads: spreads(spread) },
		{ name: 'main/', figures: theirs, spreads: spreads(2) }
	];

	it('holds an offline start slower by the spread or less, the one at the limit included, and names each one beyond it', () => {
		expect(slowerBeyondSpread(results(figures(86, 58, 80), figures(80, 52, 100)))).toEqual([]);
		expect(slowerBeyondSpread(results(figures(87, 52, 80), figures(80, 52, 100), 2))).toEqual([
			"offline reload at the load event → first contentful paint: 87 ms against 80 ms, 7 ms slower, beyond the run's spread of 2 ms"
		]);
	});

	it('marks each offline start ok or OVER in the table, and lists the broken ones under it', () => {
		const report = sideBySideReport(results(figures(90, 50, 108), figures(82, 52, 176)), 24, 'Machine: test.');
		const row = (label: string) => report.split('\n').find((line) => line.startsWith(label)) ?? '';
		expect(row('offline reload at the load event')).toMatch(/90 ms\s+82 ms\s+1\.1\s+6 ms\s+OVER$/);
		expect(row('offline reload once settled')).toMatch(/ok$/);
		expect(row('offline relaunch')).toMatch(/0\.61\s+6 ms\s+ok$/);
		expect(row('requests asked before the load event')).not.toMatch(/ok|OVER/);
		expect(report).toMatch(/Slower beyond the spread:\n {2}offline reload at the load event → first contentful paint: 90 ms against 82 ms, 8 ms slower/);
		expect(sideBySideReport(results(figures(80, 50, 108), figures(82, 52, 176)), 24, 'Machine: test.')).toMatch(
			/No offline start is slower than main\/'s by more than the run's spread\.$/
		);
	});
});
