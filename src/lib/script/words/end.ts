/** The end of the game: the winners, everyone else, and the record. */
export const endWords = {
	progress: 'The game is over',
	winners: 'Winners',
	alsoWon: 'Also won',
	everyoneElse: 'Everyone else',
	/** One player as the end shows them: "Ben (dead) — Doctor". */
	player: (name: string, alive: boolean, roleName: string) => `${name}${alive ? '' : ' (dead)'} — ${roleName}`,
	record: 'The record, newest first',
	exportGame: 'Export this game',
	newGame: 'New game'
};
