import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { workedGame } from '../persistence/phone';
import type { StoredGame } from '$lib/persistence';
import { DEFAULT_VOICE_SETTINGS } from '$lib/voice/settings';

/**
 * The store the screens ask: one database per page, opened by the store itself; each answer
 * carries its problem in words. These play a phone's life through it, then a phone that keeps
 * nothing.
 */

const game = (id: string): StoredGame => ({
	id,
	status: 'playing',
	createdAt: 1000,
	updatedAt: 1000,
	record: { ...workedGame, id, actions: workedGame.actions.slice(0, 3) },
	snapshot: null,
	summary: { preset: 'classic', players: workedGame.players, winner: null }
});

describe('the phone store', () => {
	it('keeps a new game, lists it to resume, opens it, marks it and exports it', async () => {
		const phone = await import('$lib/state/phone');
		expect(await phone.keepNewGame(game('g1'))).toBeNull();
		const saved = await phone.savedGames();
		expect(saved.ok && saved.value.latest?.id).toBe('g1');
		expect(saved.ok && saved.value.games.map((g) => g.id)).toEqual(['g1']);
		const opened = await phone.openSavedGame('g1');
		expect(opened.ok && opened.game.record.actions).toHaveLength(3);
		expect(await phone.markGame('g1', 'abandoned')).toBeNull();
		const after = await phone.savedGames();
		expect(after.ok && after.value.latest).toBeNull();
		expect(JSON.parse((await phone.savedGameFile('g1')) ?? 'null').id).toBe('g1');
		expect(await phone.savedGameFile('nowhere')).toBeNull();
		// The game's players joined the regulars.
		expect((await phone.regulars()).map((p) => p.name).sort()).toEqual([...workedGame.players].sort());
	});

	it('reads back a setting, the themes and the voice as written', async () => {
		const phone = await import('$lib/state/phone');
		const isNumber = (v: unknown): v is number => typeof v === 'number';
		expect(await phone.readSetting('answer', 0, isNumber)).toBe(0);
		expect(await phone.writeSetting('answer', 42)).toBeNull();
		expect(await phone.readSetting('answer', 0, isNumber)).toBe(42);
		const voice = await phone.voiceSettings();
		expect(voice).toEqual({ settings: DEFAULT_VOICE_SETTINGS, saved: true });
		expect(await phone.keepVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, volume: 0.25 })).toBeNull();
		expect((await phone.voiceSettings()).settings.volume).toBe(0.25);
	});
});

describe('a phone that keeps nothing', () => {
	it('answers every question with the reason in words, never a throw', async () => {
		vi.resetModules();
		vi.stubGlobal('indexedDB', undefined);
		try {
			const phone = await import('$lib/state/phone');
			const saved = await phone.savedGames();
			expect(saved.ok).toBe(false);
			const reason = saved.ok ? '' : saved.problem.message;
			expect(reason).toMatch(/\w+ \w+/);
			expect(await phone.keepNewGame(game('g2'))).toMatchObject({ message: reason });
			expect(await phone.openSavedGame('g2')).toMatchObject({ ok: false, problem: { message: reason } });
			expect(await phone.phoneKeepsGames()).toEqual({ ok: false, reason });
			expect(await phone.regulars()).toEqual([]);
			expect(await phone.voiceSettings()).toEqual({ settings: DEFAULT_VOICE_SETTINGS, saved: false });
			expect(await phone.renameRegular('x', 'Y')).toEqual({ ok: false, reason });
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
