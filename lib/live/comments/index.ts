/** Comment rules of the live room: banned words, sender name, gating, throttle (live-room §5). */
export * from './banned-words';
export * from './rules';
