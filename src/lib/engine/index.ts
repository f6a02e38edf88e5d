/** The rules engine: pure functions over plain data. No DOM, no clock, no Math.random. */
export * from './types';
export * from './roles';
export * from './names';
export * from './presets';
export * from './random';
export * from './setup';
export * from './clock';
export * from './night';
export * from './ballot';
export * from './win';
export * from './game';
export * from './view';
export * from './announce';
export * from './record';
export * from './story';
export * from './story-cast';
export * from './undo';
