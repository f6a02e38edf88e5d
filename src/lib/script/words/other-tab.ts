/** The game is open in another tab of this phone, or has just moved to one. */
export const otherTabWords = {
	heading: (moved: boolean) => (moved ? 'This game moved to another tab' : 'This game is open in another tab'),
	moved: 'Another tab of Nightfall took this game over and plays it on from the last step saved here.',
	open: 'Playing one game in two tabs would split it in two. Play on in the other tab, or play here: the other tab stops and saves first.',
	waiting: 'Asking the other tab to stop…',
	playHere: 'Play here instead'
};
