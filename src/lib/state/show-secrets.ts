import { showSecrets } from '../engine/secrets';
import { saveGame, type NightfallDatabase, type StoredGame } from '../persistence';

export type SecretsShown = { ok: true; game: StoredGame } | { ok: false; message: string };

/**
 * Saves into an unfinished game that every role is being shown, before they are: the record keeps
 * the step and its time, and the saved screen goes (it no longer matches the record; the game cannot
 * be carried on from it anyway). When the phone will not save it, nothing is shown.
 */
export async function saveSecretsShown(db: NightfallDatabase, game: StoredGame, at: number): Promise<SecretsShown> {
	const record = showSecrets(game.record, at);
	if (!record.ok) return { ok: false, message: record.reason };
	const next: StoredGame = { ...game, record: record.value, snapshot: null };
	const problem = await saveGame(db, next);
	return problem ? { ok: false, message: problem.message } : { ok: true, game: next };
}
