import { namesFor, type Names } from '../engine/names';
import { PRESETS } from '../engine/presets';
import { ROLE_ORDER } from '../engine/roles';
import { suggestRoles } from '../engine/setup';
import type { RoleId } from '../engine/types';
import { list, terms, text, type RulesSection } from './blocks';

/**
 * The rules of `godfather` for the rules screen: written from its source document ("RPS
 * Mafia", shared/seeds/004_…) and RULES.md. The source has no narrator (its server runs the
 * night); on one phone a narrator keeps the phone, and this says how each step is done there.
 * The fixed tables come from the preset's own data, so the page and the deal agree.
 */

/** The table sizes the fixed deal changes at, each with the last size it covers. */
const TABLE_ROWS: [number, number][] = [
	[5, 5],
	[6, 6],
	[7, 7],
	[8, 11],
	[12, 12]
];

/** The Godfather first: he leads the table as he leads the mafia. */
const TABLE_ORDER: RoleId[] = ['godfather', ...ROLE_ORDER.filter((role) => role !== 'godfather')];

/** "Godfather, 2 Mafia, Detective, … and 2 Citizens": the fixed table for a row, in the preset's words. */
function tableWords(from: number, to: number, names: Names): string {
	const counts = suggestRoles('godfather', from);
	const named = (role: RoleId) => {
		const n = counts[role] ?? 0;
		return n === 1 ? names.roles[role].one : `${n} ${names.roles[role].many}`;
	};
	const specials = TABLE_ORDER.filter((role) => role !== 'villager' && (counts[role] ?? 0) > 0).map(named);
	const citizens = from === to ? named('villager') : `the rest ${names.roles.villager.many}`;
	return `${specials.join(', ')} and ${citizens}`;
}

export function godfatherRules(names: Names = namesFor('godfather')): RulesSection[] {
	const r = names.roles;
	const godfather = r.godfather.one;
	// The side, as the source writes it ("the mafia"); the Mafia role is one of its members.
	const team = names.teams.mafia.toLowerCase();
	const lecter = r.lecter.one;
	const doctor = r.doctor.one;
	const detective = r.detective.one;
	const sniper = r.sniper.one;
	const diehard = r.diehard.one;
	const citizens = r.villager.many;
	const reveals = PRESETS.godfather.defaults.countReveals;

	return [
		{
			id: 'shape',
			heading: 'The shape of it',
			blocks: [
				text(
					`An informed minority against an uninformed majority. A few players, the ${team}, know who each other are and are trying to eliminate everyone else. Everyone else knows nothing, and is trying to work out who they are before the numbers run out.`
				),
				text(
					'The game alternates between night, when a handful of people act in private, and day, when everyone argues in the open and votes one person out, until one side wins.'
				)
			]
		},
		{
			id: 'players',
			heading: 'Players and the phone',
			blocks: [
				text(
					'Five to twelve players; eight is the size most groups settle on. Twenty to forty minutes, depending on how long the argument runs.'
				),
				text(
					'The original runs on a server, so nobody has to sit out. On one phone, one more person keeps the phone as narrator and does not play: they see every role (behind a hold, so a glance from the table shows nothing), read out what the screen says, wake each role in turn, tap what each role points at, and keep the speaking order by day.'
				)
			]
		},
		{
			id: 'roles',
			heading: 'The roles',
			blocks: [
				text(`The ${team}:`),
				terms(
					[godfather, `Makes the night kill. Reads as "not ${team}" to the ${detective}, every time, and cannot be shot by the ${sniper}.`],
					[r.mafia.one, `An ordinary killer with no immunities. Inherits the kill if the ${godfather} dies.`],
					[lecter, `The team's medic: shields one teammate from the ${sniper} each night, and makes no kill. Twelve-player games only.`]
				),
				text('The town:'),
				terms(
					[doctor, `Protects one player a night from the ${team}'s kill. He may protect himself, but not two nights running.`],
					[detective, `Investigates one other player a night: ${team} or not. The answer is never a lie, but it is not always the whole truth.`],
					[
						sniper,
						`May shoot one player at night, or hold fire. A shot at a ${team} player kills them, unless it is the ${godfather} or a teammate ${lecter} shielded that night. A shot at a town player kills the ${sniper}, and the target too. The ${doctor}'s protection does not stop a shot.`
					],
					[
						diehard,
						'Survives the first attempt on his life, whether a kill, a shot or a vote, and nobody is told; the second one counts. Voted out the first time, he stays, and the table hears only "Nobody leaves."'
					],
					[r.villager.one, 'No powers at all, and a vote that counts the same as everyone else\'s.']
				)
			]
		},
		{
			id: 'setups',
			heading: 'Setups by player count',
			blocks: [
				text(
					`The table is fixed by the number of players, and the counts are public. One ${r.mafia.one.toLowerCase()} at five, two at six and seven, three from eight to eleven, and four at twelve, of whom three kill.`
				),
				terms(...TABLE_ROWS.map(([from, to]): [string, string] => [`${from === to ? from : `${from}–${to}`} players`, tableWords(from, to, names)]))
			]
		},
		{
			id: 'start',
			heading: 'The start: the cards, day zero, night zero',
			blocks: [
				terms(
					[
						'The cards',
						`The phone goes round in seat order. Each player taps their name, holds the card to read it (letting go hides it), taps Done and passes the phone on. The ${team} do not meet yet: their cards do not name their partners.`
					],
					[
						'Day zero: introductions',
						'Everyone speaks once, in turn, so that everyone has said something before anyone has a reason to lie about it. There is no vote.'
					],
					[
						`Night zero: the ${team} meet`,
						`The narrator wakes only the ${team}, to look at each other. Nobody is killed, and every other role sleeps through it. From now on the ${team}'s cards name their partners.`
					]
				)
			]
		},
		{
			id: 'night',
			heading: 'Night',
			blocks: [
				text(
					`Each night begins when the narrator taps "Start the night", once every head is down. In the original the roles act at the same moment; on one phone the narrator wakes them one at a time, with the line to read on screen: the ${team}, then ${lecter}, the ${doctor}, the ${detective} and the ${sniper}. Then everything resolves at once.`
				),
				list(
					`The ${team} get exactly one kill a night, and exactly one of them makes it: the ${godfather} while he lives. He may pick any living player who is not ${team}. The others may point too; their picks are advice their team sees, and never commit anything. If the ${godfather} is dead, a living ${r.mafia.one} inherits the kill.`,
					`The ${detective}'s answer is shown to the ${detective} alone, by the narrator.`,
					`A role whose players are all dead is still called, for the same time, so the table cannot hear who is gone (the option "Call dead roles at night", on unless the host turns it off).`
				)
			]
		},
		{
			id: 'morning',
			heading: 'The morning and the count reveal',
			blocks: [
				text(
					'A short beat: the table is told who died, or that nobody did. A death never reveals a role, at night or by vote.'
				),
				text(
					`Then, if somebody has been eliminated since the last reveal, the table may vote on being told how many ${team} and how many others are still alive. On one phone it is a show of hands: the narrator counts them and enters the count. More than half of the living saying yes reveals the numbers and spends one of the game's ${reveals} reveals; once they are spent, the offer stops.`
				),
				text(
					`Only an elimination changes the hidden split, so a ${doctor}'s save, an absorbed ${diehard} hit or a tied vote does not bring the offer back.`
				)
			]
		},
		{
			id: 'day',
			heading: 'Day: argue, then vote',
			blocks: [
				text(
					'Everyone alive speaks in turn, in an order that reshuffles every day so the same player is not always first. The narrator keeps the order on screen and taps to the next speaker.'
				),
				text(
					'A speaker may hand one out-of-turn reply to another player, taken straight after their own turn: once per player per day, and it cannot be handed on again.'
				),
				list(
					'Then the table votes. The phone goes round the living in seat order, each voting for one player or abstaining, and nobody sees anything until the last vote is in (or, if the host chose it, the narrator enters an open vote).',
					'Nobody may vote for themselves.',
					'A player with more than half of the living votes is eliminated. Otherwise nobody is, and the day simply ends: a tie is a real outcome, not a revote.'
				),
				text('Then night falls, and it repeats until somebody wins.')
			]
		},
		{
			id: 'winning',
			heading: 'How the game ends',
			blocks: [
				terms(
					[names.teams.town, `Wins the moment the last ${team} player is eliminated (${lecter} counts as ${team}).`],
					[names.teams.mafia, `Wins the moment the ${team} equal everyone else in number. Parity is enough; they do not need a majority.`]
				),
				text(
					`Parity is why every wrong vote costs the town twice: one townsperson gone, and one step closer to the number the ${team} need. Every member of the winning side wins, dead or alive; the end screen shows every role and the whole game.`
				)
			]
		},
		{
			id: 'new',
			heading: 'If you are new',
			blocks: [
				list(
					'Say something on day zero. Silence early is the most common tell, and the easiest to avoid.',
					'Make observations, not accusations: "you agreed with him very fast" gives the table something to work with.',
					`Do not clear anyone on one investigation: the ${godfather} comes back as town every time.`,
					`As ${team}, do not overplay your innocence: the players who argue hardest that they are town are the ones the town watches.`,
					'Watch who is quiet when it matters, not who is quiet in general.'
				)
			]
		},
		{
			id: 'options',
			heading: 'What the host can change',
			blocks: [
				terms(
					['Ballot', 'Secret, passed round the table (the default), or open, entered by the narrator.'],
					['Call dead roles at night', 'On by default.']
				),
				text('Everything else is fixed: the table by player count, no role shown on death, two count reveals a game.')
			]
		}
	];
}
