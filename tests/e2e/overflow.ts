import type { Page } from '@playwright/test';

/** Elements wider than the screen, named so a failure says where to look. */
export async function overflow(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const width = window.innerWidth;
		if (document.documentElement.scrollWidth <= width) return [];
		const tooWide = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
		// The innermost elements that run off the side: where the layout needs fixing.
		const culprits = [...document.querySelectorAll('body *')].filter((el) => tooWide(el) && ![...el.children].some(tooWide));
		// A word too long for its box runs out of it without making the box wider: find the text itself.
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const range = document.createRange();
			range.selectNodeContents(node);
			const box = node.parentElement;
			// Visually hidden text (for screen readers) is clipped to a pixel: it shows nowhere.
			if (!box || box.getBoundingClientRect().width <= 1) continue;
			if ([...range.getClientRects()].some((r) => r.right > width + 0.5)) culprits.push(box);
		}
		const name = (el: Element) =>
			`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
		return [`page ${document.documentElement.scrollWidth} px wide on a ${width} px screen`, ...culprits.slice(0, 4).map(name)];
	});
}

/**
 * Words cut in two by the line's end: a word (or one part of a hyphenated word, "Die-hard") whose letters sit on two
 * lines. Breaking after a hyphen is how a line may end; breaking "Storytelle/r" is not.
 */
export async function brokenWords(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const broken: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.textContent ?? '';
			for (const part of text.matchAll(/[^\s\u2010-]+[\u2010-]?/g)) {
				const range = document.createRange();
				range.setStart(node, part.index);
				range.setEnd(node, part.index + part[0].length);
				const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
				if (lines.size > 1) broken.push(`${part[0]} (in ${node.parentElement?.tagName.toLowerCase()})`);
			}
		}
		return broken;
	});
}
