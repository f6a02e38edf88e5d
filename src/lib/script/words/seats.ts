/** The tags beside a name in the table's list of players. */
export const seatsWords = {
	players: 'Players',
	out: 'out',
	voted: 'voted',
	silenced: 'silenced'
};
