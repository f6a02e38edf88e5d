/**
 * Screen readers and keyboards follow the phone from screen to screen: when the game shows a new screen (its
 * main heading says something else), the focus moves to that heading, so a screen reader reads "Pass the phone
 * to Ben" at once and the next Tab lands on that screen's first control, not at the top of the page. The screen
 * the game opens on is left alone: opening a game does not move the focus. Returns the function that stops it.
 */
export function followScreens(main: HTMLElement): () => void {
	let shown = main.querySelector('h1')?.textContent?.trim() ?? null;
	const observer = new MutationObserver(() => {
		const heading = main.querySelector<HTMLElement>('h1');
		const text = heading?.textContent?.trim() ?? null;
		if (!heading || text === shown) return;
		shown = text;
		// Focusable by script only (not by Tab): a heading is not a control.
		heading.tabIndex = -1;
		heading.focus();
	});
	observer.observe(main, { childList: true, subtree: true, characterData: true });
	return () => observer.disconnect();
}
