import type { ReportContext } from './index';

/**
 * report(), loaded on first use: the error boundaries and the page-wide listener are on every
 * page, and a page that never fails ships no reporting code. Console and Sentry as report().
 */
export function reportLater(error: unknown, context: ReportContext): void {
  void import('./index').then(({ report }) => report(error, context));
}
