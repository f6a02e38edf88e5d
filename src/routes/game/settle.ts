/**
 * How long a new screen lets taps fall on nothing, and how long after each such tap it goes on doing so: the later
 * taps of a double or triple tap (100 to 300 ms apart) must not press what the new screen put under the finger
 * (three quick taps on "I am Ben" would cast a vote for Cara). A player who means to tap the new screen reads
 * it first, and never notices the moment.
 */
export const SETTLE_MS = 300;

/**
 * A screen that replaces another (its main heading says something else) ignores taps until the fingers have paused
 * for SETTLE_MS: the game area takes no pointer events (CSS `.settling`), so a tap lands on nothing, and each tap that
 * lands on nothing starts the moment again. Timed by the page's animation timeline, not by a timer: the screens keep
 * the table's real time whatever a test does to the page's clock (a tap that falls through is a real finger's). Keys
 * are not held back: a key press is aimed at one control. Returns the function that stops it.
 */
export function settleNewScreens(area: HTMLElement): () => void {
	let text = headingOf(area);
	let moment: Animation | null = null;
	const settle = () => {
		moment?.cancel();
		area.classList.add('settling');
		// Nothing moves: the animation is only the moment's clock.
		const now = area.animate([{ opacity: 1 }, { opacity: 1 }], { duration: SETTLE_MS });
		moment = now;
		const settled = () => {
			if (moment !== now) return;
			moment = null;
			area.classList.remove('settling');
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
	};
}

const headingOf = (area: HTMLElement) => area.querySelector('h1')?.textContent?.trim() ?? null;
