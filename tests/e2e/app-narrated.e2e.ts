import { expect, test, type Page } from './ready';
import { castVote, expectNoRoleOnScreen, fixSeed, readCard, setUpTable, letTheAppNarrate } from './table';

/**
 * The worked game again, with nobody sitting out: the phone lies on the table and narrates.
 * It counts down, calls each role aloud for the same time whether or not anybody acts, the
 * holders pick it up, choose and put it down, and the Detective sees his answer plainly on his turn.
 * Speech is the phone's own (faked here, to hear what it says); time is Playwright's clock.
 */
const PLAYERS = ['Alice', 'Ben', 'Cara', 'Dev', 'Eve', 'Finn', 'Gus'];
const ROLES: Record<string, RegExp> = {
	Alice: /Villager/,
	Ben: /Killer[\s\S]*Your partners: Eve/,
	Cara: /Detective/,
	Dev: /Doctor/,
	Eve: /Killer[\s\S]*Your partners: Ben/,
	Finn: /Villager/,
	Gus: /Villager/
};
const START = new Date('2026-11-30T20:00:00Z').getTime();
/** The countdown before each call, and each role's turn (the app's default when no night clock is set). */
const COUNTDOWN = 5_000;
const TURN = 30_000;

/** A stand-in for the phone's voices that records every line and ends it at once. */
async function recordSpeech(page: Page) {
	await page.addInitScript(() => {
		const said: string[] = [];
		(window as unknown as { said: string[] }).said = said;
		class Utterance {
			text: string;
			onend: (() => void) | null = null;
			onerror: (() => void) | null = null;
			voice = null;
			volume = 1;
			rate = 1;
			lang = 'en';
			constructor(text: string) {
				this.text = text;
			}
		}
		const voice = { name: 'Table', lang: 'en-GB', voiceURI: 'table', localService: true, default: true };
		const synth = {
			speaking: false,
			pending: false,
			getVoices: () => [voice],
			speak(u: Utterance) {
				said.push(u.text);
				setTimeout(() => u.onend?.(), 10);
			},
			cancel() {},
			pause() {},
			resume() {},
			addEventListener() {},
			removeEventListener() {}
		};
		Object.defineProperty(window, 'speechSynthesis', { value: synth });
		Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
	});
}

/** A role's name on the table's screen only as the call itself: "Killers, open your eyes", "Killers' turn". */
const CALLED_ROLE_ONLY = /\b(Killers?|Detectives?|Doctors?|Villagers?)\b(?!, open your eyes|'s? turn)/;

const heard = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.join(' | '));

/** One role's turn: the countdown, the call, the holders' choice (if any), and the rest of the turn. */
async function turn(page: Page, call: RegExp, choose?: () => Promise<void>) {
	await expect(page.getByRole('heading', { name: /Next call in/ })).toBeVisible();
	await page.clock.fastForward(COUNTDOWN);
	await expect(page.getByText(call)).toBeVisible();
	if (choose) {
		await page.getByRole('button', { name: 'We have the phone' }).click();
		await choose();
		await page.getByRole('button', { name: 'Done — put the phone down' }).click();
	}
	// Whatever happened, the screen is the one the table would see had nobody moved.
	await expect(page.getByRole('button', { name: 'We have the phone' })).toBeVisible();
	await expectNoRoleOnScreen(page, CALLED_ROLE_ONLY);
	await page.clock.fastForward(TURN);
}

const pick = (page: Page, legend: string | RegExp, name: string) =>
	page.getByRole('group', { name: legend }).getByRole('button', { name: new RegExp(`^${name}`) }).click();

test('app-narrated: the worked game with the phone on the table, from setup to the winners', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await recordSpeech(page);
	await page.clock.install({ time: START });
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS, undefined, letTheAppNarrate);
	for (const name of PLAYERS) await readCard(page, name, ROLES[name]);
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

	// Night 1: Ben and Eve choose Alice; Dev covers Finn; Cara checks Ben and sees "killer".
	await expect(page.getByRole('heading', { name: 'Put the phone in the middle of the table' })).toBeVisible();
	await page.getByRole('button', { name: 'Start the night' }).click();
	await turn(page, /Killers, open your eyes/, () => pick(page, 'They all agree on…', 'Alice'));
	await turn(page, /Doctor, open your eyes/, () => pick(page, 'Dev points at…', 'Finn'));
	await turn(page, /Detective, open your eyes/, async () => {
		await pick(page, 'Cara points at…', 'Ben');
		// His turn, every other eye closed: the answer is shown plainly, with nothing to hold and nothing to miss.
		await expect(page.getByRole('status').filter({ hasText: 'Ben is a Killer' })).toBeVisible();
		await expect(page.locator('button.card')).toHaveCount(0);
	});

	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();
	for (const [voter, target] of [['Ben', 'Cara'], ['Cara', 'Ben'], ['Dev', 'Ben'], ['Eve', 'Cara'], ['Finn', 'Ben'], ['Gus', null]] as const) {
		await castVote(page, voter, target);
	}
	await expect(page.getByRole('heading', { name: 'Ben goes' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();

	// Night 2: Eve alone chooses Cara; Dev covers Cara; Cara checks Finn.
	await page.getByRole('button', { name: 'Start the night' }).click();
	await turn(page, /Killers, open your eyes/, () => pick(page, 'Eve points at…', 'Cara'));
	await turn(page, /Doctor, open your eyes/, () => pick(page, 'Dev points at…', 'Cara'));
	await turn(page, /Detective, open your eyes/, () => pick(page, 'Cara points at…', 'Finn'));
	await expect(page.getByRole('heading', { name: 'Nobody died' })).toBeVisible();
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.getByRole('button', { name: 'Start the vote' }).click();
	for (const [voter, target] of [['Cara', 'Eve'], ['Dev', 'Eve'], ['Eve', 'Gus'], ['Finn', 'Eve'], ['Gus', 'Finn']] as const) {
		await castVote(page, voter, target);
	}
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByRole('heading', { name: 'Town wins.' })).toBeVisible();

	// The phone said it all aloud, in order, one line after another, and never named who holds a role.
	await page.clock.resume();
	await expect
		.poll(() => heard(page), { timeout: 20_000 })
		.toMatch(/Killers, open your eyes[\s\S]*Doctor, open your eyes[\s\S]*Detective, open your eyes[\s\S]*Alice died in the night/);
	await expect
		.poll(() => heard(page), { timeout: 20_000 })
		.toMatch(/Ben \(Killer\) goes[\s\S]*Nobody died in the night[\s\S]*Eve \(Killer\) goes[\s\S]*Town wins/);
	expect(await heard(page)).not.toMatch(/Ben is a Killer|Finn is not/);
	expect(errors).toEqual([]);
});

test("app-narrated: the turn's time left is on screen, warns from 10 s, and a pick in the last seconds counts", async ({ page }) => {
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const buzzes: unknown[] = [];
	// The countdown's ticks buzz too (15 ms each); a turn's warning is the one 120 ms buzz.
	const warnings = () => buzzes.filter((pattern) => pattern === 120);
	await page.exposeFunction('recordBuzz', (pattern: unknown) => void buzzes.push(pattern));
	await page.addInitScript(() => {
		Object.defineProperty(navigator, 'vibrate', {
			value: (pattern: unknown) => ((window as unknown as { recordBuzz: (p: unknown) => void }).recordBuzz(pattern), true)
		});
	});
	await recordSpeech(page);
	await page.clock.install({ time: START });
	await fixSeed(page, 232);

	// The turn length is this phone's setting; setup takes it into the game.
	await page.goto('/settings');
	// A choice made before the page has started is not saved (the select is only HTML until then): make it until the
	// phone keeps it, as a player would once the page answers.
	const turn = page.getByRole('combobox', { name: "Each role's turn at night" });
	await expect(async () => {
		await turn.selectOption('20');
		await page.reload();
		await expect(turn).toHaveValue('20', { timeout: 2000 });
	}).toPass();
	await page.goto('/');
	await setUpTable(page, PLAYERS, undefined, async (p) => {
		await letTheAppNarrate(p);
		await expect(p.getByText('The phone reads each call aloud (Table) and shows it on screen.')).toBeVisible();
		await expect(p.getByRole('group', { name: "Each role's turn" }).getByRole('radio', { name: '20 s', exact: true })).toBeChecked();
		await expect(p.getByRole('radio', { name: /^Open/ })).toHaveCount(0);
	});
	for (const name of PLAYERS) await readCard(page, name, ROLES[name]);
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
	await page.getByRole('button', { name: 'Start the night' }).click();

	// The Killers are called: the phone on the table shows their turn and its 20 s.
	await page.clock.fastForward(COUNTDOWN);
	const timeLeft = page.getByRole('timer', { name: 'Time left in this turn' });
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Killers' turn");
	await expect(timeLeft).toContainText('0:20');
	await expect(timeLeft).not.toContainText('pick now');
	// The Killers wait until the last seconds; the warning comes at 10 s, on screen and as one buzz.
	await page.clock.fastForward(10_000);
	await expect(timeLeft).toContainText('10 s left: pick now');
	await expect.poll(() => warnings().length).toBe(1);
	await page.clock.fastForward(5_000);
	await page.getByRole('button', { name: 'We have the phone' }).click();
	await expect(timeLeft).toContainText(/[45] s left: pick now/);
	await pick(page, 'They all agree on…', 'Alice');
	await page.clock.fastForward(2_000);
	await expect(timeLeft).toContainText(/[23] s left: pick now/);
	await page.getByRole('button', { name: 'Done — put the phone down' }).click();
	// Put down: the table's screen, and its button still hands the phone back.
	await expect(page.getByRole('button', { name: 'We have the phone' })).toBeVisible();
	await expectNoRoleOnScreen(page, CALLED_ROLE_ONLY);
	await page.clock.fastForward(3_000);

	// The Doctor and the Detective let their turns run out; each turn warns the same way.
	for (const [i, role] of (["Doctor's turn", "Detective's turn"] as const).entries()) {
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Next call in/);
		await page.clock.fastForward(COUNTDOWN);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(role);
		await expect(timeLeft).toContainText('0:20');
		await page.clock.fastForward(12_000);
		await expect(timeLeft).toContainText('8 s left: pick now');
		await expect.poll(() => warnings().length).toBe(2 + i);
		await page.clock.fastForward(8_000);
	}

	// The pick made with seconds to spare counted.
	await expect(page.getByRole('heading', { name: 'Alice died' })).toBeVisible();
	expect(errors).toEqual([]);
});

test('app-narrated: after a reload mid-turn the phone says only whose turn it is, not the whole call again', async ({ page }) => {
	test.setTimeout(90_000);
	await recordSpeech(page);
	await page.clock.install({ time: START });
	await fixSeed(page, 232);
	await setUpTable(page, PLAYERS, undefined, letTheAppNarrate);
	for (const name of PLAYERS) await readCard(page, name, ROLES[name]);
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
	await page.getByRole('button', { name: 'Start the night' }).click();
	await page.clock.fastForward(COUNTDOWN);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Killers' turn");
	await page.clock.runFor(1_000);
	await expect.poll(() => heard(page)).toMatch(/Killers, open your eyes/);
	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Killers' turn");
	await page.clock.runFor(3_000);
	await expect.poll(() => heard(page)).toBe("Killers' turn");
});
