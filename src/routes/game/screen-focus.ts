/**
 * Screen readers and keyboards follow the phone from screen to screen: when the game shows a new screen (its
 * main heading says something else) and the control that was pressed has gone with the old screen, the focus
 * moves to the new heading, so a screen reader reads "Pass the phone to Ben" at once and the next Tab lands on
 * that screen's first control, not at the top of the page. Focus that is still on a control is never taken
 * (a heading that counts down must not pull the player off the button they are about to press), and the
 * screen the game opens on is left alone. Returns the function that stops it.
 */
export function followScreens(main: HTMLElement): () => void {
	let shown: HTMLElement | null = main.querySelector('h1');
	let text = shown?.textContent?.trim() ?? null;
	const observer = new MutationObserver(() => {
		const heading = main.querySelector<HTMLElement>('h1');
		const now = heading?.textContent?.trim() ?? null;
		if (!heading || (heading === shown && now === text)) return;
		const focused = document.activeElement;
		const lost = !focused || focused === document.body || focused === shown || !focused.isConnected;
		shown = heading;
		text = now;
		if (!lost) return;
		// Focusable by script only (not by Tab): a heading is not a control.
		heading.tabIndex = -1;
		heading.focus();
	});
	observer.observe(main, { childList: true, subtree: true, characterData: true });
	return () => observer.disconnect();
}
