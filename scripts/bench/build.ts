import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build is made from: when any of it is newer than build/service-worker.js, the build is stale. */
const SOURCES = ['src', 'static', 'scripts/build', 'svelte.config.js', 'vite.config.ts', 'package-lock.json'];

function newest(path: string): number {
	if (!existsSync(path)) return 0;
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.mtimeMs;
	return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Why the app must be built before it is measured, or null when build/ is up to date. */
export function staleBuild(): string | null {
	if (!existsSync('build/index.html') || !existsSync('build/service-worker.js')) return 'there is no build yet';
	const built = statSync('build/service-worker.js').mtimeMs;
	const changed = SOURCES.find((source) => newest(source) > built);
	return changed ? `${changed} changed since the last build` : null;
}

/** Builds the app (vite build), its output on stderr so that `--json` keeps stdout to the figures alone. */
export function buildApp(): void {
	const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: ['ignore', 2, 2] });
	if (result.status !== 0) throw new Error('vite build failed (its output is above)');
}
