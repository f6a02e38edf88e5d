import { expect, type Page } from '@playwright/test';
import {
	PRESETS,
	ROLE_ORDER,
	applyAction,
	configOf,
	currentWake,
	namesFor,
	newGame,
	nextVoter,
	type GameRecord,
	type GameState,
	type RoleId,
	type Seat
} from '../../src/lib/engine/index';
import { fixSeed } from './table';

/**
 * Plays any game record through the real screens, tap by tap, as its table would: setup from the record
 * (rule set, names, counts, options, and its seed), then every action. The engine follows along so the
 * driver knows whose turn it is and who is awake. After each screen and each tap a hook sees the page:
 * the privacy scan reads it, the reload test reloads it. A new preset's phases are taught here.
 */

/**
 * Who may see a screen, for the privacy scan: only 'table' screens must hold no role. 'revealed': a role the
 * rules tell the table (a vote-out with reveal on; a night death where the rule set names it). 'public': setup,
 * where the counts of each role are told to everyone.
 */
export type Audience = 'table' | 'held-card' | 'narrator' | 'revealed' | 'end' | 'public';

export interface Hooks {
	/** A screen is up (before its tap). */
	onScreen?: (what: string, audience: Audience) => Promise<void>;
	/** A tap moved the game (after the screen it led to is up). */
	afterTap?: (what: string) => Promise<void>;
}

const exact = (name: string) => ({ name, exact: true });

/** The stepper counts of the rule set's roles (the Villagers are whoever is left). */
const countedRoles = (record: GameRecord): RoleId[] =>
	ROLE_ORDER.filter((role) => role !== 'villager' && PRESETS[record.preset].rules.roles.includes(role));

const TALK_LABELS: Record<string, string> = { null: 'Off', 120: '2 min', 180: '3 min', 300: '5 min' };

/** Setup as the host does it, from the record: the game that starts is the record's game (same seed, same deal). */
export async function setUpRecord(page: Page, record: GameRecord, hooks: Hooks = {}, home = '/') {
	await fixSeed(page, record.seed);
	await page.goto(home);
	await hooks.onScreen?.('home', 'table');
	await page.getByRole('link', exact('New game')).click();
	await expect(page.getByRole('heading', exact('New game'))).toBeVisible();
	await page.getByRole('radio', { name: PRESETS[record.preset].title }).check();
	const seats = page.getByRole('textbox', { name: /^Seat \d+$/ });
	while ((await seats.count()) < record.players.length) await page.getByRole('button', exact('Add a player')).click();
	while ((await seats.count()) > record.players.length) await page.getByRole('button', { name: /^Remove / }).last().click();
	for (const [i, name] of record.players.entries()) await seats.nth(i).fill(name);

	const names = namesFor(record.preset).roles;
	for (const role of countedRoles(record)) {
		const row = page.locator('li', { has: page.locator('.name', { hasText: new RegExp(`^${names[role].many}$`) }) });
		const want = record.roles[role] ?? 0;
		for (let guard = 0; guard < 20; guard++) {
			const now = Number((await row.locator('output').innerText()).match(/^\d+/)?.[0]);
			if (now === want) break;
			await row.getByRole('button', exact(`${now < want ? 'More' : 'Fewer'} ${names[role].many}`)).click();
		}
	}
	const o = record.options;
	await page.getByRole('checkbox', { name: 'Reveal the role of a player voted out' }).setChecked(o.revealOnVoteOut);
	await page.getByRole('radio', { name: o.ballotMode === 'open' ? /^Open/ : /^Secret/ }).check();
	await page.getByRole('checkbox', { name: 'Call dead roles at night' }).setChecked(o.callDeadRoles);
	await page.getByRole('radio', exact(TALK_LABELS[String(o.talkSeconds)])).check();
	await hooks.onScreen?.('setup', 'public');
	await page.getByRole('button', exact('Start')).click();
	await expect(page).toHaveURL(/\/game\?id=/);
}

async function holdTheCard(page: Page, hooks: Hooks, what: string) {
	const card = page.locator('button.card');
	const box = await card.boundingBox();
	if (!box) throw new Error('no card to hold');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await expect(card).toHaveAttribute('aria-pressed', 'true');
	await hooks.onScreen?.(`${what}, held`, 'held-card');
	await page.mouse.up();
	await expect(card).toHaveAttribute('aria-pressed', 'false');
}

/** Plays the record's actions on the game screen; returns the engine's state at the end. */
export async function playRecord(page: Page, record: GameRecord, hooks: Hooks = {}): Promise<GameState> {
	const start = newGame(configOf(record));
	if (!start.ok) throw new Error(start.reason);
	let game = start.value;
	const nameOf = (seat: Seat) => game.players[seat].name;
	const heading = (name: string) => page.getByRole('heading', exact(name));
	const tap = async (what: string, button: ReturnType<Page['getByRole']>) => {
		await button.click();
		await hooks.afterTap?.(what);
	};
	const open = record.options.ballotMode === 'open';

	for (const action of record.actions) {
		const phase = game.phase;
		switch (action.type) {
			case 'card.seen': {
				const name = nameOf(action.seat);
				await expect(heading(`Pass the phone to ${name}`)).toBeVisible();
				await hooks.onScreen?.(`deal: pass to ${name}`, 'table');
				await tap(`deal: I am ${name}`, page.getByRole('button', exact(`I am ${name}`)));
				await expect(heading(`${name}, this is your card`)).toBeVisible();
				await hooks.onScreen?.(`deal: ${name}'s card, face down`, 'table');
				await holdTheCard(page, hooks, `deal: ${name}'s card`);
				await hooks.onScreen?.(`deal: ${name}'s card, let go`, 'table');
				await tap(`deal: ${name} done`, page.getByRole('button', exact('Done — pass the phone on')));
				break;
			}
			case 'night.start':
				await expect(page.getByRole('button', exact('Start the night'))).toBeVisible();
				await hooks.onScreen?.('dusk', 'table');
				await tap('night starts', page.getByRole('button', exact('Start the night')));
				break;
			case 'night.pick': {
				if (phase.kind !== 'night') throw new Error('a pick outside the night');
				const wake = currentWake(phase);
				await hooks.onScreen?.(`night ${phase.night}: ${action.role} awake`, 'narrator');
				const target = action.target === null ? 'Nobody' : nameOf(action.target);
				let legend: string;
				if (action.by === 'all') legend = 'They all agree on…';
				else if ((wake?.actors.length ?? 0) > 1) {
					const split = page.getByRole('button', exact('They disagree: enter each pick'));
					if (await split.isVisible()) await split.click();
					legend = `${nameOf(action.by)} picks…`;
				} else legend = `${nameOf(action.by)} points at…`;
				await tap(`night: ${action.role} picks ${target}`, page.getByRole('group', exact(legend)).getByRole('button', exact(target)));
				break;
			}
			case 'night.next':
				await hooks.onScreen?.('night: before moving on', 'narrator');
				await tap('night: next role', page.getByRole('button', { name: /^Done — (next role|end the night)$/ }));
				break;
			case 'morning.continue': {
				await expect(page.getByRole('heading', { name: / died$|^Nobody died$/ })).toBeVisible();
				const named = phase.kind === 'morning' && phase.deaths.length > 0 && PRESETS[record.preset].rules.nightDeathNamesRole;
				await hooks.onScreen?.('morning', named ? 'revealed' : 'table');
				await tap('morning: continue', page.getByRole('button', exact('Continue')));
				break;
			}
			case 'clock.pause':
			case 'clock.resume':
				await tap(action.type, page.getByRole('button', exact(action.type === 'clock.pause' ? 'Pause the clock' : 'Resume the clock')));
				break;
			case 'talk.end':
				await expect(heading('Talk')).toBeVisible();
				await hooks.onScreen?.('talk', 'table');
				await tap('talk: start the vote', page.getByRole('button', exact('Start the vote')));
				break;
			case 'ballot.cast': {
				if (phase.kind !== 'ballot' || nextVoter(phase) !== action.voter) throw new Error('a vote out of turn');
				const voter = nameOf(action.voter);
				const target = action.target === null ? null : nameOf(action.target);
				if (open) {
					await expect(heading(`${voter} votes for…`)).toBeVisible();
					await hooks.onScreen?.(`open vote: ${voter}`, 'table');
					await page.getByRole('group', exact(`${voter}'s vote`)).getByRole('button', exact(target ?? 'Abstains')).click();
					await tap(`open vote: ${voter} → ${target ?? 'abstains'}`, page.getByRole('button', exact('Enter the vote')));
					break;
				}
				await expect(heading(`Pass the phone to ${voter}`)).toBeVisible();
				await hooks.onScreen?.(`ballot: pass to ${voter}`, 'table');
				await tap(`ballot: I am ${voter}`, page.getByRole('button', exact(`I am ${voter}`)));
				await hooks.onScreen?.(`ballot: ${voter} chooses`, 'table');
				await tap(
					`ballot: ${voter} chooses`,
					target === null ? page.getByRole('button', exact('Abstain')) : page.getByRole('group', exact('Your vote')).getByRole('button', exact(target))
				);
				await hooks.onScreen?.(`ballot: ${voter} confirms`, 'table');
				await tap(`ballot: ${voter} confirms`, page.getByRole('button', exact('Confirm my vote')));
				await expect(heading('Your vote is sealed')).toBeVisible();
				await hooks.onScreen?.(`ballot: ${voter}'s vote sealed`, 'table');
				await tap(`ballot: ${voter} passes the phone`, page.getByRole('button', exact('Done')));
				break;
			}
			case 'verdict.continue': {
				const revealed = phase.kind === 'verdict' && phase.outcome.kind === 'out' && record.options.revealOnVoteOut;
				await expect(page.getByRole('heading', { name: / goes$|^Nobody goes$|^A tie: vote again$/ })).toBeVisible();
				await hooks.onScreen?.('verdict', revealed ? 'revealed' : 'table');
				await tap('verdict: continue', page.getByRole('button', { name: /^(Continue|Start the revote)$/ }));
				break;
			}
		}
		const next = applyAction(game, action);
		if (!next.ok) throw new Error(`${action.type}: ${next.reason}`);
		game = next.value;
	}
	if (game.phase.kind === 'ended') {
		await expect(page.getByRole('heading', { name: / wins?\.$/ })).toBeVisible();
		await hooks.onScreen?.('the end', 'end');
	}
	return game;
}
