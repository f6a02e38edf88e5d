import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './ready';
import { countOf, goOffline, fixSeed, openSetupPart, setCount, shot } from './table';
import { playRecord, stopPageTime } from './drive';
import { PRESETS, namesFor, withVillagers, type GameConfig } from '../../src/lib/engine/index';
import { newCustomTable } from '../../src/lib/engine/custom-rules';
import { playGame, seededChoose } from '../support/autoplay';

/**
 * A custom table from setup to the end of its game, offline: the host names it, picks the Godfather's kill rule
 * (and deals a Godfather), a majority vote and a day zero, saves it, reloads, chooses it again, exports it as a file
 * and imports the file back changed (a tie sends nobody), which replaces the saved table only once the host says so;
 * then the narrator plays it to an end on the real screens.
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
const SEED = 4242;
const NAME = 'Friday night';
const roles = namesFor('custom').roles;

const exact = (name: string) => ({ name, exact: true });
const ruleGroup = (page: Page, legend: string) => page.getByRole('group', exact(legend));


/** The three rules this table changes from a new table's, as the screen shows them. */
async function expectChosenRules(page: Page) {
	await openSetupPart(page, 'The rules');
	await expect(ruleGroup(page, 'The night kill').getByRole('radio', { name: /^A leader binds/ })).toBeChecked();
	await expect(ruleGroup(page, 'Who goes at the vote').getByRole('radio', { name: /^More than half/ })).toBeChecked();
	await expect(ruleGroup(page, 'Day zero').getByRole('radio', { name: /^A day zero/ })).toBeChecked();
}

test('custom table: set up, saved, chosen again after a reload, exported, imported back, and played to an end offline', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await fixSeed(page, SEED);
	// The page's clock, running as usual until the game starts: then stopped, so its calls' least time is the page's.
	await page.clock.install();
	await page.goto('/setup');
	await goOffline(page);

	await test.step('the host composes the table', async () => {
		await page.getByRole('radio', exact(PRESETS.custom.title)).check();
		// No name yet: setup says so, and Start waits.
		await expect(page.getByText('Give the custom table a name.')).toBeVisible();
		await expect(page.getByRole('button', exact('Start'))).toBeDisabled();
		await page.getByLabel("The table's name").fill(NAME);
		// A new table plays Classic's rules, said in one line; each rule is one tap away.
		const rules = page.getByRole('region', exact('The rules'));
		await expect(rules).toContainText('As in Classic');
		await openSetupPart(page, 'The rules');
		// Each choice says which of the four rule sets make it.
		const kill = ruleGroup(page, 'The night kill');
		await expect(kill.getByRole('radio', { name: /^All must agree/ })).toHaveAccessibleDescription('As in Classic');
		await expect(kill.getByRole('radio', { name: /^A leader binds/ })).toHaveAccessibleDescription('As in Godfather');
		await kill.getByRole('radio', { name: /^A leader binds/ }).check();
		await ruleGroup(page, 'Who goes at the vote').getByRole('radio', { name: /^More than half/ }).check();
		await ruleGroup(page, 'Day zero').getByRole('radio', { name: /^A day zero/ }).check();
		await expect(rules).toContainText('Changed from Classic: The night kill, Day zero, Who goes at the vote');
		const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
		while ((await seats.count()) < PLAYERS.length) await page.getByRole('button', exact('Add a player')).click();
		for (const [i, name] of PLAYERS.entries()) await seats.nth(i).fill(name);
		// The leader's kill rule with no leader dealt is refused, in words.
		await setCount(page, roles.godfather.many, 0);
		await expect(page.getByText(`The kill rule “the Godfather decides” needs a ${roles.godfather.one} at the table.`)).toBeVisible();
		await setCount(page, roles.godfather.many, 1);
		await setCount(page, roles.mafia.many, 1);
		await expect(page.getByText('Ready to deal for 7 players.')).toBeVisible();
		await shot(page, 'custom-setup');
		await page.getByRole('button', exact('Save this table')).click();
		await expect(page.getByText(`“${NAME}” is saved on this phone.`)).toBeVisible();
	});

	await test.step('after a reload, the saved table is chosen again', async () => {
		await page.reload();
		await page.getByRole('radio', exact(PRESETS.custom.title)).check();
		await page.getByRole('button', exact(`Choose “${NAME}”`)).click();
		await expect(page.getByText(`“${NAME}” is set up: its rules, roles and options.`)).toBeVisible();
		await expect(page.getByLabel("The table's name")).toHaveValue(NAME);
		await expectChosenRules(page);
		expect(await countOf(page, roles.godfather.many)).toBe(1);
		expect(await countOf(page, roles.mafia.many)).toBe(1);
	});

	await test.step('exported as a file, imported back changed: the saved one is replaced only once the host says so', async () => {
		const download = page.waitForEvent('download');
		await page.getByRole('button', exact(`Export “${NAME}” as a file`)).click();
		const file = await download;
		expect(file.suggestedFilename()).toBe(`${NAME}.nightfall-table.json`);
		const exported = JSON.parse(readFileSync(await file.path(), 'utf8'));
		expect(exported).toMatchObject({ format: 'nightfall/custom-table', version: 1, name: NAME, roles: { godfather: 1, mafia: 1 } });
		const picker = page.getByLabel('Import a table file');
		// A damaged file is refused in words, and nothing changes.
		await picker.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, version: 9 })) });
		await expect(page.getByText('This table file is version 9; this Nightfall reads version 1. Nothing was imported.')).toBeVisible();
		const changed = { ...exported, rules: { ...exported.rules, ballot: { ...exported.rules.ballot, tie: 'nobody' } } };
		await picker.setInputFiles({ name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(changed)) });
		await expect(page.getByText(`A table called “${NAME}” is already saved on this phone. Replace it with this one?`)).toBeVisible();
		await shot(page, 'custom-import-replace');
		await page.getByRole('button', exact('Replace it')).click();
		await expect(page.getByText(`“${NAME}” is imported, set up and saved on this phone.`)).toBeVisible();
		await expectChosenRules(page);
		await expect(ruleGroup(page, 'A tie').getByRole('radio', { name: /^Nobody goes/ })).toBeChecked();
		await page.reload();
		await page.getByRole('radio', exact(PRESETS.custom.title)).check();
		await expect(page.getByRole('listitem').filter({ hasText: NAME })).toHaveCount(1);
		await page.getByRole('button', exact(`Choose “${NAME}”`)).click();
		await openSetupPart(page, 'The rules');
		await expect(ruleGroup(page, 'A tie').getByRole('radio', { name: /^Nobody goes/ })).toBeChecked();
	});

	await test.step('the narrator plays it to an end', async () => {
		const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
		while ((await seats.count()) < PLAYERS.length) await page.getByRole('button', exact('Add a player')).click();
		for (const [i, name] of PLAYERS.entries()) await seats.nth(i).fill(name);
		await expect(page.getByText('Ready to deal for 7 players.')).toBeVisible();
		const { rules } = newCustomTable(NAME);
		const config: GameConfig = {
			preset: 'custom',
			players: PLAYERS,
			roles: withVillagers({ godfather: 1, mafia: 1, detective: 1, doctor: 1 }, PLAYERS.length),
			options: { ...PRESETS.custom.defaults },
			seed: SEED,
			custom: { name: NAME, rules: { ...rules, mafiaKill: 'godfather', dayZero: true, ballot: { threshold: 'majority', tie: 'nobody', abstentionsSave: false } } }
		};
		const { record } = playGame(config, { id: 'custom-e2e', choose: seededChoose(SEED), randomActions: 40 });
		await page.getByRole('button', exact('Start')).click();
		await expect(page).toHaveURL(/\/game\?id=/);
		await stopPageTime(page);
		const end = await playRecord(page, record);
		expect(end.phase.kind).toBe('ended');
		expect(end.winner).not.toBeNull();
		await expect(page.locator('#end-title')).toContainText(namesFor('custom').teams[end.winner!.side]);
		await shot(page, 'custom-end');
	});
	expect(errors).toEqual([]);
});
