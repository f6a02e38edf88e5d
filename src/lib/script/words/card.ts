import { m } from '../../paraglide/messages.js';
import { isolateName, listNames } from '../../engine/announce';
import type { Card } from '../../engine/view';
import type { Names } from '../../engine/names';

/** The deal and a look at one's card again: the pass, the hold, the card's own lines. */
export const cardWords = {
	progress: (seat: number, players: number) => m.game_card_progress({ seat: seat + 1, players }),
	passTo: (name: string) => m.game_card_pass_to({ name }),
	onlyYou: (name: string) => m.game_card_only_you({ name }),
	iAm: (name: string) => m.game_card_i_am({ name }),
	yourCard: (name: string) => m.game_card_your_card({ name }),
	yourCardAgain: (name: string) => m.game_card_your_card_again({ name }),
	get hold() {
		return m.game_card_hold();
	},
	get passOn() {
		return m.game_card_pass_on();
	},
	notYou: (name: string) => m.game_card_not_you({ name }),
	passingOnIn: (seconds: number) => m.game_card_passing_on_in({ seconds }),
	get giveBack() {
		return m.game_card_give_back();
	},
	get cancel() {
		return m.game_card_cancel();
	},
	youAre: (name: string) => m.game_card_you_are({ name }),
	side: (card: Card, names: Names) => m.game_card_side({ side: names.teams[card.team] }),
	/**
	 * The same one line on every card, so its length says nothing of the role: whom they know. A Lover learns the
	 * other Lover there (a killer Lover, their partners too).
	 */
	partners: (card: Card, names: Names) => {
		const lover = card.lover !== undefined ? m.game_card_lover({ name: isolateName(card.lover) }) : null;
		if (card.partners.length > 0) {
			const partners = m.game_card_partners({ names: listNames(card.partners) });
			return lover ? `${lover} ${partners}` : partners;
		}
		if (lover) return lover;
		if (card.meetsLater) return m.game_card_meet_later({ roles: names.roles.mafia.many });
		if (card.team === 'mafia') return m.game_card_only_one();
		return m.game_card_know_no_one();
	}
};
