import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import { readRecord, replay } from '$lib/engine/record';
import { viewFor } from '$lib/engine/view';
import RecordLog from '$lib/components/RecordLog.svelte';

// The end screen's record of a godfather game: the count-reveal votes are in it, in words.
const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/godfather-twelve.json', 'utf8')));
if (!read.ok) throw new Error(read.reason);
const game = replay(read.value);
if (!game.ok) throw new Error(game.reason);

describe('the record of a godfather game', () => {
	it('shows each count-reveal vote and what it told the table', () => {
		render(RecordLog, { view: viewFor(game.value, { kind: 'table' }) });
		const record = screen.getByRole('list', { name: 'The record of the game, newest first' });
		expect(record).toHaveTextContent('Day 3 — count reveal');
		expect(record).toHaveTextContent('6 of 10 said yes. 3 Mafia and 7 others are alive.');
		expect(record).toHaveTextContent('3 of 7 said yes. No majority for the reveal: the counts stay hidden.');
		expect(record).toHaveTextContent('Nobody has more than half of the votes: nobody goes.');
	});
});

describe('the record of a night where one holder makes two picks', () => {
	it('names a lone Witch, who used both potions, as one Witch, not as several', () => {
		const witchRead = readRecord(JSON.parse(readFileSync('tests/fixtures/records/custom-witch-two-potions.json', 'utf8')));
		if (!witchRead.ok) throw new Error(witchRead.reason);
		const played = replay(witchRead.value);
		if (!played.ok) throw new Error(played.reason);
		const night = played.value.log.find((e) => e.kind === 'night' && e.picks.filter((p) => p.role === 'witch').length === 2);
		expect(night, 'a night of both potions in the fixture').toBeDefined();
		render(RecordLog, { view: viewFor(played.value, { kind: 'table' }) });
		const lines = screen.getAllByText(/^Witch(es)?(, [a-z ]+)?: /).map((line) => line.textContent);
		expect(lines.length).toBeGreaterThan(0);
		for (const line of lines) expect(line).toMatch(/^Witch, (healing|death) potion: /);
		// Each potion on a line of its own, named: the heal apart from the poison.
		expect(lines.some((line) => /^Witch, healing potion: /.test(line ?? ''))).toBe(true);
	});
});
