import { listNames } from '../../engine/announce';

/** The morning's result screen: who died in the night. */
export const morningWords = {
	progress: (night: number) => `Morning after ${night === 0 ? 'night zero' : `night ${night}`}`,
	heading: (dead: string[]) => (dead.length === 0 ? 'Nobody died' : `${listNames(dead)} died`)
};
