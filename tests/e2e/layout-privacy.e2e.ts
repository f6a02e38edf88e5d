import { devices, expect, test, type Browser, type Page } from './ready';
import { PRESETS, withVillagers, type CustomTable, type GameOptions, type GameState, type PresetId, type RoleCounts } from '../../src/lib/engine/index';
import { newCustomTable } from '../../src/lib/engine/custom-rules';
import { playRecord, setUpRecord, type Audience } from './drive';
import { measureCard, type HeldCard } from './held-card';
import { dealsSharingTheWalk, type Walk, type WalkedDeal } from './public-walk';

/**
 * From across the table, a screen must not tell who holds which card by its shape either: a class such as
 * `card--mafia`, a line one pixel taller, one more button, tell as much as the word. So one table (the same
 * names, options and public walk: who is killed, silenced, voted out) is dealt three different ways, and
 * every screen the table can see is compared deal against deal, at 390×844: every visible element's box to
 * the whole pixel, every element's classes, the focusable controls and the focus, the text, and the HTML.
 * The screens: the deal's pass screens and the card face down, the dusk, the app-narrated night as it lies
 * on the table (each call, and the screen once the phone is put down, which must also be the call's own),
 * the morning, a last word, the count reveal, the talk, each voter's pass, choose, confirm and sealed
 * screens, the verdict, and the next dusk. Every held card, of every seat in every deal, has the same boxes,
 * classes and colours whatever it says. Each rule set (a custom table with the Witch and the Wolf Cub), narrated by a
 * narrator and by the app.
 */

/** Names of one length, so that no line wraps for one player and not another. */
const NAMES = ['Ana', 'Bea', 'Cal', 'Dan', 'Eli', 'Fay'];

/** Up to the next dusk: night 1 kills Ana, day 1 votes Bea out. */
const toNight2: Walk = { kills: { 1: 0 }, outs: { 1: 1 }, until: (s: GameState) => s.phase.kind === 'dusk' && s.phase.night === 2 };

const TABLES: { preset: PresetId; players: number; roles: RoleCounts; walk: Walk; custom?: CustomTable }[] = [
	{ preset: 'classic', players: 5, roles: { mafia: 1, detective: 1, doctor: 1 }, walk: toNight2 },
	{ preset: 'clocked', players: 5, roles: { mafia: 1, detective: 1, doctor: 1 }, walk: toNight2 },
	// Cal silenced on night 1: a morning, a talk and a ballot with somebody silenced; two last words.
	{ preset: 'storyteller', players: 5, roles: { mafia: 1, detective: 1, doctor: 1, seductress: 1 }, walk: { ...toNight2, silences: { 1: 2 } } },
	// Day zero, night zero, day 1 votes Bea out, night 1 kills Ana, and the count is told before day 2.
	{
		preset: 'godfather',
		// Six: a Godfather and a Mafia, who meet on night zero.
		players: 6,
		roles: { godfather: 1, mafia: 1, detective: 1, doctor: 1 },
		walk: { kills: { 1: 0 }, outs: { 1: 1 }, until: (s: GameState) => s.phase.kind === 'countReveal' && s.phase.result !== null }
	},
	// A custom table with the Witch (her wake asks two picks, and is shown tonight's victim) and the Wolf Cub among the killers.
	{
		preset: 'custom',
		players: 6,
		roles: { mafia: 1, wolfcub: 1, witch: 1, detective: 1, doctor: 1 },
		walk: toNight2,
		custom: newCustomTable('Potions')
	}
];

/** What one screen shows the table. */
interface Screen {
	text: string;
	/** Every element, by tag and classes, in document order: hidden ones too. */
	classes: string[];
	/** Every visible element: tag, classes, x y width×height to the whole pixel, and the start of its own words. */
	boxes: string[];
	focusable: number;
	focused: string;
	/** Scrolled to, and how tall the page is. */
	scroll: number[];
	/** The whole document as HTML: every attribute of every element, the title included. */
	html: string;
}

function measureScreen(page: Page): Promise<Screen> {
	return page.evaluate(() => {
		const nameOf = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
		const ownWords = (el: Element) =>
			[...el.childNodes]
				.filter((n) => n.nodeType === Node.TEXT_NODE)
				.map((n) => n.textContent ?? '')
				.join('')
				.trim()
				.slice(0, 30);
		const all = [...document.body.querySelectorAll('*')];
		const boxes = all
			.filter((el) => el.checkVisibility({ visibilityProperty: true }))
			.map((el) => {
				const r = el.getBoundingClientRect();
				const words = ownWords(el);
				return `${nameOf(el)} ${[r.x, r.y, r.width, r.height].map(Math.round).join(' ')}${words ? ` “${words}”` : ''}`;
			});
		const focusable = all.filter(
			(el) =>
				el instanceof HTMLElement &&
				el.matches('a[href], button, input, select, textarea, summary, [tabindex]') &&
				!el.matches(':disabled') &&
				el.tabIndex >= 0 &&
				el.checkVisibility({ visibilityProperty: true })
		).length;
		const active = document.activeElement;
		return {
			text: document.body.innerText,
			classes: all.map(nameOf),
			boxes,
			focusable,
			focused: active ? `${nameOf(active)} “${(active.textContent ?? '').trim().slice(0, 30)}”` : '',
			scroll: [scrollX, scrollY, document.documentElement.scrollHeight],
			// The whole document: the title, the page's own attributes and anything a screen might set on them too.
			html: document.documentElement.outerHTML
		};
	});
}

/** One deal walked through the real screens: each screen the table sees, by name, and each held card. */
interface Walked {
	deal: WalkedDeal;
	screens: [string, Screen][];
	held: Record<string, HeldCard>;
}

/**
 * The screens the table sees: all but a held card, the end (every role, by design) and, with a narrator, the
 * narrator's own night. App-narrated, the night lies on the table: each call is seen, whether or not anybody
 * picks the phone up (those are one screen, by name), and the screen once it is put down.
 */
const seenByTable = (what: string, audience: Audience, app: boolean) =>
	audience === 'table' || audience === 'public' || audience === 'revealed' || (app && / called|the phone put down$/.test(what));

/**
 * One deal through the real screens, in a phone of its own. App-narrated, the game comes in already dealt (the deal
 * is the same screens in both ways of narrating, walked with a narrator): it opens at the first dusk.
 */
async function walkThrough(browser: Browser, baseURL: string, deal: WalkedDeal): Promise<Walked> {
	// No service worker: it would fetch the whole app into its cache for each phone, and the walk needs none of it.
	const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, baseURL, serviceWorkers: 'block' });
	const page = await context.newPage();
	const app = deal.record.options.narration === 'app';
	const walked: Walked = { deal, screens: [], held: {} };
	let called: Screen | null = null;
	try {
		const played = app ? deal.record.actions.findIndex((a) => a.type === 'night.start') : 0;
		await setUpRecord(page, deal.record, {}, { imported: true, played });
		const onScreen = async (what: string, audience: Audience) => {
			const held = what.match(/^deal: (\w+)'s card, held$/);
			if (held) walked.held[held[1]] = await measureCard(page, held[1]);
			if (!seenByTable(what, audience, app)) return;
			const screen = await measureScreen(page);
			if (/the phone put down$/.test(what)) {
				// Once the holders put the phone down, it is as if nobody had touched it.
				expect(screen, `${what}: the screen of the call, as if nobody had moved`).toEqual(called);
				return;
			}
			if (/ called/.test(what)) called = screen;
			walked.screens.push([what.replace(/, nobody moves$/, ''), screen]);
		};
		await playRecord(page, deal.record, { onScreen }, played);
		walked.screens.push(['the last screen of the walk', await measureScreen(page)]);
	} finally {
		await context.close();
	}
	return walked;
}

const rolesOf = (deal: WalkedDeal) => deal.record.players.map((name, seat) => `${name} ${deal.roles[seat]}`).join(', ');

/** Every screen of `other` against the same screen of `first`: a difference names the screen and both deals. */
function expectSameScreens(first: Walked, other: Walked) {
	const against = `seed ${other.deal.record.seed} (${rolesOf(other.deal)}) against seed ${first.deal.record.seed} (${rolesOf(first.deal)})`;
	expect(other.screens.map(([what]) => what), `the same screens, in the same order: ${against}`).toEqual(first.screens.map(([what]) => what));
	for (const [i, [what, screen]] of other.screens.entries()) {
		const same = first.screens[i][1];
		const at = `"${what}", ${against}`;
		expect(screen.text, `the words at ${at}`).toBe(same.text);
		expect(screen.classes, `the classes at ${at}`).toEqual(same.classes);
		expect(screen.focusable, `the focusable controls at ${at}`).toBe(same.focusable);
		expect(screen.focused, `the focus at ${at}`).toBe(same.focused);
		expect(screen.boxes, `the boxes at ${at}`).toEqual(same.boxes);
		expect(screen.scroll, `the scroll and the page's height at ${at}`).toEqual(same.scroll);
		expect(screen.html, `the HTML at ${at}`).toBe(same.html);
	}
}

const NARRATIONS: GameOptions['narration'][] = ['narrator', 'app'];

// Six phones at once, each traced, cost a third more time: the messages say which screen of which deal differs, and how.
test.use({ trace: 'off' });

for (const { preset, players, roles, walk, custom } of TABLES) {
	test(`${preset}: three deals of one table show the table the same screens, to the pixel, with a narrator and app-narrated`, async ({ browser, baseURL }) => {
		test.setTimeout(120_000);
		const names = NAMES.slice(0, players);
		const tables = NARRATIONS.map((narration) => ({
			preset,
			players: names,
			roles: withVillagers(roles, players),
			options: { ...PRESETS[preset].defaults, narration },
			...(custom ? { custom } : {})
		}));
		const dealt = tables.map((table) => dealsSharingTheWalk(table, walk, 3));
		for (const deals of dealt) {
			// The deals really differ: most seats hold a different role in one deal than in another.
			const varied = names.filter((_, seat) => new Set(deals.map((d) => d.roles[seat])).size > 1);
			expect(varied.length, 'seats dealt different roles').toBeGreaterThanOrEqual(players - 2);
		}

		// Walked side by side, each deal in a phone of its own: the pages wait on their own taps, not on one another.
		const settled = await Promise.allSettled(dealt.flat().map((deal) => walkThrough(browser, baseURL ?? '', deal)));
		const walked = settled.map((walk) => {
			if (walk.status === 'rejected') throw walk.reason;
			return walk.value;
		});
		const report: string[] = [];
		for (const [n, narration] of NARRATIONS.entries()) {
			const walks = walked.filter((w) => w.deal.record.options.narration === narration);
			expect(walks[0].screens.length, `table screens compared (${narration})`).toBeGreaterThanOrEqual(20);
			for (const other of walks.slice(1)) expectSameScreens(walks[0], other);

			// Every held card (dealt with a narrator): the same boxes, classes and colours, whoever holds it and whatever it says.
			const cards = walks.flatMap((w) => Object.entries(w.held).map(([name, card]) => ({ name, role: w.deal.roles[names.indexOf(name)], seed: w.deal.record.seed, card })));
			if (narration === 'narrator') {
				expect(cards.length, "every seat's card held in every deal").toBe(players * walks.length);
				expect(new Set(cards.map((c) => c.role)).size, 'roles held').toBe(Object.keys(tables[n].roles).length);
			}
			const [one, ...rest] = cards;
			for (const card of rest) {
				expect(card.card, `${card.name}'s held card (${card.role}, seed ${card.seed}) against ${one.name}'s (${one.role}, seed ${one.seed})`).toEqual(one.card);
			}
			report.push(`${narration}: ${walks[0].screens.length} table screens alike in ${walks.length} deals${cards.length ? `, ${cards.length} held cards alike` : ''}`);
		}
		console.info(`${preset}: ${report.join('; ')}.`);
	});
}
