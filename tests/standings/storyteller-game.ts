import { createRecord, type GameRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import type { Action } from '$lib/engine/types';

/**
 * A real `storyteller` game (seed 1): Cy the Mafia, Fay the Seductress, Di the Jester, three Townspeople. Night 1 Cy
 * kills Ana; day 1 the table votes Di out (the Jester wins, the game goes on); night 2 Cy kills Bo; day 2 Ed goes
 * and the Mafia win at one against one. The winners: Cy, and the extra winners Di (voted out) and Fay (alive).
 */
const players = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
const actions: Action[] = [
	...players.map((_, seat): Action => ({ type: 'card.seen', seat })),
	{ type: 'night.start' },
	{ type: 'night.pick', role: 'mafia', by: 2, target: 0 },
	{ type: 'night.next' },
	{ type: 'night.pick', role: 'seductress', by: 5, target: null },
	{ type: 'night.next' },
	{ type: 'morning.continue' },
	{ type: 'talk.end' },
	{ type: 'ballot.cast', voter: 1, target: 3 },
	{ type: 'ballot.cast', voter: 2, target: 3 },
	{ type: 'ballot.cast', voter: 3, target: 1 },
	{ type: 'ballot.cast', voter: 4, target: 3 },
	{ type: 'ballot.cast', voter: 5, target: 3 },
	{ type: 'verdict.continue' },
	{ type: 'night.start' },
	{ type: 'night.pick', role: 'mafia', by: 2, target: 1 },
	{ type: 'night.next' },
	{ type: 'night.pick', role: 'seductress', by: 5, target: null },
	{ type: 'night.next' },
	{ type: 'morning.continue' },
	{ type: 'talk.end' },
	{ type: 'ballot.cast', voter: 2, target: 4 },
	{ type: 'ballot.cast', voter: 4, target: 2 },
	{ type: 'ballot.cast', voter: 5, target: 4 },
	{ type: 'verdict.continue' }
];

export const storytellerGame: GameRecord = {
	...createRecord(
		{
			preset: 'storyteller',
			players,
			roles: { mafia: 1, seductress: 1, jester: 1, villager: 3 },
			options: { ...PRESETS.storyteller.defaults, talkSeconds: null, lastWordSeconds: null },
			seed: 1
		},
		'storyteller-jester',
		0
	),
	actions: actions.map((action, i) => ({ ...action, at: 1_000 * (i + 1) }))
};
