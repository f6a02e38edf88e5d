import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './ready';
import { fixtureRecords } from '../support/records';
import { playRecord, setUpRecord, type Audience } from './drive';
import { speakEnglish, speakIn } from './language';
import { overflow } from './overflow';
import { goOffline } from './table';
import { m } from '../../src/lib/paraglide/messages.js';
import { menuWords } from '../../src/lib/script/words/table-menu';
import { PRESETS, namesFor, type PresetId } from '../../src/lib/engine/index';

/**
 * The table's language, in the browser: the worked game played in Russian and in German, offline, to its winners,
 * with axe and the layout checked at every screen; and every rule set played in the pseudo-language, where any text
 * on screen that is not pseudo-translated (apart from the players' names and numbers) was written in a component
 * instead of a message.
 */

const worked = fixtureRecords().find((f) => f.name === 'classic-worked-game.json');
if (!worked) throw new Error('tests/fixtures/records/classic-worked-game.json is missing');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.afterEach(() => speakEnglish());

for (const language of ['ru', 'de'] as const) {
	test(`the worked game in ${language}: offline to the same winners, every screen axe-clean, nothing off the side at 320 px with 200% text or in landscape`, async ({ page }) => {
		test.setTimeout(240_000);
		speakIn(language);
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.setViewportSize({ width: 320, height: 640 });
		// The phone's text at 200%, as a player who set large text has it: the longest words must still fit.
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
		const problems: Record<string, string[]> = {};
		let screens = 0;
		/**
		 * Each kind of screen is checked once: the same screen on another night, or for another player of the same short
		 * names, lays out the same words.
		 */
		const kinds = new Set<string>();
		const check = async (screen: string, audience: Audience) => {
			screens++;
			const kind = `${audience}: ${worked.record.players.reduce((what, name) => what.split(name).join('…'), screen).replace(/\d+/g, '#')}`;
			if (kinds.has(kind)) return;
			kinds.add(kind);
			const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
			const found = [...results.violations.map((v) => `${v.id}: ${v.help}`), ...(await overflow(page))];
			// Sideways too (a phone in landscape): nothing runs off the side either. Not while a card is held: turning
			// the phone lets go of it.
			if (audience !== 'held-card') {
				await page.setViewportSize({ width: 640, height: 320 });
				found.push(...(await overflow(page)).map((line) => `landscape: ${line}`));
				await page.setViewportSize({ width: 320, height: 640 });
			}
			if (found.length) problems[screen] = found;
		};
		await setUpRecord(page, worked.record, {}, { controlTime: false });
		await expect(page.locator('html')).toHaveAttribute('lang', language);
		await goOffline(page);
		const end = await playRecord(page, worked.record, { onScreen: check });
		expect(end.phase.kind).toBe('ended');
		// The same winners as in English: the town's side, named in this language.
		await expect(page.locator('#end-title')).toContainText(namesFor('classic').teams.town);
		expect(screens).toBeGreaterThan(30);
		expect(kinds.size).toBeGreaterThan(12);
		console.info(`${language}: ${kinds.size} kinds of screen checked, of ${screens} screens played.`);
		expect(problems).toEqual({});
		expect(errors).toEqual([]);
	});
}

/** Visible text on screen that is not in the pseudo-language, once names, numbers and signs are taken out. */
async function plainText(page: Page, players: string[]): Promise<string[]> {
	const text = await page.evaluate(() => document.body.innerText);
	const left: string[] = [];
	for (const line of text.split('\n')) {
		let rest = line;
		for (const name of [...players].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
		// The pseudo-language has no plain Latin letter at all: any word of two is English left over, even inside a message.
		if (/[A-Za-z]{2,}/.test(rest)) left.push(line.trim());
	}
	return left;
}

const perPreset = new Map<PresetId, (typeof worked)[]>();
for (const fixture of fixtureRecords()) perPreset.set(fixture.record.preset, [...(perPreset.get(fixture.record.preset) ?? []), fixture]);

for (const preset of Object.keys(PRESETS) as PresetId[]) {
	test(`${preset} in the pseudo-language: every word on every screen comes from a message`, async ({ page }) => {
		test.setTimeout(240_000);
		speakIn('en-XA');
		const fixture = perPreset.get(preset)?.[0];
		if (!fixture) throw new Error(`no fixture record for ${preset}`);
		const plain: Record<string, string[]> = {};
		let screens = 0;
		const scan = async (screen: string, _audience: Audience) => {
			screens++;
			// The host's words pass as they are: the players' names and a custom table's name.
			const left = await plainText(page, [...fixture.record.players, ...(fixture.record.custom ? [fixture.record.custom.name] : [])]);
			if (left.length) plain[screen] = left;
		};
		await setUpRecord(page, fixture.record, { onScreen: scan }, { controlTime: true });
		const end = await playRecord(page, fixture.record, { onScreen: scan });
		expect(end.phase.kind).toBe('ended');
		expect(screens).toBeGreaterThan(20);
		// The pseudo-language is really on: a page in English would have passed an empty scan.
		await expect(page.locator('#end-title')).toContainText('[');
		expect(plain).toEqual({});
		expect(m.pages_import_pick()).toMatch(/^\[/);
	});
}

test('the language changed mid-game, from the game’s menu: the same screen comes back in German and the game plays on to its end', async ({ page }) => {
	test.setTimeout(240_000);
	await setUpRecord(page, worked.record, {}, { controlTime: false });
	let taps = 0;
	let switched = false;
	const end = await playRecord(page, worked.record, {
		afterTap: async () => {
			if (++taps !== 12) return;
			await page.getByText(menuWords.menu, { exact: true }).click();
			const reloaded = page.waitForEvent('load');
			await page.getByLabel(m.app_language_label()).selectOption('de');
			await reloaded;
			speakIn('de');
			await expect(page.locator('html')).toHaveAttribute('lang', 'de');
			switched = true;
		}
	});
	// The driver went on in German from the same step: it waits for each screen's own words, so a game that lost its
	// place, or a screen left in English, would have stopped it.
	expect(switched).toBe(true);
	expect(end.phase.kind).toBe('ended');
	await expect(page.locator('#end-title')).toContainText(namesFor('classic').teams.town);
});
