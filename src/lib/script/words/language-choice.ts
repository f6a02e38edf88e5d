import { m } from '../../paraglide/messages.js';

/** The choice of the table's language. */
export const languageChoiceWords = {
	get label() {
		return m.app_language_label();
	}
};
