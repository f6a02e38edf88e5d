import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRecord, type GameOptions, type GameRecord } from '../../src/lib/engine/index';
import { playGame, playablePresets, seededChoose, tableFor, tableSizes, unusualOptions } from './autoplay';

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
 * Whole games played by the autoplay, for each playable preset: the smallest, a middling and the largest
 * table, both ballot modes, every way of running the night (a narrator, the app, or everyone taking the phone,
 * whose vote is always secret), and once with the less usual options (a talk clock, reveal flipped, dead roles not called).
 */
export function generatedRecords(): NamedRecord[] {
	const games: NamedRecord[] = [];
	for (const preset of playablePresets()) {
		const sizes = tableSizes(preset);
		const [small, middle, large] = [sizes[0], sizes[Math.floor(sizes.length / 2)], sizes[sizes.length - 1]];
		const variants: { players: number; options: Partial<GameOptions> }[] = [
			{ players: small, options: { ballotMode: 'secret', narration: 'narrator' } },
			{ players: small, options: { ballotMode: 'secret', narration: 'app' } },
			{ players: middle, options: { ballotMode: 'open', narration: 'narrator' } },
			{ players: middle, options: { ballotMode: 'secret', narration: 'app' } },
			{ players: middle, options: { ballotMode: 'secret', narration: 'round' } },
			{ players: large, options: { ballotMode: 'secret', ...unusualOptions(preset) } }
		];
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
