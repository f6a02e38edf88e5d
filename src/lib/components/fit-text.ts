/** The smallest the text of a line may get before it is left to overflow: half its own size. */
const SMALLEST = 0.5;

/**
 * A Svelte attachment for a box of fixed size: when its text does not fit (a long role or list of
 * names, large text set on the phone), the text gets smaller until it does, and the box never grows.
 * So a card's lines are the same size whatever they say. Font size only, set from script (CSSOM is
 * allowed by the page's style policy; a style attribute is not).
 */
export function fitText(box: HTMLElement): () => void {
	const fit = () => {
		box.style.fontSize = '';
		const size = parseFloat(getComputedStyle(box).fontSize);
		for (let scale = 1; scale > SMALLEST && overflows(box); ) {
			scale = Math.max(SMALLEST, scale - 0.05);
			box.style.fontSize = `${size * scale}px`;
		}
	};
	fit();
	// The box's own size follows the screen (its height is in rem and dvh): fit again when it changes.
	if (typeof ResizeObserver === 'undefined') return () => {};
	let width = box.clientWidth;
	let height = box.clientHeight;
	const observer = new ResizeObserver(() => {
		if (box.clientWidth === width && box.clientHeight === height) return;
		width = box.clientWidth;
		height = box.clientHeight;
		fit();
	});
	observer.observe(box);
	return () => observer.disconnect();
}

const overflows = (box: HTMLElement) => box.scrollHeight > box.clientHeight + 0.5 || box.scrollWidth > box.clientWidth + 0.5;
