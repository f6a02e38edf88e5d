import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './ready';
import { WORKED_PLAYERS, tourWorkedGame } from './screen-tour';
import { fixSeed, readCard, letTheAppNarrate } from './table';

/**
 * Every screen of a full game, checked by axe-core against WCAG 2.1 A and AA (contrast included, on the dark
 * theme): the worked game, from the home screen to the end, with the card both face down and held.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe found, one line per rule and element, so a failure says what to fix and where. */
async function violations(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
	return results.violations.flatMap((v) =>
		v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
	);
}

test('every screen of the worked game passes axe (WCAG 2.1 A and AA) with no violation', async ({ page }) => {
	// Each narrator's call now lasts its least time too (the page's clock moved past it): room for a busy machine.
	test.setTimeout(180_000);
	const visited: string[] = [];
	const found: Record<string, string[]> = {};
	await tourWorkedGame(page, async (screen) => {
		visited.push(screen);
		const problems = await violations(page);
		if (problems.length > 0) found[screen] = problems;
	});
	expect(found).toEqual({});
	// The tour really went everywhere: a screen skipped by mistake would pass silently.
	expect(visited).toEqual([
		'home',
		'rules',
		'setup',
		'setup: every part open',
		'setup: a custom table',
		'deal: pass the phone',
		'deal: the card, face down',
		'deal: the card, held',
		'game menu, open',
		'dusk',
		'night: the Killers',
		'night: the Doctor',
		'night: the Detective, answer shown',
		'morning',
		'talk',
		'ballot: pass the phone',
		'ballot: choose',
		'ballot: confirm',
		'ballot: sealed',
		'verdict',
		'night: the Doctor, one player refused',
		'end',
		'history',
		'standings',
		'players',
		'themes',
		'settings',
		'history: the game, step by step'
	]);
});

test('the app-narrated night passes axe too: the phone on the table, and the holders’ turn', async ({ page }) => {
	test.setTimeout(90_000);
	await fixSeed(page, 232);
	await page.goto('/setup');
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	while ((await seats.count()) < WORKED_PLAYERS.length) await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of WORKED_PLAYERS.entries()) await seats.nth(i).fill(name);
	await letTheAppNarrate(page);
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	for (const [name, role] of [
		['Alice', /Villager/],
		['Ben', /Killer/],
		['Cara', /Detective/],
		['Dev', /Doctor/],
		['Eve', /Killer/],
		['Finn', /Villager/],
		['Gus', /Villager/]
	] as const) {
		await readCard(page, name, role);
	}
	await page.getByRole('button', { name: 'Start the night' }).click();
	await expect(page.getByRole('heading', { name: /Next call in|Eyes closed|A role is called/ })).toBeVisible();
	expect(await violations(page), 'the phone on the table').toEqual([]);
	await page.getByRole('button', { name: 'We have the phone' }).click({ timeout: 30_000 });
	await expect(page.getByRole('button', { name: 'Done — put the phone down' })).toBeVisible();
	expect(await violations(page), 'the holders’ turn').toEqual([]);
});
