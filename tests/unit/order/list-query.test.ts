import { describe, expect, it } from '@jest/globals';
import { orderListHref, orderListQuery, orderPager, orderTabs, pageOfLink } from '@/lib/order/list-query';

const API = 'http://127.0.0.1:4010/api/v1/stores/demo/orders/buyer';
const links = (prev: number | null, next: number | null) => ({
  first: `${API}?page=1`,
  last: `${API}?page=2`,
  prev: prev ? `${API}?status=unpaid&page=${prev}` : null,
  next: next ? `${API}?status=unpaid&page=${next}` : null,
});

describe('orderListQuery', () => {
  it('reads status and page', () => {
    expect(orderListQuery({ status: 'unpaid', page: '2' })).toEqual({ status: 'unpaid', page: 2 });
    expect(orderListQuery({ status: ['canceled', 'unpaid'] })).toEqual({ status: 'canceled', page: 1 });
  });
  it('turns an unknown status into every order and a bad page into the first', () => {
    expect(orderListQuery({ status: 'shipped', page: '-1' })).toEqual({ status: null, page: 1 });
    expect(orderListQuery({ page: '1.5' })).toEqual({ status: null, page: 1 });
    expect(orderListQuery({})).toEqual({ status: null, page: 1 });
  });
});

describe('orderListHref', () => {
  it('keeps the URL short: no page 1, no status for all', () => {
    expect(orderListHref('demo', {})).toBe('/demo/order');
    expect(orderListHref('demo', { status: 'unpaid', page: 1 })).toBe('/demo/order?status=unpaid');
    expect(orderListHref('demo', { status: null, page: 2 })).toBe('/demo/order?page=2');
    expect(orderListHref('a b', { status: 'canceled', page: 3 })).toBe('/a%20b/order?status=canceled&page=3');
  });
});

describe('orderTabs', () => {
  it('puts all first with the sum of the counts, then the four filters, marking the current one', () => {
    const tabs = orderTabs('demo', { unpaid: 4, undelivered: 4, completed: 5, canceled: 5 }, 'completed');
    expect(tabs.map((tab) => [tab.status, tab.count, tab.current])).toEqual([
      [null, 18, false],
      ['unpaid', 4, false],
      ['undelivered', 4, false],
      ['completed', 5, true],
      ['canceled', 5, false],
    ]);
    expect(tabs[1].href).toBe('/demo/order?status=unpaid');
    expect(tabs[0].href).toBe('/demo/order');
  });
  it('counts missing or bad counts as zero', () => {
    const tabs = orderTabs('demo', { unpaid: -1, undelivered: Number.NaN }, null);
    expect(tabs.map((tab) => tab.count)).toEqual([0, 0, 0, 0, 0]);
    expect(tabs[0].current).toBe(true);
  });
});

describe('orderPager', () => {
  it('builds storefront hrefs from the page numbers of the API links', () => {
    expect(orderPager('demo', 'unpaid', { links: links(1, 3), meta: { current_page: 2, last_page: 3 } })).toEqual({
      page: 2,
      lastPage: 3,
      prevHref: '/demo/order?status=unpaid',
      nextHref: '/demo/order?status=unpaid&page=3',
    });
  });
  it('has no prev on the first page and no next on the last', () => {
    expect(orderPager('demo', null, { links: links(null, 2), meta: { current_page: 1, last_page: 2 } })).toMatchObject({ prevHref: null, nextHref: '/demo/order?page=2' });
    expect(orderPager('demo', null, { links: links(1, null), meta: { current_page: 2, last_page: 2 } })).toMatchObject({ prevHref: '/demo/order', nextHref: null });
  });
  it('is null when one page holds everything', () => {
    expect(orderPager('demo', null, { links: links(null, null), meta: { current_page: 1, last_page: 1 } })).toBeNull();
  });
  it('falls back to the neighbouring page when a link carries no page', () => {
    expect(pageOfLink('not a url')).toBeNull();
    expect(orderPager('demo', null, { links: { ...links(null, null), next: `${API}` }, meta: { current_page: 1, last_page: 2 } })?.nextHref).toBe('/demo/order?page=2');
  });
});
