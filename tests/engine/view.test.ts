import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
	applyAction,
	newGame,
	readRecord,
	replay,
	configOf,
	viewFor,
	type GameRecord,
	type GameState,
	type GameView
} from '../../src/lib/engine/index';

const fixture = JSON.parse(
	readFileSync(new URL('../fixtures/records/classic-worked-game.json', import.meta.url), 'utf8')
) as GameRecord;

const ALICE = 0, BEN = 1, CARA = 2, DEV = 3, EVE = 4, FINN = 5, GUS = 6;
const ROLES = ['villager', 'mafia', 'detective', 'doctor', 'mafia', 'villager', 'villager'];

/** Every state of the worked game, from the deal to the end. */
function statesOf(record: GameRecord): GameState[] {
	const start = newGame(configOf(record));
	if (!start.ok) throw new Error(start.reason);
	const states = [start.value];
	for (const action of record.actions) {
		const next = applyAction(states[states.length - 1], action);
		if (!next.ok) throw new Error(next.reason);
		states.push(next.value);
	}
	return states;
}

interface Found {
	path: string;
	key: string;
	value: unknown;
	holder: Record<string, unknown>;
}
/** Every key/value pair anywhere in a JSON value. */
function walk(value: unknown, path = '$', out: Found[] = []): Found[] {
	if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, out));
	else if (value && typeof value === 'object') {
		for (const [key, v] of Object.entries(value)) {
			out.push({ path: `${path}.${key}`, key, value: v, holder: value as Record<string, unknown> });
			walk(v, `${path}.${key}`, out);
		}
	}
	return out;
}
const json = (view: GameView) => JSON.parse(JSON.stringify(view)) as unknown;

/** Asserts the table view tells no secret: no role but a revealed vote-out's, no night choice, no ballot. */
function expectNoSecrets(state: GameState, where: string) {
	const view = viewFor(state, { kind: 'table' });
	for (const { path, key, value, holder } of walk(json(view))) {
		const at = `${where} ${path}`;
		if (key === 'role' && value !== undefined) {
			// Only a voted-out player's role, with reveal on, and it is their true role.
			expect(state.config.options.revealOnVoteOut, at).toBe(true);
			expect(typeof holder.seat, at).toBe('number');
			const seat = holder.seat as number;
			expect(state.revealed, at).toContain(seat);
			expect(value, at).toBe(state.players[seat].role);
		}
		if (key === 'picks') expect(value, at).toEqual([]);
		if (key === 'covered' || key === 'check' || key === 'answer' || key === 'target') expect(value, at).toBeNull();
		if (key === 'ballots' || key === 'votes') expect(value, at).toEqual({});
		expect(['wake', 'notAgain', 'wakes', 'card'].includes(key) && value !== null, at).toBe(false);
	}
	expect(view.winner, where).toBeNull();
}

describe("the table's view", () => {
	const states = statesOf(fixture);

	it('replays the worked game through to its end', () => {
		expect(states.at(-1)!.phase.kind).toBe('ended');
		expect(states.filter((s) => s.phase.kind === 'night').length).toBeGreaterThan(4);
	});

	it('never shows a role, a night choice or a ballot before the end, but the revealed vote-out', () => {
		const playing = states.filter((s) => s.phase.kind !== 'ended');
		expect(playing.length).toBe(fixture.actions.length);
		playing.forEach((s, i) => expectNoSecrets(s, `after ${i} actions (${s.phase.kind})`));
	});

	it("shows Ben's role from his vote-out on, and only his", () => {
		const ballotClosed = states.findIndex((s) => s.phase.kind === 'verdict');
		expect(viewFor(states[ballotClosed - 1], { kind: 'table' }).players.every((p) => p.role === undefined)).toBe(true);
		for (const s of states.slice(ballotClosed).filter((s) => s.phase.kind !== 'ended')) {
			const view = viewFor(s, { kind: 'table' });
			const shown = view.players.filter((p) => p.role !== undefined);
			expect(shown.map((p) => p.seat)).toEqual(s.revealed);
			expect(shown[0]).toEqual({ seat: BEN, name: 'Ben', alive: false, role: 'mafia' });
		}
		const verdict = viewFor(states[ballotClosed], { kind: 'table' });
		expect(verdict.phase.kind === 'verdict' && verdict.phase.out).toEqual({ seat: BEN, name: 'Ben', alive: false, role: 'mafia' });
	});

	it('with reveal off, shows no role at all before the end', () => {
		const record = { ...fixture, options: { ...fixture.options, revealOnVoteOut: false } };
		const off = statesOf(record);
		expect(off.at(-1)!.phase.kind).toBe('ended');
		for (const [i, s] of off.entries()) {
			if (s.phase.kind === 'ended') continue;
			expectNoSecrets(s, `reveal off, after ${i} actions`);
			expect(walk(json(viewFor(s, { kind: 'table' }))).filter((f) => f.key === 'role' && f.value !== undefined)).toEqual([]);
		}
	});

	it('at the end, shows every role and the winner', () => {
		const end = viewFor(states.at(-1)!, { kind: 'table' });
		expect(end.phase).toEqual({ kind: 'ended' });
		expect(end.players.map((p) => p.role)).toEqual(ROLES);
		expect(end.winner).toEqual({ side: 'town', seats: [ALICE, CARA, DEV, FINN, GUS] });
		// The whole record: each night's actions and each vote's ballots.
		expect(end.log[0]).toMatchObject({ kind: 'night', target: ALICE, covered: FINN, check: { by: CARA, target: BEN, answer: 'mafia' } });
		expect(end.log[1]).toMatchObject({ kind: 'vote', ballots: { [GUS]: null, [CARA]: BEN } });
	});
});

describe("the narrator's view", () => {
	const states = statesOf(fixture);

	it('shows every role at every step', () => {
		for (const s of states) {
			expect(viewFor(s, { kind: 'narrator' }).players.map((p) => p.role)).toEqual(ROLES);
		}
	});

	it("shows the Detective's answer during the Detective's wake, once picked", () => {
		const atDetective = states.filter(
			(s) => s.phase.kind === 'night' && s.phase.wakes[s.phase.step]?.role === 'detective'
		);
		const answers = atDetective.map((s) => {
			const view = viewFor(s, { kind: 'narrator' });
			return view.phase.kind === 'night' && 'answer' in view.phase ? view.phase.answer : 'missing';
		});
		// Night 1: before the pick, then Ben; night 2: before the pick, then Finn.
		expect(answers).toEqual([null, { target: BEN, answer: 'mafia' }, null, { target: FINN, answer: 'not-mafia' }]);
	});

	it('shows whom the Doctor may not cover on night 2', () => {
		const doctorNight2 = states.find(
			(s) => s.phase.kind === 'night' && s.phase.night === 2 && s.phase.wakes[s.phase.step]?.role === 'doctor'
		)!;
		const view = viewFor(doctorNight2, { kind: 'narrator' });
		expect(view.phase.kind === 'night' && 'notAgain' in view.phase ? view.phase.notAgain : 'missing').toEqual([
			{ by: DEV, target: FINN }
		]);
	});
});

describe("a seat's view (a player holding their card)", () => {
	const dealt = statesOf(fixture)[0];
	const card = (seat: number) => viewFor(dealt, { kind: 'seat', seat }).card;

	it('shows the card its own role', () => {
		expect(ROLES.map((_, seat) => card(seat)?.role)).toEqual(ROLES);
		expect(card(CARA)).toMatchObject({ seat: CARA, name: 'Cara', role: 'detective', team: 'town' });
	});

	it('shows a killer their partners', () => {
		expect(card(BEN)).toMatchObject({ role: 'mafia', team: 'mafia', partners: ['Eve'] });
		expect(card(EVE)).toMatchObject({ role: 'mafia', team: 'mafia', partners: ['Ben'] });
	});

	it('shows a villager, the Detective and the Doctor no partners', () => {
		for (const seat of [ALICE, CARA, DEV, FINN, GUS]) expect(card(seat)?.partners).toEqual([]);
	});

	it("shows no other player's role", () => {
		for (const seat of [ALICE, BEN, CARA]) {
			const view = viewFor(dealt, { kind: 'seat', seat });
			expect(view.players.every((p) => p.role === undefined)).toBe(true);
			const roles = walk(json(view)).filter((f) => f.key === 'role' && f.value !== undefined);
			expect(roles.map((f) => f.path)).toEqual(['$.card.role']);
		}
	});

	it('the fixture is the one readRecord accepts and replay plays', () => {
		const read = readRecord(JSON.parse(JSON.stringify(fixture)));
		expect(read.ok).toBe(true);
		const game = replay(fixture);
		expect(game.ok && game.value).toEqual(statesOf(fixture).at(-1));
	});
});
