/** The storefront route that renews a room's subscribe-only ably token (app/(site)/[store]/live/[id]/realtime-token). */
export function realtimeTokenPath(storeSlug: string, postId: number): string {
  return `/${encodeURIComponent(storeSlug)}/live/${postId}/realtime-token`;
}
