import { namesFor, type Names } from '../engine/names';
import { CLOCK_PRESETS, PRESETS } from '../engine/presets';
import { list, terms, text, type RulesSection } from './blocks';

/**
 * The rules of `clocked` for the rules screen: written from its source document ("Who's the
 * Mafia?", shared/seeds/001_…) and RULES.md. The source runs on a server with a phone per
 * seat; here one phone and a narrator do the same, and this says how. The clock times come
 * from the preset's own data, so the page and the game cannot disagree.
 */
export function clockedRules(names: Names = namesFor('clocked')): RulesSection[] {
	const r = names.roles;
	const mafia = r.mafia.many;
	const detective = r.detective.one;
	const doctor = r.doctor.one;
	const villager = r.villager.one;
	const villagers = r.villager.many;
	const { classic, fast } = CLOCK_PRESETS;
	const result = PRESETS.clocked.defaults.resultSeconds;

	return [
		{
			id: 'players',
			heading: 'Players and the phone',
			blocks: [
				text(
					`Five to twelve players, one per seat, and one phone. Most of the table is the town; a few are ${mafia}, and the ${mafia} know each other. The town has to find them before the numbers are even. Nights are private, mornings are public, and the talk happens at the table.`
				),
				text(
					'One more person keeps the phone as narrator and does not play. The app does what the original game\'s server does: it deals, keeps every clock, and decides the kill, the save, the vote and the winner. The narrator reads out what the screen says, wakes each role in turn and taps the player each role points at. They can see every role, behind a hold, so a glance from the table shows nothing.'
				),
				text('A round is a night, a morning, a talk and a vote, and it repeats until one side wins.')
			]
		},
		{
			id: 'roles',
			heading: 'The roles',
			blocks: [
				terms(
					[
						`${mafia} (against the town)`,
						`See the other ${mafia} on their card. Each night every living ${r.mafia.one} points at one living player, anyone but themselves. They win when the living ${mafia} are at least as many as the living town.`
					],
					[
						`${detective} (town)`,
						`Investigates one other living player each night and learns only "${r.mafia.one}" or "not ${r.mafia.one}", never the exact role. The narrator shows the answer to the ${detective} alone.`
					],
					[
						`${doctor} (town)`,
						`Protects one living player each night, themselves included unless the host turns that off, but not themselves two nights in a row unless the host allows it. A save is announced as nobody dying.`
					],
					[
						`${villagers} (town)`,
						`No night ability. Talk, accuse and vote with the town; a dead ${villager.toLowerCase()} still watches the table.`
					]
				)
			]
		},
		{
			id: 'deal',
			heading: 'The deal',
			blocks: [
				list(
					`${mafia}: Auto follows the table size, 1 for five or six players, 2 for seven to nine, 3 for ten to twelve. The host may set 1, 2 or 3 instead, but only while the ${mafia} are still fewer than the town at the start: the app refuses any other table and says why.`,
					`The ${detective} and the ${doctor} are on by default. Turning one off makes that seat a ${villager}.`,
					`Everyone else is a ${villager}. Nobody sees a list of who holds what.`
				),
				text(
					'Roles are dealt at random when the game starts. The phone goes round in seat order: "Pass the phone to Cara", Cara taps "I am Cara", holds her card to read it (letting go hides it), taps Done and passes it on. The original shows each role for a few seconds; here the card shows for as long as it is held.'
				),
				text(`Each ${r.mafia.one}'s card names their partners. A player may look at their card again later, the same way.`)
			]
		},
		{
			id: 'clocks',
			heading: 'The clocks',
			blocks: [
				text('Night, talk and vote each have a clock. The host picks them before Start:'),
				terms(
					[
						classic.label,
						`${classic.nightSeconds} seconds at night, ${classic.talkSeconds} seconds to talk, ${classic.voteSeconds} seconds to vote (the default).`
					],
					[fast.label, `${fast.nightSeconds}, ${fast.talkSeconds} and ${fast.voteSeconds} seconds.`],
					['Custom', 'Any time from 5 seconds to 60 minutes for each.']
				),
				text(
					`On one phone the roles are woken one at a time, so each role's wake gets the whole night clock. If it runs out before the narrator has tapped a choice, that role has not acted tonight, and the night moves on to the next role by itself.`
				),
				text(
					`The morning and the vote result stay up for ${result} seconds and then move on by themselves; the narrator can continue sooner. Clocks only help: the narrator can always move on before one ends.`
				),
				text(
					'The narrator can pause the clock on screen and resume it. A clock survives a reload: it comes back with the time it had left, and a paused clock stays paused.'
				)
			]
		},
		{
			id: 'night',
			heading: 'Night',
			blocks: [
				text(
					'Each night begins when the narrator taps "Start the night", once every head is down. Then the roles are woken in turn, each with the line to read aloud on screen:'
				),
				list(
					`The ${mafia}, together. Each living ${r.mafia.one} points at a player. If they all point at the same player, that is the kill. If they disagree, the earliest choice is the kill: the narrator enters each pick in the order it was made. No choice at all means nobody is killed.`,
					`The ${doctor} points at the player to protect.`,
					`The ${detective} points at the player to investigate, and the narrator shows them the answer: thumb up for ${r.mafia.one}, thumb down for not.`
				),
				text(
					'Everything resolves at once, after the last role. A role nobody was dealt is not called. A role whose players are all dead is still called, for the same time, so the table cannot hear who is gone (the option "Call dead roles at night", on unless the host turns it off).'
				)
			]
		},
		{
			id: 'morning',
			heading: 'Morning',
			blocks: [
				text(
					`The town hears who died, or that nobody did. A protected target survives, and the morning says nobody died: a protection is never named.`
				),
				text(
					'With "Reveal roles" on (the default), the morning names the dead player\'s role; with it off, only the player.'
				)
			]
		},
		{
			id: 'day',
			heading: 'Talk and the vote',
			blocks: [
				text(
					'The table talks against the discussion clock. The app does not say who is lying. When the clock ends the vote opens; the narrator may open it sooner.'
				),
				list(
					'One ballot, passed round the living in seat order: each taps their name, votes for one living player, confirms, and passes the phone on. Nobody may vote for themselves, and a confirmed vote cannot be changed.',
					'Who has voted is public. Whom for, and the tally, stay hidden until the vote closes.',
					'The vote closes when the last vote is in or when the vote clock ends. A player who abstained, or had not voted by then, counts for nobody.',
					'Open vote (if the host chose it): the narrator enters each vote as the table calls it out.'
				),
				text(
					'The most votes goes, and with "Reveal roles" on their role is shown. A tie, or a vote where nobody is named, eliminates nobody. There is no revote: night comes again.'
				)
			]
		},
		{
			id: 'winning',
			heading: 'Winning',
			blocks: [
				text(
					`The town wins when no ${r.mafia.one} is left. The ${mafia} win when the living ${mafia} are at least as many as the living town; they do not need a majority of the original table. The app checks after every morning and after every vote, and the game ends the moment one side has won.`
				),
				text(
					'Every member of the winning side wins, alive or dead. There are no points. The end screen shows every role and the whole game, newest first.'
				)
			]
		},
		{
			id: 'options',
			heading: 'What the host can change',
			blocks: [
				terms(
					['Clocks', `${classic.label}, ${fast.label} or your own times (above).`],
					[`${mafia}`, 'Auto, 1, 2 or 3.'],
					[`${detective} and ${doctor}`, `Each can be turned off; that seat becomes a ${villager}.`],
					[
						`The ${doctor} on themselves`,
						'Two switches: may protect themselves (on), and may do it two nights in a row (off).'
					],
					['Reveal roles', 'On by default: a death names the role, in the morning and after the vote. The end screen shows every role either way.'],
					['Ballot', 'Secret, passed round the table (the default), or open, entered by the narrator.'],
					['Call dead roles at night', 'On by default.']
				)
			]
		}
	];
}
