import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The test files under `dir` that replace a module with `vi.mock` (or `vi.doMock`), as paths from the project's
 * root. Vitest's node project shares its loaded modules between test files (loading the engine and every message
 * afresh for each file was most of the unit tests' time); a file that replaces a module needs them loaded afresh,
 * so these run in a project of their own that does. Found by reading the files, so a new one is never missed.
 */
export function filesThatMock(dir = 'tests', suffix = '.test.ts'): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith(suffix))
		.map((file) => join(dir, file))
		.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
		.sort();
}
