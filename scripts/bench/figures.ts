import type { BatteryFigures } from './battery';
import type { Spread, Tail } from './stats';
import type { TapLatency } from './tap-latency';

/** What the table of a measured game was: the largest the engine accepts, and how long the game ran. */
export interface BenchTable {
	preset: string;
	players: number;
	/** Rounds (a night and the day after it) in the long game replayed. */
	rounds: number;
	/** Table actions in the long game's record. */
	actions: number;
	/** Table actions in the saved game resumed at round 5. */
	resumeActions: number;
	/** Table actions, and bytes of compact JSON, in the same game made as long as the import accepts. */
	capActions: number;
	capBytes: number;
	/** The heading of the screen the saved game reopened on. */
	resumedOn: string;
	/** Why a smaller table than 20 players was used, when it was. */
	note: string | null;
}

/** Everything `npm run bench -- --json` prints: the keys first, then how they were measured. */
export interface Figures {
	/** The heavier of the first loads in English and in the heaviest language (the budget holds for every language). */
	firstLoadGzipBytes: number;
	/** The first load with the phone in English and in the language whose messages weigh most. */
	firstLoadByLanguage: Record<string, number>;
	precacheBytes: number;
	offlineColdStartMs: Spread;
	resumeMs: Spread;
	/** Saving one transition of the game saved at round 5. */
	persistMs: Tail;
	/** Saving one transition of a game as long as the import accepts (5 MB of record). */
	persistAtCapMs: Tail;
	replayMs: number;
	engineGamesPerSec: number;
	balanceMs: number | null;
	/** The page's CPU time, as a share of one core, on the screens left on longest (scripts/bench/battery.ts). */
	battery: BatteryFigures;
	/** Taps answered at round 10 of the long game, the processor slowed 4× (scripts/bench/tap-latency.ts). */
	taps: TapLatency;
	/** The same taps made Playwright's way, the finger down and up at one instant: shown beside, not budgeted. */
	instantTaps: TapLatency;
	/** Offline reloads of an open page (the service worker already running), beside the cold starts above. */
	offlineReloadMs: Spread;
	/** The files behind firstLoadGzipBytes, with their gzip sizes. */
	firstLoadFiles: { file: string; gzipBytes: number }[];
	precacheEntries: number;
	table: BenchTable;
	/** The table the engine's games per second were played at. */
	engineTable: string;
	/** Why balanceMs is null, or which estimate was timed. */
	balanceNote: string;
	runs: { coldStarts: number; resumes: number; reloads: number; saves: number; replays: number };
	/** The machine, and how busy it was: figures taken on a loaded machine are slower. */
	machine: { cpus: number; model: string; loadBefore: number; loadAfter: number };
	broken: string[];
}
