/**
 * How long a new screen lets taps fall on nothing, and how long after each such tap it goes on doing so: the later
 * taps of a double or triple tap (100 to 300 ms apart) must not press what the new screen put under the finger
 * (three quick taps on "I am Ben" would cast a vote for Cara). A player who means to tap the new screen reads
 * it first, and never notices the moment.
 */
export const SETTLE_MS = 300;

/**
 * A screen that replaces another (its main heading says something else) ignores taps until the fingers have paused
 * for SETTLE_MS: the game area takes no pointer events, so a tap lands on nothing, and each tap that lands on nothing
 * starts the moment again. The rule that says so is a style sheet of the document's own (adoptedStyleSheets), not a
 * class or an attribute: the moment is a matter of time, never of a card, and leaves no mark in the page's markup for
 * anything that reads it (a screen reader, or a test comparing the screens of two deals). Timed by the page's animation timeline, not by a timer: the screens keep
 * the table's real time whatever a test does to the page's clock (a tap that falls through is a real finger's). Keys
 * are not held back: a key press is aimed at one control. Returns the function that stops it.
 */
export function settleNewScreens(area: HTMLElement): () => void {
	let text = headingOf(area);
	let moment: Animation | null = null;
	const still = stillRule(area);
	const settle = () => {
		moment?.cancel();
		still.on();
		// Nothing moves: the animation is only the moment's clock.
		const now = area.animate([{ opacity: 1 }, { opacity: 1 }], { duration: SETTLE_MS });
		moment = now;
		const settled = () => {
			if (moment !== now) return;
			moment = null;
			still.off();
		};
		now.finished.then(settled, settled);
	};
	const observer = new MutationObserver(() => {
		const now = headingOf(area);
		if (now === text) return;
		text = now;
		settle();
	});
	observer.observe(area, { childList: true, subtree: true, characterData: true });
	// A tap while the screen settles fell on nothing (the area takes no pointer events, so it reaches what holds it).
	const holder = area.parentElement;
	const tapped = () => {
		if (moment) settle();
	};
	holder?.addEventListener('pointerdown', tapped, true);
	return () => {
		observer.disconnect();
		holder?.removeEventListener('pointerdown', tapped, true);
		moment?.cancel();
		still.off();
	};
}

/** `pointer-events: none` on the area (named by its own classes), put in the document's sheets and taken out again. */
function stillRule(area: HTMLElement): { on: () => void; off: () => void } {
	// A browser without constructed style sheets (or a test's DOM) lets taps through: they are never blocked for good.
	if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet === 'undefined') return { on: () => {}, off: () => {} };
	const sheet = new CSSStyleSheet();
	sheet.replaceSync(`${[...area.classList].map((c) => `.${CSS.escape(c)}`).join('')} { pointer-events: none; }`);
	const without = () => document.adoptedStyleSheets.filter((s) => s !== sheet);
	return {
		on: () => {
			if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...without(), sheet];
		},
		off: () => {
			document.adoptedStyleSheets = without();
		}
	};
}

const headingOf = (area: HTMLElement) => area.querySelector('h1')?.textContent?.trim() ?? null;
