import type { ProductsQuery, Store } from '@/lib/schemas';
import { withQuery, type SafeHref } from '@/lib/url/safe-href';
import { keywordFromQuery, pageFromQuery } from './product-card';

/**
 * The products call's filters for the market page (commerce §7). The market lists what is sold on
 * the market (with_market: products sold only inside a live post stay out). A ticket-mode store
 * lists its tickets; a normal store lists both kinds, narrowed by the kind tabs.
 */

export const MARKET_KINDS = ['all', 'product', 'ticket'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export function kindFromQuery(value: string | string[] | undefined): MarketKind {
  const raw = Array.isArray(value) ? value[0] : value;
  return MARKET_KINDS.find((kind) => kind === raw) ?? 'all';
}

/** What the market page shows: kind tab, page number and search keyword. */
export interface MarketView {
  kind: MarketKind;
  page: number;
  keyword?: string;
}

/**
 * The page to load for a requested one: page 1, or — once the first page named the last — a page
 * no further than the last, so no request can make a cache entry for page 999999.
 */
export function boundedPage(requested: number, lastPage: number | null): number {
  if (requested <= 1 || lastPage === null) return 1;
  return Math.min(requested, Math.max(1, lastPage));
}

/** Market views with a cached page of their own: every kind tab, pages 1 to this, no keyword. */
export const MAX_CACHED_MARKET_PAGE = 50;

/**
 * The internal route of a market view with a cached page of its own (`/market/list/{kind}/{page}`,
 * middleware rewrites `/{store}/market?kind=…&page=…` to it), or null for a keyword search or a
 * page past the cap: those render per request from the query (docs/adr/0001-caching.md).
 */
export function marketListPath(search: URLSearchParams): string | null {
  if (keywordFromQuery(search.get('keyword') ?? undefined)) return null;
  const page = pageFromQuery(search.get('page') ?? undefined);
  if (page > MAX_CACHED_MARKET_PAGE) return null;
  return `/market/list/${kindFromQuery(search.get('kind') ?? undefined)}/${page}`;
}

/** The view of a cached market route's segments; null for values middleware never sends. */
export function marketViewOfSegments(kind: string, page: string): MarketView | null {
  const known = MARKET_KINDS.find((candidate) => candidate === kind);
  const number = /^[1-9]\d{0,2}$/.test(page) ? Number(page) : 0;
  return known && number >= 1 && number <= MAX_CACHED_MARKET_PAGE ? { kind: known, page: number } : null;
}

/** Whether the page offers the kind tabs: a ticket-mode store only has tickets. */
export function showsKindTabs(store: Pick<Store, 'is_ticket_mode'>): boolean {
  return !store.is_ticket_mode;
}

export function marketProductsQuery(
  store: Pick<Store, 'is_ticket_mode'>,
  options: { keyword?: string; page?: number; kind?: MarketKind },
): ProductsQuery {
  const query: ProductsQuery = { with_market: true };
  if (options.keyword) query.keyword = options.keyword;
  if (options.page && options.page > 1) query.page = options.page;
  const kind = store.is_ticket_mode ? 'ticket' : (options.kind ?? 'all');
  if (kind === 'product') query.with_product = true;
  if (kind === 'ticket') query.with_ticket = true;
  return query;
}

/** A market URL keeping keyword and kind; page 1 and the default kind stay out of the URL. */
export function marketHref(basePath: SafeHref, params: { keyword?: string; page?: number; kind?: MarketKind }): SafeHref {
  const query = new URLSearchParams();
  if (params.keyword) query.set('keyword', params.keyword);
  if (params.kind && params.kind !== 'all') query.set('kind', params.kind);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  return withQuery(basePath, query);
}
