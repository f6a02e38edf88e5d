import { showSecrets } from '../engine/secrets';
import { saveGame, type StoredGame } from '../persistence';
import { nightfallDb } from './storage';

export type SecretsShown = { ok: true; game: StoredGame } | { ok: false; message: string };

/**
 * Saves into an unfinished game that every role is being shown, before they are: the record keeps
 * the step and its time, and the saved screen goes (it no longer matches the record; the game cannot
 * be carried on from it anyway). When the phone will not save it, nothing is shown.
 */
export async function saveSecretsShown(game: StoredGame, at: number): Promise<SecretsShown> {
	const record = showSecrets(game.record, at);
	if (!record.ok) return { ok: false, message: record.reason };
	const opened = await nightfallDb();
	if (!opened.ok) return { ok: false, message: opened.problem.message };
	const next: StoredGame = { ...game, record: record.value, snapshot: null };
	const problem = await saveGame(opened.db, next);
	return problem ? { ok: false, message: problem.message } : { ok: true, game: next };
}
