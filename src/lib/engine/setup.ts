import { APP_COUNTDOWN_RANGE, APP_TURN_RANGE, APP_WAKE_SECONDS, CLOCK_RANGE, PRESETS, countCards, configOfTable, rulesOf, type RuleTable } from './presets';
import { checkCustomTable } from './custom-rules';
import { STORY_CAST } from './story-cast';
import { checkTurnMin, turnMinOf } from './round';
import { checkCallMin } from './call-length';
import { ROLE_ORDER, ROLES } from './roles';
import { namesFor, type ThemeNames } from './names';
import { checkNames, nameKey, tidyName, type Confusables } from './player-names';
import { shuffle, streamFor, isSeed } from './random';
import type { Checked, GameConfig, GameOptions, GameState, PresetId, RoleCounts, RoleId } from './types';
import { ok, refuse } from './types';
import { roleWords } from '../i18n/grammar';
import { m } from '../paraglide/messages.js';

/**
 * The counts the source suggests for a table of `players`. `classic`: about a quarter to a
 * third killers (2 at 7–8, 3 at 10–11), one Detective, a Doctor from seven players up.
 */
export function suggestRoles(preset: PresetId, players: number): RoleCounts {
	const n = Math.max(players, 0);
	let counts: RoleCounts;
	switch (preset) {
		case 'classic': {
			const mafia = n >= 10 ? 3 : n >= 7 ? 2 : 1;
			counts = { mafia, detective: 1, doctor: n >= 7 ? 1 : 0 };
			break;
		}
		case 'clocked': {
			const mafia = n >= 10 ? 3 : n >= 7 ? 2 : 1;
			counts = { mafia, detective: 1, doctor: 1 };
			break;
		}
		// A custom table starts from the widest source's suggestion; the host then deals what they like.
		case 'custom':
		case 'storyteller': {
			const mafia = n >= 16 ? 4 : n >= 12 ? 3 : n >= 7 ? 2 : 1;
			counts = {
				mafia,
				detective: 1,
				doctor: n >= 5 ? 1 : 0,
				seductress: n >= 9 ? 1 : 0,
				jester: n >= 12 ? 1 : 0
			};
			break;
		}
		case 'godfather': {
			if (n >= 12) counts = { godfather: 1, mafia: 2, lecter: 1, doctor: 1, detective: 1, sniper: 1, diehard: 1 };
			else if (n >= 8) counts = { godfather: 1, mafia: 2, doctor: 1, detective: 1, sniper: 1, diehard: 1 };
			else if (n === 7) counts = { godfather: 1, mafia: 1, doctor: 1, detective: 1, sniper: 1 };
			else if (n === 6) counts = { godfather: 1, mafia: 1, doctor: 1, detective: 1 };
			else counts = { godfather: 1, doctor: 1, detective: 1 };
			break;
		}
	}
	return withVillagers(counts, n);
}

/** The Villagers are whoever is left once the other roles are dealt. */
export function withVillagers(counts: RoleCounts, players: number): RoleCounts {
	const others = countCards({ ...counts, villager: 0 });
	return { ...counts, villager: Math.max(players - others, 0) };
}

/** Everything wrong with the role counts for this rule set, in words, in the names the table chose (its theme). */
export function checkRoles(table: RuleTable, players: number, roles: RoleCounts, theme?: ThemeNames): string[] {
	const preset = configOfTable(table).preset;
	const { title } = PRESETS[preset];
	const rules = rulesOf(table);
	// Named only in a refusal: every deal and every replay checks the counts, and most pass.
	const names = () => namesFor(preset, theme).roles;
	const problems: string[] = [];
	const count = (role: RoleId) => roles[role] ?? 0;

	for (const role of ROLE_ORDER) {
		const n = roles[role];
		if (n === undefined || n === 0) continue;
		if (!Number.isInteger(n) || n < 0) problems.push(m.refusal_setup_count_whole(roleWords(names()[role])));
		else if (!rules.roles.includes(role)) problems.push(m.refusal_setup_role_absent({ ...roleWords(names()[role]), preset: title }));
	}
	const single = ['detective', 'doctor', 'seductress', 'jester', 'godfather', 'lecter', 'sniper', 'diehard', 'lycan', 'bodyguard', 'idiot', 'witch', 'elder', 'serialkiller', 'wolfcub', 'hunter', 'cupid', 'mayor'] as const;
	for (const role of single) {
		if (count(role) > 1) problems.push(m.refusal_setup_at_most_one(roleWords(names()[role])));
	}
	const dealt = countCards(roles);
	if (dealt !== players) {
		problems.push(m.refusal_setup_cards({ dealt, players }));
	}
	if (rules.roleSetup === 'fixed') {
		const table = suggestRoles(preset, players);
		const same = ROLE_ORDER.every((role) => count(role) === (table[role] ?? 0));
		if (!same) problems.push(m.refusal_setup_fixed({ preset: title, players }));
		return problems;
	}
	const mafia = ROLE_ORDER.filter((r) => ROLES[r].countsAsMafia).reduce((s, r) => s + count(r), 0);
	if (mafia < 1) problems.push(m.refusal_setup_min_mafia(roleWords(names().mafia)));
	if (mafia > rules.maxMafia) problems.push(m.refusal_setup_max_mafia({ ...roleWords(names().mafia), preset: title, max: rules.maxMafia }));
	if (mafia >= players - mafia && mafia >= 1) {
		problems.push(m.refusal_setup_mafia_majority({ ...roleWords(names().mafia), count: mafia, rest: players - mafia }));
	}
	if (count('villager') < rules.minVillagers) {
		problems.push(m.refusal_setup_min_villagers({ ...roleWords(names().villager), count: count('villager'), min: rules.minVillagers }));
	}
	return problems;
}

/** Everything wrong with the options, in words (a clock outside 5 s–60 min, a negative count, an app turn too short). */
export function checkOptions(options: GameOptions): string[] {
	const problems: string[] = [];
	const clocks: [keyof GameOptions, () => string][] = [
		['nightSeconds', m.refusal_setup_clock_night],
		['talkSeconds', m.refusal_setup_clock_talk],
		['voteSeconds', m.refusal_setup_clock_vote],
		['lastWordSeconds', m.refusal_setup_clock_last_word]
	];
	for (const [key, outOfRange] of clocks) {
		const value = options[key];
		if (value === null) continue;
		if (typeof value !== 'number' || !Number.isFinite(value) || value < CLOCK_RANGE.min || value > CLOCK_RANGE.max) {
			problems.push(outOfRange());
		}
	}
	if (options.narration === 'app') problems.push(...checkAppNarration(options));
	if (options.narration === 'round') problems.push(...checkRoundNight(options));
	// A narrator's call: its least time, when the game has one (a game set up before it has none).
	const call = options.narration === 'narrator' && options.callMinSeconds !== undefined ? checkCallMin(options.callMinSeconds) : null;
	if (call) problems.push(call);
	return problems;
}

/** Everyone takes the phone: the least time of a turn, and no vote that needs a narrator to enter it. */
function checkRoundNight(options: GameOptions): string[] {
	const problems: string[] = [];
	const least = checkTurnMin(turnMinOf(options));
	if (least) problems.push(least);
	if (options.ballotMode === 'open') {
		problems.push(m.refusal_round_open_vote());
	}
	return problems;
}

/** The app runs the night: its countdown and turn length, and no vote that needs a narrator to enter it. */
function checkAppNarration(options: GameOptions): string[] {
	const problems: string[] = [];
	const countdown = options.countdownSeconds;
	if (!Number.isInteger(countdown) || countdown < APP_COUNTDOWN_RANGE.min || countdown > APP_COUNTDOWN_RANGE.max) {
		problems.push(m.refusal_setup_countdown(APP_COUNTDOWN_RANGE));
	}
	const turn = options.nightSeconds ?? APP_WAKE_SECONDS;
	if (typeof turn !== 'number' || !Number.isFinite(turn) || turn < APP_TURN_RANGE.min || turn > APP_TURN_RANGE.max) {
		problems.push(m.refusal_setup_app_turn({ min: APP_TURN_RANGE.min }));
	}
	if (options.ballotMode === 'open') {
		problems.push(m.refusal_setup_app_open_vote());
	}
	return problems;
}

/**
 * Everything that stops this table from being dealt, in words; empty when it can start. With the confusable
 * mapping (setup has it) a name that only looks like another is refused too; replaying a game already on this
 * phone goes without it, so a table once dealt is never refused later for names it was allowed.
 */
export function checkTable(config: GameConfig, confusables?: Confusables): string[] {
	const preset = (PRESETS as Partial<typeof PRESETS>)[config.preset];
	if (!preset) return [m.refusal_setup_no_rule_set({ preset: String(config.preset) })];
	const problems: string[] = [];
	const n = config.players.length;
	const { min, max } = preset.rules.players;
	if (n < min) problems.push(m.refusal_setup_too_few({ preset: preset.title, min, count: n }));
	if (n > max) problems.push(m.refusal_setup_too_many({ preset: preset.title, max, count: n }));
	problems.push(...checkNames(config.players, confusables));
	if (n >= min && n <= max) problems.push(...checkRoles(config, n, config.roles, config.theme));
	problems.push(...checkCustomTable(config));
	if (!preset.playable) problems.push(m.refusal_setup_not_playable({ preset: preset.title }));
	problems.push(...checkOptions(config.options));
	if (preset && config.options.revealOnNightDeath && !preset.rules.mayReveal.night) {
		problems.push(m.refusal_setup_reveal_night({ preset: preset.title }));
	}
	if (preset && config.options.revealOnVoteOut && !preset.rules.mayReveal.vote) {
		problems.push(m.refusal_setup_reveal_vote({ preset: preset.title }));
	}
	if (!isSeed(config.seed)) problems.push(m.refusal_setup_no_seed());
	problems.push(...checkRoundRoles(config), ...checkRoleNames(config));
	return problems;
}

/**
 * A pass-round night cannot run the roles that need the killers' picks known first: every turn there is one choice,
 * made in seat order, so the Witch could not be shown tonight's victim, nor the killers make a second pick, nor Cupid
 * link two players.
 */
function checkRoundRoles(config: GameConfig): string[] {
	if (config.options.narration !== 'round') return [];
	const names = namesFor(config.preset, config.theme).roles;
	const why = { witch: m.refusal_round_witch, wolfcub: m.refusal_round_wolfcub, cupid: m.refusal_round_cupid };
	return (['cupid', 'witch', 'wolfcub'] as const).filter((role) => (config.roles[role] ?? 0) > 0).map((role) => why[role](roleWords(names[role])));
}

/** Two roles dealt under one name would leave the table unable to tell them apart (a theme's, or one the host typed). */
function checkRoleNames(config: GameConfig): string[] {
	const names = namesFor(config.preset, config.theme).roles;
	const dealt = ROLE_ORDER.filter((role) => (config.roles[role] ?? 0) > 0);
	const seen = new Map<string, RoleId>();
	const problems: string[] = [];
	for (const role of dealt) {
		const key = nameKey(names[role].one);
		if (seen.has(key)) problems.push(m.refusal_setup_same_name({ name: names[role].one }));
		else seen.set(key, role);
	}
	return problems;
}

/** The cards of a table, shuffled by the seed: the role of each seat in seat order. */
export function deal(config: GameConfig): RoleId[] {
	// A plain loop: flatMap made an array per role of the game (most of them empty) at every deal.
	const cards: RoleId[] = [];
	for (const role of ROLE_ORDER) for (let n = config.roles[role] ?? 0; n > 0; n--) cards.push(role);
	return shuffle(cards, streamFor(config.seed, 'deal'));
}

/** `storyteller`: a story character for each seat, drawn from the cast by the seed; neutral, never a hint. */
export function castCharacters(config: GameConfig): number[] {
	const order = shuffle(
		STORY_CAST.map((_, i) => i),
		streamFor(config.seed, 'characters')
	);
	return config.players.map((_, seat) => order[seat % order.length]);
}

/** A new game at its first step (the first player's card), or why this table cannot start. */
export function newGame(config: GameConfig): Checked<GameState> {
	const problems = checkTable(config);
	if (problems.length > 0) return refuse(problems.join(' '));
	const tidy: GameConfig = { ...config, players: config.players.map(tidyName) };
	const roles = deal(tidy);
	return ok({
		config: tidy,
		players: tidy.players.map((name, seat) => ({ seat, name, role: roles[seat], alive: true })),
		phase: { kind: 'deal', next: 0 },
		lastNight: [],
		log: [],
		revealed: [],
		winner: null,
		characters: config.preset === 'storyteller' ? castCharacters(tidy) : null,
		silenced: null,
		absorbed: [],
		jestersOut: [],
		mafiaMet: false,
		reveals: { left: tidy.options.countReveals, due: false }
	});
}
