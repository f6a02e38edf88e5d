import { m } from '../../paraglide/messages.js';

/** A line the narrator reads aloud. */
export const scriptLineWords = {
	get readAloud() {
		return m.game_script_read_aloud();
	},
	quoted: (inputs: Parameters<typeof m.game_script_quoted>[0]) => m.game_script_quoted(inputs)
};
