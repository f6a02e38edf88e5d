import type { ThemeNames } from './names';

/**
 * The words of the game, as types. Everything here is plain data so that a game
 * can be saved, exported, replayed and compared with `toEqual`.
 */

/** What a role does. Display names live apart (see names.ts), so renaming never changes a rule. */
export type RoleId =
	| 'mafia'
	| 'godfather'
	| 'lecter'
	| 'seductress'
	| 'doctor'
	| 'detective'
	| 'sniper'
	| 'diehard'
	| 'jester'
	| 'villager';

export type Team = 'mafia' | 'town' | 'neutral';
export type PresetId = 'classic' | 'clocked' | 'storyteller' | 'godfather';

/** A seat is the player's index in seat order (the order the phone goes round). */
export type Seat = number;

export type RoleCounts = Partial<Record<RoleId, number>>;

export type BallotMode = 'secret' | 'open';

export interface GameOptions {
	/** A vote-out names the role. */
	revealOnVoteOut: boolean;
	/** Secret ballot passed round the table, or the narrator enters an open vote. */
	ballotMode: BallotMode;
	/** A dealt role whose holders are all dead is still called, so the table cannot tell. */
	callDeadRoles: boolean;
	/** Optional talk clock in seconds; null means free talk. */
	talkSeconds: number | null;
}

export interface GameConfig {
	preset: PresetId;
	/** Names in seat order. */
	players: string[];
	roles: RoleCounts;
	options: GameOptions;
	/** Everything random in a game comes from this seed. */
	seed: number;
	/** Display names chosen at setup (a theme); the preset's own words when absent. */
	theme?: ThemeNames;
}

export interface Player {
	seat: Seat;
	name: string;
	role: RoleId;
	alive: boolean;
}

/** A countdown kept as data: the machine never reads the clock, events carry the time. */
export interface Clock {
	totalMs: number;
	/** Time left when it last stopped running (or when it started). */
	leftMs: number;
	/** When it started running again; null while paused. */
	runningSince: number | null;
}

/** One role called at night: who holds it (alive) and whether it is called only for show. */
export interface Wake {
	role: RoleId;
	/** Living holders, in seat order. Empty when called for show. */
	actors: Seat[];
	forShow: boolean;
}

/** One actor's choice at night; null is "nobody". */
export interface NightPick {
	role: RoleId;
	by: Seat;
	target: Seat | null;
}

/** The night's picks in the order they were made (a changed pick moves to the end). */
export type NightPicks = NightPick[];

export type DetectiveAnswer = 'mafia' | 'not-mafia';

export type Outcome =
	| { kind: 'out'; seat: Seat }
	| { kind: 'revote'; tied: Seat[] }
	| { kind: 'nobody'; why: 'tie' | 'no-votes' | 'abstentions' | 'no-majority' };

export type Tally = Record<Seat, number>;

export type Phase =
	| { kind: 'deal'; next: Seat }
	| { kind: 'dusk'; night: number }
	| { kind: 'night'; night: number; step: number; wakes: Wake[]; picks: NightPicks }
	| { kind: 'morning'; night: number; deaths: Seat[] }
	| { kind: 'talk'; day: number; clock: Clock | null }
	| {
			kind: 'ballot';
			day: number;
			round: 1 | 2;
			candidates: Seat[];
			voters: Seat[];
			votes: Record<Seat, Seat | null>;
	  }
	| {
			kind: 'verdict';
			day: number;
			round: 1 | 2;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
	  }
	| { kind: 'ended' };

export type PhaseKind = Phase['kind'];

/** What happened, in order: the full record the end screen and the narrator read. */
export type LogEntry =
	| {
			kind: 'night';
			night: number;
			picks: NightPicks;
			/** The kill the mafia agreed on, if any. */
			target: Seat | null;
			covered: Seat | null;
			check: { by: Seat; target: Seat; answer: DetectiveAnswer } | null;
			deaths: Seat[];
	  }
	| {
			kind: 'vote';
			day: number;
			round: 1 | 2;
			ballots: Record<Seat, Seat | null>;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
	  };

export interface Win {
	side: Team;
	/** The whole winning side, dead included, in seat order. */
	seats: Seat[];
}

export interface GameState {
	config: GameConfig;
	players: Player[];
	phase: Phase;
	/** Who each actor covered/targeted last night, for "not two nights running" rules. */
	lastNight: NightPicks;
	log: LogEntry[];
	/** Seats whose role the table has been told (vote-outs with reveal on). */
	revealed: Seat[];
	winner: Win | null;
}

/** A table action: what the narrator or a player tapped. The record is a list of these, each with its time. */
export type Action =
	| { type: 'card.seen'; seat: Seat }
	| { type: 'night.start' }
	| { type: 'night.pick'; role: RoleId; by: Seat | 'all'; target: Seat | null }
	| { type: 'night.next' }
	| { type: 'morning.continue' }
	| { type: 'clock.pause' }
	| { type: 'clock.resume' }
	| { type: 'talk.end' }
	| { type: 'ballot.cast'; voter: Seat; target: Seat | null }
	| { type: 'verdict.continue' };

export type TimedAction = Action & { at: number };

/** Illegal input returns a reason in words, never an exception. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = <T = never>(reason: string): Checked<T> => ({ ok: false, reason });
