import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

import { createRecord, readRecord } from '$lib/engine/record';
import { PRESETS } from '$lib/engine/presets';
import { saveGame } from '$lib/persistence';
import { getLocale, overwriteGetLocale } from '$lib/paraglide/runtime.js';
import { nightfallDb } from '$lib/state/storage';
import Home from '../../src/routes/+page.svelte';
import Setup from '../../src/routes/setup/+page.svelte';
import Settings from '../../src/routes/settings/+page.svelte';
import Standings from '../../src/routes/standings/+page.svelte';
import History from '../../src/routes/history/+page.svelte';
import HistoryGame from '../../src/routes/history/game/+page.svelte';
import Players from '../../src/routes/players/+page.svelte';
import Themes from '../../src/routes/themes/+page.svelte';

/**
 * Every page but the game and the rules, in Russian and German: none of the pages' English words is left on the screen, in a
 * button's name or a field's placeholder. The words other areas own (rule sets, refusals, the balance's lines)
 * are not asked about here.
 */

type Messages = Record<string, unknown>;
const read = (locale: string): Messages => JSON.parse(readFileSync(`messages/pages/${locale}.json`, 'utf8'));
const english = read('en');

/**
 * Every English sentence and label of the pages (the part of a message before its first placeholder, so that
 * "Ready to deal for {n} players." is looked for as "Ready to deal for"), where the language says it otherwise.
 */
function englishWords(locale: string): string[] {
	const theirs = read(locale);
	const words = new Set<string>();
	for (const [key, en] of Object.entries(english)) {
		if (key === '$schema') continue;
		const texts = typeof en === 'string' ? [en] : Object.values((en as { match: Record<string, string> }[])[0].match);
		for (const text of texts) {
			const fixed = text.split('{')[0].trim();
			// Too short to tell apart from a name or a number ("Off", "s"), or a lone lowercase word ("wins", a sort
			// column's name) that other areas' English (the rule sets' summaries, the balance) uses too.
			if (fixed.length < 4 || /^\p{Ll}+$/u.test(fixed)) continue;
			if (JSON.stringify(theirs[key]).includes(fixed)) continue;
			words.add(fixed);
		}
	}
	return [...words];
}

/** What a player sees or hears of the page: its text, buttons' and fields' names, placeholders and the title. */
function pageWords(): string {
	const named = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
		['aria-label', 'placeholder', 'title'].map((attr) => el.getAttribute(attr) ?? '').join(' ')
	);
	// The rule sets' own titles and summaries come from the rules, not the pages.
	const text = Object.values(PRESETS).reduce((all, preset) => all.replaceAll(preset.summary, ''), document.body.textContent ?? '');
	return [document.title, text, ...named].join('\n');
}

/** Whole words only: German "Exportieren" is not the English "Export". */
const said = (text: string, words: string) =>
	new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(words);

const englishLeft = (locale: string) => englishWords(locale).filter((text) => said(text, pageWords()));

async function phone() {
	const opened = await nightfallDb();
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

const TABLE = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];

/** A game in progress and a finished one, so Home shows its resume card and its list. */
async function twoGames() {
	const db = await phone();
	const record = createRecord(
		{ preset: 'classic', players: TABLE, roles: { mafia: 2, detective: 1, doctor: 1, villager: 3 }, options: PRESETS.classic.defaults, seed: 7 },
		'game-1',
		Date.now() - 3_600_000
	);
	const summary = { preset: 'classic' as const, players: TABLE, winner: null };
	await saveGame(db, { id: 'game-1', status: 'playing', createdAt: record.createdAt, updatedAt: Date.now() - 5 * 60_000, record, snapshot: null, summary });
	await saveGame(db, { id: 'game-2', status: 'finished', createdAt: 1_000, updatedAt: 2_000, record: { ...record, id: 'game-2' }, snapshot: null, summary: { ...summary, winner: 'town' } });
}

/** The worked game of the rules, finished: the town won. */
async function finishedGame() {
	const read = readRecord(JSON.parse(readFileSync('tests/fixtures/records/classic-worked-game.json', 'utf8')));
	if (!read.ok) throw new Error(read.reason);
	const record = read.value;
	const summary = { preset: record.preset, players: record.players, winner: 'town' as const };
	await saveGame(await phone(), { id: record.id, status: 'finished', createdAt: record.createdAt, updatedAt: 2_000, record, snapshot: null, summary });
	return record.id;
}

const before = getLocale;

beforeEach(async () => {
	const db = await phone();
	await Promise.all([db.clear('games'), db.clear('settings'), db.clear('players')]);
});

afterEach(() => overwriteGetLocale(before));

describe.each(['ru', 'de'] as const)('the pages in %s', (locale) => {
	beforeEach(() => overwriteGetLocale(() => locale));

	it('Home says nothing in English', async () => {
		await twoGames();
		render(Home);
		await screen.findAllByRole('listitem');
		expect(englishLeft(locale)).toEqual([]);
		// Counted as the language counts: "7 игроков", "7 Spieler".
		expect(document.body.textContent).toContain(locale === 'ru' ? '7 игроков' : '7 Spieler');
	});

	it('Setup says nothing in English, with a table seated and the app running the night', async () => {
		const user = userEvent.setup();
		render(Setup);
		for (const [i, name] of TABLE.slice(0, 5).entries()) await user.type(screen.getAllByRole('textbox')[i], name);
		await user.tab();
		expect(document.body.textContent).toContain(locale === 'ru' ? 'Можно раздавать на 5 игроков.' : 'Bereit zum Austeilen für 5 Spieler.');
		expect(englishLeft(locale)).toEqual([]);
		for (const preset of ['storyteller', 'clocked'] as const) {
			await user.click(screen.getByRole('radio', { name: PRESETS[preset].title }));
			expect(englishLeft(locale)).toEqual([]);
		}
	});

	it('Standings, History and a game read back say nothing in English', async () => {
		const id = await finishedGame();
		render(Standings);
		await screen.findByRole('table');
		expect(englishLeft(locale)).toEqual([]);
		cleanup();
		render(History);
		await screen.findAllByRole('listitem');
		expect(englishLeft(locale)).toEqual([]);
		cleanup();
		history.replaceState(null, '', `/history/game?id=${id}`);
		render(HistoryGame);
		await screen.findByRole('heading', { level: 2, name: locale === 'ru' ? 'Кто был кем' : 'Wer war wer' });
		expect(englishLeft(locale)).toEqual([]);
	});

	it('Players and Themes say nothing in English, the theme editor and its checks included', async () => {
		render(Players);
		await screen.findByText(locale === 'ru' ? /^Пока никого/ : /^Noch niemand/);
		expect(englishLeft(locale)).toEqual([]);
		cleanup();
		const user = userEvent.setup();
		render(Themes);
		await user.click(await screen.findByRole('button', { name: locale === 'ru' ? 'Новая тема' : 'Neues Thema' }));
		// Saving a theme with no name shows what to fix, in words.
		await user.click(screen.getByRole('button', { name: locale === 'ru' ? 'Сохранить тему' : 'Thema speichern' }));
		expect(document.body.textContent).toContain(locale === 'ru' ? 'Дай теме название.' : 'Gib dem Thema einen Namen.');
		expect(englishLeft(locale)).toEqual([]);
	});

	it('Settings says nothing in English', async () => {
		render(Settings);
		await screen.findByRole('heading', { level: 2, name: locale === 'ru' ? 'Резервная копия' : 'Sicherung' });
		expect(englishLeft(locale)).toEqual([]);
	});
});

describe('the pages’ counts', () => {
	it('take each language’s plural forms', async () => {
		const { m } = await import('$lib/paraglide/messages.js');
		const games = (count: number, locale: 'ru' | 'de' | 'fr') => m.pages_backup_games({ count }, { locale });
		expect([1, 2, 5, 21, 22, 11].map((n) => games(n, 'ru'))).toEqual(['1 игра', '2 игры', '5 игр', '21 игра', '22 игры', '11 игр']);
		expect([1, 2].map((n) => games(n, 'de'))).toEqual(['1 Spiel', '2 Spiele']);
		// French counts zero as one, and writes thousands with a space.
		expect(games(0, 'fr')).toBe('0 partie');
		expect(games(12_000, 'fr')).toBe('12\u202f000 parties');
		expect(m.pages_home_saved_hours({ count: 3 }, { locale: 'ru' })).toBe('сохранено 3 часа назад');
		expect(m.pages_setup_role_count({ count: 2, one: 'Werwolf', many: 'Werwölfe' }, { locale: 'de' })).toBe('2 Werwölfe');
		// Russian puts the count after the role's name, which a theme gives in two forms only.
		expect(m.pages_setup_role_count({ count: 5, one: 'Мирный житель', many: 'Мирные жители' }, { locale: 'ru' })).toBe('Мирные жители: 5');
		expect([1, 3, 5, 21].map((count) => m.pages_setup_ready({ count }, { locale: 'ru' }))).toEqual([
			'Можно раздавать на 1 игрока.',
			'Можно раздавать на 3 игроков.',
			'Можно раздавать на 5 игроков.',
			'Можно раздавать на 21 игрока.'
		]);
		expect(m.pages_home_resume_about({ count: 7, rules: 'Classic', names: 'Alice, Ben' }, { locale: 'de' })).toBe('Classic, 7 Spieler: Alice, Ben.');
	});

	it('name a role inside a French or Italian sentence whatever its gender, or a host’s theme that has none', async () => {
		const { m } = await import('$lib/paraglide/messages.js');
		// "Le rôle …" agrees with "rôle", never with the name: la Voyante, l'Ancien and a typed name all read right.
		expect(m.pages_setup_doctor_self({ role: 'Salvateur' }, { locale: 'fr' })).toBe('Le rôle Salvateur peut se protéger lui-même');
		expect(m.pages_setup_jester_ends({ role: 'Idiote' }, { locale: 'fr' })).toBe('Si le rôle Idiote est éliminé au vote, la partie s’arrête');
		expect(m.pages_setup_doctor_self({ role: 'Guardia' }, { locale: 'it' })).toBe('Il ruolo Guardia può proteggere sé stesso');
		expect(m.pages_setup_jester_ends({ role: 'Matto' }, { locale: 'it' })).toBe('Se il ruolo Matto viene eliminato al voto, la partita finisce');
	});
});
