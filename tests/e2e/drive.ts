import { expect, type Locator, type Page } from '@playwright/test';
import {
	CLOCK_PRESETS,
	PRESETS,
	rulesOf,
	ROLE_ORDER,
	applyAction,
	awaitingActs,
	callMinOf,
	CALL_MIN_SECONDS,
	currentWake,
	killerOf,
	namesFor,
	olderRulesOf,
	replay,
	nextVoter,
	suggestRoles,
	type Action,
	type GameRecord,
	type GameState,
	type RoleId,
	type NightAct,
	type Seat,
	type TimedAction
} from '../../src/lib/engine/index';
import { DEFAULT_VOICE_WAIT_MS } from '../../src/lib/voice/speech';
import { expiryOf } from '../support/autoplay';
import { nobodyLabel } from '../../src/lib/engine/night';
import { appNightWords } from '../../src/lib/script/words/app-night';
import { ballotWords } from '../../src/lib/script/words/ballot';
import { cardWords } from '../../src/lib/script/words/card';
import { countRevealWords } from '../../src/lib/script/words/count-reveal';
import { duskWords } from '../../src/lib/script/words/dusk';
import { lastWordWords } from '../../src/lib/script/words/last-word';
import { morningWords } from '../../src/lib/script/words/morning';
import { nightWords } from '../../src/lib/script/words/night';
import { roundWords } from '../../src/lib/script/words/round';
import { sharedWords } from '../../src/lib/script/words/shared';
import { speakingTurnsWords } from '../../src/lib/script/words/speaking-turns';
import { talkWords } from '../../src/lib/script/words/talk';
import { verdictWords } from '../../src/lib/script/words/verdict';
import { lastActWords } from '../../src/lib/script/words/last-act';
import { m } from '../../src/lib/paraglide/messages.js';
import { getLocale } from '../../src/lib/paraglide/runtime.js';
import { fixSeed, openSetupPart } from './table';

/**
 * Plays any game record through the real screens, tap by tap, as its table would: setup from the record
 * (rule set, names, counts, options, and its seed), then every action, in every rule set and both ways
 * of running the night. The engine follows along (a mirror of the page's game, at the page's own times)
 * so the driver knows whose turn it is, who is awake, and when a clock runs out. Time in the page is
 * Playwright's clock, stopped once the game screen is up: it moves only when a record's clock runs out.
 * After each screen and each tap a hook sees the page: the privacy scan reads it, the reload test reloads it.
 */

/**
 * Who may see a screen, for the privacy scan: only 'table' screens must hold no role. 'narrator': the
 * narrator's night, or the app calling a role aloud (which role is called, never who holds it).
 * 'held-card': a card, or the role holders' own turn at night. 'revealed': a role the rules tell the
 * table (a vote-out with reveal on; a night death where the rule set names it). 'public': the home screen
 * (its tagline says "Mafia") and setup, where
 * the counts of each role are told to everyone.
 */
export type Audience = 'table' | 'held-card' | 'narrator' | 'revealed' | 'end' | 'public';

export interface Hooks {
	/** A screen is up (before its tap). */
	onScreen?: (what: string, audience: Audience) => Promise<void>;
	/** A tap moved the game (after the screen it led to is up). */
	afterTap?: (what: string) => Promise<void>;
}

export interface DriveOptions {
	/** Playwright's clock, stopped during the game (needed for any record with a clock). Default true. */
	controlTime?: boolean;
	/** The app's address, when not the baseURL. */
	home?: string;
	/** Bring the game in as a file even where the setup screen could set it (quicker: one step instead of many). */
	imported?: boolean;
	/**
	 * Imported: this many of the record's first actions come in the file, so the game opens past them (play it on
	 * with playRecord's `from`). Their times must be before the page's clock (START).
	 */
	played?: number;
}

/**
 * The driver reads every label from the app's own words, in the language this test process is set to
 * (tests/support/in-language.ts): the same record plays in every language. In one other than English the
 * game is imported rather than set up, and the page is told the language as Settings would keep it.
 */
const inEnglish = () => getLocale() === 'en';

const exact = (name: string) => ({ name, exact: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const START = new Date('2026-11-30T20:00:00Z').getTime();

/** The page's time while the game is played (Playwright's clock, stopped), or null when time runs for real. */
const pageTime = new WeakMap<Page, number>();

/**
 * The least time of a narrator's call in the page's game: the record's own when it was brought in as a file;
 * set up on the setup screen, the one setup gives (a record made before calls had a least time has none).
 */
const pageCallMin = new WeakMap<Page, number>();

/** The stepper counts of the rule set's roles (the Villagers are whoever is left). */
const countedRoles = (record: GameRecord): RoleId[] =>
	ROLE_ORDER.filter((role) => role !== 'villager' && PRESETS[record.preset].rules.roles.includes(role));

const CLOCK_KEYS = ['nightSeconds', 'talkSeconds', 'voteSeconds'] as const;

const TALK_LABELS: Record<string, string> = { null: 'Off', 120: '2 min', 180: '3 min', 240: '4 min', 300: '5 min' };
const LAST_WORD_LABELS: Record<string, string> = { null: 'Off', 15: '15 s', 30: '30 s', 60: '1 min' };

const dealt = (record: GameRecord, role: RoleId) => (record.roles[role] ?? 0) > 0;

const sameCounts = (a: Partial<Record<RoleId, number>>, b: Partial<Record<RoleId, number>>) =>
	ROLE_ORDER.every((role) => (a[role] ?? 0) === (b[role] ?? 0));

/**
 * Why the setup screen cannot set this record's table, if it cannot: a theme, roles a fixed or switched
 * table does not deal, or a choice the screen does not offer (a 45-second last word). Such a game is
 * brought in the other way a table has: imported from a file, with no action yet.
 */
export function whyNotSetUp(record: GameRecord): string | null {
	const preset = PRESETS[record.preset];
	const o = record.options;
	const d = preset.defaults;
	const shown = new Set(preset.settings);
	if (record.theme) return 'a theme';
	// A game dealt today plays today's rules: one kept under an older version's comes in as its file.
	if (Object.keys(olderRulesOf(record)).length > 0) return `the rules of record version ${record.version}`;
	// A custom table's name and rules are set up by hand in custom-table.e2e.ts; here its record is imported.
	if (record.custom) return 'a custom table';
	if (preset.rules.roleSetup !== 'counts' && !sameCounts(record.roles, suggestRoles(record.preset, record.players.length))) return 'roles set by switches';
	const settable: Partial<Record<keyof typeof o, boolean>> = {
		narration: shown.has('narration'),
		revealOnVoteOut: shown.has('reveal') || shown.has('revealRoles'),
		revealOnNightDeath: shown.has('revealRoles') && o.revealOnNightDeath === o.revealOnVoteOut,
		ballotMode: shown.has('ballotMode'),
		// Asked only where it matters: calling dead roles with a narrator, a Doctor's or a Jester's option with one dealt.
		callDeadRoles: shown.has('callDeadRoles') && o.narration === 'narrator',
		talkSeconds: (shown.has('talkSeconds') && String(o.talkSeconds) in TALK_LABELS) || shown.has('clocks'),
		nightSeconds: shown.has('clocks'),
		voteSeconds: shown.has('clocks'),
		lastWordSeconds: shown.has('lastWordSeconds') && String(o.lastWordSeconds) in LAST_WORD_LABELS,
		jesterEndsGame: shown.has('jesterEndsGame') && dealt(record, 'jester'),
		doctorMaySelf: shown.has('doctorMaySelf') && dealt(record, 'doctor'),
		doctorSelfTwice: shown.has('doctorSelfTwice') && dealt(record, 'doctor') && o.doctorMaySelf,
		callMinSeconds: o.narration === 'narrator'
	};
	for (const key of Object.keys(o) as (keyof typeof o)[]) {
		if (o[key] !== d[key] && !settable[key]) return `the option ${key}`;
	}
	return null;
}

/**
 * Setup as the host does it, from the record: the game that starts is the record's game (same seed, same
 * deal). A table the setup screen cannot set (see whyNotSetUp) is imported instead, with no action yet.
 */
export async function setUpRecord(page: Page, record: GameRecord, hooks: Hooks = {}, options: DriveOptions = {}) {
	const controlTime = options.controlTime ?? true;
	const app = record.options.narration === 'app';
	if (controlTime) await page.clock.install({ time: START });
	if (controlTime && app) await page.addInitScript(markVoicesAsked);
	await fixSeed(page, record.seed);
	if (!inEnglish()) await page.addInitScript((language) => localStorage.setItem('PARAGLIDE_LOCALE', language), getLocale());
	await page.goto(options.home ?? '/');
	// In another language the page writes its words once its script runs (the prerendered page is English): wait.
	if (!inEnglish()) await page.waitForFunction((language) => document.documentElement.lang === language && !document.documentElement.hasAttribute('data-words'), getLocale());
	await hooks.onScreen?.('home', 'public');
	const played = options.played ?? 0;
	// In real time, a record with no least time of a call is brought in as it is: set up here, each call would wait one.
	const noCallMin = !controlTime && record.options.narration === 'narrator' && record.options.callMinSeconds === undefined;
	const imported = options.imported || played > 0 || !!whyNotSetUp(record) || !inEnglish() || noCallMin;
	pageCallMin.set(page, imported || record.options.narration !== 'narrator' ? callMinOf(record.options) : (record.options.callMinSeconds ?? CALL_MIN_SECONDS));
	if (imported) {
		// The home screen reads the phone's saves after its first paint: a file picked before then would play unsaved.
		await expect(page.getByRole('region', exact(m.pages_games_heading())).or(page.getByText(m.pages_home_play_in_memory()))).toBeVisible();
		// A new id, as a phone gives a game: a fixture's own id is a file name, and may name a role.
		const file = JSON.stringify({ ...record, id: `imported-${record.seed}`, actions: record.actions.slice(0, played) });
		await page.getByLabel(m.pages_import_pick()).setInputFiles({ name: `${record.id}.json`, mimeType: 'application/json', buffer: Buffer.from(file) });
	} else {
		await page.getByRole('link', exact('New game')).click();
		await expect(page.getByRole('heading', exact('New game'))).toBeVisible();
		// Picking a rule set resets the roles and options to its own, so it comes first.
		await page.getByRole('radio', exact(PRESETS[record.preset].title)).check();
		const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
		while ((await seats.count()) < record.players.length) await page.getByRole('button', exact('Add a player')).click();
		while ((await seats.count()) > record.players.length) await page.getByRole('button', { name: /^Remove / }).last().click();
		for (const [i, name] of record.players.entries()) await seats.nth(i).fill(name);
		await setRoles(page, record);
		await setOptions(page, record);
		await hooks.onScreen?.('setup', 'public');
		await page.getByRole('button', exact('Start')).click();
	}
	await expect(page).toHaveURL(/\/game\?id=/);
	const dealing = new RegExp(`^(${record.players.map((name) => escape(cardWords.passTo(name))).join('|')})$`);
	await expect(played > 0 ? page.locator('main h1').first() : page.getByRole('heading', { name: dealing })).toBeVisible();
	if (controlTime) {
		// App-narrated, the phone waits a moment (DEFAULT_VOICE_WAIT_MS) for its voices before it says it has none: time
		// stops past that, so the screens show whether it can speak from the first one, every run alike.
		if (app) await page.waitForFunction(() => !('speechSynthesis' in window) || 'voicesAsked' in window);
		pageTime.set(page, await stopTime(page, app ? DEFAULT_VOICE_WAIT_MS + 500 : 1000));
	} else pageTime.delete(page);
}

/**
 * A game the test started with its own taps on setup (not setUpRecord), played on by playRecord as setUpRecord's are:
 * the page's clock stopped (it must have been installed before the page opened), so each narrator call lasts its least
 * time in the page's time rather than the test's.
 */
export async function stopPageTime(page: Page, callMinSeconds: number = CALL_MIN_SECONDS): Promise<void> {
	pageCallMin.set(page, callMinSeconds);
	pageTime.set(page, await stopTime(page, 1000));
}

/**
 * Runs `check` with the page's clock running (axe waits on the page's own timers, which a stopped clock never
 * fires), then stops it again: the game's time only moves on, as it would while a narrator looks at the screen.
 */
export async function whileTimeRuns<T>(page: Page, check: () => Promise<T>): Promise<T> {
	if (!pageTime.has(page)) return check();
	await page.clock.resume();
	try {
		return await check();
	} finally {
		pageTime.set(page, await stopTime(page, 1000));
	}
}

/** Stops the page's clock `ahead` ms after its time now; returns the time it stopped at. */
async function stopTime(page: Page, ahead: number): Promise<number> {
	for (;;) {
		const stop = (await page.evaluate(() => Date.now())) + ahead;
		try {
			await page.clock.pauseAt(stop);
			return stop;
		} catch (error) {
			// On a busy machine the page's clock may have run past `stop` before the call arrived: read it again.
			if (!String(error).includes('to the past')) throw error;
		}
	}
}

/** In the page: notes when the table's voice first asks the phone for its voices (and starts waiting for them). */
function markVoicesAsked() {
	const synth = window.speechSynthesis;
	if (!synth) return;
	const listen = synth.addEventListener.bind(synth);
	synth.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean?]) => {
		if (type === 'voiceschanged') Object.assign(window, { voicesAsked: true });
		return listen(type, ...rest);
	}) as typeof synth.addEventListener;
}

async function setRoles(page: Page, record: GameRecord) {
	// A fixed table (`godfather`) or the suggested switches (`clocked`) are dealt as they are (whyNotSetUp).
	if (PRESETS[record.preset].rules.roleSetup !== 'counts') return;
	const names = namesFor(record.preset).roles;
	await openSetupPart(page, 'Roles');
	for (const role of countedRoles(record)) {
		const row = page.locator('li', { has: page.locator('.name', { hasText: new RegExp(`^${names[role].many}$`) }) });
		const want = record.roles[role] ?? 0;
		for (let guard = 0; guard < 20; guard++) {
			const now = Number((await row.locator('output').innerText()).match(/^\d+/)?.[0]);
			if (now === want) break;
			await row.getByRole('button', exact(`${now < want ? 'More' : 'Fewer'} ${names[role].many}`)).click();
		}
	}
}

async function setOptions(page: Page, record: GameRecord) {
	const preset = PRESETS[record.preset];
	const o = record.options;
	const d = preset.defaults;
	const shown = new Set(preset.settings);
	const check = (name: string | RegExp, on: boolean) => page.getByRole('checkbox', { name }).setChecked(on);
	const radioIn = (group: string, name: string) => page.getByRole('group', exact(group)).getByRole('radio', exact(name)).check();
	await openSetupPart(page, 'Options');
	if (shown.has('narration')) {
		const way = { app: /^The app/, round: /^Everyone takes the phone/, narrator: /^A narrator/ }[o.narration];
		await page.getByRole('radio', { name: way }).check();
	}
	if (shown.has('reveal')) await check('Reveal the role of a player voted out', o.revealOnVoteOut);
	if (shown.has('revealRoles')) await check(/^Reveal roles/, o.revealOnVoteOut);
	if (shown.has('ballotMode')) await page.getByRole('radio', { name: o.ballotMode === 'open' ? /^Open/ : /^Secret/ }).check();
	if (shown.has('callDeadRoles') && o.narration === 'narrator') await check('Call dead roles at night', o.callDeadRoles);
	if (o.narration === 'narrator' && o.callMinSeconds !== undefined) await radioIn('Each call lasts at least', `${o.callMinSeconds} s`);
	if (shown.has('talkSeconds')) await radioIn('Talk clock', TALK_LABELS[String(o.talkSeconds)]);
	if (shown.has('lastWordSeconds')) await radioIn('Last word', LAST_WORD_LABELS[String(o.lastWordSeconds)]);
	if (shown.has('jesterEndsGame') && dealt(record, 'jester')) await check(/voted out ends the game$/, o.jesterEndsGame);
	if (shown.has('doctorMaySelf') && dealt(record, 'doctor')) await check(/may cover themselves$/, o.doctorMaySelf);
	if (shown.has('doctorSelfTwice') && dealt(record, 'doctor') && o.doctorMaySelf) await check('…and do it two nights running', o.doctorSelfTwice);
	if (shown.has('clocks') && CLOCK_KEYS.some((key) => o[key] !== d[key])) {
		const set = Object.values(CLOCK_PRESETS).find((p) => CLOCK_KEYS.every((key) => p[key] === o[key]));
		if (set) await radioIn('Clocks', `${set.label} (${set.nightSeconds}/${set.talkSeconds}/${set.voteSeconds} s)`);
		else if (CLOCK_KEYS.every((key) => o[key] === null)) await radioIn('Clocks', 'No clocks');
		else {
			await radioIn('Clocks', 'Your own times');
			for (const [key, label] of [['nightSeconds', 'Night (each role)'], ['talkSeconds', 'Talk'], ['voteSeconds', 'Vote']] as const) {
				await page.getByRole('spinbutton', exact(label)).fill(o[key] === null ? '' : String(o[key]));
			}
		}
	}
}

async function holdTheCard(page: Page, card: Locator, hooks: Hooks, what: string) {
	// With large text the card may sit below the fold: a finger reaches it by scrolling, so does the pointer.
	await card.scrollIntoViewIfNeeded();
	const box = await card.boundingBox();
	if (!box) throw new Error('no card to hold');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toHaveAttribute('aria-pressed', 'true');
	await hooks.onScreen?.(`${what}, held`, 'held-card');
	await page.mouse.up();
	await expect(card).toHaveAttribute('aria-pressed', 'false');
}

/**
 * Plays the record's actions on the game screen, from the action `from` on (those before it came with the game:
 * setUpRecord's `played`); returns the engine's state at the end.
 */
export async function playRecord(page: Page, record: GameRecord, hooks: Hooks = {}, from = 0): Promise<GameState> {
	// The game as its record plays it, its version's rules included, up to where the screen takes over.
	const start = replay(record, from);
	if (!start.ok) throw new Error(start.reason);
	let game = start.value;
	const nameOf = (seat: Seat) => game.players[seat].name;
	const heading = (name: string | RegExp) => page.getByRole('heading', typeof name === 'string' ? exact(name) : { name });
	const button = (name: string | RegExp) => page.getByRole('button', typeof name === 'string' ? exact(name) : { name });
	const tap = async (what: string, target: Locator) => {
		await target.click();
		await hooks.afterTap?.(what);
	};
	const open = record.options.ballotMode === 'open';
	const app = record.options.narration === 'app';
	/** Everyone taking the phone, in real time: when the turn now began, by this machine's clock. */
	let turnTakenAt = 0;
	/** App-narrated: whether the holders of the role called now have the phone in hand. */
	let holding = false;

	/** Moves the page's clock on to `when` (the fake clock fires the screens' tickers once, at that time). */
	const timeTo = async (when: number) => {
		const now = pageTime.get(page);
		if (now === undefined) throw new Error('A record with a clock needs Playwright’s clock: setUpRecord with controlTime.');
		if (when > now) await page.clock.fastForward(when - now);
		pageTime.set(page, Math.max(now, when));
	};

	/** One night pick, tapped in the grid the screen offers for it. */
	const tapPick = async (action: Extract<Action, { type: 'night.pick' }>) => {
		const phase = game.phase;
		if (phase.kind !== 'night') throw new Error('a pick outside the night');
		const wake = currentWake(phase);
		if (app && !holding) {
			// The countdown, the call, and the holders pick the phone up.
			const called = phase.clock?.runningSince ?? pageTime.get(page) ?? 0;
			await timeTo(called + record.options.countdownSeconds * 1000);
			await expect(button(appNightWords.take)).toBeVisible();
			await hooks.onScreen?.(`night ${phase.night}: ${action.role} called`, 'narrator');
			await tap(`night: the ${action.role} take the phone`, button(appNightWords.take));
			holding = true;
		}
		await hooks.onScreen?.(`night ${phase.night}: ${action.role} awake`, app ? 'held-card' : 'narrator');
		const act = action.act ?? null;
		// "They all agree" when only one of them is awake is that one's own pick: the screen shows only their grid.
		const by = action.by === 'all' && wake?.actors.length === 1 ? wake.actors[0] : action.by;
		const nobody = nobodyLabel(wake?.role ?? action.role, act);
		const target = action.target === null ? nobody : nameOf(action.target);
		const killer = wake?.role === 'mafia' && rulesOf(record).mafiaKill === 'godfather' ? killerOf(game, wake.actors) : undefined;
		let legend: string;
		if (by === 'all') {
			legend = act === 'second' ? nightWords.agreedSecond : nightWords.agreed;
			const together = button(nightWords.agree);
			if (await together.isVisible()) await together.click();
		} else if (act !== null) {
			// The Witch's potions and a second victim: the grid is named after the pick.
			const split = button(nightWords.disagree);
			if (act === 'second' && (await split.isVisible())) await split.click();
			legend = nightWords.grid(nameOf(by), act);
		} else if (killer !== undefined) {
			legend = nightWords.grid(nameOf(by), by === killer ? 'kill' : 'advice');
		} else if ((wake?.actors.length ?? 0) > 1) {
			const split = button(nightWords.disagree);
			if (await split.isVisible()) await split.click();
			legend = nightWords.grid(nameOf(by), 'picks');
		} else legend = nightWords.grid(nameOf(by), 'points');
		await tap(`night: ${action.role} picks ${target}`, page.getByRole('group', exact(legend)).getByRole('button', exact(target)));
	};

	for (const recorded of record.actions.slice(from)) {
		const phase = game.phase;
		const action: Action = recorded;
		switch (action.type) {
			case 'card.seen': {
				const name = nameOf(action.seat);
				await expect(heading(cardWords.passTo(name))).toBeVisible();
				await hooks.onScreen?.(`deal: pass to ${name}`, 'table');
				await tap(`deal: I am ${name}`, button(cardWords.iAm(name)));
				await expect(heading(cardWords.yourCard(name))).toBeVisible();
				await hooks.onScreen?.(`deal: ${name}'s card, face down`, 'table');
				await holdTheCard(page, page.locator('button.card'), hooks, `deal: ${name}'s card`);
				await hooks.onScreen?.(`deal: ${name}'s card, let go`, 'table');
				await tap(`deal: ${name} done`, button(cardWords.passOn));
				break;
			}
			case 'night.start':
				await expect(button(duskWords.start)).toBeVisible();
				await hooks.onScreen?.('dusk', 'table');
				await tap('night starts', button(duskWords.start));
				holding = false;
				break;
			case 'night.pick':
				await tapPick(action);
				break;
			case 'night.next': {
				// "Done" needs a pick: the narrator taps "Nobody" for each holder who has not picked (a record
				// made before that rule may end a turn without one), then Done.
				const wake = phase.kind === 'night' ? currentWake(phase) : undefined;
				const owed = awaitingActs(game);
				const plain = owed.filter((o) => o.act === null).map((o) => o.by);
				const together = wake && plain.length > 1 && plain.length === wake.actors.length && rulesOf(record).mafiaKill !== 'godfather';
				const nobodies: { by: Seat | 'all'; act: NightAct | null }[] = together
					? [{ by: 'all', act: null }, ...owed.filter((o) => o.act !== null)]
					: owed;
				for (const { by, act } of nobodies) {
					const nobody: Action = { type: 'night.pick', role: wake!.role, by, target: null, ...(act ? { act } : {}) };
					await tapPick(nobody);
					const picked = applyAction(game, { ...nobody, at: pageTime.get(page) ?? recorded.at } as TimedAction);
					if (!picked.ok) throw new Error(`night.pick: ${picked.reason}`);
					game = picked.value;
				}
				await hooks.onScreen?.('night: before moving on', 'narrator');
				// Every call lasts its least time: the page's clock moves on to it (in real time, the tap waits for Done).
				const least = pageCallMin.get(page) ?? 0;
				if (least > 0 && pageTime.has(page) && game.phase.kind === 'night') await timeTo(game.phase.began + least * 1000);
				await tap('night: next role', button(new RegExp(`^(${escape(nightWords.done(false))}|${escape(nightWords.done(true))})$`)));
				break;
			}
			case 'clock.expire': {
				if (app && phase.kind === 'night') {
					if (holding) {
						await tap('night: the phone put down', button(appNightWords.putDown));
						holding = false;
						await hooks.onScreen?.(`night ${phase.night}: the phone put down`, 'narrator');
					} else {
						await hooks.onScreen?.(`night ${phase.night}: ${currentWake(phase)?.role} called, nobody moves`, 'narrator');
					}
				}
				const when = expiryOf(game);
				if (when === null) throw new Error('a clock ran out with no clock running');
				await timeTo(when);
				await hooks.afterTap?.(`${phase.kind}: the clock runs out`);
				break;
			}
			case 'clock.pause':
			case 'clock.resume':
				await tap(action.type, button(action.type === 'clock.pause' ? m.game_clock_pause() : m.game_clock_resume()));
				break;
			case 'morning.continue': {
				await expect(heading(morningWords.heading(phase.kind === 'morning' ? phase.deaths.map(nameOf) : []))).toBeVisible();
				const named = phase.kind === 'morning' && phase.deaths.length > 0 && record.options.revealOnNightDeath;
				await hooks.onScreen?.('morning', named ? 'revealed' : 'table');
				await tap('morning: continue', button(sharedWords.continue));
				break;
			}
			case 'word.next': {
				const speaker = phase.kind === 'lastWord' ? nameOf(phase.speakers[0]) : '';
				await expect(heading(lastWordWords.heading(speaker))).toBeVisible();
				await hooks.onScreen?.(`last word: ${speaker}`, 'table');
				await tap(`last word: ${speaker} done`, button(sharedWords.done));
				break;
			}
			case 'reveal.vote':
				await expect(heading(m.game_words_reveal_question())).toBeVisible();
				// The question and the answer name the side ("how many Mafia are alive"), never a player: public.
				await hooks.onScreen?.('count reveal: the show of hands', 'public');
				for (let i = 0; i < action.yes; i++) await button(countRevealWords.more).click();
				await tap(`count reveal: ${action.yes} say yes`, button(countRevealWords.count));
				break;
			case 'reveal.continue':
				await hooks.onScreen?.('count reveal: the result', 'public');
				await tap('count reveal: start the day', button(countRevealWords.startDay));
				break;
			case 'turn.next':
				await hooks.onScreen?.('talk: speaking in turn', 'table');
				await tap('talk: next speaker', button(speakingTurnsWords.nextSpeaker));
				break;
			case 'turn.reply': {
				if (phase.kind !== 'talk' || !phase.turns) throw new Error('a reply outside the turns');
				const speaker = nameOf(phase.turns.order[phase.turns.at]);
				await page.getByLabel(speakingTurnsWords.handsTo(speaker)).selectOption({ label: nameOf(action.to) });
				await tap(`talk: ${speaker} hands a reply to ${nameOf(action.to)}`, button(speakingTurnsWords.handReply));
				break;
			}
			case 'talk.end':
				const day = phase.kind === 'talk' ? phase.day : 1;
				await expect(heading(talkWords.heading(day))).toBeVisible();
				await hooks.onScreen?.('talk', 'table');
				await tap('talk: start the vote', button(talkWords.end(day)));
				break;
			case 'ballot.cast': {
				if (phase.kind !== 'ballot' || nextVoter(phase) !== action.voter) throw new Error('a vote out of turn');
				const voter = nameOf(action.voter);
				const target = action.target === null ? null : nameOf(action.target);
				if (open) {
					await expect(heading(ballotWords.openHeading(voter))).toBeVisible();
					await hooks.onScreen?.(`open vote: ${voter}`, 'table');
					await page.getByRole('group', exact(ballotWords.openLegend(voter))).getByRole('button', exact(target ?? ballotWords.abstains)).click();
					await tap(`open vote: ${voter} → ${target ?? 'abstains'}`, button(ballotWords.enter));
					break;
				}
				await expect(heading(ballotWords.passHeading(voter))).toBeVisible();
				await hooks.onScreen?.(`ballot: pass to ${voter}`, 'table');
				await tap(`ballot: I am ${voter}`, button(ballotWords.iAm(voter)));
				await hooks.onScreen?.(`ballot: ${voter} chooses`, 'table');
				await tap(
					`ballot: ${voter} chooses`,
					target === null ? button(ballotWords.abstain) : page.getByRole('group', exact(ballotWords.yourVote)).getByRole('button', exact(target))
				);
				await hooks.onScreen?.(`ballot: ${voter} confirms`, 'table');
				// Confirm hands the phone on, to the next voter's pass screen; after the last vote the phone is put down
				// first, and that screen's Done shows the table the result.
				await tap(`ballot: ${voter} confirms`, button(ballotWords.confirm));
				if (phase.voters.filter((v) => !(v in phase.votes)).length > 1) break;
				await expect(heading(ballotWords.sealed)).toBeVisible();
				await hooks.onScreen?.(`ballot: ${voter}'s vote sealed, the last`, 'table');
				await tap(`ballot: ${voter} puts the phone down`, button(sharedWords.done));
				break;
			}
			case 'last.pick': {
				if (phase.kind !== 'lastAct') throw new Error('a shot outside a last act');
				const hunter = nameOf(phase.by);
				const role = namesFor(record.preset, record.theme).roles[phase.act === 'successor' ? 'mayor' : 'hunter'];
				await expect(heading(lastActWords.heading(hunter, role))).toBeVisible();
				await hooks.onScreen?.(`${hunter}'s last shot`, 'revealed');
				const grid = page.getByRole('group', exact(lastActWords.grid(hunter, phase.act)));
				await tap(`${hunter} takes ${nameOf(action.target)}`, grid.getByRole('button', exact(nameOf(action.target))));
				break;
			}
			case 'last.continue':
				await hooks.onScreen?.('the last shot taken', 'revealed');
				await tap('last shot: continue', button(lastActWords.next));
				break;
			case 'verdict.continue': {
				const revealed = phase.kind === 'verdict' && phase.outcome.kind === 'out' && record.options.revealOnVoteOut;
				const outcome = phase.kind === 'verdict' ? phase.outcome : null;
				if (!outcome) throw new Error('a verdict outside the verdict');
				await expect(heading(verdictWords.heading(outcome.kind, outcome.kind === 'out' ? nameOf(outcome.seat) : undefined))).toBeVisible();
				await hooks.onScreen?.('verdict', revealed ? 'revealed' : 'table');
				await tap('verdict: continue', button(verdictWords.next(outcome.kind)));
				break;
			}
			case 'round.take': {
				const name = nameOf(action.seat);
				await expect(heading(roundWords.passHeading(name))).toBeVisible();
				await hooks.onScreen?.(`round: pass to ${name}`, 'table');
				await tap(`round: I am ${name}`, button(roundWords.iAm(name)));
				turnTakenAt = Date.now();
				break;
			}
			case 'round.pick': {
				const name = nameOf(action.seat);
				await expect(heading(roundWords.turnHeading(name))).toBeVisible();
				await hooks.onScreen?.(`round: ${name}'s turn`, 'table');
				await holdTheCard(page, page.locator('button.card'), hooks, `round: ${name}'s night`);
				const target = action.target === null ? roundWords.nobody : nameOf(action.target);
				await tap(`round: ${name} chooses`, page.getByRole('group', exact(roundWords.yourChoice)).getByRole('button', exact(target)));
				await hooks.onScreen?.(`round: ${name} has chosen`, 'table');
				await tap(`round: ${name} confirms`, button(roundWords.confirm));
				break;
			}
			case 'round.pass': {
				if (phase.kind !== 'round' || !phase.turn) throw new Error('a turn passed on before it began');
				const name = nameOf(phase.order[phase.at]);
				await expect(heading(roundWords.doneHeading(name))).toBeVisible();
				await hooks.onScreen?.(`round: ${name}'s choice is in`, 'table');
				await holdTheCard(page, page.locator('button.card'), hooks, `round: ${name}'s answer`);
				// A turn cannot end before its least time: the page's clock moves on to it (in real time, it is waited for).
				const least = (record.options.turnMinSeconds ?? 8) * 1000;
				if (pageTime.has(page)) await timeTo(phase.turn.began + least);
				else await page.waitForTimeout(Math.max(0, turnTakenAt + least + 250 - Date.now()));
				await tap(`round: ${name} passes the phone`, button(roundWords.done));
				break;
			}
			default:
				throw new Error(`tests/e2e/drive.ts does not know how to tap "${action.type}" yet.`);
		}
		// The page stamps each tap with its own time: the mirror does the same, so their clocks agree.
		const at = action.type === 'clock.expire' ? (expiryOf(game) ?? recorded.at) : (pageTime.get(page) ?? recorded.at);
		const next = applyAction(game, { ...action, at } as TimedAction);
		if (!next.ok) throw new Error(`${action.type}: ${next.reason}`);
		game = next.value;
	}
	if (game.phase.kind === 'ended') {
		await expect(page.locator('#end-title')).toBeVisible();
		await hooks.onScreen?.('the end', 'end');
	}
	return game;
}
