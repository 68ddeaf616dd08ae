import type { CacheBackend } from './backend.mjs';
export declare const BACKEND: unique symbol;
export declare function sharedBackend(): CacheBackend | null;
