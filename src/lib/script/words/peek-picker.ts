/** The way back to one's card during the game. */
export const peekPickerWords = {
	label: 'Someone needs to see their card again?',
	show: 'Show their card'
};
