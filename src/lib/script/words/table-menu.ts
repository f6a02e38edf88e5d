import { m } from '../../paraglide/messages.js';

/** The top bar's undo and the game menu: what each offers, and the confirmations they ask. */
export const undoWords = {
	get undo() {
		return m.game_undo();
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
	/** Redo this whole night or vote: asked in words the whole table may see, naming only who goes first. */
	redo: (kind: 'night' | 'vote') => (kind === 'night' ? m.game_menu_redo_night() : m.game_menu_redo_vote()),
	redoQuestion: (kind: 'night' | 'vote', first: string) =>
		kind === 'night' ? m.game_menu_redo_night_question({ first }) : m.game_menu_redo_vote_question({ first }),
	yesRedo: (kind: 'night' | 'vote') => (kind === 'night' ? m.game_menu_yes_redo_night() : m.game_menu_yes_redo_vote()),
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
