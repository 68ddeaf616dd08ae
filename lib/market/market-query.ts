import type { ProductsQuery, Store } from '@/lib/schemas';
import { withQuery, type SafeHref } from '@/lib/url/safe-href';

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
