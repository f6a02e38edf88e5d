import { afterEach, describe, expect, it } from 'vitest';
import { importWords, PROBLEM_WORDS, readBackup, type ImportReport } from '../../src/lib/persistence';
import { confusables } from '../../src/lib/engine/confusables-table';
import { voiceAtSetup } from '../../src/lib/voice/voices';
import { readCountdown } from '../../src/lib/voice/settings';
import { baseLocale, overwriteGetLocale } from '../../src/lib/paraglide/runtime.js';

/** The stores make their words when they report, in the language the table has chosen at that moment. */
const inLanguage = (locale: 'en' | 'ru' | 'de') => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(() => baseLocale));

const report = (over: Partial<ImportReport>): ImportReport => ({
	playersAdded: 0,
	playersMatched: 0,
	gamesAdded: 0,
	gamesAlreadyHere: 0,
	settingsAdded: 0,
	settingsKept: 0,
	gamesUnreadable: [],
	...over
});

describe('import reports and storage faults in the table’s language', () => {
	it('counts players and games in Russian with one, few and many: 1, 2, 5, 21, 22', () => {
		inLanguage('ru');
		const added = (playersAdded: number) => importWords(report({ playersAdded }));
		expect(added(1)).toBe('Добавлено: 1 игрок.');
		expect(added(2)).toBe('Добавлено: 2 игрока.');
		expect(added(5)).toBe('Добавлено: 5 игроков.');
		expect(added(21)).toBe('Добавлено: 21 игрок.');
		expect(added(22)).toBe('Добавлено: 22 игрока.');
		expect(importWords(report({ gamesAdded: 3, gamesAlreadyHere: 5 }))).toBe('Добавлено: 3 игры. 5 игр уже были здесь и остались как есть.');
	});

	it('says in German which games of a backup could not be read, and why', () => {
		inLanguage('de');
		expect(importWords(report({ playersAdded: 1, gamesUnreadable: [{ id: 'g1', reason: 'Dieses Spielprotokoll hat kein Datum.' }] }))).toBe(
			'Hinzugefügt: 1 Spieler. 1 Spiel aus der Datei ließ sich nicht lesen und wurde nicht hinzugefügt: „g1“ (dieses Spielprotokoll hat kein Datum).'
		);
		expect(importWords(report({}))).toBe('Nichts Neues: Alles aus dieser Sicherung ist schon auf diesem Handy.');
	});

	it('refuses a game record picked as a backup, in Russian and German', () => {
		const record = JSON.stringify({ format: 'nightfall/game-record' });
		inLanguage('ru');
		expect(readBackup(record, confusables)).toEqual({
			ok: false,
			reason: 'В этом файле одна игра, а не резервная копия: импортируй её кнопкой «Импорт игры» на главном экране.'
		});
		inLanguage('de');
		expect(readBackup('{"format":"nightfall/backup","version":99}', confusables)).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/^Diese Sicherung hat Version 99, neuer als diese App liest \(\d+\): Aktualisiere zuerst die App\.$/)
		});
	});

	it('a storage fault is told in the language chosen when it is read', () => {
		expect(PROBLEM_WORDS.quota).toMatch(/^This phone is out of space for Nightfall/);
		inLanguage('de');
		expect(PROBLEM_WORDS.quota).toBe(
			'Auf diesem Handy ist kein Platz mehr für Nightfall, der letzte Schritt wurde nicht gespeichert. Schaffe Platz. Das Spiel geht weiter, aber ein Neuladen verliert es.'
		);
	});

	it('the voice at setup and the countdown check, in Russian', () => {
		inLanguage('ru');
		const voice = { voiceURI: 'v', name: 'Milena', lang: 'ru-RU', localService: true, default: true };
		expect(voiceAtSetup({ available: true, waiting: false, otherLanguagesOnly: false, voice }, false)).toEqual({
			speaks: true,
			words: 'Телефон читает каждый вызов вслух (Milena) и показывает его на экране.'
		});
		expect(readCountdown('abc')).toMatchObject({ ok: false, reason: expect.stringMatching(/^Отсчёт — целое число секунд, от \d+ до \d+\.$/) });
	});
});
