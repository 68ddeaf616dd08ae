import { appPath, type SafeHref } from '@/lib/url/safe-href';

/**
 * /{store}/live (live-room §2): it redirects to the store's latest post, or to the store root when
 * there is none or the lookup failed; a `ticket_id` query keeps the buyer on a ticket landing.
 */

/** The `ticket_id` query as a product id: positive digits only (15 at most stays a safe integer). */
export function ticketIdParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** The latest post's room, or the store root when there is no post to go to. */
export function latestLiveHref(slug: string, postId: number | null): SafeHref {
  return postId === null ? appPath(slug) : appPath(slug, 'live', postId);
}
