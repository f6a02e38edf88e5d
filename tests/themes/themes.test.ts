import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openNightfallDb, setSetting } from '$lib/persistence';
import { WEREWOLF_THEME, namesFor } from '$lib/engine/names';
import { createRecord, readRecord } from '$lib/engine/record';
import { checkTable } from '$lib/engine/setup';
import { PRESETS } from '$lib/engine/presets';
import { ROLE_ORDER } from '$lib/engine/roles';
import type { PresetId } from '$lib/engine/types';
import { getLocale, locales, overwriteGetLocale } from '$lib/paraglide/runtime.js';
import { THEMES_KEY, loadThemes, saveThemes } from '$lib/themes/store';
import {
	BUILT_IN_THEMES as BUILT_IN,
	NO_SAVED_THEMES,
	STANDARD,
	WEREWOLF,
	allThemes,
	checkTheme,
	copyTitle,
	draftFrom,
	readSavedThemes,
	themeById,
	themePreview,
	withTheme,
	withoutTheme,
	type CustomTheme,
	type SavedThemes
} from '$lib/themes/themes';

/** A complete theme to change one name at a time: the pirates' table. */
function pirates(id = 'custom-pirates'): CustomTheme {
	const theme = draftFrom('classic', STANDARD, id, 'Pirates');
	theme.roles.mafia = { one: 'Mutineer', many: 'Mutineers' };
	theme.roles.detective = { one: 'Lookout', many: 'Lookouts' };
	theme.roles.doctor = { one: 'Surgeon', many: 'Surgeons' };
	theme.roles.villager = { one: 'Deckhand', many: 'Deckhands' };
	theme.teams = { mafia: 'Mutineers', town: 'Crew', neutral: 'Stowaways' };
	return theme;
}

const messages = (theme: CustomTheme, saved: SavedThemes = NO_SAVED_THEMES) => checkTheme(theme, saved).map((p) => p.message);

async function freshPhone() {
	const opened = await openNightfallDb({ factory: new IDBFactory() });
	if (!opened.ok) throw new Error(opened.problem.message);
	return opened.db;
}

describe('built-in themes', () => {
	it('Standard is each rule set’s own words; Werewolf names werewolves, a seer, a healer and villagers', () => {
		expect(themePreview('classic', STANDARD)).toBe('Killers, Detective, Doctor, Villagers');
		expect(themePreview('godfather', STANDARD)).toBe('Mafia, Detective, Doctor, Citizens');
		expect(themePreview('classic', WEREWOLF)).toBe('Werewolves, Seer, Healer, Villagers');
		expect(namesFor('classic', WEREWOLF.names).teams).toMatchObject({ mafia: 'Werewolves', town: 'Village' });
	});

	it('come first, before the host’s own, and cannot be deleted', () => {
		const saved = withTheme(NO_SAVED_THEMES, pirates());
		expect(allThemes(saved).map((t) => t.title)).toEqual(['Standard', 'Werewolf', 'Pirates']);
		expect(withoutTheme(saved, 'werewolf')).toEqual(saved);
		expect(withoutTheme(saved, 'standard')).toEqual(saved);
	});
});

describe('a theme the host makes', () => {
	it('a complete theme with its own names can be saved', () => {
		expect(messages(pirates())).toEqual([]);
	});

	it('needs a name, not too long, and not the name of another theme (whatever the case)', () => {
		expect(messages({ ...pirates(), title: '   ' })).toEqual(['Give the theme a name.']);
		expect(messages({ ...pirates(), title: 'A'.repeat(31) })).toEqual([
			`"${'A'.repeat(30)}…" is too long for a theme name: keep it to 30 characters.`
		]);
		expect(messages({ ...pirates(), title: ' werewolf ' })).toEqual(['There is already a theme called "Werewolf": choose another name.']);
		const saved = withTheme(NO_SAVED_THEMES, pirates());
		expect(messages({ ...pirates('custom-other'), title: 'PIRATES' }, saved)).toEqual([
			'There is already a theme called "Pirates": choose another name.'
		]);
		expect(messages(pirates(), saved)).toEqual([]); // editing itself is not a clash
	});

	it('refuses a blank role or side name, and says which', () => {
		const theme = pirates();
		theme.roles.doctor.many = ' ';
		theme.teams.town = '';
		expect(messages(theme)).toEqual(['Doctor: the name for several players is blank.', 'Give the town’s side a name.']);
	});

	it('refuses two roles under one name, whatever the case, so the table can tell them apart', () => {
		const theme = pirates();
		theme.roles.detective = { one: 'mutineer', many: 'Lookouts' };
		expect(messages(theme)).toEqual(['"mutineer" names both the Mafia / Killer and the Detective: each role needs a name of its own.']);
	});

	it('lets a role keep one name for one and for several (Mafia, Mafia)', () => {
		const theme = pirates();
		theme.roles.mafia = { one: 'Mafia', many: 'Mafia' };
		expect(messages(theme)).toEqual([]);
	});

	it('refuses two sides under one name', () => {
		const theme = pirates();
		theme.teams.neutral = 'crew';
		expect(messages(theme)).toEqual(['"crew" names both the town’s side and the neutral roles’ side: each side needs a name of its own.']);
	});

	it('refuses a role name too long for the card', () => {
		const theme = pirates();
		theme.roles.villager.one = 'The humble deckhand of the ship';
		expect(messages(theme)).toEqual(['"The humble deckhand of t…" is too long: keep role names to 24 characters.']);
	});

	it('marks the field each problem is about', () => {
		const theme = pirates();
		theme.roles.sniper.one = '';
		expect(checkTheme(theme, NO_SAVED_THEMES)).toEqual([{ field: 'sniper.one', message: 'Sniper: the name for one player is blank.' }]);
	});

	it('is saved tidied, and changed in place when edited', () => {
		const theme = pirates();
		theme.title = '  Pirates   of the  Sea ';
		let saved = withTheme(NO_SAVED_THEMES, theme);
		expect(saved.custom[0].title).toBe('Pirates of the Sea');
		saved = withTheme(saved, { ...saved.custom[0], title: 'Corsairs' });
		expect(saved.custom.map((t) => t.title)).toEqual(['Corsairs']);
	});

	it('a copy starts with every name of the theme it copies, under a title no theme has', () => {
		const copy = draftFrom('classic', WEREWOLF, 'custom-copy', copyTitle(NO_SAVED_THEMES, 'Werewolf'));
		expect(copy.title).toBe('Werewolf (copy)');
		expect(copy.roles.mafia).toEqual({ one: 'Werewolf', many: 'Werewolves' });
		expect(copy.teams.town).toBe('Village');
		expect(messages(copy)).toEqual([]);
		const saved = withTheme(NO_SAVED_THEMES, copy);
		expect(copyTitle(saved, 'Werewolf')).toBe('Werewolf (copy 2)');
	});

	it('deleted while chosen: the next game falls back to Standard', () => {
		const saved = { ...withTheme(NO_SAVED_THEMES, pirates()), chosen: 'custom-pirates' };
		const after = withoutTheme(saved, 'custom-pirates');
		expect(after).toEqual({ custom: [], chosen: 'standard' });
		expect(themeById(after, 'custom-pirates')).toBe(STANDARD);
	});
});

describe('themes on this phone', () => {
	it('are saved under the key "themes" with the last choice, and read back', async () => {
		const db = await freshPhone();
		expect(await loadThemes(db)).toEqual(NO_SAVED_THEMES);
		const saved = { ...withTheme(NO_SAVED_THEMES, pirates()), chosen: 'custom-pirates' };
		expect(await saveThemes(db, saved)).toBeNull();
		expect(await loadThemes(db)).toEqual(saved);
		expect(await db.getAllKeys('settings')).toEqual([THEMES_KEY]);
	});

	it('a damaged theme is left out and the others kept; a lost choice falls back to Standard', async () => {
		const db = await freshPhone();
		await setSetting(db, THEMES_KEY, {
			custom: [pirates(), { id: 'custom-broken', title: 'Broken', roles: { mafia: { one: 5 } }, teams: {} }, 'nonsense'],
			chosen: 'custom-broken'
		});
		expect(await loadThemes(db)).toEqual({ custom: [pirates()], chosen: 'standard' });
		expect(readSavedThemes(null)).toEqual(NO_SAVED_THEMES);
	});

	it('a saved theme (a backup’s, say) reads its names as a typed one: hidden characters out, a name past what a card lays out left out with its theme', () => {
		const hidden = pirates('custom-hidden');
		hidden.roles.mafia = { one: 'Muti\u202eneer\u0007', many: 'Mutineers' };
		const long = pirates('custom-long');
		long.teams.town = 'Crew'.repeat(1_000);
		const read = readSavedThemes({ custom: [hidden, long], chosen: 'custom-long' });
		expect(read.custom.map((t) => t.id)).toEqual(['custom-hidden']);
		expect(read.custom[0].roles.mafia.one).toBe('Mutineer');
		expect(read.chosen).toBe('standard');
	});
});

describe('the names a built-in theme gives', () => {
	it('never call two roles the same, in any rule set and language', () => {
		const before = getLocale;
		const shared: string[] = [];
		try {
			for (const locale of locales) {
				overwriteGetLocale(() => locale);
				for (const theme of BUILT_IN) {
					for (const preset of Object.keys(PRESETS) as PresetId[]) {
						const roles = namesFor(preset, theme.names).roles;
						const seen = new Map<string, string>();
						for (const role of ROLE_ORDER.filter((r) => PRESETS[preset].rules.roles.includes(r))) {
							const key = roles[role].one.toLocaleLowerCase(locale);
							const other = seen.get(key);
							if (other) shared.push(`${locale} ${theme.id} ${preset}: ${other} and ${role} are both “${roles[role].one}”`);
							seen.set(key, role);
						}
					}
				}
			}
		} finally {
			overwriteGetLocale(before);
		}
		expect(shared).toEqual([]);
	});

	it('gives the Village Idiot a word of his own where the Werewolf theme calls its Jester the village idiot', () => {
		const before = getLocale;
		try {
			overwriteGetLocale(() => 'fr');
			const werewolf = namesFor('custom', WEREWOLF_THEME).roles;
			expect([werewolf.jester.one, werewolf.idiot.one]).toEqual(['Idiot du village', 'Benêt']);
			expect(namesFor('custom').roles.idiot.one).toBe('Idiot du village');
		} finally {
			overwriteGetLocale(before);
		}
	});
});

describe('a theme saved before a role joined the catalogue', () => {
	it('is kept, the new role under the rule sets’ word', async () => {
		const db = await freshPhone();
		const { lycan: _, ...olderRoles } = pirates().roles;
		await setSetting(db, THEMES_KEY, { custom: [{ ...pirates(), roles: olderRoles }], chosen: pirates().id });
		const loaded = await loadThemes(db);
		expect(loaded.chosen).toBe(pirates().id);
		expect(loaded.custom[0].roles.lycan).toEqual({ one: 'Lycan', many: 'Lycans' });
		expect(loaded.custom[0].roles.mafia).toEqual(pirates().roles.mafia);
	});
});

describe('a game under a theme', () => {
	it('refuses a table in the theme’s words', () => {
		const config = {
			preset: 'classic' as const,
			players: ['Alice', 'Ben', 'Cara', 'Dev', 'Eve'],
			roles: { mafia: 3, villager: 2 },
			options: PRESETS.classic.defaults,
			seed: 1,
			theme: WEREWOLF_THEME
		};
		expect(checkTable(config).join(' ')).toContain('3 Werewolves against 2: the Werewolves must be fewer than the rest');
	});

	it('an imported record with damaged names keeps the good ones and plays on the rule set’s words for the rest', () => {
		const record = createRecord(
			{
				preset: 'classic',
				players: ['Alice', 'Ben', 'Cara', 'Dev', 'Eve'],
				roles: { mafia: 1, detective: 1, villager: 3 },
				options: PRESETS.classic.defaults,
				seed: 7
			},
			'g1',
			0
		);
		const raw = JSON.parse(JSON.stringify({ ...record, theme: { roles: { mafia: { one: 'Wolf', many: 42 }, doctor: 'x' }, teams: { town: '' } } }));
		const read = readRecord(raw);
		expect(read.ok).toBe(true);
		if (!read.ok) return;
		expect(read.value.theme).toEqual({ roles: { mafia: { one: 'Wolf' } }, teams: {} });
		const names = namesFor('classic', read.value.theme);
		expect(names.roles.mafia).toEqual({ one: 'Wolf', many: 'Killers' });
		expect(names.teams.town).toBe('Town');
	});
});
