import { namesFor, type Names } from '../engine/names';
import { list, terms, text, type RulesSection } from './blocks';

/**
 * The rules of `classic` as data, for the rules screen: written from the source document ("Mafia",
 * shared/seeds/000_…) and RULES.md, with the one-phone way of playing it. Role names come from `names`,
 * so a table playing under other names reads its own words.
 */

export function classicRules(names: Names = namesFor('classic')): RulesSection[] {
	const r = names.roles;
	const killers = r.mafia.many;
	const killer = r.mafia.one.toLowerCase();
	const detective = r.detective.one;
	const doctor = r.doctor.one;
	const villagers = r.villager.many;

	return [
		{
			id: 'players',
			heading: 'Players and the phone',
			blocks: [
				text(
					`Five to twelve players, and one phone. Two sides: the ${killers} are few and know each other; the town is everybody else and knows nothing — not who the ${killers} are, and not who among them is the ${detective} or the ${doctor}. That asymmetry is the whole game.`
				),
				text(
					'One more person keeps the phone as narrator and does not play. They see every role (behind a hold, so a glance from the table shows nothing), read out what the screen says, wake each role in turn and tap the player each role points at.'
				)
			]
		},
		{
			id: 'roles',
			heading: 'The roles',
			blocks: [
				terms(
					[
						`${killers} (against the town)`,
						`Wake together at night and pick a victim. The kill lands only when every living ${r.mafia.one} has picked the same player. They may pick any living player who is not one of them. Their card shows who their partners are.`
					],
					[
						`${detective} (town)`,
						`Checks one other living player a night and learns one thing: ${killer}, or not. Nothing about any other role. The answer is shown to the ${detective} alone, and it is up to them how and when to tell the table.`
					],
					[
						`${doctor} (town)`,
						`Covers one player a night, themselves included, but not the same player two nights running. If the ${killers} picked the covered player, nobody dies.`
					],
					[`${villagers} (town)`, 'Sleep through the night, talk and vote by day.']
				)
			]
		},
		{
			id: 'deal',
			heading: 'The deal',
			blocks: [
				text(
					`The host sets how many of each role there are before Start: the counts are public, who holds them is not. At most one ${detective} and one ${doctor}; a count of nought is simply not dealt. The ${villagers} are whoever is left.`
				),
				text(
					`There are always at least two ${villagers}: a town where everybody but one has a night job has nobody to hide behind. And the ${killers} must be fewer than the rest. The app will not deal any other table, and says why.`
				),
				text(
					`About a quarter to a third of the table are ${killers}. The app suggests one at five or six players, two at seven to nine, three at ten to twelve, and no ${doctor} at five or six, where a ${doctor} makes the ${killers}' job too hard.`
				),
				text(
					'Roles are dealt at random the moment the game starts. Then the phone goes round in seat order, and each player reads their card alone:'
				),
				list(
					'The screen says whose turn it is: "Pass the phone to Cara".',
					'Cara taps "I am Cara", then holds her card to read it. Letting go hides it.',
					'She taps Done and passes the phone on. The next name shows.'
				),
				text('A player may look at their card again later, the same way.')
			]
		},
		{
			id: 'night',
			heading: 'Night',
			blocks: [
				text(
					'Every night, the first included, begins when the narrator taps to start it, once the table has read its cards and put its heads down. Nothing lets a role act before its moment.'
				),
				text(
					`The roles are woken one at a time: the ${killers} together, then the ${doctor}, then the ${detective}. Each points at a player and the narrator taps that choice. Everything resolves at once, after the last role.`
				),
				text(
					'A role nobody was dealt is not called. A role whose players are all dead is still called, for the same time, so the table cannot hear who is gone (the option "Call dead roles at night", on unless the host turns it off).'
				)
			]
		},
		{
			id: 'morning',
			heading: 'Morning',
			blocks: [
				text(
					`The app says who died in the night, or that nobody did. That is all it says: a night death never names the role, and the ${doctor}'s cover is never mentioned.`
				)
			]
		},
		{
			id: 'day',
			heading: 'Day and the vote',
			blocks: [
				text(
					'The table talks, freely or against the talk clock if the host set one. Then the living vote, all at once: nothing is shown until the last vote is in, so nobody can play the numbers.'
				),
				list(
					'Secret ballot: the phone goes round the living in seat order. Each taps their name, votes or abstains, and passes it on. The table sees who has voted, nothing more.',
					'Open vote (if the host chose it): the narrator enters each vote as the table calls it.',
					'Abstaining is allowed and counts for nobody. Nobody may vote for themselves.'
				),
				text(
					'Most votes goes. A tie is voted again, between the tied players only; if that vote ties as well, nobody goes and night falls. A vote where nobody is named sends nobody.'
				),
				text(
					'A player voted out has their role shown to the table when the host has "Reveal the role of a player voted out" on (it is, unless turned off). Dead players watch the day and see the vote, but cannot vote or act at night.'
				),
				text('Then night falls again, and the two halves repeat until one side has won.')
			]
		},
		{
			id: 'winning',
			heading: 'Winning',
			blocks: [
				text(
					`The town wins the moment the last ${r.mafia.one} is out. The ${killers} win the moment they are as many as everyone else still in. The app checks after every morning and every vote.`
				),
				text(
					`Every member of the winning side wins, dead or alive: a ${r.villager.one.toLowerCase()} killed on the first night wins with the town, and a ${killer} voted out on day one still wins if a partner survives.`
				),
				text('There is no score. The end screen shows every role, the winners, and the whole game, night by night and vote by vote.')
			]
		},
		{
			id: 'worked-game',
			heading: 'A worked game',
			blocks: [
				text(
					`Seven players: Alice, Ben, Cara, Dev, Eve, Finn and Gus. Two ${killers}, a ${detective} and a ${doctor}, so three ${villagers}. Unknown to the table, Ben and Eve are the ${killers}, Cara the ${detective}, Dev the ${doctor}.`
				),
				terms(
					['Night 1: Alice dies', `Ben and Eve both pick Alice. Dev covers Finn. Cara checks Ben: ${killer}.`],
					['Day 1: Ben goes', 'Cara says Ben. Cara, Dev and Finn vote Ben; Ben and Eve vote Cara; Gus abstains. Ben 3, Cara 2: Ben goes, and his role is shown.'],
					['Night 2: nobody dies', `Eve alone picks Cara; Dev covers Cara. Cara checks Finn: not a ${killer}.`],
					['Day 2: Eve goes', 'Cara, Dev and Finn vote Eve; Eve votes Gus; Gus votes Finn. Eve 3, Finn 1, Gus 1.']
				),
				text(
					`Eve was the last ${r.mafia.one}, so the town wins the moment she is out: Cara, Dev, Finn, Gus, and Alice too, dead since the first night.`
				)
			]
		},
		{
			id: 'variations',
			heading: 'Variations',
			blocks: [
				terms(
					['Werewolf', 'The same game with werewolves, a seer and a healer. What a role does never changes with its name.'],
					['No doctor', `Set the ${doctor} to nought: it is simply not dealt. The usual table at five or six.`],
					['A quiet first night', 'Some tables let the first night pass with no kill. Here every night is a full one, so a table that wants a quiet start agrees it out loud before the game.'],
					['The jester', 'A paper variant: a town card that wins alone if voted out. It is not one of the roles here; play it by hand.']
				)
			]
		}
	];
}
