export * from './events';
export * from './table';
