import {
	BALLOT_CHOICES,
	CUSTOM_CHOICES,
	newCustomTable,
	streamFor,
	suggestRoles,
	type CustomTable,
	type GameOptions,
	type RoleId,
	type RoleCounts
} from '../../src/lib/engine/index';

/**
 * A custom table drawn from a seed: every rule one of its choices, and a deal from the whole catalogue (the
 * suggested table, with a Godfather, Dr. Lecter or Wolf Cub swapped in for a Mafia, and a Sniper, Die-hard, Elder, Lycan,
 * Village Idiot, Bodyguard, Witch, Cupid, Hunter, Serial Killer, Seductress or Jester for a Villager, as drawn). The same
 * seed draws the same table, so a failing game can be played again. A night where everyone takes the phone deals
 * neither the Witch, the Wolf Cub nor Cupid (setup refuses them there).
 */
export function drawCustomTable(seed: number, players: number, narration: GameOptions['narration'] = 'narrator'): { custom: CustomTable; roles: RoleCounts } {
	const draw = streamFor(seed, 'custom-table');
	const one = <T>(choices: readonly T[]): T => choices[Math.floor(draw() * choices.length)];
	const table = newCustomTable(`Table ${seed}`);
	const rules = table.rules;
	rules.mafiaKill = one(CUSTOM_CHOICES.mafiaKill);
	rules.mafiaMayPick = one(CUSTOM_CHOICES.mafiaMayPick);
	rules.doctorRepeat = one(CUSTOM_CHOICES.doctorRepeat);
	rules.leaderReads = one(CUSTOM_CHOICES.leaderReads);
	rules.dayZero = one(CUSTOM_CHOICES.dayZero);
	rules.turns = one(CUSTOM_CHOICES.turns);
	rules.countReveal = one(CUSTOM_CHOICES.countReveal);
	rules.ballot = { threshold: one(BALLOT_CHOICES.threshold), tie: one(BALLOT_CHOICES.tie), abstentionsSave: one(BALLOT_CHOICES.abstentionsSave) };

	const roles: RoleCounts = { ...suggestRoles('custom', players) };
	const swap = (role: RoleId, killer: boolean) => {
		// A killer swapped in takes a Mafia's place, so the killers are as many as the suggestion's.
		const from = killer ? 'mafia' : 'villager';
		if ((roles[from] ?? 0) < 1 || (roles[role] ?? 0) > 0) return;
		roles[from]! -= 1;
		roles[role] = 1;
	};
	// The leader's kill rule needs its leader; otherwise he is dealt as drawn.
	if (rules.mafiaKill === 'godfather' || draw() < 0.4) swap('godfather', true);
	const round = narration === 'round';
	const passRoundless = ['witch', 'wolfcub', 'cupid'];
	for (const role of ['lecter', 'wolfcub'] as const) if (draw() < 0.3 && !(round && passRoundless.includes(role))) swap(role, true);
	for (const role of ['cupid', 'hunter', 'mayor', 'sniper', 'diehard', 'elder', 'lycan', 'idiot', 'bodyguard', 'witch', 'serialkiller', 'seductress', 'jester'] as const) {
		if (draw() < 0.4 && !(round && passRoundless.includes(role))) swap(role, false);
	}
	rules.minVillagers = (roles.villager ?? 0) >= 2 ? one(CUSTOM_CHOICES.minVillagers) : 0;
	for (const [role, n] of Object.entries(roles)) if (n === 0) delete roles[role as keyof RoleCounts];
	return { custom: table, roles };
}
