import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tourWorkedGame } from './screen-tour';

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
	test.setTimeout(120_000);
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
		'end'
	]);
});
