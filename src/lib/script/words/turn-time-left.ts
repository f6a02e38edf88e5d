/** App-narrated night: the called role's time left. */
export const turnTimeLeftWords = {
	label: 'Time left in this turn'
};
