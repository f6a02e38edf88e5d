import type { Cues } from './cues';

/**
 * The sound of a countdown (app-narrated mode: the pause between one role and the next). A
 * screen's ticker calls the returned function with the time left, as often as it likes; a tick
 * sounds once for each whole second that passes, and the last one ("now") at zero. The first
 * call only takes the reading, so a countdown reopened after a reload does not tick at once.
 */
export function countdownTicks(cues: Pick<Cues, 'tick'>): (leftMs: number) => void {
	let shown: number | null = null;
	return (leftMs) => {
		const second = Math.max(0, Math.ceil(leftMs / 1000));
		if (shown !== null && second < shown) cues.tick(second === 0);
		shown = second;
	};
}

/**
 * The buzz at a turn's warning (app-narrated mode): once, as the time left crosses `warnAt`
 * seconds, on every role's turn alike, so the table feels the same whoever holds the phone. As
 * with the ticks, the first reading is only taken: a turn reopened after a reload does not buzz.
 */
export function turnWarning(cues: Pick<Cues, 'warn'>, warnAt: number): (secondsLeft: number) => void {
	let shown: number | null = null;
	return (secondsLeft) => {
		if (shown !== null && shown > warnAt && secondsLeft <= warnAt && secondsLeft > 0) cues.warn();
		shown = secondsLeft;
	};
}
