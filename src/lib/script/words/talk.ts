import { dayName } from './shared';

/** The day's talk, or day zero's introductions (`godfather`). */
export const talkWords = {
	progress: (day: number) => dayName(day),
	heading: (day: number) => (day === 0 ? 'Introductions' : 'Talk'),
	clock: 'Talk clock',
	end: (day: number) => (day === 0 ? 'End the introductions' : 'Start the vote')
};
