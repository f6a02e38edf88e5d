import { m } from '../../paraglide/messages.js';
import { listNames } from '../../engine/announce';

/** The morning's result screen: who died in the night. */
export const morningWords = {
	progress: (night: number) => (night === 0 ? m.game_morning_progress_zero() : m.game_morning_progress({ night })),
	heading: (dead: string[]) =>
		dead.length === 0 ? m.game_morning_nobody_died() : m.game_morning_died({ names: listNames(dead), count: dead.length })
};
