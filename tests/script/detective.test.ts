import { describe, expect, it } from 'vitest';
import { namesFor, PRESET_ORDER, type PresetId } from '../../src/lib/engine/index';
import { BUILT_IN_THEMES } from '../../src/lib/themes/themes';
import { detectiveAnswerLine } from '../../src/lib/script/detective';

/** The sentence the narrator shows the Detective, for every rule set under every built-in theme. */
const EXPECTED: Record<string, Record<PresetId, [string, string]>> = {
	standard: {
		classic: ['Kim is a Killer', 'Kim is not a Killer'],
		// "Mafia" names the group: nobody is "a Mafia".
		clocked: ['Kim is one of the Mafia', 'Kim is not one of the Mafia'],
		storyteller: ['Kim is one of the Mafia', 'Kim is not one of the Mafia'],
		godfather: ['Kim is one of the Mafia', 'Kim is not one of the Mafia'],
		custom: ['Kim is one of the Mafia', 'Kim is not one of the Mafia']
	},
	werewolf: {
		classic: ['Kim is a Werewolf', 'Kim is not a Werewolf'],
		clocked: ['Kim is a Werewolf', 'Kim is not a Werewolf'],
		storyteller: ['Kim is a Werewolf', 'Kim is not a Werewolf'],
		godfather: ['Kim is a Werewolf', 'Kim is not a Werewolf'],
		custom: ['Kim is a Werewolf', 'Kim is not a Werewolf']
	}
};

describe("the Detective's answer", () => {
	for (const theme of BUILT_IN_THEMES) {
		it.each(PRESET_ORDER)(`reads naturally in %s under the ${theme.title} theme`, (preset) => {
			const names = namesFor(preset, theme.names);
			expect([detectiveAnswerLine('Kim', 'mafia', names), detectiveAnswerLine('Kim', 'not-mafia', names)]).toEqual(EXPECTED[theme.id][preset]);
		});
	}

	it('takes a custom theme’s article, or speaks of the group when one and many are the same word', () => {
		const assassin = namesFor('classic', { roles: { mafia: { one: 'Assassin', many: 'Assassins' } } });
		expect(detectiveAnswerLine('Kim', 'mafia', assassin)).toBe('Kim is an Assassin');
		expect(detectiveAnswerLine('Kim', 'not-mafia', assassin)).toBe('Kim is not an Assassin');
		const pack = namesFor('godfather', { roles: { mafia: { one: 'Wolf Pack', many: 'Wolf Pack' } } });
		expect(detectiveAnswerLine('Kim', 'not-mafia', pack)).toBe('Kim is not one of the Wolf Pack');
	});

	it('keeps a right-to-left name whole inside the sentence', () => {
		expect(detectiveAnswerLine('سارة', 'mafia', namesFor('classic'))).toBe('\u2068سارة\u2069 is a Killer');
	});
});
