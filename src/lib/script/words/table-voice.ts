import { m } from '../../paraglide/messages.js';

/** The phone's own voice, when it cannot speak. */
export const tableVoiceWords = {
	silent: (inputs: Parameters<typeof m.game_voice_silent>[0]) => m.game_voice_silent(inputs)
};
