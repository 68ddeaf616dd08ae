import type { SafeHref } from '@/lib/url/safe-href';

/** Tests build expected checked values from literals. */
export const trusted = (value: string): SafeHref => value as SafeHref;
