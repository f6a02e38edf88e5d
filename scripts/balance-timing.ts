/**
 * npx tsx scripts/balance-timing.ts [RUNS]: how long the balance estimate takes for the largest tables
 * each preset seats (the setup screen reruns it whenever the table changes). Prints the median, the
 * fastest and the slowest wall time of RUNS runs (default 101) after a warm-up, in milliseconds, and the
 * median CPU time (which a busy machine does not inflate).
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
	const cpu: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		const startCpu = process.cpuUsage();
		estimateBalance(preset, counts);
		const used = process.cpuUsage(startCpu);
		times.push(performance.now() - start);
		cpu.push((used.user + used.system) / 1000);
	}
	times.sort((a, b) => a - b);
	cpu.sort((a, b) => a - b);
	const ms = (t: number) => t.toFixed(1);
	const mid = runs >> 1;
	console.log(
		`${label}: median ${ms(times[mid])} ms, fastest ${ms(times[0])}, slowest ${ms(times[runs - 1])}; median CPU ${ms(cpu[mid])} ms (${runs} runs)`
	);
}
