/**
 * npx tsx scripts/make-fixtures.ts — writes the scenario records of the three other presets to
 * tests/fixtures/records/<preset>-*.json, each written from its source document's rules.
 *
 * Each scenario is a script: the cast, then the game step by step, by name, with what the
 * table must see (who died, who is silenced, each verdict as the table hears it, the winners).
 * The seats come from the seed: each name sits where the deal put its role, and the seed is the
 * first one under which the script plays exactly as written (the Mafia's tie-break falls where
 * the story says, the Mafia who inherits the kill sits first…). Every step goes through the
 * engine as it is written, so a record is a real game; `tests/engine/scenarios.test.ts` replays
 * them and checks that this script still writes exactly the files checked in.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLOCK_PRESETS, DEFAULT_CUSTOM_RULES, type CustomRules } from '../src/lib/engine/index';
import { playScenario, type Scenario } from './scene';

const { label: _fast, ...FAST } = CLOCK_PRESETS.fast;

/** A custom table named as a host would, over `classic`'s rules with the host's changes. */
const customTable = (name: string, changes: Partial<CustomRules>) => ({ name, rules: { ...DEFAULT_CUSTOM_RULES, ...changes } });

/** Everyone takes the phone: every pass-round fixture's night runs this way. */
const ROUND = { narration: 'round' } as const;

export const SCENARIOS: Scenario[] = [
	{
		// seeds/001: mafia disagree → the earliest pick; a tie and no votes send nobody; wakes time out.
		id: 'clocked-ties-and-timeouts',
		preset: 'clocked',
		cast: [['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'] },
		play: (t) => {
			// Night 1: the Mafia disagree; Ben picked first, so Alice dies. Dev covers himself.
			t.startNight();
			t.night({ mafia: { Ben: 'Alice', Eve: 'Finn' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Ben' } }, { died: ['Alice'] });
			t.morning('clock');
			t.talk('clock');
			t.refused({ type: 'ballot.cast', voter: t.seat('Ben'), target: t.seat('Ben') }, 'Ben cannot vote for themselves.');
			t.vote({ Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: null, Gus: null });
			t.verdict('A tie: nobody goes.', 'clock');
			// Night 2: the Doctor's clock runs out before he covers anybody; Gus dies.
			t.startNight();
			t.night({ mafia: { all: 'Gus' }, doctor: 'timeout', detective: { Cara: 'Eve' } }, { died: ['Gus'] });
			t.morning();
			t.talk();
			// Day 2: the vote clock ends and nobody has voted.
			t.vote({}, 'clock');
			t.verdict('Nobody voted: nobody goes.');
			// Night 3: the Mafia's clock runs out: no pick, no kill.
			t.startNight();
			t.night({ mafia: 'timeout', doctor: { Dev: 'Cara' }, detective: { Cara: 'Finn' } }, { died: [] });
			t.morning();
			t.talk();
			t.vote({ Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben' });
			t.verdict('Ben (Mafia) goes.');
			// Night 4: Dev covers Cara two nights running (allowed here), and saves her.
			t.startNight();
			t.night({ mafia: { Eve: 'Cara' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Dev' } }, { died: [] });
			t.morning('clock');
			t.talk();
			t.vote({ Cara: 'Eve', Dev: 'Eve', Eve: 'Cara', Finn: 'Eve' });
			t.verdict('Eve (Mafia) goes.');
		}
	},
	{
		// seeds/001 with the host's changes: Fast clocks, 2 Mafia at six, no Doctor, roles not revealed, open vote.
		id: 'clocked-fast-mafia-win',
		preset: 'clocked',
		options: { ...FAST, revealOnNightDeath: false, revealOnVoteOut: false, ballotMode: 'open' },
		cast: [['Ana', 'mafia'], ['Bo', 'mafia'], ['Cy', 'detective'], ['Di', 'villager'], ['Ed', 'villager'], ['Flo', 'villager']],
		winners: { side: 'mafia', names: ['Ana', 'Bo'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { Ana: 'Cy', Bo: 'Cy' }, detective: { Cy: 'Ana' } }, { died: ['Cy'] });
			t.morning();
			t.talk('clock');
			t.vote({ Ana: 'Di', Bo: 'Di', Di: 'Bo', Ed: 'Di', Flo: 'Bo' });
			// Two Mafia against Ed and Flo: the Mafia win on the vote.
			t.verdict('Di goes.');
		}
	},
	{
		// seeds/003 at twelve: every storyteller role, both Mafia tie-breaks, the silenced, every vote rule.
		id: 'storyteller-seductress-and-jester',
		preset: 'storyteller',
		cast: [
			['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'seductress'],
			['Gus', 'jester'], ['Hana', 'villager'], ['Ivo', 'mafia'], ['Jo', 'villager'], ['Kit', 'villager'], ['Lea', 'villager']
		],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Hana', 'Jo', 'Kit', 'Lea'] },
		play: (t) => {
			// Night 1: Ben and Eve tie (Ivo picks nobody); the seed settles it on Hana. Finn silences Kit.
			t.startNight();
			t.night(
				{ mafia: { Ben: 'Hana', Eve: 'Jo', Ivo: null }, seductress: { Finn: 'Kit' }, doctor: { Dev: 'Alice' }, detective: { Cara: 'Finn' } },
				{ died: ['Hana'], silenced: 'Kit' }
			);
			t.morning();
			t.lastWord('Hana', 'clock');
			t.talk();
			t.refused({ type: 'ballot.cast', voter: t.seat('Kit'), target: t.seat('Ben') }, 'Kit is silenced today and cannot vote.');
			// Day 1: three votes for Gus, six abstain: the abstentions save him.
			t.vote({ Alice: 'Ben', Ben: 'Gus', Cara: null, Dev: null, Eve: 'Gus', Finn: null, Gus: null, Ivo: 'Gus', Jo: null, Lea: null });
			t.verdict('As many abstained as the top count, or more: nobody goes.');
			// Night 2: most picks (Jo, two to one) — and Dev covers Jo. Finn silences Cara.
			t.startNight();
			t.night(
				{ mafia: { Ben: 'Jo', Eve: 'Jo', Ivo: 'Lea' }, seductress: { Finn: 'Cara' }, doctor: { Dev: 'Jo' }, detective: { Cara: 'Ivo' } },
				{ died: [], silenced: 'Cara' }
			);
			t.morning();
			t.talk();
			// Day 2: Gus 4, Ivo 4: a revote between them, which ties again: nobody goes.
			t.vote({ Alice: 'Ivo', Ben: 'Gus', Dev: 'Ivo', Eve: 'Gus', Finn: null, Gus: 'Alice', Ivo: 'Gus', Jo: 'Ivo', Kit: 'Ivo', Lea: 'Gus' });
			t.verdict('A tie between Gus and Ivo: vote again, between them only.');
			t.vote({ Alice: 'Ivo', Ben: 'Gus', Dev: 'Ivo', Eve: 'Gus', Finn: null, Gus: null, Ivo: 'Gus', Jo: 'Ivo', Kit: 'Ivo', Lea: 'Gus' });
			t.verdict('A tie: nobody goes.');
			t.startNight();
			t.night({ mafia: { all: 'Alice' }, seductress: { Finn: null }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Ben' } }, { died: ['Alice'] });
			t.morning();
			t.lastWord('Alice');
			t.talk();
			// Day 3: the Jester is voted out: he has won, and the game goes on.
			t.vote({ Ben: 'Gus', Cara: 'Ivo', Dev: 'Ivo', Eve: 'Gus', Finn: null, Gus: 'Ivo', Ivo: 'Gus', Jo: 'Ivo', Kit: 'Gus', Lea: 'Gus' });
			t.verdict('Gus goes.');
			t.lastWord('Gus', 'clock');
			t.startNight();
			t.night(
				{ mafia: { all: 'Dev' }, seductress: { Finn: 'Ben' }, doctor: { Dev: 'Kit' }, detective: { Cara: 'Eve' } },
				{ died: ['Dev'], silenced: 'Ben' }
			);
			t.morning();
			t.lastWord('Dev');
			t.talk('clock');
			t.vote({ Cara: 'Ivo', Eve: 'Cara', Finn: 'Ivo', Ivo: 'Cara', Jo: 'Ivo', Kit: 'Ivo', Lea: 'Ivo' });
			t.verdict('Ivo goes.');
			t.lastWord('Ivo');
			// Night 5: Ben and Eve tie again; the seed settles it on Kit. The dead Doctor is called for show.
			t.startNight();
			t.night({ mafia: { Ben: 'Kit', Eve: 'Lea' }, seductress: { Finn: null }, detective: { Cara: 'Jo' } }, { died: ['Kit'] });
			t.morning();
			t.lastWord('Kit');
			t.talk();
			t.vote({ Ben: 'Cara', Cara: 'Ben', Eve: 'Cara', Finn: 'Ben', Jo: 'Ben', Lea: 'Ben' });
			t.verdict('Ben goes.');
			t.lastWord('Ben');
			t.startNight();
			t.night({ mafia: { Eve: 'Jo' }, seductress: { Finn: 'Lea' }, detective: { Cara: 'Finn' } }, { died: ['Jo'], silenced: 'Lea' });
			t.morning();
			t.lastWord('Jo');
			t.talk();
			// The last Mafia goes: the town wins, with Finn (alive) and Gus (voted out).
			t.vote({ Cara: 'Eve', Eve: 'Cara', Finn: 'Eve' });
			t.verdict('Eve goes.');
		}
	},
	{
		// seeds/003 with "jester ends the game" and reveal roles on: a revote sends the Jester, and he alone wins.
		id: 'storyteller-jester-ends-game',
		preset: 'storyteller',
		options: { jesterEndsGame: true, revealOnNightDeath: true, revealOnVoteOut: true, lastWordSeconds: 45, talkSeconds: 180 },
		cast: [['Mia', 'mafia'], ['Noah', 'detective'], ['Olga', 'doctor'], ['Pip', 'jester'], ['Quin', 'villager'], ['Rosa', 'villager'], ['Sam', 'villager']],
		winners: { side: 'neutral', names: ['Pip'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { Mia: 'Quin' }, doctor: { Olga: 'Rosa' }, detective: { Noah: 'Pip' } }, { died: ['Quin'] });
			t.morning();
			t.lastWord('Quin', 'clock');
			t.talk();
			t.vote({ Mia: 'Pip', Noah: 'Pip', Olga: 'Mia', Pip: 'Mia', Rosa: 'Mia', Sam: 'Pip' });
			t.verdict('A tie between Mia and Pip: vote again, between them only.');
			t.vote({ Mia: 'Pip', Noah: 'Pip', Olga: 'Pip', Pip: 'Mia', Rosa: 'Mia', Sam: 'Pip' });
			t.verdict('Pip (Jester) goes.');
		}
	},
	{
		// seeds/004 at twelve: Dr. Lecter, the Sniper against the Godfather and a shield, the inherited kill, both reveals.
		id: 'godfather-twelve',
		preset: 'godfather',
		cast: [
			['Alice', 'villager'], ['Ben', 'godfather'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'sniper'],
			['Gus', 'diehard'], ['Hana', 'mafia'], ['Ivo', 'lecter'], ['Jo', 'villager'], ['Kit', 'villager'], ['Lea', 'villager']
		],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Jo', 'Kit', 'Lea'] },
		play: (t) => {
			// Day zero: everyone speaks once; Cara hands Ben a reply. No vote.
			t.turns({ Cara: 'Ben' });
			t.talk();
			// Night zero: the mafia meet; nobody is killed.
			t.startNight();
			t.night({}, { died: [] });
			t.morning();
			t.turns();
			t.talk();
			// Day 1: five and five: nobody has a majority.
			t.vote({ Alice: 'Eve', Ben: 'Jo', Cara: 'Eve', Dev: 'Eve', Eve: 'Jo', Finn: null, Gus: null, Hana: 'Jo', Ivo: 'Jo', Jo: 'Eve', Kit: 'Eve', Lea: 'Jo' });
			t.verdict('Nobody has more than half of the votes: nobody goes.');
			// Night 1: the Godfather's kill on Gus is absorbed by the Die-hard (the advice on Kit counts for
			// nothing); Cara reads Ben as not mafia; Finn shoots Ben, who cannot be shot.
			t.startNight();
			t.night(
				{
					mafia: { Eve: 'Kit', Hana: 'Kit', Ben: 'Gus' },
					lecter: { Ivo: 'Hana' },
					doctor: { Dev: 'Dev' },
					detective: { Cara: 'Ben' },
					sniper: { Finn: 'Ben' }
				},
				{ died: [] }
			);
			// Nobody was eliminated: no count reveal.
			t.morning();
			t.turns({ Alice: 'Finn' });
			t.talk();
			t.vote({ Alice: 'Ben', Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben', Gus: 'Ben', Hana: 'Cara', Ivo: 'Cara', Jo: 'Ben', Kit: 'Ben', Lea: null });
			t.verdict('Ben goes.');
			// Night 2: Eve inherits the kill (Hana's pick is advice); Dr. Lecter shields Eve from Finn's shot.
			t.startNight();
			t.night(
				{
					mafia: { Hana: 'Alice', Eve: 'Jo' },
					lecter: { Ivo: 'Eve' },
					doctor: { Dev: 'Cara' },
					detective: { Cara: 'Ivo' },
					sniper: { Finn: 'Eve' }
				},
				{ died: ['Jo'] }
			);
			t.morning();
			t.countReveal(6, true);
			t.turns();
			t.talk();
			t.vote({ Alice: 'Ivo', Cara: 'Ivo', Dev: 'Ivo', Eve: 'Alice', Finn: 'Ivo', Gus: 'Ivo', Hana: 'Alice', Ivo: 'Alice', Kit: 'Ivo', Lea: null });
			t.verdict('Ivo goes.');
			// Night 3: the dead Dr. Lecter is called for show; Finn shoots Hana, unshielded.
			t.startNight();
			t.night(
				{ mafia: { Hana: 'Cara', Eve: 'Cara' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Hana' }, sniper: { Finn: 'Hana' } },
				{ died: ['Cara', 'Hana'] }
			);
			t.morning();
			t.countReveal(3, false);
			t.turns({ Kit: 'Gus' });
			t.talk();
			t.vote({ Alice: 'Eve', Dev: 'Eve', Eve: 'Dev', Finn: 'Eve', Gus: 'Eve', Kit: 'Eve', Lea: null });
			t.verdict('Eve goes.');
		}
	},
	{
		// seeds/004 at eight: no majority, a save, the Die-hard survives his vote-out, the Sniper shoots a Citizen and dies.
		id: 'godfather-eight',
		preset: 'godfather',
		cast: [['Alice', 'villager'], ['Ben', 'godfather'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'sniper'], ['Gus', 'diehard'], ['Hana', 'mafia']],
		winners: { side: 'mafia', names: ['Ben', 'Eve', 'Hana'] },
		play: (t) => {
			t.turns({ Gus: 'Alice' });
			t.talk();
			t.startNight();
			t.night({}, { died: [] });
			t.morning();
			t.turns();
			t.talk();
			// Day 1: Gus has the most votes, 3 of 8: not a majority.
			t.vote({ Alice: null, Ben: 'Gus', Cara: 'Alice', Dev: null, Eve: 'Gus', Finn: null, Gus: 'Alice', Hana: 'Gus' });
			t.verdict('Nobody has more than half of the votes: nobody goes.');
			t.startNight();
			t.night(
				{ mafia: { Eve: 'Dev', Hana: 'Dev', Ben: 'Cara' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Eve' }, sniper: { Finn: null } },
				{ died: [] }
			);
			t.morning();
			t.turns({ Ben: 'Cara' });
			t.talk();
			// Day 2: Gus is voted out, and stays: nobody is told why.
			t.vote({ Alice: 'Gus', Ben: 'Gus', Cara: null, Dev: 'Gus', Eve: 'Gus', Finn: null, Gus: 'Ben', Hana: 'Gus' });
			t.verdict('Nobody leaves.');
			// Night 2: Alice is killed; Finn shoots Cara, a town player, and dies with her. Three mafia against two.
			t.startNight();
			t.night({ mafia: { Ben: 'Alice' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Hana' }, sniper: { Finn: 'Cara' } }, { died: ['Alice', 'Cara', 'Finn'] });
			t.morning();
		}
	},
	{
		// A custom table no source deals: the Godfather decides the kill, yet the Detective reads him as a killer, and
		// every death names the role. Cara finds Ben the first night; Dr. Lecter's shield saves Eve from Finn once; the
		// Lycan reads as a killer.
		id: 'custom-leader-reads-as-killer',
		preset: 'custom',
		custom: customTable('Godfather in the open', { mafiaKill: 'godfather', leaderReads: 'mafia', doctorRepeat: 'self', minVillagers: 2 }),
		options: { revealOnNightDeath: true, revealOnVoteOut: true },
		cast: [
			['Alice', 'villager'], ['Ben', 'godfather'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'sniper'],
			['Gus', 'villager'], ['Hana', 'lycan'], ['Ivo', 'lecter']
		],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Hana'] },
		play: (t) => {
			// Night 1: Eve's pick is advice; the Godfather's is the kill. Cara's check on Ben reads "one of the Mafia".
			t.startNight();
			t.night(
				{ mafia: { Eve: 'Alice', Ben: 'Gus' }, lecter: { Ivo: 'Eve' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Ben' }, sniper: { Finn: null } },
				{ died: ['Gus'] }
			);
			t.morning();
			t.talk();
			t.vote({ Alice: 'Ben', Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben', Hana: 'Ben', Ivo: 'Cara' });
			t.verdict('Ben (Godfather) goes.');
			// Night 2: Eve inherits the kill, on Cara, whom Dev covers; Dr. Lecter's shield stops Finn's shot at Eve.
			t.startNight();
			t.night({ mafia: { Eve: 'Cara' }, lecter: { Ivo: 'Eve' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Ivo' }, sniper: { Finn: 'Eve' } }, { died: [] });
			t.morning();
			t.talk();
			t.vote({ Alice: 'Ivo', Cara: 'Ivo', Dev: 'Ivo', Eve: 'Cara', Finn: 'Ivo', Hana: 'Ivo', Ivo: 'Cara' });
			t.verdict('Ivo (Dr. Lecter) goes.');
			// Night 3: Dr. Lecter is called for show; unshielded, Eve falls to Finn's shot, and her kill takes Hana, the
			// Lycan, whom Cara reads that night as one of the Mafia.
			t.startNight();
			t.night({ mafia: { Eve: 'Hana' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Hana' }, sniper: { Finn: 'Eve' } }, { died: ['Eve', 'Hana'] });
			t.morning();
		}
	},
	{
		// A custom table of four sources' rules together: `storyteller`'s most-picks kill with `clocked`'s "any living
		// player but themselves", `godfather`'s day zero, turns, majority vote and one count reveal, abstentions that
		// save, the Seductress, the Jester and the Die-hard.
		id: 'custom-four-sources-at-one-table',
		preset: 'custom',
		custom: customTable('Everything night', {
			mafiaKill: 'most',
			mafiaMayPick: 'not-self',
			doctorRepeat: 'self',
			dayZero: true,
			turns: true,
			countReveal: true,
			ballot: { threshold: 'majority', tie: 'nobody', abstentionsSave: true }
		}),
		options: { countReveals: 1 },
		cast: [['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'seductress'], ['Gus', 'jester'], ['Hana', 'diehard']],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Hana'] },
		play: (t) => {
			t.turns();
			t.talk();
			// Night zero: the killers meet; nobody is killed.
			t.startNight();
			t.night({}, { died: [] });
			t.morning();
			t.turns();
			t.talk();
			// Day 1: Gus has 4 of 8 votes: not more than half.
			t.vote({ Alice: 'Gus', Ben: 'Gus', Cara: null, Dev: null, Eve: 'Gus', Finn: null, Gus: 'Ben', Hana: 'Gus' });
			t.verdict('Nobody has more than half of the votes: nobody goes.');
			// Night 1: both killers pick Alice; Finn silences Cara for the day.
			t.startNight();
			t.night({ mafia: { Ben: 'Alice', Eve: 'Alice' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Eve' }, seductress: { Finn: 'Cara' } }, { died: ['Alice'], silenced: 'Cara' });
			t.morning();
			// Somebody went: the table spends its one count reveal.
			t.countReveal(5, true);
			t.turns();
			t.talk();
			t.vote({ Ben: 'Dev', Dev: 'Eve', Eve: 'Dev', Finn: 'Eve', Gus: 'Eve', Hana: 'Eve' });
			t.verdict('Eve (Mafia) goes.');
			// Night 2: Ben's kill on Hana spends her spare life; nobody dies. Dev may not cover himself again.
			t.startNight();
			t.night({ mafia: { Ben: 'Hana' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Ben' }, seductress: { Finn: 'Gus' } }, { died: [], silenced: 'Gus' });
			t.morning();
			t.turns();
			t.talk();
			t.vote({ Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Finn: 'Ben', Hana: 'Ben' });
			t.verdict('Ben (Mafia) goes.');
		}
	},
	{
		// The Bodyguard and the Lycan at a small custom table: the Bodyguard's protection stops the kill, the Detective's
		// reading sends the Lycan out by mistake, and the kill finds the Bodyguard himself.
		id: 'custom-bodyguard-and-lycan',
		preset: 'custom',
		custom: customTable('Guarded', {}),
		cast: [['Ana', 'mafia'], ['Bo', 'bodyguard'], ['Cy', 'detective'], ['Di', 'lycan'], ['Ed', 'villager'], ['Flo', 'villager']],
		winners: { side: 'town', names: ['Bo', 'Cy', 'Di', 'Ed', 'Flo'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { Ana: 'Cy' }, bodyguard: { Bo: 'Cy' }, detective: { Cy: 'Di' } }, { died: [] });
			t.morning();
			t.talk();
			// Cy read Di as one of the Mafia: the town votes out its own Lycan.
			t.vote({ Ana: 'Di', Bo: 'Ana', Cy: 'Di', Di: 'Ana', Ed: 'Di', Flo: 'Di' });
			t.verdict('Di (Lycan) goes.');
			t.startNight();
			// Night 2: Bo may not protect Cy again (the engine refuses it: tests/engine/custom-rules.test.ts), so he
			// protects Ed, and the kill lands on Bo himself; Cy finds Ana.
			t.night({ mafia: { Ana: 'Bo' }, bodyguard: { Bo: 'Ed' }, detective: { Cy: 'Ana' } }, { died: ['Bo'] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Cy', Cy: 'Ana', Ed: 'Ana', Flo: 'Ana' });
			t.verdict('Ana (Mafia) goes.');
		}
	},
	{
		// The Witch's two potions, on two nights: her heal saves the killers' first victim; her poison, the next night,
		// takes one of the killers while the Doctor's cover saves her from their kill.
		id: 'custom-witch-two-potions',
		preset: 'custom',
		custom: customTable('Potions', {}),
		cast: [['Ana', 'mafia'], ['Bo', 'mafia'], ['Wil', 'witch'], ['Cy', 'detective'], ['Doc', 'doctor'], ['Ed', 'villager'], ['Flo', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Wil', 'Cy', 'Doc', 'Ed', 'Flo', 'Gus'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { all: 'Ed' }, doctor: { Doc: 'Flo' }, 'witch:heal': { Wil: 'Ed' }, 'witch:poison': { Wil: null }, detective: { Cy: 'Bo' } }, { died: [] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Gus', Bo: 'Gus', Wil: 'Bo', Cy: 'Bo', Doc: 'Gus', Ed: 'Gus', Flo: 'Gus', Gus: 'Bo' });
			t.verdict('Gus (Villager) goes.');
			t.startNight();
			// Night 2: her heal is spent (she is asked nothing of it); the Doctor covers her, and she poisons Ana.
			t.night({ mafia: { all: 'Wil' }, doctor: { Doc: 'Wil' }, 'witch:poison': { Wil: 'Ana' }, detective: { Cy: 'Ana' } }, { died: ['Ana'] });
			t.morning();
			t.talk();
			t.vote({ Bo: 'Cy', Wil: 'Bo', Cy: 'Bo', Doc: 'Bo', Ed: 'Bo', Flo: 'Bo' });
			t.verdict('Bo (Mafia) goes.');
		}
	},
	{
		// The Serial Killer alone: he and the killers each kill on night 1, the town votes out the killer, and with three
		// left nobody has won yet; his kill on night 2 leaves him with one other player, and he wins alone.
		id: 'custom-serial-killer-alone',
		preset: 'custom',
		custom: customTable('Alone', {}),
		cast: [['Ana', 'mafia'], ['Sam', 'serialkiller'], ['Cy', 'detective'], ['Doc', 'doctor'], ['Ed', 'villager'], ['Flo', 'villager']],
		winners: { side: 'serial', names: ['Sam'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { Ana: 'Doc' }, serialkiller: { Sam: 'Cy' }, doctor: { Doc: 'Ed' }, detective: { Cy: 'Sam' } }, { died: ['Cy', 'Doc'] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Ed', Sam: 'Ana', Ed: 'Ana', Flo: 'Ana' });
			t.verdict('Ana (Mafia) goes.');
			t.startNight();
			t.night({ serialkiller: { Sam: 'Ed' } }, { died: ['Ed'] });
			t.morning();
		}
	},
	{
		// The Wolf Cub and the Elder: the killers' first kill fails on the Elder; the town votes out the Wolf Cub, so
		// the next night the killers take two victims, the Elder (his spare life spent) and Gus; then the last killer goes.
		id: 'custom-wolf-cub-and-elder',
		preset: 'custom',
		custom: customTable('Cubs', {}),
		cast: [['Ana', 'mafia'], ['Cub', 'wolfcub'], ['Eld', 'elder'], ['Cy', 'detective'], ['Ed', 'villager'], ['Flo', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Eld', 'Cy', 'Ed', 'Flo', 'Gus'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { all: 'Eld' }, detective: { Cy: 'Cub' } }, { died: [] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Cy', Cub: 'Cy', Eld: 'Cub', Cy: 'Cub', Ed: 'Cub', Flo: 'Cub', Gus: 'Cub' });
			t.verdict('Cub (Wolf Cub) goes.');
			t.startNight();
			t.night({ mafia: { Ana: 'Eld' }, 'mafia:second': { Ana: 'Gus' }, detective: { Cy: 'Ana' } }, { died: ['Eld', 'Gus'] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Cy', Cy: 'Ana', Ed: 'Ana', Flo: 'Ana' });
			t.verdict('Ana (Mafia) goes.');
		}
	},
	{
		// Cupid links a killer and a Villager; the town loses its players one by one, and the two Lovers, the last
		// alive, win together and alone (the killers' parity does not count for Ana: she plays for her Lover).
		id: 'custom-lovers-across-sides',
		preset: 'custom',
		custom: customTable('Hearts', {}),
		cast: [['Cu', 'cupid'], ['Ana', 'mafia'], ['Bo', 'mafia'], ['Cy', 'detective'], ['Di', 'villager'], ['Ed', 'villager']],
		winners: { side: 'lovers', names: ['Ana', 'Di'] },
		play: (t) => {
			t.startNight();
			t.night({ 'cupid:lover': { Cu: 'Ana' }, 'cupid:beloved': { Cu: 'Di' }, mafia: { all: 'Ed' }, detective: { Cy: 'Bo' } }, { died: ['Ed'] });
			t.morning();
			t.talk();
			t.vote({ Cu: 'Bo', Ana: 'Cy', Bo: 'Cy', Cy: 'Bo', Di: 'Bo' });
			t.verdict('Bo (Mafia) goes.');
			t.startNight();
			t.night({ mafia: { Ana: 'Cy' }, detective: { Cy: 'Ana' } }, { died: ['Cy'] });
			t.morning();
			t.talk();
			t.vote({ Cu: 'Ana', Ana: 'Cu', Di: 'Cu' });
			t.verdict('Cu (Cupid) goes.');
		}
	},
	{
		// A Hunter's shot ends the game: the town votes out one killer; the other kills the Hunter in the night, and
		// once the morning is announced he takes her with him: no killer is left, and the town has won.
		id: 'custom-hunter-shot-ends-game',
		preset: 'custom',
		custom: customTable('Last shot', {}),
		cast: [['Hu', 'hunter'], ['Ana', 'mafia'], ['Bo', 'mafia'], ['Cy', 'detective'], ['Di', 'villager'], ['Ed', 'villager'], ['Flo', 'villager']],
		winners: { side: 'town', names: ['Hu', 'Cy', 'Di', 'Ed', 'Flo'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { all: 'Di' }, detective: { Cy: 'Ana' } }, { died: ['Di'] });
			t.morning();
			t.talk();
			t.vote({ Hu: 'Bo', Ana: 'Cy', Bo: 'Cy', Cy: 'Bo', Ed: 'Bo', Flo: 'Bo' });
			t.verdict('Bo (Mafia) goes.');
			t.startNight();
			t.night({ mafia: { Ana: 'Hu' }, detective: { Cy: 'Ed' } }, { died: ['Hu'] });
			t.morning();
			t.shot('Ana', 'Hu takes Ana with him.');
		}
	},
	{
		// The chain in its order: Cupid links the Hunter and Gus; the town votes out Gus, the Hunter dies of grief, and
		// his shot takes a killer; then the win check finds one killer left, and the game goes on to the night.
		id: 'custom-grief-then-shot',
		preset: 'custom',
		custom: customTable('Chain', {}),
		cast: [['Cu', 'cupid'], ['Hu', 'hunter'], ['Ana', 'mafia'], ['Bo', 'mafia'], ['Cy', 'detective'], ['Di', 'villager'], ['Ed', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Cu', 'Hu', 'Cy', 'Di', 'Ed', 'Gus'] },
		play: (t) => {
			t.startNight();
			t.night({ 'cupid:lover': { Cu: 'Hu' }, 'cupid:beloved': { Cu: 'Gus' }, mafia: { all: 'Di' }, detective: { Cy: 'Ana' } }, { died: ['Di'] });
			t.morning();
			t.talk();
			t.vote({ Cu: 'Gus', Hu: 'Ana', Ana: 'Gus', Bo: 'Gus', Cy: 'Ana', Ed: 'Gus', Gus: 'Ana' });
			t.verdict('Gus (Villager) goes.');
			// Hu dies of grief with Gus, and takes Bo with him.
			t.shot('Bo', 'Hu takes Bo (Mafia) with him.');
			t.startNight();
			t.night({ mafia: { Ana: 'Ed' }, detective: { Cy: 'Ana' } }, { died: ['Ed'] });
			t.morning();
			t.talk();
			t.vote({ Cu: 'Ana', Ana: 'Cu', Cy: 'Ana' });
			t.verdict('Ana (Mafia) goes.');
		}
	},
	{
		// The Village Idiot (Thiercelieux) at a custom table where more than half of the voters must agree and the
		// table may vote on a count reveal: his first vote-out shows his card and keeps him, without a vote; from
		// then on the majority and the show of hands count the others only; voted out again, he goes.
		id: 'custom-village-idiot',
		preset: 'custom',
		custom: customTable('Idiot’s table', { ballot: { threshold: 'majority', tie: 'revote', abstentionsSave: false }, countReveal: true }),
		options: { revealOnVoteOut: true, countReveals: 2 },
		cast: [['Ana', 'mafia'], ['Bo', 'mafia'], ['Cy', 'detective'], ['Dev', 'idiot'], ['Ed', 'doctor'], ['Flo', 'villager'], ['Gus', 'villager']],
		winners: { side: 'mafia', names: ['Ana', 'Bo'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { all: 'Gus' }, doctor: { Ed: 'Ed' }, detective: { Cy: 'Dev' } }, { died: ['Gus'] });
			t.morning();
			// Six hands, Dev's among them: four say yes.
			t.countReveal(4, true);
			t.talk();
			t.vote({ Ana: 'Dev', Bo: 'Dev', Cy: 'Ana', Dev: 'Ana', Ed: 'Dev', Flo: 'Dev' });
			t.verdict('Dev is the Village Idiot, and stays in the game without a vote.');
			// Night 2: Ed saves Cy, who finds Ana.
			t.startNight();
			t.night({ mafia: { all: 'Cy' }, doctor: { Ed: 'Cy' }, detective: { Cy: 'Ana' } }, { died: [] });
			t.morning();
			t.talk();
			t.refused({ type: 'ballot.cast', voter: t.seat('Dev'), target: t.seat('Ana') }, 'Dev has no vote for the rest of the game.');
			// Three of the five voters: a majority, though not of the six alive.
			t.vote({ Ana: 'Cy', Bo: 'Cy', Cy: 'Ana', Ed: 'Ana', Flo: 'Ana' });
			t.verdict('Ana (Mafia) goes.');
			t.startNight();
			t.night({ mafia: { Bo: 'Flo' }, doctor: { Ed: 'Ed' }, detective: { Cy: 'Bo' } }, { died: ['Flo'] });
			t.morning();
			// Three hands now, not four: two of them reveal the counts.
			t.refused({ type: 'reveal.vote', yes: 4 }, 'Between 0 and 3 players can say yes.');
			t.countReveal(2, true);
			t.talk();
			// Ed doubts Dev after all: two of the three voters send him out, and this time he goes.
			t.vote({ Bo: 'Dev', Cy: 'Bo', Ed: 'Dev' });
			t.verdict('Dev (Village Idiot) goes.');
			t.startNight();
			t.night({ mafia: { Bo: 'Cy' }, doctor: { Ed: 'Bo' }, detective: { Cy: 'Bo' } }, { died: ['Cy'] });
			t.morning();
		}
	},
	{
		// The Mayor, public from the first morning: his vote breaks a three-way tie; killed in the night, he names his
		// successor, whose vote breaks the next tie and sends the last killer out.
		id: 'custom-mayor-tie-and-successor',
		preset: 'custom',
		custom: customTable('Town hall', {}),
		cast: [['Ana', 'mafia'], ['Bo', 'mafia'], ['May', 'mayor'], ['Cy', 'detective'], ['Di', 'villager'], ['Ed', 'villager'], ['Flo', 'villager']],
		winners: { side: 'town', names: ['May', 'Cy', 'Di', 'Ed', 'Flo'] },
		play: (t) => {
			t.startNight();
			t.night({ mafia: { all: 'Flo' }, detective: { Cy: 'Ed' } }, { died: ['Flo'] });
			t.morning();
			t.talk();
			t.vote({ Ana: 'Di', Bo: 'Di', May: 'Bo', Cy: 'Bo', Di: 'Ana', Ed: 'Ana' });
			t.verdict('A tie, and the Mayor voted for Bo (Mafia): Bo (Mafia) goes.');
			t.startNight();
			t.night({ mafia: { Ana: 'May' }, detective: { Cy: 'Ana' } }, { died: ['May'] });
			t.morning();
			t.shot('Cy', 'Cy is the Mayor now.');
			t.talk();
			t.vote({ Ana: 'Di', Cy: 'Ana', Di: 'Ana', Ed: 'Di' });
			t.verdict('A tie, and the Mayor voted for Ana (Mafia): Ana (Mafia) goes.');
		}
	},
	{
		// seeds/000's worked game, with everyone taking the phone: the same seats, picks and votes, the same winners;
		// Alice, Finn and Gus name their hunches on their turns.
		id: 'classic-worked-game-pass-round',
		preset: 'classic',
		options: ROUND,
		seed: 232,
		cast: [['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'] },
		play: (t) => {
			t.startNight();
			t.round({ mafia: { Ben: 'Alice', Eve: 'Alice' }, doctor: { Dev: 'Finn' }, detective: { Cara: 'Ben' } }, { Alice: 'Ben', Finn: 'Ben', Gus: 'Eve' }, { died: ['Alice'] });
			t.morning();
			t.talk();
			t.vote({ Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben', Gus: null });
			t.verdict('Ben (Killer) goes.');
			// Night 2: Eve alone picks Cara, Dev covers Cara: nobody dies; Cara learns Finn is not a killer.
			t.startNight();
			t.round({ mafia: { Eve: 'Cara' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Finn' } }, { Finn: 'Eve', Gus: 'Eve' }, { died: [] });
			t.morning();
			t.talk();
			t.vote({ Cara: 'Eve', Dev: 'Eve', Eve: 'Gus', Finn: 'Eve', Gus: 'Finn' });
			t.verdict('Eve (Killer) goes.');
		}
	},
	{
		// seeds/001 with everyone taking the phone: the Mafia disagree, and the earliest pick round the table is the kill.
		id: 'clocked-earliest-pass-round',
		preset: 'clocked',
		options: ROUND,
		cast: [['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'villager'], ['Gus', 'villager']],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus'] },
		play: (t) => {
			// Ben's turn comes before Eve's: his pick, Alice, is the kill.
			t.startNight();
			t.round({ mafia: { Ben: 'Alice', Eve: 'Finn' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Ben' } }, { Finn: 'Ben', Gus: 'Ben' }, { died: ['Alice'] });
			t.morning();
			t.talk();
			t.vote({ Ben: 'Cara', Cara: 'Ben', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben', Gus: 'Ben' });
			t.verdict('Ben (Mafia) goes.');
			t.startNight();
			t.round({ mafia: { Eve: 'Gus' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Eve' } }, { Finn: 'Eve' }, { died: ['Gus'] });
			t.morning();
			t.talk();
			t.vote({ Cara: 'Eve', Dev: 'Eve', Eve: 'Cara', Finn: 'Eve' });
			t.verdict('Eve (Mafia) goes.');
		}
	},
	{
		// seeds/003 at twelve with everyone taking the phone: most picks, a tie settled by the seed, the Seductress.
		id: 'storyteller-twelve-pass-round',
		preset: 'storyteller',
		options: ROUND,
		cast: [
			['Alice', 'villager'], ['Ben', 'mafia'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'seductress'],
			['Gus', 'jester'], ['Hana', 'villager'], ['Ivo', 'mafia'], ['Jo', 'villager'], ['Kit', 'villager'], ['Lea', 'villager']
		],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Hana', 'Jo', 'Kit', 'Lea'] },
		play: (t) => {
			// Night 1: two picks for Hana, one for Jo: Hana dies. Finn silences Kit.
			t.startNight();
			t.round(
				{ mafia: { Ben: 'Hana', Eve: 'Hana', Ivo: 'Jo' }, seductress: { Finn: 'Kit' }, doctor: { Dev: 'Alice' }, detective: { Cara: 'Finn' } },
				{ Alice: 'Ivo', Hana: 'Ivo', Jo: 'Ivo', Kit: 'Ben', Lea: 'Gus', Gus: 'Ivo' },
				{ died: ['Hana'], silenced: 'Kit' }
			);
			t.morning();
			t.lastWord('Hana');
			t.talk();
			t.vote({ Alice: 'Ivo', Ben: 'Jo', Cara: 'Ivo', Dev: 'Ivo', Eve: 'Jo', Finn: null, Gus: 'Ivo', Ivo: 'Jo', Jo: 'Ivo', Lea: 'Ivo' });
			t.verdict('Ivo goes.');
			t.lastWord('Ivo');
			// Night 2: Ben and Eve tie between Jo and Lea; the seed settles it on Jo. Finn silences Cara.
			t.startNight();
			t.round(
				{ mafia: { Ben: 'Jo', Eve: 'Lea' }, seductress: { Finn: 'Cara' }, doctor: { Dev: 'Kit' }, detective: { Cara: 'Ben' } },
				{ Alice: 'Ben', Jo: 'Ben', Kit: 'Ben', Lea: 'Eve', Gus: 'Ben' },
				{ died: ['Jo'], silenced: 'Cara' }
			);
			t.morning();
			t.lastWord('Jo');
			t.talk();
			t.vote({ Alice: 'Ben', Ben: 'Alice', Dev: 'Ben', Eve: 'Alice', Finn: 'Ben', Gus: 'Ben', Kit: 'Ben', Lea: 'Ben' });
			t.verdict('Ben goes.');
			t.lastWord('Ben');
			t.startNight();
			t.round({ mafia: { Eve: 'Alice' }, seductress: { Finn: null }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Eve' } }, { Alice: 'Eve', Kit: 'Eve', Lea: 'Eve' }, { died: ['Alice'] });
			t.morning();
			t.lastWord('Alice');
			t.talk();
			// The last Mafia goes: the town wins, with Finn (the Seductress, alive).
			t.vote({ Cara: 'Eve', Dev: 'Eve', Eve: 'Cara', Finn: 'Eve', Gus: 'Eve', Kit: 'Eve', Lea: 'Eve' });
			t.verdict('Eve goes.');
		}
	},
	{
		// seeds/004 at twelve with everyone taking the phone: night zero's meeting on the turns, the Godfather's binding
		// pick and the advice, Dr. Lecter's shield, the Sniper, the Die-hard, the inherited kill.
		id: 'godfather-twelve-pass-round',
		preset: 'godfather',
		options: ROUND,
		cast: [
			['Alice', 'villager'], ['Ben', 'godfather'], ['Cara', 'detective'], ['Dev', 'doctor'], ['Eve', 'mafia'], ['Finn', 'sniper'],
			['Gus', 'diehard'], ['Hana', 'mafia'], ['Ivo', 'lecter'], ['Jo', 'villager'], ['Kit', 'villager'], ['Lea', 'villager']
		],
		winners: { side: 'town', names: ['Alice', 'Cara', 'Dev', 'Finn', 'Gus', 'Jo', 'Kit', 'Lea'] },
		play: (t) => {
			t.turns();
			t.talk();
			// Night zero: every player takes a turn and names a hunch; the mafia see each other's names.
			t.startNight();
			t.round({}, { Alice: 'Hana', Cara: 'Hana', Dev: 'Hana', Finn: 'Ben', Jo: 'Hana' }, { died: [] });
			t.morning();
			t.turns();
			t.talk();
			t.vote({ Alice: 'Hana', Ben: 'Jo', Cara: 'Hana', Dev: 'Hana', Eve: 'Jo', Finn: 'Hana', Gus: 'Hana', Hana: 'Jo', Ivo: 'Jo', Jo: 'Hana', Kit: 'Hana', Lea: 'Hana' });
			t.verdict('Hana goes.');
			// Night 1: the Godfather's pick (Kit) is the kill, Eve's is advice; Dr. Lecter shields Eve, not himself: Finn's shot kills him.
			t.startNight();
			t.round(
				{ mafia: { Ben: 'Kit', Eve: 'Lea' }, lecter: { Ivo: 'Eve' }, doctor: { Dev: 'Dev' }, detective: { Cara: 'Ben' }, sniper: { Finn: 'Ivo' } },
				{ Alice: 'Ivo', Gus: 'Ben', Jo: 'Eve', Kit: 'Eve', Lea: 'Ivo' },
				{ died: ['Kit', 'Ivo'] }
			);
			t.morning();
			t.countReveal(3, false);
			t.turns();
			t.talk();
			t.vote({ Alice: 'Ben', Ben: 'Cara', Cara: 'Eve', Dev: 'Ben', Eve: 'Cara', Finn: 'Ben', Gus: 'Ben', Jo: 'Ben', Lea: 'Ben' });
			t.verdict('Ben goes.');
			// Night 2: Eve inherits the kill; Gus, the Die-hard, survives it.
			t.startNight();
			t.round({ mafia: { Eve: 'Gus' }, doctor: { Dev: 'Cara' }, detective: { Cara: 'Eve' }, sniper: { Finn: null } }, { Alice: 'Eve', Jo: 'Eve', Lea: 'Eve' }, { died: [] });
			t.morning();
			t.countReveal(5, true);
			t.turns();
			t.talk();
			t.vote({ Alice: 'Eve', Cara: 'Eve', Dev: 'Eve', Eve: 'Cara', Finn: 'Eve', Gus: 'Eve', Jo: 'Eve', Lea: null });
			t.verdict('Eve goes.');
		}
	}
];

export const FIXTURES_DIR = fileURLToPath(new URL('../tests/fixtures/records/', import.meta.url));

/** The file each scenario is written to, and its contents. */
export function fixtureFiles(): { file: string; json: string }[] {
	return SCENARIOS.map((scenario) => ({
		file: `${scenario.id}.json`,
		json: `${JSON.stringify(playScenario(scenario), null, '\t')}\n`
	}));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	for (const { file, json } of fixtureFiles()) {
		writeFileSync(FIXTURES_DIR + file, json);
		console.log(`wrote tests/fixtures/records/${file}`);
	}
}
