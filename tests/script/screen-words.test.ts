import { describe, expect, it } from 'vitest';
import { namesFor, WEREWOLF_THEME, type Names } from '../../src/lib/engine/names';
import { appNightWords } from '../../src/lib/script/words/app-night';
import { ballotWords } from '../../src/lib/script/words/ballot';
import { countRevealWords } from '../../src/lib/script/words/count-reveal';
import * as shared from '../../src/lib/script/words/shared';
import { endWords } from '../../src/lib/script/words/end';
import { otherTabWords } from '../../src/lib/script/words/other-tab';
import { seatsWords } from '../../src/lib/script/words/seats';
import { speakingTurnsWords } from '../../src/lib/script/words/speaking-turns';
import { duskWords } from '../../src/lib/script/words/dusk';
import { lastWordWords } from '../../src/lib/script/words/last-word';
import { morningWords } from '../../src/lib/script/words/morning';
import { nightWords } from '../../src/lib/script/words/night';
import { peekPickerWords } from '../../src/lib/script/words/peek-picker';
import { talkWords } from '../../src/lib/script/words/talk';
import { turnTimeLeftWords } from '../../src/lib/script/words/turn-time-left';
import { verdictWords } from '../../src/lib/script/words/verdict';
import { lastActWords } from '../../src/lib/script/words/last-act';
import { cardWords } from '../../src/lib/script/words/card';
import { menuWords, narratorRolesWords, undoWords } from '../../src/lib/script/words/table-menu';
import { chosenWords, roundWords, turnNotes } from '../../src/lib/script/words/round';
import type { Card } from '../../src/lib/engine/view';

/**
 * The game screens' words, each said for the Standard and the Werewolf theme with the values a table
 * would give it. Every entry of every words module is said here at least once, so a new sentence that
 * interpolates a missing value ("undefined", "NaN", "[object Object]") fails before a table reads it.
 */

type Said = string | { say: string; note?: string };
const modules: Record<string, Record<string, unknown>> = {
	appNight: appNightWords,
	ballot: ballotWords,
	countReveal: countRevealWords,
	shared: { nightName: shared.nightName, dayName: shared.dayName, cardShown: shared.cardShown },
	sharedWords: shared.sharedWords,
	dusk: duskWords,
	end: endWords,
	otherTab: otherTabWords,
	seats: seatsWords,
	speakingTurns: speakingTurnsWords,
	lastWord: lastWordWords,
	morning: morningWords,
	night: nightWords,
	peekPicker: peekPickerWords,
	talk: talkWords,
	turnTimeLeft: turnTimeLeftWords,
	verdict: verdictWords,
	lastAct: lastActWords,
	card: cardWords,
	undo: undoWords,
	menu: menuWords,
	narratorRoles: narratorRolesWords,
	round: roundWords,
	turnNotes,
	chosen: chosenWords
};

const villager: Card = { seat: 0, name: 'Ana', role: 'villager', team: 'town', partners: [], meetsLater: false, does: '' };
const killer: Card = { ...villager, role: 'mafia', team: 'mafia' };

/** Each function entry, said with a table's values (several cases where the words change with them). */
const sayings: Record<string, (n: Names) => Said[]> = {
	'appNight.progress': () => [appNightWords.progress(0), appNightWords.progress(2)],
	'appNight.heading': () => [appNightWords.heading(3, undefined), appNightWords.heading(undefined, "Killers' turn"), appNightWords.heading(0, undefined)],
	'ballot.passTo': () => [ballotWords.passTo('Ben')],
	'ballot.sealedPassTo': () => [ballotWords.sealedPassTo('Ben')],
	'ballot.title': () => [ballotWords.title(2, null), ballotWords.title(2, ['Ben', 'Cara', 'Dan'])],
	'ballot.progress': () => [ballotWords.progress('Day 1 vote', 2, 7)],
	'ballot.silenced': () => [ballotWords.silenced('Gus')],
	'ballot.voteless': () => [ballotWords.voteless('Eve')],
	'ballot.openHeading': () => [ballotWords.openHeading('Ben')],
	'ballot.openLegend': () => [ballotWords.openLegend('Ben')],
	'ballot.passHeading': () => [ballotWords.passHeading('Ben')],
	'ballot.iAm': () => [ballotWords.iAm('Ben')],
	'ballot.chooseHeading': () => [ballotWords.chooseHeading('Ben')],
	'ballot.notMe': () => [ballotWords.notMe('Ben')],
	'ballot.confirmHeading': () => [ballotWords.confirmHeading(null), ballotWords.confirmHeading('Cara')],
	'countReveal.progress': () => [countRevealWords.progress(2, 1), countRevealWords.progress(2, 2)],
	'countReveal.script': (n) => [countRevealWords.script(7, n)],
	'countReveal.hands': () => [countRevealWords.hands(3, 7)],
	'shared.nightName': () => [shared.nightName(0), shared.nightName(3)],
	'shared.dayName': () => [shared.dayName(0), shared.dayName(3)],
	'shared.cardShown': (n) => [shared.cardShown('Ben', n.roles.doctor.one)],
	'end.player': (n) => [endWords.player('Ben', true, n.roles.doctor.one), endWords.player('Ben', false, n.roles.mafia.one)],
	'otherTab.heading': () => [otherTabWords.heading(true), otherTabWords.heading(false)],
	'speakingTurns.next': () => [speakingTurnsWords.next(null), speakingTurnsWords.next('Cara')],
	'speakingTurns.speakingNow': () => [false, true].map((reply) => {
		const { before, after } = speakingTurnsWords.speakingNow(reply);
		return `${before}Ben${after}`;
	}),
	'speakingTurns.whatAReplyIs': () => [speakingTurnsWords.whatAReplyIs('Ben')],
	'speakingTurns.handsTo': () => [speakingTurnsWords.handsTo('Ben')],
	'lastWord.heading': () => [lastWordWords.heading('Ben')],
	'card.progress': () => [cardWords.progress(0, 7)],
	'card.passTo': () => [cardWords.passTo('Ana')],
	'card.onlyYou': () => [cardWords.onlyYou('Ana')],
	'card.iAm': () => [cardWords.iAm('Ana')],
	'card.yourCard': () => [cardWords.yourCard('Ana')],
	'card.yourCardAgain': () => [cardWords.yourCardAgain('Ana')],
	'card.notYou': () => [cardWords.notYou('Ana')],
	'card.passingOnIn': () => [cardWords.passingOnIn(3)],
	'card.youAre': () => [cardWords.youAre('Ana')],
	'card.side': (n) => [cardWords.side(villager, n), cardWords.side(killer, n)],
	'card.partners': (n) => [
		cardWords.partners(villager, n),
		cardWords.partners(killer, n),
		cardWords.partners({ ...killer, partners: ['Ben', 'Cara'] }, n),
		cardWords.partners({ ...killer, meetsLater: true }, n)
	],
	'menu.redo': () => [menuWords.redo('night'), menuWords.redo('vote')],
	'menu.redoQuestion': () => [menuWords.redoQuestion('night', 'Ana'), menuWords.redoQuestion('vote', 'Ana')],
	'menu.yesRedo': () => [menuWords.yesRedo('night'), menuWords.yesRedo('vote')],
	'end.hunch': () => [endWords.hunch('Night 1', 'Ben', 3, 5), endWords.hunch('Night zero', 'Ben and Cara', 2, 6)],
	'round.progress': () => [roundWords.progress(0, 1, 12), roundWords.progress(2, 5, 7)],
	'round.passHeading': () => [roundWords.passHeading('Ben')],
	'round.iAm': () => [roundWords.iAm('Ben')],
	'round.turnHeading': () => [roundWords.turnHeading('Ben')],
	'round.notMe': () => [roundWords.notMe('Ben')],
	'round.doneHeading': () => [roundWords.doneHeading('Ben')],
	'round.passOn': () => [roundWords.passOn('Cara')],
	'round.waitFor': () => [roundWords.waitFor(5)],
	'turnNotes.meeting': (n) => [turnNotes.meeting(['Ben', 'Cara'], n), turnNotes.meeting([], n)],
	'turnNotes.partners': () => [turnNotes.partners(['Ben'])],
	'turnNotes.picked': () => [turnNotes.picked('Ben', 'Cara'), turnNotes.picked('Ben', 'nobody')],
	'turnNotes.killer': () => [turnNotes.killer('Ben', true), turnNotes.killer('Ben', false)],
	'turnNotes.notAgain': () => [turnNotes.notAgain(null), turnNotes.notAgain('Cara')],
	'turnNotes.mayNot': () => [turnNotes.mayNot(['Ben', 'Cara'])],
	'chosen.chose': () => [chosenWords.chose('Ben'), chosenWords.chose(null)],
	'chosen.answer': (n) => [chosenWords.answer('Ben', 'mafia', n), chosenWords.answer('Ben', 'not-mafia', n)],
	'narratorRoles.row': (n) => [narratorRolesWords.row('Ben', n.roles.doctor.one, true), narratorRolesWords.row('Cara', n.roles.mafia.one, false)],
	'lastWord.script': () => [lastWordWords.script('Ben')],
	'morning.progress': () => [morningWords.progress(0), morningWords.progress(1)],
	'morning.heading': () => [morningWords.heading([]), morningWords.heading(['Ben']), morningWords.heading(['Ben', 'Cara', 'Dan'])],
	'night.progress': () => [nightWords.progress(0, 0, 3), nightWords.progress(2, 2, 3)],
	'night.heading': (n) => [
		nightWords.heading({ role: 'mafia', several: true, forShow: false }, n),
		nightWords.heading({ role: 'doctor', several: false, forShow: true }, n),
		nightWords.heading({ role: 'mafia', several: false, forShow: false, meeting: true }, n)
	],
	'night.meeting': () => [nightWords.meeting(['Ben', 'Cara'])],
	'night.killer': () => [nightWords.killer('Ben', false), nightWords.killer('Ben', true)],
	'night.awake': () => [nightWords.awake(['Ben', 'Cara'], 'unanimous'), nightWords.awake(['Ben', 'Cara'], 'earliest'), nightWords.awake(['Ben', 'Cara'], 'most')],
	'night.notAgain': (n) => [nightWords.notAgain(null, n), nightWords.notAgain('Cara', n), nightWords.notAgain('Cara', n, 'bodyguard')],
	'night.grid': () => (['kill', 'advice', 'picks', 'points', 'heal', 'poison', 'second'] as const).map((kind) => nightWords.grid('Ben', kind)),
	'night.victims': () => [nightWords.victims(['Ben']), nightWords.victims(['Ben', 'Cara'])],
	'night.act': () => (['heal', 'poison', 'second', 'lover', 'beloved'] as const).map((act) => nightWords.act(act)),
	'night.showDetective': (n) => [nightWords.showDetective(n)],
	'night.thumb': () => [nightWords.thumb(true), nightWords.thumb(false)],
	'night.done': () => [nightWords.done(true), nightWords.done(false)],
	'sharedWords.doneIn': () => [shared.sharedWords.doneIn(7)],
	'night.callWait': () => [nightWords.callWait(7)],
	'talk.progress': () => [talkWords.progress(0), talkWords.progress(2)],
	'talk.heading': () => [talkWords.heading(0), talkWords.heading(2)],
	'talk.end': () => [talkWords.end(0), talkWords.end(2)],
	'verdict.progress': () => [verdictWords.progress(2, false), verdictWords.progress(2, true)],
	'verdict.heading': () => [verdictWords.heading('out', 'Ben'), verdictWords.heading('idiot', 'Eve'), verdictWords.heading('revote', undefined), verdictWords.heading('nobody', undefined)],
	'verdict.next': () => [verdictWords.next('revote'), verdictWords.next('out')],
	'lastAct.heading': (n) => [lastActWords.heading('Ben', n.roles.hunter), lastActWords.heading('Ben', n.roles.mayor)],
	'lastAct.grid': () => [lastActWords.grid('Ben'), lastActWords.grid('Ben', 'successor')],
	'lastAct.mayor': () => [lastActWords.mayor('Ben')]
};

const entries = Object.entries(modules).flatMap(([module, words]) => Object.entries(words).map(([key, value]) => ({ key: `${module}.${key}`, value })));
const texts = (said: Said) => (typeof said === 'string' ? [said] : [said.say, said.note ?? 'no note']);

describe('the game screens’ words', () => {
	it('says every entry of every words module', () => {
		const unsaid = entries.filter((e) => typeof e.value === 'function' && !sayings[e.key]).map((e) => e.key);
		expect(unsaid).toEqual([]);
		expect(Object.keys(sayings).filter((key) => !entries.some((e) => e.key === key))).toEqual([]);
	});

	for (const [theme, names] of [
		['Standard', namesFor('classic')],
		['Werewolf', namesFor('classic', WEREWOLF_THEME)]
	] as const) {
		it(`says whole sentences for the ${theme} theme`, () => {
			const said = entries.flatMap((e) =>
				typeof e.value === 'function' ? sayings[e.key](names).flatMap(texts) : [String(e.value)]
			);
			for (const text of said) {
				expect(text.trim()).not.toBe('');
				expect(text).not.toMatch(/undefined|NaN|\[object|null/);
			}
		});
	}

	it("speaks the theme's words and joins names as the table hears them", () => {
		const werewolf = namesFor('classic', WEREWOLF_THEME);
		expect(nightWords.heading({ role: 'mafia', several: true, forShow: false }, werewolf)).toBe('Werewolves: eyes open');
		expect(morningWords.heading(['Ben', 'Cara', 'Dan'])).toBe('Ben, Cara and Dan died');
		expect(morningWords.heading(['Ben', 'Cara'])).toBe('Ben and Cara died');
		expect(ballotWords.title(2, ['Ben', 'Cara'])).toBe('Revote between Ben and Cara');
		expect(nightWords.notAgain(null, namesFor('classic'))).toBe('The Doctor may not cover themselves tonight: covered last night.');
	});
});
