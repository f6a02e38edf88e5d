import { statSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED } from '../i18n/check';
import { MESSAGES_DIR, areas } from '../i18n/pseudo';

/** The language whose messages weigh most in bytes (Cyrillic takes two a letter): the first load is measured in it. */
export function heaviestLanguage(): string {
	const weight = (locale: string) => areas().reduce((sum, area) => sum + statSync(join(MESSAGES_DIR, area, `${locale}.json`)).size, 0);
	return [...TRANSLATED].sort((a, b) => weight(b) - weight(a))[0];
}
