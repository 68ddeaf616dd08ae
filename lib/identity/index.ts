export * from './cookies';
export * from './token';
export * from './unauthorized';
export * from './viewer';
