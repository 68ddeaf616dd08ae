/** Every platform call, one typed function each. Server-only helpers live in ./server-context. */
export * from './client';
export * from './result';
export * from './path';
export * from './store';
export * from './products';
export * from './auth';
export * from './cart';
export * from './checkout';
export * from './orders';
export * from './member';
export * from './live';
export * from './vouchers';
export * from './interaction';
