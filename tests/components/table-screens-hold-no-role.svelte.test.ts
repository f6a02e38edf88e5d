import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import DealHarness from './DealHarness.svelte';
import TableScreen from '../../src/routes/game/TableScreen.svelte';
import type { GameRecord } from '../../src/lib/engine/record';
import { namesFor, WEREWOLF_THEME, type Names } from '../../src/lib/engine/names';
import { tapsFor, type TableEvent } from '../../src/lib/machine';
import type { TableScreenView } from '../../src/lib/state/screen';
import { TableSession, type Tap } from '../../src/lib/state/table.svelte';
import { fixtureRecords, generatedRecords, type NamedRecord } from '../support/records';

/**
 * Every screen the whole table sees holds no role, whatever the role is called. Each game is played
 * tap by tap through the session and the real TableScreen, under the rule set's own words and under
 * the Werewolf theme, and every screen a glance from the table can read is scanned: its text and
 * every attribute value (labels, titles, values, class names).
 *
 * Not scanned, because one person holds the phone and nobody else reads it: a card being read (the
 * deal's reading, a look again), the narrator's night, the role holders' own turn of an app-narrated
 * night, and the end (every role is told then).
 *
 * What a table screen may say, and what it may not:
 * - A player's name next to a role or side name ("Ben (Killer)", "Ben — Mafia", "Ben’s card: Seer",
 *   "Ben, Werewolves", "Ben was the Doctor") only for a player whose role the rules have revealed
 *   (a vote-out with reveal on, a night death where the rule set names it: the engine's `revealed`).
 * - A role name in a sentence that names no player: what is said aloud to everybody anyway, e.g.
 *   "Who wants to know how many Mafia are still alive?", the public count "2 Werewolves and 3 others
 *   are alive", "Tonight the Mafia only meet". A role name in a sentence that also names a player
 *   whose role is unrevealed is a leak, whatever the words between them.
 * - A side name alone ("The village talks. Who do you suspect?").
 * - No class name holds a role or side name at all (a class marks an element; it is not a sentence).
 *
 * By default one game per rule set × way of running the night × ballot mode, in both themes;
 * TABLE_SCAN_ALL=1 scans every fixture and generated game.
 */

const ALL = !!process.env.TABLE_SCAN_ALL;
const THEMES = [
	{ title: 'Standard', theme: undefined },
	{ title: 'Werewolf', theme: WEREWOLF_THEME }
] as const;

/** Elements whose text stands on its own: a sentence never runs from one of these into the next. */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'BUTTON', 'LABEL', 'OUTPUT', 'DIV', 'SECTION', 'SUMMARY', 'TD', 'TH', 'FIGCAPTION', 'HEADER', 'FOOTER', 'MAIN', 'NAV', 'DT', 'DD', 'LEGEND', 'OPTION']);

/** What a glance at the page (or a screen reader) can get from it: the text, by blocks, and every attribute value. */
function readPage(root: Element = document.body): { text: string; blocks: string[]; attributes: string[]; classes: string[] } {
	let blocks: string[] = [''];
	const attributes: string[] = [];
	const classes: string[] = [];
	const walk = (node: Node) => {
		if (node.nodeType === Node.TEXT_NODE) blocks[blocks.length - 1] += node.textContent ?? '';
		if (node.nodeType !== Node.ELEMENT_NODE) return;
		const el = node as Element;
		for (const attr of Array.from(el.attributes)) attributes.push(attr.value);
		classes.push(...Array.from(el.classList));
		// A form field's current value is what it shows, attribute or not.
		if ('value' in el && typeof (el as HTMLInputElement).value === 'string') attributes.push((el as HTMLInputElement).value);
		const block = BLOCKS.has(el.tagName);
		if (block) blocks.push('');
		for (const child of Array.from(el.childNodes)) walk(child);
		if (block) blocks.push('');
	};
	walk(root);
	blocks = blocks.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
	return { text: root.textContent ?? '', blocks, attributes, classes };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words, any case: "killer" in a class name counts, "Killerton" does not. */
const wordsRe = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** Every role name of the names in use (one holder and several), and every side name. */
function secretWords(names: Names): { roles: string[]; sides: string[] } {
	const roles = [...new Set(Object.values(names.roles).flatMap((r) => [r.one, r.many]))];
	return { roles, sides: [...new Set(Object.values(names.teams))] };
}

/**
 * What a table screen says that it must not, in words (empty: nothing). `unrevealed`: the names of
 * the players whose role the rules have not revealed.
 */
function leaksOn(page: ReturnType<typeof readPage>, names: Names, unrevealed: string[], office: string | null = null): string[] {
	const { roles, sides } = secretWords(names);
	// The Mayor's office is public by the rules (his successor's card is not): "Cara is the Mayor now" tells no card.
	const officeWords = [names.roles.mayor.one, names.roles.mayor.many];
	const lessOffice = (words: string[], name: string) => (name === office ? words.filter((w) => !officeWords.includes(w)) : words);
	const leaks: string[] = [];
	const units = [...page.blocks, ...page.attributes];
	// A class name is no sentence: a role or side in one is a tell on whatever it marks.
	for (const name of page.classes.filter((c) => wordsRe([...roles, ...sides]).test(c.replace(/[-_]/g, ' ')))) leaks.push(`class "${name}" names a role or side`);
	for (const name of unrevealed) {
		const roleWord = wordsRe(lessOffice(roles, name));
		const anyWord = wordsRe(lessOffice([...roles, ...sides], name));
		const player = wordsRe([name]);
		// "Ben (Killer)", "Ben — Mafia", "Ben: Seer", "Ben’s card: Werewolf", "Ben, Werewolves", "Ben was the Doctor"; and "Killer: Ben".
		const next = new RegExp(
			`${wordsRe([name]).source}(?:’s|'s)?\\s*(?:card|role|side)?\\s*[(:—–\\-,]?\\s*(?:(?:is|was|the|a|an|on)\\s+)*${anyWord.source}|${anyWord.source}\\s*[:—–\\-]\\s*${player.source}`,
			'iu'
		);
		for (const text of [page.text.replace(/\s+/g, ' '), ...units]) {
			const found = next.exec(text);
			if (found) leaks.push(`"${found[0]}": a role or side next to ${name}, whose role is not revealed`);
		}
		// A role named in the same sentence as a player whose role is unrevealed.
		for (const unit of units) {
			for (const sentence of unit.split(/[.!?“”"]/)) {
				if (player.test(sentence) && roleWord.test(sentence)) leaks.push(`"${sentence.trim()}": a role in a sentence naming ${name}`);
			}
		}
	}
	return [...new Set(leaks)];
}

/** Stages a player or the narrator holds the phone for alone: the rest of the table never reads them. */
const HELD: TableScreenView['stage'][] = ['deal.reading', 'night.narrating', 'night.choosing', 'ended'];
const seenByTheTable = (screen: TableScreenView) => !HELD.includes(screen.stage) && screen.peek === null;

/** The record's taps; an app-narrated night's holders pick the phone up to choose and put it down after. */
function* tapsOf(record: GameRecord, session: TableSession): Generator<TableEvent> {
	for (const action of record.actions) {
		const app = record.options.narration === 'app' && action.type === 'night.pick';
		if (app && session.screen.stage !== 'night.choosing') yield { type: 'night.take', at: action.at };
		yield* tapsFor(action, record.options.ballotMode);
		if (app) yield { type: 'night.done', at: action.at };
	}
}

const scanned = new Map<string, number>();
afterAll(() => {
	const lines = [...scanned].map(([key, n]) => `  ${key}: ${n} table screens`);
	console.info(`Table screens scanned for roles${ALL ? ' (every game)' : ''}:\n${lines.join('\n')}`);
});

/** Plays the record through the real screens and scans every one the table sees; returns what leaked. */
function playAndScan(record: GameRecord): { screens: number; leaks: string[] } {
	const session = new TableSession({ id: record.id, createdAt: record.createdAt, record: { ...record, actions: [] }, store: { save: async () => null } });
	render(DealHarness, { session });
	const names = namesFor(record.preset, record.theme);
	let screens = 0;
	const leaks: string[] = [];
	const scan = (after: string) => {
		if (!seenByTheTable(session.screen)) return;
		screens++;
		const game = session.snapshot.context.game;
		const unrevealed = game.players.filter((_, seat) => !game.revealed.includes(seat)).map((p) => p.name);
		const office = game.mayor !== undefined ? game.players[game.mayor].name : null;
		for (const leak of leaksOn(readPage(), names, unrevealed, office)) leaks.push(`${session.screen.stage}, after ${after}: ${leak}`);
	};
	scan('the start');
	for (const { at, ...tap } of tapsOf(record, session)) {
		vi.setSystemTime(at);
		session.send(tap as Tap);
		flushSync();
		expect(session.screen.problem, `${tap.type} refused`).toBeNull();
		scan(tap.type);
	}
	// The game played is the record's game: every screen of it was scanned, none of another.
	expect(session.record.actions).toEqual(record.actions);
	session.stop();
	cleanup();
	return { screens, leaks };
}

// Generated once: the autoplay plays every one of them.
const generated = generatedRecords();

/** One game per rule set × way of running the night × ballot mode, unless every game is asked for. */
function games(): NamedRecord[] {
	const every = [...fixtureRecords(), ...generated];
	if (ALL) return every;
	const kinds = new Map<string, NamedRecord>();
	for (const game of every) {
		const { preset, options } = game.record;
		const kind = `${preset} ${options.narration} ${options.ballotMode}`;
		if (!kinds.has(kind)) kinds.set(kind, game);
	}
	return [...kinds.values()];
}

describe('no table screen holds a role', { timeout: 60_000 }, () => {
	// Only the clock is faked: each tap happens at its recorded time, as the night's clocks expect.
	beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
	afterEach(() => vi.useRealTimers());

	const cases = THEMES.flatMap(({ title, theme }) =>
		games().map((g) => [`${title}: ${g.name}`, title, { ...g.record, ...(theme ? { theme } : {}) }] as const)
	);
	it.each(cases)('%s', (_name, title, record) => {
		const { screens, leaks } = playAndScan(record);
		const key = `${record.preset} · ${record.options.narration} · ${record.options.ballotMode} · ${title}`;
		scanned.set(key, (scanned.get(key) ?? 0) + screens);
		expect(leaks).toEqual([]);
		// A game has its deal's passing, dusk, mornings, talks and ballots: a scan of a handful proves nothing.
		expect(screens).toBeGreaterThan(record.players.length * 2);
	});

	it('covered every rule set, both ways of running the night and both ballot modes, in both themes', () => {
		const kinds = new Set(cases.map(([, title, r]) => `${r.preset} ${r.options.narration} ${r.options.ballotMode} ${title}`));
		const presets = new Set(cases.map(([, , r]) => r.preset));
		expect(presets.size).toBeGreaterThanOrEqual(4);
		for (const preset of presets) {
			for (const title of ['Standard', 'Werewolf']) {
				for (const kind of ['narrator secret', 'narrator open', 'app secret']) expect(kinds, `${preset} ${kind} ${title}`).toContain(`${preset} ${kind} ${title}`);
				// Run after the games above: each rule set and theme had a good many table screens scanned.
				const screens = [...scanned].filter(([key]) => key.startsWith(`${preset} ·`) && key.endsWith(`· ${title}`)).reduce((n, [, count]) => n + count, 0);
				expect(screens, `${preset} ${title}: table screens scanned`).toBeGreaterThanOrEqual(50);
			}
		}
	});
});

describe('the scan catches a role on a table screen', () => {
	beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
	afterEach(() => {
		vi.useRealTimers();
		cleanup();
	});

	/** The first verdict of a game whose vote-out is not revealed, as the session shows it. */
	function unrevealedVerdict(): { session: TableSession; record: GameRecord } {
		for (const { record } of generated) {
			if (record.options.revealOnVoteOut) continue;
			const session = new TableSession({ id: record.id, createdAt: record.createdAt, record: { ...record, actions: [] }, store: { save: async () => null } });
			for (const { at, ...tap } of tapsOf(record, session)) {
				vi.setSystemTime(at);
				session.send(tap as Tap);
				const phase = session.screen.table.phase;
				if (session.screen.stage === 'verdict' && phase.kind === 'verdict' && phase.out && !phase.out.role) return { session, record };
			}
			session.stop();
		}
		throw new Error('no generated game votes somebody out unrevealed');
	}

	it('a voted-out player’s role on the verdict, with reveal off', () => {
		const { session, record } = unrevealedVerdict();
		const screen = session.screen;
		const phase = screen.table.phase;
		if (phase.kind !== 'verdict' || !phase.out) throw new Error('not a verdict');
		const game = session.snapshot.context.game;
		const names = namesFor(record.preset, record.theme);
		const unrevealed = game.players.filter((_, seat) => !game.revealed.includes(seat)).map((p) => p.name);
		expect(unrevealed).toContain(phase.out.name);

		// As the session shows it: nothing to find.
		render(TableScreen, { screen, send: () => {}, onexport: () => {} });
		expect(leaksOn(readPage(), names, unrevealed)).toEqual([]);
		cleanup();

		// The same screen, with the seat's role let through into the table's view.
		const role = game.players[phase.out.seat].role;
		const doctored: TableScreenView = { ...screen, table: { ...screen.table, phase: { ...phase, out: { ...phase.out, role } } } };
		render(TableScreen, { screen: doctored, send: () => {}, onexport: () => {} });
		const leaks = leaksOn(readPage(), names, unrevealed);
		expect(leaks.join('\n')).toContain(phase.out.name);
		expect(leaks.join('\n')).toContain(names.roles[role].one);
		session.stop();
	});

	it('"Name (Role)", "Name — Side" and a role in a sentence naming a player, in text or in an attribute', () => {
		const names = namesFor('classic', WEREWOLF_THEME);
		const cases = [
			'<p>Ben (Werewolf)</p>',
			'<p>Ben — Village</p>',
			'<p><span>Ben</span> (<b>Seer</b>)</p>',
			'<button aria-label="Vote for Ben, the healer">Ben</button>',
			'<p>Healers saved Ben last night.</p>',
			'<li class="seat role-seer">Ben</li>'
		];
		for (const html of cases) {
			document.body.innerHTML = html;
			expect(leaksOn(readPage(), names, ['Ben', 'Cara']), html).not.toEqual([]);
		}
		// What a table screen may say: a side alone, a role in a call naming nobody, a revealed player's role.
		document.body.innerHTML = '<p>The village talks. Who do you suspect?</p><p>2 Werewolves and 3 others are alive.</p><p>Ben (Werewolf) goes.</p>';
		expect(leaksOn(readPage(), names, ['Cara'])).toEqual([]);
	});
});
