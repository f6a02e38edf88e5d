import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRecord, replay, type GameRecord } from '$lib/engine';
import { townHunch } from '$lib/engine/hunches';
import { readBack } from '$lib/history/read-back';
import { resultOf } from '$lib/standings/results';
import { bestHunches, tallyStandings } from '$lib/standings/standings';

/**
 * Everyone took the phone: the hunches ("Who do you suspect most?") never changed the game; once it is over they
 * are shown night by night, and the standings say whose pointed at the mafia most often.
 */
const record = (() => {
	const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game-pass-round.json', 'utf8')));
	if (!read.ok) throw new Error(read.reason);
	return read.value as GameRecord;
})();

describe('the hunches of the worked game, played with everyone taking the phone', () => {
	it("each night's town's hunch: the most-named player, of how many", () => {
		expect(readBack(record)?.hunches).toEqual(['Night 1: the town’s hunch: Ben, 2 of 3', 'Night 2: the town’s hunch: Eve, 2 of 2']);
		// A tie names each of the most-named.
		expect(townHunch([{ by: 0, target: 1 }, { by: 2, target: 3 }])).toEqual({ seats: [1, 3], count: 1, of: 2 });
		expect(townHunch([])).toBeNull();
	});

	it('the standings: whose hunches pointed at the Killers most often', () => {
		const state = replay(record);
		if (!state.ok) throw new Error(state.reason);
		const result = resultOf({ id: 'g', status: 'finished', record, playerIds: undefined }, state.value);
		const rows = tallyStandings([result], { preset: 'all', period: 'all' }, record.createdAt + 1);
		const best = bestHunches(rows.rows).map((r) => `${r.name} ${r.hunches?.atMafia}/${r.hunches?.named}`);
		// Finn and Gus named a Killer twice each; Alice, once, before she died. The roles that acted named no hunch.
		expect(best).toEqual(['Finn 2/2', 'Gus 2/2', 'Alice 1/1']);
	});
});
