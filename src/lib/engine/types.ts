import type { ThemeNames } from './names';

/**
 * The words of the game, as types. Everything here is plain data so that a game
 * can be saved, exported, replayed and compared with `toEqual`.
 */

/** What a role does. Display names live apart (see names.ts), so renaming never changes a rule. */
export type RoleId =
	| 'cupid'
	| 'mafia'
	| 'godfather'
	| 'wolfcub'
	| 'lecter'
	| 'seductress'
	| 'serialkiller'
	| 'doctor'
	| 'bodyguard'
	| 'witch'
	| 'detective'
	| 'sniper'
	| 'hunter'
	| 'mayor'
	| 'elder'
	| 'diehard'
	| 'lycan'
	| 'idiot'
	| 'jester'
	| 'villager';

/**
 * The sides: the town, the killers, the neutrals (Jester, Seductress), and the Serial Killer, a side of his own.
 * 'lovers' is never a card's side: it is the win of two Lovers of opposite sides, the last two alive.
 */
export type Team = 'mafia' | 'town' | 'neutral' | 'serial' | 'lovers';
/** The four rule sets faithful to their sources, and `custom`: a table the host composes from their rules. */
export type PresetId = 'classic' | 'clocked' | 'storyteller' | 'godfather' | 'custom';

/** A seat is the player's index in seat order (the order the phone goes round). */
export type Seat = number;

export type RoleCounts = Partial<Record<RoleId, number>>;

export type BallotMode = 'secret' | 'open';

export interface GameOptions {
	/** A vote-out names the role. */
	revealOnVoteOut: boolean;
	/** A night death names the role (`clocked`, `storyteller`: "reveal roles"; never in `classic`, `godfather`). */
	revealOnNightDeath: boolean;
	/** Secret ballot passed round the table, or the narrator enters an open vote. */
	ballotMode: BallotMode;
	/** A dealt role whose holders are all dead is still called, so the table cannot tell. */
	callDeadRoles: boolean;
	/** Talk clock in seconds; null means free talk. When it ends the vote opens. */
	talkSeconds: number | null;
	/** Each role's wake at night, in seconds (`clocked`); at zero the role has not acted. */
	nightSeconds: number | null;
	/** The vote's clock in seconds (`clocked`); at zero the ballot closes with the votes cast. */
	voteSeconds: number | null;
	/** The morning and the vote result move on by themselves after this many seconds (`clocked`: 5). */
	resultSeconds: number | null;
	/** The Doctor may cover themselves (`clocked` switch). */
	doctorMaySelf: boolean;
	/** The Doctor may cover themselves two nights running (`clocked` switch). */
	doctorSelfTwice: boolean;
	/** A last word for the killed and the voted-out, in seconds (`storyteller`); null for none. */
	lastWordSeconds: number | null;
	/** A Jester voted out ends the game (`storyteller`). */
	jesterEndsGame: boolean;
	/** How many count reveals the table may spend (`godfather`). */
	countReveals: number;
	/**
	 * 'narrator': one person keeps the phone and reads the script. 'app': the phone lies on
	 * the table and announces every step itself, so nobody sits out. 'round': everyone takes the
	 * phone: eyes stay open and the phone goes round every living player each night, each turn
	 * the same shape whatever the card, so nobody can tell who acted.
	 */
	narration: 'narrator' | 'app' | 'round';
	/** App-narrated: the countdown before each role is called, in seconds (default 5). */
	countdownSeconds: number;
	/**
	 * Everyone takes the phone: the least a turn lasts, in seconds, so its length tells nothing. Absent: 8 s
	 * (a game of another way of running the night never has it, so its record reads as it always did).
	 */
	turnMinSeconds?: number;
	/**
	 * With a narrator: the least a role's call lasts, in seconds, its holders alive or dead, so its length tells
	 * nothing. Absent: none (a game recorded before calls had a least time replays as it was played).
	 */
	callMinSeconds?: number;
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
	/** `custom` only: the rules the host chose, kept in the record so the game replays exactly. */
	custom?: CustomTable;
}

/** How the killers' night picks become one kill. */
export type MafiaKill =
	/** The kill lands only if every living killer picked the same player (`classic`). */
	| 'unanimous'
	/** All agree → that player; disagree → the earliest valid pick (`clocked`). */
	| 'earliest'
	/** Most picks wins; a tie is settled from the seed (`storyteller`). */
	| 'most'
	/** The Godfather alone decides; a living Mafia inherits the kill (`godfather`). */
	| 'godfather';

export interface BallotRules {
	/** 'most': most votes goes; 'majority': more than half of the living votes. */
	threshold: 'most' | 'majority';
	/** What a tie does: revote among the tied (then nobody), or nobody at once. */
	tie: 'revote' | 'nobody';
	/** Abstentions equal to or more than the top count send nobody (`storyteller`). */
	abstentionsSave: boolean;
}

/**
 * The rules a host chooses for a `custom` table, each one of the choices the four sources make (RULES.md). The
 * options every rule set has (reveals, clocks, last words, the Doctor's switches) stay in `GameOptions`.
 */
export interface CustomRules {
	mafiaKill: MafiaKill;
	/** Whom the killers may pick: living non-killers, or any living player but themselves. */
	mafiaMayPick: 'non-mafia' | 'not-self';
	/** 'any': the Doctor never covers the same player two nights running; 'self': never himself two nights running. */
	doctorRepeat: 'any' | 'self';
	/** What the Detective is told about the Godfather (`godfather`: "not mafia"). */
	leaderReads: DetectiveAnswer;
	ballot: BallotRules;
	/** A day zero of introductions, then night zero when the killers meet (they are not shown each other's cards). */
	dayZero: boolean;
	/** Each living player speaks in turn by day, the order reshuffled every day. */
	turns: boolean;
	/** The count-reveal vote before a day (how many reveals: the `countReveals` option). */
	countReveal: boolean;
	/** The least number of plain Villagers a deal must have (`classic`: 2). */
	minVillagers: number;
}

/** A custom table: its name (the host's) and its rules. */
export interface CustomTable {
	name: string;
	rules: CustomRules;
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
	/** Night zero (`godfather`): the mafia only meet; nobody picks. */
	meeting?: boolean;
	/** The killers take two victims tonight: a Wolf Cub died since the last night. */
	double?: true;
}

/**
 * A pick that is not its role's one pick of the night: the killers' second victim (after a Wolf Cub's death), the
 * Witch's healing potion and her death potion. A plain pick has none, so every older record reads as it did.
 */
/** What a dead player does at once: the Hunter's shot, the Mayor's naming of his successor. */
export type LastAct = 'shot' | 'successor';

export type NightAct = 'second' | 'heal' | 'poison' | 'lover' | 'beloved';

/** One actor's choice at night; null is "nobody". */
export interface NightPick {
	role: RoleId;
	by: Seat;
	target: Seat | null;
	act?: NightAct;
}

/** The night's picks in the order they were made (a changed pick moves to the end). */
export type NightPicks = NightPick[];

/** One turn of a pass-round night: when its player took the phone, and whether they have chosen. */
export interface RoundTurn {
	began: number;
	chosen: boolean;
}

/** "Who do you suspect most?": the answer of a player with no night action. It never changes the game. */
export interface Hunch {
	by: Seat;
	target: Seat;
}

export type DetectiveAnswer = 'mafia' | 'not-mafia';

export type Outcome =
	/** `mayor`: a tie the Mayor broke, voting for this player among the tied. */
	| { kind: 'out'; seat: Seat; mayor?: true }
	| { kind: 'revote'; tied: Seat[] }
	/** A Village Idiot voted out the first time: his card is shown, he stays, and he votes no more. */
	| { kind: 'idiot'; seat: Seat }
	| { kind: 'nobody'; why: 'tie' | 'no-votes' | 'abstentions' | 'no-majority' | 'stays' };

export type Tally = Record<Seat, number>;

/** Who speaks in turn by day (`godfather`): the order, whose turn it is, and the replies handed out. */
export interface Turns {
	order: Seat[];
	/** Index into `order` of the speaker now; order.length when everyone has spoken. */
	at: number;
	/** A player handed an out-of-turn reply, who speaks right after the current speaker. */
	reply: Seat | null;
	/** True while the reply is being spoken. */
	replying: boolean;
	/** Players who have handed out their one reply today. */
	handed: Seat[];
}

export type Phase =
	| { kind: 'deal'; next: Seat }
	| { kind: 'dusk'; night: number }
	/** `began`: when the role awake now was called, the time its least length counts from. */
	| { kind: 'night'; night: number; step: number; wakes: Wake[]; picks: NightPicks; clock: Clock | null; began: number }
	| {
			kind: 'round';
			night: number;
			/** The living players in seat order, each to take one turn tonight. */
			order: Seat[];
			/** Index into `order` of the turn now; the night resolves when the last turn ends. */
			at: number;
			/** The turn now, once its player has the phone: when it began, and whether their choice is in. */
			turn: RoundTurn | null;
			/** The roles' picks, in the order made (a kill rule such as `clocked`'s earliest reads the order). */
			picks: NightPicks;
			/** The answers of those with no night action: kept, never changing the game. */
			hunches: Hunch[];
			/** How many times the whole night was started again tonight (`round.redo`); absent: never. Public. */
			redone?: number;
	  }
	| { kind: 'morning'; night: number; deaths: Seat[]; silenced: Seat | null; clock: Clock | null }
	| {
			kind: 'lastWord';
			/** Whose last word, in order; the first is speaking now. */
			speakers: Seat[];
			clock: Clock | null;
			/** Where the game goes after the last words. */
			then: 'day' | 'night';
			day: number;
	  }
	| {
			kind: 'countReveal';
			day: number;
			/** Set once the table has voted: whether it was revealed, and the counts if so. */
			result: { revealed: boolean; mafia: number; others: number } | null;
	  }
	| { kind: 'talk'; day: number; clock: Clock | null; turns: Turns | null }
	| {
			kind: 'ballot';
			day: number;
			round: 1 | 2;
			candidates: Seat[];
			voters: Seat[];
			votes: Record<Seat, Seat | null>;
			clock: Clock | null;
			/** How many times the whole vote was started again (`ballot.redo`); absent: never. Public. */
			redone?: number;
	  }
	| {
			kind: 'verdict';
			day: number;
			round: 1 | 2;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
			clock: Clock | null;
	  }
	| {
			kind: 'lastAct';
			/** The dead player whose last act it is: a Hunter's shot, or a Mayor naming his successor. */
			by: Seat;
			act: LastAct;
			/** Once taken: whom, and who died of it (the shot, then any Lover's grief). */
			done: { target: Seat; deaths: Seat[] } | null;
			/** Where the game goes once every last act is taken: the day after a morning, the night after a vote-out. */
			then: 'day' | 'night';
			day: number;
			/** Who has a last word once the chain is over (`storyteller`): the morning's dead, or the voted-out. */
			speakers: Seat[];
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
			/** Silenced for the next day by the Seductress. */
			silenced?: Seat | null;
			/** Whom the Bodyguard protected; only on a night the Bodyguard was called, so older games' records read as they did. */
			guarded?: Seat | null;
			/** The Sniper's shot, if he fired. */
			shot?: { by: Seat; target: Seat } | null;
			/** The killers' second victim, on a night after a Wolf Cub's death. */
			second?: Seat | null;
			/** The Serial Killer's victim; only on a night he was called. */
			stabbed?: Seat | null;
			/** Whom the Witch healed and whom she poisoned; only on a night she was called. */
			healed?: Seat | null;
			poisoned?: Seat | null;
			/** Players whose Die-hard life was spent tonight (nobody is told). */
			absorbed?: Seat[];
			/** A pass-round night: the hunches of those with no night action, in turn order. */
			hunches?: Hunch[];
			/** The two players Cupid linked as Lovers tonight. */
			lovers?: [Seat, Seat];
			/** Lovers who died of grief tonight, their partner killed (among `deaths`). */
			grief?: Seat[];
	  }
	| {
			kind: 'vote';
			day: number;
			round: 1 | 2;
			ballots: Record<Seat, Seat | null>;
			tally: Tally;
			abstained: number;
			outcome: Outcome;
			/** A Die-hard voted out for the first time stays; nobody is told why. */
			absorbed?: Seat | null;
			/** The voted-out's Lover, who died of grief. */
			grief?: Seat[];
	  }
	| {
			kind: 'lastAct';
			/** The day of the chain (after a morning, the day it opens; after a vote-out, that day). */
			day: number;
			by: Seat;
			act: LastAct;
			target: Seat;
			/** Who died of it: the shot, and any Lover's grief. */
			deaths: Seat[];
	  }
	| { kind: 'reveal'; day: number; yes: number; voters: number; revealed: boolean; mafia: number; others: number };

export interface Win {
	/** The side whose condition ended the game; 'neutral' when a Jester's vote-out ended it. */
	side: Team;
	/**
	 * Every winner in seat order: the whole winning side, dead included, plus `storyteller`'s
	 * extra winners (the Seductress alive at the end, a Jester voted out).
	 */
	seats: Seat[];
	/**
	 * The extra winners among `seats`, in seat order: they won beside the side, not as part of it. Only
	 * there when there are some, so a win saved before the engine told them apart reads as it did.
	 * When a Jester's vote-out ended the game (side 'neutral'), the Jesters are the side, not extras.
	 */
	also?: Seat[];
}

export interface GameState {
	config: GameConfig;
	players: Player[];
	phase: Phase;
	/** Who each actor covered/targeted last night, for "not two nights running" rules. */
	lastNight: NightPicks;
	log: LogEntry[];
	/** Seats whose role the table has been told (deaths with reveal on). */
	revealed: Seat[];
	winner: Win | null;
	/** `storyteller`: each seat's story character (an index into the story's cast). */
	characters: number[] | null;
	/** Silenced today by the Seductress: cannot speak nor vote. */
	silenced: Seat | null;
	/** Die-hards and Elders whose one spare life is spent. */
	absorbed: Seat[];
	/** Witches whose healing potion, and whose death potion, is spent (each once a game). Absent: none spent. */
	spent?: { heal: Seat[]; poison: Seat[] };
	/** A Wolf Cub has died since the last night: the killers take two victims on the next. */
	cubAvenged?: true;
	/** The two players Cupid linked: when one dies, the other dies of grief at once. */
	lovers?: [Seat, Seat];
	/** Hunters who have taken their last shot. */
	fired?: Seat[];
	/** Who holds the Mayor's office, publicly, from the morning of day 1 (the Mayor, then his successors). */
	mayor?: Seat;
	/** Jesters voted out: they win, whoever else does. */
	jestersOut: Seat[];
	/**
	 * Players who have lost their vote for the rest of the game (a Village Idiot voted out once): never among a
	 * ballot's voters nor counted in a count-reveal vote. Absent until somebody loses it, so a game saved before the
	 * Village Idiot reads as it did.
	 */
	voteless?: Seat[];
	/** `godfather`: the mafia have met (night zero), so they know each other. */
	mafiaMet: boolean;
	/** `godfather`: count reveals left, and whether somebody has been eliminated since the last one. */
	reveals: { left: number; due: boolean };
	/** When every role was shown before the game was over (History, after abandoning it): it cannot go on. */
	secretsShown?: number;
	/**
	 * A game recorded by version 1 of the record, when "Done" ended a role's turn with no pick (it counted
	 * as nobody): it keeps that rule to its end, so a game saved by an older app replays and goes on.
	 */
	turnEndsUnpicked?: true;
	/**
	 * A game recorded before version 3, app-narrated, when every night role of the rule set was called, dealt or
	 * not: it keeps calling them to its end, so its record (a clock run out on each such call) replays as played.
	 */
	callsUndealt?: true;
	/**
	 * A game recorded before version 4 that holds a night pick made again as it stood (a double tap): the repeat was a
	 * new action then, and moved the pick last among the night's picks (which decides `clocked`'s earliest kill). It
	 * keeps that rule to its end, so its record replays as played; from version 4 a repeated pick is no new action.
	 */
	picksRepeat?: true;
}

/** A table action: what the narrator or a player tapped. The record is a list of these, each with its time. */
export type Action =
	| { type: 'card.seen'; seat: Seat }
	| { type: 'night.start' }
	| { type: 'night.pick'; role: RoleId; by: Seat | 'all'; target: Seat | null; act?: NightAct }
	| { type: 'night.next' }
	| { type: 'morning.continue' }
	| { type: 'word.next' }
	| { type: 'reveal.vote'; yes: number }
	| { type: 'reveal.continue' }
	| { type: 'turn.next' }
	| { type: 'turn.reply'; to: Seat }
	| { type: 'clock.pause' }
	| { type: 'clock.resume' }
	| { type: 'clock.expire' }
	| { type: 'talk.end' }
	| { type: 'ballot.cast'; voter: Seat; target: Seat | null }
	/** Redo this whole vote: every vote cast so far is void and the phone goes back to the first voter. Public, as `round.redo`. */
	| { type: 'ballot.redo' }
	/** Everyone takes the phone: `seat` says "I am …" and their turn begins (its time is the turn's start). */
	| { type: 'round.take'; seat: Seat }
	/** The choice of the player whose turn it is: their role's pick, or their hunch; null is "nobody". */
	| { type: 'round.pick'; seat: Seat; target: Seat | null }
	/** The turn ends and the phone goes on; after the last turn the night resolves. Refused before the turn's least time. */
	| { type: 'round.pass' }
	/**
	 * Redo this whole night: every turn of tonight's pass-round is void and the phone goes back to its first
	 * player. Public (the table is asked, and every screen of the night says it was started again), and in the
	 * record: it is how a mistake is put right once the phone has passed on, since a sealed turn is never undone.
	 */
	| { type: 'round.redo' }
	| { type: 'verdict.continue' }
	/** A dead Hunter names the player he takes with him; a dead Mayor, his successor. */
	| { type: 'last.pick'; target: Seat }
	/** The table has heard the last act's result: the chain goes on. */
	| { type: 'last.continue' }
	/**
	 * The narrator corrects an announced result: the game goes back to just before the action
	 * that announced it (effective actions from `keep` on are withdrawn). Written into the
	 * record, so the correction is never silent.
	 */
	| { type: 'result.correct'; keep: number }
	/**
	 * Every role was shown before the game was over (History shows an abandoned game's roles only
	 * through this step). Written into the record, and no table action may follow it: a game whose
	 * secrets were seen cannot be carried on as if they had not been.
	 */
	| { type: 'secrets.shown' };

export type TimedAction = Action & { at: number };

/** Illegal input returns a reason in words, never an exception. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = <T = never>(reason: string): Checked<T> => ({ ok: false, reason });
