import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import ScreenAwake from '../../src/lib/device/ScreenAwake.svelte';

function giveWakeLock(request: () => Promise<unknown>) {
	Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
}

afterEach(() => {
	delete (navigator as { wakeLock?: unknown }).wakeLock;
});

describe('the screen stays awake during a game', () => {
	it('says nothing while the phone keeps the screen awake', async () => {
		let asked = 0;
		giveWakeLock(() => {
			asked++;
			return Promise.resolve({ released: false, release: () => Promise.resolve() });
		});
		render(ScreenAwake);
		await new Promise((r) => setTimeout(r, 0));
		expect(asked).toBe(1);
		expect(screen.queryByRole('status')).toBeNull();
	});

	it('a phone that refuses: the host is told what to do, and nothing breaks', async () => {
		giveWakeLock(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
		render(ScreenAwake);
		expect(await screen.findByRole('status')).toHaveTextContent(
			'This phone would not keep the screen awake: it may dim during the game. Lengthen the phone’s screen timeout'
		);
	});

	it('a browser without the API says so', async () => {
		render(ScreenAwake);
		expect(await screen.findByRole('status')).toHaveTextContent('This browser cannot keep the screen awake');
	});
});
