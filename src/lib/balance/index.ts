/** The balance estimate: each side's exact chance under a stated model of uninformed play. Pure, no DOM. */
export * from './baseline';
export * from './roles';
export * from './treatment';
export * from './words';
export * from './estimate';
