import { assign, setup } from 'xstate';
import { applyAction } from '../engine/game';
import { nextVoter } from '../engine/ballot';
import { turnSeat } from '../engine/round';
import { repeatsPick } from '../engine/night';
import { replay, withAction, type GameRecord } from '../engine/record';
import { correctLastResult, undoLast, undoState } from '../engine/undo';
import { checkCardHeld } from '../engine/card-held';
import { startClock } from '../engine/clock';
import type { Action, Checked, Clock, GameState, PhaseKind, Seat, TimedAction } from '../engine/types';
import { actionTapOf, type TableEvent } from './events';
import { m } from '../paraglide/messages.js';

export interface TableContext {
	record: GameRecord;
	game: GameState;
	/** The ballot a voter (or a night turn's player) has chosen and not yet confirmed (undefined: none chosen). */
	choice: Seat | null | undefined;
	/** A player looking at their card again, between phases. */
	peek: Seat | null;
	/** Why the last tap was refused, in words, until dismissed. */
	problem: string | null;
	/**
	 * `clocked`: the few seconds a card stays up once its player has let go of it, after which the
	 * phone passes on. Started by the tap that let go, so nobody is passed over before reading.
	 */
	reveal: Clock | null;
	/**
	 * The deal: whose card has been held on the reading screen (null: nobody's yet). Done passes the phone on only
	 * once it is the reader's (engine/card-held.ts); a screen's fact, kept with the saved screen, never recorded.
	 */
	cardHeld?: Seat | null;
}

export interface TableInput {
	record: GameRecord;
}

/** The table action a tap stands for, if it is one (taps that only move the phone are not recorded). */
function actionOf(context: TableContext, event: TableEvent): Action | null {
	const phase = context.game.phase;
	switch (event.type) {
		case 'deal.done':
			return phase.kind === 'deal' ? { type: 'card.seen', seat: phase.next } : null;
		case 'ballot.confirm': {
			if (phase.kind !== 'ballot' || context.choice === undefined) return null;
			const voter = nextVoter(phase);
			return voter === null ? null : { type: 'ballot.cast', voter, target: context.choice };
		}
		case 'round.identify': {
			const seat = phase.kind === 'round' ? turnSeat(phase) : null;
			return seat === null ? null : { type: 'round.take', seat };
		}
		case 'round.confirm': {
			const seat = phase.kind === 'round' ? turnSeat(phase) : null;
			return seat === null || context.choice === undefined ? null : { type: 'round.pick', seat, target: context.choice };
		}
		case 'round.done':
			return phase.kind === 'round' ? { type: 'round.pass' } : null;
		// "Redo this whole night / vote", asked on the pass screen where the table sees it: the round the game is in.
		case 'table.redo':
			return phase.kind === 'round' ? { type: 'round.redo' } : phase.kind === 'ballot' ? { type: 'ballot.redo' } : null;
		default:
			return actionTapOf(event);
	}
}

type Tried = { ok: true; game: GameState; action: TimedAction } | { ok: false; reason: string };

/**
 * A tap's time, never before the record's last: a phone whose clock is set back mid-game must not write a record
 * whose times go backwards (such a record is refused when read).
 */
const timeOf = (context: TableContext, event: TableEvent) => Math.max(event.at, context.record.actions.at(-1)?.at ?? event.at);

/**
 * The engine's answer to one tap, worked out once: the guard that routes the tap and the action
 * that applies or refuses it ask about the same event in the same context.
 */
const tried = new WeakMap<TableEvent, { context: TableContext; result: Tried }>();

function tryAction(context: TableContext, event: TableEvent): Tried {
	const hit = tried.get(event);
	if (hit && hit.context === context) return hit.result;
	const action = actionOf(context, event);
	let result: Tried;
	if (!action) result = { ok: false, reason: m.refusal_table_not_now() };
	else {
		const timed = { ...action, at: timeOf(context, event) };
		const next = applyAction(context.game, timed);
		result = next.ok ? { ok: true, game: next.value, action: timed } : next;
	}
	tried.set(event, { context, result });
	return result;
}

function rebuilt(context: TableContext, record: Checked<GameRecord>): Partial<TableContext> {
	if (!record.ok) return { problem: record.reason };
	const game = replay(record.value);
	if (!game.ok) return { problem: game.reason };
	return { record: record.value, game: game.value, choice: undefined, peek: null, problem: null, reveal: null, cardHeld: null };
}

const phaseIs = (kind: PhaseKind) => ({ type: 'phaseIs' as const, params: { kind } });

/** A table action: applied when the engine allows it, else the reason is shown. */
const play = (target: string) => [
	{ guard: 'isLegal' as const, target, actions: 'apply' as const },
	{ actions: 'refuse' as const }
];

/**
 * The statechart of the whole table flow. The engine decides every rule (guards and
 * actions call it); the chart decides which screen is up and whose hands the phone is in.
 * After every table action the chart goes through `route`, which picks the screen for the
 * engine's new phase, so the chart and the game can never disagree.
 */
export const tableMachine = setup({
	types: {
		context: {} as TableContext,
		events: {} as TableEvent,
		input: {} as TableInput
	},
	guards: {
		isLegal: ({ context, event }) => tryAction(context, event).ok,
		// The last vote: the phone is put down before the table sees the result.
		closesBallot: ({ context, event }) => {
			const result = tryAction(context, event);
			return result.ok && result.game.phase.kind !== 'ballot';
		},
		// The night pick that already stands, tapped again (a double tap): nothing new to record, and nothing to say.
		repeatsPick: ({ context, event }) =>
			event.type === 'night.pick' && repeatsPick(context.game, event.role, event.by, event.target, event.act ?? null),
		phaseIs: ({ context }, params: { kind: PhaseKind }) => context.game.phase.kind === params.kind,
		isOpenBallot: ({ context }) => context.game.config.options.ballotMode === 'open',
		canPeek: ({ context, event }) =>
			event.type === 'peek.open' && context.game.players[event.seat] !== undefined,
		isAppNarrated: ({ context }) => context.game.config.options.narration === 'app',
		// App-narrated nights have no narrator to undo for: a holder simply changes their pick.
		// A player's sealed choice is never undone (the engine refuses it): the whole round is redone, in public.
		canUndo: ({ context }) =>
			undoLast(context.record).ok &&
			!(context.game.config.options.narration === 'app' && context.game.phase.kind === 'night'),
		canCorrect: ({ context }) => undoState(context.record).correction !== null,
		// "Not Cara? Go back": the phone goes back before she has chosen, as if "I am Cara" was never tapped.
		canGiveBack: ({ context }) => context.record.actions.at(-1)?.type === 'round.take',
		turnTaken: ({ context }) => context.game.phase.kind === 'round' && !!context.game.phase.turn,
		turnChosen: ({ context }) => context.game.phase.kind === 'round' && !!context.game.phase.turn?.chosen,
		// The seconds start the first time the card is let go, and only where the rule set has them.
		revealsForSeconds: ({ context }) => !!context.game.config.options.resultSeconds && !context.reveal,
		cardUnread: ({ context }) => !checkCardHeld(context.game, context.cardHeld ?? null).ok
	},
	actions: {
		apply: assign(({ context, event }) => {
			const result = tryAction(context, event);
			if (!result.ok) return {};
			return {
				game: result.game,
				record: withAction(context.record, result.action, context.game, result.game),
				choice: undefined,
				problem: null,
				reveal: null,
				cardHeld: null
			};
		}),
		refuse: assign(({ context, event }) => {
			const result = tryAction(context, event);
			return { problem: result.ok ? null : result.reason };
		}),
		refuseUnread: assign(({ context }) => {
			const held = checkCardHeld(context.game, context.cardHeld ?? null);
			return { problem: held.ok ? null : held.reason };
		}),
		markHeld: assign({ cardHeld: ({ context }) => (context.game.phase.kind === 'deal' ? context.game.phase.next : null) }),
		forgetHeld: assign({ cardHeld: () => null }),
		choose: assign({
			choice: ({ event }) => (event.type === 'ballot.choose' || event.type === 'round.choose' ? event.target : undefined),
			problem: () => null
		}),
		forgetChoice: assign({ choice: () => undefined }),
		openPeek: assign({ peek: ({ event }) => (event.type === 'peek.open' ? event.seat : null) }),
		closePeek: assign({ peek: () => null }),
		dismiss: assign({ problem: () => null }),
		startReveal: assign({
			reveal: ({ context, event }) => startClock((context.game.config.options.resultSeconds ?? 0) * 1000, timeOf(context, event))
		}),
		forgetReveal: assign({ reveal: () => null }),
		/** Rebuilds the game from a rewritten record: undo drops the last tap, a correction is appended. */
		undo: assign(({ context }) => rebuilt(context, undoLast(context.record))),
		correct: assign(({ context, event }) => rebuilt(context, correctLastResult(context.record, timeOf(context, event))))
	}
}).createMachine({
	id: 'table',
	context: ({ input }) => {
		const game = replay(input.record);
		if (!game.ok) throw new Error(game.reason);
		return { record: input.record, game: game.value, choice: undefined, peek: null, problem: null, reveal: null };
	},
	initial: 'route',
	on: {
		'problem.dismiss': { actions: 'dismiss' },
		// Any clock can be paused and resumed; the engine refuses when there is none.
		'clock.pause': { guard: 'isLegal', actions: 'apply' },
		'clock.resume': { guard: 'isLegal', actions: 'apply' },
		'table.undo': { guard: 'canUndo', target: '.route', actions: 'undo' },
		'result.correct': { guard: 'canCorrect', target: '.route', actions: 'correct' }
	},
	states: {
		route: {
			always: [
				{ guard: phaseIs('deal'), target: 'deal' },
				{ guard: phaseIs('dusk'), target: 'dusk' },
				{ guard: phaseIs('night'), target: 'night' },
				{ guard: phaseIs('round'), target: 'round' },
				{ guard: phaseIs('morning'), target: 'morning' },
				{ guard: phaseIs('lastWord'), target: 'lastWord' },
				{ guard: phaseIs('countReveal'), target: 'countReveal' },
				{ guard: phaseIs('talk'), target: 'talk' },
				{ guard: phaseIs('ballot'), target: 'ballot' },
				{ guard: phaseIs('verdict'), target: 'verdict' },
				{ guard: phaseIs('lastAct'), target: 'lastAct' },
				{ target: 'ended' }
			]
		},
		deal: {
			initial: 'passing',
			states: {
				/** "Pass the phone to Cara." */
				passing: { on: { 'deal.identify': 'reading' } },
				/** Cara holds her card to read it; Done passes the phone on. */
				reading: {
					on: {
						// Let go: the card has been held (and in `clocked`, its few seconds start).
						'deal.looked': [{ guard: 'revealsForSeconds', actions: ['markHeld', 'startReveal'] }, { actions: 'markHeld' }],
						'deal.back': { target: 'passing', actions: ['forgetReveal', 'forgetHeld'] },
						'deal.done': [{ guard: 'cardUnread', actions: 'refuseUnread' }, ...play('#table.route')]
					}
				}
			}
		},
		/** The narrator has the phone; the night starts on their tap. */
		dusk: {
			on: {
				'night.start': play('route'),
				'peek.open': { guard: 'canPeek', actions: 'openPeek' },
				'peek.close': { actions: 'closePeek' }
			}
		},
		night: {
			initial: 'start',
			on: {
				// A pick keeps the screen where it is: the narrator's, or the role holders' own.
				// The same pick again is no new action (Undo then takes back the pick, not a copy of it).
				'night.pick': [{ guard: 'repeatsPick' }, { guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
				'night.next': play('#table.route'),
				'clock.expire': play('#table.route')
			},
			states: {
				start: { always: [{ guard: 'isAppNarrated', target: 'waiting' }, { target: 'narrating' }] },
				/** The narrator holds the phone and taps what each role points at. */
				narrating: {},
				/** App-narrated: the phone lies on the table; the role is called, and its holders pick it up. */
				waiting: { on: { 'night.take': 'choosing' } },
				choosing: { on: { 'night.done': 'done' } },
				/**
				 * The same neutral screen whether anybody chose or the holders are dead: its button
				 * hands the holders back their choice until the turn ends, so it is never a dead button.
				 */
				done: { on: { 'night.take': 'choosing' } }
			}
		},
		/**
		 * Everyone takes the phone: the same three screens for every player, whatever the card. Which one is up
		 * comes from the game (whose turn, taken, chosen), so a reload or an undo lands on the right one.
		 */
		round: {
			initial: 'start',
			states: {
				start: { always: [{ guard: 'turnChosen', target: 'done' }, { guard: 'turnTaken', target: 'turn' }, { target: 'passing' }] },
				/** "Pass the phone to Cara." The table may start the whole night again from here, in public. */
				passing: { on: { 'round.identify': play('#table.route'), 'table.redo': play('#table.route') } },
				/** Cara holds the card to see her night, chooses a player, and confirms. */
				turn: {
					on: {
						'round.choose': { actions: 'choose' },
						'round.confirm': play('#table.route'),
						'round.back': { guard: 'canGiveBack', target: '#table.route', actions: 'undo' }
					}
				},
				/** A neutral screen: the same whatever was chosen; Done passes the phone on once the turn's least time is up. */
				done: { on: { 'round.done': play('#table.route') } }
			}
		},
		morning: { on: { 'morning.continue': play('route'), 'clock.expire': play('route') } },
		/** A last word for the killed or the voted-out (`storyteller`). */
		lastWord: { on: { 'word.next': play('route'), 'clock.expire': play('route') } },
		/** `godfather`: the table votes on being told how many mafia are left. */
		countReveal: { on: { 'reveal.vote': play('countReveal'), 'reveal.continue': play('route') } },
		talk: {
			on: {
				'turn.next': play('talk'),
				'turn.reply': play('talk'),
				'talk.end': play('route'),
				'clock.expire': play('route'),
				'peek.open': { guard: 'canPeek', actions: 'openPeek' },
				'peek.close': { actions: 'closePeek' }
			}
		},
		ballot: {
			initial: 'start',
			// The vote clock's end closes the ballot whoever holds the phone: a vote not confirmed is not cast.
			on: { 'clock.expire': play('#table.route') },
			states: {
				start: {
					always: [{ guard: 'isOpenBallot', target: 'open' }, { target: 'passing' }]
				},
				/** Open vote: the narrator enters each vote as the table calls it out. */
				open: { on: { 'ballot.cast': play('#table.route'), 'table.redo': play('#table.route') } },
				/** "Pass the phone to Ben." The table sees who has voted, nothing else; it may start the whole vote again, in public. */
				passing: { on: { 'ballot.identify': 'choosing', 'table.redo': play('#table.route') } },
				/** The voter's grid, nothing chosen yet. */
				choosing: {
					on: {
						'ballot.choose': { target: 'confirming', actions: 'choose' },
						'ballot.back': { target: 'passing', actions: 'forgetChoice' }
					}
				},
				/**
				 * The same grid, the vote chosen and shown: another tap changes it. Confirm seals it and hands the phone on:
				 * straight to the next voter's pass screen (three taps a voter), or after the last vote, to the neutral screen.
				 */
				confirming: {
					on: {
						'ballot.choose': { actions: 'choose' },
						'ballot.confirm': [{ guard: 'closesBallot', target: 'cast', actions: 'apply' }, ...play('#table.route')],
						'ballot.back': { target: 'passing', actions: 'forgetChoice' }
					}
				},
				/** After the last vote: put the phone down in the middle (or give it back); its Done shows the table the result. */
				cast: { on: { 'ballot.pass': '#table.route' } }
			}
		},
		verdict: { on: { 'verdict.continue': play('route'), 'clock.expire': play('route') } },
		/** A dead Hunter's shot: he points, the narrator (or the table) taps, and everyone hears whom he took. */
		lastAct: { on: { 'last.pick': play('lastAct'), 'last.continue': play('route') } },
		ended: { type: 'final' }
	}
});

export type TableMachine = typeof tableMachine;
