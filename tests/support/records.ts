import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRESETS, readRecord, type GameOptions, type GameRecord } from '../../src/lib/engine/index';
import { playGame, playablePresets, seededChoose, tableFor } from './autoplay';

/**
 * The games every robustness check plays: each record in tests/fixtures/records/ (a new preset is
 * covered by adding its fixtures there), and games generated for each playable preset in both
 * ballot modes and the less usual options.
 */
export interface NamedRecord {
	name: string;
	record: GameRecord;
}

export const FIXTURE_DIR = 'tests/fixtures/records';

/** Every fixture record, read as the app reads an imported file. A fixture that does not read is a broken fixture. */
export function fixtureRecords(dir = FIXTURE_DIR): NamedRecord[] {
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => {
			const read = readRecord(JSON.parse(readFileSync(join(dir, file), 'utf8')));
			if (!read.ok) throw new Error(`${file}: ${read.reason}`);
			return { name: file, record: read.value };
		});
}

/**
 * Whole games played by the autoplay: the smallest, a middling and the largest table of each playable
 * preset, each in both ballot modes, plus a talk clock, reveal off and dead roles not called.
 */
export function generatedRecords(): NamedRecord[] {
	const games: NamedRecord[] = [];
	for (const preset of playablePresets()) {
		const { min, max } = PRESETS[preset].rules.players;
		const sizes = [...new Set([min, Math.min(Math.max(7, min), max), max])];
		const variants: { players: number; options: Partial<GameOptions> }[] = sizes.flatMap((players) =>
			(['secret', 'open'] as const).map((ballotMode) => ({ players, options: { ballotMode } }))
		);
		variants.push({ players: sizes[1], options: { talkSeconds: 120, revealOnVoteOut: false, callDeadRoles: false } });
		variants.forEach(({ players, options }, i) => {
			const seed = 1000 + i * 7919;
			const name = `${preset}, ${players} players, ${JSON.stringify(options)}`;
			const { record } = playGame(tableFor(preset, players, seed, options), {
				id: `generated-${preset}-${i}`,
				choose: seededChoose(seed),
				randomActions: 12 * players
			});
			games.push({ name, record });
		});
	}
	return games;
}
