import { describe, expect, it } from 'vitest';
import { newGame, viewFor, WEREWOLF_THEME, type GameState, type PresetId } from '../../src/lib/engine/index';
import { announcementFor } from '../../src/lib/script/announcements';
import { talkScript } from '../../src/lib/script/narrator';
import { play, playablePresets, playGame, seededChoose, tableFor } from '../support/autoplay';

/**
 * App-narrated under the Werewolf theme: every line the phone says aloud uses the theme's words, as the screens
 * do. Whole games are played through the engine, and at every step the announcement is heard twice: at the
 * step's own time and once any countdown before a call is over.
 */

/** The rule sets' own words for the roles and sides the Werewolf theme renames (it keeps "Villager"). */
const STANDARD_WORDS =
	/\b(killers?|mafia|detectives?|doctors?|town|townsperson|townspeople|citizens?|godfathers?|dr\. lecters?|snipers?|die-hards?|seductress(es)?|jesters?)\b/i;

function heardThroughout(preset: PresetId, seed: number): { said: string[]; talks: { said: string; shown: string }[] } {
	const config = { ...tableFor(preset, 9, seed, { narration: 'app' }), theme: WEREWOLF_THEME };
	const { record } = playGame(config, { id: 'g', choose: seededChoose(seed), randomActions: 400 });
	const start = newGame(config);
	if (!start.ok) throw new Error(start.reason);
	let state: GameState = start.value;
	const said: string[] = [];
	const talks: { said: string; shown: string }[] = [];
	const hear = (at: number) => {
		const table = viewFor(state, { kind: 'table' });
		for (const now of [at, at + (table.options.countdownSeconds + 1) * 1000]) {
			const line = announcementFor(table, now);
			if (!line) continue;
			said.push(line.say);
			if (table.phase.kind === 'talk') talks.push({ said: line.say, shown: talkScript(table).say });
		}
	};
	hear(record.createdAt);
	for (const { at, ...move } of record.actions) {
		state = play(state, move, at);
		hear(at);
	}
	return { said, talks };
}

describe('the phone’s voice under the Werewolf theme', () => {
	it.each(playablePresets())('%s: every announcement says the theme’s words, and the talk is the screen’s line', (preset) => {
		for (const seed of [1, 2, 3]) {
			const { said, talks } = heardThroughout(preset, seed);
			// The Werewolf set's own name for the Serial Killer holds "Killer": it is the theme's word, not a standard one.
			for (const line of said) expect(line.replaceAll('Serial Killer', ''), `${preset} seed ${seed}`).not.toMatch(STANDARD_WORDS);
			expect(said.some((line) => /\b(Werewolves|Village)\b/.test(line))).toBe(true);
			for (const talk of talks) expect(talk.said).toBe(talk.shown);
		}
	});

	it('calls the open talk as the village’s', () => {
		const talks = playablePresets()
			.filter((preset) => preset !== 'godfather')
			.flatMap((preset) => heardThroughout(preset, 1).talks.map((t) => t.said));
		expect(talks.length).toBeGreaterThan(0);
		for (const said of talks) expect(said).toBe('The village talks. Who do you suspect?');
	});
});

describe('the phone’s voice when the Village Idiot stays', () => {
	it('says he is the Village Idiot and votes no more, in the theme’s words and the table’s language', async () => {
		const { readFileSync } = await import('node:fs');
		const { replay } = await import('../../src/lib/engine/index');
		const { getLocale, overwriteGetLocale } = await import('../../src/lib/paraglide/runtime.js');
		const record = JSON.parse(readFileSync('tests/fixtures/records/custom-village-idiot.json', 'utf8'));
		const first = record.actions.findIndex((a: { type: string }) => a.type === 'verdict.continue');
		const before = getLocale;
		try {
			for (const [locale, theme, line] of [
				['en', undefined, 'Dev 4, Ana 2. Dev is the Village Idiot, and stays in the game without a vote.'],
				['fr', WEREWOLF_THEME, 'Dev\u00a0: 4 voix, Ana\u00a0: 2 voix. Dev est le Benêt et reste en jeu, sans droit de vote.']
			] as const) {
				overwriteGetLocale(() => locale);
				const game = replay({ ...record, ...(theme ? { theme } : {}), actions: record.actions.slice(0, first) });
				if (!game.ok) throw new Error(game.reason);
				// The same verdict with the phone lying on the table.
				const app = { ...game.value, config: { ...game.value.config, options: { ...game.value.config.options, narration: 'app' as const } } };
				expect(announcementFor(viewFor(app, { kind: 'table' }), record.actions[first - 1].at)).toEqual({ key: 'verdict-1-1', say: line });
			}
		} finally {
			overwriteGetLocale(before);
		}
	});
});
