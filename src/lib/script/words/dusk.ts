/** Dusk: the phone goes to the narrator, or to the middle of the table when the app narrates. */
export const duskWords = {
	appHeading: 'Put the phone in the middle of the table',
	appHow: 'Face up, where everyone can reach it. When every head is down, tap Start: the phone calls each role in turn.',
	afterDealProgress: 'Everyone has read their card',
	afterDealHeading: 'Narrator, take the phone',
	start: 'Start the night'
};
