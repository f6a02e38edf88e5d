import type { MafiaKill } from '../../engine/presets';
import type { Names } from '../../engine/names';
import type { RoleId } from '../../engine/types';
import { nightName } from './shared';

/** Who a wake's heading names: the role's holders, one or many. */
interface WakeHeading {
	role: RoleId;
	/** More than one holder is awake. */
	several: boolean;
	meeting?: boolean;
	forShow: boolean;
}

/** How several killers' picks become one kill, for the narrator entering them (`clocked`: the order matters). */
const killRule: Partial<Record<MafiaKill, string>> = {
	unanimous: 'The kill lands only if all of them pick the same player.',
	earliest: 'If they disagree, the earliest pick is the kill: enter each pick in the order it was made.',
	most: 'If they disagree, the player with most picks dies; a tie is drawn at random.'
};

/** What a pick grid is, as its legend says it. */
export type GridKind = 'kill' | 'advice' | 'picks' | 'points';

/** The narrator's night (and the role holders' own turn when the app narrates). */
export const nightWords = {
	progress: (night: number, step: number, steps: number) => `${nightName(night)} · ${step + 1} of ${steps}`,
	/** The heading says what is happening now: who has their eyes open. */
	heading: (wake: WakeHeading, names: Names) => {
		const group = wake.several || wake.meeting ? names.roles[wake.role].many : names.roles[wake.role].one;
		return wake.meeting ? `${group}: eyes open to meet` : wake.forShow ? `${group}: called for show` : `${group}: eyes open`;
	},
	clock: "This role's clock",
	/** A seat that is nobody: the Detective's answer about no one, the pick of nobody. */
	nobody: 'nobody',
	meeting: (awake: string[]) => `Awake: ${awake.join(', ')}. They see each other; nobody is picked tonight.`,
	killer: (name: string, others: boolean) =>
		`${name} makes the kill.${others ? ' The others may point too: their picks are advice their team sees.' : ''}`,
	awake: (awake: string[], rule: MafiaKill) => `Awake: ${awake.join(', ')}. ${killRule[rule] ?? ''}`,
	/** The Doctor's cover of last night may not be repeated (`target`: null when it was themselves). */
	notAgain: (target: string | null, names: Names) =>
		`The ${names.roles.doctor.one} may not cover ${target ?? 'themselves'} tonight: covered last night.`,
	agreed: 'They all agree on…',
	disagree: 'They disagree: enter each pick',
	agree: 'They all agree',
	grid: (name: string, kind: GridKind) =>
		kind === 'kill'
			? `${name}'s kill — this pick counts`
			: kind === 'advice'
				? `${name} suggests… (advice only)`
				: kind === 'picks'
					? `${name} picks…`
					: `${name} points at…`,
	showDetective: (names: Names) => `Show the ${names.roles.detective.one}:`,
	thumb: (killer: boolean) => (killer ? 'Thumb up.' : 'Thumb down.'),
	done: (last: boolean) => (last ? 'Done — end the night' : 'Done — next role')
};
