import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For the tests only: whether Paraglide's compiled messages (`npm run messages`, which `npm test` runs first) are
 * newer than every file they are compiled from. Then Vitest leaves Paraglide's plugin out: its compile loads the
 * whole project into a database at every start (on a 2-core machine most of the start's CPU, tens of seconds under
 * load), only to write the same files. Missing or older, the plugin compiles them as before.
 */
export function messagesCompiled(outdir = 'src/lib/paraglide', sources = ['messages', 'project.inlang/settings.json']): boolean {
	const compiledAt = modified(join(outdir, 'messages.js'));
	if (compiledAt === null) return false;
	return sources.every((source) => newest(source) < compiledAt);
}

function modified(path: string): number | null {
	try {
		return statSync(path).mtimeMs;
	} catch {
		return null;
	}
}

/** The latest change under a file or folder (a folder's own time counts: a file removed from it changes it). */
function newest(path: string): number {
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.mtimeMs;
	return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}
