import { namesFor } from '../engine/names';
import { ROLE_ORDER } from '../engine/roles';
import type { PresetId, RoleCounts, RoleId } from '../engine/types';
import { castOf, FIRST_ELIMINATION, IN_MODEL } from './treatment';
import type { ChainRules } from './roles';

type RoleNames = ReturnType<typeof namesFor>['roles'];

/** What the model does with a role whose own power it leaves out, in the preset's words. */
const NOT_MODELLED: Partial<Record<RoleId, (n: RoleNames) => string>> = {
	lecter: (n) =>
		`The ${n.lecter.one} is not modelled: treated as one of the ${n.mafia.many} (his shield only stops the ${n.sniper.one}, who holds fire here).`,
	sniper: (n) => `The ${n.sniper.one} is not modelled: treated as a ${n.villager.one} who never shoots.`,
	seductress: (n) =>
		`The ${n.seductress.one} is not modelled: treated as a ${n.villager.one} (whom she silences changes nothing in a random vote).`,
	jester: (n) => `The ${n.jester.one} is not modelled: treated as a ${n.villager.one}; the game goes on when he is voted out.`
};

function doctorWords(n: RoleNames, rules: ChainRules): string {
	const self = rules.coverSelf ? ', himself included' : ', never himself';
	const again =
		rules.cover === 'never'
			? ', but never the same player two nights running'
			: rules.cover === 'self-never' && rules.coverSelf
				? ', but not himself two nights running'
				: '';
	return `The ${n.doctor.one} covers a random player${self}${again}; a covered player survives the night.`;
}

/**
 * The model of play behind an estimate, stated in plain words for this table: one sentence per rule,
 * then one per dealt role whose power is left out.
 */
export function modelWords(preset: PresetId, counts: RoleCounts, rules: ChainRules): string[] {
	const n = namesFor(preset).roles;
	const cast = castOf(counts);
	const mafia = n.mafia.many;
	const lines = [
		'Nobody plays with skill: every choice is random among the living players the rules allow.',
		`Each night the ${mafia} kill a random player who is not one of them. Each day the table votes out a random player: nobody abstains and there is never a tie.`
	];
	if (rules.first === 'day') {
		lines.push(
			FIRST_ELIMINATION[preset] === 'day'
				? 'Day zero and night zero remove nobody, so the first player goes at the day 1 vote.'
				: 'The game starts with a day vote.'
		);
	}
	if (cast.detective) {
		lines.push(
			`The ${n.detective.one} checks a random player he has not checked yet. The day after he finds one of the ${mafia}, the table votes that player out, if the ${n.detective.one} is still alive.`
		);
		if (cast.hiddenKillers > 0) lines.push(`The ${n.godfather.one} reads as not one of the ${mafia}, so he is never found.`);
	}
	if (cast.doctor) lines.push(doctorWords(n, rules));
	if (cast.dieHards > 0) {
		const covered = cast.doctor ? ` (a kill the ${n.doctor.one} covers does not count)` : '';
		lines.push(`The ${n.diehard.one} survives the first kill or vote-out aimed at him${covered}.`);
	}
	lines.push(`The town wins when no ${mafia} are left; the ${mafia} win as soon as they are as many as everyone else.`);
	for (const role of ROLE_ORDER) {
		const words = NOT_MODELLED[role];
		if ((counts[role] ?? 0) > 0 && !IN_MODEL[role].modelled && words) lines.push(words(n));
	}
	return lines;
}
