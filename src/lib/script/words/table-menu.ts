import { m } from '../../paraglide/messages.js';

/** The top bar's undo and the game menu: what each offers, and the confirmations they ask. */
export const undoWords = {
	get undo() {
		return m.game_undo();
	},
	takeBackVote: (voter: string) => m.game_undo_take_back_vote({ voter }),
	yesTakeBack: (voter: string) => m.game_undo_yes_take_back({ voter }),
	takeBackTurn: (player: string) => m.game_undo_take_back_turn({ player }),
	yesTakeBackTurn: (player: string) => m.game_undo_yes_take_back_turn({ player }),
	get keepIt() {
		return m.game_undo_keep_it();
	}
};

export const menuWords = {
	get menu() {
		return m.game_menu();
	},
	get correct() {
		return m.game_menu_correct();
	},
	get correctQuestion() {
		return m.game_menu_correct_question();
	},
	get yesCorrect() {
		return m.game_menu_yes_correct();
	},
	get no() {
		return m.game_menu_no();
	},
	get exportGame() {
		return m.game_menu_export();
	},
	get exportAsk() {
		return m.game_menu_export_ask();
	},
	get exportWarning() {
		return m.game_menu_export_warning();
	},
	get exportIt() {
		return m.game_menu_export_it();
	},
	get rules() {
		return m.game_menu_rules();
	},
	get home() {
		return m.game_menu_home();
	},
	get abandon() {
		return m.game_menu_abandon();
	},
	get abandonQuestion() {
		return m.game_menu_abandon_question();
	},
	get yesAbandon() {
		return m.game_menu_yes_abandon();
	},
	get keepPlaying() {
		return m.game_menu_keep_playing();
	}
};

export const narratorRolesWords = {
	get summary() {
		return m.game_narrator_roles_summary();
	},
	get hold() {
		return m.game_narrator_roles_hold();
	},
	row: (name: string, roleName: string, alive: boolean) =>
		alive ? m.game_narrator_roles_row({ name, role: roleName }) : m.game_narrator_roles_row_dead({ name, role: roleName })
};
