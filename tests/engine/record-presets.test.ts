import { describe, it, expect } from 'vitest';
import { PRESETS, createRecord, readRecord, suggestRoles, type GameRecord, type TimedAction } from '../../src/lib/engine/index';

// The game record covers every preset and option (issue 3, item 7): a record with the
// actions and options of `clocked`, `storyteller` and `godfather` is read back whole, and a
// broken one is refused in words.

const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve'];
const cards = PLAYERS.map((_, seat) => ({ type: 'card.seen', seat, at: 1000 + seat }) as TimedAction);

/** A godfather record at day zero, with `more` actions after the cards. */
function godfather(more: object[] = []): Record<string, unknown> {
	const record = createRecord(
		{ preset: 'godfather', players: PLAYERS, roles: suggestRoles('godfather', 5), options: PRESETS.godfather.defaults, seed: 7 },
		'gf',
		0
	);
	return JSON.parse(JSON.stringify({ ...record, actions: [...cards, ...more] }));
}

const reason = (raw: unknown) => {
	const read = readRecord(raw);
	return read.ok ? 'read' : read.reason;
};

describe('reading the record of every preset', () => {
	it('reads the speaking turns, the end of day zero, the count reveal’s vote and a clock running out', () => {
		const raw = godfather([
			{ type: 'turn.reply', to: 3, at: 2000 },
			{ type: 'turn.next', at: 2001 },
			{ type: 'talk.end', at: 2002 }
		]);
		const read = readRecord(raw);
		expect(read.ok).toBe(true);
		if (read.ok) expect(read.value).toEqual(raw);
	});

	it('reads every option of every preset back as it was saved', () => {
		for (const preset of ['classic', 'clocked', 'storyteller', 'godfather'] as const) {
			const options = { ...PRESETS[preset].defaults };
			const record: GameRecord = createRecord(
				{ preset, players: PLAYERS, roles: preset === 'godfather' ? suggestRoles('godfather', 5) : { mafia: 1, detective: 1, villager: 3 }, options, seed: 1 },
				preset,
				0
			);
			const read = readRecord(JSON.parse(JSON.stringify(record)));
			expect(read.ok && read.value.options, preset).toEqual(options);
		}
	});

	it.each([
		[{ type: 'reveal.vote', at: 2000 }, 'Step 6 has no count of hands.'],
		[{ type: 'reveal.vote', yes: 1.5, at: 2000 }, 'Step 6 has no count of hands.'],
		[{ type: 'turn.reply', at: 2000 }, 'Step 6 names nobody to reply.'],
		[{ type: 'turn.reply', to: 'Dev', at: 2000 }, 'Step 6 gives its player to reply as the text "Dev", not as a seat number.'],
		[{ type: 'turn.reply', to: 42, at: 2000 }, 'Step 6 names seat 42 as its player to reply, but there is no seat 42: the seats are 0 to 4.'],
		[{ type: 'turn.shout', at: 2000 }, 'Step 6 has an unknown type "turn.shout".'],
		[{ type: 'toString', at: 2000 }, 'Step 6 has an unknown type "toString".']
	])('refuses a malformed step %j, saying why', (step, why) => {
		expect(reason(godfather([step]))).toBe(why);
	});

	it('refuses an action the rules refuse, with the step and the reason', () => {
		expect(reason(godfather([{ type: 'clock.expire', at: 2000 }]))).toBe('Step 6 (clock.expire) was refused: The clock has not run out.');
		expect(reason(godfather([{ type: 'ballot.cast', voter: 0, target: 1, at: 2000 }]))).toBe(
			'Step 6 (ballot.cast) was refused: Day zero has no vote: its talk ends with night zero.'
		);
	});

	it.each([
		['jesterEndsGame', 'yes', 'This game record\'s option "jesterEndsGame" is not on or off.'],
		['doctorSelfTwice', 1, 'This game record\'s option "doctorSelfTwice" is not on or off.'],
		['revealOnNightDeath', null, 'This game record\'s option "revealOnNightDeath" is not on or off.'],
		['resultSeconds', 'five', 'This game record\'s option "resultSeconds" is not a time between 1 second and 60 minutes.'],
		['countReveals', '2', "This game record's number of count reveals is not a whole number."],
		['nightSeconds', 2, 'This game cannot be set up: The night clock must be between 5 seconds and 60 minutes.'],
		['lastWordSeconds', 7200, 'This game record\'s option "lastWordSeconds" is not a time between 1 second and 60 minutes.']
	])('refuses an option %s of %j, in words', (key, value, why) => {
		const raw = godfather();
		(raw.options as Record<string, unknown>)[key] = value;
		expect(reason(raw)).toBe(why);
	});
});
