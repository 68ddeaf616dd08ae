import { pageFromQuery } from '@/lib/market/product-card';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';

/**
 * The lobby's pages (`/{store}/live-lobby?page=N`, docs/adr/0001-caching.md): middleware rewrites
 * pages 1 to MAX_CACHED_LOBBY_PAGE to the cached route `/live-lobby/list/{page}`; a page past the
 * last shows its own state (the cached first page names the last), so no request can make a
 * cache entry for page 999999.
 */

export const MAX_CACHED_LOBBY_PAGE = 50;

export const lobbyPageFromQuery = pageFromQuery;

/** The internal route of `?page=` (lib/guards/audience renderedStorePath), or null past the cached pages. */
export function lobbyListPath(search: URLSearchParams): string | null {
  const page = lobbyPageFromQuery(search.get('page') ?? undefined);
  return page > MAX_CACHED_LOBBY_PAGE ? null : `/live-lobby/list/${page}`;
}

/** The page of a cached route's segment; null for values middleware never sends. */
export function lobbyPageOfSegment(segment: string): number | null {
  const page = /^[1-9]\d{0,2}$/.test(segment) ? Number(segment) : 0;
  return page >= 1 && page <= MAX_CACHED_LOBBY_PAGE ? page : null;
}

/** The lobby's URL for a page; page 1 stays out of the URL. */
export function lobbyHref(slug: string, page = 1): SafeHref {
  const base = appPath(slug, 'live-lobby');
  return page > 1 ? withQuery(base, { page }) : base;
}

/** The list's last page from its meta: at least 1 (an answer without one is used as it came: spec §5). */
export function lastPageOf(meta: { last_page?: number } | null | undefined): number {
  const last = Number(meta?.last_page);
  return Number.isInteger(last) && last > 1 ? last : 1;
}

/** Page 1 always answers (an empty store); any other page only up to the list's last page. */
export function isBeyondLastPage(page: number, lastPage: number): boolean {
  return page > Math.max(1, lastPage);
}

export interface LobbyPaging {
  page: number;
  lastPage: number;
  prevHref: SafeHref | null;
  nextHref: SafeHref | null;
}

/** Previous/next links of a page; null when the list has a single page. */
export function lobbyPaging(slug: string, page: number, lastPage: number): LobbyPaging | null {
  if (lastPage <= 1) return null;
  return {
    page,
    lastPage,
    prevHref: page > 1 ? lobbyHref(slug, Math.min(page - 1, lastPage)) : null,
    nextHref: page < lastPage ? lobbyHref(slug, page + 1) : null,
  };
}
