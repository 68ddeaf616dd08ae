import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';
import { pathSegments, type StorePath } from './paths';

/**
 * Guard step 3: the pages marked "member only" in the route table of commerce §2. The checkout
 * pages (/shopping/checkout, /shopping/checkout/{orderId}) are not marked, so they stay open.
 */

/** Exact routes after the slug; `*` matches one segment. */
const MEMBER_ONLY_ROUTES: readonly string[] = [
  'shopping',
  'shopping/subscription',
  'member/shipping/freight/*',
  'order',
  'order/*',
  'order/*/payment',
  'order/*/choose-payment',
  'order/*/message',
  'member',
  'member/update',
  'member/email',
  'member/email-verify',
  'member/change-password',
  'member/subscription',
];

/** Whole areas: any deeper page under them is for members too (new pages are safe by default). */
const MEMBER_ONLY_AREAS: readonly string[] = ['order', 'member'];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part === '*' || part === segments[i]);
}

export function isMemberOnlyPath(rest: string): boolean {
  const segments = pathSegments(rest);
  if (segments.length === 0) return false;
  return MEMBER_ONLY_AREAS.includes(segments[0]) || MEMBER_ONLY_ROUTES.some((pattern) => matches(pattern, segments));
}

export function loginRequiredUrl(slug: string): SafeHref {
  return withQuery(appPath(slug, 'market'), { loginRequired: 'true' });
}

/** The redirect for a non-member on a member-only page, else null. */
export function memberOnlyRedirect(storePath: StorePath, isMember: boolean): SafeHref | null {
  return !isMember && isMemberOnlyPath(storePath.rest) ? loginRequiredUrl(storePath.slug) : null;
}
