import { writeFileSync } from 'node:fs';
import { PRESETS, replay, suggestRoles, type GameConfig, type GameRecord, type PresetId, type RoleCounts } from '../../src/lib/engine/index';
import { playGame, seededChoose } from './autoplay';

/**
 * Writes the generated fixture games of tests/fixtures/records/ (a game of each rule set and of the
 * app-narrated night, played by the autoplay from a seed), so every check that reads the fixtures
 * covers them. Run by hand when the rules change: `npx tsx tests/support/make-fixtures.ts`.
 * A hand-written fixture (the worked game) is never touched.
 */
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];

interface Fixture {
	file: string;
	preset: PresetId;
	players: string[];
	roles?: RoleCounts;
	options: Partial<GameConfig['options']>;
	seed: number;
	/** Random moves before the finisher takes over. */
	randomActions: number;
}

const FIXTURES: Fixture[] = [
	// Seeds picked for variety: clocks that run out and a pause; last words, a revote; replies and a count reveal.
	{ file: 'clocked-seven-secret-ballot.json', preset: 'clocked', players: PLAYERS, options: { ballotMode: 'secret' }, seed: 229, randomActions: 60 },
	{
		file: 'storyteller-seven-open-vote.json',
		preset: 'storyteller',
		players: PLAYERS,
		roles: { mafia: 1, detective: 1, doctor: 1, seductress: 1, jester: 1, villager: 2 },
		options: { ballotMode: 'open' },
		seed: 81,
		randomActions: 50
	},
	{ file: 'godfather-seven-secret-ballot.json', preset: 'godfather', players: PLAYERS, options: { ballotMode: 'secret' }, seed: 212, randomActions: 60 },
	{ file: 'classic-six-app-narrated.json', preset: 'classic', players: PLAYERS.slice(0, 6), options: { narration: 'app', ballotMode: 'secret' }, seed: 186, randomActions: 40 }
];

/** The record as a fixture file: the setup readable, one action a line. */
function asFile(record: GameRecord): string {
	const { actions, ...head } = record;
	const top = JSON.stringify(head, null, '\t').replace(/\n}$/, '');
	return `${top},\n\t"actions": [\n${actions.map((a) => `\t\t${JSON.stringify(a)}`).join(',\n')}\n\t]\n}\n`;
}

for (const f of FIXTURES) {
	const suggested = Object.fromEntries(Object.entries(suggestRoles(f.preset, f.players.length)).filter(([, n]) => (n ?? 0) > 0));
	const config: GameConfig = {
		preset: f.preset,
		players: f.players,
		roles: f.roles ?? suggested,
		options: { ...PRESETS[f.preset].defaults, ...f.options },
		seed: f.seed
	};
	const id = f.file.replace(/\.json$/, '');
	const { record, state } = playGame(config, { id, choose: seededChoose(f.seed), randomActions: f.randomActions, createdAt: 1_795_982_400_000 });
	const check = replay(record);
	if (!check.ok || check.value.phase.kind !== 'ended') throw new Error(`${f.file} does not replay to an end`);
	writeFileSync(`tests/fixtures/records/${f.file}`, asFile(record));
	const types = [...new Set(record.actions.map((a) => a.type))].join(', ');
	console.log(`${f.file}: ${record.actions.length} actions; ${state.winner?.side} wins; ${types}`);
}
