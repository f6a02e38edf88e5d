import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/lib/engine/index';
import { act, finishNight, gameWith, MORNING, readCards, refusal, startNight, TALK_END, vote } from './helpers';

/**
 * Every action has its moment. One sent at another (a stale screen's tap, a record edited by hand) is refused with
 * the moment it belongs to, and the game is left as it was; it is never played into the phase at hand.
 */
const SEATS = ['mafia', 'doctor', 'detective', 'villager', 'villager', 'villager', 'villager'] as const;

const WHEN: [Action, string][] = [
	[{ type: 'card.seen', seat: 0 }, 'That can only happen while the cards are being read.'],
	[{ type: 'night.start' }, 'That can only happen before a night.'],
	[{ type: 'night.pick', role: 'doctor', by: 1, target: 2 }, 'That can only happen at night.'],
	[{ type: 'night.next' }, 'That can only happen at night.'],
	[{ type: 'morning.continue' }, 'That can only happen in the morning.'],
	[{ type: 'word.next' }, 'That can only happen during a last word.'],
	[{ type: 'reveal.vote', yes: 1 }, 'That can only happen at the count-reveal vote.'],
	[{ type: 'reveal.continue' }, 'That can only happen after the count-reveal vote.'],
	[{ type: 'turn.next' }, 'That can only happen while players speak in turn.'],
	[{ type: 'turn.reply', to: 2 }, 'That can only happen while players speak in turn.'],
	[{ type: 'talk.end' }, 'That can only happen during the talk.'],
	[{ type: 'ballot.cast', voter: 1, target: 2 }, 'That can only happen during a vote.'],
	[{ type: 'round.take', seat: 1 }, 'That can only happen on a night when everyone takes the phone.'],
	[{ type: 'round.pick', seat: 1, target: 2 }, 'That can only happen on a night when everyone takes the phone.'],
	[{ type: 'round.pass' }, 'That can only happen on a night when everyone takes the phone.'],
	[{ type: 'verdict.continue' }, 'That can only happen after a vote.'],
	[{ type: 'last.pick', target: 2 }, 'Only when a dead Hunter takes his shot.'],
	[{ type: 'last.continue' }, 'Only when a dead Hunter takes his shot.'],
	[{ type: 'result.correct' } as Action, 'That can only happen in the record only.']
];

/** The game at each of its moments, with the actions that belong there. */
function moments(): { name: string; state: GameState; belongs: Action['type'][] }[] {
	const dealt = gameWith('classic', [...SEATS]);
	const dusk = readCards(dealt);
	const night = startNight(dusk);
	const morning = finishNight(night);
	const talk = act(morning, MORNING);
	const ballot = act(talk, TALK_END);
	const verdict = vote(ballot, [[0, 1], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]]);
	return [
		{ name: 'the deal', state: dealt, belongs: ['card.seen'] },
		{ name: 'dusk', state: dusk, belongs: ['night.start'] },
		{ name: 'the night', state: night, belongs: ['night.pick', 'night.next'] },
		{ name: 'the morning', state: morning, belongs: ['morning.continue'] },
		{ name: "day 1's talk", state: talk, belongs: ['talk.end'] },
		{ name: 'the vote', state: ballot, belongs: ['ballot.cast'] },
		{ name: 'the verdict', state: verdict, belongs: ['verdict.continue'] }
	];
}

describe('an action at the wrong moment', () => {
	for (const { name, state, belongs } of moments()) {
		it(`at ${name}: every other action is refused with its own moment, and the game is unchanged`, () => {
			const before = structuredClone(state);
			const refused = WHEN.filter(([action]) => !belongs.includes(action.type));
			expect(refused.length).toBeGreaterThan(10);
			for (const [action, words] of refused) expect(refusal(state, action), action.type).toBe(words);
			expect(state).toStrictEqual(before);
		});
	}

	it('once the game is over, nothing goes on, and its roles are shown through History only', () => {
		const { state } = moments().at(-1)!;
		expect(state.winner?.side).toBe('town');
		const ended = act(state, { type: 'verdict.continue' });
		expect(ended.phase.kind).toBe('ended');
		expect(refusal(ended, { type: 'secrets.shown' })).toBe('That can only happen before the game is over.');
		expect(refusal(ended, { type: 'night.start' })).toBe('That can only happen before a night.');
	});
});
