import { describe, expect, it } from 'vitest';
import { namesFor, WEREWOLF_THEME } from '../../src/lib/engine/names';
import { PRESET_ORDER } from '../../src/lib/engine/presets';
import { ROLE_ORDER } from '../../src/lib/engine/roles';
import { rulesFor, type RulesSection } from '../../src/lib/rules';
import { godfatherRules } from '../../src/lib/rules/godfather';
import { storytellerRules } from '../../src/lib/rules/storyteller';

/** Everything a reader sees of a rule set, as one text. */
const textOf = (sections: RulesSection[]) =>
	sections
		.flatMap((s) => [
			s.heading,
			...s.blocks.flatMap((b) => (b.kind === 'text' ? [b.text] : b.kind === 'list' ? b.items : b.items.flatMap((i) => [i.term, i.detail])))
		])
		.join('\n');

/** The rows of the first terms block of a section: "term: detail". */
function rowsOf(sections: RulesSection[], id: string): string[] {
	const block = sections.find((s) => s.id === id)?.blocks.find((b) => b.kind === 'terms');
	return block?.kind === 'terms' ? block.items.map((i) => `${i.term}: ${i.detail}`) : [];
}

describe('the rules of every rule set', () => {
	it.each(PRESET_ORDER)('%s: headed sections, each with something to read, and dead roles still called', (preset) => {
		const sections = rulesFor(preset);
		expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
		for (const section of sections) expect(section.blocks.length).toBeGreaterThan(0);
		expect(textOf(sections)).toMatch(/still called, for the same time/);
	});

	it('each rule set speaks in its own role names', () => {
		const clocked = textOf(rulesFor('clocked'));
		const storyteller = textOf(rulesFor('storyteller'));
		const godfather = textOf(rulesFor('godfather'));
		expect(clocked).toMatch(/Villager/);
		expect(clocked).not.toMatch(/Killer|Townsperson|Citizen|Seductress|Godfather/);
		expect(storyteller).toMatch(/Townspeople/);
		expect(storyteller).not.toMatch(/Killer|Villager|Citizen|Godfather/);
		expect(godfather).toMatch(/Citizens/);
		expect(godfather).not.toMatch(/Killer|Villager|Townsperson|Seductress|Jester/);
	});

	it('a themed table reads its own names: the Werewolf set', () => {
		const godfather = textOf(godfatherRules(namesFor('godfather', WEREWOLF_THEME)));
		expect(godfather).toMatch(/Alpha Wolf/);
		// "Hunter" is the Hunter's own name now: the Werewolf set's Sniper is the Gunner.
		expect(godfather).toMatch(/Gunner/);
		expect(godfather).not.toMatch(/Godfather|Sniper/);
		const storyteller = textOf(storytellerRules(namesFor('storyteller', WEREWOLF_THEME)));
		expect(storyteller).toMatch(/Enchantress/);
		expect(storyteller).not.toMatch(/Seductress/);
	});
});

describe('clocked', () => {
	const text = textOf(rulesFor('clocked'));

	it('gives the clock presets from the game, and each role its own night clock on one phone', () => {
		expect(rowsOf(rulesFor('clocked'), 'clocks')).toEqual([
			'Classic: 30 seconds at night, 60 seconds to talk, 30 seconds to vote (the default).',
			'Fast: 20, 30 and 20 seconds.',
			'Custom: Any time from 5 seconds to 60 minutes for each.'
		]);
		expect(text).toMatch(/each role's wake gets the whole night clock/);
		expect(text).toMatch(/stay up for 5 seconds and then move on by themselves/);
	});

	it('says the earliest choice is the kill, and that a tie sends nobody with no revote', () => {
		expect(text).toMatch(/If they disagree, the earliest choice is the kill/);
		expect(text).toMatch(/A tie, or a vote where nobody is named, eliminates nobody. There is no revote/);
	});
});

describe('storyteller', () => {
	it('suggests the source table for each size of table', () => {
		expect(rowsOf(rulesFor('storyteller'), 'setup')).toEqual([
			'4 players: 1 Mafia, Detective',
			'5–6 players: 1 Mafia, Detective, Doctor',
			'7–8 players: 2 Mafia, Detective, Doctor',
			'9–11 players: 2 Mafia, Detective, Doctor, Seductress',
			'12–15 players: 3 Mafia, Detective, Doctor, Seductress, Jester',
			'16–20 players: 4 Mafia, Detective, Doctor, Seductress, Jester'
		]);
	});

	it('has the silence, the last word, the abstentions that save, and the Jester', () => {
		const text = textOf(rulesFor('storyteller'));
		expect(text).toMatch(/Everyone alive votes, except the silenced player/);
		expect(text).toMatch(/gets a last word \(30 seconds/);
		expect(text).toMatch(/If as many players abstained as the top player has votes, or more, nobody is eliminated/);
		expect(text).toMatch(/If the Jester is voted out, he has won, and the game goes on/);
	});
});

describe('godfather', () => {
	it('deals the fixed table of RULES.md for each size of table', () => {
		expect(rowsOf(rulesFor('godfather'), 'setups')).toEqual([
			'5 players: Godfather, Detective, Doctor and 2 Citizens',
			'6 players: Godfather, Mafia, Detective, Doctor and 2 Citizens',
			'7 players: Godfather, Mafia, Detective, Doctor, Sniper and 2 Citizens',
			'8–11 players: Godfather, 2 Mafia, Detective, Doctor, Sniper, Die-hard and the rest Citizens',
			'12 players: Godfather, 2 Mafia, Dr. Lecter, Detective, Doctor, Sniper, Die-hard and 4 Citizens'
		]);
	});

	it('has day zero, night zero, the count reveal by show of hands, and the majority vote', () => {
		const text = textOf(rulesFor('godfather'));
		expect(text).toMatch(/Day zero: introductions/);
		expect(text).toMatch(/Night zero: the mafia meet/);
		expect(text).toMatch(/a show of hands: the narrator counts them/);
		expect(text).toMatch(/spends one of the game's 2 reveals/);
		expect(text).toMatch(/more than half of the living votes is eliminated/);
	});
});

describe('custom', () => {
	const sections = rulesFor('custom');
	const text = textOf(sections);

	it('lists every rule with each of its choices and the rule sets that make it, from their rules', () => {
		const kill = sections.find((s) => s.id === 'rules')?.blocks.find((b) => b.kind === 'terms');
		expect(kill?.kind === 'terms' && kill.items.map((i) => `${i.term}: ${i.detail}`)).toEqual([
			'All must agree: the kill lands only if every living killer picks the same player: As in Classic',
			'Earliest pick: if they disagree, the earliest pick is the kill: As in Clocked',
			'Most picks: the player picked most is the kill; a tie is settled by the shuffle: As in Storyteller',
			'A leader binds: the Godfather alone decides; a living killer inherits the kill: As in Godfather'
		]);
		expect(text).toMatch(/The night kill\n/);
		expect(text).toMatch(/A tie\nA revote among the tied; tied again, nobody goes\nAs in Classic and Storyteller\nNobody goes\nAs in Clocked and Godfather/);
		expect(text).toMatch(/A killer: the check tells the truth\nIn none of the four rule sets/);
	});

	it('describes every role of the catalogue, and says what setup refuses', () => {
		const roles = rowsOf(sections, 'roles').map((row) => row.split(':')[0]);
		expect(roles).toEqual(ROLE_ORDER.map((role) => namesFor('custom').roles[role].one));
		expect(roles).toEqual(expect.arrayContaining(['Wolf Cub', 'Witch', 'Cupid', 'Hunter', 'Elder', 'Serial Killer', 'Lycan', 'Bodyguard', 'Village Idiot']));
		expect(rowsOf(sections, 'roles').find((row) => row.startsWith('Village Idiot'))).toMatch(
			/Voted out the first time, his card is shown and he stays, but votes no more, nor raises a hand in a count-reveal vote; voted out again, he goes/
		);
		expect(text).toMatch(/the kill rule “a leader binds” needs a Godfather at the table/);
		expect(text).toMatch(/the table needs a name, of at most 30 characters/);
	});
});
