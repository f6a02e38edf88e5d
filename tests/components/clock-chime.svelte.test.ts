import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';

vi.mock('$lib/voice/table-voice', () => ({ clockEndCue: vi.fn() }));

import { clockEndCue } from '$lib/voice/table-voice';
import ClockFace from '../../src/lib/components/ClockFace.svelte';

const noop = () => {};

beforeEach(() => {
	vi.useFakeTimers({ now: 1_000_000 });
	vi.mocked(clockEndCue).mockClear();
});

afterEach(() => vi.useRealTimers());

describe('the clock’s end', () => {
	it('chimes once, the moment the clock runs out on screen', async () => {
		render(ClockFace, { clock: { totalMs: 3000, leftMs: 3000, runningSince: Date.now() }, label: 'Talk clock', onpause: noop, onresume: noop });
		await vi.advanceTimersByTimeAsync(2500);
		expect(clockEndCue).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1000);
		expect(screen.getByText('Time is up')).toBeInTheDocument();
		expect(clockEndCue).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(5000);
		expect(clockEndCue).toHaveBeenCalledTimes(1);
	});

	it('stays quiet for a clock already over when the screen opens (after a reload)', async () => {
		render(ClockFace, { clock: { totalMs: 3000, leftMs: 0, runningSince: null }, label: 'Talk clock', onpause: noop, onresume: noop });
		await vi.advanceTimersByTimeAsync(2000);
		expect(screen.getByText('Time is up')).toBeInTheDocument();
		expect(clockEndCue).not.toHaveBeenCalled();
	});

	it('a paused clock does not chime', async () => {
		render(ClockFace, { clock: { totalMs: 3000, leftMs: 1000, runningSince: null }, label: 'Talk clock', onpause: noop, onresume: noop });
		await vi.advanceTimersByTimeAsync(5000);
		expect(clockEndCue).not.toHaveBeenCalled();
	});
});
