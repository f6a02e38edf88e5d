import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
	PRESETS,
	ROLES,
	applyAction,
	checkTable,
	checkWinner,
	configOf,
	createRecord,
	newGame,
	readRecord,
	replay,
	tableStory,
	viewFor,
	walkRecord,
	withAction as appendAction,
	type Action,
	type GameConfig,
	type GameRecord,
	type GameState,
	type RoleCounts,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';

const fixture = JSON.parse(
	readFileSync(new URL('../fixtures/records/classic-worked-game.json', import.meta.url), 'utf8')
) as GameRecord;
const copy = (): Record<string, unknown> => JSON.parse(JSON.stringify(fixture));

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;

const at = (upTo: number): GameState => {
	const game = replay(fixture, upTo);
	if (!game.ok) throw new Error(game.reason);
	return game.value;
};
/** The number of actions up to and including the n-th action of this type (1-based). */
const through = (type: Action['type'], n = 1): number => {
	let seen = 0;
	const i = fixture.actions.findIndex((a) => a.type === type && ++seen === n);
	if (i < 0) throw new Error(`no ${type} #${n}`);
	return i + 1;
};
const alive = (s: GameState) => s.players.filter((p) => p.alive).map((p) => p.name);

describe('the worked game', () => {
	it('is read as it was written', () => {
		const read = readRecord(copy());
		expect(read.ok).toBe(true);
		if (read.ok) expect(read.value).toEqual(fixture);
	});

	it('deals Ben and Eve killers, Cara Detective, Dev Doctor, three villagers', () => {
		expect(at(0).players.map((p) => `${p.name}:${p.role}`)).toEqual([
			'Alice:villager',
			'Ben:mafia',
			'Cara:detective',
			'Dev:doctor',
			'Eve:mafia',
			'Finn:villager',
			'Gus:villager'
		]);
	});

	it('night 1: Alice dies; Dev covered Finn; Cara learns Ben is a killer', () => {
		const s = at(through('night.next', 3));
		expect(s.phase).toEqual({ kind: 'morning', night: 1, deaths: [ALICE], silenced: null, clock: null });
		expect(alive(s)).toEqual(['Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus']);
		expect(s.log.at(-1)).toMatchObject({ kind: 'night', target: ALICE, covered: FINN, check: { by: CARA, target: BEN, answer: 'mafia' }, deaths: [ALICE] });
		expect(s.winner).toBeNull();
	});

	it('day 1: six vote; Ben 3, Cara 2, one abstains; Ben goes and his role is shown', () => {
		const ballot = at(through('talk.end', 1));
		expect(ballot.phase).toMatchObject({ kind: 'ballot', day: 1, round: 1, voters: [BEN, CARA, DEV, EVE, FINN, GUS] });
		const s = at(through('ballot.cast', 6));
		expect(s.phase).toMatchObject({
			kind: 'verdict',
			day: 1,
			round: 1,
			tally: { [BEN]: 3, [CARA]: 2, [DEV]: 0, [EVE]: 0, [FINN]: 0, [GUS]: 0 },
			abstained: 1,
			outcome: { kind: 'out', seat: BEN }
		});
		expect(s.revealed).toEqual([BEN]);
		const table = viewFor(s, { kind: 'table' });
		expect(table.phase.kind === 'verdict' && table.phase.out).toEqual({ seat: BEN, name: 'Ben', alive: false, role: 'mafia' });
		expect(alive(s)).toEqual(['Cara', 'Dev', 'Eve', 'Finn', 'Gus']);
		expect(s.winner).toBeNull();
	});

	it("night 2: Eve alone picks Cara, Dev covers Cara, nobody dies; Cara's check of Finn is 'not-mafia'", () => {
		const start = at(through('night.start', 2));
		expect(start.phase.kind === 'night' && start.phase.wakes[0]).toEqual({ role: 'mafia', actors: [EVE], forShow: false });
		const s = at(through('night.next', 6));
		expect(s.phase).toEqual({ kind: 'morning', night: 2, deaths: [], silenced: null, clock: null });
		expect(s.log.at(-1)).toMatchObject({ kind: 'night', night: 2, target: CARA, covered: CARA, check: { by: CARA, target: FINN, answer: 'not-mafia' }, deaths: [] });
		expect(alive(s)).toEqual(['Cara', 'Dev', 'Eve', 'Finn', 'Gus']);
	});

	it('day 2: Eve 3, Finn 1, Gus 1; Eve goes; the town wins, Alice included', () => {
		const s = at(through('ballot.cast', 11));
		expect(s.phase).toMatchObject({
			kind: 'verdict',
			day: 2,
			tally: { [CARA]: 0, [DEV]: 0, [EVE]: 3, [FINN]: 1, [GUS]: 1 },
			abstained: 0,
			outcome: { kind: 'out', seat: EVE }
		});
		expect(s.winner).toEqual({ side: 'town', seats: [ALICE, CARA, DEV, FINN, GUS] });
		const end = at(fixture.actions.length);
		expect(end.phase).toEqual({ kind: 'ended' });
		expect(end.winner!.seats.map((seat) => end.players[seat].name)).toEqual(['Alice', 'Cara', 'Dev', 'Finn', 'Gus']);
		expect(alive(end)).toEqual(['Cara', 'Dev', 'Finn', 'Gus']);
		expect(end.revealed).toEqual([BEN, EVE]);
	});

	const STORY = [
		'Night 1: Alice died in the night.',
		'Day 1: Ben 3, Cara 2, one abstained.',
		'Day 1: Ben (Killer) goes.',
		'Night 2: Nobody died in the night.',
		'Day 2: Eve 3, Finn 1, Gus 1.',
		'Day 2: Eve (Killer) goes.',
		'Winners: Town: Alice, Cara, Dev, Finn, Gus'
	];

	it('tells the table exactly this story', () => {
		expect(tableStory(at(fixture.actions.length))).toEqual(STORY);
	});

	it('tells the story step by step: each line appears the moment its event happens', () => {
		const lengths: number[] = [];
		for (let i = 0; i <= fixture.actions.length; i++) {
			const lines = tableStory(at(i));
			expect(lines, `after ${i} actions`).toEqual(STORY.slice(0, lines.length));
			lengths.push(lines.length);
		}
		expect(lengths[through('night.next', 3) - 1]).toBe(0);
		expect(lengths[through('night.next', 3)]).toBe(1);
		expect(lengths[through('ballot.cast', 6) - 1]).toBe(1);
		expect(lengths[through('ballot.cast', 6)]).toBe(3);
		expect(lengths[through('night.next', 6)]).toBe(4);
		expect(lengths[through('ballot.cast', 10)]).toBe(4);
		expect(lengths[through('ballot.cast', 11)]).toBe(7);
	});

	it('a prefix of the actions gives the intermediate state', () => {
		const start = newGame(configOf(fixture));
		if (!start.ok) throw new Error(start.reason);
		let state = start.value;
		for (let i = 0; i <= fixture.actions.length; i++) {
			expect(replay(fixture, i)).toEqual({ ok: true, value: state });
			expect(replay({ ...fixture, actions: fixture.actions.slice(0, i) })).toEqual({ ok: true, value: state });
			if (i < fixture.actions.length) {
				const next = applyAction(state, fixture.actions[i]);
				if (!next.ok) throw new Error(next.reason);
				state = next.value;
			}
		}
	});

	it('round-trips through JSON to an equal replay', () => {
		const read = readRecord(JSON.parse(JSON.stringify(fixture)));
		if (!read.ok) throw new Error(read.reason);
		expect(replay(read.value)).toEqual(replay(fixture));
		const final = replay(read.value);
		expect(final.ok && JSON.parse(JSON.stringify(final.value))).toEqual(final.ok && final.value);
	});
});

describe('readRecord refuses, saying why', () => {
	const refusal = (raw: unknown): string => {
		const read = readRecord(raw);
		expect(read.ok).toBe(false);
		return read.ok ? '' : read.reason;
	};
	const withField = (key: string, value: unknown) => ({ ...copy(), [key]: value });
	const withoutField = (key: string) => {
		const raw = copy();
		delete raw[key];
		return raw;
	};
	const withAction = (i: number, action: unknown) => {
		const raw = copy();
		(raw.actions as unknown[])[i] = action;
		return raw;
	};

	it('something that is not an object', () => {
		for (const raw of [null, undefined, 42, 'game', [], [fixture]]) {
			expect(refusal(raw), JSON.stringify(raw)?.slice(0, 20)).toMatch(/not a Nightfall game record/);
		}
	});

	it('a wrong or missing format', () => {
		expect(refusal(withField('format', 'other-app/save'))).toMatch(/not a Nightfall game record.*format/);
		expect(refusal(withoutField('format'))).toMatch(/format/);
	});

	it('a newer version', () => {
		expect(refusal(withField('version', 5))).toMatch(/version 5, newer than this app reads \(4\): update the app/);
		expect(refusal(withoutField('version'))).toMatch(/no version/);
		expect(refusal(withField('version', 0))).toMatch(/no version/);
	});

	it('an unknown preset', () => {
		expect(refusal(withField('preset', 'poker'))).toMatch(/unknown rule set "poker"/);
	});

	it('missing or bad players', () => {
		expect(refusal(withoutField('players'))).toMatch(/no list of players/);
		expect(refusal(withField('players', ['Alice', 2, 'Cara']))).toMatch(/no list of players/);
		expect(refusal(withField('players', ['Alice', 'Ben', 'Cara', 'Dev']))).toMatch(/cannot be set up.*at least 5 players/);
	});

	it.each([-1, 1.5, '232', null, 2 ** 32])('a bad seed: %j', (seed) => {
		expect(refusal(withField('seed', seed))).toMatch(/no valid seed/);
	});

	it('an action of unknown type', () => {
		expect(refusal(withAction(8, { type: 'night.kill', target: 0, at: 1 }))).toMatch(/Step 9 has an unknown type "night.kill"/);
		expect(refusal(withAction(8, 'kill Alice'))).toMatch(/Step 9 is not an action/);
		expect(refusal(withAction(8, { type: 'night.pick', role: 'mafia', by: 1, target: 0 }))).toMatch(/Step 9 has no time/);
		expect(refusal(withAction(8, { type: 'night.pick', role: 'wizard', by: 1, target: 0, at: 1 }))).toMatch(/Step 9 names an unknown role "wizard"/);
	});

	it('an illegal action: a vote by the dead', () => {
		const i = fixture.actions.findIndex((a) => a.type === 'ballot.cast' && a.voter === GUS);
		// Alice died on night 1; her "vote" on day 1 is refused.
		const reason = refusal(withAction(i, { type: 'ballot.cast', voter: ALICE, target: BEN, at: 1795896547000 }));
		expect(reason).toMatch(new RegExp(`Step ${i + 1} \\(ballot.cast\\) was refused: Alice cannot vote`));
	});

	it('an illegal action: a night pick out of turn, a killer picking a killer', () => {
		const i = fixture.actions.findIndex((a) => a.type === 'night.pick' && a.role === 'doctor');
		expect(refusal(withAction(i - 1, { type: 'night.pick', role: 'doctor', by: DEV, target: FINN, at: fixture.actions[i - 1].at }))).toMatch(
			/refused: The Doctor is not awake now/
		);
		expect(refusal(withAction(8, { type: 'night.pick', role: 'mafia', by: BEN, target: EVE, at: fixture.actions[8].at }))).toMatch(
			/Eve is one of the Killers/
		);
	});

	it('a role nobody knows, named, and a count that is no count', () => {
		expect(refusal(withField('roles', { mafia: 1, detective: 1, doctor: 1, villager: 3, killer: 1 }))).toMatch(
			/^This game record deals an unknown role "killer" \(the roles are mafia, .*villager\)\.$/
		);
		expect(refusal(withField('roles', { mafia: 2, villager: -5 }))).toBe('This game record deals "villager" -5 times, which is not a count.');
		expect(refusal(withField('roles', { mafia: 2, villager: '5' }))).toBe('This game record deals "villager" "5" times, which is not a count.');
		expect(refusal(withField('roles', { mafia: 2, toString: 5 }))).toMatch(/unknown role "toString"/);
	});

	it('an option the format does not know', () => {
		expect(refusal(withField('options', { ...fixture.options, killersWin: true }))).toBe(
			'This game record has an option "killersWin" that the format does not know.'
		);
	});

	it('a seat that is not there, or given as text', () => {
		const vote = fixture.actions.findIndex((a) => a.type === 'ballot.cast');
		const cast = fixture.actions[vote] as Extract<TimedAction, { type: 'ballot.cast' }>;
		expect(refusal(withAction(vote, { ...cast, target: 42 }))).toBe(
			`Step ${vote + 1} names seat 42 as its vote, but there is no seat 42: the seats are 0 to 6.`
		);
		expect(refusal(withAction(vote, { ...cast, voter: 7 }))).toMatch(/names seat 7 as its voter, but there is no seat 7/);
		expect(refusal(withAction(vote, { ...cast, target: '3' }))).toBe(`Step ${vote + 1} gives its vote as the text "3", not as a seat number.`);
		expect(refusal(withAction(0, { type: 'card.seen', seat: '0', at: fixture.actions[0].at }))).toBe(
			'Step 1 gives its seat as the text "0", not as a seat number.'
		);
		expect(refusal(withAction(8, { ...fixture.actions[8], target: 7 }))).toMatch(/^Step 9 names seat 7 as its target, but there is no seat 7/);
		expect(refusal(withAction(8, { ...fixture.actions[8], by: 9 }))).toMatch(/^Step 9 names seat 9 as its picker, but there is no seat 9/);
		expect(refusal(withAction(vote, { ...cast, target: 1.5 }))).toBe(`Step ${vote + 1} has a vote that is not a seat: 1.5.`);
	});

	it('times that go backwards', () => {
		const raw = copy();
		const actions = raw.actions as { at: number }[];
		actions[5] = { ...actions[5], at: actions[4].at - 1 };
		expect(refusal(raw)).toBe('Step 6 is timed before step 5: the times of a record never go backwards.');
	});

	it('actions after the end', () => {
		const raw = copy();
		(raw.actions as unknown[]).push({ type: 'night.start', at: 1795896940000 });
		expect(refusal(raw)).toMatch(/Step 40 \(night.start\) was refused/);
	});

	it('a part missing, or not what it should be, in these words', () => {
		expect(refusal(withField('version', 1.5))).toBe('This game record has no version (or not a valid one).');
		for (const id of [undefined, '', 42]) expect(refusal(withField('id', id)), String(id)).toBe('This game record has no id.');
		expect(refusal(withoutField('createdAt'))).toBe('This game record has no date.');
		expect(refusal(withoutField('roles'))).toBe('This game record has no role counts.');
		expect(refusal(withField('roles', [2, 1]))).toBe('This game record has no role counts.');
		expect(refusal(withField('roles', { mafia: 2, detective: 1, doctor: 1, villager: 1.5 }))).toBe(
			'This game record deals "villager" 1.5 times, which is not a count.'
		);
		expect(refusal(withField('seed', -1))).toBe('This game record has no valid seed.');
		expect(refusal(withoutField('options'))).toBe('This game record has no options.');
		expect(refusal(withoutField('actions'))).toBe('This game record has no list of actions.');
		expect(refusal(withField('custom', 'Friday table'))).toBe('This game’s custom table cannot be read: The custom table’s rules are missing (“custom”).');
	});

	it('an option out of its range, in these words; one at the edge of its range is read', () => {
		const option = (key: string, value: unknown) => withField('options', { ...fixture.options, [key]: value });
		expect(refusal(option('ballotMode', 'shouted'))).toBe("This game record's ballot is neither secret nor open.");
		for (const value of [0, -5, '60', 3601]) {
			expect(refusal(option('resultSeconds', value)), JSON.stringify(value)).toBe(
				'This game record\'s option "resultSeconds" is not a time between 1 second and 60 minutes.'
			);
		}
		for (const value of [1.5, -1]) expect(refusal(option('countReveals', value))).toBe("This game record's number of count reveals is not a whole number.");
		expect(refusal(option('narration', 'shouted'))).toBe(
			'This game record is neither narrated by a person nor by the app, nor played with everyone taking the phone.'
		);
		for (const value of [-1, 3601, '5', NaN, Infinity]) {
			expect(refusal(option('turnMinSeconds', value)), String(value)).toBe(
				"This game record's least time of a turn is not a number of seconds up to 60 minutes."
			);
		}
		// The classic game's narrator runs the night: setup asks nothing more of the result's clock or a turn's least time.
		for (const [key, value] of [['resultSeconds', 3600], ['resultSeconds', 1], ['turnMinSeconds', 0], ['turnMinSeconds', 3600], ['turnMinSeconds', 7.5]] as const) {
			const read = readRecord(option(key, value));
			expect(read.ok ? read.value.options[key] : read.reason, `${key} ${value}`).toBe(value);
		}
	});

	it('a time no date can hold (past ±8.64e15 ms, or a fraction of a ms) is no time: refused when read, not thrown when History steps through it', () => {
		const last = fixture.actions.length;
		const lastAt = (at: number) => refusal({ ...copy(), actions: [...fixture.actions.slice(0, -1), { ...fixture.actions[last - 1], at }] });
		expect(lastAt(1e300)).toBe(`Step ${last} has no time.`);
		expect(lastAt(8.64e15 + 1)).toBe(`Step ${last} has no time.`);
		expect(lastAt(fixture.actions[last - 1].at + 0.5)).toBe(`Step ${last} has no time.`);
		expect(refusal(withField('createdAt', 1e300))).toBe('This game record has no date.');
		expect(refusal(withField('createdAt', -8.64e15 - 1))).toBe('This game record has no date.');
	});

	it('quotes at most 40 characters of a value from the file, however big the value', () => {
		const step9 = (action: Record<string, unknown>) => refusal(withAction(8, { at: fixture.actions[8].at, ...action }));
		let nested: unknown = 'x'.repeat(1_000);
		for (let i = 0; i < 1_000; i++) nested = [nested, { deeper: nested === null ? 0 : i }];
		const hostile = step9({ type: 'card.seen', seat: nested });
		expect(hostile).toMatch(/^Step 9 has a seat that is not a seat: \[\[\[.{37}…\.$/);
		expect(step9({ type: 'card.seen', seat: 'seven'.repeat(10_000) })).toMatch(/^Step 9 gives its seat as the text "(seven){8}…", not as a seat number\.$/);
		expect(step9({ type: 'x'.repeat(100_000) }).length).toBeLessThan(100);
		expect(refusal(withField('preset', 'p'.repeat(100_000))).length).toBeLessThan(120);
	});

	it("a step's missing part, in these words", () => {
		const step9 = (action: Record<string, unknown>) => refusal(withAction(8, { at: fixture.actions[8].at, ...action }));
		expect(step9({ ...fixture.actions[8], at: NaN })).toBe('Step 9 has no time.');
		expect(step9({ ...fixture.actions[8], at: Infinity })).toBe('Step 9 has no time.');
		expect(step9({ type: 'night.pick', by: BEN, target: ALICE })).toBe('Step 9 names no role.');
		expect(step9({ type: 'night.pick', role: 'mafia', act: 'steal', by: BEN, target: ALICE })).toBe('Step 9 names an unknown night pick "steal".');
		expect(step9({ type: 'night.pick', role: 'mafia', by: null, target: ALICE })).toBe('Step 9 names nobody picking.');
		expect(step9({ type: 'card.seen', seat: null })).toBe('Step 9 names no seat.');
		expect(step9({ type: 'card.seen', seat: -1 })).toBe('Step 9 has a seat that is not a seat: -1.');
		expect(step9({ type: 'ballot.cast', voter: null, target: BEN })).toBe('Step 9 names no voter.');
		expect(step9({ type: 'turn.reply', to: null })).toBe('Step 9 names nobody to reply.');
		expect(step9({ type: 'round.take', seat: 42 })).toBe('Step 9 names seat 42 as its seat, but there is no seat 42: the seats are 0 to 6.');
		expect(step9({ type: 'round.take', seat: null })).toBe('Step 9 names no seat.');
		expect(step9({ type: 'round.pick', seat: null, target: BEN })).toBe('Step 9 names no seat.');
		expect(step9({ type: 'last.pick', target: 42 })).toBe('Step 9 names seat 42 as its target, but there is no seat 42: the seats are 0 to 6.');
		expect(step9({ type: 'last.pick', target: null })).toBe('Step 9 has no target.');
		expect(step9({ type: 'reveal.vote', yes: -1 })).toBe('Step 9 has no count of hands.');
		expect(step9({ type: 'result.correct', keep: -1 })).toBe('Step 9 corrects nothing.');
		expect(step9({ type: 'result.correct', keep: 'all' })).toBe('Step 9 corrects nothing.');
	});

	/** The worked game's first 16 steps (to the end of day 1's talk), then `more`. */
	const after16 = (...more: Record<string, unknown>[]) => ({ ...copy(), actions: [...fixture.actions.slice(0, 16), ...more.map((a) => ({ at: fixture.actions[15].at, ...a }))] });

	it('a correction of a result that is not there, or of a game whose roles were shown, in these words', () => {
		expect(refusal(after16({ type: 'result.correct', keep: 16 }))).toBe('Step 17 corrects a result that is not there.');
		expect(refusal(after16({ type: 'result.correct', keep: 99 }))).toBe('Step 17 corrects a result that is not there.');
		expect(refusal(after16({ type: 'secrets.shown' }, { type: 'result.correct', keep: 15 }))).toBe('Step 18 corrects a game whose roles were shown.');
		// A record the app made itself (never read from a file) is checked the same: no going back to before the start.
		const below = { ...fixture, actions: after16({ type: 'result.correct', keep: -1 }).actions } as GameRecord;
		expect(replay(below)).toEqual({ ok: false, reason: 'Step 17 corrects a result that is not there.' });
	});
});

describe('a correction, replayed', () => {
	it('goes back to the game as it stood after the steps it keeps, all the way back to the start', () => {
		for (const keep of [0, 8, 15]) {
			const read = readRecord({ ...copy(), actions: [...fixture.actions.slice(0, 16), { type: 'result.correct', keep, at: fixture.actions[15].at }] });
			if (!read.ok) throw new Error(read.reason);
			expect(replay(read.value), `keep ${keep}`).toEqual(replay(fixture, keep));
			const walk = walkRecord(read.value);
			expect(walk.ok && walk.value.standing.map((s) => s.raw)).toEqual([...Array(keep).keys()]);
		}
	});

	it('a table that cannot be set up is refused in words', () => {
		const four = { ...fixture, players: fixture.players.slice(0, 4) };
		const walked = replay(four);
		expect(walked.ok ? '' : walked.reason).toMatch(/^This game cannot be set up: .*at least 5 players/);
	});
});

describe('the walk of a record, remembered', () => {
	const state = (record: GameRecord) => {
		const walk = walkRecord(record);
		if (!walk.ok) throw new Error(walk.reason);
		return walk.value;
	};

	it('a record walked twice is walked once; its list grown or swapped in place is walked afresh', () => {
		const record: GameRecord = { ...fixture, actions: fixture.actions.slice(0, 10) };
		const first = state(record);
		expect(state(record)).toBe(first);
		record.actions.push(fixture.actions[10]);
		expect(state(record).state).toEqual(at(11));
		record.actions = [...fixture.actions.slice(0, 10), { type: 'morning.continue', at: fixture.actions[10].at }];
		expect(walkRecord(record)).toEqual({ ok: false, reason: expect.stringMatching(/^Step 11 \(morning.continue\) was refused/) });
	});

	it('a record with an action added walks on from the state the table got to; one with a correction goes back', () => {
		const record: GameRecord = { ...fixture, actions: fixture.actions.slice(0, 16) };
		const before = state(record).state;
		const next = applyAction(before, fixture.actions[16]);
		if (!next.ok) throw new Error(next.reason);
		const grown = appendAction(record, fixture.actions[16], before, next.value);
		expect(state(grown).state).toBe(next.value);
		expect(state(grown).standing.map((s) => s.raw)).toEqual([...Array(17).keys()]);

		const correction = { type: 'result.correct', keep: 8, at: fixture.actions[15].at } as TimedAction;
		const corrected = appendAction(record, correction, before, at(8));
		expect(state(corrected).state).toEqual(at(8));
		expect(state(corrected).standing.map((s) => s.raw)).toEqual([...Array(8).keys()]);
	});
});

describe('a record as made and as read: no part it does not have', () => {
	it('a game with no theme nor custom table has neither, even as undefined', () => {
		const read = readRecord(copy());
		expect(read.ok && read.value).toStrictEqual(fixture);
		// The fixture was written under version 2; a record made now is of this version.
		expect(createRecord(configOf(fixture), fixture.id, fixture.createdAt)).toStrictEqual({ ...fixture, version: 4, actions: [] });
	});

	it('a themed game keeps its theme', () => {
		const themed = { ...configOf(fixture), theme: { builtIn: 'werewolf' as const } };
		expect(createRecord(themed, 'w', 0).theme).toEqual({ builtIn: 'werewolf' });
		const read = readRecord({ ...copy(), theme: { builtIn: 'werewolf' } });
		expect(read.ok && read.value.theme).toEqual({ builtIn: 'werewolf' });
	});
});

// ---------------------------------------------------------------------------------------------
// Random legal play.

const PLAYER_NAMES = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea'];
const NIGHT_ROLES = ['mafia', 'doctor', 'detective'] as const;
const MAX_STEPS = 3000;

/**
 * The actions one could tap right now, legal or not: every kind of action; at night, the role
 * awake with every seat (dead ones too) and "all" as the actor and every seat and nobody as the
 * target, and the other roles with every seat; in a ballot, every seat voting for every seat.
 */
function candidates(state: GameState, at: number): TimedAction[] {
	const seats: Seat[] = state.players.map((p) => p.seat);
	const targets: (Seat | null)[] = [null, ...seats];
	const list: TimedAction[] = [
		{ type: 'night.start', at },
		{ type: 'night.next', at },
		{ type: 'morning.continue', at },
		{ type: 'clock.pause', at },
		{ type: 'clock.resume', at },
		{ type: 'talk.end', at },
		{ type: 'verdict.continue', at },
		{ type: 'ballot.cast', voter: 0, target: null, at }
	];
	for (const seat of seats) list.push({ type: 'card.seen', seat, at });
	const phase = state.phase;
	if (phase.kind === 'night') {
		const awake = phase.wakes[phase.step]?.role;
		for (const role of NIGHT_ROLES) {
			for (const by of [...seats, 'all' as const]) {
				if (role === awake) for (const target of targets) list.push({ type: 'night.pick', role, by, target, at });
				else list.push({ type: 'night.pick', role, by, target: seats[0], at });
			}
		}
	} else list.push({ type: 'night.pick', role: 'mafia', by: 'all', target: null, at });
	if (phase.kind === 'ballot') {
		for (const voter of seats) for (const target of targets) list.push({ type: 'ballot.cast', voter, target, at });
	}
	return list;
}

/** mulberry32, for the walk's own choices. */
function rng(seed: number) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const validTable = fc
	.record({
		n: fc.integer({ min: 5, max: 12 }),
		mafiaShare: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
		detective: fc.integer({ min: 0, max: 1 }),
		doctor: fc.integer({ min: 0, max: 1 }),
		seed: fc.integer({ min: 0, max: 0xffffffff }),
		revealOnVoteOut: fc.boolean(),
		callDeadRoles: fc.boolean(),
		talkSeconds: fc.constantFrom(null, 60)
	})
	.map(({ n, mafiaShare, detective, doctor, seed, revealOnVoteOut, callDeadRoles, talkSeconds }): GameConfig => {
		const mafia = 1 + Math.floor(mafiaShare * (Math.ceil(n / 2) - 1));
		const roles: RoleCounts = { mafia, detective, doctor, villager: n - mafia - detective - doctor };
		return {
			preset: 'classic',
			players: PLAYER_NAMES.slice(0, n),
			roles,
			options: { ...PRESETS.classic.defaults, revealOnVoteOut, callDeadRoles, talkSeconds },
			seed
		};
	})
	.filter((c) => (c.roles.villager ?? 0) >= 2);

/** Plain checks for the hot loop (expect() per candidate would be slow). */
function must(condition: boolean, message: () => string): void {
	if (!condition) throw new Error(message());
}

interface Walk {
	state: GameState;
	record: GameRecord;
	steps: number;
}

/** Plays a random legal game to its end, checking the invariants at every step. */
function randomGame(config: GameConfig, walkSeed: number): Walk {
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const record = createRecord(config, 'random', 0);
	const draw = rng(walkSeed);
	let time = 0;
	let steps = 0;

	while (state.phase.kind !== 'ended') {
		const phase = state.phase;
		must(steps++ < MAX_STEPS, () => `no end after ${MAX_STEPS} steps`);
		const isAlive = (seat: Seat | null) => seat === null || state.players[seat]?.alive === true;
		// The game ends the moment a side wins: nothing goes on past a win.
		if (phase.kind === 'dusk' || phase.kind === 'night' || phase.kind === 'talk' || phase.kind === 'ballot') {
			must(checkWinner(state) === null, () => `${phase.kind} after a win`);
		}
		if (phase.kind === 'morning' || phase.kind === 'verdict') {
			const win = checkWinner(state);
			must(JSON.stringify(state.winner) === JSON.stringify(win), () => `winner not checked after the ${phase.kind}`);
		}
		// Only the living are woken and asked to vote.
		if (phase.kind === 'night') must(phase.wakes.every((w) => w.actors.every(isAlive)), () => 'a dead player is woken');
		if (phase.kind === 'ballot') must(phase.voters.every(isAlive), () => 'a dead player is asked to vote');
		// The table's view never shows a role but a revealed one, nor a night's choices.
		const table = viewFor(state, { kind: 'table' });
		must(
			table.players.every((p) => p.role === undefined || state.revealed.includes(p.seat)),
			() => 'the table sees an unrevealed role'
		);
		must(
			table.log.every((e) => (e.kind === 'night' ? e.picks.length === 0 && e.check === null && e.covered === null : e.kind !== 'vote' || Object.keys(e.ballots).length === 0)),
			() => 'the table sees a night choice or a ballot'
		);

		const now = (time += 1000);
		const legal: { action: TimedAction; next: GameState }[] = [];
		for (const action of candidates(state, now)) {
			const result = applyAction(state, action);
			if (!result.ok) {
				must(typeof result.reason === 'string' && result.reason.length > 5, () => `${action.type} refused without a reason`);
				continue;
			}
			// Dead players never act or vote, and are never picked or voted for.
			if (action.type === 'night.pick') {
				must(action.by === 'all' || isAlive(action.by), () => `dead ${action.by} may pick: ${JSON.stringify(action)}`);
				must(isAlive(action.target), () => `dead ${action.target} may be picked`);
			}
			if (action.type === 'ballot.cast') {
				must(isAlive(action.voter), () => `dead ${action.voter} may vote`);
				must(isAlive(action.target), () => `dead ${action.target} may be voted for`);
			}
			legal.push({ action, next: result.value });
		}
		must(legal.length > 0, () => `nothing legal in ${phase.kind}`);
		// Uniform over the kinds of legal action, then uniform within the kind, so a night does not
		// drown in changed picks and a talk in paused clocks.
		const kinds = [...new Set(legal.map((l) => l.action.type))];
		const kind = kinds[Math.floor(draw() * kinds.length)];
		const ofKind = legal.filter((l) => l.action.type === kind);
		const chosen = ofKind[Math.floor(draw() * ofKind.length)];
		record.actions.push(chosen.action);
		state = chosen.next;
	}
	return { state, record, steps };
}

describe('random legal play', () => {
	it('always ends with a true winner, the dead never act, and the record replays to the same game', () => {
		let longest = 0;
		const sides = new Set<string>();
		fc.assert(
			fc.property(validTable, fc.integer({ min: 0, max: 0xffffffff }), (config, walkSeed) => {
				expect(checkTable(config)).toEqual([]);
				const { state, record, steps } = randomGame(config, walkSeed);
				longest = Math.max(longest, steps);

				// Once ended, nothing more can happen.
				const after = candidates(state, 1e13).filter((a) => applyAction(state, a).ok);
				expect(after).toEqual([]);

				// The winner's condition holds, and the whole side wins, dead included.
				const win = state.winner;
				expect(win).not.toBeNull();
				sides.add(win!.side);
				const livingMafia = state.players.filter((p) => p.alive && ROLES[p.role].countsAsMafia).length;
				const livingOthers = state.players.filter((p) => p.alive && !ROLES[p.role].countsAsMafia).length;
				if (win!.side === 'town') expect(livingMafia).toBe(0);
				else {
					expect(win!.side).toBe('mafia');
					expect(livingMafia).toBeGreaterThan(0);
					expect(livingMafia).toBeGreaterThanOrEqual(livingOthers);
				}
				expect(win!.seats).toEqual(state.players.filter((p) => ROLES[p.role].team === win!.side).map((p) => p.seat));

				// The record replays to exactly this game, also after a trip through JSON.
				expect(replay(record)).toEqual({ ok: true, value: state });
				const read = readRecord(JSON.parse(JSON.stringify(record)));
				if (!read.ok) throw new Error(read.reason);
				expect(replay(read.value)).toEqual({ ok: true, value: state });
			}),
			{ numRuns: 200 }
		);
		expect(longest).toBeLessThan(MAX_STEPS);
		// Both sides win some of the random games.
		expect([...sides].sort()).toEqual(['mafia', 'town']);
	}, 30_000);
});
