import { listNames } from '../engine/announce';
import { townHunches } from '../engine/hunches';
import type { LogEntry, Seat } from '../engine/types';
import { endWords } from './words/end';
import { nightName } from './words/shared';

/** Each night's town's hunch as the end of a game shows it: "Night 1: the town’s hunch: Ben, 3 of 5". */
export const townHunchLines = (log: LogEntry[], nameOf: (seat: Seat) => string): string[] =>
	townHunches(log).map(({ night, hunch }) => endWords.hunch(nightName(night), listNames(hunch.seats.map(nameOf)), hunch.count, hunch.of));
