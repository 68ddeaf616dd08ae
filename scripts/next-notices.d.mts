export const FALSE_START_NOTICE: string;
export function isFalseStartNotice(args: readonly unknown[]): boolean;
export function withoutFalseStartNotice<T>(start: () => T | Promise<T>, target?: Pick<Console, 'warn'>): Promise<T>;
