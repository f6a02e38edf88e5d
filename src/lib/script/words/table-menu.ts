/** The top bar's undo and the game menu: what each offers, and the confirmations they ask. */
export const undoWords = {
	undo: 'Undo',
	takeBackVote: (voter: string) => `Undo ${voter}'s vote? The phone goes back to ${voter} to vote again.`,
	yesTakeBack: (voter: string) => `Yes, undo ${voter}'s vote`,
	takeBackTurn: (player: string) => `Undo ${player}'s turn? The phone goes back to ${player} to take it again.`,
	yesTakeBackTurn: (player: string) => `Yes, undo ${player}'s turn`,
	keepIt: 'No, keep it'
};

export const menuWords = {
	menu: 'Menu',
	correct: 'Correct the last result…',
	correctQuestion: "Go back to before the last result was announced? The correction is written into the game's record.",
	yesCorrect: 'Yes, correct it',
	no: 'No',
	exportGame: 'Export this game',
	exportAsk: 'Export this game…',
	exportWarning: "This file holds every player's role: keep it away from the table.",
	exportIt: 'Export it',
	rules: 'Rules',
	home: 'Home (the game is saved)',
	abandon: 'Abandon this game',
	abandonQuestion: 'Abandon this game? It stays in the history but does not count.',
	yesAbandon: 'Yes, abandon it',
	keepPlaying: 'No, keep playing'
};

export const narratorRolesWords = {
	summary: 'Narrator: every role',
	hold: 'Narrator only: hold to see every role',
	row: (name: string, roleName: string, alive: boolean) => `${name} — ${roleName}${alive ? '' : ' (dead)'}`
};
