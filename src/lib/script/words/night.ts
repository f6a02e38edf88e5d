import { m } from '../../paraglide/messages.js';
import type { MafiaKill } from '../../engine/presets';
import type { Names } from '../../engine/names';
import type { NightAct, RoleId } from '../../engine/types';
import { nightName, roleInputs } from './shared';
import { numberOf } from '../../i18n/format';

/** Who a wake's heading names: the role's holders, one or many. */
interface WakeHeading {
	role: RoleId;
	/** More than one holder is awake. */
	several: boolean;
	meeting?: boolean;
	forShow: boolean;
}

/** How several killers' picks become one kill, for the narrator entering them (`clocked`: the order matters). */
const awakeLine: Record<MafiaKill, (names: string) => string> = {
	unanimous: (names) => m.game_night_awake_unanimous({ names }),
	earliest: (names) => m.game_night_awake_earliest({ names }),
	most: (names) => m.game_night_awake_most({ names }),
	godfather: (names) => m.game_night_awake({ names })
};

/** What a pick grid is, as its legend says it: whose pick it is, or which of a wake's picks (the Witch's potions, a second victim). */
export type GridKind = 'kill' | 'advice' | 'picks' | 'points' | 'heal' | 'poison' | 'second' | 'lover' | 'beloved';

const gridLegend: Record<GridKind, (name: string) => string> = {
	heal: (name) => m.game_night_grid_heal({ name }),
	poison: (name) => m.game_night_grid_poison({ name }),
	second: (name) => m.game_night_grid_second({ name }),
	lover: (name) => m.game_night_grid_lover({ name }),
	beloved: (name) => m.game_night_grid_beloved({ name }),
	kill: (name) => m.game_night_grid_kill({ name }),
	advice: (name) => m.game_night_grid_advice({ name }),
	picks: (name) => m.game_night_grid_picks({ name }),
	points: (name) => m.game_night_grid_points({ name })
};

const ACT_NAMES: Record<NightAct, () => string> = {
	heal: m.game_record_act_heal,
	poison: m.game_record_act_poison,
	second: m.game_record_act_second,
	lover: m.game_record_act_lover,
	beloved: m.game_record_act_beloved
};

/** The narrator's night (and the role holders' own turn when the app narrates). */
export const nightWords = {
	progress: (night: number, step: number, steps: number) => m.game_night_progress({ night: nightName(night), step: step + 1, steps }),
	/** The heading says what is happening now: who has their eyes open. */
	heading: (wake: WakeHeading, names: Names) => {
		const name = names.roles[wake.role];
		const several = wake.several || wake.meeting;
		const group = several ? name.many : name.one;
		if (wake.meeting) return m.game_night_heading_meeting({ group });
		if (wake.forShow) return m.game_night_heading_for_show({ group, gender: roleInputs(name).gender, several: several ? 'yes' : 'no' });
		return m.game_night_heading_open({ group });
	},
	get clock() {
		return m.game_night_clock();
	},
	/** A seat that is nobody: the Detective's answer about no one, the pick of nobody. */
	get nobody() {
		return m.game_night_nobody();
	},
	meeting: (awake: string[]) => m.game_night_meeting({ names: awake.join(', ') }),
	killer: (name: string, others: boolean) => (others ? m.game_night_killer_with_others({ name }) : m.game_night_killer({ name })),
	awake: (awake: string[], rule: MafiaKill) => awakeLine[rule](awake.join(', ')),
	/** The Doctor's cover of last night may not be repeated (`target`: null when it was themselves). */
	notAgain: (target: string | null, names: Names, role: RoleId = 'doctor') => {
		if (role === 'bodyguard' && target !== null) return m.game_night_not_again_bodyguard({ ...roleInputs(names.roles.bodyguard), target });
		const doctor = roleInputs(names.roles.doctor);
		return target === null ? m.game_night_not_again_self(doctor) : m.game_night_not_again({ ...doctor, target });
	},
	get agreed() {
		return m.game_night_agreed();
	},
	get agreedSecond() {
		return m.game_night_agreed_second();
	},
	/** The killers take two victims tonight (a Wolf Cub died): for the narrator's eyes. */
	get double() {
		return m.game_night_double_note();
	},
	/** Which of a wake's picks, in the record: "healing potion", "second victim". */
	act: (act: NightAct) => ACT_NAMES[act](),
	/** After Cupid's picks: the Lovers learn each other (for the narrator's eyes). */
	get lovers() {
		return m.game_night_lovers_note();
	},
	/** Whom the Witch is shown: the killers' victims tonight. */
	victims: (names: string[]) => m.game_night_victims({ names: names.join(', ') }),
	get disagree() {
		return m.game_night_disagree();
	},
	get agree() {
		return m.game_night_agree();
	},
	grid: (name: string, kind: GridKind) => gridLegend[kind](name),
	showDetective: (names: Names) => m.game_night_show_detective(roleInputs(names.roles.detective)),
	thumb: (killer: boolean) => (killer ? m.game_night_thumb_up() : m.game_night_thumb_down()),
	done: (last: boolean) => (last ? m.game_night_done_last() : m.game_night_done_next()),
	/** Why Done waits: the call's least time, the same for every role. */
	callWait: (seconds: number) => m.game_night_call_wait({ seconds: numberOf(seconds) })
};
