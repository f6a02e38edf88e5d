/**
 * A game told as a script, by name: the cast and their roles, then the table's steps. Each
 * step is applied by the engine as it is written (so the record is a real game) and checks
 * what the table should see. Used by scripts/make-fixtures.ts to write the scenario records.
 */
import {
	PRESETS,
	actOf,
	actsOf,
	applyAction,
	awaitingActs,
	createRecord,
	deal,
	newGame,
	tableStory,
	timeLeft,
	type Action,
	type CustomTable,
	type GameConfig,
	type GameOptions,
	type GameRecord,
	type GameState,
	type NightAct,
	type PresetId,
	type RoleId,
	type Seat,
	type Team,
	type TimedAction
} from '../src/lib/engine/index';

/** The script does not play as written with this seed: the search tries the next one. */
export class Mismatch extends Error {}

export interface Scenario {
	/** The file name, `<preset>-<what it shows>`. */
	id: string;
	preset: PresetId;
	options?: Partial<GameOptions>;
	/** A `custom` scenario's table: its name and the rules the host chose. */
	custom?: CustomTable;
	/** Who plays which role. The seats come from the seed's deal: each name sits where its role was dealt. */
	cast: [string, RoleId][];
	/** The seed to deal with, when the seats must be the source's own (else the first seed the script plays under). */
	seed?: number;
	/** The side that wins and every winner (in any order: the seats come from the seed). */
	winners: { side: Team; names: string[] };
	play: (table: Scene) => void;
}

/** When every scenario's game was set up: 31 October 2026, 19:00 UTC. */
export const CREATED_AT = Date.UTC(2026, 9, 31, 19, 0, 0);

type Picks = Record<string, string | null>;
/** Each role's picks by name; a wake's other picks under `role:act` ("witch:heal", "witch:poison", "mafia:second"). */
export type NightScript = Partial<Record<RoleId | `${RoleId}:${NightAct}`, Picks | 'timeout'>>;
/** How a phase with a clock ends: the narrator's tap, or the clock running out. */
export type Ending = 'tap' | 'clock';

/** The seats of a cast under a seed: each name takes the next seat its role was dealt to. */
export function seatCast(preset: PresetId, cast: [string, RoleId][], seed: number): string[] {
	const roles: Partial<Record<RoleId, number>> = {};
	for (const [, role] of cast) roles[role] = (roles[role] ?? 0) + 1;
	const dealt = deal({ preset, players: cast.map(([name]) => name), roles, options: PRESETS[preset].defaults, seed });
	const waiting = [...cast];
	return dealt.map((role) => {
		const i = waiting.findIndex(([, r]) => r === role);
		return waiting.splice(i, 1)[0][0];
	});
}

export class Scene {
	state: GameState;
	readonly actions: TimedAction[] = [];
	private at = CREATED_AT + 60_000;

	constructor(readonly config: GameConfig) {
		const game = newGame(config);
		if (!game.ok) throw new Error(`${config.preset}: ${game.reason}`);
		this.state = game.value;
	}

	seat(name: string): Seat {
		const seat = this.state.players.findIndex((p) => p.name === name);
		if (seat < 0) throw new Error(`Nobody called ${name} is at the table.`);
		return seat;
	}

	private nameOf = (seat: Seat) => this.state.players[seat].name;

	private expect(holds: boolean, what: string) {
		if (!holds) throw new Mismatch(what);
	}

	private clock() {
		const phase = this.state.phase;
		return 'clock' in phase ? phase.clock : null;
	}

	/** One table action, `gap` ms after the last — sooner if a clock would run out first. */
	private tap(action: Action, gap = 3000) {
		const clock = this.clock();
		const left = clock ? timeLeft(clock, this.at) : Infinity;
		this.apply(action, this.at + Math.min(gap, Math.floor(left / 2)));
	}

	/** Lets the phase's clock run out, and the table moves on by itself. */
	private runOut() {
		const clock = this.clock();
		this.expect(clock !== null && clock.runningSince !== null, `no running clock at ${this.state.phase.kind}`);
		this.apply({ type: 'clock.expire' }, clock!.runningSince! + clock!.leftMs);
	}

	private apply(action: Action, at: number) {
		const next = applyAction(this.state, { ...action, at } as TimedAction);
		if (!next.ok) throw new Mismatch(`${action.type} refused: ${next.reason}`);
		this.state = next.value;
		this.at = at;
		this.actions.push({ ...action, at } as TimedAction);
	}

	private phase<K extends GameState['phase']['kind']>(kind: K) {
		this.expect(this.state.phase.kind === kind, `expected ${kind}, the game is at ${this.state.phase.kind}`);
		return this.state.phase as Extract<GameState['phase'], { kind: K }>;
	}

	/** The phone goes round; each player reads their card. */
	cards() {
		for (const p of this.state.players) this.tap({ type: 'card.seen', seat: p.seat }, 12_000);
	}

	/** Each living player speaks in turn; `replies` hands one out-of-turn reply: speaker → who replies. */
	turns(replies: Record<string, string> = {}) {
		const pending = new Map(Object.entries(replies).map(([from, to]) => [this.seat(from), this.seat(to)]));
		for (;;) {
			const t = this.phase('talk').turns;
			this.expect(t !== null, 'nobody speaks in turn here');
			if (t!.at >= t!.order.length) break;
			const speaker = t!.order[t!.at];
			const to = pending.get(speaker);
			if (!t!.replying && t!.reply === null && to !== undefined) {
				this.tap({ type: 'turn.reply', to }, 20_000);
				pending.delete(speaker);
			}
			this.tap({ type: 'turn.next' }, 40_000);
		}
		this.expect(pending.size === 0, 'a reply was never handed');
	}

	/** The talk ends: the narrator moves on, or its clock runs out. */
	talk(ending: Ending = 'tap') {
		this.phase('talk');
		if (ending === 'clock') this.runOut();
		else this.tap({ type: 'talk.end' }, 90_000);
	}

	startNight() {
		this.phase('dusk');
		this.tap({ type: 'night.start' }, 15_000);
	}

	/**
	 * The night, role by role in the wake order: each role's picks by name ("all" for the whole
	 * group), 'timeout' for a role whose clock runs out, nothing for a role that does not act (the
	 * narrator taps "Nobody" for each holder left without a pick: Done is refused until then).
	 * Then who died, and who is silenced, as the morning says.
	 */
	night(script: NightScript, morning: { died: string[]; silenced?: string }) {
		this.phase('night');
		const called = new Set<RoleId>();
		while (this.state.phase.kind === 'night') {
			const wake = this.state.phase.wakes[this.state.phase.step];
			called.add(wake.role);
			if (script[wake.role] === 'timeout') {
				this.runOut();
				continue;
			}
			for (const act of actsOf(wake)) {
				const picks = script[act ? (`${wake.role}:${act}` as const) : wake.role];
				for (const [by, target] of Object.entries(picks === 'timeout' ? {} : (picks ?? {}))) {
					this.tap({
						type: 'night.pick',
						role: wake.role,
						by: by === 'all' ? 'all' : this.seat(by),
						target: target === null ? null : this.seat(target),
						...(act ? { act } : {})
					});
				}
			}
			for (const owed of awaitingActs(this.state)) {
				this.tap({ type: 'night.pick', role: wake.role, by: owed.by, target: null, ...(owed.act ? { act: owed.act } : {}) });
			}
			this.tap({ type: 'night.next' });
		}
		for (const key of Object.keys(script)) this.expect(called.has(key.split(':')[0] as RoleId), `${key} was never woken`);
		const m = this.phase('morning');
		const died = m.deaths.map(this.nameOf);
		this.expect(JSON.stringify([...died].sort()) === JSON.stringify([...morning.died].sort()), `died: ${died.join(', ') || 'nobody'}`);
		const silenced = m.silenced === null ? undefined : this.nameOf(m.silenced);
		this.expect(silenced === morning.silenced, `silenced: ${silenced ?? 'nobody'}`);
	}

	/**
	 * Everyone takes the phone: the night turn by turn, round the living in seat order. Each role's pick by name
	 * as in `night` ("all": each of them picks the same), made on that player's own turn; every other player
	 * names a hunch: the one given in `hunches`, else the next living player round the table. Each turn is
	 * "I am …", the choice, and the phone passed on after the turn's least time and a little more.
	 */
	round(script: NightScript, hunches: Record<string, string>, morning: { died: string[]; silenced?: string }) {
		const { night, order } = this.phase('round');
		const chosen = new Map<Seat, Seat | null>();
		for (const [role, picks] of Object.entries(script)) {
			this.expect(picks !== 'timeout', 'a pass-round turn has no clock to run out');
			for (const [by, target] of Object.entries(picks as Picks)) {
				const seats = by === 'all' ? order.filter((s) => actOf(this.state, s, night) === role) : [this.seat(by)];
				for (const seat of seats) {
					this.expect(actOf(this.state, seat, night) === role, `${by} does not act as the ${role} tonight`);
					chosen.set(seat, target === null ? null : this.seat(target));
				}
			}
		}
		for (const [by, target] of Object.entries(hunches)) chosen.set(this.seat(by), this.seat(target));
		for (const seat of order) {
			const act = actOf(this.state, seat, night);
			const next = order[(order.indexOf(seat) + 1) % order.length];
			const target = chosen.has(seat) ? chosen.get(seat)! : act === null ? next : null;
			this.tap({ type: 'round.take', seat }, 4000);
			this.tap({ type: 'round.pick', seat, target }, 5000);
			this.tap({ type: 'round.pass' }, 4000);
		}
		const m = this.phase('morning');
		const died = m.deaths.map(this.nameOf);
		this.expect(JSON.stringify([...died].sort()) === JSON.stringify([...morning.died].sort()), `died: ${died.join(', ') || 'nobody'}`);
		const silenced = m.silenced === null ? undefined : this.nameOf(m.silenced);
		this.expect(silenced === morning.silenced, `silenced: ${silenced ?? 'nobody'}`);
	}

	morning(ending: Ending = 'tap') {
		this.phase('morning');
		if (ending === 'clock') this.runOut();
		else this.tap({ type: 'morning.continue' }, 20_000);
	}

	/** A last word: the speaker, then the narrator moves on or its clock runs out. */
	lastWord(speaker: string, ending: Ending = 'tap') {
		this.expect(this.phase('lastWord').speakers[0] === this.seat(speaker), `${speaker} has no last word now`);
		if (ending === 'clock') this.runOut();
		else this.tap({ type: 'word.next' }, 20_000);
	}

	/** `godfather`: the table's show of hands on being told the counts. */
	countReveal(yes: number, revealed: boolean) {
		this.phase('countReveal');
		this.tap({ type: 'reveal.vote', yes }, 30_000);
		this.expect(this.phase('countReveal').result?.revealed === revealed, `the reveal was ${revealed ? 'not ' : ''}made`);
		this.tap({ type: 'reveal.continue' }, 10_000);
	}

	/**
	 * The ballot, voter by voter in seat order (the order the phone goes round): whom each voted
	 * for, null to abstain. Every voter votes, unless the vote clock closes the ballot: then the
	 * voters listed must be the first ones round the table.
	 */
	vote(ballots: Record<string, string | null>, ending: 'all' | 'clock' = 'all') {
		const { voters } = this.phase('ballot');
		const listed = Object.keys(ballots).map((name) => this.seat(name));
		const expected = ending === 'all' ? voters : voters.slice(0, listed.length);
		this.expect(
			JSON.stringify([...listed].sort((a, b) => a - b)) === JSON.stringify(expected),
			`the voters are ${voters.map(this.nameOf).join(', ')}`
		);
		for (const voter of expected) {
			const target = ballots[this.nameOf(voter)];
			this.tap({ type: 'ballot.cast', voter, target: target === null ? null : this.seat(target) }, 8000);
		}
		if (ending === 'clock') this.runOut();
	}

	/** The result as the table hears it ("Ben goes.", "A tie: nobody goes."), then on. */
	verdict(line: string, ending: Ending = 'tap') {
		const verdict = this.phase('verdict');
		const label = `Day ${verdict.day}${verdict.round === 2 ? ', revote' : ''}`;
		// The verdict's own line: a Lover's grief may follow it.
		const heard = tableStory(this.state).filter((l) => l.startsWith(`${label}:`) && !/^Day \d+(, revote)?: [^,]+ \d/.test(l));
		this.expect(heard.includes(`${label}: ${line}`), `the verdict was "${heard.join(' / ')}"`);
		if (ending === 'clock') this.runOut();
		else this.tap({ type: 'verdict.continue' }, 10_000);
	}

	/** A dead Hunter's shot: he takes `target` with him, and the table hears `line` ("Ben (Hunter) takes Cara with him."). */
	shot(target: string, line: string) {
		const last = this.phase('lastAct');
		this.tap({ type: 'last.pick', target: this.seat(target) }, 8000);
		const heard = tableStory(this.state).filter((l) => l.startsWith(`Day ${last.day}: `));
		this.expect(heard.includes(`Day ${last.day}: ${line}`), `the shot was "${heard.at(-1)}"`);
		this.tap({ type: 'last.continue' }, 5000);
	}

	/** A step the rules refuse, with the reason the table is given; it is not recorded. */
	refused(action: Action, reason: string) {
		const next = applyAction(this.state, { ...action, at: this.at + 1000 } as TimedAction);
		if (next.ok || next.reason !== reason) {
			throw new Error(`expected "${reason}", got ${next.ok ? 'accepted' : `"${next.reason}"`}`);
		}
	}

	record(id: string): GameRecord {
		return { ...createRecord(this.config, id, CREATED_AT), actions: this.actions };
	}
}

/**
 * Plays a scenario with the first seed (from 1) under which it plays exactly as written, and
 * returns its record. A script that no seed can play is a mistake in the script: say why.
 */
export function playScenario(scenario: Scenario, seeds = 2000): GameRecord {
	let last = '';
	for (let seed = scenario.seed ?? 1; seed <= (scenario.seed ?? seeds); seed++) {
		const players = seatCast(scenario.preset, scenario.cast, seed);
		const roles: Partial<Record<RoleId, number>> = {};
		for (const [, role] of scenario.cast) roles[role] = (roles[role] ?? 0) + 1;
		const config: GameConfig = {
			preset: scenario.preset,
			players,
			roles,
			options: { ...PRESETS[scenario.preset].defaults, ...scenario.options },
			seed
		};
		if (scenario.custom) config.custom = scenario.custom;
		const table = new Scene(config);
		try {
			table.cards();
			scenario.play(table);
		} catch (error) {
			if (!(error instanceof Mismatch)) throw error;
			last = error.message;
			continue;
		}
		const won = table.state.winner;
		const names = won ? won.seats.map((s) => table.state.players[s].name) : [];
		const sorted = (list: string[]) => JSON.stringify([...list].sort());
		if (table.state.phase.kind !== 'ended' || won?.side !== scenario.winners.side || sorted(names) !== sorted(scenario.winners.names)) {
			throw new Error(`${scenario.id} ends at ${table.state.phase.kind}, winners ${won?.side}: ${names.join(', ') || 'none'}`);
		}
		return table.record(scenario.id);
	}
	throw new Error(`${scenario.id}: no seed up to ${seeds} plays the script as written; last: ${last}`);
}
