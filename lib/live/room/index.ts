/** The live room's pure core: events, state, reducer, effects (ARCHITECTURE rules 3 and 5). */
export * from './events';
export * from './state';
export * from './reducer';
export * from './effects';
export * from './session';
