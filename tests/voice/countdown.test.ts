import { describe, expect, it } from 'vitest';
import { countdownTicks } from '$lib/voice/countdown';

function listen() {
	const heard: string[] = [];
	const update = countdownTicks({ tick: (last = false) => void heard.push(last ? 'NOW' : 'tick') });
	return { heard, update };
}

describe('the countdown between roles, heard', () => {
	it('ticks once for each second that passes, and differently at zero', () => {
		const { heard, update } = listen();
		for (let left = 5000; left >= 0; left -= 250) update(left); // a screen ticking four times a second
		expect(heard).toEqual(['tick', 'tick', 'tick', 'tick', 'NOW']);
	});

	it('a slow ticker that skips a second still ticks once per reading, never twice for one second', () => {
		const { heard, update } = listen();
		update(5000);
		update(2900); // two seconds passed between readings
		update(2800);
		expect(heard).toEqual(['tick']);
	});

	it('says nothing on its first reading (a countdown reopened after a reload), nor once over', () => {
		const { heard, update } = listen();
		update(0);
		update(0);
		update(-500);
		expect(heard).toEqual([]);
	});

	it('a paused countdown is quiet', () => {
		const { heard, update } = listen();
		update(3000);
		update(3000);
		update(3000);
		expect(heard).toEqual([]);
	});
});
