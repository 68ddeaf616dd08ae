/**
 * `cacheLife` profiles per kind of public data, passed as values (lib/cache/public-reads; lib/cache/tags
 * re-exports it). Tags make changes show at once, so lifetimes only bound how stale an entry can
 * get when a revalidation call is lost. Seconds.
 *
 * `stale` stays at 30 or more and `expire` at 5 minutes or more: Next leaves shorter-lived entries
 * out of prerenders (docs cacheLife "Prerendering behavior"), so the page around them would render
 * per request. The failure profile is short on purpose: a page with a failed call is not kept.
 */
export const CACHE_PROFILES = {
  store: { stale: 60, revalidate: 300, expire: 3600 },
  catalogue: { stale: 30, revalidate: 60, expire: 3600 },
  post: { stale: 30, revalidate: 30, expire: 600 },
  replays: { stale: 60, revalidate: 300, expire: 3600 },
  legal: { stale: 300, revalidate: 3600, expire: 86400 },
  // What every ghost's room entry shares (first comments, comment blacklist, share voucher): read by
  // the entry route handler only, never by a prerender. A crowd arriving shares one platform read
  // every few seconds; the viewer's realtime replays from the moment a copy was read (its `readAt`,
  // lib/live/realtime/replay), so an older copy loses nothing, and costs the origin less.
  roomFeed: { stale: 5, revalidate: 5, expire: 60 },
  // A failed platform call: kept a second so a burst shares one retry, never longer.
  failure: { stale: 0, revalidate: 1, expire: 1 },
};
