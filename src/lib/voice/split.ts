/** The longest piece spoken as one utterance at normal speed: about 11 seconds, under Chrome's 15. */
export const DEFAULT_MAX_CHUNK = 160;

/**
 * Splits a line into pieces short enough to speak: Chrome stops an utterance after about
 * 15 seconds and never says it ended. Whole sentences are kept together while they fit;
 * a sentence too long is cut at a comma, then at a space.
 */
export function splitForSpeech(text: string, max = DEFAULT_MAX_CHUNK): string[] {
	const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?…]+(?:[.!?…]+["'”’)]*|$)/g) ?? [];
	const pieces = sentences.map((s) => s.trim()).filter(Boolean).flatMap((s) => cutLong(s, max));
	const chunks: string[] = [];
	for (const piece of pieces) {
		const last = chunks.length - 1;
		if (last >= 0 && chunks[last].length + 1 + piece.length <= max) chunks[last] = `${chunks[last]} ${piece}`;
		else chunks.push(piece);
	}
	return chunks;
}

function cutLong(sentence: string, max: number): string[] {
	if (sentence.length <= max) return [sentence];
	const out: string[] = [];
	let rest = sentence;
	while (rest.length > max) {
		const window = rest.slice(0, max + 1);
		const comma = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '), window.lastIndexOf(' — '));
		const space = window.lastIndexOf(' ');
		// Cut after a comma when it leaves a piece worth saying; otherwise at the last space; a word longer than max is cut.
		const at = comma > max / 3 ? comma + 1 : space > 0 ? space : max;
		out.push(rest.slice(0, at).trim());
		rest = rest.slice(at).trim();
	}
	if (rest) out.push(rest);
	return out;
}
