import type { Clock } from './types';

/** A running clock of `totalMs` started at `at`. */
export const startClock = (totalMs: number, at: number): Clock => ({ totalMs, leftMs: totalMs, runningSince: at });

/** Time left at `now`, never below zero. The caller passes the time: the engine has no clock. */
export const timeLeft = (clock: Clock, now: number): number =>
	Math.max(0, clock.leftMs - (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince)));

export const pauseClock = (clock: Clock, at: number): Clock =>
	clock.runningSince === null ? clock : { ...clock, leftMs: timeLeft(clock, at), runningSince: null };

export const resumeClock = (clock: Clock, at: number): Clock =>
	clock.runningSince !== null ? clock : { ...clock, runningSince: at };

export const isPaused = (clock: Clock): boolean => clock.runningSince === null;
