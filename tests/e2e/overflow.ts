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
