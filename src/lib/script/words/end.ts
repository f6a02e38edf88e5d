import { m } from '../../paraglide/messages.js';

/** The end of the game: the winners, everyone else, and the record. */
export const endWords = {
	get progress() {
		return m.game_end_progress();
	},
	get winners() {
		return m.game_end_winners();
	},
	get alsoWon() {
		return m.game_end_also_won();
	},
	get everyoneElse() {
		return m.game_end_everyone_else();
	},
	/** One player as the end shows them: "Ben (dead) — Doctor". */
	player: (name: string, alive: boolean, roleName: string) =>
		alive ? m.game_end_player({ name, role: roleName }) : m.game_end_player_dead({ name, role: roleName }),
	get record() {
		return m.game_end_record();
	},
	get hunches() {
		return m.game_end_hunches();
	},
	/** "Night 1: the town’s hunch: Ben, 3 of 5" (a tie names each of the most-named). */
	hunch: (night: string, names: string, count: number, of: number) => m.game_end_hunch({ night, names, count, of }),
	get exportGame() {
		return m.game_end_export();
	},
	get newGame() {
		return m.game_end_new_game();
	}
};
