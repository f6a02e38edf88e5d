/**
 * npx tsx scripts/balance-timing.ts [RUNS]: how long the balance estimate takes for the largest tables
 * each preset seats (the setup screen reruns it whenever the table changes). Prints the median, the
 * fastest and the slowest of RUNS runs (default 101) after a warm-up, in milliseconds.
 */
import { estimateBalance } from '../src/lib/balance/estimate';
import type { PresetId, RoleCounts } from '../src/lib/engine/types';

const runs = Number(process.argv[2] ?? 101);
const tables: [string, PresetId, RoleCounts][] = [
	['storyteller, 20 players: 4 Mafia, Detective, Doctor, Seductress, Jester', 'storyteller', { mafia: 4, detective: 1, doctor: 1, seductress: 1, jester: 1, villager: 12 }],
	['classic, 12 players: 3 Killers, Detective, Doctor', 'classic', { mafia: 3, detective: 1, doctor: 1, villager: 7 }],
	['godfather, 12 players: the whole table, Die-hard included', 'godfather', { godfather: 1, mafia: 2, lecter: 1, doctor: 1, detective: 1, sniper: 1, diehard: 1, villager: 4 }]
];

for (const [label, preset, counts] of tables) {
	for (let i = 0; i < 5; i++) estimateBalance(preset, counts);
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		estimateBalance(preset, counts);
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	const ms = (t: number) => t.toFixed(1);
	console.log(`${label}: median ${ms(times[runs >> 1])} ms, fastest ${ms(times[0])}, slowest ${ms(times[runs - 1])} (${runs} runs)`);
}
