import { describe, expect, it } from '@jest/globals';
import { trusted } from '../url/trusted';
import { kindFromQuery, marketHref, marketListPath, marketProductsQuery, marketViewOfSegments, MAX_CACHED_MARKET_PAGE, showsKindTabs, boundedPage } from '@/lib/market/market-query';

const normal = { is_ticket_mode: false };
const tickets = { is_ticket_mode: true };

describe('market products query', () => {
  it('lists what is on the market, both kinds by default', () => {
    expect(marketProductsQuery(normal, {})).toEqual({ with_market: true });
  });
  it('narrows to products or tickets and keeps keyword and page', () => {
    expect(marketProductsQuery(normal, { kind: 'product', keyword: 'tea', page: 2 })).toEqual({ with_market: true, with_product: true, keyword: 'tea', page: 2 });
    expect(marketProductsQuery(normal, { kind: 'ticket' })).toEqual({ with_market: true, with_ticket: true });
  });
  it('lists tickets in a ticket-mode store, whatever the kind asked', () => {
    expect(marketProductsQuery(tickets, { kind: 'product' })).toEqual({ with_market: true, with_ticket: true });
    expect(showsKindTabs(tickets)).toBe(false);
    expect(showsKindTabs(normal)).toBe(true);
  });
  it('reads the kind from the query', () => {
    expect(kindFromQuery('ticket')).toBe('ticket');
    expect(kindFromQuery(['product', 'ticket'])).toBe('product');
    expect(kindFromQuery('other')).toBe('all');
    expect(kindFromQuery(undefined)).toBe('all');
  });
  it('builds links that keep keyword and kind, without defaults', () => {
    expect(marketHref(trusted('/demo/market'), {})).toBe('/demo/market');
    expect(marketHref(trusted('/demo/market'), { keyword: 'お茶', kind: 'ticket', page: 2 })).toBe('/demo/market?keyword=%E3%81%8A%E8%8C%B6&kind=ticket&page=2');
    expect(marketHref(trusted('/demo/market'), { kind: 'all', page: 1 })).toBe('/demo/market');
  });
});

describe('boundedPage', () => {
  it('loads page 1 until the first page names the last, then no page past the last', () => {
    expect(boundedPage(1, null)).toBe(1);
    expect(boundedPage(5, null)).toBe(1);
    expect(boundedPage(2, 3)).toBe(2);
    expect(boundedPage(3, 3)).toBe(3);
    expect(boundedPage(999_999, 3)).toBe(3);
    // An empty list answers last_page 0: page 1, never 0.
    expect(boundedPage(4, 0)).toBe(1);
  });
});

describe('cached market views', () => {
  const path = (query: string) => marketListPath(new URLSearchParams(query));
  it('names a route per kind and page, defaulting what is unknown', () => {
    expect(path('')).toBe('/market/list/all/1');
    expect(path('kind=product&page=2')).toBe('/market/list/product/2');
    expect(path('kind=PRODUCT&page=abc')).toBe('/market/list/all/1');
    expect(path(`page=${MAX_CACHED_MARKET_PAGE}`)).toBe(`/market/list/all/${MAX_CACHED_MARKET_PAGE}`);
  });
  it('has no cached route for a keyword search or a page past the cap (their keys would be unbounded)', () => {
    expect(path('keyword=tea')).toBeNull();
    expect(path('keyword=%20%20&page=2')).toBe('/market/list/all/2');
    expect(path(`page=${MAX_CACHED_MARKET_PAGE + 1}`)).toBeNull();
    expect(path('page=999999999')).toBeNull();
  });
  it('reads the route segments back, refusing anything middleware never sends', () => {
    expect(marketViewOfSegments('ticket', '3')).toEqual({ kind: 'ticket', page: 3 });
    expect(marketViewOfSegments('all', String(MAX_CACHED_MARKET_PAGE))).toEqual({ kind: 'all', page: MAX_CACHED_MARKET_PAGE });
    for (const [kind, page] of [['all', '0'], ['all', '01'], ['all', String(MAX_CACHED_MARKET_PAGE + 1)], ['everything', '1'], ['all', '1.5'], ['all', '']]) {
      expect({ kind, page, view: marketViewOfSegments(kind, page) }).toEqual({ kind, page, view: null });
    }
  });
});
