import { PRESETS, configOfTable, rulesOf, type RuleTable } from '../engine/presets';
import { ROLES, ROLE_ORDER } from '../engine/roles';
import type { DetectiveAnswer, RoleCounts, RoleId } from '../engine/types';
import type { FirstPhase } from './baseline';
import type { Cast, ChainRules } from './roles';

/** Where a role sits in the balance model (roles.ts): its own part, or the part it is treated as. */
export type PlaysAs = 'mafia' | 'detective' | 'doctor' | 'die-hard' | 'other';

export interface RoleInModel {
	playsAs: PlaysAs;
	/** False when the role's own power is left out and it plays as `playsAs` (the screen says so). */
	modelled: boolean;
}

/**
 * Each role in the model. A mafia role is found by the Detective or not as ROLES says (`detectiveSees`):
 * the Godfather is mafia the Detective never finds. Roles whose power the model leaves out play as the
 * nearest plain role, and the estimate says so beside the numbers.
 */
export const IN_MODEL: Record<RoleId, RoleInModel> = {
	mafia: { playsAs: 'mafia', modelled: true },
	godfather: { playsAs: 'mafia', modelled: true },
	// His shield stops only the Sniper, who holds fire in the model; and he kills like the rest.
	lecter: { playsAs: 'mafia', modelled: false },
	detective: { playsAs: 'detective', modelled: true },
	doctor: { playsAs: 'doctor', modelled: true },
	// A random shot would as often kill the Sniper himself: the model has him hold fire.
	sniper: { playsAs: 'other', modelled: false },
	diehard: { playsAs: 'die-hard', modelled: true },
	// He would stop some kills, but the model has one protector: he plays as a Villager, and the screen says so.
	bodyguard: { playsAs: 'other', modelled: false },
	// The model's Detective finds only killers: the Lycan's false reading is left out, and he plays as a Villager.
	lycan: { playsAs: 'other', modelled: false },
	// The model's vote would spare him once and then count one vote fewer: left out, he plays as a Villager.
	idiot: { playsAs: 'other', modelled: false },
	// Under a random vote, who cannot vote changes nothing; she counts among the others for the win.
	seductress: { playsAs: 'other', modelled: false },
	// His last shot would take one more player: the model leaves it out, and he plays as a Villager.
	hunter: { playsAs: 'other', modelled: false },
	// The Lovers' grief and their own win are left out: he plays as a Villager.
	cupid: { playsAs: 'other', modelled: false },
	// Under a random vote his tie-break changes whom, not how many: he plays as a Villager.
	mayor: { playsAs: 'other', modelled: false },
	// Her potions would save one and kill one, each once: the model leaves both out, and she plays as a Villager.
	witch: { playsAs: 'other', modelled: false },
	// His spare life holds against the night's kills only; the model's Die-hard's holds against a vote too.
	elder: { playsAs: 'die-hard', modelled: false },
	// A third side the model has no place for: his kills and his own win are left out, and he plays as a Villager.
	serialkiller: { playsAs: 'other', modelled: false },
	// He kills like the rest; the second victim the night after his death is left out.
	wolfcub: { playsAs: 'mafia', modelled: false },
	// The game goes on after a voted-out Jester, as in the model.
	jester: { playsAs: 'other', modelled: false },
	villager: { playsAs: 'other', modelled: true }
};

/**
 * When the first player goes. A day zero (`godfather`, or a custom table with one) opens with day zero and night
 * zero, where nobody is killed and nobody else wakes, so the first elimination is the day-1 vote; the others open
 * with a full night.
 */
export const firstEliminationOf = (table: RuleTable): FirstPhase => (rulesOf(table).dayZero ? 'day' : 'night');

/** The table as the model sees it; the Godfather is found by the Detective when the rules read him as mafia. */
export function castOf(counts: RoleCounts, leaderReads: DetectiveAnswer = 'not-mafia'): Cast {
	const cast: Cast = { killers: 0, hiddenKillers: 0, others: 0, dieHards: 0, detective: false, doctor: false };
	for (const role of ROLE_ORDER) {
		const n = counts[role] ?? 0;
		if (n === 0) continue;
		switch (IN_MODEL[role].playsAs) {
			case 'mafia':
				if ((role === 'godfather' ? leaderReads : ROLES[role].detectiveSees) === 'mafia') cast.killers += n;
				else cast.hiddenKillers += n;
				break;
			case 'detective':
				cast.detective = true;
				break;
			case 'doctor':
				cast.doctor = true;
				break;
			case 'die-hard':
				cast.dieHards += n;
				break;
			case 'other':
				cast.others += n;
				break;
		}
	}
	return cast;
}

/** The rules that the model uses: when the first player goes, and whom the Doctor may cover. */
export function chainRulesOf(table: RuleTable, first: FirstPhase = firstEliminationOf(table)): ChainRules {
	const config = configOfTable(table);
	const rules = rulesOf(config);
	const { defaults } = PRESETS[config.preset];
	// 'any': never the same player two nights running; 'self': never himself, unless the option allows it.
	const cover = rules.doctorRepeat === 'any' ? 'never' : defaults.doctorSelfTwice ? 'allowed' : 'self-never';
	return { first, cover, coverSelf: defaults.doctorMaySelf };
}
