import { describe, expect, it } from 'vitest';
import { countdownTicks, turnWarning } from '$lib/voice/countdown';

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

describe('the warning before a turn ends, felt', () => {
	function feel() {
		let buzzes = 0;
		const update = turnWarning({ warn: () => void buzzes++ }, 10);
		return { buzzes: () => buzzes, update };
	}

	it('buzzes once as the time left reaches 10 s, whatever the screen redraws after', () => {
		const { buzzes, update } = feel();
		for (let left = 30; left >= 11; left--) update(left);
		expect(buzzes()).toBe(0);
		update(10);
		update(10);
		for (let left = 9; left >= 0; left--) update(left);
		expect(buzzes()).toBe(1);
	});

	it('a slow reading that jumps past 10 s still buzzes', () => {
		const { buzzes, update } = feel();
		update(14);
		update(8);
		expect(buzzes()).toBe(1);
	});

	it('is quiet for a turn reopened below 10 s (after a reload), and at the end itself', () => {
		const reopened = feel();
		reopened.update(7);
		reopened.update(6);
		expect(reopened.buzzes()).toBe(0);
		const over = feel();
		over.update(11);
		over.update(0);
		expect(over.buzzes()).toBe(0);
	});
});
