import { namesFor } from '../engine/names';
import { ROLE_ORDER } from '../engine/roles';
import type { PresetId, RoleCounts, RoleId } from '../engine/types';
import { castOf, firstEliminationOf, IN_MODEL } from './treatment';
import { configOfTable, rulesOf, type RuleTable } from '../engine/presets';
import type { ChainRules } from './roles';
import { m } from '../paraglide/messages.js';

type RoleNames = ReturnType<typeof namesFor>['roles'];

/** The names a sentence of the model may use: each role by its singular, the mafia as a side (plural). */
const named = (n: RoleNames) => ({
	mafia: n.mafia.many,
	detective: n.detective.one,
	godfather: n.godfather.one,
	doctor: n.doctor.one,
	diehard: n.diehard.one,
	lycan: n.lycan.one,
	idiot: n.idiot.one,
	bodyguard: n.bodyguard.one,
	witch: n.witch.one,
	hunter: n.hunter.one,
	cupid: n.cupid.one,
	mayor: n.mayor.one,
	elder: n.elder.one,
	serialkiller: n.serialkiller.one,
	wolfcub: n.wolfcub.one,
	lecter: n.lecter.one,
	sniper: n.sniper.one,
	seductress: n.seductress.one,
	jester: n.jester.one,
	villager: n.villager.one
});

/** What the model does with a role whose own power it leaves out, in the preset's words. */
const NOT_MODELLED: Partial<Record<RoleId, (n: RoleNames) => string>> = {
	lecter: (n) => m.refusal_balance_lecter(named(n)),
	sniper: (n) => m.refusal_balance_sniper(named(n)),
	seductress: (n) => m.refusal_balance_seductress(named(n)),
	jester: (n) => m.refusal_balance_jester(named(n)),
	lycan: (n) => m.refusal_balance_lycan(named(n)),
	bodyguard: (n) => m.refusal_balance_bodyguard(named(n)),
	witch: (n) => m.refusal_balance_witch(named(n)),
	hunter: (n) => m.refusal_balance_hunter(named(n)),
	cupid: (n) => m.refusal_balance_cupid(named(n)),
	mayor: (n) => m.refusal_balance_mayor(named(n)),
	elder: (n) => m.refusal_balance_elder(named(n)),
	serialkiller: (n) => m.refusal_balance_serialkiller(named(n)),
	wolfcub: (n) => m.refusal_balance_wolfcub(named(n)),
	idiot: (n) => m.refusal_balance_idiot(named(n))
};

function doctorWords(n: RoleNames, rules: ChainRules): string {
	const words = named(n);
	if (rules.coverSelf) {
		if (rules.cover === 'never') return m.refusal_balance_doctor_self_never_again(words);
		if (rules.cover === 'self-never') return m.refusal_balance_doctor_self_not_twice(words);
		return m.refusal_balance_doctor_self(words);
	}
	return rules.cover === 'never' ? m.refusal_balance_doctor_others_never_again(words) : m.refusal_balance_doctor_others(words);
}

/**
 * The model of play behind an estimate, stated in plain words for this table: one sentence per rule,
 * then one per dealt role whose power is left out.
 */
export function modelWords(table: RuleTable, counts: RoleCounts, rules: ChainRules): string[] {
	const config = configOfTable(table);
	const n = namesFor(config.preset).roles;
	const words = named(n);
	const cast = castOf(counts, rulesOf(table).leaderReads);
	const lines: string[] = [m.refusal_balance_no_skill(), m.refusal_balance_random_kills(words)];
	if (rules.first === 'day') {
		lines.push(
			firstEliminationOf(table) === 'day'
				? m.refusal_balance_day_zero()
				: m.refusal_balance_day_first()
		);
	}
	if (cast.detective) {
		lines.push(m.refusal_balance_detective(words));
		if (cast.hiddenKillers > 0) lines.push(m.refusal_balance_godfather(words));
	}
	if (cast.doctor) lines.push(doctorWords(n, rules));
	if (cast.dieHards > 0) lines.push(cast.doctor ? m.refusal_balance_diehard_covered(words) : m.refusal_balance_diehard(words));
	lines.push(m.refusal_balance_win(words));
	return [...lines, ...leftOutWords(table, counts)];
}

/** One sentence per dealt role whose own power the model leaves out, naming it and what it is treated as. */
export function leftOutWords(table: RuleTable, counts: RoleCounts): string[] {
	const n = namesFor(configOfTable(table).preset).roles;
	return ROLE_ORDER.flatMap((role) => {
		const words = NOT_MODELLED[role];
		return (counts[role] ?? 0) > 0 && !IN_MODEL[role].modelled && words ? [words(n)] : [];
	});
}
