import { getSetting, setSetting, type NightfallDatabase, type StorageProblem } from '../persistence';
import type { Checked } from '../engine/types';
import { APP_COUNTDOWN_RANGE, APP_TURN_CHOICES, APP_WAKE_SECONDS } from '../engine/presets';
import { m } from '../paraglide/messages.js';
import { isObject } from '../engine/outside';

/** How the app speaks and signals at the table; saved on this phone under one settings key. */
export interface VoiceSettings {
	/** Lines are shown as text only. */
	muted: boolean;
	/** 0 to 1, for the voice and the sounds. */
	volume: number;
	/** Speed of speech: 0.5 to 2, 1 is the voice's own pace. */
	rate: number;
	/** The chosen voice; null lets the app pick the best one for the page language. */
	voiceURI: string | null;
	/** A chime at a clock's end and a tick for each countdown second. */
	sounds: boolean;
	/** A buzz with each cue, where the phone can vibrate. */
	vibration: boolean;
	/** App-narrated mode: the countdown between one role's turn and the next. */
	countdownSeconds: number;
	/** App-narrated mode: how long each role's turn lasts, the same for every role (one of APP_TURN_CHOICES). */
	turnSeconds: number;
}

export const VOICE_SETTINGS_KEY = 'voice';

export const COUNTDOWN_RANGE = APP_COUNTDOWN_RANGE;

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
	muted: false,
	volume: 1,
	rate: 1,
	voiceURI: null,
	sounds: true,
	vibration: true,
	countdownSeconds: 5,
	turnSeconds: APP_WAKE_SECONDS
};

const within = (v: unknown, min: number, max: number): v is number =>
	typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * The settings as saved, each field checked on its own: a field saved by another version
 * (or damaged) falls back to its default and the others are kept.
 */
export function readVoiceSettings(raw: unknown): VoiceSettings {
	const d = DEFAULT_VOICE_SETTINGS;
	if (!isObject(raw)) return { ...d };
	const countdown = raw.countdownSeconds;
	return {
		muted: typeof raw.muted === 'boolean' ? raw.muted : d.muted,
		volume: within(raw.volume, 0, 1) ? raw.volume : d.volume,
		rate: within(raw.rate, 0.5, 2) ? raw.rate : d.rate,
		voiceURI: typeof raw.voiceURI === 'string' && raw.voiceURI !== '' ? raw.voiceURI : d.voiceURI,
		sounds: typeof raw.sounds === 'boolean' ? raw.sounds : d.sounds,
		vibration: typeof raw.vibration === 'boolean' ? raw.vibration : d.vibration,
		countdownSeconds:
			Number.isInteger(countdown) && within(countdown, COUNTDOWN_RANGE.min, COUNTDOWN_RANGE.max) ? countdown : d.countdownSeconds,
		turnSeconds: (APP_TURN_CHOICES as readonly unknown[]).includes(raw.turnSeconds) ? (raw.turnSeconds as number) : d.turnSeconds
	};
}

/** What the host typed for the countdown, as whole seconds; the reason in words when it is not one. */
export function readCountdown(typed: string): Checked<number> {
	const { min, max } = COUNTDOWN_RANGE;
	const text = typed.trim();
	const n = Number(text);
	if (text === '' || !Number.isInteger(n) || n < min || n > max) {
		return { ok: false, reason: m.refusal_voice_countdown({ min, max }) };
	}
	return { ok: true, value: n };
}

export async function loadVoiceSettings(db: NightfallDatabase): Promise<VoiceSettings> {
	return readVoiceSettings(await getSetting<unknown>(db, VOICE_SETTINGS_KEY, null));
}

export function saveVoiceSettings(db: NightfallDatabase, settings: VoiceSettings): Promise<StorageProblem | null> {
	return setSetting(db, VOICE_SETTINGS_KEY, { ...settings });
}
