import { namesFor, type Names } from '../engine/names';
import { PRESETS } from '../engine/presets';
import { ROLE_ORDER } from '../engine/roles';
import { suggestRoles } from '../engine/setup';
import { STORY_CAST } from '../engine/story-cast';
import { list, terms, text, type RulesSection } from './blocks';

/**
 * The rules of `storyteller` for the rules screen: written from its source document ("MAFIA by
 * Perkuno", shared/seeds/003_…) and RULES.md, in its one-phone way of playing. The suggested
 * tables and default times come from the preset's own data, so the page and the game agree.
 */

/** The table sizes the source's suggestion changes at, each with the last size it covers. */
const SUGGESTION_ROWS: [number, number][] = [
	[4, 4],
	[5, 6],
	[7, 8],
	[9, 11],
	[12, 15],
	[16, 20]
];

/** "2 Mafia, Detective, Doctor": the suggested special roles for `players`, in the preset's words. */
function suggestionWords(players: number, names: Names): string {
	const counts = suggestRoles('storyteller', players);
	return ROLE_ORDER.filter((role) => role !== 'villager' && (counts[role] ?? 0) > 0)
		.map((role) => {
			const n = counts[role] ?? 0;
			return role === 'mafia' ? `${n} ${n === 1 ? names.roles.mafia.one : names.roles.mafia.many}` : names.roles[role].one;
		})
		.join(', ');
}

export function storytellerRules(names: Names = namesFor('storyteller')): RulesSection[] {
	const r = names.roles;
	const mafia = r.mafia.many;
	const detective = r.detective.one;
	const doctor = r.doctor.one;
	const seductress = r.seductress.one;
	const jester = r.jester.one;
	const townspeople = r.villager.many;
	const townsperson = r.villager.one;
	const { talkSeconds, lastWordSeconds } = PRESETS.storyteller.defaults;
	const talkMinutes = (talkSeconds ?? 0) / 60;

	return [
		{
			id: 'players',
			heading: 'Players and the narrator',
			blocks: [
				text(
					`The ${mafia} hide among the ${townspeople.toLowerCase()}. At night the ${mafia} secretly pick a victim; by day everyone talks and votes on whom to eliminate. The town wins when every ${r.mafia.one} is found; the ${mafia} win when they are at least as many as everyone else.`
				),
				text(
					'Four to twenty players, seven to fifteen is best, and a narrator who does not play, so at least five people. The narrator gets no role: they tell the story, run the game and decide when the next phase starts. Clocks only help them.'
				),
				text(
					'One phone: each player looks at their character and role, then the narrator keeps the phone. At night the narrator wakes the roles one by one; each shows their choice by pointing, and the narrator taps it. No signal is needed.'
				)
			]
		},
		{
			id: 'roles',
			heading: 'The roles',
			blocks: [
				terms(
					[
						`${mafia} (against the town)`,
						`Pick a victim at night, together, from the players who are not ${mafia}. They see each other on their cards. They win when the ${mafia} are as many as everyone else.`
					],
					[
						`${doctor} (town)`,
						'Saves one player a night, themselves included, but not the same player two nights in a row. Wins when no mafia is left.'
					],
					[
						`${detective} (town)`,
						`Checks one other player a night and learns at once whether they are ${r.mafia.one}. The ${seductress} and the ${jester} read as not ${r.mafia.one}. Wins when no mafia is left.`
					],
					[`${townspeople} (town)`, `No night action. Find the ${mafia} by day. Win when no mafia is left.`],
					[
						`${seductress} (on her own)`,
						'At night picks a player, not herself, who can neither speak nor vote the next day. Wins if she is alive when the game ends, whichever side wins.'
					],
					[`${jester} (on his own)`, 'No night action. Wins if the town votes him out by day.']
				)
			]
		},
		{
			id: 'setup',
			heading: 'Setting up',
			blocks: [
				text(
					`The app suggests a table for the number of players, and the host may change it. Everyone not listed is a ${townsperson}.`
				),
				terms(...SUGGESTION_ROWS.map(([from, to]): [string, string] => [`${from === to ? from : `${from}–${to}`} players`, suggestionWords(from, names)])),
				text(
					`The ${mafia} must be fewer than everyone else, or they would win before the first night: the app refuses such a table, and says why.`
				)
			]
		},
		{
			id: 'cards',
			heading: 'Your character and your role',
			blocks: [
				text(
					`Every player gets a character from the story, a ${STORY_CAST[0].name} or a ${STORY_CAST[1].name}, with a line about them. The character is neutral and says nothing about the role: a ${r.mafia.one} gets an ordinary character too. The narrator can use them to tell the night as a story.`
				),
				list(
					'The phone goes round in seat order: "Pass the phone to Cara", and Cara taps "I am Cara".',
					'She holds her card: her character, and under it her real role. Letting go hides it. She taps Done and passes the phone on.',
					`Each ${r.mafia.one}'s card names their partners.`,
					'Do not show your card. Lying about your role is part of the game.'
				)
			]
		},
		{
			id: 'night',
			heading: 'Night',
			blocks: [
				text(
					'The night begins when the narrator taps "Start the night", once every head is down. The narrator wakes the roles in turn, with the line to read on screen:'
				),
				list(
					`The ${mafia}, together. Each points at a victim. The player with most picks dies; if their picks tie, the victim is drawn at random from the tied (the draw comes from the game's seed, so a replay gives the same).`,
					`The ${seductress} points at the player who will be silent tomorrow.`,
					`The ${doctor} points at the player to heal.`,
					`The ${detective} points at the player to check, and the narrator shows them the answer.`
				),
				text(
					`In the original app everyone taps something at night, so nobody can be read from their movements. On one phone the roles are woken in turn instead, and a role whose players are all dead is still called, for the same time, so the table cannot hear who is gone (the option "Call dead roles at night").`
				),
				text('The narrator ends the night after the last role. Everything happens at once.')
			]
		},
		{
			id: 'morning',
			heading: 'Morning',
			blocks: [
				text(
					`The app says who was killed, or that nobody died if the ${doctor} saved the victim, and who is silenced today by the ${seductress}.`
				),
				text(
					`A killed player gets a last word (${lastWordSeconds} seconds unless the host changed it), then stays silent. Their role is shown only if the host turned "Reveal roles" on (it is off unless chosen).`
				)
			]
		},
		{
			id: 'day',
			heading: 'Day: talk, then the vote',
			blocks: [
				text(
					`The living talk about who might be a ${r.mafia.one}, against the discussion clock (${talkMinutes} minutes unless the host changed it). The silenced player does not speak today. When the table wants to skip the rest, the narrator starts the vote.`
				),
				list(
					'Everyone alive votes, except the silenced player. The phone goes round in seat order and skips them; each votes for one player or abstains, and nobody may vote for themselves. Nothing is shown until the last vote is in.',
					'Or an open vote, if the host chose it: the narrator enters each vote as the table calls it out, the show of hands of the original.',
					'The player with the most votes is eliminated, and gets a last word unless they are silenced.',
					'A tie: a revote between the tied players only. Tied again: nobody is eliminated today.',
					'If as many players abstained as the top player has votes, or more, nobody is eliminated.',
					`If the ${jester} is voted out, he has won, and the game goes on (unless the host turned on "A ${jester} voted out ends the game").`
				),
				text('Then night falls again.')
			]
		},
		{
			id: 'eliminated',
			heading: 'Eliminated players',
			blocks: [
				text(
					'Killed and voted-out players stay at the table and watch, in silence: no hints, no reactions, and no telling what their role was.'
				)
			]
		},
		{
			id: 'winning',
			heading: 'The end of the game',
			blocks: [
				list(
					`The town wins when no ${r.mafia.one} is left.`,
					`The ${mafia} win when they are as many as, or more than, all the other living players.`,
					`Also winning: the ${seductress}, if she is alive at the end, and the ${jester}, if he was voted out.`
				),
				text(
					'The app checks after every morning and every vote. Every member of the winning side wins, dead or alive. The end screen shows every role, the winners, and the whole game.'
				)
			]
		},
		{
			id: 'manners',
			heading: 'Table manners',
			blocks: [
				list(
					'Do not show your screen; lying about your role is part of the game.',
					'Make your night choices calmly, so nobody can read your movements.',
					'After your last word: silence.',
					'No real insults: it is a role-playing game.'
				)
			]
		},
		{
			id: 'options',
			heading: 'What the host can change',
			blocks: [
				terms(
					['The roles', `Any number of ${mafia}, fewer than everyone else, and at most one each of the ${detective}, the ${doctor}, the ${seductress} and the ${jester}.`],
					['Reveal roles', 'Off by default. On: a death names the role, in the morning and after the vote.'],
					['Talk clock', `Off, or 2 to 5 minutes (${talkMinutes} by default).`],
					['Last word', `Off, 15 seconds, 30 seconds or a minute (${lastWordSeconds} seconds by default).`],
					[`A ${jester} voted out ends the game`, 'Off by default.'],
					['Ballot', 'Secret, passed round the table (the default), or open, entered by the narrator.'],
					['Call dead roles at night', 'On by default.']
				)
			]
		}
	];
}
