/** The end of the game: the winners, everyone else, and the record. */
export const endWords = {
	progress: 'The game is over',
	winners: 'Winners',
	alsoWon: 'Also won',
	everyoneElse: 'Everyone else',
	/** One player as the end shows them: "Ben (dead) — Doctor". */
	player: (name: string, alive: boolean, roleName: string) => `${name}${alive ? '' : ' (dead)'} — ${roleName}`,
	record: 'The record, newest first',
	hunches: 'Who the town suspected',
	/** "Night 1: the town’s hunch: Ben, 3 of 5" (a tie names each of the most-named). */
	hunch: (night: string, names: string, count: number, of: number) => `${night}: the town’s hunch: ${names}, ${count} of ${of}`,
	exportGame: 'Export this game',
	newGame: 'New game'
};
