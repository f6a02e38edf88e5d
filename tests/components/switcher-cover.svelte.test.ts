import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import SwitcherHarness from './SwitcherHarness.svelte';

/** What a phone does when the app switcher opens, or the app comes back. */
function setVisibility(state: 'visible' | 'hidden') {
	Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
	document.dispatchEvent(new Event('visibilitychange'));
}

const covered = () => document.documentElement.classList.contains('hidden-for-switcher');

afterEach(() => setVisibility('visible'));

describe('nothing secret for the app switcher', () => {
	it('covers the game the moment the page is hidden, and uncovers it when the page is back', async () => {
		render(SwitcherHarness);
		expect(covered()).toBe(false);
		expect(screen.queryByTestId('switcher-cover')).toBeNull();

		setVisibility('hidden');
		await Promise.resolve();
		expect(covered()).toBe(true);
		expect(await screen.findByTestId('switcher-cover')).toHaveTextContent('Nightfall');

		setVisibility('visible');
		await Promise.resolve();
		expect(covered()).toBe(false);
		expect(screen.queryByTestId('switcher-cover')).toBeNull();
	});

	it('covers on pagehide and when the window loses focus (a notification pulled down)', async () => {
		render(SwitcherHarness);
		window.dispatchEvent(new Event('blur'));
		expect(await screen.findByTestId('switcher-cover')).toBeInTheDocument();
		window.dispatchEvent(new Event('focus'));
		await Promise.resolve();
		expect(covered()).toBe(false);

		window.dispatchEvent(new Event('pagehide'));
		expect(await screen.findByTestId('switcher-cover')).toBeInTheDocument();
		window.dispatchEvent(new Event('pageshow'));
		await Promise.resolve();
		expect(covered()).toBe(false);
	});

	it('stays covered while hidden even if focus comes back first', async () => {
		render(SwitcherHarness);
		setVisibility('hidden');
		window.dispatchEvent(new Event('focus'));
		await Promise.resolve();
		expect(covered()).toBe(true);
	});

	it('leaves no cover behind when the game screen closes', async () => {
		const { unmount } = render(SwitcherHarness);
		setVisibility('hidden');
		await Promise.resolve();
		unmount();
		expect(covered()).toBe(false);
	});
});
