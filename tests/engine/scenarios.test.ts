import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRESETS, readRecord, replay, tableStory, type GameRecord, type PresetId, type Team } from '../../src/lib/engine/index';
import { fixtureFiles } from '../../scripts/make-fixtures';
import { replayCommand } from '../../scripts/replay/command';

// Every game record in tests/fixtures/records/, replayed through the engine to the winners its
// source document's rules give. Kept here by name, not read from the script that wrote them.

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = `${root}tests/fixtures/records/`;
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

interface Expected {
	side: Team;
	winners: string[];
	/** The story's last lines: the winning side's members in seat order, then any extra winners with their roles. */
	ending: string[];
	/** Lines the table must have heard on the way: the rules this game shows. */
	heard: string[];
}

const EXPECTED: Record<string, Expected> = {
	// Custom tables: rules of several sources at one table, each game played by the rules the record carries.
	'custom-leader-reads-as-killer.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Hana'],
		ending: ['Winners: Town: Alice, Cara, Finn, Gus, Dev, Hana'],
		heard: [
			// The Godfather's kill, not Eve's advice; every death names the role, as this table chose.
			'Night 1: Gus (Villager) died in the night.',
			'Day 1: Ben (Godfather) goes.',
			// Dev covered Cara, and Dr. Lecter's shield stopped Finn's shot at Eve.
			'Night 2: Nobody died in the night.',
			'Night 3: Eve (Mafia) and Hana (Lycan) died in the night.'
		]
	},
	'custom-bodyguard-and-lycan.json': {
		side: 'town',
		winners: ['Bo', 'Cy', 'Di', 'Ed', 'Flo'],
		ending: ['Winners: Town: Ed, Flo, Bo, Di, Cy'],
		heard: [
			// Bo protected Cy from Ana's kill: the morning says only that nobody died.
			'Night 1: Nobody died in the night.',
			// Cy read Di, the Lycan, as one of the Mafia.
			'Day 1: Di (Lycan) goes.',
			'Night 2: Bo died in the night.',
			'Day 2: Ana (Mafia) goes.'
		]
	},
	'custom-witch-two-potions.json': {
		side: 'town',
		winners: ['Cy', 'Doc', 'Ed', 'Flo', 'Gus', 'Wil'],
		ending: ['Winners: Town: Cy, Wil, Ed, Flo, Doc, Gus'],
		heard: [
			// Her heal saved Ed from the killers: the morning says only that nobody died.
			'Night 1: Nobody died in the night.',
			'Day 1: Gus (Villager) goes.',
			// The Doctor covered her from the kill; her poison took Ana. Nobody hears how.
			'Night 2: Ana died in the night.',
			'Day 2: Bo (Mafia) goes.'
		]
	},
	'custom-serial-killer-alone.json': {
		side: 'serial',
		winners: ['Sam'],
		// He wins alone: the side is called what he is.
		ending: ['Night 2: Ed died in the night.', 'Winners: Serial Killer: Sam'],
		heard: [
			// The killers' kill and his, the same night.
			'Night 1: Doc and Cy died in the night.',
			// The killers are gone, and nobody has won while he lives.
			'Day 1: Ana (Mafia) goes.'
		]
	},
	'custom-wolf-cub-and-elder.json': {
		side: 'town',
		winners: ['Cy', 'Ed', 'Eld', 'Flo', 'Gus'],
		ending: ['Winners: Town: Ed, Flo, Eld, Cy, Gus'],
		heard: [
			// The Elder's spare life took the killers' first kill, silently.
			'Night 1: Nobody died in the night.',
			'Day 1: Cub (Wolf Cub) goes.',
			// The night after the Wolf Cub's death: two victims.
			'Night 2: Eld and Gus died in the night.',
			'Day 2: Ana (Mafia) goes.'
		]
	},
	'custom-lovers-across-sides.json': {
		side: 'lovers',
		winners: ['Ana', 'Di'],
		// A killer and a Villager, the last two alive: they win together, under the Lovers' name.
		ending: ['Day 2: Cu (Cupid) goes.', 'Winners: Lovers: Di, Ana'],
		heard: ['Night 1: Ed died in the night.', 'Day 1: Bo (Mafia) goes.', 'Night 2: Cy died in the night.']
	},
	'custom-hunter-shot-ends-game.json': {
		side: 'town',
		winners: ['Cy', 'Di', 'Ed', 'Flo', 'Hu'],
		// His shot took the last killer: the town has won before the day.
		ending: ['Day 2: Hu takes Ana with him.', 'Winners: Town: Di, Ed, Hu, Cy, Flo'],
		heard: ['Day 1: Bo (Mafia) goes.', 'Night 2: Hu (Hunter) died in the night.']
	},
	'custom-grief-then-shot.json': {
		side: 'town',
		winners: ['Cu', 'Cy', 'Di', 'Ed', 'Gus', 'Hu'],
		ending: ['Winners: Town: Cy, Hu, Di, Ed, Cu, Gus'],
		heard: [
			// The chain in its order: the vote-out, his Lover's grief, then the Hunter's shot.
			'Day 1: Gus (Villager) goes.',
			'Day 1: Hu dies of grief.',
			'Day 1: Hu takes Bo (Mafia) with him.',
			'Night 2: Ed died in the night.',
			'Day 2: Ana (Mafia) goes.'
		]
	},
	'custom-village-idiot.json': {
		side: 'mafia',
		winners: ['Ana', 'Bo'],
		ending: ['Winners: Mafia: Ana, Bo'],
		heard: [
			// Six hands before the Idiot's vote-out, three after it (four alive).
			'Day 1, count reveal: 4 of 6 said yes. 2 Mafia and 4 others are alive.',
			'Day 1: Dev is the Village Idiot, and stays in the game without a vote.',
			// Three votes of the five voters: a majority, though the living are six.
			'Day 2: Ana 3, Cy 2.',
			'Day 2: Ana (Mafia) goes.',
			'Day 3, count reveal: 2 of 3 said yes. 1 Mafia and 3 others are alive.',
			'Day 3: Dev (Village Idiot) goes.'
		]
	},	'custom-mayor-tie-and-successor.json': {
		side: 'town',
		winners: ['Cy', 'Di', 'Ed', 'Flo', 'May'],
		ending: ['Day 2: A tie, and the Mayor voted for Ana (Mafia): Ana (Mafia) goes.', 'Winners: Town: Di, Ed, May, Cy, Flo'],
		heard: [
			'Day 1: A tie, and the Mayor voted for Bo (Mafia): Bo (Mafia) goes.',
			'Night 2: May (Mayor) died in the night.',
			// Named before the day, in front of the table.
			'Day 2: Cy is the Mayor now.'
		]
	},
	'custom-four-sources-at-one-table.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Hana'],
		ending: ['Winners: Town: Cara, Hana, Alice, Dev', 'Also won: Finn (Seductress)'],
		heard: [
			'Night 0: Nobody died in the night.',
			'Day 1: Nobody has more than half of the votes: nobody goes.',
			'Night 1: Cara is silenced today: no speaking, no vote.',
			'Day 2, count reveal: 5 of 7 said yes. 2 Mafia and 5 others are alive.',
			'Day 2: Eve (Mafia) goes.',
			// The Die-hard's spare life: nobody is told.
			'Night 2: Nobody died in the night.',
			'Day 3: Ben (Mafia) goes.'
		]
	},
	'classic-worked-game.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'],
		ending: ['Winners: Town: Alice, Cara, Dev, Finn, Gus'],
		heard: ['Day 1: Ben (Killer) goes.', 'Night 2: Nobody died in the night.']
	},
	// Two games of the robustness checks (tests/state, tests/e2e): an open vote that ties twice, and the app narrating.
	'classic-five-open-vote.json': {
		side: 'mafia',
		winners: ['Di'],
		ending: ['Winners: Killers: Di'],
		heard: ['Day 1: A tie between Di and Ed: vote again, between them only.', 'Day 1, revote: A tie: nobody goes.', 'Day 2: Cy (Villager) goes.']
	},
	'classic-six-app-narrated.json': {
		side: 'town',
		winners: ['Ana', 'Bo', 'Di', 'Ed', 'Flo'],
		ending: ['Winners: Town: Ana, Bo, Di, Ed, Flo'],
		heard: ['Night 1: Di died in the night.', 'Day 1, revote: Cy (Killer) goes.']
	},
	'clocked-ties-and-timeouts.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'],
		ending: ['Winners: Town: Alice, Finn, Dev, Cara, Gus'],
		heard: [
			// Ben and Eve disagreed: Ben's pick, the earliest, was the kill. Reveal roles is on.
			'Night 1: Alice (Villager) died in the night.',
			'Day 1: A tie: nobody goes.',
			// The Doctor's wake ran out before he covered anybody.
			'Night 2: Gus (Villager) died in the night.',
			'Day 2: Nobody voted: nobody goes.',
			// The Mafia's wake ran out: no pick, no kill.
			'Night 3: Nobody died in the night.',
			'Day 3: Ben (Mafia) goes.',
			'Day 4: Eve (Mafia) goes.'
		]
	},
	'clocked-fast-mafia-win.json': {
		side: 'mafia',
		winners: ['Ana', 'Bo'],
		ending: ['Winners: Mafia: Ana, Bo'],
		heard: ['Night 1: Cy died in the night.', 'Day 1: Di goes.']
	},
	'storyteller-seductress-and-jester.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Hana', 'Jo', 'Kit', 'Lea'],
		ending: ['Winners: Town: Alice, Hana, Jo, Kit, Dev, Cara, Lea', 'Also won: Finn (Seductress), Gus (Jester)'],
		heard: [
			// Ben and Eve tied between Hana and Jo; the seed chose Hana.
			'Night 1: Hana died in the night.',
			'Night 1: Kit is silenced today: no speaking, no vote.',
			'Day 1: As many abstained as the top count, or more: nobody goes.',
			'Night 2: Cara is silenced today: no speaking, no vote.',
			'Day 2: A tie between Gus and Ivo: vote again, between them only.',
			'Day 2, revote: A tie: nobody goes.',
			// The Jester goes, and the game goes on.
			'Day 3: Gus goes.',
			'Night 4: Dev died in the night.',
			// Ben and Eve tied between Kit and Lea; the seed chose Kit.
			'Night 5: Kit died in the night.',
			'Day 6: Eve goes.'
		]
	},
	'storyteller-jester-ends-game.json': {
		side: 'neutral',
		winners: ['Pip'],
		ending: ['Winners: Jester: Pip'],
		heard: [
			'Night 1: Quin (Townsperson) died in the night.',
			'Day 1: A tie between Mia and Pip: vote again, between them only.',
			'Day 1, revote: Pip (Jester) goes.'
		]
	},
	'godfather-twelve.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Jo', 'Kit', 'Lea'],
		ending: ['Winners: Town: Alice, Gus, Finn, Jo, Cara, Kit, Dev, Lea'],
		heard: [
			'Night 0: Nobody died in the night.',
			'Day 1: Nobody has more than half of the votes: nobody goes.',
			// The Die-hard absorbed the Godfather's kill; the Godfather took the Sniper's shot.
			'Night 1: Nobody died in the night.',
			'Day 2: Ben goes.',
			// Eve inherited the kill; Dr. Lecter shielded her from the Sniper.
			'Night 2: Jo died in the night.',
			'Day 3, count reveal: 6 of 10 said yes. 3 Mafia and 7 others are alive.',
			'Day 3: Ivo goes.',
			'Night 3: Cara and Hana died in the night.',
			'Day 4, count reveal: 3 of 7 said yes. No majority for the reveal: the counts stay hidden.',
			'Day 4: Eve goes.'
		]
	},
	// Everyone takes the phone: the same rules, the night turn by turn (tests/engine/pass-round.test.ts has the rest).
	'classic-worked-game-pass-round.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'],
		ending: ['Winners: Town: Alice, Cara, Dev, Finn, Gus'],
		heard: ['Night 1: Alice died in the night.', 'Day 1: Ben 3, Cara 2, one abstained.', 'Day 1: Ben (Killer) goes.', 'Night 2: Nobody died in the night.', 'Day 2: Eve 3, Finn 1, Gus 1.']
	},
	'clocked-earliest-pass-round.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'],
		ending: ['Winners: Town: Alice, Finn, Dev, Cara, Gus'],
		// Ben's turn came before Eve's: his pick was the earliest in the round.
		heard: ['Night 1: Alice (Villager) died in the night.', 'Day 1: Ben (Mafia) goes.', 'Night 2: Gus (Villager) died in the night.']
	},
	'storyteller-twelve-pass-round.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Hana', 'Jo', 'Kit', 'Lea'],
		ending: ['Winners: Town: Cara, Alice, Hana, Jo, Dev, Kit, Lea', 'Also won: Finn (Seductress)'],
		heard: [
			// Most picks: Hana two, Jo one.
			'Night 1: Hana died in the night.',
			'Night 1: Kit is silenced today: no speaking, no vote.',
			// Ben and Eve tied between Jo and Lea; the seed chose Jo.
			'Night 2: Jo died in the night.',
			'Night 2: Cara is silenced today: no speaking, no vote.'
		]
	},
	'godfather-twelve-pass-round.json': {
		side: 'town',
		winners: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Jo', 'Kit', 'Lea'],
		ending: ['Winners: Town: Alice, Gus, Finn, Jo, Cara, Kit, Dev, Lea'],
		heard: [
			'Night 0: Nobody died in the night.',
			// The Godfather's pick was the kill, Eve's advice; the Sniper shot the unshielded Dr. Lecter.
			'Night 1: Ivo and Kit died in the night.',
			// Eve inherited the kill; the Die-hard survived it.
			'Night 2: Nobody died in the night.',
			'Day 3: Eve goes.'
		]
	},
	'godfather-eight.json': {
		side: 'mafia',
		winners: ['Ben', 'Eve', 'Hana'],
		ending: ['Winners: Mafia: Ben, Eve, Hana'],
		heard: [
			'Day 1: Gus 3, Alice 2, 3 abstained.',
			'Day 1: Nobody has more than half of the votes: nobody goes.',
			'Day 2: Nobody leaves.',
			// The Sniper shot Cara, a town player, and died with her.
			'Night 2: Alice, Cara and Finn died in the night.'
		]
	}
};

const load = (file: string): GameRecord => {
	const read = readRecord(JSON.parse(readFileSync(dir + file, 'utf8')));
	if (!read.ok) throw new Error(`${file}: ${read.reason}`);
	return read.value;
};

describe('the scenario records', () => {
	it('has a record of every preset, each with its expected winners here', () => {
		for (const preset of Object.keys(PRESETS)) expect(files.some((f) => f.startsWith(`${preset}-`)), preset).toBe(true);
		expect(files).toEqual(Object.keys(EXPECTED).sort());
	});

	it.each(files)('%s replays through the engine to its winners', (file) => {
		const record = load(file);
		const game = replay(record);
		expect(game.ok).toBe(true);
		if (!game.ok) return;
		const expected = EXPECTED[file];
		expect(game.value.phase.kind).toBe('ended');
		expect(game.value.winner?.side).toBe(expected.side);
		expect(game.value.winner!.seats.map((s) => record.players[s]).sort()).toEqual(expected.winners);
		const story = tableStory(game.value);
		expect(story.slice(-expected.ending.length)).toEqual(expected.ending);
		for (const line of expected.heard) expect(story).toContain(line);
		// Every option key is in the file, as the app saves it.
		expect(Object.keys(JSON.parse(readFileSync(dir + file, 'utf8')).options).sort()).toEqual(Object.keys(PRESETS.classic.defaults).sort());
	});

	it('together deal every role of every preset', () => {
		const dealt = new Map<PresetId, Set<string>>();
		for (const file of files) {
			const record = load(file);
			const roles = dealt.get(record.preset) ?? new Set();
			for (const [role, n] of Object.entries(record.roles)) if (n) roles.add(role);
			dealt.set(record.preset, roles);
		}
		for (const [preset, roles] of dealt) expect([...roles].sort(), preset).toEqual([...PRESETS[preset].rules.roles].sort());
	});

	it('clocked: the clocks ran out where the script says — a wake, the talk, the vote, the morning and the result', () => {
		const record = load('clocked-ties-and-timeouts.json');
		const expiries = record.actions.filter((a) => a.type === 'clock.expire').length;
		expect(expiries).toBe(7);
	});

	it('everyone takes the phone: each night every living player takes one turn, and the worked game keeps its seats', () => {
		for (const file of files.filter((f) => f.endsWith('-pass-round.json'))) {
			const record = load(file);
			expect(record.options.narration, file).toBe('round');
			const game = replay(record);
			if (!game.ok) throw new Error(game.reason);
			const nights = game.value.log.filter((e) => e.kind === 'night');
			const turns = record.actions.filter((a) => a.type === 'round.take').length;
			const passes = record.actions.filter((a) => a.type === 'round.pass').length;
			expect(turns, file).toBe(passes);
			expect(nights.every((n) => n.kind === 'night' && n.hunches !== undefined), file).toBe(true);
		}
		expect(load('classic-worked-game-pass-round.json').players).toEqual(load('classic-worked-game.json').players);
	});

	it("custom: the record carries the table's rules, and the Detective reads the Godfather as they say", () => {
		const record = load('custom-leader-reads-as-killer.json');
		expect(record.custom?.name).toBe('Godfather in the open');
		expect(record.custom?.rules.leaderReads).toBe('mafia');
		const game = replay(record);
		if (!game.ok) throw new Error(game.reason);
		const checks = game.value.log.flatMap((e) => (e.kind === 'night' && e.check ? [e.check] : []));
		const ben = record.players.indexOf('Ben');
		expect(checks.find((c) => c.target === ben)?.answer).toBe('mafia');
		// The same game under `godfather`'s reading would have told Cara "not mafia": the rule, not the role, decides.
		const read = replay({ ...record, custom: { ...record.custom!, rules: { ...record.custom!.rules, leaderReads: 'not-mafia' } } });
		if (!read.ok) throw new Error(read.reason);
		expect(read.value.log.flatMap((e) => (e.kind === 'night' && e.check ? [e.check] : [])).find((c) => c.target === ben)?.answer).toBe('not-mafia');
		// Hana, the Lycan, plays for the town and reads as a killer.
		const hana = record.players.indexOf('Hana');
		expect(checks.find((c) => c.target === hana)?.answer).toBe('mafia');
	});

	it('godfather: speaking turns with replies handed out', () => {
		const record = load('godfather-twelve.json');
		expect(record.actions.filter((a) => a.type === 'turn.reply')).toHaveLength(3);
	});

	it('are exactly what scripts/make-fixtures.ts writes', () => {
		for (const { file, json } of fixtureFiles()) expect(readFileSync(dir + file, 'utf8'), file).toBe(json);
	});
});

// The replay command's own output for every record, told in this process (tests/engine/replay-cli.test.ts starts the
// command itself once).
describe('npm run replay on every record', () => {
	it.each(files)('%s: exits 0 and ends with the Winners line, then who also won', (file) => {
		const { code, out, err } = replayCommand([dir + file]);
		expect(err).toEqual([]);
		expect(code).toBe(0);
		const { ending } = EXPECTED[file];
		expect(out.slice(-ending.length)).toEqual(ending);
	});
});
