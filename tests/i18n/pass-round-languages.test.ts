import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readRecord } from '../../src/lib/engine/index';
import { namesFor } from '../../src/lib/engine/names';
import { m } from '../../src/lib/paraglide/messages.js';
import { roundWords, turnNotes, turnQuestion } from '../../src/lib/script/words/round';
import { menuWords } from '../../src/lib/script/words/table-menu';
import { inLanguage } from '../support/in-language';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/records/classic-worked-game-pass-round.json', import.meta.url), 'utf8'));
/** The worked game with its first turn ended a second after the phone was taken: too early. */
function passedTooSoon() {
	const take = fixture.actions.findIndex((a: { type: string }) => a.type === 'round.take');
	const at = fixture.actions[take].at;
	// The turn as taken, its choice half a second later, and its end a second after the phone was taken.
	const actions = [...fixture.actions.slice(0, take + 1), { ...fixture.actions[take + 1], at: at + 500 }, { ...fixture.actions[take + 2], at: at + 1000 }];
	const read = readRecord({ ...fixture, actions });
	return read.ok ? 'read' : read.reason;
}

describe('the pass-round night in the table’s language', () => {
	it('the early end of a turn is refused in Russian and German, with the seconds it must last', () => {
		expect(inLanguage('ru', passedTooSoon)).toContain('каждый ход длится минимум 8 секунд,');
		expect(inLanguage('de', passedTooSoon)).toContain('Jeder Zug dauert mindestens 8 Sekunden,');
		expect(passedTooSoon()).toContain('every turn lasts at least 8 seconds');
	});

	it('Russian counts its seconds and hunches in one, few and many', () => {
		const early = (least: number) => m.refusal_round_too_early({ least, left: 1 }, { locale: 'ru' });
		expect(early(21)).toContain('минимум 21 секунду,');
		expect(early(3)).toContain('минимум 3 секунды,');
		expect(early(8)).toContain('минимум 8 секунд,');
		const row = (named: number) => m.pages_standings_hunches_row({ name: 'Кара', atMafia: 1, named }, { locale: 'ru' });
		expect(row(1)).toBe('Кара: 1 из 1 подозрения');
		expect(row(5)).toBe('Кара: 1 из 5 подозрений');
	});

	it('a turn reads in Russian and German with its names in place', () => {
		const names = namesFor('classic', { builtIn: 'werewolf' });
		expect(inLanguage('de', () => roundWords.passHeading('Cara'))).toBe('Gib das Handy an Cara');
		expect(inLanguage('ru', () => roundWords.iAm('Кара'))).toBe('Я — Кара');
		expect(inLanguage('ru', () => turnQuestion(null, names))).toBe('Кого ты подозреваешь больше всех?');
		expect(inLanguage('de', () => turnNotes.partners(['Ben', 'Dan']))).toBe('Dein Team: Ben, Dan.');
		expect(inLanguage('de', () => menuWords.redoQuestion('night', 'Cara'))).toBe(
			'Die ganze Nacht neu spielen? Alle sind noch einmal dran, beginnend mit Cara, und jede Wahl dieser Nacht verfällt. Jeder Zug zeigt dann an, dass die Nacht neu begonnen wurde.'
		);
		expect(m.game_end_hunch({ night: 'Nuit 1', names: 'Ben', count: 3, of: 5 }, { locale: 'fr' })).toBe('Nuit 1 : le soupçon du village : Ben, 3 sur 5');
		expect(m.game_history_round_standing({ night: 1, name: 'Cara', turn: 2, turns: 7 }, { locale: 'it' })).toBe('Notte 1: turno di Cara, 2 di 7.');
	});
});
